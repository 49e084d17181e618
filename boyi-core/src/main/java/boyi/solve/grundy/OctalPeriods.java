package boyi.solve.grundy;

import boyi.solve.Interruption;
import boyi.solve.ObservedPeriod;
import boyi.solve.PeriodFinder;
import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.Optional;

/**
 * The second prover of a {@link Periodicity}: the least period and preperiod of a computed Grundy
 * sequence G(0..N) of a take-and-break game, proven by the octal periodicity theorem (the first
 * prover, {@link PeriodFinder}, proves periods of finite-window recurrences; splitting heaps needs
 * the theorem below instead).
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
 * Optional<Periodicity> p = OctalPeriods.octal(values, 10_000, 2);   // Kayles: 12 from 71, proven
 * Optional<Periodicity> q = OctalPeriods.observed(values, 10_000);   // no theorem: observed only
 * }</pre>
 */
public final class OctalPeriods {

    private OctalPeriods() {
    }

    /**
     * The least period proven by the octal periodicity theorem for a rule taking at most
     * {@code maxTake} tokens; when none is proven, an observed one (or none).
     */
    public static Optional<Periodicity> octal(PackedGrundyValues g, int last, int maxTake) {
        Optional<Periodicity> proof = octalProof(g, last, maxTake);
        if (proof.isPresent()) {
            return proof;
        }
        return observed(g, last).map(seen -> {
            long needed = 2 * Math.max(seen.preperiod(), 1) + 2 * seen.period() + maxTake - 1;
            return new Periodicity(seen.preperiod(), seen.period(), 0, false, seen.proof().then(Text.format(
                    "八进制周期定理需要算到 n = %d 才能证明它。",
                    "The octal periodicity theorem would prove it with values up to n = %d.", needed)));
        });
    }

    /** The least period proven by the octal periodicity theorem from G(0..last), if any. */
    public static Optional<Periodicity> octalProof(PackedGrundyValues g, int last, int maxTake) {
        int t = maxTake;
        Interruption stop = new Interruption();
        for (int p = 1; 2L * p + t + 1 <= last; p++) {
            // Proof needs last >= 2*max(n0,1) + 2p + t - 1, so n0 may be at most this:
            int n0Max = (last - 2 * p - t + 1) / 2;
            if (n0Max < 1) {
                break;
            }
            int n = last - p;
            while (n >= n0Max && g.get(n) == g.get(n + p)) {
                stop.check();
                n--;
            }
            if (n >= n0Max) {
                continue;
            }
            while (n >= 0 && g.get(n) == g.get(n + p)) {
                n--;
            }
            int n0 = n + 1;
            int low = Math.max(n0, 1);
            int checkedBelow = 2 * low + p + t;
            return Optional.of(new Periodicity(n0, p, 0, true, Text.format(
                    "对 %2$d <= n < 2*%3$d+%1$d+%4$d = %5$d 逐一验证了 G(n+%1$d) = G(n)（已算到 n = %6$d）；"
                            + "八进制周期定理（每次最多取 t = %4$d 个）把它推广到所有 n >= %2$d。",
                    "G(n+%1$d) = G(n) checked for %2$d <= n < 2*%3$d+%1$d+%4$d = %5$d (computed to n = %6$d); "
                            + "the octal periodicity theorem (at most t = %4$d tokens taken) extends it to every n >= %2$d.",
                    p, n0, low, t, checkedBelow, last)));
        }
        return Optional.empty();
    }

    /** An observed (not proven) period of G(0..last) by {@link ObservedPeriod THE rule}. */
    public static Optional<Periodicity> observed(PackedGrundyValues g, int last) {
        return ObservedPeriod.observed(g::get, last, false, "G");
    }

    /** An observed arithmetic period G(n + p) = G(n) + s (saltus s) by the same rule. */
    public static Optional<Periodicity> arithmeticObserved(PackedGrundyValues g, int last) {
        return ObservedPeriod.observed(g::get, last, true, "G");
    }
}
