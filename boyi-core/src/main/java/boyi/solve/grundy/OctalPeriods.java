package boyi.solve.grundy;

/**
 * Finds the least period and preperiod of a computed Grundy sequence G(0..N) held in packed
 * arrays (the general {@link boyi.solve.PeriodFinder} proves periods of finite-window
 * recurrences; splitting heaps needs the theorem below instead).
 *
 * <p>Octal periodicity theorem (Guy–Smith; Winning Ways ch. 4): for a take-and-break game
 * that takes at most t tokens and leaves at most two heaps, if G(n + p) = G(n) for all n with
 * n0 <= n < 2 n0 + p + t, then for all n >= n0. Proof sketch, by induction on n beyond that
 * window: an option of heap n + p takes k <= t tokens and leaves a + b = n + p - k with
 * b >= a, so b >= n0 + p; it matches the option (a, b - p) of heap n, whose values agree by
 * induction, and conversely. The step needs b - p >= 1 (a split leaves nonempty heaps), so the
 * window is checked with max(n0, 1) in place of n0; n = 0 is checked directly.
 *
 * <pre>{@code
 * Periodicity p = OctalPeriods.octal(values, 10_000, 2);   // Kayles: 12 from 71, proven
 * Periodicity q = OctalPeriods.observed(values, 10_000);   // no theorem: observed only
 * }</pre>
 */
public final class OctalPeriods {

    private OctalPeriods() {
    }

    /**
     * The least period proven by the octal periodicity theorem for a rule taking at most
     * {@code maxTake} tokens; when none is proven, an observed one (or none).
     */
    public static Periodicity octal(PackedGrundyValues g, int last, int maxTake) {
        Periodicity proof = octalProof(g, last, maxTake);
        if (proof != null) {
            return proof;
        }
        Periodicity seen = observed(g, last);
        if (!seen.found()) {
            return seen;
        }
        long needed = 2 * Math.max(seen.preperiod(), 1) + 2 * seen.period() + maxTake - 1;
        return new Periodicity(seen.preperiod(), seen.period(), false, seen.explanation()
                + " The octal periodicity theorem would prove it with values up to n = " + needed + ".");
    }

    /** The least period proven by the octal periodicity theorem from G(0..last), or null. */
    public static Periodicity octalProof(PackedGrundyValues g, int last, int maxTake) {
        int t = maxTake;
        for (int p = 1; 2L * p + t + 1 <= last; p++) {
            // Proof needs last >= 2*max(n0,1) + 2p + t - 1, so n0 may be at most this:
            int n0Max = (last - 2 * p - t + 1) / 2;
            if (n0Max < 1) {
                break;
            }
            int n = last - p;
            while (n >= n0Max && g.get(n) == g.get(n + p)) {
                n--;
            }
            if (n >= n0Max) {
                continue;
            }
            while (n >= 0 && g.get(n) == g.get(n + p)) {
                n--;
            }
            int n0 = n + 1;
            int checkedBelow = 2 * Math.max(n0, 1) + p + t;
            return new Periodicity((long) n0, (long) p, true,
                    "G(n+" + p + ") = G(n) checked for " + n0 + " <= n < 2*" + Math.max(n0, 1) + "+" + p + "+" + t
                            + " = " + checkedBelow + " (computed to n = " + last
                            + "); the octal periodicity theorem (at most t = " + t
                            + " tokens taken) extends it to every n >= " + n0 + ".");
        }
        return null;
    }

    /**
     * The least p whose repetition G(n + p) = G(n) holds from some n0 to the end, covering at
     * least two whole periods and the second half of the values (n0 + 2p <= last + 1 and
     * 2 n0 <= last); observed only, not proven.
     */
    public static Periodicity observed(PackedGrundyValues g, int last) {
        for (int p = 1; 2L * p <= last + 1; p++) {
            int n = last - p;
            int stopBelow = last + 1 - 2 * p; // the repetition must reach down to here
            while (n >= 0 && g.get(n) == g.get(n + p)) {
                n--;
            }
            int n0 = n + 1;
            if (n0 <= stopBelow && 2L * n0 <= last) {
                return new Periodicity((long) n0, (long) p, false, "G(n+" + p + ") = G(n) for " + n0 + " <= n <= "
                        + (last - p) + " (observed on the values computed to n = " + last + ", not proven).");
            }
        }
        return Periodicity.none("No period found for n <= " + last + ".");
    }

    /**
     * The least p with G(n + p) = G(n) + s from some n0 to the end, covering at least two whole
     * periods and the second half of the values: {@code {n0, p, s}}, or {@code null}. Observed only.
     */
    public static long[] arithmeticObserved(PackedGrundyValues g, int last) {
        for (int p = 1; 2L * p <= last + 1; p++) {
            int s = g.get(last) - g.get(last - p);
            int n = last - p;
            while (n >= 0 && g.get(n + p) - g.get(n) == s) {
                n--;
            }
            if (n + 1 <= last + 1 - 2 * p && 2L * (n + 1) <= last) {
                return new long[] {n + 1, p, s};
            }
        }
        return null;
    }
}
