package boyi.games.template;

import boyi.games.BoardRegions;
import boyi.games.BoardRegions.Region;
import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.games.RegionSum;
import boyi.games.SmallCases;
import boyi.games.Theorem;
import boyi.games.Theorem.Judgement;
import boyi.games.TheoremEvaluator;
import boyi.games.partizan.GridText;
import boyi.model.Decomposable;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * THE TEMPLATE TO COPY for a board game solved by search (no closed form), over regions: Cram,
 * where a move covers two empty cells side by side and whoever cannot move loses. A move never
 * reaches across a region of empty cells, so the board is the sum of its regions
 * ({@link BoardRegions}, shared with Domineering): the Grundy search values each region once by
 * its shape and XORs them, which is what makes boards of 20 cells and more answer at once (a
 * search of the whole board does not). Copy this one file, as the pile template: its small cases
 * are in it ({@code CramGameTest} holds only facts beyond the contract).
 *
 * <pre>{@code
 * GameInstance<Region> g = new CramGame().instantiate(Map.of());
 * Analyzer.analyze(g, "...|...").why().en();   // "Regions G(...|...)=1, not 0: the player to move wins."
 * }</pre>
 */
public final class CramGame extends DescribedFamily {

    /** Positions the Grundy search may memoise (regions and their positions). */
    private static final long BUDGET = 2_000_000;
    /** Boards with at most this many empty cells are searched whole for their remoteness. */
    private static final int SEARCHED_CELLS = 12;

    public CramGame() {
        // (1) id, names, rules, parameters, position syntax, example
        super("cram", "Cram（放骨牌）", "Cram",
                Text.of("两人轮流在棋盘上放一张 1x2 骨牌（横竖都可以），盖住两个相邻的空格；轮到谁放不下谁输。",
                        "Players in turn place a 1x2 domino, either way, on two empty cells side by side; whoever cannot place one loses."),
                List.of(), Text.of("棋盘，各行用 | 分隔，. 为空格，# 为已占：...|...", "the board, rows separated by |, . empty, # taken: ...|..."),
                "...|...");
    }

    @Override
    public GameInstance<Region> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Rules rules = new Rules();
        Notation<Region> notation = Notation.of(this::parse, CramGame::format);
        GrundySolver<Region> grundy = new GrundySolver<>(rules, BUDGET);
        Theorem<Region> theorem = new Theorem<>(Text.of("SG 定理（各区域的 SG 值由搜索求得）",
                "Sprague–Grundy (each region's value by search)"), board -> judge(rules, grundy, board));
        BudgetedSearch<Region> search = new BudgetedSearch<>(rules, notation, b -> Long.bitCount(b.cells()) <= SEARCHED_CELLS);
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(TheoremEvaluator.completing(p -> Optional.ofNullable(theorem.apply(p)), search, rules, notation))
                .build();
    }

    private Region parse(String text) {
        char[][] grid = GridText.parse(id(), text, ".#");
        long empty = 0;
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[0].length; c++) {
                empty |= grid[r][c] == '.' ? 1L << (r * grid[0].length + c) : 0;
            }
        }
        return new Region(grid.length, grid[0].length, empty);
    }

    private static String format(Region b) {
        return GridText.format(b.rows(), b.cols(), (r, c) -> b.has(r, c) ? '.' : '#');
    }

    // the small cases: every board of 1x1..3x3, every pattern of taken cells on the 2x3 and 3x2 ones, a split row
    @Override
    public List<SmallCases> smallCases() {
        List<String> boards = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            boards.add(format(new Region(1 + k / 3, 1 + k % 3, (1L << (1 + k / 3) * (1 + k % 3)) - 1)));
        }
        for (long empty = 0; empty < 64; empty++) {
            boards.add(format(new Region(2, 3, empty)));
            boards.add(format(new Region(3, 2, empty)));
        }
        boards.add("..#..#..");
        return List.of(SmallCases.of(Map.of(), boards));
    }

    // (2) the theorem: the regions' values by search, XORed, with the numbers in the reason
    private static Judgement judge(Rules rules, GrundySolver<Region> grundy, Region board) {
        return RegionSum.judge(rules.components(board), r -> {
            synchronized (grundy) {
                return grundy.grundy(r);
            }
        }, CramGame::format);
    }

    // (3) the rules: the moves, the end, and the regions (a move changes exactly one)
    private static final class Rules implements Decomposable<Region> {

        @Override
        public List<Move<Region>> moves(Region b) {
            List<Move<Region>> out = new ArrayList<>();
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.cols(); c++) {
                    for (int[] to : new int[][] {{r, c + 1}, {r + 1, c}}) {
                        if (b.has(r, c) && b.has(to[0], to[1])) {
                            out.add(new Move<>(GridText.cell(r, c) + "-" + GridText.cell(to[0], to[1]),
                                    b.without(r, c).without(to[0], to[1])));
                        }
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(Region b) {
            return moves(b).isEmpty() ? Value.loss(0) : null;
        }

        /** The regions with room for a domino (a lone cell has no move: worth 0). */
        @Override
        public List<Region> components(Region b) {
            List<Region> out = new ArrayList<>();
            for (Region r : BoardRegions.of(b.rows(), b.cols(), b.cells())) {
                if (Long.bitCount(r.cells()) >= 2) {
                    out.add(r);
                }
            }
            return out.isEmpty() ? List.of(b) : out;
        }
    }
}
