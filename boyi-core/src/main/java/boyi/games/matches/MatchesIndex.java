package boyi.games.matches;

import boyi.util.Text;
import boyi.util.TooLargeException;

/**
 * A dense numbering of the legal boards of one size, tier by tier: tier {@code k} holds the
 * boards with {@code k} matches, numbered {@code 0 .. tierSize(k) - 1} without gaps (a perfect
 * ranking, so a table needs one entry per legal board: 28 064 for 3 x 4 instead of
 * 3^12 = 531 441, 9 331 213 for 4 x 5 instead of 3^20 = 3 486 784 401).
 *
 * <p>How: a board is a sequence of legal rows (ids of {@link MatchesRowPatterns}). Going down
 * the board, the only thing a row passes to the rows below is, per column, whether the last
 * match seen in it is vertical (a bit mask {@code s}): a row with a {@code 1} in such a column
 * would connect. {@code completions[r][s][m]} counts the ways to fill rows {@code r..} from
 * state {@code s} with exactly {@code m} matches, and the rank of a board is the number of
 * boards of its tier that come before it in row-by-row order of row ids:
 * {@code rank = sum over r of offset[r][s_r][m_r][row_r]}, where {@code offset} adds up the
 * completions of the smaller row ids. Ranking costs one table lookup per row.
 *
 * <pre>{@code
 * MatchesIndex ix = MatchesIndex.of(3, 4);
 * ix.total();                  // 28064
 * ix.rank(rowIds, 5);          // 0 .. tierSize(5) - 1
 * }</pre>
 */
final class MatchesIndex {

    /** A row number no board has: {@code rankWith(ids, k, NO_ROW, 0)} replaces no row. */
    private static final int NO_ROW = -1;

    /** The largest offset table (longs) built: enough for 6 x 6 counts, and ranking up to 5 x 6. */
    private static final long MAX_OFFSETS = 8_000_000L;

    final int rows;
    final int cols;
    final MatchesRowPatterns rowPatterns;
    private final int states;
    private final int maxMatches;
    /** completions[r][s * (maxMatches + 1) + m]. */
    private final long[][] completions;
    /** offsets[((r * states + s) * (maxMatches + 1) + m) * count + id], built on demand. */
    private long[] offsets;
    /**
     * The same table in ints when every offset fits one (sizes up to 5 x 6), {@code offsets}
     * then null: half the cache lines per rank, the cost of ranking children and images.
     */
    private int[] narrowOffsets;
    /**
     * nextFit[((r * states + s) * (maxMatches + 1) + m) * (count + 1) + from]: the first row id
     * at least {@code from} that fits state s and leaves rows r+1.. completable with m matches
     * in all from row r, or -1; built when a cursor first walks a tier ({@link #buildNextFit}:
     * the cursor's step, one lookup a row), not for sizes that are only ranked.
     */
    private short[] nextFit;
    /** reversedColumns[s]: the column state s read right to left (the state of a board's column mirror). */
    private final int[] reversedColumns;

    private MatchesIndex(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.rowPatterns = MatchesRowPatterns.of(cols);
        this.states = 1 << cols;
        this.maxMatches = rows * cols;
        int width = maxMatches + 1;
        reversedColumns = new int[states];
        for (int s = 0; s < states; s++) {
            reversedColumns[s] = Integer.reverse(s) >>> (32 - cols);
        }
        completions = new long[rows + 1][states * width];
        for (int s = 0; s < states; s++) {
            completions[rows][s * width] = 1;
        }
        MatchesRowPatterns p = rowPatterns;
        for (int r = rows - 1; r >= 0; r--) {
            for (int s = 0; s < states; s++) {
                for (int id = 0; id < p.count; id++) {
                    if ((p.v[id] & s) != 0) {
                        continue;
                    }
                    int next = next(s, id);
                    for (int m = p.matches[id]; m <= maxMatches; m++) {
                        completions[r][s * width + m] += completions[r + 1][next * width + m - p.matches[id]];
                    }
                }
            }
        }
    }

    static MatchesIndex of(int rows, int cols) {
        return new MatchesIndex(rows, cols);
    }

    /** The column state below a row: columns whose last match is vertical. */
    int next(int state, int id) {
        return (state & ~rowPatterns.h[id]) | rowPatterns.v[id];
    }

    /** Whether row {@code id} may follow column state {@code state} (no vertical match connects). */
    boolean fits(int state, int id) {
        return (rowPatterns.v[id] & state) == 0;
    }

    int maxMatches() {
        return maxMatches;
    }

    /** The number of legal boards with {@code k} matches. */
    long tierSize(int k) {
        return completions[0][k];
    }

    /** The number of legal boards. */
    long total() {
        long t = 0;
        for (int k = 0; k <= maxMatches; k++) {
            t += tierSize(k);
        }
        return t;
    }

    /** Completions of rows {@code r..} from state {@code s} with {@code m} matches. */
    long completions(int r, int s, int m) {
        return completions[r][s * (maxMatches + 1) + m];
    }

    /**
     * The number of legal boards that keep every match of {@code b} (its possible futures, an
     * upper bound on the positions a search from {@code b} can reach); {@code b} must have no
     * connected matches.
     */
    long extensions(MatchesBoard b) {
        int[] given = rowIds(b);
        long[] counts = new long[states];
        counts[0] = 1;
        MatchesRowPatterns p = rowPatterns;
        for (int r = 0; r < rows; r++) {
            int gh = p.h[given[r]];
            int gv = p.v[given[r]];
            long[] nextCounts = new long[states];
            for (int s = 0; s < states; s++) {
                if (counts[s] == 0) {
                    continue;
                }
                for (int id = 0; id < p.count; id++) {
                    if ((p.h[id] & gh) == gh && (p.v[id] & gv) == gv && fits(s, id)) {
                        nextCounts[next(s, id)] += counts[s];
                    }
                }
            }
            counts = nextCounts;
        }
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        return total;
    }

    /** Builds the offset table for ranking (a few MB at most). */
    synchronized void buildOffsets() {
        if (offsets != null || narrowOffsets != null) {
            return;
        }
        MatchesRowPatterns p = rowPatterns;
        long size = (long) rows * states * (maxMatches + 1) * p.count;
        if (size > MAX_OFFSETS) {
            throw new TooLargeException(Text.format("给 %d x %d 的棋盘编号需要 %d 个偏移量，最多只建 %d 个",
                    "ranking %d x %d boards needs %d offsets; at most %d are built", rows, cols, size, MAX_OFFSETS));
        }
        long[] off = new long[(int) size];
        long largest = 0;
        int width = maxMatches + 1;
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < states; s++) {
                for (int m = 0; m <= maxMatches; m++) {
                    int base = ((r * states + s) * width + m) * p.count;
                    long sum = 0;
                    for (int id = 0; id < p.count; id++) {
                        off[base + id] = sum;
                        if (fits(s, id) && p.matches[id] <= m) {
                            sum += completions[r + 1][next(s, id) * width + m - p.matches[id]];
                        }
                    }
                    largest = Math.max(largest, sum);
                }
            }
        }
        if (largest <= Integer.MAX_VALUE) {
            int[] narrow = new int[off.length];
            for (int i = 0; i < off.length; i++) {
                narrow[i] = (int) off[i];
            }
            narrowOffsets = narrow;
        } else {
            offsets = off;
        }
    }

    /** Builds the table of {@link #advance}'s step (a few MB at most; without it, the step scans the row ids). */
    synchronized void buildNextFit() {
        if (nextFit != null) {
            return;
        }
        MatchesRowPatterns p = rowPatterns;
        int width = maxMatches + 1;
        short[] fit = new short[(int) ((long) rows * states * width * (p.count + 1))];
        for (int r = 0; r < rows; r++) {
            for (int s = 0; s < states; s++) {
                for (int m = 0; m <= maxMatches; m++) {
                    int base = ((r * states + s) * width + m) * (p.count + 1);
                    int next = -1;
                    fit[base + p.count] = -1;
                    for (int id = p.count - 1; id >= 0; id--) {
                        if (fitsAndCompletes(r, s, m, id)) {
                            next = id;
                        }
                        fit[base + id] = (short) next;
                    }
                }
            }
        }
        nextFit = fit;
    }

    /** The rank of a legal board, given by its row ids, within tier {@code k} (its match count). */
    long rank(int[] rowIds, int k) {
        return rankWith(rowIds, k, NO_ROW, 0);
    }

    /**
     * The term of row {@code r} in a rank: the boards of the tier that agree with this one above
     * row {@code r} and have a smaller id in row {@code r} (state {@code s}, {@code m} matches
     * in rows {@code r..}). A rank is the sum of its rows' terms.
     */
    long offset(int r, int s, int m, int id) {
        int i = ((r * states + s) * (maxMatches + 1) + m) * rowPatterns.count + id;
        int[] narrow = narrowOffsets;
        return narrow != null ? narrow[i] : offsets[i];
    }

    /** The rank within tier {@code k} of the board {@code rowIds} with row {@code row} replaced by {@code id}. */
    long rankWith(int[] rowIds, int k, int row, int id) {
        long rank = 0;
        int s = 0;
        int m = k;
        for (int r = 0; r < rows; r++) {
            int x = r == row ? id : rowIds[r];
            rank += offset(r, s, m, x);
            m -= rowPatterns.matches[x];
            s = next(s, x);
        }
        return rank;
    }

    /**
     * The rank within tier {@code k} of the column mirror of a board whose row ids, column
     * states and matches from each row on are {@code rowIds}, {@code state} and {@code left}
     * (a walk's arrays): the mirror's rows have the mirrored ids and column states and the same
     * match counts, so no state is followed.
     */
    long mirroredRank(int[] rowIds, int[] state, int[] left) {
        long rank = 0;
        for (int r = 0; r < rows; r++) {
            rank += offset(r, reversedColumns[state[r]], left[r], rowPatterns.mirror[rowIds[r]]);
        }
        return rank;
    }

    /**
     * Ranks within tier {@code k} two images of a board in one walk down its rows: the board
     * read top down ({@code bottomUp} false) or bottom up, into {@code pair[0]}, and the
     * same read right to left (its column mirror, whose states are the mirrored states) into
     * {@code pair[1]}.
     */
    void rankWithMirror(int[] rowIds, int k, boolean bottomUp, long[] pair) {
        long plain = 0;
        long mirrored = 0;
        int s = 0;
        int m = k;
        for (int r = 0; r < rows; r++) {
            int id = rowIds[bottomUp ? rows - 1 - r : r];
            plain += offset(r, s, m, id);
            mirrored += offset(r, reversedColumns[s], m, rowPatterns.mirror[id]);
            m -= rowPatterns.matches[id];
            s = next(s, id);
        }
        pair[0] = plain;
        pair[1] = mirrored;
    }

    /** The row ids of the board with rank {@code rank} in tier {@code k}. */
    int[] unrank(int k, long rank) {
        if (rank < 0 || rank >= tierSize(k)) {
            throw new IllegalArgumentException("rank " + rank + " outside tier " + k);
        }
        int[] ids = new int[rows];
        int s = 0;
        int m = k;
        long left = rank;
        for (int r = 0; r < rows; r++) {
            for (int id = 0; ; id++) {
                long c = fits(s, id) && rowPatterns.matches[id] <= m ? completions(r + 1, next(s, id), m - rowPatterns.matches[id]) : 0;
                if (left < c) {
                    ids[r] = id;
                    m -= rowPatterns.matches[id];
                    s = next(s, id);
                    break;
                }
                left -= c;
            }
        }
        return ids;
    }

    /** The row ids of a board of this size. */
    int[] rowIds(MatchesBoard b) {
        int[] ids = new int[rows];
        int full = (1 << cols) - 1;
        for (int r = 0; r < rows; r++) {
            int hh = (int) (b.horizontal() >>> (r * cols)) & full;
            int vv = (int) (b.vertical() >>> (r * cols)) & full;
            ids[r] = rowPatterns.id(hh, vv);
        }
        return ids;
    }

    /** The board with these row ids. */
    MatchesBoard board(int[] ids) {
        long hh = 0;
        long vv = 0;
        for (int r = 0; r < rows; r++) {
            hh |= (long) rowPatterns.h[ids[r]] << (r * cols);
            vv |= (long) rowPatterns.v[ids[r]] << (r * cols);
        }
        return new MatchesBoard(rows, cols, hh, vv);
    }

    /**
     * Steps {@code ids} to the next board of tier {@code k} in rank order; {@code state[r]} and
     * {@code left[r]} (column state and matches still to place above row r) are kept in step.
     * Call {@link #first} to start. Returns false after the last board.
     */
    boolean advance(int[] ids, int[] state, int[] left) {
        return advanceRow(ids, state, left, rows - 1, ids[rows - 1] + 1) >= 0;
    }

    /**
     * Steps {@code ids} to the first board of the tier after this one whose row {@code row} has
     * an id at least {@code from} (rows above kept), or whose rows above it come later: skips
     * the boards in between without visiting them. Returns the first row that changed (rows
     * below it changed too), or -1 when no board follows.
     */
    int advanceRow(int[] ids, int[] state, int[] left, int row, int from) {
        int start = from;
        for (int r = row; r >= 0; r--) {
            int id = start <= rowPatterns.count ? nextFitting(r, state[r], left[r], start) : -1;
            if (id >= 0) {
                ids[r] = id;
                fill(ids, state, left, r);
                return r;
            }
            if (r > 0) {
                start = ids[r - 1] + 1;
            }
        }
        return -1;
    }

    /** Sets {@code ids} to the board of rank {@code rank} in tier {@code k}, with {@code state} and {@code left} in step. */
    void seek(int k, long rank, int[] ids, int[] state, int[] left) {
        System.arraycopy(unrank(k, rank), 0, ids, 0, rows);
        state[0] = 0;
        left[0] = k;
        for (int r = 0; r + 1 < rows; r++) {
            state[r + 1] = next(state[r], ids[r]);
            left[r + 1] = left[r] - rowPatterns.matches[ids[r]];
        }
    }

    /** Sets {@code ids} to the first board of tier {@code k}; false when the tier is empty. */
    boolean first(int k, int[] ids, int[] state, int[] left) {
        state[0] = 0;
        left[0] = k;
        if (tierSize(k) == 0) {
            return false;
        }
        ids[0] = nextFitting(0, 0, k, 0);
        fill(ids, state, left, 0);
        return true;
    }

    /** Row {@code from} is chosen; chooses the first fitting rows below it. */
    private void fill(int[] ids, int[] state, int[] left, int from) {
        for (int r = from; r < rows; r++) {
            if (r > from) {
                ids[r] = nextFitting(r, state[r], left[r], 0);
            }
            if (r + 1 < rows) {
                state[r + 1] = next(state[r], ids[r]);
                left[r + 1] = left[r] - rowPatterns.matches[ids[r]];
            }
        }
    }

    /** The first row id at least {@code from} that fits and can be completed, or -1. */
    private int nextFitting(int r, int s, int m, int from) {
        short[] fit = nextFit;
        if (fit != null) {
            return fit[((r * states + s) * (maxMatches + 1) + m) * (rowPatterns.count + 1) + from];
        }
        MatchesRowPatterns p = rowPatterns;
        int end = p.firstWithMatches[Math.min(m, cols) + 1];
        int start = r == rows - 1 ? Math.max(from, p.firstWithMatches[Math.min(m, cols + 1)]) : from;
        for (int id = start; id < end; id++) {
            if (fitsAndCompletes(r, s, m, id)) {
                return id;
            }
        }
        return -1;
    }

    /** Whether row {@code id} fits state s in row r and rows r+1.. can be completed (m matches from row r on). */
    private boolean fitsAndCompletes(int r, int s, int m, int id) {
        int left = m - rowPatterns.matches[id];
        return fits(s, id) && left >= 0 && completions(r + 1, next(s, id), left) > 0;
    }
}
