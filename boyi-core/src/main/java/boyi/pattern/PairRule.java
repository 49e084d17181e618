package boyi.pattern;

/**
 * Whether (a, b) is a loss by some rule of a two-number table.
 *
 * <pre>{@code
 * PairRule diagonal = (a, b) -> a == b;
 * }</pre>
 */
@FunctionalInterface
interface PairRule {
    boolean test(long a, long b);
}
