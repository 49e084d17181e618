package boyi.solve.tier;

import boyi.solve.ValueStore;
import java.util.Arrays;

/**
 * The values of a tier's symmetric images, gathered and stored in rank order: a canonical
 * position's images lie all over the tier, so storing each at once costs a cache miss; gathered
 * and bucketed by rank (a counting sort on the high bits), the stores of a flush fall in few
 * cache lines at a time. Pays when a buffer covers a good share of the tier (several stores per
 * cache line); {@link TierSolver} uses one per thread for such tiers.
 *
 * <pre>{@code
 * ImageBuffer b = new ImageBuffer(1 << 20);
 * b.startTier(tierSize);
 * b.add(rank, code, out);   // stores when the buffer is full
 * b.flush(out);             // the rest, before the tier counts as solved
 * }</pre>
 */
final class ImageBuffer {

    private static final int BUCKET_BITS = 12;
    /** An entry is {@code rank << CODE_BITS | code}: a tier record's code has 16 bits at most. */
    private static final int CODE_BITS = 16;
    private static final long CODE_MASK = (1L << CODE_BITS) - 1;

    private final long[] entries;
    private final long[] sorted;
    /** starts[b]: where bucket b begins in {@link #sorted} (counted, then advanced while scattering). */
    private final int[] starts = new int[(1 << BUCKET_BITS) + 1];
    /** The bucket of a rank is {@code rank >>> shift}, below 2^BUCKET_BITS for every rank of the tier. */
    private int shift;
    private int size;

    ImageBuffer(int capacity) {
        entries = new long[capacity];
        sorted = new long[capacity];
    }

    /** Starts gathering for a tier of {@code tierSize} ranks (the buffer is empty: flushed or new). */
    void startTier(long tierSize) {
        int rankBits = 64 - Long.numberOfLeadingZeros(Math.max(1, tierSize - 1));
        shift = Math.max(0, rankBits - BUCKET_BITS);
        size = 0;
    }

    /** Stores {@code code} at {@code rank} of {@code out}, now or at a later flush. */
    void add(long rank, long code, ValueStore out) {
        if (size == entries.length) {
            flush(out);
        }
        entries[size++] = rank << CODE_BITS | code;
    }

    /** Stores every gathered value into {@code out}, in bucket order. */
    void flush(ValueStore out) {
        int n = size;
        int[] at = starts;
        Arrays.fill(at, 0);
        int bucketShift = CODE_BITS + shift;
        for (int i = 0; i < n; i++) {
            at[(int) (entries[i] >>> bucketShift) + 1]++;
        }
        for (int b = 1; b < at.length; b++) {
            at[b] += at[b - 1];
        }
        for (int i = 0; i < n; i++) {
            long e = entries[i];
            sorted[at[(int) (e >>> bucketShift)]++] = e;
        }
        for (int i = 0; i < n; i++) {
            long e = sorted[i];
            out.setCode(e >>> CODE_BITS, e & CODE_MASK);
        }
        size = 0;
    }
}
