package boyi.games.lol;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * The memo of the {@link LolRace} search: a set of sorted lists of component codes, each
 * with one result bit, stored without objects. The lists live one after another in a growing
 * {@code long[]} arena (a header {@code length << 1 | result}, then the codes); an
 * open-addressing table of arena offsets and hashes finds them. About 16 bytes of table and
 * 8 bytes a code and header per entry, against some 150 bytes for a {@code HashMap} of arrays.
 *
 * <pre>{@code
 * LolRaceMemo memo = new LolRaceMemo(1_000_000);
 * memo.put(new long[] {37, 91}, true);
 * memo.get(new long[] {37, 91});   // 1 (true); -1 when absent, 0 for false
 * }</pre>
 */
final class LolRaceMemo {

    private long[] arena = new long[1 << 12];
    private int used;
    private int[] offsets = new int[1 << 12];   // arena offset + 1 of each slot's entry, 0 = empty slot
    private int[] hashes = new int[1 << 12];
    private int size;
    private final long budget;

    /** @param budget the most entries before a {@link TooLargeException} */
    LolRaceMemo(long budget) {
        this.budget = budget;
    }

    int size() {
        return size;
    }

    /** 1 or 0 for a stored result (true or false), -1 when {@code parts} is not stored. */
    int get(long[] parts) {
        int h = hash(parts);
        int mask = offsets.length - 1;
        for (int i = h & mask; offsets[i] != 0; i = (i + 1) & mask) {
            if (hashes[i] == h && matches(offsets[i] - 1, parts)) {
                return (int) (arena[offsets[i] - 1] & 1);
            }
        }
        return -1;
    }

    /** Stores the result of a list not stored yet (the caller checked with {@link #get}). */
    void put(long[] parts, boolean result) {
        if (size >= budget) {
            throw new TooLargeException(Text.format("LOL 的搜索需要超过 %d 个局面（内存预算）",
                    "the LOL search needs more than %d positions (the memory budget)", budget));
        }
        if (2 * (size + 1) > offsets.length) {
            grow();
        }
        if (used + parts.length + 1 > arena.length) {
            long need = Math.max((long) arena.length * 2, (long) used + parts.length + 1);
            if (need > Integer.MAX_VALUE - 16) {
                throw full();
            }
            arena = Arrays.copyOf(arena, (int) need);
        }
        int at = used;
        arena[at] = ((long) parts.length << 1) | (result ? 1 : 0);
        System.arraycopy(parts, 0, arena, at + 1, parts.length);
        used += parts.length + 1;
        insert(at + 1, hash(parts));
        size++;
    }

    private TooLargeException full() {
        return new TooLargeException(Text.format("LOL 的搜索备忘表满了（%d 个局面）", "the LOL search memo is full (%d positions)", size));
    }

    private boolean matches(int at, long[] parts) {
        if ((arena[at] >>> 1) != parts.length) {
            return false;
        }
        for (int k = 0; k < parts.length; k++) {
            if (arena[at + 1 + k] != parts[k]) {
                return false;
            }
        }
        return true;
    }

    private void insert(int offsetPlusOne, int h) {
        int mask = offsets.length - 1;
        int i = h & mask;
        while (offsets[i] != 0) {
            i = (i + 1) & mask;
        }
        offsets[i] = offsetPlusOne;
        hashes[i] = h;
    }

    private void grow() {
        if (offsets.length >= 1 << 30) {
            throw full();
        }
        int[] oldOffsets = offsets;
        int[] oldHashes = hashes;
        offsets = new int[oldOffsets.length * 2];
        hashes = new int[oldOffsets.length * 2];
        for (int j = 0; j < oldOffsets.length; j++) {
            if (oldOffsets[j] != 0) {
                insert(oldOffsets[j], oldHashes[j]);
            }
        }
    }

    /** A well-mixed hash of a list of codes. */
    static int hash(long[] parts) {
        long h = parts.length;
        for (long p : parts) {
            h = (h ^ p) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        return (int) (h ^ (h >>> 32));
    }
}
