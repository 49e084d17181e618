package boyi.cgt;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * The caches of the operations on pairs of games (comparisons and sums), keyed by the two games'
 * ids: direct-mapped and lossy, so their memory is fixed (one slot per key hash; a new entry
 * replaces whatever held its slot). They only save work: a missing entry is computed again, so
 * neither the size nor a replacement ever changes a result.
 *
 * <p>Threads share the caches without locks. A comparison's entry is one long, read and written
 * atomically (opaque access); a sum's entry is an immutable object, published through its final
 * fields. Either way a reader sees a whole entry or none, and checks its key before using it.
 */
final class OperationCache {

    private final AtomicLongArray comparisons;   // (a << 32 | b << 1 | result), 0 = empty; ids a, b < 2^31
    private final Sum[] sums;
    private final int shift;
    private final LongAdder replaced = new LongAdder();

    /** A cache of at least {@code entries} slots of each kind (rounded up to a power of two). */
    OperationCache(int entries) {
        int size = Integer.highestOneBit(Math.max(1, entries - 1)) << 1;
        size = Math.max(2, Math.min(size, 1 << 30));
        comparisons = new AtomicLongArray(size);
        sums = new Sum[size];
        shift = 64 - Integer.numberOfTrailingZeros(size);
    }

    /** The number of entries so far that took the slot of another one. */
    long replaced() {
        return replaced.sum();
    }

    /** The cached result of {@code a <= b}: 1 (true), 0 (false) or -1 (not cached). */
    int leq(int a, int b) {
        long tag = (long) a << 32 | (long) b << 1;
        long e = comparisons.getOpaque(slot(a, b));
        return (e & ~1L) == tag ? (int) (e & 1) : -1;
    }

    void leq(int a, int b, boolean result) {
        int s = slot(a, b);
        if (comparisons.getOpaque(s) != 0) {
            replaced.increment();
        }
        comparisons.setOpaque(s, (long) a << 32 | (long) b << 1 | (result ? 1 : 0));
    }

    /** The cached sum of the games with ids {@code a <= b}, or null. */
    CanonicalGame sum(int a, int b) {
        Sum e = sums[slot(a, b)];
        return e != null && e.a == a && e.b == b ? e.value : null;
    }

    void sum(int a, int b, CanonicalGame value) {
        int s = slot(a, b);
        if (sums[s] != null) {
            replaced.increment();
        }
        sums[s] = new Sum(a, b, value);
    }

    /**
     * Lets go of every cached sum (they hold games; comparisons hold only ids, which are never
     * reused, so they stay right and stay).
     */
    void forgetSums() {
        Arrays.fill(sums, null);
    }

    /** The slot of the pair: the top bits of the pair times an odd constant (Fibonacci hashing). */
    private int slot(int a, int b) {
        return (int) (((((long) a << 32) | (b & 0xffffffffL)) * 0x9E3779B97F4A7C15L) >>> shift);
    }

    private static final class Sum {
        final int a;
        final int b;
        final CanonicalGame value;

        Sum(int a, int b, CanonicalGame value) {
            this.a = a;
            this.b = b;
            this.value = value;
        }
    }
}
