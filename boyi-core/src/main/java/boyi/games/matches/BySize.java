package boyi.games.matches;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One value per matches board size (rows and columns 1..{@link MatchesBoard#MAX_SIDE}), kept in
 * an array indexed by {@code rows * 10 + cols}: a lookup is one array read, which matters
 * because every move of every analysis asks for its size's table.
 *
 * <pre>{@code
 * BySize<MatchesTiers> tiers = new BySize<>();
 * tiers.get(3, 4, MatchesTiers::of);   // made once, then read
 * }</pre>
 */
final class BySize<T> {

    private static final int SIZES = MatchesBoard.MAX_SIDE * 10 + MatchesBoard.MAX_SIDE + 1;

    private final AtomicReferenceArray<T> values = new AtomicReferenceArray<>(SIZES);

    /** The value of this size, or null. */
    T get(int rows, int cols) {
        return values.get(rows * 10 + cols);
    }

    /** Makes the value of a size. */
    interface Maker<T> {
        T make(int rows, int cols);
    }

    /**
     * The value of this size, made by {@code make} when there is none yet; a value is made once
     * (other threads asking for the same size wait for it). Give a method reference that captures
     * nothing ({@code MatchesTiers::of}): every lookup passes it, and it is not allocated anew.
     */
    T get(int rows, int cols, Maker<? extends T> make) {
        T value = values.get(rows * 10 + cols);
        return value != null ? value : make(rows, cols, make);
    }

    private synchronized T make(int rows, int cols, Maker<? extends T> make) {
        T value = values.get(rows * 10 + cols);
        if (value == null) {
            value = make.make(rows, cols);
            values.set(rows * 10 + cols, value);
        }
        return value;
    }

    void set(int rows, int cols, T value) {
        values.set(rows * 10 + cols, value);
    }

    /** Sets the value when there is none; returns whether it did. */
    boolean setIfAbsent(int rows, int cols, T value) {
        return values.compareAndSet(rows * 10 + cols, null, value);
    }

    void clear() {
        for (int i = 0; i < SIZES; i++) {
            values.set(i, null);
        }
    }
}
