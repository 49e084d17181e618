package boyi.pattern;

import boyi.pattern.Finding.Kind;
import boyi.pattern.Finding.Predicts;
import boyi.solve.Interruption;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongBinaryOperator;

/**
 * The findings of a two-number table {@code values[a][b]}, a = 0..A, b = 0..B: a Grundy formula
 * (a xor b, (a + b) mod k, a + b), a loss rule (a = b, or {@link PairResidues}), the losses as
 * complementary Beatty pairs, symmetry, and the losses listed.
 */
final class PairPatterns {

    /** The largest c tried for Beatty pairs b_k = a_k + c k. */
    static final int MAX_BEATTY_C = 8;

    private final ValueKind kind;
    private final long[][] values;
    private final boolean[][] loss;
    private final int lastA;
    private final int lastB;
    private final long lossCount;
    private final boolean noDraws;
    private final Interruption stop = new Interruption();

    PairPatterns(ValueKind kind, long[][] values) {
        if (values.length == 0 || values[0].length == 0) {
            throw new IllegalArgumentException("an empty table");
        }
        this.kind = kind;
        this.values = values;
        this.lastA = values.length - 1;
        this.lastB = values[0].length - 1;
        this.loss = new boolean[lastA + 1][lastB + 1];
        long losses = 0;
        boolean draws = false;
        for (int a = 0; a <= lastA; a++) {
            if (values[a].length != lastB + 1) {
                throw new IllegalArgumentException("rows of different lengths");
            }
            for (int b = 0; b <= lastB; b++) {
                kind.check(values[a][b]);
                loss[a][b] = kind.isLoss(values[a][b]);
                losses += loss[a][b] ? 1 : 0;
                draws |= kind == ValueKind.OUTCOME && values[a][b] == 0;
            }
        }
        this.lossCount = losses;
        this.noDraws = !draws;
    }

    int lastA() {
        return lastA;
    }

    int lastB() {
        return lastB;
    }

    List<Finding> findings() {
        List<Finding> out = new ArrayList<>();
        if (kind == ValueKind.GRUNDY) {
            grundyFormula().ifPresent(out::add);
        }
        Optional<Finding> rule = diagonal().or(this::residues);
        rule.ifPresent(out::add);
        if (rule.isEmpty()) {
            beatty().ifPresent(out::add);
        }
        out.add(symmetry());
        out.add(losses());
        return out;
    }

    private Finding finding(Kind k, Text statement, Map<String, Object> facts, Predicts predicts, Prediction prediction) {
        return new Finding(k, 0, false, lastA, lastB, statement, facts, predicts, prediction);
    }

    // ---- Grundy formulas ----

    private Optional<Finding> grundyFormula() {
        if (Math.min(lastA, lastB) < 3) {
            return Optional.empty();   // too few values to say anything
        }
        if (matches((a, b) -> a ^ b)) {
            return Optional.of(formula("G(a, b) = a xor b", "a xor b", 0, (a, b) -> a ^ b));
        }
        if (matches(Long::sum)) {
            return Optional.of(formula("G(a, b) = a + b", "a + b", 0, Long::sum));
        }
        int k = 1;
        while (k <= lastB && values[0][k] != 0) {
            k++;
        }
        long m = k;
        if (k >= 2 && 2L * k <= lastA + lastB + 1 && matches((a, b) -> (a + b) % m)) {
            return Optional.of(formula("G(a, b) = (a + b) mod " + k, "(a + b) mod k", k, (a, b) -> (a + b) % m));
        }
        if (matches((a, b) -> values[(int) a][0] ^ values[0][(int) b])) {
            // a sum of two one-pile games; beyond the table each pile's own values are needed
            Map<String, Object> facts = Map.of("formula", "G(a, 0) xor G(0, b)");
            return Optional.of(finding(Kind.GRUNDY_FORMULA, Text.of("G(a, b) = G(a, 0) 异或 G(0, b)：两个数互不影响，是两个单堆游戏的和",
                    "G(a, b) = G(a, 0) xor G(0, b): the two numbers are independent, a sum of two one-pile games"), facts,
                    Predicts.GRUNDY, (row, a, b) -> a < 0 || b < 0 || a > lastA || b > lastB ? OptionalLong.empty()
                            : OptionalLong.of(values[(int) a][0] ^ values[0][(int) b])));
        }
        return Optional.empty();
    }

    private boolean matches(LongBinaryOperator f) {
        for (int a = 0; a <= lastA; a++) {
            stop.check();
            for (int b = 0; b <= lastB; b++) {
                if (values[a][b] != f.applyAsLong(a, b)) {
                    return false;
                }
            }
        }
        return true;
    }

    private Finding formula(String statement, String name, long k, LongBinaryOperator f) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("formula", name);
        if (k > 0) {
            facts.put("k", k);
        }
        return finding(Kind.GRUNDY_FORMULA, Text.same(statement), facts, Predicts.GRUNDY,
                (row, a, b) -> a < 0 || b < 0 ? OptionalLong.empty() : OptionalLong.of(f.applyAsLong(a, b)));
    }

    // ---- Loss rules ----

    /** Losses exactly on the diagonal a = b (two-pile Nim: a xor b = 0). */
    private Optional<Finding> diagonal() {
        if (Math.min(lastA, lastB) < 4) {
            return Optional.empty();
        }
        for (int a = 0; a <= lastA; a++) {
            for (int b = 0; b <= lastB; b++) {
                if (loss[a][b] != (a == b)) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(lossRule(Text.of("先手必败当且仅当 a = b", "loss exactly when a = b"), Map.of("rule", "a = b"),
                (a, b) -> a == b));
    }

    /** Losses periodic in a and in b from 0: a rule on (a mod k, b mod m). */
    private Optional<Finding> residues() {
        return PairResidues.find(loss, stop).map(rule -> lossRule(rule.words(), rule.facts(), rule.test()));
    }

    private Finding lossRule(Text statement, Map<String, Object> facts, PairRule rule) {
        return finding(Kind.LOSS_RULE, statement, facts, Predicts.OUTCOME, (row, a, b) -> outcome(a, b, rule));
    }

    private OptionalLong outcome(long a, long b, PairRule rule) {
        if (a < 0 || b < 0) {
            return OptionalLong.empty();
        }
        if (a <= lastA && b <= lastB) {
            long v = values[(int) a][(int) b];
            return OptionalLong.of(kind == ValueKind.OUTCOME ? v : v == 0 ? -1 : 1);
        }
        return rule.test(a, b) ? OptionalLong.of(-1) : noDraws ? OptionalLong.of(1) : OptionalLong.empty();
    }

    // ---- Beatty pairs ----

    private Optional<Finding> beatty() {
        for (int c = 1; c <= MAX_BEATTY_C; c++) {
            Optional<Finding> f = beatty(c);
            if (f.isPresent()) {
                return f;
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the losses are exactly the pairs (a_k, b_k) and (b_k, a_k) in the table, where
     * a_k = mex of the earlier a_i, b_i and b_k = a_k + c k, with at least 5 pairs inside.
     */
    private Optional<Finding> beatty(int c) {
        int limit = Math.max(lastA, lastB);
        boolean[] used = new boolean[limit + 1];
        long expected = 0;
        int inside = 0;
        List<List<Long>> shown = new ArrayList<>();
        int mex = 0;
        for (long k = 0; ; k++) {
            while (mex <= limit && used[mex]) {
                mex++;
            }
            if (mex > limit) {
                break;
            }
            long a = mex;
            long b = a + c * k;
            if (a != BeattyPairs.lower(k, c)) {
                return Optional.empty();   // cannot happen (Beatty's theorem); checked, not trusted
            }
            used[(int) a] = true;
            if (b <= limit) {
                used[(int) b] = true;
            }
            boolean in = a <= lastA && b <= lastB;
            boolean swapped = b != a && b <= lastA && a <= lastB;
            if ((in && !loss[(int) a][(int) b]) || (swapped && !loss[(int) b][(int) a])) {
                return Optional.empty();
            }
            expected += (in ? 1 : 0) + (swapped ? 1 : 0);
            if (in || swapped) {
                inside++;
                if (shown.size() < Words.LISTED) {
                    shown.add(List.of(a, b));
                }
            }
        }
        if (expected != lossCount || inside < 5) {
            return Optional.empty();
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("c", (long) c);
        facts.put("pairs", shown);
        Text words = BeattyPairs.words(c, shown);
        return Optional.of(finding(Kind.BEATTY_PAIRS, words, facts, Predicts.OUTCOME,
                (row, a, b) -> outcome(a, b, (x, y) -> BeattyPairs.isPair(Math.min(x, y), Math.max(x, y), c))));
    }

    // ---- Symmetry and the losses ----

    private Finding symmetry() {
        int side = Math.min(lastA, lastB);
        for (int a = 0; a <= side; a++) {
            for (int b = 0; b < a; b++) {
                if (values[a][b] != values[b][a]) {
                    return finding(Kind.SYMMETRY, Text.format("不对称：(%1$d, %2$d) 与 (%2$d, %1$d) 的值不同",
                            "not symmetric: (%1$d, %2$d) and (%2$d, %1$d) differ", a, b),
                            Map.of("symmetric", false), Predicts.NOTHING, Prediction.NONE);
                }
            }
        }
        return finding(Kind.SYMMETRY, Text.format("交换 a 与 b 值不变（a, b <= %d 都核对过）",
                "symmetric: swapping a and b keeps the value (checked for a, b <= %d)", side),
                Map.of("symmetric", true), Predicts.NOTHING, Prediction.NONE);
    }

    private Finding losses() {
        List<String> shown = new ArrayList<>();
        List<List<Long>> positions = new ArrayList<>();
        for (int a = 0; a <= lastA && positions.size() < 50; a++) {
            for (int b = 0; b <= lastB && positions.size() < 50; b++) {
                if (loss[a][b]) {
                    positions.add(List.of((long) a, (long) b));
                    shown.add("(" + a + ", " + b + ")");
                }
            }
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("count", lossCount);
        facts.put("positions", positions);
        Text statement;
        if (lossCount == 0) {
            statement = Text.of("表中没有先手必败的位置", "no losses in the table");
        } else {
            Text list = Words.firstFew(shown);
            statement = Text.of("表中先手必败的位置共 " + lossCount + " 个：" + list.zh(),
                    lossCount + (lossCount == 1 ? " loss (P-position)" : " losses (P-positions)") + " in the table: " + list.en());
        }
        return finding(Kind.P_POSITIONS, statement, facts, Predicts.NOTHING, Prediction.NONE);
    }
}
