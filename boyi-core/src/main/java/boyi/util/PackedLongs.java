package boyi.util;

import java.util.function.IntToLongFunction;

/**
 * An immutable sequence of longs kept in the narrowest signed primitive array that holds all of
 * them: one byte per value for outcomes ({@code -1, 0, 1}) and small Grundy values, two bytes
 * below 2^15, four below 2^31, else eight. {@link Json} writes it as a JSON array of numbers.
 *
 * <pre>{@code
 * PackedLongs row = PackedLongs.of(new long[] {0, 1, 2, 3, 1});
 * row.get(3);            // 3
 * row.bytesPerValue();   // 1
 * }</pre>
 */
public final class PackedLongs {

    // Exactly one of the four arrays is non-null (invariant); its first `length` entries are the
    // sequence and never change.
    private final byte[] bytes;
    private final short[] shorts;
    private final int[] ints;
    private final long[] longs;
    private final int length;

    private PackedLongs(byte[] bytes, short[] shorts, int[] ints, long[] longs, int length) {
        this.bytes = bytes;
        this.shorts = shorts;
        this.ints = ints;
        this.longs = longs;
        this.length = length;
    }

    /**
     * The first {@code length} bytes of {@code values}, shared, not copied: the caller promises
     * never to change them (it may still write beyond them, as an append-only array does).
     */
    public static PackedLongs sharing(byte[] values, int length) {
        if (length > values.length) {
            throw new IllegalArgumentException(length + " values of " + values.length);
        }
        return new PackedLongs(values, null, null, null, length);
    }

    /** The values of {@code values}, packed (the array is not kept). */
    public static PackedLongs of(long[] values) {
        return of(values.length, n -> values[n]);
    }

    /** {@code valueAt(0..length-1)} packed, each asked for twice (once for the range, once to store it). */
    public static PackedLongs of(int length, IntToLongFunction valueAt) {
        long min = 0;
        long max = 0;
        for (int n = 0; n < length; n++) {
            long v = valueAt.applyAsLong(n);
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return of(length, min, max, valueAt);
    }

    /**
     * {@code valueAt(0..length-1)}, every one within {@code min..max}, packed in the array that
     * range needs (no {@code long[]} of the whole sequence is ever made).
     *
     * @throws IllegalArgumentException when a value falls outside {@code min..max}
     */
    public static PackedLongs of(int length, long min, long max, IntToLongFunction valueAt) {
        if (min >= Byte.MIN_VALUE && max <= Byte.MAX_VALUE) {
            byte[] a = new byte[length];
            for (int n = 0; n < length; n++) {
                a[n] = (byte) within(valueAt.applyAsLong(n), min, max);
            }
            return new PackedLongs(a, null, null, null, length);
        }
        if (min >= Short.MIN_VALUE && max <= Short.MAX_VALUE) {
            short[] a = new short[length];
            for (int n = 0; n < length; n++) {
                a[n] = (short) within(valueAt.applyAsLong(n), min, max);
            }
            return new PackedLongs(null, a, null, null, length);
        }
        if (min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE) {
            int[] a = new int[length];
            for (int n = 0; n < length; n++) {
                a[n] = (int) within(valueAt.applyAsLong(n), min, max);
            }
            return new PackedLongs(null, null, a, null, length);
        }
        long[] a = new long[length];
        for (int n = 0; n < length; n++) {
            a[n] = within(valueAt.applyAsLong(n), min, max);
        }
        return new PackedLongs(null, null, null, a, length);
    }

    private static long within(long v, long min, long max) {
        if (v < min || v > max) {
            throw new IllegalArgumentException(v + " outside " + min + ".." + max);
        }
        return v;
    }

    public int length() {
        return length;
    }

    public long get(int n) {
        if (bytes != null) {
            return bytes[n];
        }
        return shorts != null ? shorts[n] : ints != null ? ints[n] : longs[n];
    }

    /** 1, 2, 4 or 8. */
    public int bytesPerValue() {
        return bytes != null ? 1 : shorts != null ? 2 : ints != null ? 4 : 8;
    }

    /**
     * The least n in {@code from..to-1} with {@code get(n + shift) != get(n)}, or -1: one bulk
     * comparison of the array the values are packed in (equal packed entries are equal values).
     */
    public int firstDifference(int from, int to, int shift) {
        if (from < 0 || from > to || shift < 0 || to + (long) shift > length) {
            throw new IndexOutOfBoundsException(from + ".." + to + " + " + shift + " of " + length);
        }
        int i = bytes != null ? java.util.Arrays.mismatch(bytes, from, to, bytes, from + shift, to + shift)
                : shorts != null ? java.util.Arrays.mismatch(shorts, from, to, shorts, from + shift, to + shift)
                : ints != null ? java.util.Arrays.mismatch(ints, from, to, ints, from + shift, to + shift)
                : java.util.Arrays.mismatch(longs, from, to, longs, from + shift, to + shift);
        return i < 0 ? -1 : from + i;
    }

    /** The values as a new {@code long[]} (for short sequences: it takes eight bytes a value). */
    public long[] toArray() {
        long[] out = new long[length];
        if (bytes != null) {
            // the common case (small values) without the choice of array for every value
            for (int n = 0; n < out.length; n++) {
                out[n] = bytes[n];
            }
            return out;
        }
        for (int n = 0; n < out.length; n++) {
            out[n] = get(n);
        }
        return out;
    }
}
