package boyi.games.partizan;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * Numbers the distinct keys it is given 0, 1, 2, ... in the order first seen (keys of parts,
 * {@link PartLabelling}): equal keys get the same number. Open addressing over one array of all
 * keys, no object per key.
 *
 * <pre>{@code
 * PartClasses classes = new PartClasses(1_000);
 * classes.numberOf(new long[] {5});      // 0
 * classes.numberOf(new long[] {7, 1});   // 1
 * classes.numberOf(new long[] {5});      // 0
 * }</pre>
 */
final class PartClasses {

    private final long budget;
    private long[] keys = new long[1 << 12];        // every key, one after another
    private int used;
    private int[] start = new int[1 << 10];         // per number: where its key starts; its end is the next start
    private long[] hashes = new long[1 << 10];
    private int[] slots = new int[1 << 11];         // number + 1, 0 empty
    private int size;

    /** @param budget the most keys numbered; one more throws {@link TooLargeException} */
    PartClasses(long budget) {
        this.budget = budget;
    }

    int size() {
        return size;
    }

    /** The number of {@code key}, a new one when it was not seen. */
    int numberOf(long[] key) {
        return numberOf(key, key.length);
    }

    /** The number of the key in the first {@code length} longs of {@code key}. */
    int numberOf(long[] key, int length) {
        long h = hash(key, length);
        int mask = slots.length - 1;
        for (int i = (int) h & mask; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == 0) {
                int n = add(key, length, h);
                slots[i] = n + 1;
                if (size * 10L > slots.length * 6L) {
                    rehash();
                }
                return n;
            }
            if (hashes[s - 1] == h && sameKey(s - 1, key, length)) {
                return s - 1;
            }
        }
    }

    private boolean sameKey(int n, long[] key, int length) {
        int from = start[n];
        int to = n + 1 < size ? start[n + 1] : used;
        return Arrays.equals(keys, from, to, key, 0, length);
    }

    private int add(long[] key, int length, long h) {
        if (size >= budget) {
            throw new TooLargeException(Text.format("需要记住超过 %d 种不同形状的部分（内存上限）",
                    "more than %d different shapes of parts to remember (the memory budget)", budget));
        }
        if (size + 2 > start.length) {
            start = Arrays.copyOf(start, start.length * 2);
            hashes = Arrays.copyOf(hashes, hashes.length * 2);
        }
        while (used + length > keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
        }
        System.arraycopy(key, 0, keys, used, length);
        start[size] = used;
        hashes[size] = h;
        used += length;
        return size++;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int n = 0; n < size; n++) {
            int i = (int) hashes[n] & mask;
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = n + 1;
        }
    }

    private static long hash(long[] key, int length) {
        long h = length;
        for (int i = 0; i < length; i++) {
            h = (h ^ key[i]) * 0x9e3779b97f4a7c15L;
            h ^= h >>> 29;
        }
        return h ^ (h >>> 32);
    }
}
