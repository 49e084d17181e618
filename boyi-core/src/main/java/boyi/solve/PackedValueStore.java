package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * A {@link ValueStore} in one {@code int} per index: bits 0-1 hold 0 (no position), 1 loss,
 * 2 draw, 3 win; bits 2-31 hold the remoteness (at most 2^29 - 1).
 *
 * <pre>{@code
 * PackedValueStore s = new PackedValueStore(9);
 * s.set(4, Value.win(3));
 * s.get(4);   // win in 3
 * }</pre>
 */
public final class PackedValueStore implements ValueStore {

    private static final Outcome[] OUTCOMES = Outcome.values();
    private final int[] cells;

    public PackedValueStore(int size) {
        cells = new int[size];
    }

    @Override
    public long size() {
        return cells.length;
    }

    @Override
    public Value get(long index) {
        int c = cells[(int) index];
        if (c == 0) {
            return null;
        }
        Outcome o = OUTCOMES[(c & 3) - 1];
        return o == Outcome.DRAW ? Value.DRAW : new Value(o, c >>> 2);
    }

    public void set(long index, Value v) {
        long r = v.hasRemoteness() ? v.remoteness() : 0;
        if (r >= 1 << 29) {
            throw new IllegalArgumentException("remoteness too large to pack: " + r);
        }
        cells[(int) index] = (int) (r << 2) | (v.outcome().ordinal() + 1);
    }

    boolean isSet(int index) {
        return cells[index] != 0;
    }
}
