package boyi.theory;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * The Grundy sequence of a subtraction game with a finite set S (S-Nim, HDU 1536): a move takes
 * exactly s stones from one heap, s in S, so {@code g(n) = mex{ g(n - s) : s in S, s <= n }}. Each
 * value depends only on the previous {@code max(S)} values, so the first window of {@code max(S)}
 * values seen twice proves the period: from its first place on, the sequence repeats with the
 * distance between the two places (the least period and preperiod, since the windows form a
 * deterministic chain). Values are at most |S|, kept in bytes; the sequence is computed lazily up
 * to {@link #LIMIT} terms, and heaps beyond the computed part are answered through the period.
 *
 * <pre>{@code
 * SubtractionSetSequence s = new SubtractionSetSequence(new long[] {2, 5});
 * s.grundy(12);                          // 1
 * s.grundy(1_000_000_000_000_000_000L);  // through the period
 * }</pre>
 */
public final class SubtractionSetSequence {

    /** The most terms computed (heaps beyond need the period to appear within these). */
    public static final int LIMIT = 10_000_000;
    /** The largest element of S accepted. */
    public static final int MAX_TAKE = 1_000_000;
    /** The most elements of S (values stay below 128, one byte each). */
    public static final int MAX_SIZE = 100;

    private final int[] takes;
    private final int window;
    private byte[] values = new byte[1024];
    private int computed;            // values[0..computed) are known
    private long preperiod = -1;     // once found, values repeat with period from preperiod
    private long period = -1;
    private final int[] seenStamp;
    private int stamp;

    /** @param set the subtraction set, positive, any order, repeats allowed */
    public SubtractionSetSequence(long[] set) {
        long[] s = Arrays.stream(set).sorted().distinct().toArray();
        if (s.length == 0 || s.length > MAX_SIZE || s[0] < 1 || s[s.length - 1] > MAX_TAKE) {
            throw new IllegalArgumentException("the set needs 1.." + MAX_SIZE + " elements 1.." + MAX_TAKE);
        }
        takes = Arrays.stream(s).mapToInt(v -> (int) v).toArray();
        window = takes[takes.length - 1];
        seenStamp = new int[takes.length + 2];
    }

    /** The elements of S, ascending, without repeats. */
    public int[] takes() {
        return takes.clone();
    }

    /** The Grundy value of a heap of n >= 0. @throws TooLargeException when n is beyond the computed part and no period appeared */
    public int grundy(long n) {
        if (n < computed) {
            return values[(int) n];
        }
        if (period > 0) {
            return values[(int) (preperiod + (n - preperiod) % period)];
        }
        if (n < LIMIT) {
            extendTo((int) n + 1);
            return values[(int) n];
        }
        findPeriod();
        return grundy(n);
    }

    /** The preperiod once the period is proven, else -1 (see {@link #findPeriod}). */
    public long preperiod() {
        return preperiod;
    }

    public long period() {
        return period;
    }

    /**
     * Computes terms until a window of max(S) values repeats, proving the period.
     *
     * @throws TooLargeException when no window repeats within {@link #LIMIT} terms
     */
    public void findPeriod() {
        if (period > 0) {
            return;
        }
        // Brent's cycle search over the windows, compared by a rolling hash and then exactly.
        long base = 1_000_003L;
        long topPower = 1;                     // base^(window-1)
        for (int i = 1; i < window; i++) {
            topPower *= base;
        }
        extendTo(window);
        long hareHash = 0;
        for (int i = 0; i < window; i++) {
            hareHash = hareHash * base + values[i];
        }
        int tortoise = 0;
        long tortoiseHash = hareHash;
        int hare = 0;
        long power = 1;
        long lambda = 0;
        while (true) {
            // advance the hare by one window position
            if (hare + window + 1 > LIMIT) {
                throw new TooLargeException(Text.format(
                        "减法集合 %s 的 SG 值序列在前 %d 项内没有出现周期，无法回答更大的堆",
                        "the Grundy sequence of the subtraction set %s shows no period within %d terms; larger heaps cannot be answered",
                        setText(), LIMIT));
            }
            extendTo(hare + window + 1);
            hareHash = (hareHash - values[hare] * topPower) * base + values[hare + window];
            hare++;
            lambda++;
            if (hareHash == tortoiseHash && sameWindow(tortoise, hare)) {
                break;
            }
            if (power == lambda) {
                tortoise = hare;
                tortoiseHash = hareHash;
                power *= 2;
                lambda = 0;
            }
        }
        // Periodic with period lambda from tortoise on; walk back to the least preperiod.
        int mu = tortoise;
        while (mu > 0 && values[mu - 1] == values[(int) (mu - 1 + lambda)]) {
            mu--;
        }
        preperiod = mu;
        period = lambda;
    }

    private boolean sameWindow(int a, int b) {
        for (int i = 0; i < window; i++) {
            if (values[a + i] != values[b + i]) {
                return false;
            }
        }
        return true;
    }

    /** The Grundy values of heaps 0..upto (upto < LIMIT). */
    public long[] values(int upto) {
        long[] out = new long[upto + 1];
        for (int n = 0; n <= upto; n++) {
            out[n] = grundy(n);
        }
        return out;
    }

    private void extendTo(int count) {
        if (count <= computed) {
            return;
        }
        if (count > values.length) {
            values = Arrays.copyOf(values, (int) Math.min(LIMIT + (long) window + 1, Math.max(count, 2L * values.length)));
        }
        for (int n = computed; n < count; n++) {
            stamp++;
            for (int s : takes) {
                if (s > n) {
                    break;
                }
                int g = values[n - s];
                if (g < seenStamp.length) {
                    seenStamp[g] = stamp;
                }
            }
            int mex = 0;
            while (seenStamp[mex] == stamp) {
                mex++;
            }
            values[n] = (byte) mex;
        }
        computed = count;
    }

    /** {@code {2,5}}. */
    public String setText() {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < takes.length && i < 12; i++) {
            b.append(i > 0 ? "," : "").append(takes[i]);
        }
        return b.append(takes.length > 12 ? ",...}" : "}").toString();
    }
}
