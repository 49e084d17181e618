package boyi.games.partizan;

import boyi.util.Text;
import boyi.util.TooLargeException;

/**
 * Per part (a non-zero edge mask), two numbers its value is known to lie strictly between, in
 * one open-addressing table whose slot holds the key and both bounds next to each other, so a
 * look-up touches one place in memory rather than four (two maps of keys and values).
 *
 * <pre>{@code
 * PartBounds bounds = new PartBounds(1 << 10, 1_000_000);
 * int slot = bounds.slot(0b101L, -8, 8);   // a new part: bounds -8 and 8
 * bounds.low(slot);                        // -8
 * bounds.narrow(0b101L, 0, 8);
 * bounds.low(bounds.slot(0b101L, -8, 8));  // 0
 * }</pre>
 *
 * <p>Encoding: {@code table[3 s]} the key of slot {@code s} (0: empty), {@code table[3 s + 1]}
 * the lower bound, {@code table[3 s + 2]} the upper. A slot number stays valid until the next
 * {@link #slot} call (which may grow the table); {@link #narrow} finds the part again.
 */
final class PartBounds {

    private static final double LOAD = 0.6;

    private long[] table;
    private int mask;
    private int size;
    private final long maxEntries;

    /**
     * @param initialCapacity expected parts (grows as needed)
     * @param maxEntries      budget: more parts throw {@link TooLargeException}
     */
    PartBounds(int initialCapacity, long maxEntries) {
        int slots = Integer.highestOneBit(Math.max(16, (int) (initialCapacity / LOAD)) - 1) << 1;
        table = new long[3 * slots];
        mask = slots - 1;
        this.maxEntries = maxEntries;
    }

    int size() {
        return size;
    }

    /**
     * The slot of {@code part} ({@code != 0}), made with the bounds {@code low} and {@code high}
     * when the part is new.
     *
     * @throws TooLargeException past the budget of parts
     */
    int slot(long part, long low, long high) {
        int s = find(part);
        if (table[3 * s] == 0) {
            if (size >= maxEntries) {
                throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（内存上限）",
                        "the search needs more than %d positions (the memory budget)", maxEntries));
            }
            if (size + 1 > LOAD * (mask + 1)) {
                grow();
                s = find(part);
            }
            table[3 * s] = part;
            table[3 * s + 1] = low;
            table[3 * s + 2] = high;
            size++;
        }
        return s;
    }

    /** The lower bound of {@code part}, or {@code absent} when it has none yet. */
    long lowOf(long part, long absent) {
        int s = find(part);
        return table[3 * s] == 0 ? absent : table[3 * s + 1];
    }

    /** The upper bound of {@code part}, or {@code absent} when it has none yet. */
    long highOf(long part, long absent) {
        int s = find(part);
        return table[3 * s] == 0 ? absent : table[3 * s + 2];
    }

    long low(int slot) {
        return table[3 * slot + 1];
    }

    long high(int slot) {
        return table[3 * slot + 2];
    }

    /** Stores new bounds of {@code part}, a part already given a slot. */
    void narrow(long part, long low, long high) {
        int s = find(part);
        table[3 * s + 1] = low;
        table[3 * s + 2] = high;
    }

    /** The slot holding {@code part}, or the empty slot where it belongs. */
    private int find(long part) {
        int s = mix(part) & mask;
        while (table[3 * s] != part && table[3 * s] != 0) {
            s = (s + 1) & mask;
        }
        return s;
    }

    private void grow() {
        if (mask + 1 >= 1 << 28) {
            throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（哈希表的上限）",
                    "the search needs more than %d positions (the table limit)", size));
        }
        long[] old = table;
        table = new long[2 * old.length];
        mask = 2 * mask + 1;
        for (int j = 0; j < old.length; j += 3) {
            if (old[j] != 0) {
                int s = find(old[j]);
                System.arraycopy(old, j, table, 3 * s, 3);
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }
}
