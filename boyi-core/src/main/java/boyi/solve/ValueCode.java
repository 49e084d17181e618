package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * The one record layout of a {@link Value} in tables, memos and database files: bits 0-1 hold the
 * outcome (0 no value, 1 loss, 2 draw, 3 win), the bits above hold remoteness + 1 (0 for a draw
 * and for an unknown remoteness). Stores of every width use it: a byte holds remoteness up to
 * {@link #BYTE_MAX_REMOTENESS}, 16 bits (the width of a tier file record) up to
 * {@link #SHORT_MAX_REMOTENESS}, an int up to {@link #INT_MAX_REMOTENESS}, a long any.
 *
 * <pre>{@code
 * long code = ValueCode.of(Value.win(3));       // (4 << 2) | 3 = 19
 * ValueCode.value(code);                        // win in 3
 * ValueCode.isLoss(code); ValueCode.remoteness(code);
 * }</pre>
 */
public final class ValueCode {

    /** The code of no value; {@link #of} never returns it. */
    public static final int ABSENT = 0;
    public static final int LOSS = 1;
    public static final int DRAW = 2;
    public static final int WIN = 3;

    public static final int BYTE_MAX_REMOTENESS = (0xFF >>> 2) - 1;
    public static final int SHORT_MAX_REMOTENESS = (0xFFFF >>> 2) - 1;
    public static final int INT_MAX_REMOTENESS = (Integer.MAX_VALUE >>> 2) - 1;

    private ValueCode() {
    }

    public static long of(Value v) {
        return ((v.remoteness() + 1) << 2) | outcomeBits(v.outcome());
    }

    /** The code of a win or loss with this remoteness (draws: {@link #DRAW}). */
    public static long of(Outcome outcome, long remoteness) {
        return outcome == Outcome.DRAW ? DRAW : ((remoteness + 1) << 2) | outcomeBits(outcome);
    }

    public static long win(long remoteness) {
        return ((remoteness + 1) << 2) | WIN;
    }

    public static long loss(long remoteness) {
        return ((remoteness + 1) << 2) | LOSS;
    }

    /** @throws IllegalArgumentException for {@link #ABSENT} */
    public static Value value(long code) {
        int o = (int) (code & 3);
        if (o == ABSENT) {
            throw new IllegalArgumentException("no value");
        }
        return o == DRAW ? Value.DRAW : new Value(o == WIN ? Outcome.WIN : Outcome.LOSS, (code >>> 2) - 1);
    }

    public static boolean isAbsent(long code) {
        return (code & 3) == ABSENT;
    }

    public static boolean isLoss(long code) {
        return (code & 3) == LOSS;
    }

    public static boolean isWin(long code) {
        return (code & 3) == WIN;
    }

    public static boolean isDraw(long code) {
        return (code & 3) == DRAW;
    }

    /** The remoteness, or -1 for a draw or an unknown remoteness. */
    public static long remoteness(long code) {
        return (code >>> 2) - 1;
    }

    /** The code as a byte, checked to fit. */
    public static byte toByte(long code) {
        if (code < 0 || code > 0xFF) {
            throw new IllegalArgumentException("remoteness " + remoteness(code) + " does not fit a byte record");
        }
        return (byte) code;
    }

    /** The code as a 16-bit record, checked to fit. */
    public static short toShort(long code) {
        if (code < 0 || code > 0xFFFF) {
            throw new IllegalArgumentException("remoteness " + remoteness(code) + " does not fit a 16-bit record");
        }
        return (short) code;
    }

    /** The code as an int, checked to fit. */
    public static int toInt(long code) {
        if (code < 0 || code > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("remoteness " + remoteness(code) + " does not fit an int record");
        }
        return (int) code;
    }

    private static int outcomeBits(Outcome o) {
        return switch (o) {
            case LOSS -> LOSS;
            case DRAW -> DRAW;
            case WIN -> WIN;
        };
    }
}
