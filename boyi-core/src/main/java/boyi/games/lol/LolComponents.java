package boyi.games.lol;

import static boyi.games.lol.LolRules.EMPTY;
import static boyi.games.lol.LolRules.L;
import static boyi.games.lol.LolRules.O;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * The component codec: a threat-free row splits into independent parts (components), each
 * written as one {@code long}. Two empty cells belong together when adjacent or when a single
 * {@code O} separates them ({@code *O*} can still become {@code LOL}); a single {@code L} or two
 * filled cells separate components (why: {@code docs/lol.md}, section 4).
 * <p>
 * A code is a sentinel 1 bit, a bit for an {@code L} context on the left, a bit for an
 * {@code L} context on the right, then one bit per cell from left to right: 1 empty, 0 a
 * joining {@code O}. The smaller of the codes of the component and of its mirror image is used.
 *
 * <pre>{@code
 * long[] parts = LolComponents.of(LolRules.cells("**L**OO***O**"));
 * LolComponents.row(parts[0]);   // "**L"
 * LolComponents.row(parts[2]);   // "**O***"
 * }</pre>
 */
final class LolComponents {

    /** The most cells (empty cells and joining O's) one component may have. */
    static final int MAX_CELLS = 61;

    /** Code standing for one tempo move: the odd cell of folded parts (see {@link LolRace}). */
    static final long TEMPO = 0;

    /** Code of the component {@code L**L}: no safe move, never filled (a dead pair). */
    static final long DEAD_PAIR = 0b1_1_1_11L;

    private LolComponents() {
    }

    /**
     * The canonical codes of the components of a threat-free row (unsorted).
     *
     * @throws TooLargeException when a component has more than {@value #MAX_CELLS} cells
     */
    static long[] of(byte[] c) {
        int n = c.length;
        long[] out = new long[n / 2 + 1];
        int count = 0;
        int i = 0;
        while (i < n) {
            if (c[i] != EMPTY) {
                i++;
                continue;
            }
            int a = i;
            int b = i;
            // extend while the next empty cell is adjacent or behind a single O
            while (true) {
                if (b + 1 < n && c[b + 1] == EMPTY) {
                    b++;
                } else if (b + 2 < n && c[b + 1] == O && c[b + 2] == EMPTY) {
                    b += 2;
                } else {
                    break;
                }
            }
            if (b - a + 1 > MAX_CELLS) {
                throw new TooLargeException(Text.format(
                        "LOL 这一行有一段连在一起的部分长 %d 格（空格和连接用的 O），太长了；上限是 %d 格",
                        "a LOL row part of %d cells (empty cells and joining O's) is too long; the limit is %d",
                        b - a + 1, MAX_CELLS));
            }
            boolean leftL = a > 0 && c[a - 1] == L;
            boolean rightL = b + 1 < n && c[b + 1] == L;
            long forward = 1;
            long backward = 1;
            forward = (forward << 1) | (leftL ? 1 : 0);
            forward = (forward << 1) | (rightL ? 1 : 0);
            backward = (backward << 1) | (rightL ? 1 : 0);
            backward = (backward << 1) | (leftL ? 1 : 0);
            for (int j = a; j <= b; j++) {
                forward = (forward << 1) | (c[j] == EMPTY ? 1 : 0);
                backward = (backward << 1) | (c[a + b - j] == EMPTY ? 1 : 0);
            }
            out[count++] = Math.min(forward, backward);
            i = b + 1;
        }
        return Arrays.copyOf(out, count);
    }

    /** The component of {@code code} as a row of cells (contexts included). */
    static byte[] decode(long code) {
        int top = 63 - Long.numberOfLeadingZeros(code);   // the sentinel bit
        int cells = top - 2;
        boolean leftL = ((code >>> (top - 1)) & 1) != 0;
        boolean rightL = ((code >>> (top - 2)) & 1) != 0;
        byte[] out = new byte[cells + (leftL ? 1 : 0) + (rightL ? 1 : 0)];
        int k = 0;
        if (leftL) {
            out[k++] = L;
        }
        for (int j = cells - 1; j >= 0; j--) {
            out[k++] = ((code >>> j) & 1) != 0 ? EMPTY : O;
        }
        if (rightL) {
            out[k] = L;
        }
        return out;
    }

    /** The component of {@code code} as text, e.g. {@code L**O*}. */
    static String row(long code) {
        return LolRules.text(decode(code));
    }

    /** The number of cells of a part (empty cells and joining O's, without its L contexts). */
    static int cells(long code) {
        return 63 - Long.numberOfLeadingZeros(code) - 2;
    }

    /** The number of empty cells of a part ({@link #TEMPO} has none of its own: use {@link #activeCells}). */
    static int emptyCells(long code) {
        return Long.bitCount(code & ((1L << cells(code)) - 1));
    }

    /** Empty cells of the parts (a {@link #TEMPO} counts 1): the most moves left in the race. */
    static int activeCells(long[] parts) {
        int n = 0;
        for (long p : parts) {
            n += p == TEMPO ? 1 : emptyCells(p);
        }
        return n;
    }
}
