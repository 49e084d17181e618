package boyi.pattern;

import boyi.pattern.Finding.Kind;
import boyi.pattern.Finding.Predicts;
import boyi.solve.Periodicity;
import boyi.util.PackedLongs;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongPredicate;

/**
 * Which n of one table row are losses, as a rule: first the sparse sets contest games produce
 * (powers of 2, 2^k - 1, Fibonacci numbers, squares, triangular numbers), matched exactly from
 * n = 0, 1 or 2 with at least {@link #MIN_MEMBERS} members in the table; then residues
 * ("n mod 8 = 1") from the eventual period of the loss pattern. Sparse sets go first because a
 * long enough stretch of a sparse set can look periodic (the powers of 2 to 1000 repeat with
 * period 256 from n = 129).
 */
final class LossRules {

    /** The fewest members of a sparse set seen in the table before it is stated. */
    static final int MIN_MEMBERS = 5;

    private LossRules() {
    }

    /** A sparse set: its words and a membership test. */
    private enum Sparse {
        POWERS_OF_TWO("n 是 2 的幂", "n is a power of 2", n -> n > 0 && (n & (n - 1)) == 0),
        TWO_TO_K_MINUS_ONE("n 形如 2^k - 1", "n = 2^k - 1 for some k", n -> n >= 0 && (n & (n + 1)) == 0),
        FIBONACCI("n 是斐波那契数", "n is a Fibonacci number", LossRules::isFibonacci),
        SQUARES("n 是完全平方数", "n is a perfect square", IntegerRoots::isSquare),
        TRIANGULAR("n 是三角形数", "n is a triangular number", n -> n >= 0 && n <= Long.MAX_VALUE / 8 && IntegerRoots.isSquare(8 * n + 1));

        final Text words;
        final LongPredicate contains;

        Sparse(String zh, String en, LongPredicate contains) {
            this.words = Text.of(zh, en);
            this.contains = contains;
        }
    }

    static Optional<Finding> find(ValueKind kind, PackedLongs row, int r, Text prefix, Periodicity proven) {
        LossRow loss = LossRow.of(kind, row, proven);
        boolean draws = false;
        for (int n = 0; n < row.length() && kind == ValueKind.OUTCOME; n++) {
            draws |= row.get(n) == 0;
        }
        Optional<Finding> sparse = sparse(kind, row, r, prefix, loss, !draws);
        return sparse.isPresent() ? sparse : residues(kind, row, r, prefix, loss, !draws, proven);
    }

    /** Whether a loss rule found by {@link #find} is a sparse set (not periodic). */
    static boolean isSparse(Finding f) {
        return f.kind() == Kind.LOSS_RULE && f.facts().containsKey("set");
    }

    private static Optional<Finding> sparse(ValueKind kind, PackedLongs row, int r, Text prefix, LossRow loss, boolean noDraws) {
        int last = row.length() - 1;
        for (Sparse set : Sparse.values()) {
            for (int from = 0; from <= 2; from++) {
                int members = 0;
                boolean all = true;
                for (int n = from; n <= last && all; n++) {
                    boolean in = set.contains.test(n);
                    all = in == loss.at(n);
                    members += in ? 1 : 0;
                }
                if (all && members >= MIN_MEMBERS) {
                    Map<String, Object> facts = new LinkedHashMap<>();
                    facts.put("set", set.name().toLowerCase(Locale.ROOT));
                    facts.put("from", (long) from);
                    return Optional.of(new Finding(Kind.LOSS_RULE, r, false, last, -1,
                            prefix.plus(Words.fromN(from)).plus(lossExactlyWhen(set.words)), facts, Predicts.OUTCOME,
                            (ro, n, ignored) -> outcome(kind, row, set.contains, noDraws, n)));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Finding> residues(ValueKind kind, PackedLongs row, int r, Text prefix, LossRow loss,
            boolean noDraws, Periodicity proven) {
        int last = row.length() - 1;
        Optional<long[]> found = loss.observedPeriod();
        if (found.isEmpty() && proven != null && proven.preperiod() + proven.period() - 1 <= last) {
            // too short to see a period twice, but the proven one covers every n
            found = Optional.of(new long[] {proven.preperiod(), proven.period()});
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        long n0 = found.get()[0];
        long q = found.get()[1];
        List<Long> residues = residuesWhere(row, n0, q, v -> kind.isLoss(v));
        // A proven period p from e carries the rule when q is a multiple of p from n0 >= e; else
        // both sides repeat with p from max(e, n0), so checking one stretch of p values (each
        // against the value q later) covers every n.
        boolean isProven = proven != null && (q % proven.period() == 0 && n0 >= proven.preperiod()
                || Math.max(n0, proven.preperiod()) + proven.period() - 1 + q <= last);
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("from", n0);
        facts.put("modulus", q);
        facts.put("residues", residues);
        Text words = residueWords(q, residues);
        Prediction prediction;
        if (!noDraws && repeats(row, n0, q)) {
            // the draws repeat with the losses: say which residues win and which draw
            List<Long> wins = residuesWhere(row, n0, q, v -> v == 1);
            facts.put("win_residues", wins);
            facts.put("draw_residues", residuesWhere(row, n0, q, v -> v == 0));
            if (!residues.isEmpty()) {
                words = words.plus(Text.of("，", ", "));
            }
            words = words.plus(wins.isEmpty() ? Text.of("没有先手必胜的位置，其余平局", "no position is a win, the rest draw")
                    : Text.of("先手必胜当且仅当 " + Words.residues("n", q, wins) + "，其余平局",
                            "win exactly when " + Words.residues("n", q, wins) + ", draw otherwise"));
            prediction = (ro, n, ignored) -> n < 0 ? OptionalLong.empty()
                    : OptionalLong.of(row.get((int) (n < row.length() ? n : n0 + Math.floorMod(n - n0, q))));
        } else {
            LongPredicate rule = n -> residues.contains(n % q);
            prediction = (ro, n, ignored) -> outcome(kind, row, rule, noDraws, n);
        }
        return Optional.of(new Finding(Kind.LOSS_RULE, r, isProven, last, -1, prefix.plus(Words.fromN(n0)).plus(words),
                facts, Predicts.OUTCOME, prediction));
    }

    /** The residues mod q of the n >= n0 whose value passes the test (one n per residue: the row repeats). */
    private static List<Long> residuesWhere(PackedLongs row, long n0, long q, LongPredicate test) {
        List<Long> out = new ArrayList<>();
        for (long res = 0; res < q; res++) {
            if (test.test(row.get((int) (n0 + Math.floorMod(res - n0, q))))) {
                out.add(res);
            }
        }
        return out;
    }

    private static boolean repeats(PackedLongs row, long n0, long q) {
        for (long n = n0; n + q < row.length(); n++) {
            if (row.get((int) (n + q)) != row.get((int) n)) {
                return false;
            }
        }
        return true;
    }

    private static Text residueWords(long q, List<Long> residues) {
        if (residues.isEmpty()) {
            return Text.of("没有先手必败的位置", "no position is a loss");
        }
        if (residues.size() == q) {
            return Text.of("每个位置都是先手必败", "every position is a loss");
        }
        if (q == 2) {
            return lossExactlyWhen(residues.get(0) == 0 ? Text.of("n 是偶数", "n is even") : Text.of("n 是奇数", "n is odd"));
        }
        return lossExactlyWhen(Text.same(Words.residues("n", q, residues)));
    }

    private static Text lossExactlyWhen(Text condition) {
        return Text.of("先手必败当且仅当 " + condition.zh(), "loss exactly when " + condition.en());
    }

    /**
     * The outcome at n: the table's within the table, else the rule's (every rule starts inside
     * the table, so it speaks for every n beyond it); not a loss is a win when the row has
     * no draws.
     */
    private static OptionalLong outcome(ValueKind kind, PackedLongs row, LongPredicate rule, boolean noDraws, long n) {
        if (n < 0) {
            return OptionalLong.empty();
        }
        if (n < row.length()) {
            long v = row.get((int) n);
            return OptionalLong.of(kind == ValueKind.OUTCOME ? v : v == 0 ? -1 : 1);
        }
        if (rule.test(n)) {
            return OptionalLong.of(-1);
        }
        return noDraws ? OptionalLong.of(1) : OptionalLong.empty();
    }

    static boolean isFibonacci(long n) {
        long a = 1;
        long b = 2;
        while (a < n) {
            if (b > Long.MAX_VALUE - a) {
                return b == n;
            }
            long c = a + b;
            a = b;
            b = c;
        }
        return a == n;
    }
}
