package boyi.solve;

import boyi.model.Value;

/**
 * Results of a table solver: one value per position index, kept packed.
 *
 * <pre>{@code
 * ValueStore store = new RetrogradeSolver<>(board).solve();
 * Value v = store.get(board.index(position));
 * }</pre>
 */
public interface ValueStore {

    /** The number of indices. */
    long size();

    /** The value at {@code index}, or {@code null} for an index that names no position. */
    Value get(long index);
}
