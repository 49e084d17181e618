package boyi.logic;

import java.util.Arrays;

/**
 * Numbers distinct int arrays (subsets of states, signatures of states) 0, 1, 2, ... in the order
 * they are first added: open addressing over one growing pool, no boxing.
 */
final class IntArrayIndex {

    private int[] pool = new int[1024];
    private int poolSize;
    /** Start of array k in the pool; {@code starts[size]} is the pool size. */
    private int[] starts = new int[65];
    private int size;
    /** Slot -> id + 1 (0 = empty). */
    private int[] slots = new int[128];

    int size() {
        return size;
    }

    /** The ints held by all arrays together. */
    long poolSize() {
        return poolSize;
    }

    /** The id of {@code values[from, to)}, adding it when new; {@code -(id + 1)} if it was already there. */
    int add(int[] values, int from, int to) {
        int hash = hash(values, from, to);
        int mask = slots.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            int id = slots[slot] - 1;
            if (id < 0) {
                int fresh = append(values, from, to);
                slots[slot] = fresh + 1;
                if (size * 2 > slots.length) {
                    rehash();
                }
                return fresh;
            }
            if (equal(id, values, from, to)) {
                return -(id + 1);
            }
        }
    }

    /** The id of {@code values[from, to)}, or -1 if absent. */
    int find(int[] values, int from, int to) {
        int mask = slots.length - 1;
        for (int slot = hash(values, from, to) & mask; ; slot = (slot + 1) & mask) {
            int id = slots[slot] - 1;
            if (id < 0) {
                return -1;
            }
            if (equal(id, values, from, to)) {
                return id;
            }
        }
    }

    /** A copy of array {@code id}. */
    int[] get(int id) {
        return Arrays.copyOfRange(pool, starts[id], starts[id + 1]);
    }

    private int append(int[] values, int from, int to) {
        int length = to - from;
        if (poolSize + length > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + length));
        }
        System.arraycopy(values, from, pool, poolSize, length);
        poolSize += length;
        if (size + 2 > starts.length) {
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        starts[size + 1] = poolSize;
        return size++;
    }

    private boolean equal(int id, int[] values, int from, int to) {
        int at = starts[id];
        return starts[id + 1] - at == to - from && Arrays.equals(pool, at, starts[id + 1], values, from, to);
    }

    private void rehash() {
        int[] bigger = new int[slots.length * 2];
        int mask = bigger.length - 1;
        for (int id = 0; id < size; id++) {
            int slot = hash(pool, starts[id], starts[id + 1]) & mask;
            while (bigger[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            bigger[slot] = id + 1;
        }
        slots = bigger;
    }

    private static int hash(int[] values, int from, int to) {
        int h = 0x9E3779B9 * (to - from + 1);
        for (int i = from; i < to; i++) {
            h = (h + values[i]) * 0x9E3779B1;
            h ^= h >>> 15;
        }
        return h ^ (h >>> 16);
    }
}
