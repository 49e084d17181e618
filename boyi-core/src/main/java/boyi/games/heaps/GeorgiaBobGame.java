package boyi.games.heaps;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.BudgetedSearch;
import boyi.games.Numbers;
import boyi.games.Theorem;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.MoveSelection;
import boyi.games.Theorem.Judgement;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.ChessmenRowTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Georgia and Bob (POJ 1704): chessmen on distinct cells 1, 2, ... of a row; a move slides one
 * chessman left, never onto or past its left neighbour nor past cell 1. Staircase Nim on the gaps
 * inside pairs counted from the right ({@link ChessmenRowTheory}); exact search on small rows.
 *
 * <pre>{@code
 * Analyzer.analyze(GeorgiaBobGame.FAMILY.instantiate(Map.of()), "1 2 3").value();   // loss
 * }</pre>
 */
public final class GeorgiaBobGame {

    private static final Pattern MOVE = Pattern.compile("chessman on (\\d{1,19}) to (\\d{1,19})");

    public static final GameFamily FAMILY = new FactoryFamily("georgia-bob", "Georgia and Bob（阶梯博弈）", "Georgia and Bob (staircase Nim)",
            Text.of("一行格子从左到右编号 1, 2, …，几枚棋子放在不同的格子上。每次把一枚棋子向左移动至少一格，不能跳过或落在它左边的棋子上，也不能越过第 1 格；不能走的人输。Georgia 先走。",
                    "Chessmen stand on distinct cells of a row numbered 1, 2, ... from the left. A move slides one chessman left by at "
                            + "least one cell, never onto or past the next chessman on its left and never past cell 1; the player who "
                            + "cannot move loses. Georgia moves first."),
            List.of(),
            Text.of("棋子所在的格子 1..10^18，互不相同，用空格分隔：1 5 6 7 9 12 14 17",
                    "the chessmen's cells 1..10^18, distinct, separated by spaces: 1 5 6 7 9 12 14 17"),
            ViewKind.STAIRCASE, "1 5 6 7 9 12 14 17", (family, values) -> instance(family, values));

    private GeorgiaBobGame() {
    }

    static Move<List<Long>> slide(List<Long> cells, int i, long to) {
        List<Long> out = new ArrayList<>(cells);
        out.set(i, to);
        return new Move<>("chessman on " + cells.get(i) + " to " + to, List.copyOf(out));
    }

    static long moveCount(List<Long> cells) {
        long n = 0;
        for (int i = 0; i < cells.size(); i++) {
            n = Math.min(n + cells.get(i) - (i == 0 ? 0 : cells.get(i - 1)) - 1, Numbers.E18);
        }
        return n;
    }

    static final class Rules implements Game<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> cells) {
            if (moveCount(cells) > 1_000_000) {
                throw new boyi.util.TooLargeException(Text.of("走法超过 1000000 种，无法全部列出", "more than 1000000 moves to list"));
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                long left = i == 0 ? 0 : cells.get(i - 1);
                for (long to = cells.get(i) - 1; to > left; to--) {
                    out.add(slide(cells, i, to));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> cells) {
            return moveCount(cells) == 0 ? Value.loss(0) : null;
        }
    }

    static ComposedGame<List<Long>> instance(GameFamily family, java.util.Map<String, String> values) {
        Rules rules = new Rules();
        Notation<List<Long>> notation = new Notation<>() {
            @Override
            public List<Long> parse(String text) {
                String t = text.trim();
                if (t.isEmpty()) {
                    throw new BadInputException("georgia-bob", Text.of("局面为空，应写出棋子所在的格子", "the position is empty; write the chessmen's cells"));
                }
                String[] words = t.split("[\\s,]+");
                long[] cells = new long[words.length];
                for (int i = 0; i < words.length; i++) {
                    cells[i] = Numbers.parse("georgia-bob", Text.of("棋子所在的格子", "a chessman's cell"), words[i], 1, Numbers.E18);
                }
                Arrays.sort(cells);
                long repeat = ChessmenRowTheory.firstRepeat(cells);
                if (repeat >= 0) {
                    throw new BadInputException("georgia-bob", Text.of("格子 " + repeat + " 上有两枚棋子", "two chessmen on cell " + repeat));
                }
                return Arrays.stream(cells).boxed().toList();
            }

            @Override
            public String format(List<Long> cells) {
                StringBuilder b = new StringBuilder();
                cells.forEach(c -> b.append(b.length() > 0 ? " " : "").append(c));
                return b.toString();
            }

            @Override
            public Text label(List<Long> from, Move<List<Long>> move) {
                Matcher m = MOVE.matcher(move.name());
                return m.matches() ? Text.of("把格子 " + m.group(1) + " 上的棋子移到 " + m.group(2), move.name()) : Text.same(move.name());
            }
        };
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, cells -> states(cells) <= 50_000);
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("阶梯博弈（从右往左两两配对，间隔当作尼姆堆）",
                "staircase Nim (pairs from the right, gaps as Nim heaps)"), GeorgiaBobGame::judge);
        MoveSelection<List<Long>> shown = new MoveSelection<>() {
            @Override
            public List<Move<List<Long>>> moves(List<Long> cells) {
                if (complete(cells)) {
                    return rules.moves(cells);
                }
                List<Move<List<Long>>> out = new ArrayList<>();
                long[] c = cells.stream().mapToLong(Long::longValue).toArray();
                for (long[] w : ChessmenRowTheory.winningMoves(c)) {
                    out.add(slide(cells, cells.indexOf(w[0]), w[1]));
                    if (out.size() >= 20) {
                        break;
                    }
                }
                for (int i = 0; i < cells.size() && i < 10; i++) {
                    long left = i == 0 ? 0 : cells.get(i - 1);
                    if (cells.get(i) - 1 > left) {
                        Move<List<Long>> one = slide(cells, i, cells.get(i) - 1);
                        MoveSelection.addOnce(out, one);
                    }
                }
                return out;
            }

            @Override
            public boolean complete(List<Long> cells) {
                return moveCount(cells) <= 200;
            }
        };
        return ComposedGame.of(family, values, rules, notation).evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation, shown)).moves(shown)
                .reader((cells, name) -> Optional.of(play(cells, name, notation)), Text.EMPTY).build();
    }

    private static List<Long> play(List<Long> cells, String name, Notation<List<Long>> notation) {
        String wanted = name.trim();
        Matcher m = MOVE.matcher(wanted);
        if (!m.matches()) {
            Matcher zh = Pattern.compile("把格子 (\\d{1,19}) 上的棋子移到 (\\d{1,19})").matcher(wanted);
            if (zh.matches()) {
                m = MOVE.matcher("chessman on " + zh.group(1) + " to " + zh.group(2));
                m.matches();
            }
        }
        if (m.matches()) {
            try {
                long from = Long.parseLong(m.group(1));
                long to = Long.parseLong(m.group(2));
                int i = cells.indexOf(from);
                long left = i <= 0 ? 0 : cells.get(i - 1);
                if (i >= 0 && to < from && to > left) {
                    return slide(cells, i, to).result();
                }
            } catch (NumberFormatException e) {
                // not legal
            }
        }
        throw new BadInputException(Text.of("\"" + wanted + "\" 不是局面 " + notation.format(cells) + " 的合法走法（写作 \"chessman on 5 to 3\"）",
                "\"" + wanted + "\" is not a legal move in " + notation.format(cells) + " (moves look like \"chessman on 5 to 3\")"));
    }

    /** The positions below: the chessmen stay in 1..max, at most C(max, n). Only an estimate. */
    static double states(List<Long> cells) {
        long max = cells.get(cells.size() - 1);
        double count = 1;
        for (int i = 1; i <= cells.size(); i++) {
            count = count * (max - i + 1) / i;
            if (count > 1e9) {
                return count;
            }
        }
        return count;
    }

    static Judgement judge(List<Long> cells) {
        long[] c = cells.stream().mapToLong(Long::longValue).toArray();
        long x = ChessmenRowTheory.gapXor(c);
        StringBuilder gaps = new StringBuilder();
        int shown = 0;
        for (int i = c.length - 1; i >= 0 && shown < 8; i -= 2, shown++) {
            long left = i == 0 ? 0 : c[i - 1];
            gaps.append(shown > 0 ? " xor " : "").append(c[i] - left - 1);
        }
        if (c.length > 16) {
            gaps.append(" xor ...");
        }
        String g = gaps.toString();
        StringBuilder at = new StringBuilder();
        for (int i = 0; i < c.length && i < 8; i++) {
            at.append(i == 0 ? "" : ", ").append(c[i]);
        }
        String cellsText = at + (c.length > 8 ? ", ..." : "");
        if (x == 0) {
            return new Judgement(Outcome.LOSS, Text.of(
                    "棋子在第 " + cellsText + " 格。从最右边起两两配对（个数为奇数时最左边的棋子与第 0 格的墙配对），对内的空格数 " + g.replace(" xor ", " 异或 ") + " = 0："
                            + "先手必败；对手缩小间隔，就跟着把同一对的另一枚移过去（阶梯尼姆）。",
                    "Chessmen on cells " + cellsText + ". Pairing them from the right (the leftmost with a wall at cell 0 when their number is odd), the gaps "
                            + "inside the pairs give " + g + " = 0: the player to move loses (staircase Nim)."), 0L);
        }
        long[] w = ChessmenRowTheory.winningMoves(c).get(0);
        return new Judgement(Outcome.WIN, Text.of(
                "棋子在第 " + cellsText + " 格。从最右边起两两配对（个数为奇数时最左边的棋子与第 0 格的墙配对），对内的空格数 " + g.replace(" xor ", " 异或 ") + " = " + x
                        + "，不为 0：先手必胜，例如把格子 " + w[0] + " 上的棋子移到 " + w[1] + "，使异或和变为 0（阶梯尼姆）。",
                "Chessmen on cells " + cellsText + ". Pairing them from the right (the leftmost with a wall at cell 0 when their number is odd), the gaps inside "
                        + "the pairs give " + g + " = " + x + ", not 0: the player to move wins, e.g. chessman on " + w[0] + " to " + w[1]
                        + ", leaving XOR 0 (staircase Nim)."), x);
    }
}
