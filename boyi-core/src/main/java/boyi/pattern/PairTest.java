package boyi.pattern;

/**
 * Whether (a, b) is a loss by some rule of a two-number table.
 *
 * <pre>{@code
 * PairTest diagonal = (a, b) -> a == b;
 * }</pre>
 */
@FunctionalInterface
interface PairTest {
    boolean test(long a, long b);
}
