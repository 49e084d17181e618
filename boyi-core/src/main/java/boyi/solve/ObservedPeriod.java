package boyi.solve;

import boyi.util.Text;
import java.util.Optional;

/**
 * THE rule for an observed (not proven) eventual period of a computed sequence x(0..last): the
 * least period p, and for it the least n0, with {@code x(n + p) = x(n) + s} for
 * {@code n0 <= n <= last - p} (s = 0 unless a saltus is asked for), the repetition covering at
 * least two whole periods and the second half of the values ({@code n0 + 2p <= last + 1},
 * {@code 2 n0 <= last}). Linear time: for every p at once, how far the repetition reaches down
 * from the top is the Z-function of the reversed sequence (of its differences for a saltus).
 * Every observed period in Boyi (pattern finder, octal tables) comes from here; a proven one
 * comes from {@link PeriodFinder} or a theorem.
 *
 * <pre>{@code
 * long[] g = {5, 0, 1, 0, 1, 0, 1, 0};
 * ObservedPeriod.observed(n -> g[n], 7, false, "G")   // period 2 from n = 1, not proven
 * ObservedPeriod.plain((i, j) -> g[i] == g[j], 7)     // {1, 2, 0}
 * }</pre>
 */
public final class ObservedPeriod {

    private ObservedPeriod() {
    }

    /**
     * The observed period as a {@link Periodicity} (not proven) whose proof text says where it was
     * seen, e.g. {@code "G(n+2) = G(n) for 2 <= n <= 7 (observed on the values computed to n = 9, not proven)."}
     *
     * @param arithmetic whether a saltus {@code s >= 0} is allowed
     * @param symbol     the sequence's name in the text, e.g. {@code "G"}
     */
    public static Optional<Periodicity> observed(Entries x, int last, boolean arithmetic, String symbol) {
        Optional<long[]> found = arithmetic ? arithmetic(x, last) : plain((i, j) -> x.at(i) == x.at(j), last);
        return found.map(f -> of(f, last, symbol));
    }

    /** {@code {n0, p, s}} found by {@link #plain} or {@link #arithmetic} as a {@link Periodicity} (not proven). */
    public static Periodicity of(long[] found, int last, String symbol) {
        long n0 = found[0];
        long p = found[1];
        long s = found[2];
        String rule = symbol + "(n+" + p + ") = " + symbol + "(n)" + (s == 0 ? "" : " + " + s);
        return new Periodicity(n0, p, s, false, Text.format(
                "对 %2$d <= n <= %3$d 都有 %1$s（只在算到 n = %4$d 的值上观察到，未证明）。",
                "%1$s for %2$d <= n <= %3$d (observed on the values computed to n = %4$d, not proven).",
                rule, n0, last - p, last));
    }

    /** Whether the entries at two indices are equal (for several rows: every row). */
    @FunctionalInterface
    public interface Same {
        boolean at(int i, int j);
    }

    /** Read access to one sequence. */
    @FunctionalInterface
    public interface Entries {
        long at(int n);
    }

    /** {@code {n0, p, saltus}}: the preperiod, the period and the saltus (0 here). */
    public static Optional<long[]> plain(Same same, int last) {
        int[] z = reversedZ(same, last + 1);
        for (int p = 1; 2L * p <= last + 1; p++) {
            int n0 = last - p + 1 - z[p];
            if (enoughEvidence(n0, p, last)) {
                return Optional.of(new long[] {n0, p, 0});
            }
        }
        return Optional.empty();
    }

    /** The least period with a saltus {@code s >= 0} (s = 0 included): {@code {n0, p, s}}. */
    public static Optional<long[]> arithmetic(Entries x, int last) {
        if (last < 1) {
            return Optional.empty();
        }
        // Differences d(i) = x(i + 1) - x(i), i = 0..last-1; x(n + p) - x(n) is constant from n0 on
        // exactly when d(n + p) = d(n) from n0 on.
        int[] z = reversedZ((i, j) -> x.at(i + 1) - x.at(i) == x.at(j + 1) - x.at(j), last);
        for (int p = 1; 2L * p <= last + 1; p++) {
            int reach = p < last ? z[p] : 0;
            int n0 = last - p - reach;
            long s = x.at(last) - x.at(last - p);
            if (enoughEvidence(n0, p, last) && s >= 0) {
                return Optional.of(new long[] {n0, p, s});
            }
        }
        return Optional.empty();
    }

    private static boolean enoughEvidence(long n0, long p, long last) {
        return n0 + 2 * p <= last + 1 && 2 * n0 <= last;
    }

    /**
     * The Z-function of the sequence read backwards, r(i) = x(length - 1 - i): {@code z[p]} is the
     * largest l with r(i) = r(i + p) for all i < l, i.e. x(n + p) = x(n) for the l largest n.
     */
    private static int[] reversedZ(Same same, int length) {
        Interruption stop = new Interruption();
        int[] z = new int[Math.max(length, 1)];
        int top = length - 1;
        int left = 0;
        int right = 0;
        for (int i = 1; i < length; i++) {
            stop.check();
            int k = i < right ? Math.min(right - i, z[i - left]) : 0;
            while (i + k < length && same.at(top - k, top - i - k)) {
                k++;
            }
            z[i] = k;
            if (i + k > right) {
                left = i;
                right = i + k;
            }
        }
        return z;
    }
}
