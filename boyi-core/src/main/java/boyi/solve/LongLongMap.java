package boyi.solve;

import boyi.util.Text;
import boyi.util.TooLargeException;

/**
 * An open-addressing hash map from {@code long} keys to {@code long} values with no boxing,
 * for memo tables keyed by encoded positions. Value {@code 0} means "absent", so callers store
 * non-zero codes (see {@link ValueCode}). Linear probing; the key {@code 0} is kept aside.
 *
 * <pre>{@code
 * LongLongMap memo = new LongLongMap(1 << 10, 1_000_000);
 * memo.put(42L, ValueCode.loss(0));
 * long code = memo.get(42L);   // 0 when absent
 * }</pre>
 */
public final class LongLongMap {

    private static final double LOAD = 0.6;
    private long[] keys;
    private long[] values;
    private int size;
    private int mask;
    private long zeroValue;
    private final long maxEntries;

    /**
     * @param initialCapacity expected entries (grows as needed)
     * @param maxEntries      budget: putting more entries throws {@link TooLargeException}
     */
    public LongLongMap(int initialCapacity, long maxEntries) {
        int cap = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, initialCapacity / LOAD)) - 1) << 1;
        keys = new long[cap];
        values = new long[cap];
        mask = cap - 1;
        this.maxEntries = maxEntries;
    }

    public int size() {
        return size + (zeroValue != 0 ? 1 : 0);
    }

    public long get(long key) {
        if (key == 0) {
            return zeroValue;
        }
        int i = mix(key) & mask;
        while (true) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == 0) {
                return 0;
            }
            i = (i + 1) & mask;
        }
    }

    /** Stores a non-zero value; {@code 0} is not allowed (it means absent). */
    public void put(long key, long value) {
        if (value == 0) {
            throw new IllegalArgumentException("0 is the absent value");
        }
        if (key == 0) {
            if (zeroValue == 0) {
                checkBudget(size() + 1L);
            }
            zeroValue = value;
            return;
        }
        int i = mix(key) & mask;
        while (true) {
            long k = keys[i];
            if (k == key) {
                values[i] = value;
                return;
            }
            if (k == 0) {
                checkBudget(size() + 1L);
                keys[i] = key;
                values[i] = value;
                if (++size > LOAD * keys.length) {
                    grow();
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    private void checkBudget(long entries) {
        if (entries > maxEntries) {
            throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（内存上限）",
                    "the search needs more than %d positions (the memory budget)", maxEntries));
        }
    }

    private void grow() {
        if (keys.length >= 1 << 30) {
            throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（哈希表的上限）",
                    "the search needs more than %d positions (the table limit)", size));
        }
        long[] oldKeys = keys;
        long[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            long k = oldKeys[j];
            if (k != 0) {
                int i = mix(k) & mask;
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                values[i] = oldValues[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }
}
