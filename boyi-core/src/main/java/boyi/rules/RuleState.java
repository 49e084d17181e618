package boyi.rules;

import java.util.Arrays;

/**
 * A position of a rule game: whole numbers (a tuple's values in order, or the heaps sorted
 * ascending) or a board's cells (symbol indices, row by row, {@code width} cells a row; a row
 * board has width = its length). Immutable; equal states are equal positions.
 *
 * <pre>{@code
 * RuleState.numbers(3, 4)            // state a, b = 3 4
 * RuleState.heaps(new long[] {5, 2}) // heaps 2 5
 * }</pre>
 */
public final class RuleState {

    private final long[] numbers;
    private final byte[] cells;
    private final int width;
    private final int hash;

    private RuleState(long[] numbers, byte[] cells, int width) {
        this.numbers = numbers;
        this.cells = cells;
        this.width = width;
        this.hash = mix(numbers, cells, width);
    }

    /** A well-spread hash: nearby tuples (a, b) and (a + 1, b - 31) must not collide as with Arrays.hashCode. */
    private static int mix(long[] numbers, byte[] cells, int width) {
        long h = 0x9E3779B97F4A7C15L * (numbers.length + 1) + width;
        for (long v : numbers) {
            h = (h ^ v) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        for (byte c : cells) {
            h = (h ^ c) * 0x94D049BB133111EBL;
            h ^= h >>> 29;
        }
        h ^= h >>> 32;
        return (int) h;
    }

    public static RuleState numbers(long... values) {
        return new RuleState(values.clone(), new byte[0], 0);
    }

    /** A state that keeps {@code values} itself (the caller no longer writes to it; heaps: already sorted). */
    static RuleState owned(long[] values) {
        return new RuleState(values, new byte[0], 0);
    }

    /** A sum of heaps: the values sorted, so the order they are written in does not matter. */
    public static RuleState heaps(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return new RuleState(sorted, new byte[0], 0);
    }

    static RuleState board(byte[] cells, int width) {
        return new RuleState(new long[0], cells, width);
    }

    /** The numbers (a copy). */
    public long[] values() {
        return numbers.clone();
    }

    public int size() {
        return numbers.length;
    }

    public long value(int i) {
        return numbers[i];
    }

    long[] numbersUnsafe() {
        return numbers;
    }

    byte[] cellsUnsafe() {
        return cells;
    }

    int width() {
        return width;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleState s && s.hash == hash && s.width == width && Arrays.equals(s.numbers, numbers)
                && Arrays.equals(s.cells, cells);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return cells.length > 0 ? Arrays.toString(cells) : Arrays.toString(numbers);
    }
}
