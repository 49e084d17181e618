package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * Packs a {@link Value} into a non-negative {@code long} and back, for primitive tables:
 * bits 0-1 hold the outcome ordinal + 1 (so 0 means "absent"), the rest hold remoteness + 1
 * (so unknown remoteness, -1, is stored as 0).
 *
 * <pre>{@code
 * long code = ValueCodec.pack(Value.win(3));
 * assert ValueCodec.unpack(code).equals(Value.win(3));
 * }</pre>
 */
public final class ValueCodec {

    /** The code of no value; {@link #pack} never returns it. */
    public static final long ABSENT = 0;

    private static final Outcome[] OUTCOMES = Outcome.values();

    private ValueCodec() {
    }

    public static long pack(Value v) {
        return ((v.remoteness() + 1) << 2) | (v.outcome().ordinal() + 1);
    }

    public static Value unpack(long code) {
        if (code == ABSENT) {
            throw new IllegalArgumentException("no value");
        }
        return new Value(OUTCOMES[(int) (code & 3) - 1], (code >>> 2) - 1);
    }
}
