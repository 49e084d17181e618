package boyi.solve;

/**
 * A period seen in a computed prefix but not proven: every value repeats with {@code period}
 * from {@code preperiod} to the end of what was computed. See {@link PeriodFinder#observed}.
 *
 * <pre>{@code
 * new ObservedPeriod(1, 2)   // v[n + 2] == v[n] for 1 <= n, as far as computed
 * }</pre>
 */
public record ObservedPeriod(long preperiod, long period) {
}
