package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * A {@link ValueStore} in one byte per index, for large tables of games whose remoteness stays
 * below 127 (board games that fill a cell a move). Code (unsigned): {@code 0} no value,
 * {@code 2r + 1} loss in r, {@code 2r + 2} win in r, {@code 255} draw. Up to 2^31 - 1 indices
 * (a tier of a tiered table is one such store).
 *
 * <pre>{@code
 * PackedByteValues s = new PackedByteValues(28064);
 * s.setCode(7, PackedByteValues.code(Value.win(3)));
 * s.get(7);   // win in 3
 * }</pre>
 */
public final class PackedByteValues implements ValueStore {

    /** The largest remoteness a byte holds. */
    public static final int MAX_REMOTENESS = 126;

    public static final int ABSENT = 0;
    public static final int DRAW = 255;

    private final byte[] codes;

    public PackedByteValues(long size) {
        if (size < 0 || size > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a byte store holds at most 2^31 - 9 values, not " + size);
        }
        codes = new byte[(int) size];
    }

    @Override
    public long size() {
        return codes.length;
    }

    @Override
    public Value get(long index) {
        return decode(code(index));
    }

    /** The code at {@code index} (0..255). */
    public int code(long index) {
        return codes[(int) index] & 0xff;
    }

    public void setCode(long index, int code) {
        codes[(int) index] = (byte) code;
    }

    public void set(long index, Value v) {
        setCode(index, code(v));
    }

    /** The code of a loss in {@code r} moves. */
    public static int loss(int r) {
        return 2 * r + 1;
    }

    /** The code of a win in {@code r} moves. */
    public static int win(int r) {
        return 2 * r + 2;
    }

    public static boolean isLoss(int code) {
        return code != ABSENT && code != DRAW && (code & 1) == 1;
    }

    /** Remoteness of a win or loss code. */
    public static int remoteness(int code) {
        return (code - 1) >>> 1;
    }

    public static int code(Value v) {
        if (v.outcome() == Outcome.DRAW) {
            return DRAW;
        }
        if (!v.hasRemoteness() || v.remoteness() > MAX_REMOTENESS) {
            throw new IllegalArgumentException("cannot pack " + v + " in a byte");
        }
        int r = (int) v.remoteness();
        return v.outcome() == Outcome.WIN ? win(r) : loss(r);
    }

    /** The value of a code, or {@code null} for {@link #ABSENT}. */
    public static Value decode(int code) {
        if (code == ABSENT) {
            return null;
        }
        if (code == DRAW) {
            return Value.DRAW;
        }
        return isLoss(code) ? Value.loss(remoteness(code)) : Value.win(remoteness(code));
    }
}
