package boyi.solve.grundy;

import java.util.Arrays;

/**
 * The sparse-space method (Gangolli–Plambeck, Flammenkamp). Split the Grundy values by a bit
 * mask w: v is <em>rare</em> when {@code v & w} has an even number of ones, <em>common</em>
 * otherwise. XOR maps rare^rare and common^common to rare, rare^common to common. In most
 * take-and-break games a good w makes the rare values rare indeed (Kayles: finitely many), so:
 * <ol>
 * <li>every split with a rare part is enumerated from the short list of rare positions; this
 *     finds exactly which common values are options;</li>
 * <li>the mex candidates are then walked up: a marked value is an option; the first common
 *     value not marked is the answer unless a smaller rare value is missing; the rare values
 *     below it come from common^common splits and are usually found after scanning a few
 *     splits, so the full O(n) scan happens only when G(n) itself is rare.</li>
 * </ol>
 * The answer is exact for every w; w only decides the speed. It is chosen from the values so
 * far (the mask leaving fewest rare positions, by a Walsh–Hadamard transform of the value
 * histogram) at each power of two.
 *
 * <pre>{@code
 * GrundySequence grundy = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
 * grundy.extendTo(10_000_000);
 * }</pre>
 */
public final class SparseTakeAndBreak extends TakeAndBreakSequence {

    /** Positions below this are computed with w = 0 (all rare: the direct method). */
    private static final int FIRST_MASK_CHOICE = 1024;

    private int mask;
    /** Heaps n >= 1 with G(n) rare, ascending. */
    private int[] rare = new int[64];
    private int rareCount;
    private int nextMaskChoice = FIRST_MASK_CHOICE;
    private long fullScans;
    private final boolean periodShortcut;
    /** Once set, G(n) = G(n - period) for every later n (proven by the octal periodicity theorem). */
    private Periodicity proven;
    private int copiedFrom;

    /** The engine with the period shortcut (where the octal periodicity theorem applies). */
    public SparseTakeAndBreak(TakeAndBreak rule) {
        this(rule, true);
    }

    /**
     * @param periodShortcut whether, once the octal periodicity theorem proves a period (checked
     *                       at each power of two), later values are copied from one period back
     *                       instead of computed
     */
    public SparseTakeAndBreak(TakeAndBreak rule, boolean periodShortcut) {
        super(rule);
        this.periodShortcut = periodShortcut && !rule.unequalSplits();
    }

    private boolean isRare(int v) {
        return (Integer.bitCount(v & mask) & 1) == 0;
    }

    @Override
    protected int next(int n) {
        if (proven != null) {
            return g.get(n - proven.period().intValue());
        }
        int stamp = markSmallOptions(n);
        int[] seenNow = seen;
        // 1. Every split with a rare part: this decides the common options exactly.
        for (int k : splitTakes) {
            int m = n - k;
            if (m < 2) {
                continue;
            }
            for (int i = 0; i < rareCount; i++) {
                int a = rare[i];
                if (a >= m) {
                    break;
                }
                if (rule.unequalSplits() && 2 * a == m) {
                    continue;
                }
                seenNow[g.get(a) ^ g.get(m - a)] = stamp;
            }
        }
        // 2. The least common value not an option bounds the mex.
        int limit = seenNow.length - 1;
        int common = 0;
        while (common < limit && (isRare(common) || seenNow[common] == stamp)) {
            common++;
        }
        int x = leastMissingRare(0, common, stamp);
        if (x == common || mask == 0) {
            return x; // with w = 0 every position is on the rare list: step 1 saw every split
        }
        // 3. Rare values below it may still come from splits with two common parts: scan.
        int[] lasts = new int[splitTakes.length];
        int longest = 0;
        for (int j = 0; j < splitTakes.length; j++) {
            int m = n - splitTakes[j];
            lasts[j] = m < 2 ? 0 : (int) rule.largestSmallerPart(m);
            longest = Math.max(longest, lasts[j]);
        }
        for (int a = 1; a <= longest; a++) {
            int ga = g.get(a);
            for (int j = 0; j < splitTakes.length; j++) {
                if (a <= lasts[j]) {
                    seenNow[ga ^ g.get(n - splitTakes[j] - a)] = stamp;
                }
            }
            if (seenNow[x] == stamp) {
                x = leastMissingRare(x, common, stamp);
                if (x == common) {
                    return common;
                }
            }
        }
        fullScans++;
        return x;
    }

    /** The least rare value in [from, limit) not marked, or limit. */
    private int leastMissingRare(int from, int limit, int stamp) {
        int x = from;
        while (x < limit && (!isRare(x) || seen[x] == stamp)) {
            x++;
        }
        return x;
    }

    @Override
    protected void afterAdd(int n, int v) {
        if (proven != null) {
            return;
        }
        if (n >= 1 && isRare(v)) {
            if (rareCount == rare.length) {
                rare = Arrays.copyOf(rare, rareCount * 2);
            }
            rare[rareCount++] = n;
        }
        if (n + 1 == nextMaskChoice) {
            nextMaskChoice = nextMaskChoice > Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : nextMaskChoice * 2;
            chooseMask(n);
            if (periodShortcut) {
                proven = PeriodFinder.octalProof(g, n, rule.maxTake());
                copiedFrom = n + 1;
            }
        }
    }

    /** Switches to the mask with the fewest rare positions among G(1..n) when it halves them. */
    private void chooseMask(int n) {
        int max = g.max();
        if (max >= 1 << 16) {
            return;
        }
        int size = Integer.highestOneBit(Math.max(1, max)) * 2;
        long[] h = new long[size];
        for (int i = 1; i <= n; i++) {
            h[g.get(i)]++;
        }
        // Walsh–Hadamard: h[w] = sum over v of hist[v] * (-1)^popcount(v & w).
        for (int len = 1; len < size; len <<= 1) {
            for (int i = 0; i < size; i += len << 1) {
                for (int j = i; j < i + len; j++) {
                    long u = h[j];
                    long w = h[j + len];
                    h[j] = u + w;
                    h[j + len] = u - w;
                }
            }
        }
        int best = 0;
        long bestRare = n;
        for (int w = 1; w < size; w++) {
            long rareCountForW = (n + h[w]) / 2;
            if (rareCountForW < bestRare) {
                bestRare = rareCountForW;
                best = w;
            }
        }
        if (best != mask && 2 * bestRare <= rareCount) {
            mask = best;
            rareCount = 0;
            for (int i = 1; i <= n; i++) {
                if (isRare(g.get(i))) {
                    if (rareCount == rare.length) {
                        rare = Arrays.copyOf(rare, rareCount * 2);
                    }
                    rare[rareCount++] = i;
                }
            }
        }
    }

    /** The current mask w (rare values have an even number of ones in v &amp; w). */
    public int mask() {
        return mask;
    }

    /** How many heaps so far have a rare value. */
    public int rarePositions() {
        return rareCount;
    }

    /** How many heaps needed the full O(n) scan (their value was rare). */
    public long fullScans() {
        return fullScans;
    }

    /** The period proven so far by the shortcut, or null. */
    public Periodicity provenPeriod() {
        return proven;
    }

    @Override
    public String method() {
        return "sparse-space method (mask w = " + Integer.toBinaryString(mask) + ", " + rareCount
                + " heaps with rare values" + (proven == null ? "" : "; from n = " + copiedFrom
                + " on copied from the proven period " + proven.period()) + ")";
    }
}
