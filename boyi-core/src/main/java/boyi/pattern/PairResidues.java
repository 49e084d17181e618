package boyi.pattern;

import boyi.solve.Interruption;
import boyi.solve.ObservedPeriod;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntBinaryOperator;
import java.util.stream.Collectors;

/**
 * Losses of a two-number table that repeat in a with period k and in b with period m from 0,
 * each period seen at least twice: a rule on (a mod k, b mod m), said in its simplest form
 * ("a mod 3 = b mod 3", "(a + b) mod 3 = 0", "a mod 2 = 0 and b mod 2 = 0").
 *
 * <pre>{@code
 * PairResidues.find(loss, new Interruption()).map(PairResidues.Rule::words)
 * }</pre>
 */
final class PairResidues {

    /** The largest moduli of a rule in a and b. */
    static final int MAX_MODULUS = 64;

    private PairResidues() {
    }

    /** The rule in words, its numbers for the web, and the loss test it states. */
    record Rule(Text words, Map<String, Object> facts, PairRule test) {
    }

    /**
     * Losses periodic in a with period k and in b with period m from 0, seen twice in each
     * direction: a rule on (a mod k, b mod m).
     */
    static Optional<Rule> find(boolean[][] loss, Interruption stop) {
        int lastA = loss.length - 1;
        int lastB = loss[0].length - 1;
        int k = leastPeriod(stop, lastA + 1, (i, j) -> Arrays.equals(loss[i], loss[j]));
        int m = leastPeriod(stop, lastB + 1, (i, j) -> {
            for (int a = 0; a <= lastA; a++) {
                if (loss[a][i] != loss[a][j]) {
                    return false;
                }
            }
            return true;
        });
        if (k < 1 || m < 1 || k > MAX_MODULUS || m > MAX_MODULUS || 2 * k > lastA + 1 || 2 * m > lastB + 1) {
            return Optional.empty();
        }
        boolean[][] cell = new boolean[k][m];
        List<List<Long>> pairs = new ArrayList<>();
        for (int r = 0; r < k; r++) {
            for (int s = 0; s < m; s++) {
                cell[r][s] = loss[r][s];
                if (cell[r][s]) {
                    pairs.add(List.of((long) r, (long) s));
                }
            }
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("modulus_a", (long) k);
        facts.put("modulus_b", (long) m);
        facts.put("residues", pairs);
        return Optional.of(new Rule(residueWords(cell, k, m, pairs), facts, (a, b) -> cell[(int) (a % k)][(int) (b % m)]));
    }

    /** The least p with x(i + p) = x(i) for every i < length - p (preperiod 0), by the prefix function. */
    private static int leastPeriod(Interruption stop, int length, ObservedPeriod.Same same) {
        int[] border = new int[length];
        for (int i = 1; i < length; i++) {
            stop.check();
            int j = border[i - 1];
            while (j > 0 && !same.at(i, j)) {
                j = border[j - 1];
            }
            border[i] = same.at(i, j) ? j + 1 : j;
        }
        return length - border[length - 1];
    }

    private static Text residueWords(boolean[][] cell, int k, int m, List<List<Long>> pairs) {
        if (pairs.isEmpty()) {
            return Text.of("没有先手必败的位置", "no position is a loss");
        }
        if (pairs.size() == k * m) {
            return Text.of("每个位置都是先手必败", "every position is a loss");
        }
        if (k == m) {
            Optional<List<Long>> bySum = dependsOnly(cell, k, (r, s) -> (r + s) % k);
            if (bySum.isPresent()) {
                return lossExactlyWhen(Words.residues("(a + b)", k, bySum.get()));
            }
            Optional<List<Long>> byDifference = dependsOnly(cell, k, (r, s) -> Math.floorMod(r - s, k));
            if (byDifference.isPresent()) {
                List<Long> d = byDifference.get();
                return lossExactlyWhen(d.equals(List.of(0L)) ? "a mod " + k + " = b mod " + k
                        : Words.residues("(a - b)", k, d));
            }
        }
        Optional<List<Long>> byA = dependsOnly(cell, k, (r, s) -> r);
        if (byA.isPresent()) {
            return lossExactlyWhen(Words.residues("a", k, byA.get()));
        }
        Optional<List<Long>> byB = dependsOnly(cell, m, (r, s) -> s);
        if (byB.isPresent()) {
            return lossExactlyWhen(Words.residues("b", m, byB.get()));
        }
        if (pairs.size() == 1) {
            return lossExactlyWhen("a mod " + k + " = " + pairs.get(0).get(0) + " 且 b mod " + m + " = " + pairs.get(0).get(1),
                    "a mod " + k + " = " + pairs.get(0).get(0) + " and b mod " + m + " = " + pairs.get(0).get(1));
        }
        String listed = pairs.size() <= 12 ? pairs.stream().map(p -> "(" + p.get(0) + ", " + p.get(1) + ")")
                .collect(Collectors.joining(", ")) : null;
        if (listed != null) {
            return lossExactlyWhen("(a mod " + k + ", b mod " + m + ") ∈ {" + listed + "}");
        }
        return Text.format("先手必败由 a mod %d 与 b mod %d 决定（%d 种余数组合）",
                "loss is decided by a mod %d and b mod %d (%d pairs of residues)", k, m, pairs.size());
    }

    /** The values t of key(r, s) whose cells are losses, when a cell is a loss exactly for those keys. */
    private static Optional<List<Long>> dependsOnly(boolean[][] cell, int modulus, IntBinaryOperator key) {
        Boolean[] byKey = new Boolean[modulus];
        for (int r = 0; r < cell.length; r++) {
            for (int s = 0; s < cell[r].length; s++) {
                int t = key.applyAsInt(r, s);
                if (byKey[t] != null && byKey[t] != cell[r][s]) {
                    return Optional.empty();
                }
                byKey[t] = cell[r][s];
            }
        }
        List<Long> keys = new ArrayList<>();
        for (int t = 0; t < modulus; t++) {
            if (Boolean.TRUE.equals(byKey[t])) {
                keys.add((long) t);
            }
        }
        return Optional.of(keys);
    }

    private static Text lossExactlyWhen(String condition) {
        return lossExactlyWhen(condition, condition);
    }

    private static Text lossExactlyWhen(String zh, String en) {
        return Text.of("先手必败当且仅当 " + zh, "loss exactly when " + en);
    }
}
