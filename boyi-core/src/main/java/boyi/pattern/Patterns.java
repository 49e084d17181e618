package boyi.pattern;

import boyi.solve.Periodicity;
import boyi.solve.Table;
import boyi.util.PackedLongs;
import boyi.util.Text;
import java.util.List;

/**
 * The pattern finder (打表找规律): from a computed table to the patterns it shows, each labelled
 * proven or a conjecture checked to the end of the table. Pure functions of the values; linear
 * or near-linear in the table size.
 *
 * <pre>{@code
 * long[] g = new long[1001];                       // Grundy values of subtraction {1, 2, 3}
 * for (int n = 0; n <= 1000; n++) g[n] = n % 4;
 * PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
 * r.explanation().en();
 * // "Table to n = 1000: period 4 from n = 0 (conjecture, checked to n = 1000, not proven);
 * //  G(n) = n mod 4 (conjecture, ...); loss exactly when n mod 4 = 0 (conjecture, ...); 251 losses ..."
 * r.first(Finding.Kind.GRUNDY_FORMULA).orElseThrow().predict(1_000_000_007L);   // OptionalLong[3]
 * }</pre>
 */
public final class Patterns {

    private Patterns() {
    }

    /**
     * One row of values for n = 0..N.
     *
     * @param provenPeriod a period the engine proved (stated as proven, not re-derived), or null
     */
    public static PatternReport ofSequence(ValueKind kind, long[] values, Periodicity provenPeriod) {
        return of(new SequencePatterns(kind, List.of(kind == ValueKind.GRUNDY ? Table.GRUNDY_ROW : Text.same("x")),
                List.of(PackedLongs.of(values)), provenPeriod));
    }

    /**
     * Several rows of outcomes for n = 0..N ({@code outcomes[row][n]}), like the parity rows of
     * take-ball; the period is of all rows together, loss rules are per row.
     */
    public static PatternReport ofRows(List<Text> rowNames, long[][] outcomes, Periodicity provenPeriod) {
        return of(new SequencePatterns(ValueKind.OUTCOME, rowNames, java.util.Arrays.stream(outcomes).map(PackedLongs::of).toList(),
                provenPeriod));
    }

    /** A table the engine computed, with its period if that is proven. */
    public static PatternReport ofTable(Table table) {
        ValueKind kind = Table.GRUNDY.equals(table.kind()) ? ValueKind.GRUNDY : ValueKind.OUTCOME;
        return of(new SequencePatterns(kind, table.rowNames(), table.rows(), table.periodicity()));     // read packed, never copied out
    }

    /**
     * Two-number states: {@code values[a][b]} for a = 0..A, b = 0..B (Grundy values or
     * outcomes).
     */
    public static PatternReport ofPairs(ValueKind kind, long[][] values) {
        PairPatterns pairs = new PairPatterns(kind, values);
        return PatternReport.of(pairs.findings(), Text.same("a <= " + pairs.lastA() + ", b <= " + pairs.lastB()));
    }

    private static PatternReport of(SequencePatterns s) {
        return PatternReport.of(s.findings(), Text.same("n = " + s.last()));
    }
}
