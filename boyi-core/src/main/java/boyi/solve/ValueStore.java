package boyi.solve;

import boyi.model.Value;

/**
 * One {@link ValueCode} per position index, in records of one width: {@link ByteValueStore}
 * (remoteness up to {@link ValueCode#BYTE_MAX_REMOTENESS}), {@link ShortValueStore} (the
 * width of a tier file record) or {@link IntValueStore}. Indices may exceed 2^31; code
 * {@link ValueCode#ABSENT} marks an index that names no position (or is not solved yet).
 *
 * <pre>{@code
 * ValueStore s = ValueStore.ofWidth(1, 28064);     // one byte a position
 * s.set(7, Value.win(3));
 * s.get(7);                                         // win in 3
 * ValueCode.isWin(s.code(7));                       // true
 * }</pre>
 */
public interface ValueStore {

    /** The number of indices. */
    long size();

    /** The record at {@code index}: a {@link ValueCode}, {@link ValueCode#ABSENT} when none. */
    long code(long index);

    /** Sets the record at {@code index}; throws when the code does not fit the width. */
    void setCode(long index, long code);

    /** Bytes per record: 1, 2 or 4. */
    int width();

    /** The value at {@code index}, or {@code null} for an index that names no position. */
    default Value get(long index) {
        long c = code(index);
        return ValueCode.isAbsent(c) ? null : ValueCode.value(c);
    }

    default void set(long index, Value v) {
        setCode(index, ValueCode.of(v));
    }

    /** An empty store of {@code size} records of {@code width} bytes (1, 2 or 4). */
    static ValueStore ofWidth(int width, long size) {
        return switch (width) {
            case 1 -> new ByteValueStore(size);
            case 2 -> new ShortValueStore(size);
            case 4 -> new IntValueStore(size);
            default -> throw new IllegalArgumentException("record width " + width + " is not 1, 2 or 4");
        };
    }

    /** The narrowest width (1, 2 or 4 bytes) whose records hold this remoteness. */
    static int widthFor(long maxRemoteness) {
        return maxRemoteness <= ValueCode.BYTE_MAX_REMOTENESS ? 1 : maxRemoteness <= ValueCode.SHORT_MAX_REMOTENESS ? 2 : 4;
    }
}
