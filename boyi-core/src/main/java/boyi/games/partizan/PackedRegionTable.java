package boyi.games.partizan;

import boyi.cgt.CanonicalGame;

/**
 * The values of regions whose representative packs into one long ({@link PartizanRules#packedKey}):
 * open addressing in plain arrays, about 20 bytes a region instead of the hundred of a hash map
 * of board objects, so that millions of regions fit (Domineering's 2 x 25 evaluates 2.8 million).
 *
 * <p>Threads share it: the keys are spread over 64 segments by the top bits of their hash, each
 * segment locked only while it is read or written, never while a value is computed (two threads
 * may compute one region twice; both find the same interned value). Key 0 marks an empty slot, so
 * packed keys are never 0.
 *
 * <pre>{@code
 * PackedRegionTable t = new PackedRegionTable();
 * t.put(42L, CanonicalGame.STAR);
 * t.get(42L);   // *
 * t.get(7L);    // null
 * }</pre>
 */
final class PackedRegionTable {

    private static final int SEGMENT_BITS = 6;
    private final Segment[] segments = new Segment[1 << SEGMENT_BITS];

    PackedRegionTable() {
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new Segment();
        }
    }

    /** The value under {@code key}, or null. */
    CanonicalGame get(long key) {
        long h = hash(key);
        return segments[(int) (h >>> (64 - SEGMENT_BITS))].get(key, h);
    }

    void put(long key, CanonicalGame value) {
        if (key == 0) {
            throw new IllegalArgumentException("packed key 0");
        }
        long h = hash(key);
        segments[(int) (h >>> (64 - SEGMENT_BITS))].put(key, h, value);
    }

    /** The number of regions held. */
    long size() {
        long n = 0;
        for (Segment s : segments) {
            n += s.size();
        }
        return n;
    }

    private static long hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 32) ^ (h << 29);
    }

    /** Linear probing at load at most 5/8; the table doubles when it would pass it. */
    private static final class Segment {
        private long[] keys = new long[64];
        private CanonicalGame[] values = new CanonicalGame[64];
        private int size;

        synchronized CanonicalGame get(long key, long h) {
            int mask = keys.length - 1;
            for (int i = (int) h & mask; ; i = (i + 1) & mask) {
                long k = keys[i];
                if (k == key) {
                    return values[i];
                }
                if (k == 0) {
                    return null;
                }
            }
        }

        synchronized void put(long key, long h, CanonicalGame value) {
            if ((size + 1) * 8L > keys.length * 5L) {
                grow();
            }
            if (insert(keys, values, key, h, value)) {
                size++;
            }
        }

        synchronized int size() {
            return size;
        }

        private void grow() {
            long[] k2 = new long[keys.length * 2];
            CanonicalGame[] v2 = new CanonicalGame[keys.length * 2];
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != 0) {
                    insert(k2, v2, keys[i], hash(keys[i]), values[i]);
                }
            }
            keys = k2;
            values = v2;
        }

        /** Puts the entry; true when the key was new. */
        private static boolean insert(long[] keys, CanonicalGame[] values, long key, long h, CanonicalGame value) {
            int mask = keys.length - 1;
            for (int i = (int) h & mask; ; i = (i + 1) & mask) {
                if (keys[i] == key) {
                    values[i] = value;
                    return false;
                }
                if (keys[i] == 0) {
                    keys[i] = key;
                    values[i] = value;
                    return true;
                }
            }
        }
    }
}
