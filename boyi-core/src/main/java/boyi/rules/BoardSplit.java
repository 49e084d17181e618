package boyi.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The independent components of a partizan rule board, when its rule text shows that the board
 * splits ({@link SplitAnalysis}): Domineering's separate regions of empty cells, Clobber's
 * separate groups of stones. Cells joined by move instances whose cells all hold live symbols
 * form a component; a move changes only cells of its own component, and whether it can be made
 * depends only on them. So a board's value is the sum of its components' values, each component
 * being the board with every cell outside it set to the dead symbol (cells of no such instance
 * are left out), moved to the top left corner in its least orientation where the shape allows.
 *
 * <pre>{@code
 * BoardSplit s = BoardSplit.of(RuleParser.parse(domineeringText, Map.of())).orElseThrow();
 * s.components(board);   // ".#./.#.": ".##/.##" twice (each column moved to the left edge)
 * }</pre>
 */
final class BoardSplit {

    private final byte dead;
    private final boolean[] live;
    private final SplitAnalysis analysis;
    /** Per board shape (width, size): its instances. */
    private final Map<Long, SplitAnalysis.Shape> shapes = new ConcurrentHashMap<>();
    private volatile SplitAnalysis.Shape lastShape;

    private BoardSplit(SplitAnalysis analysis) {
        this.analysis = analysis;
        this.dead = analysis.dead();
        this.live = analysis.live();
    }

    /** The split of {@code program}'s boards, or nothing when the rule text does not establish one. */
    static Optional<BoardSplit> of(RuleProgram program) {
        return SplitAnalysis.of(program).map(BoardSplit::new);
    }

    /**
     * The components of {@code board} (none when no move can ever be made there); the board
     * itself, not a copy, when it is one component with nothing left out.
     */
    List<RuleState> components(RuleState board) {
        byte[] cells = board.cellsUnsafe();
        SplitAnalysis.Shape shape = shape(board.width(), cells.length);
        if (shape.instances() == null) {
            return List.of(board);
        }
        int words = (cells.length + 63) >>> 6;
        long[] live = new long[words];
        for (int c = 0; c < cells.length; c++) {
            if (this.live[cells[c]]) {
                live[c >>> 6] |= 1L << c;
            }
        }
        List<long[]> parts = words == 1 ? oneWordParts(shape.instances(), live[0]) : parts(shape, live, cells.length);
        List<RuleState> out = new ArrayList<>(parts.size());
        for (long[] part : parts) {
            byte[] p = placed(part, cells, board.width(), shape);
            if (parts.size() == 1 && Arrays.equals(part, live) && Arrays.equals(p, cells)) {
                return List.of(board);
            }
            out.add(RuleState.board(p, board.width()));
        }
        return out;
    }

    /** The board's parts (each the cells of open instances joined by shared cells), in the order of their first instances. */
    private static List<long[]> parts(SplitAnalysis.Shape shape, long[] live, int size) {
        long[][] instances = shape.instances();
        int words = live.length;
        int[] open = new int[instances.length];       // the instances whose cells all hold live symbols
        int count = 0;
        for (int i = 0; i < instances.length; i++) {
            if (within(instances[i], live)) {
                open[count++] = i;
            }
        }
        // open instances joined when they share a cell (union-find, each group's root its first instance)
        int[] root = new int[count];
        int[] owner = new int[size];          // 1 + the first open instance on each cell, 0 for none
        for (int k = 0; k < count; k++) {
            root[k] = k;
            for (int c : shape.instanceCells()[open[k]]) {
                if (owner[c] == 0) {
                    owner[c] = k + 1;
                } else {
                    int a = find(root, k);
                    int b = find(root, owner[c] - 1);
                    root[Math.max(a, b)] = Math.min(a, b);
                }
            }
        }
        long[][] partOf = new long[count][];
        List<long[]> parts = new ArrayList<>();        // in the order of their first instances
        for (int k = 0; k < count; k++) {
            int r = find(root, k);
            if (partOf[r] == null) {
                partOf[r] = new long[words];
                parts.add(partOf[r]);
            }
            long[] instance = instances[open[k]];
            for (int w = 0; w < words; w++) {
                partOf[r][w] |= instance[w];
            }
        }
        return parts;
    }

    /**
     * {@link #parts} of a board of at most 64 cells: each open instance joins the parts it meets
     * (parts never share a cell, so each is tested against the instance alone).
     */
    private static List<long[]> oneWordParts(long[][] instances, long live) {
        long[] parts = new long[instances.length];
        int n = 0;
        for (long[] instance : instances) {
            long m = instance[0];
            if ((m & ~live) != 0) {
                continue;
            }
            int first = -1;
            for (int p = 0; p < n; p++) {
                if ((parts[p] & m) == 0) {
                    continue;
                }
                if (first < 0) {
                    first = p;
                    parts[p] |= m;
                } else {
                    parts[first] |= parts[p];
                    System.arraycopy(parts, p + 1, parts, p, n - p - 1);
                    n--;
                    p--;
                }
            }
            if (first < 0) {
                parts[n++] = m;
            }
        }
        List<long[]> out = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            out.add(new long[] {parts[p]});
        }
        return out;
    }

    private static int find(int[] root, int k) {
        while (root[k] != k) {
            root[k] = root[root[k]];
            k = root[k];
        }
        return k;
    }

    /**
     * The component of {@code cells} made of the cells of {@code part}, every other cell dead: as
     * it stands, or, where the shape allows, its least image under the shape's reflections moved to
     * the top left corner (equal components in different places or orientations then meet).
     */
    private byte[] placed(long[] part, byte[] cells, int width, SplitAnalysis.Shape shape) {
        int n = 0;
        int[] at = new int[cells.length];             // the part's cells
        for (int w = 0; w < part.length; w++) {
            for (long m = part[w]; m != 0; m &= m - 1) {
                at[n++] = w << 6 | Long.numberOfTrailingZeros(m);
            }
        }
        if (!shape.movable()) {
            byte[] image = new byte[cells.length];
            Arrays.fill(image, dead);
            for (int k = 0; k < n; k++) {
                image[at[k]] = cells[at[k]];
            }
            return image;
        }
        byte[] best = null;
        byte[] image = new byte[cells.length];
        for (int[] map : shape.reflections()) {
            int r0 = Integer.MAX_VALUE;
            int c0 = Integer.MAX_VALUE;
            for (int k = 0; k < n; k++) {
                int to = map[at[k]];
                r0 = Math.min(r0, to / width);
                c0 = Math.min(c0, to % width);
            }
            int by = r0 * width + c0;
            Arrays.fill(image, dead);
            for (int k = 0; k < n; k++) {
                image[map[at[k]] - by] = cells[at[k]];
            }
            if (best == null || Arrays.compare(image, best) < 0) {
                byte[] swap = best == null ? new byte[cells.length] : best;
                best = image;
                image = swap;
            }
        }
        return best;
    }

    private static boolean within(long[] cells, long[] of) {
        for (int w = 0; w < cells.length; w++) {
            if ((cells[w] & ~of[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The instances of boards of this shape, the last shape asked for kept at hand. */
    private SplitAnalysis.Shape shape(int width, int size) {
        SplitAnalysis.Shape last = lastShape;
        if (last != null && last.width() == width && last.size() == size) {
            return last;
        }
        last = shapes.computeIfAbsent((long) width << 32 | size, key -> analysis.shape(width, size));
        lastShape = last;
        return last;
    }
}
