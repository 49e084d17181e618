package boyi.check;

/**
 * The values one number of a judge input may take: from {@code min} to {@code judgeMax} under the
 * judge's limits, to {@code boyiMax} under Boyi's.
 *
 * <pre>{@code
 * Range piles = new Range(0, 1_000_000_000, 1_000_000_000_000_000_000L);
 * piles.contains(5, Limits.JUDGE);   // true
 * }</pre>
 */
public record Range(long min, long judgeMax, long boyiMax) {

    public static final long E18 = 1_000_000_000_000_000_000L;

    /** The same limit under both. */
    public static Range of(long min, long max) {
        return new Range(min, max, max);
    }

    public long max(Limits limits) {
        return limits == Limits.JUDGE ? judgeMax : boyiMax;
    }

    public boolean contains(long value, Limits limits) {
        return value >= min && value <= max(limits);
    }
}
