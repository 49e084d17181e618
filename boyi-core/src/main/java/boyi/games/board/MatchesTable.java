package boyi.games.board;

import boyi.model.Value;
import boyi.solve.Interruption;
import boyi.solve.ByteValueStore;
import boyi.solve.ValueCode;
import boyi.util.TooLargeException;

/**
 * The strong solution of every legal matches board of one size: value and remoteness of each
 * position, one byte per position, computed by retrograde analysis tier by tier (as the
 * Gamesman tier solvers do). Every move adds a match, so the children of tier {@code k}
 * (boards with {@code k} matches) all lie in tier {@code k + 1}; the tiers are solved from the
 * fullest down to the empty board, each in one pass over its positions in rank order
 * ({@link MatchesIndex}), reading the children's values from the tier above.
 *
 * <p>Symmetry: mirror images (and, on square boards, transposes with {@code -} and {@code 1}
 * swapped) have equal values. A position with an image of smaller rank in its tier copies that
 * image's value, solved earlier in the same pass; only the first of each symmetry class is
 * solved from its moves (about 1/4 of them, 1/8 on square boards).
 *
 * <pre>{@code
 * MatchesTable t = MatchesTable.solve(3, 4);    // 28 064 positions, a few milliseconds
 * t.value(MatchesBoard.empty(3, 4));           // the value of the empty 3 x 4 board
 * }</pre>
 */
public final class MatchesTable {

    /** The most positions one table may hold (a byte each): 5 x 5 (292 449 726) fits. */
    public static final long MAX_POSITIONS = 400_000_000L;

    private final MatchesIndex index;
    private final ByteValueStore[] tiers;
    private final boolean square;
    private final int[] image;
    private final int[] transposed;
    private long solvedFromMoves;
    private long millis;

    private MatchesTable(MatchesIndex index) {
        this.index = index;
        this.tiers = new ByteValueStore[index.maxMatches() + 1];
        this.square = index.rows == index.cols;
        this.image = new int[index.rows];
        this.transposed = new int[index.rows];
    }

    /**
     * Solves every legal board of {@code rows x cols}.
     *
     * @throws TooLargeException when the table would exceed {@link #MAX_POSITIONS} or the heap
     */
    public static MatchesTable solve(int rows, int cols) {
        MatchesIndex index = MatchesIndex.of(rows, cols);
        long total = index.total();
        if (total > MAX_POSITIONS) {
            throw new TooLargeException("the " + rows + " x " + cols + " table would hold " + total
                    + " positions; at most " + MAX_POSITIONS + " fit in one table");
        }
        long free = Runtime.getRuntime().maxMemory() - (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory());
        if (total + (64L << 20) > free) {
            throw new TooLargeException("the " + rows + " x " + cols + " table needs about " + (total >> 20)
                    + " MB and only " + (free >> 20) + " MB of heap are free (raise -Xmx)");
        }
        index.buildOffsets();
        MatchesTable t = new MatchesTable(index);
        long start = System.nanoTime();
        for (int k = index.maxMatches(); k >= 0; k--) {
            t.solveTier(k);
        }
        t.millis = (System.nanoTime() - start) / 1_000_000;
        return t;
    }

    private void solveTier(int k) {
        ByteValueStore store = new ByteValueStore(index.tierSize(k));
        tiers[k] = store;
        int rows = index.rows;
        int[] ids = new int[rows];
        int[] state = new int[rows];
        int[] left = new int[rows];
        if (!index.first(k, ids, state, left)) {
            return;
        }
        ByteValueStore up = k < index.maxMatches() ? tiers[k + 1] : null;
        long rank = 0;
        Interruption stop = new Interruption();
        do {
            stop.check();
            long smaller = smallestImage(ids, k, rank);
            if (smaller < rank) {
                store.setCode(rank, store.code(smaller));
            } else {
                store.setCode(rank, solveFromMoves(ids, k, up));
                solvedFromMoves++;
            }
            rank++;
        } while (index.advance(ids, state, left));
    }

    /** The least rank among the symmetric images of {@code ids}, stopping at the first below {@code rank}. */
    private long smallestImage(int[] ids, int k, long rank) {
        long least = mirrorBelow(ids, k, rank);
        if (least < rank || !square) {
            return least;
        }
        transpose(ids, transposed);
        long t = index.rank(transposed, k);
        return t < rank ? t : mirrorBelow(transposed, k, rank);
    }

    /** The rank of the first mirror image of {@code base} ranked below {@code rank}, else {@code rank}. */
    private long mirrorBelow(int[] base, int k, long rank) {
        MatchesRowPatterns p = index.rowPatterns;
        int rows = index.rows;
        int[] img = image;
        for (int variant = 1; variant <= 3; variant++) {
            for (int r = 0; r < rows; r++) {
                int source = (variant & 2) != 0 ? base[rows - 1 - r] : base[r];
                img[r] = (variant & 1) != 0 ? p.mirror[source] : source;
            }
            long x = index.rank(img, k);
            if (x < rank) {
                return x;
            }
        }
        return rank;
    }

    /** Transposes a square board of row ids: column c becomes row c, {@code -} and {@code 1} swap. */
    private void transpose(int[] ids, int[] out) {
        MatchesRowPatterns p = index.rowPatterns;
        int n = index.rows;
        for (int c = 0; c < n; c++) {
            int hh = 0;
            int vv = 0;
            for (int r = 0; r < n; r++) {
                hh |= (p.v[ids[r]] >>> c & 1) << r;
                vv |= (p.h[ids[r]] >>> c & 1) << r;
            }
            out[c] = p.id(hh, vv);
        }
    }

    /** The code of a position from its children's codes in the tier above. */
    private long solveFromMoves(int[] ids, int k, ByteValueStore up) {
        MatchesRowPatterns p = index.rowPatterns;
        int full = (1 << index.cols) - 1;
        int leastLoss = Integer.MAX_VALUE;
        int greatest = -1;
        for (int r = 0; r < index.rows; r++) {
            int id = ids[r];
            int empty = ~(p.h[id] | p.v[id]) & full;
            while (empty != 0) {
                int c = Integer.numberOfTrailingZeros(empty);
                empty &= empty - 1;
                for (int o = 0; o < 2; o++) {
                    int child = o == 0 ? p.placeH[id][c] : verticalFits(ids, r, c) ? p.placeV[id][c] : -1;
                    if (child < 0) {
                        continue;
                    }
                    long code = up.code(index.rankWith(ids, k + 1, r, child));
                    int rem = (int) ValueCode.remoteness(code);
                    if (ValueCode.isLoss(code) && rem < leastLoss) {
                        leastLoss = rem;
                    }
                    greatest = Math.max(greatest, rem);
                }
            }
        }
        if (leastLoss != Integer.MAX_VALUE) {
            return ValueCode.win(leastLoss + 1);
        }
        return ValueCode.loss(greatest + 1);
    }

    /** Whether a {@code 1} at the empty cell (r, c) is not connected to another {@code 1} in column c. */
    private boolean verticalFits(int[] ids, int r, int c) {
        MatchesRowPatterns p = index.rowPatterns;
        int bit = 1 << c;
        for (int i = r - 1; i >= 0; i--) {
            if ((p.v[ids[i]] & bit) != 0) {
                return false;
            }
            if ((p.h[ids[i]] & bit) != 0) {
                break;
            }
        }
        for (int i = r + 1; i < index.rows; i++) {
            if ((p.v[ids[i]] & bit) != 0) {
                return false;
            }
            if ((p.h[ids[i]] & bit) != 0) {
                break;
            }
        }
        return true;
    }

    /** The value of a legal board of this table's size. */
    public Value value(MatchesBoard board) {
        if (board.rows() != index.rows || board.cols() != index.cols) {
            throw new IllegalArgumentException("a " + board.rows() + " x " + board.cols() + " board in a "
                    + index.rows + " x " + index.cols + " table");
        }
        int k = board.matches();
        return tiers[k].get(index.rank(index.rowIds(board), k));
    }

    public int rows() {
        return index.rows;
    }

    public int cols() {
        return index.cols;
    }

    /** The number of positions (legal boards) in the table. */
    public long positions() {
        return index.total();
    }

    /** The number of positions solved from their moves rather than copied from a mirror image. */
    public long solvedFromMoves() {
        return solvedFromMoves;
    }

    /** Positions per tier: {@code [k]} = boards with k matches. */
    public long[] tierSizes() {
        return tierSizes(index.rows, index.cols);
    }

    /** The bytes of the value arrays. */
    public long bytes() {
        return index.total();
    }

    public long millis() {
        return millis;
    }

    /** The number of legal boards with each number of matches (no table is built). */
    public static long[] tierSizes(int rows, int cols) {
        MatchesIndex ix = MatchesIndex.of(rows, cols);
        long[] out = new long[ix.maxMatches() + 1];
        for (int k = 0; k < out.length; k++) {
            out[k] = ix.tierSize(k);
        }
        return out;
    }
}
