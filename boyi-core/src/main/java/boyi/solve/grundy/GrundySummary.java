package boyi.solve.grundy;

import boyi.util.Text;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntPredicate;

/**
 * What a researcher reads from a long run of Grundy values: how many heaps have each value, the
 * largest value and where it first occurs, and the rare (sparse) heaps with their values, in
 * order. Rare is the engine's notion ({@link SparseTakeAndBreak#isRare}: for Grundy's game the
 * mask ...11110 of Winning Ways and Flammenkamp's tables).
 *
 * <pre>{@code
 * SparseTakeAndBreak g = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
 * g.extendTo(100_000);
 * GrundySummary s = GrundySummary.of(g, g::isRare);
 * s.largest();   // the largest G(n), n <= 100000
 * }</pre>
 *
 * @param upto       the last heap
 * @param counts     counts[v] = the heaps 0..upto with value v
 * @param largest    the largest value
 * @param firstLargest the least heap with the largest value
 * @param rareHeaps  the rare heaps, ascending
 * @param rareValues their values
 */
public record GrundySummary(int upto, long[] counts, int largest, int firstLargest, int[] rareHeaps, int[] rareValues) {

    /** Rare heaps listed in the text before "and k more". */
    public static final int LISTED = 5_000;

    /** The summary of G(0..computedUpTo()) with rarity {@code rare}. */
    public static GrundySummary of(GrundySequence g, IntPredicate rare) {
        int upto = g.computedUpTo();
        long[] counts = new long[16];
        int largest = 0;
        int first = 0;
        int[] heaps = new int[64];
        int k = 0;
        for (int n = 0; n <= upto; n++) {
            int v = g.grundy(n);
            if (v >= counts.length) {
                counts = Arrays.copyOf(counts, Integer.highestOneBit(v) * 2);
            }
            counts[v]++;
            if (v > largest) {
                largest = v;
                first = n;
            }
            if (rare.test(n)) {
                if (k == heaps.length) {
                    heaps = Arrays.copyOf(heaps, 2 * k);
                }
                heaps[k++] = n;
            }
        }
        int[] heapList = Arrays.copyOf(heaps, k);
        int[] values = new int[k];
        for (int i = 0; i < k; i++) {
            values[i] = g.grundy(heapList[i]);
        }
        return new GrundySummary(upto, Arrays.copyOf(counts, largest + 1), largest, first, heapList, values);
    }

    /** The summary as text: the largest value, the count of each value, the rare heaps. */
    public Text text() {
        StringBuilder zh = new StringBuilder();
        StringBuilder en = new StringBuilder();
        zh.append(String.format(Locale.ROOT, "n = 0..%d：最大值 %d，首次出现在 n = %d%n各值的个数：", upto, largest, firstLargest));
        en.append(String.format(Locale.ROOT, "n = 0..%d: largest value %d, first at n = %d%ncount of each value:", upto, largest,
                firstLargest));
        StringBuilder counted = new StringBuilder();
        for (int v = 0; v < counts.length; v++) {
            if (counts[v] > 0) {
                counted.append(String.format(Locale.ROOT, " %d:%d", v, counts[v]));
            }
        }
        boolean zero = rareHeaps.length > 0 && rareHeaps[0] == 0;
        zh.append(counted).append(String.format(Locale.ROOT, "%n稀有值（%d 个堆%s）：", rareHeaps.length, zero ? "，含 n = 0" : ""));
        en.append(counted).append(String.format(Locale.ROOT, "%nrare values (%d heaps%s):", rareHeaps.length,
                zero ? ", n = 0 among them" : ""));
        StringBuilder listed = new StringBuilder();
        for (int i = 0; i < Math.min(LISTED, rareHeaps.length); i++) {
            listed.append(i % 8 == 0 ? "\n" : "  ").append(String.format(Locale.ROOT, "G(%d)=%d", rareHeaps[i], rareValues[i]));
        }
        zh.append(listed);
        en.append(listed);
        if (rareHeaps.length > LISTED) {
            zh.append(String.format(Locale.ROOT, "%n……另有 %d 个", rareHeaps.length - LISTED));
            en.append(String.format(Locale.ROOT, "%n... and %d more", rareHeaps.length - LISTED));
        }
        return Text.of(zh.toString(), en.toString());
    }
}
