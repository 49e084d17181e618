package boyi.games.board;

import boyi.model.Value;
import boyi.solve.LongLongMap;
import boyi.solve.ValueCode;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;

/**
 * Value and remoteness of single matches positions on boards too large for a table (up to
 * 6 x 6): memoised negamax with an explicit stack (depth at most 36), keyed by a {@code long}
 * per symmetry class, within a budget of positions and of time. The memo is kept between calls,
 * so the moves of one position are solved almost for free after the position itself.
 *
 * <p>Key: the board in base 3, a row a "digit" of radix 3^cols (3^36 &lt; 2^58), minimised
 * over the mirror images (and transposes of square boards). Any board works, also one whose
 * full lines hold connected matches (as the contest's sample {@code 1111/----/0010} does).
 *
 * <pre>{@code
 * MatchesSearch s = new MatchesSearch(6, 6, 10_000_000, 60_000);
 * s.value(MatchesBoard.parse("-0-0-0/..."));   // or TooLargeException past the budget
 * }</pre>
 */
public final class MatchesSearch {

    private final int rows;
    private final int cols;
    private final int radix;
    /** base3[h | v << cols]: the row's cells as base-3 digits (0 empty, 1 {@code -}, 2 {@code 1}), cell 0 lowest. */
    private final int[] base3;
    /** mirror3[code]: the base-3 code of the row read right to left. */
    private final int[] mirror3;
    private final long budget;
    private final long millisBudget;
    private final LongLongMap memo;
    private final int[] rowCodes;
    private final int[] transposed;

    /**
     * @param budget       the most positions to memoise
     * @param millisBudget the longest one call may take
     */
    public MatchesSearch(int rows, int cols, long budget, long millisBudget) {
        this.rows = rows;
        this.cols = cols;
        int r3 = 1;
        for (int c = 0; c < cols; c++) {
            r3 *= 3;
        }
        this.radix = r3;
        this.base3 = new int[1 << (2 * cols)];
        this.mirror3 = new int[r3];
        for (int key = 0; key < base3.length; key++) {
            int code = 0;
            int mirrored = 0;
            for (int c = cols - 1; c >= 0; c--) {
                int digit = (key >>> c & 1) != 0 ? 1 : (key >>> (cols + c) & 1) != 0 ? 2 : 0;
                code = code * 3 + digit;
            }
            for (int c = 0; c < cols; c++) {
                int digit = (key >>> c & 1) != 0 ? 1 : (key >>> (cols + c) & 1) != 0 ? 2 : 0;
                mirrored = mirrored * 3 + digit;
            }
            base3[key] = code;
            mirror3[code] = mirrored;
        }
        this.budget = budget;
        this.millisBudget = millisBudget;
        this.memo = new LongLongMap(1 << 12, budget);
        this.rowCodes = new int[rows];
        this.transposed = new int[Math.max(rows, cols)];
    }

    /** The default budget: 10 million positions (less on a small heap; about 300 MB) and 60 seconds. */
    public static MatchesSearch withDefaultBudget(int rows, int cols) {
        long byHeap = Runtime.getRuntime().maxMemory() / 100;
        return new MatchesSearch(rows, cols, Math.max(100_000, Math.min(10_000_000L, byHeap)), 60_000);
    }

    /** Positions memoised so far. */
    public int positions() {
        return memo.size();
    }

    /**
     * The value of a legal board of this size.
     *
     * @throws TooLargeException when the search needs more positions or time than the budget
     */
    public synchronized Value value(MatchesBoard root) {
        if (root.rows() != rows || root.cols() != cols) {
            throw new IllegalArgumentException("a " + root.rows() + " x " + root.cols() + " board in a "
                    + rows + " x " + cols + " search");
        }
        long known = memo.get(key(root.horizontal(), root.vertical()));
        if (known != 0) {
            return ValueCode.value(known);
        }
        if (!root.hasConnectedMatches()) {
            // The search meets about one position per symmetry class of the root's possible
            // futures; classes merge mostly through the symmetries that fix the root.
            long futures = MatchesIndex.of(rows, cols).extensions(root);
            long classes = futures / selfSymmetries(root);
            if (classes > budget) {
                throw new TooLargeException(tooLarge(root, "about " + classes + " positions (of its " + futures
                        + " possible futures), more than " + budget + " (the memory budget)"));
            }
        }
        int cells = rows * cols;
        int maxDepth = cells - root.matches() + 1;
        long[] h = new long[maxDepth];
        long[] v = new long[maxDepth];
        long[] keys = new long[maxDepth];
        int[] next = new int[maxDepth];          // next move to try: cell * 2 + (0 for -, 1 for 1)
        int[] leastLoss = new int[maxDepth];
        int[] greatest = new int[maxDepth];
        long deadline = System.nanoTime() + millisBudget * 1_000_000;
        long steps = 0;
        int d = 0;
        h[0] = root.horizontal();
        v[0] = root.vertical();
        keys[0] = key(h[0], v[0]);
        leastLoss[0] = Integer.MAX_VALUE;
        greatest[0] = -1;
        while (d >= 0) {
            if ((++steps & 0xffff) == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
                throw new TooLargeException(tooLarge(root, "more than " + millisBudget / 1000 + " s (the time budget)"));
            }
            boolean descended = false;
            while (next[d] < 2 * cells) {
                int move = next[d]++;
                int cell = move >>> 1;
                boolean vertical = (move & 1) != 0;
                if (!canPlace(h[d], v[d], cell, vertical)) {
                    continue;
                }
                long ch = vertical ? h[d] : h[d] | 1L << cell;
                long cv = vertical ? v[d] | 1L << cell : v[d];
                long childKey = key(ch, cv);
                long code = memo.get(childKey);
                if (code == 0) {
                    d++;
                    h[d] = ch;
                    v[d] = cv;
                    keys[d] = childKey;
                    next[d] = 0;
                    leastLoss[d] = Integer.MAX_VALUE;
                    greatest[d] = -1;
                    descended = true;
                    break;
                }
                fold(code, d, leastLoss, greatest);
            }
            if (descended) {
                continue;
            }
            long code = leastLoss[d] != Integer.MAX_VALUE ? ValueCode.win(leastLoss[d] + 1)
                    : ValueCode.loss(greatest[d] + 1);
            remember(keys[d], code, root);
            d--;
            if (d >= 0) {
                fold(code, d, leastLoss, greatest);
            }
        }
        return ValueCode.value(memo.get(keys[0]));
    }

    /** The number of symmetries of the board that map it to itself (1, 2, 4 or 8). */
    static int selfSymmetries(MatchesBoard b) {
        List<MatchesBoard> images = new ArrayList<>(List.of(b, b.mirrorColumns(), b.mirrorRows(), b.mirrorColumns().mirrorRows()));
        if (b.rows() == b.cols()) {
            MatchesBoard t = b.transpose();
            images.addAll(List.of(t, t.mirrorColumns(), t.mirrorRows(), t.mirrorColumns().mirrorRows()));
        }
        return (int) images.stream().filter(b::equals).count();
    }

    private void remember(long key, long code, MatchesBoard root) {
        try {
            memo.put(key, code);
        } catch (TooLargeException e) {
            throw new TooLargeException(tooLarge(root, "more than " + budget + " positions (the memory budget)"));
        }
    }

    private static void fold(long code, int d, int[] leastLoss, int[] greatest) {
        int rem = (int) ValueCode.remoteness(code);
        if (ValueCode.isLoss(code) && rem < leastLoss[d]) {
            leastLoss[d] = rem;
        }
        if (rem > greatest[d]) {
            greatest[d] = rem;
        }
    }

    private String tooLarge(MatchesBoard root, String what) {
        return "the " + rows + " x " + cols + " board " + root.format() + " (" + (rows * cols - root.matches())
                + " empty cells) needs " + what + "; boards up to 5 x 5 are solved by their table instead,"
                + " larger ones only with fewer empty cells";
    }

    /** Whether a match fits at the cell of the board (h, v): empty, and not connected in its line. */
    private boolean canPlace(long h, long v, int cell, boolean vertical) {
        long bit = 1L << cell;
        if (((h | v) & bit) != 0) {
            return false;
        }
        long same = vertical ? v : h;
        long other = vertical ? h : v;
        int step = vertical ? cols : 1;
        int r = cell / cols;
        int lo = vertical ? 0 : r * cols;               // first cell of the line
        int hi = vertical ? rows * cols : r * cols + cols; // one past the last
        for (int i = cell - step; i >= lo; i -= step) {
            if ((same >>> i & 1) != 0) {
                return false;
            }
            if ((other >>> i & 1) != 0) {
                break;
            }
        }
        for (int i = cell + step; i < hi; i += step) {
            if ((same >>> i & 1) != 0) {
                return false;
            }
            if ((other >>> i & 1) != 0) {
                break;
            }
        }
        return true;
    }

    /** The memo key of the board's symmetry class: the least base-3 code of its images. */
    long key(long h, long v) {
        int full = (1 << cols) - 1;
        for (int r = 0; r < rows; r++) {
            rowCodes[r] = base3[(int) (h >>> (r * cols)) & full | ((int) (v >>> (r * cols)) & full) << cols];
        }
        long least = leastMirrorKey(rowCodes, rows);
        if (rows == cols) {
            for (int c = 0; c < cols; c++) {
                int hh = 0;
                int vv = 0;
                for (int r = 0; r < rows; r++) {
                    hh |= (int) (v >>> (r * cols + c) & 1) << r;
                    vv |= (int) (h >>> (r * cols + c) & 1) << r;
                }
                transposed[c] = base3[hh | vv << cols];
            }
            least = Math.min(least, leastMirrorKey(transposed, rows));
        }
        return least;
    }

    private long leastMirrorKey(int[] codes, int n) {
        long least = Long.MAX_VALUE;
        for (int variant = 0; variant < 4; variant++) {
            long k = 0;
            for (int r = 0; r < n; r++) {
                int source = (variant & 2) != 0 ? codes[n - 1 - r] : codes[r];
                k = k * radix + ((variant & 1) != 0 ? mirror3[source] : source);
            }
            least = Math.min(least, k);
        }
        return least;
    }
}
