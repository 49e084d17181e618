package boyi.solve.grundy;

import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * G(0), G(1), ... in the narrowest primitive array that holds them: one byte per value while
 * every value is below 256, two bytes below 65536, else four. Appending widens when needed.
 *
 * <pre>{@code
 * PackedGrundyValues g = new PackedGrundyValues(16);
 * g.add(0); g.add(1);
 * g.get(1);        // 1
 * g.bytesPerValue(); // 1
 * }</pre>
 */
public final class PackedGrundyValues {

    /** The most values an array can hold. */
    public static final int MAX_SIZE = Integer.MAX_VALUE - 16;

    // Exactly one of the three arrays is non-null (invariant).
    private byte[] bytes;
    private char[] chars;
    private int[] ints;
    private int size;
    private int max;

    public PackedGrundyValues(int initialCapacity) {
        bytes = new byte[Math.max(16, initialCapacity)];
    }

    public int size() {
        return size;
    }

    /** The largest value stored so far (0 when empty). */
    public int max() {
        return max;
    }

    public int get(int n) {
        if (bytes != null) {
            return bytes[n] & 0xFF;
        }
        return chars != null ? chars[n] : ints[n];
    }

    /**
     * The rare-list pass of a split m = a + (m - a) for the listed parts a = parts[i],
     * {@code from <= i < to}: marks {@code seen[partValues[i] ^ G(m - parts[i])] = stamp}. Every
     * m - parts[i] must be stored. One loop per width, so the array's width is looked at once.
     */
    void markSplits(int[] seen, int stamp, int m, int[] parts, int[] partValues, int from, int to) {
        if (bytes != null) {
            byte[] b = bytes;
            for (int i = from; i < to; i++) {
                seen[partValues[i] ^ (b[m - parts[i]] & 0xFF)] = stamp;
            }
        } else if (chars != null) {
            char[] c = chars;
            for (int i = from; i < to; i++) {
                seen[partValues[i] ^ c[m - parts[i]]] = stamp;
            }
        } else {
            int[] v = ints;
            for (int i = from; i < to; i++) {
                seen[partValues[i] ^ v[m - parts[i]]] = stamp;
            }
        }
    }

    /** 1, 2 or 4. */
    public int bytesPerValue() {
        return bytes != null ? 1 : chars != null ? 2 : 4;
    }

    /** Makes room for {@code capacity} values (growing by at least half when it grows). */
    public void ensureCapacity(long capacity) {
        if (capacity > MAX_SIZE) {
            throw new TooLargeException(boyi.util.Text.format("一个数组最多放 %d 个 SG 值",
                    "at most %d Grundy values fit in one array", MAX_SIZE));
        }
        int length = bytes != null ? bytes.length : chars != null ? chars.length : ints.length;
        if (capacity <= length) {
            return;
        }
        int c = (int) Math.max(capacity, Math.min(MAX_SIZE, length + (long) (length >> 1)));
        if (bytes != null && bytes.length < c) {
            bytes = Arrays.copyOf(bytes, c);
        } else if (chars != null && chars.length < c) {
            chars = Arrays.copyOf(chars, c);
        } else if (ints != null && ints.length < c) {
            ints = Arrays.copyOf(ints, c);
        }
    }

    /** Appends G(size()) = {@code value}. */
    public void add(int value) {
        if (size == (bytes != null ? bytes.length : chars != null ? chars.length : ints.length)) {
            ensureCapacity(size + 1L);
        }
        if (value > max) {
            max = value;
            widenFor(value);
        }
        if (bytes != null) {
            bytes[size++] = (byte) value;
        } else if (chars != null) {
            chars[size++] = (char) value;
        } else {
            ints[size++] = value;
        }
    }

    private void widenFor(int value) {
        if (bytes != null && value > 0xFF) {
            chars = new char[bytes.length];
            for (int i = 0; i < size; i++) {
                chars[i] = (char) (bytes[i] & 0xFF);
            }
            bytes = null;
        }
        if (chars != null && value > 0xFFFF) {
            ints = new int[chars.length];
            for (int i = 0; i < size; i++) {
                ints[i] = chars[i];
            }
            chars = null;
        }
    }

    /**
     * G(0..upto) for a table, packed as narrow as this array. While every value is below 128 the
     * table shares this byte array: values once added never change, widening copies them to a
     * new array, and appending writes only beyond them.
     */
    public boyi.util.PackedLongs packed(int upto) {
        if (upto >= size) {
            throw new IllegalArgumentException("G(" + upto + ") is not computed yet (" + size + " values)");
        }
        return bytes != null && max <= Byte.MAX_VALUE ? boyi.util.PackedLongs.sharing(bytes, upto + 1)
                : boyi.util.PackedLongs.of(upto + 1, 0, max, this::get);
    }

    /** G(0..upto) as longs. */
    public long[] toLongArray(int upto) {
        long[] out = new long[upto + 1];
        for (int i = 0; i <= upto; i++) {
            out[i] = get(i);
        }
        return out;
    }
}
