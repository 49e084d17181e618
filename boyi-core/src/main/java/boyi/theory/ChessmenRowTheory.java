package boyi.theory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Georgia and Bob (POJ 1704): chessmen on distinct cells 1, 2, ... of a row; a move slides one
 * chessman left, never onto or past the next chessman on its left nor past cell 1. Read from the
 * right, with a wall at cell 0, this is the monks' staircase ({@link StaircaseNimTheory}): cell c
 * becomes step {@code B - c} with {@code B = max + 1}, and the wall a top monk that never moves.
 * So, pairing the chessmen from the right end (the leftmost with the wall when their number is
 * odd), the gaps inside the pairs are Nim heaps, and the player to move wins exactly when their
 * XOR is not 0.
 *
 * <pre>{@code
 * ChessmenRowTheory.gapXor(new long[] {1, 2, 3});   // 0: Bob wins
 * ChessmenRowTheory.gapXor(new long[] {1, 5, 6, 7, 9, 12, 14, 17});   // 3 xor 1 xor 0 xor 0... not 0
 * }</pre>
 */
public final class ChessmenRowTheory {

    private ChessmenRowTheory() {
    }

    /**
     * The XOR of the gaps inside the pairs, of distinct cells 1..10^18 sorted ascending.
     */
    public static long gapXor(long[] sortedCells) {
        long x = 0;
        int n = sortedCells.length;
        for (int i = n - 1; i >= 0; i -= 2) {
            long left = i == 0 ? 0 : sortedCells[i - 1];
            x ^= sortedCells[i] - left - 1;
        }
        return x;
    }

    /** The staircase of the monks that mirrors the row: ascending steps, the wall last. */
    static long[] mirrored(long[] sortedCells) {
        int n = sortedCells.length;
        long top = sortedCells[n - 1] + 1;
        long[] steps = new long[n + 1];
        for (int i = 0; i < n; i++) {
            steps[i] = top - sortedCells[n - 1 - i];
        }
        steps[n] = top;
        return steps;
    }

    /** Every winning move as {@code {from, to}} cells, rightmost chessman first; empty when lost. */
    public static List<long[]> winningMoves(long[] sortedCells) {
        long top = sortedCells[sortedCells.length - 1] + 1;
        List<long[]> out = new ArrayList<>();
        for (long[] m : StaircaseNimTheory.winningMoves(mirrored(sortedCells))) {
            out.add(new long[] {top - m[0], top - m[1]});
        }
        return out;
    }

    /** Sorted copy; the first repeated cell, or -1, is reported by {@link #firstRepeat}. */
    public static long[] sorted(long[] cells) {
        long[] s = cells.clone();
        Arrays.sort(s);
        return s;
    }

    /** The first cell that appears twice in a sorted array, or -1. */
    public static long firstRepeat(long[] sortedCells) {
        for (int i = 1; i < sortedCells.length; i++) {
            if (sortedCells[i] == sortedCells[i - 1]) {
                return sortedCells[i];
            }
        }
        return -1;
    }
}
