package boyi.pattern;

import boyi.pattern.Finding.Kind;
import boyi.pattern.Finding.Predicts;
import boyi.solve.Interruption;
import boyi.solve.Periodicity;
import boyi.util.PackedLongs;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongUnaryOperator;

/**
 * Closed forms of a Grundy sequence, simplest first: {@code G(n) = n}, {@code n mod k},
 * {@code floor(n/k)}, the ruler sequences {@code ν2(n + 1)} and {@code ν2(n)}, and the largest
 * power of 2 dividing n or n + 1. A form is
 * reported when it matches every computed value; it is proven when the engine proved a period
 * (p, saltus s) that the form shares ({@code f(n + p) = f(n) + s}) and the table covers one
 * whole period, since then both sides are determined by the same finite stretch.
 */
final class GrundyFormulas {

    private GrundyFormulas() {
    }

    /**
     * @param statement     the form in words
     * @param from          the least n the form speaks about
     * @param f             the form
     * @param period        the least p with f(n + p) - f(n) constant for all n >= from, 0 if none
     * @param growthDivisor d with f(n + p) = f(n) + p / d (1 for n, k for floor(n/k)), 0 for no growth
     * @param facts         the form for the web
     */
    private record Form(Text statement, int from, LongUnaryOperator f, long period, long growthDivisor, Map<String, Object> facts) {

        /** Whether the proven period (p, s) carries this form: f(n + p) = f(n) + s for every n. */
        boolean sharesPeriod(Periodicity proven) {
            if (period == 0 || proven.period() % period != 0) {
                return false;
            }
            long expected = growthDivisor == 0 ? 0 : proven.period() / growthDivisor;
            return proven.saltus() == expected;
        }
    }

    static Optional<Finding> find(PackedLongs g, Periodicity proven) {
        int last = g.length() - 1;
        Interruption stop = new Interruption();
        for (Form form : candidates(g)) {
            if (matches(form, g, stop)) {
                boolean isProven = proven != null && form.from() <= proven.preperiod() && form.sharesPeriod(proven)
                        && proven.preperiod() + proven.period() - 1 <= last;
                Prediction prediction = (row, n, ignored) -> n < 0 ? OptionalLong.empty()
                        : n < form.from() ? (n <= last ? OptionalLong.of(g.get((int) n)) : OptionalLong.empty())
                        : OptionalLong.of(form.f().applyAsLong(n));
                return Optional.of(new Finding(Kind.GRUNDY_FORMULA, 0, isProven, last, -1,
                        Words.fromN(form.from()).plus(form.statement()), form.facts(), Predicts.GRUNDY, prediction));
            }
        }
        return Optional.empty();
    }

    private static boolean matches(Form form, PackedLongs g, Interruption stop) {
        for (int n = form.from(); n < g.length(); n++) {
            stop.check();
            if (g.get(n) != form.f().applyAsLong(n)) {
                return false;
            }
        }
        return true;
    }

    private static List<Form> candidates(PackedLongs g) {
        int last = g.length() - 1;
        if (last < 4) {
            return List.of();
        }
        List<Form> forms = new ArrayList<>();
        forms.add(new Form(Text.same("G(n) = n"), 0, n -> n, 1, 1, Map.of("formula", "n")));
        // n mod k starts 0, 1, ..., k-1, 0; floor(n/k) starts with k zeros, then 1.
        int k = firstIndexOf(g, 0, 1);
        if (k >= 2 && 2L * k <= last + 1) {
            final long m = k;
            forms.add(new Form(Text.same("G(n) = n mod " + k), 0, n -> n % m, m, 0, formulaWithK("n mod k", m)));
        }
        k = firstIndexOf(g, 1, 0);
        if (k >= 2 && 2L * k <= last + 1) {
            final long m = k;
            forms.add(new Form(Text.same("G(n) = ⌊n/" + k + "⌋"), 0, n -> n / m, m, m, formulaWithK("floor(n/k)", m)));
        }
        if (last >= 15) {
            forms.add(new Form(Text.of("G(n) = ν2(n + 1)，即整除 n + 1 的 2 的最高次幂的指数",
                    "G(n) = ν2(n + 1), the exponent of the largest power of 2 dividing n + 1"), 0,
                    n -> Long.numberOfTrailingZeros(n + 1), 0, 0, Map.of("formula", "v2(n+1)")));
            forms.add(new Form(Text.of("G(n) = ν2(n)，即整除 n 的 2 的最高次幂的指数",
                    "G(n) = ν2(n), the exponent of the largest power of 2 dividing n"), 1,
                    Long::numberOfTrailingZeros, 0, 0, Map.of("formula", "v2(n)")));
            forms.add(new Form(Text.of("G(n) = 整除 n 的 2 的最高次幂", "G(n) = the largest power of 2 dividing n"), 1,
                    Long::lowestOneBit, 0, 0, Map.of("formula", "n & -n")));
            forms.add(new Form(Text.of("G(n) = 整除 n + 1 的 2 的最高次幂", "G(n) = the largest power of 2 dividing n + 1"), 0,
                    n -> Long.lowestOneBit(n + 1), 0, 0, Map.of("formula", "(n+1) & -(n+1)")));
        }
        return forms;
    }

    /**
     * The facts {@code formula}, then {@code k}, in that order: a map whose order is fixed, since
     * the JSON lists them as the map does ({@code Map.of} orders its keys differently in each JVM).
     */
    private static Map<String, Object> formulaWithK(String formula, long k) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("formula", formula);
        facts.put("k", k);
        return facts;
    }

    /** The least n >= from with g[n] == value, or -1. */
    private static int firstIndexOf(PackedLongs g, long value, int from) {
        for (int n = from; n < g.length(); n++) {
            if (g.get(n) == value) {
                return n;
            }
        }
        return -1;
    }
}
