package boyi.games.graphs;

import boyi.games.ViewKind;
import boyi.games.Partitions;

import boyi.games.PositionText;

import boyi.games.ComposedGame;
import boyi.games.MoveSelection;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Table;
import boyi.solve.Periodicity;
import boyi.theory.CircleKayles;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Circle Kayles (环形取硬币; POJ 2484 A Funny Game): coins on a circle; a move removes one coin or
 * two neighbouring coins; whoever removes the last coin wins. The first move breaks the circle
 * into a row, and rows are Kayles. Positions: an intact circle {@code circle 7} (or just
 * {@code 7}), or the rows left after the first move {@code rows 3 2}.
 *
 * <pre>{@code
 * GameInstance<?> g = new CircleKaylesGame().instantiate(Map.of());
 * Analyzer.analyze(g, "circle 3");   // loss: symmetry strategy
 * }</pre>
 */
public final class CircleKaylesGame extends DescribedFamily {

    static final long MAX_COINS = 1_000_000_000_000_000_000L;
    static final int MAX_ROWS = 100_000;
    private static final long MOVE_LIMIT = 1_000_000;
    private static final int TABLE_LIMIT = 1_000_000;
    /** Splits of a long row searched for a winning move: with period 12 from 71, parts up to 200 cover every case. */
    private static final long SPLIT_SEARCH = 200;
    private static final Method SYMMETRY = Method.theorem(Text.of("对称策略", "symmetry strategy"));
    private static final Method KAYLES = Method.theorem(Text.of("SG 定理（凯尔斯保龄，周期 12）", "Sprague–Grundy (Kayles, period 12)"));

    /** An intact circle of {@code circle} coins (rows empty), or the rows after the circle broke (circle 0). */
    public record Ring(long circle, List<Long> rows) {
    }

    public CircleKaylesGame() {
        super("circle-kayles", "环形取硬币（环形凯尔斯）", "Circle Kayles",
                Text.of("n 枚硬币围成一圈；轮到的一方取走一枚，或取走原来相邻的两枚（取走后留下空位，空位两边的硬币不再相邻）；取走最后一枚的一方赢。"
                                + "第一步把圆圈变成一排，之后就是凯尔斯保龄（八进制 0.77）。n ≥ 3 时后手用对称策略获胜：在剩下的那一排正中取走一枚或两枚，"
                                + "留下两排一样长的硬币，此后对方在一排里怎么取，就在另一排里同样地取。",
                        "n coins lie on a circle; a move removes one coin or two coins that are neighbours (a removed coin "
                                + "leaves a gap; coins across a gap are not neighbours); whoever removes the last coin wins. The "
                                + "first move breaks the circle into a row, and rows are Kayles (octal 0.77). For n >= 3 the "
                                + "second player wins by symmetry: remove the middle one or two coins of the row, leaving two "
                                + "equal rows, then copy every move in the other row."),
                List.of(),
                Text.of("完整的圆圈写 circle 7（或只写 7），破开后剩下的各排写 rows 3 2（n ≤ 10^18；none 表示没有硬币）",
                        "an intact circle circle 7 (or just 7), the rows left after it broke rows 3 2 (n <= 10^18; none for no coin)"),
                "circle 7");
    }

    @Override
    public ViewKind view() {
        return ViewKind.CIRCLE;
    }

    @Override
    public GameInstance<Ring> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Rules rules = new Rules();
        RingNotation notation = new RingNotation(id());
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(GraphFamilyParts.evaluators(rules, notation, Text.of("没有硬币了：对方取走了最后一枚，轮到的一方判负。",
                        "No coin is left: the opponent took the last one, and the player to move has lost."), p -> Optional.of(verdict(p)),
                        CircleKaylesGame::fewPositionsBelow))
                .moves(GraphFamilyParts.listed(rules, rules::moveCount, CircleKaylesGame::sampleMoves))
                .acceptsAnyLegalMove()
                .table(upto -> Optional.of(table(upto)))
                .build();
    }

    /**
     * Whether the positions below number at most about {@link GraphFamilyParts#SEARCHED}: at most
     * the multisets of rows of at most as many coins (partitions); the coins never grow.
     */
    static boolean fewPositionsBelow(Ring p) {
        long coins = p.circle();
        for (long r : p.rows()) {
            coins += r;
            if (coins > GraphFamilyParts.SEARCHED) {
                return false;
            }
        }
        return Partitions.estimate(coins) <= GraphFamilyParts.SEARCHED;
    }

    static Ring rows(List<Long> rows) {
        List<Long> kept = new ArrayList<>();
        for (long r : rows) {
            if (r > 0) {
                kept.add(r);
            }
        }
        kept.sort(null);
        return new Ring(0, List.copyOf(kept));
    }

    /** The rules: a circle breaks into one row; a row loses 1 or 2 adjacent coins and may split in two. */
    static final class Rules implements Impartial<Ring> {

        long moveCount(Ring p) {
            if (p.circle() > 0) {
                return p.circle() >= 2 ? 2 : 1;
            }
            long count = 0;
            for (int i = 0; i < p.rows().size(); i++) {
                if (i == 0 || !p.rows().get(i).equals(p.rows().get(i - 1))) {
                    long n = p.rows().get(i);
                    count = Math.min(MOVE_LIMIT + 1, count + (n + 1) / 2 + n / 2);
                }
            }
            return count;
        }

        @Override
        public List<Move<Ring>> moves(Ring p) {
            if (p.circle() > 0) {
                List<Move<Ring>> out = new ArrayList<>();
                out.add(new Move<>("take 1", rows(List.of(p.circle() - 1))));
                if (p.circle() >= 2) {
                    out.add(new Move<>("take 2", rows(List.of(p.circle() - 2))));
                }
                return out;
            }
            if (moveCount(p) > MOVE_LIMIT) {
                throw new TooLargeException(Text.format("局面的走法超过 %d 种，无法一一列出", "the position has more than %d moves to list",
                        MOVE_LIMIT));
            }
            List<Move<Ring>> out = new ArrayList<>();
            List<Long> rows = p.rows();
            for (int i = 0; i < rows.size(); i++) {
                if (i > 0 && rows.get(i).equals(rows.get(i - 1))) {
                    continue;
                }
                long n = rows.get(i);
                for (int take = 1; take <= 2; take++) {
                    for (long left = 0; left <= (n - take) / 2; left++) {
                        out.add(take(p, i, take, left));
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(Ring p) {
            return p.circle() == 0 && p.rows().isEmpty() ? Value.loss(0) : null;
        }
    }

    /** Row i loses {@code take} coins after the first {@code left}. */
    static Move<Ring> take(Ring p, int i, int take, long left) {
        long n = p.rows().get(i);
        long right = n - take - left;
        List<Long> next = new ArrayList<>(p.rows());
        next.remove(i);
        next.add(left);
        next.add(right);
        String what = "take " + take + (left == 0 && right == 0 ? "" : ", leave " + (left == 0 || right == 0
                ? Long.toString(left + right) : left + "+" + right));
        return new Move<>((p.rows().size() > 1 ? "row " + n + ": " : "") + what, rows(next));
    }

    private record RingNotation(String family) implements Notation<Ring> {
        @Override
        public Ring parse(String text) {
            List<String> words = PositionText.words(text);
            if (words.isEmpty()) {
                return new Ring(0, List.of());
            }
            String first = words.get(0).toLowerCase(java.util.Locale.ROOT);
            if (first.equals("rows")) {
                if (words.size() - 1 > MAX_ROWS) {
                    throw PositionText.error(family, Text.format("排数超过上限 %d", "more than %d rows", MAX_ROWS));
                }
                List<Long> rows = new ArrayList<>();
                for (int i = 1; i < words.size(); i++) {
                    rows.add(PositionText.number(family, words.get(i), i + 1, 0, MAX_COINS, Text.of("一排的硬币数", "a row's coin count")));
                }
                return rows(rows);
            }
            int at = first.equals("circle") ? 1 : 0;
            if (words.size() != at + 1) {
                throw PositionText.error(family, Text.of("应为 circle n（一个圆圈）或 rows a b ...（若干排）",
                        "expected circle n (one circle) or rows a b ... (rows)"));
            }
            long n = PositionText.number(family, words.get(at), at + 1, 0, MAX_COINS, Text.of("圆圈上的硬币数", "the circle's coin count"));
            return new Ring(n, List.of());
        }

        @Override
        public String format(Ring p) {
            if (p.circle() > 0) {
                return "circle " + p.circle();
            }
            return p.rows().isEmpty() ? PositionText.NONE : "rows " + PositionText.join(p.rows());
        }

        @Override
        public Text label(Ring from, Move<Ring> move) {
            String name = move.name();
            String row = "";
            if (name.startsWith("row ")) {
                int colon = name.indexOf(':');
                row = name.substring(4, colon);
                name = name.substring(colon + 2);
            }
            String[] parts = name.split(", leave ");
            String take = parts[0].substring(5);
            String zh = (row.isEmpty() ? "" : "在 " + row + " 枚的那排中") + "取走 " + take + " 枚"
                    + (parts.length > 1 ? "，留下 " + parts[1] : "");
            String en = (row.isEmpty() ? "" : "in a row of " + row + ": ") + "take " + take
                    + (parts.length > 1 ? ", leave " + parts[1] : "");
            return Text.of(zh, en);
        }
    }

    static long kaylesSum(List<Long> rows) {
        long x = 0;
        for (long r : rows) {
            x ^= CircleKayles.kayles(r);
        }
        return x;
    }

    static Verdict verdict(Ring p) {
        if (p.circle() > 0) {
            long n = p.circle();
            long g = CircleKayles.circle(n);
            Text why = CircleKayles.firstPlayerWins(n)
                    ? Text.format("圆圈上只有 %d 枚硬币：先手一次全部取走，获胜（对称策略只在 n ≥ 3 时对后手有利）。",
                            "Only %d coins on the circle: the player to move takes them all at once and wins (the symmetry "
                                    + "strategy helps the second player only when n >= 3).", n)
                    : Text.format("n = %d ≥ 3：先手取走 1 或 2 枚后圆圈变成一排 %d 或 %d 枚；后手在这排正中取走 1 或 2 枚（奇数取 1，偶数取 2），"
                                    + "留下两排一样长的硬币，以后对方在一排里怎么取，就在另一排里同样地取，所以先手必败（对称策略；SG 值 mex{K(%d)=%d, K(%d)=%d} = %d）。",
                            "n = %d >= 3: the first move leaves a row of %d or %d coins; the second player removes its middle "
                                    + "one or two coins (one if odd, two if even), leaving two equal rows, and then copies every "
                                    + "move in the other row, so the player to move loses (symmetry strategy; Grundy value "
                                    + "mex{K(%d)=%d, K(%d)=%d} = %d).",
                            n, n - 1, n - 2, n - 1, CircleKayles.kayles(n - 1), n - 2, CircleKayles.kayles(n - 2), g);
            return new Verdict(Value.of(g != 0 ? Outcome.WIN : Outcome.LOSS), SYMMETRY, why, g);
        }
        long total = kaylesSum(p.rows());
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < p.rows().size() && i < 12; i++) {
            long r = p.rows().get(i);
            sum.append(i == 0 ? "" : " xor ").append("K(").append(r).append(")=").append(CircleKayles.kayles(r));
        }
        String shown = (p.rows().size() > 12 ? sum + " xor ..." : sum.toString()) + (p.rows().size() > 1 ? " = " + total : "");
        Periodicity period = CircleKayles.kaylesPeriod();
        Text method = Text.format("圆圈已破开，各排是凯尔斯保龄；K(n) 从 n = %d 起以 %d 为周期（八进制周期定理证明）",
                "the circle is broken and its rows are Kayles; K(n) has period %2$d from n = %1$d (proven by the octal periodicity theorem)",
                period.preperiod(), period.period());
        Text why;
        if (total == 0) {
            why = Text.of(shown + "：为 0，先手必败（SG 定理；" + method.zh() + "）。",
                    shown + ": zero, so the player to move loses (Sprague–Grundy; " + method.en() + ").");
        } else {
            Move<Ring> win = winningMove(p, total);
            why = Text.of(shown + "：不为 0，先手必胜，" + new RingNotation("circle-kayles").label(p, win).zh() + " 后异或和为 0（SG 定理；" + method.zh() + "）。",
                    shown + ": nonzero, so the player to move wins with \"" + win.name() + "\", leaving XOR 0 (Sprague–Grundy; "
                            + method.en() + ").");
        }
        return new Verdict(Value.of(total != 0 ? Outcome.WIN : Outcome.LOSS), KAYLES, why, total);
    }

    /** A move of one row to rows whose values XOR to the rest of the sum. */
    static Move<Ring> winningMove(Ring p, long total) {
        List<Long> rows = p.rows();
        for (int i = 0; i < rows.size(); i++) {
            long n = rows.get(i);
            long target = total ^ CircleKayles.kayles(n);
            if (target >= CircleKayles.kayles(n)) {
                continue;
            }
            for (int take = 1; take <= 2; take++) {
                for (long left = 0; left <= (n - take) / 2 && left <= SPLIT_SEARCH; left++) {
                    if ((CircleKayles.kayles(left) ^ CircleKayles.kayles(n - take - left)) == target) {
                        return take(p, i, take, left);
                    }
                }
            }
        }
        throw new IllegalStateException("no winning move although the XOR is " + total);
    }

    /** A winning move (if any) and a few others, for positions with too many moves to list. */
    private static List<Move<Ring>> sampleMoves(Ring p) {
        List<Move<Ring>> out = new ArrayList<>();
        long total = kaylesSum(p.rows());
        if (total != 0) {
            out.add(winningMove(p, total));
        }
        for (int i = 0; i < p.rows().size() && out.size() < 20; i++) {
            for (int take = 1; take <= 2; take++) {
                Move<Ring> m = take(p, i, take, 0);
                MoveSelection.addOnce(out, m);
            }
        }
        return out;
    }

    /** The Grundy values of circles of n = 0..upto coins; periodic because Kayles is. */
    static Table table(long upto) {
        if (upto > TABLE_LIMIT) {
            throw new BadInputException(Text.format("表最多到 n = %d", "the table goes up to n = %d at most", TABLE_LIMIT));
        }
        long[] g = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            g[n] = CircleKayles.circle(n);
        }
        Text why = Text.of("圆圈 n 的 SG 值 = mex{K(n-1), K(n-2)}，n >= 3 时都是 0：3 枚及以上的圆圈先手必败（对称策略），"
                        + "所以从 n = 3 起周期为 1（已证明）。",
                "G(circle n) = mex{K(n-1), K(n-2)} = 0 for every n >= 3: the player to move loses every circle of 3 or "
                        + "more coins (symmetry strategy), so the period is 1 from n = 3 (proven).");
        return new Table(Table.GRUNDY, List.of(Text.of("圆圈", "circle")), new long[][] {g}, new Periodicity(3, 1, 0, true, why), why);
    }
}
