package boyi.pattern;

import java.util.OptionalLong;

/**
 * What a {@link Finding} says about a position beyond the table: a Grundy value or an outcome
 * ({@link Finding#predicts()}), or nothing when the finding does not decide it (a rule about
 * losses says nothing about which Grundy value a winning position has).
 *
 * <pre>{@code
 * Prediction mod4 = (row, a, b) -> OptionalLong.of(a % 4);
 * mod4.at(0, 10, 0)   // 2
 * }</pre>
 */
@FunctionalInterface
public interface Prediction {

    /** Predicts nothing. */
    Prediction NONE = (row, a, b) -> OptionalLong.empty();

    /**
     * @param row the row of a table with several rows (0 otherwise)
     * @param a   n for a one-number table, the first number for a two-number table
     * @param b   the second number for a two-number table (0 otherwise)
     */
    OptionalLong at(int row, long a, long b);
}
