package boyi.games.graphs;

import boyi.games.ViewKind;
import boyi.games.PositionText;

import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Table;
import boyi.theory.CuttingGame;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The cutting game (剪纸游戏; POJ 2311): pieces of grid paper {@code 2x3 4x4}; a move cuts one
 * piece along a grid line into two; whoever cuts out a 1 x 1 piece wins at once. Decided by the
 * Grundy table of {@link CuttingGame} (cuts leaving a strip one cell wide lose, the rest is a sum).
 * Pieces are kept as {@code WxH} with W <= H, sorted, sides 1..500.
 *
 * <pre>{@code
 * GameInstance<?> g = new CuttingGameFamily().instantiate(Map.of());
 * Analyzer.analyze(g, "4x2");   // win: cut into 2x2 and 2x2 (g = 0 xor 0)
 * }</pre>
 */
public final class CuttingGameFamily extends DescribedFamily {

    private static final int SIDE = 1000;               // a piece is coded w * SIDE + h
    private static final int MAX_PIECES = 10_000;
    private static final int TABLE_ROWS = 12;
    /** Positions of at most this total area get their remoteness searched. */
    static final long SEARCHED_AREA = 30;
    private static final Method TABLE = Method.table(Text.of("SG 值表（只计两块都至少 2x2 的剪法）", "Grundy table (cuts keeping both parts at least 2x2)"));

    public CuttingGameFamily() {
        super("cutting-game", "剪纸游戏", "Cutting game",
                Text.of("从一张 W×H 的方格纸开始；轮到的一方选一块纸，沿格线把它剪成两块长方形；谁剪出 1×1 的小块谁立刻获胜。"
                                + "剪出一条宽为 1 的纸条（1×k，k ≥ 2）等于把胜利送给对手，所以双方只会剪出两边都至少为 2 的块；"
                                + "这样的块组成一个和游戏，g(w,h) 是所有剪法 g(左)⊕g(右) 的 mex（没有已知的公式，按表计算）。",
                        "Start with one W x H sheet of grid paper; a move takes a piece and cuts it along a grid line into two "
                                + "rectangles; whoever cuts out a 1 x 1 piece wins at once. Cutting off a strip one cell wide "
                                + "(1 x k, k >= 2) hands the opponent the win, so good players keep both parts at least 2 x 2; "
                                + "such pieces form a sum, and g(w, h) is the mex of g(part) xor g(other part) over the cuts (no "
                                + "closed form is known: a table)."),
                List.of(),
                Text.of("各块纸 WxH，用空格分隔，如 4x2 或 2x3 5x5（边长 1..500）",
                        "the pieces WxH separated by spaces, e.g. 4x2 or 2x3 5x5 (sides 1..500)"),
                "4x2");
    }

    @Override
    public ViewKind view() {
        return ViewKind.CUTTING;
    }

    @Override
    public GameInstance<List<Integer>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Rules rules = new Rules();
        Text over = Text.of("对方刚剪出了 1×1 的小块（或纸本来就是 1×1，无法再剪）：轮到的一方判负。",
                "The opponent has just cut out a 1 x 1 piece (or the sheet is 1 x 1 and cannot be cut): the player to move has lost.");
        PieceNotation notation = new PieceNotation(id());
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(GraphFamilyParts.evaluators(rules, notation, over,
                        p -> rules.primitive(p) != null ? Optional.empty() : Optional.of(verdict(p)), CuttingGameFamily::fewPositionsBelow))
                .moves(GraphFamilyParts.listed(rules, rules::moveCount, p -> firstMoves(rules, p)))
                .acceptsAnyLegalMove()
                .table(upto -> Optional.of(table(upto)))
                .build();
    }

    /**
     * Whether the positions below are few: a cut keeps the paper's area, so they are sheets of the
     * same total area, at most {@link #SEARCHED_AREA}.
     */
    static boolean fewPositionsBelow(List<Integer> pieces) {
        long area = 0;
        for (int p : pieces) {
            area += (long) w(p) * h(p);
        }
        return area <= SEARCHED_AREA;
    }

    /** The first {@link GraphFamilyParts#LISTED_MOVES} cuts, for positions with too many to list. */
    private static List<Move<List<Integer>>> firstMoves(Rules rules, List<Integer> pieces) {
        List<Move<List<Integer>>> all = rules.moves(pieces);
        return all.subList(0, Math.min(all.size(), GraphFamilyParts.LISTED_MOVES));
    }

    static int w(int piece) {
        return piece / SIDE;
    }

    static int h(int piece) {
        return piece % SIDE;
    }

    static int piece(int w, int h) {
        return Math.min(w, h) * SIDE + Math.max(w, h);
    }

    static String show(int piece) {
        return w(piece) + "x" + h(piece);
    }

    /** The rules: a position holding a 1 x 1 piece is over (lost for the player to move). */
    static final class Rules implements Game<List<Integer>> {

        long moveCount(List<Integer> pieces) {
            long count = 0;
            for (int i = 0; i < pieces.size(); i++) {
                if (i == 0 || !pieces.get(i).equals(pieces.get(i - 1))) {
                    count += w(pieces.get(i)) / 2 + h(pieces.get(i)) / 2;
                }
            }
            return count;
        }

        @Override
        public List<Move<List<Integer>>> moves(List<Integer> pieces) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            if (primitive(pieces) != null) {
                return out;
            }
            for (int i = 0; i < pieces.size(); i++) {
                if (i > 0 && pieces.get(i).equals(pieces.get(i - 1))) {
                    continue;
                }
                int w = w(pieces.get(i));
                int h = h(pieces.get(i));
                for (int a = 1; a <= w / 2; a++) {
                    out.add(cut(pieces, i, piece(a, h), piece(w - a, h)));
                }
                for (int b = 1; b <= h / 2; b++) {
                    if (w != h) {                 // on a square the two directions give the same parts
                        out.add(cut(pieces, i, piece(w, b), piece(w, h - b)));
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Integer> pieces) {
            return pieces.contains(piece(1, 1)) ? Value.loss(0) : null;
        }
    }

    static Move<List<Integer>> cut(List<Integer> pieces, int i, int first, int second) {
        List<Integer> next = new ArrayList<>(pieces);
        int old = next.remove(i);
        next.add(first);
        next.add(second);
        next.sort(null);
        return new Move<>(show(old) + " -> " + show(first) + " + " + show(second), List.copyOf(next));
    }

    private record PieceNotation(String family) implements Notation<List<Integer>> {
        @Override
        public List<Integer> parse(String text) {
            List<String> words = PositionText.words(text);
            if (words.isEmpty()) {
                throw PositionText.error(family, Text.of("至少要有一块纸，如 4x2", "expected at least one piece, e.g. 4x2"));
            }
            if (words.size() > MAX_PIECES) {
                throw PositionText.error(family, Text.format("块数超过上限 %d", "more than %d pieces", MAX_PIECES));
            }
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < words.size(); i++) {
                String[] sides = words.get(i).toLowerCase(java.util.Locale.ROOT).split("[x×*]", -1);
                if (sides.length != 2) {
                    throw PositionText.error(family, Text.format("第 %d 块 \"%s\"：应写成 WxH，如 4x2",
                            "piece %d \"%s\": expected WxH, e.g. 4x2", i + 1, PositionText.shorten(words.get(i))));
                }
                Text what = Text.of("纸的边长", "a side");
                out.add(piece((int) PositionText.number(family, sides[0], i + 1, 1, CuttingGame.MAX_SIDE, what),
                        (int) PositionText.number(family, sides[1], i + 1, 1, CuttingGame.MAX_SIDE, what)));
            }
            out.sort(null);
            return List.copyOf(out);
        }

        @Override
        public String format(List<Integer> pieces) {
            StringBuilder b = new StringBuilder();
            for (int p : pieces) {
                b.append(b.length() == 0 ? "" : " ").append(show(p));
            }
            return b.toString();
        }

        @Override
        public Text label(List<Integer> from, Move<List<Integer>> move) {
            String[] parts = move.name().split(" -> | \\+ ");
            return Text.format("把 %s 剪成 %s 和 %s", "cut %s into %s and %s", parts[0], parts[1], parts[2]);
        }
    }

    static Verdict verdict(List<Integer> pieces) {
        for (int i = 0; i < pieces.size(); i++) {
            int p = pieces.get(i);
            if (w(p) == 1) {
                Move<List<Integer>> m = cut(pieces, i, piece(1, 1), piece(1, h(p) - 1));
                return new Verdict(Value.win(1), TABLE, Text.of(
                        "有一条 " + show(p) + " 的纸条：从它上面剪下 1×1 的小块，立刻获胜（" + m.name() + "）。",
                        "There is a strip " + show(p) + ": cut a 1 x 1 piece off it and win at once (" + m.name() + ")."));
            }
        }
        long total = 0;
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < pieces.size(); i++) {
            int p = pieces.get(i);
            int g = CuttingGame.grundy(w(p), h(p));
            total ^= g;
            if (i < 12) {
                sum.append(i == 0 ? "" : " xor ").append("g(").append(show(p)).append(")=").append(g);
            }
        }
        String shown = (pieces.size() > 12 ? sum + " xor ..." : sum.toString()) + (pieces.size() > 1 ? " = " + total : "");
        Text why;
        if (total == 0) {
            why = Text.of(shown.replace(" xor ", " 异或 ") + "：为 0，先手必败：只剪出都至少 2×2 的块会让 SG 值变成非零，剪出宽为 1 的纸条则让对手立刻剪出 1×1（SG 值表，剪法不留宽为 1 的纸条）。",
                    shown + ": zero, so the player to move loses: a cut keeping both parts at least 2 x 2 makes the value "
                            + "nonzero, and a strip one cell wide lets the opponent cut out a 1 x 1 at once (Grundy table over "
                            + "cuts keeping both parts at least 2 x 2).");
        } else {
            Move<List<Integer>> win = winningMove(pieces, total);
            why = Text.of(shown.replace(" xor ", " 异或 ") + "：不为 0，先手必胜：" + win.name() + " 后 SG 值为 0（SG 值表，剪法不留宽为 1 的纸条）。",
                    shown + ": nonzero, so the player to move wins with " + win.name() + ", leaving value 0 (Grundy table "
                            + "over cuts keeping both parts at least 2 x 2).");
        }
        return new Verdict(Value.of(total != 0 ? Outcome.WIN : Outcome.LOSS), TABLE, why);
    }

    static Move<List<Integer>> winningMove(List<Integer> pieces, long total) {
        for (int i = 0; i < pieces.size(); i++) {
            int w = w(pieces.get(i));
            int h = h(pieces.get(i));
            long target = total ^ CuttingGame.grundy(w, h);
            for (int a = 2; a <= w / 2; a++) {
                if ((CuttingGame.grundy(a, h) ^ CuttingGame.grundy(w - a, h)) == target) {
                    return cut(pieces, i, piece(a, h), piece(w - a, h));
                }
            }
            for (int b = 2; b <= h / 2; b++) {
                if ((CuttingGame.grundy(w, b) ^ CuttingGame.grundy(w, h - b)) == target) {
                    return cut(pieces, i, piece(w, b), piece(w, h - b));
                }
            }
        }
        throw new IllegalStateException("no winning cut although the value is " + total);
    }

    /** Outcomes of single sheets w x h, rows w = 1..12, columns h = 0..upto (h = 0: no sheet, no move). */
    static Table table(long upto) {
        if (upto > CuttingGame.MAX_SIDE) {
            throw new BadInputException(Text.format("边长最多 %d", "sides go up to %d at most", CuttingGame.MAX_SIDE));
        }
        int rows = (int) Math.min(TABLE_ROWS, Math.max(upto, 1));
        long[][] cells = new long[rows][(int) upto + 1];
        List<Text> names = new ArrayList<>();
        for (int w = 1; w <= rows; w++) {
            names.add(Text.same("w=" + w));
            for (int h = 0; h <= upto; h++) {
                cells[w - 1][h] = h == 0 ? -1 : CuttingGame.firstPlayerWins(w, h) ? 1 : -1;
            }
        }
        return new Table(Table.OUTCOME, names, cells, null, Text.of(
                "行是纸宽 w，列是纸高 h；胜（+）表示轮到走的一方必胜，负（-）表示必败（1 × 1 不能剪；1 × k 剪下一个 1 × 1；其余按两块都至少 2 × 2 的剪法求 SG 表，已与真实规则的搜索核对）。",
                "One sheet w x h: + the player to move wins, - loses (1 x 1: no move; 1 x k: cut off a 1 x 1; otherwise "
                        + "the Grundy table over cuts keeping both parts at least 2 x 2, checked against search of the real rules)."));
    }
}
