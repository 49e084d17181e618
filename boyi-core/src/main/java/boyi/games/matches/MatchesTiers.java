package boyi.games.matches;

import boyi.model.Tiered;
import boyi.solve.tier.TierCursor;
import boyi.solve.tier.TierGame;
import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * The legal matches boards of one size as tiers: tier {@code k} holds the boards with {@code k}
 * matches, ranked densely by {@link MatchesIndex} (legal boards only); every move leads to tier
 * {@code k + 1}. As a {@link TierGame} it gives the tier engines a fast cursor that walks the
 * boards as row ids and ranks a child by changing one row; its images are the mirror images
 * (and, on square boards, the transposes with {@code -} and {@code 1} swapped), so only the
 * least-ranked board of each symmetry class (about 1/4, 1/8 on square boards) is solved from its
 * moves.
 *
 * <pre>{@code
 * MatchesTiers t = MatchesTiers.of(3, 4);
 * t.tierSize(0);                                  // 1: the empty board
 * t.unrank(5, t.rank(b)).equals(b);              // for a board b with 5 matches
 * }</pre>
 */
public final class MatchesTiers implements TierGame, Tiered<MatchesBoard>, MatchesRules {

    @Override
    public Tiered<MatchesBoard> asTiered() {
        return this;
    }

    private final MatchesIndex index;
    private final long positions;

    private MatchesTiers(MatchesIndex index) {
        this.index = index;
        this.positions = index.total();
    }

    /** The tiers of {@code rows x cols} boards (builds the ranking tables, a few MB at most). */
    public static MatchesTiers of(int rows, int cols) {
        MatchesIndex ix = MatchesIndex.of(rows, cols);
        ix.buildOffsets();
        return new MatchesTiers(ix);
    }

    /**
     * The tiers of a size written {@code 5x6} (rows x columns, 1..6 each).
     *
     * @throws BadInputException naming the size when it is not one
     */
    public static MatchesTiers parse(String size) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\s*([1-6])\\s*[xX×*]\\s*([1-6])\\s*").matcher(size);
        if (!m.matches()) {
            throw new BadInputException(Text.format("棋盘大小 \"%s\"：应为 行x列，各 1..6，如 5x6",
                    "board size \"%s\": expected rows x columns, each 1..6, e.g. 5x6", size));
        }
        return of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    public int rows() {
        return index.rows;
    }

    public int cols() {
        return index.cols;
    }

    /** The number of legal boards of this size. */
    public long positions() {
        return positions;
    }

    /** The number of legal boards that keep every match of {@code b} (its possible futures). */
    public long extensions(MatchesBoard b) {
        return index.extensions(b);
    }

    @Override
    public String name() {
        return "matches";
    }

    @Override
    public String parameters() {
        return index.rows + "x" + index.cols;
    }

    @Override
    public int tierCount() {
        return index.maxMatches() + 1;
    }

    @Override
    public long tierSize(int tier) {
        return index.tierSize(tier);
    }

    @Override
    public int[] childTiers(int tier) {
        return tier < index.maxMatches() ? new int[] {tier + 1} : new int[0];
    }

    /** Every move fills a cell: at most rows x cols moves are left. */
    @Override
    public long maxRemoteness() {
        return index.maxMatches();
    }

    @Override
    public int maxMoves() {
        return 2 * index.maxMatches();
    }

    @Override
    public int tier(MatchesBoard b) {
        return b.matches();
    }

    /** The rank of a legal board (no connected matches: callers check) of this size. */
    @Override
    public long rank(MatchesBoard b) {
        if (b.rows() != index.rows || b.cols() != index.cols) {
            throw new IllegalArgumentException("not a legal " + parameters() + " board: " + b.format());
        }
        return index.rank(index.rowIds(b), b.matches());
    }

    @Override
    public MatchesBoard unrank(int tier, long rank) {
        return index.board(index.unrank(tier, rank));
    }

    @Override
    public TierCursor cursor(int tier) {
        index.buildNextFit();
        return new Cursor(tier);
    }

    /** Walks tier {@code k} as row ids; children and images are ranked row by row. */
    private final class Cursor implements TierCursor {
        private final int k;
        private final int[] ids;
        private final int[] state;
        private final int[] left;
        private final int[] image;
        private final int[] transposed;
        private final boolean square = index.rows == index.cols;
        /** order[i]: image i compared with the board: [0..2] mirrors of the board, [3] its transpose, [4..6] the transpose's mirrors. */
        private final int[] order = new int[7];
        /** Two image ranks from one walk ({@link MatchesIndex#rankWithMirror}). */
        private final long[] pair = new long[2];
        /** prefixPlus[r]: the terms of rows above r with one match more below them (a child's rank). */
        private final long[] prefixPlus;
        /** above[r]: the terms of this board's rows above r (above[rows] is its rank); rows r.. add rank - above[r]. */
        private final long[] above;
        /** blocked[r]: the columns where a {@code 1} in row r would connect to another (set by children). */
        private final int[] blocked;
        private long rank;
        private final int rows = index.rows;

        Cursor(int k) {
            this.k = k;
            int n = index.rows;
            ids = new int[n];
            state = new int[n];
            left = new int[n];
            image = new int[n];
            transposed = new int[n];
            prefixPlus = new long[n + 1];
            above = new long[n + 1];
            blocked = new int[n];
        }

        @Override
        public void seek(long r) {
            index.seek(k, r, ids, state, left);
            rankFrom(0);
        }

        @Override
        public boolean next() {
            int changed = index.advanceRow(ids, state, left, rows - 1, ids[rows - 1] + 1);
            if (changed < 0) {
                return false;
            }
            rankFrom(changed);
            return true;
        }

        /** Rows {@code row..} changed: their terms and the rank again (the terms above are kept). */
        private void rankFrom(int row) {
            for (int r = row; r < rows; r++) {
                above[r + 1] = above[r] + index.offset(r, state[r], left[r], ids[r]);
            }
            rank = above[rows];
        }

        /**
         * Skips the boards that {@link #images} rejects by their first and last rows alone
         * (a mirror image starts with a smaller row id): a whole block of boards when the first
         * row's mirror is smaller, and last rows smaller than the first row or whose mirror is.
         */
        @Override
        public boolean nextCandidate() {
            int[] mirrorOf = index.rowPatterns.mirror;
            int last = rows - 1;
            int changed = index.advanceRow(ids, state, left, last, ids[last] + 1);
            int top = changed;
            while (changed >= 0) {
                top = Math.min(top, changed);
                int first = ids[0];
                if (mirrorOf[first] < first) {
                    changed = index.advanceRow(ids, state, left, 0, first + 1);
                } else if (ids[last] < first) {
                    changed = index.advanceRow(ids, state, left, last, first);
                } else if (mirrorOf[ids[last]] < first) {
                    changed = index.advanceRow(ids, state, left, last, ids[last] + 1);
                } else {
                    rankFrom(top);
                    return true;
                }
            }
            return false;
        }

        @Override
        public long rank() {
            return rank;
        }

        /**
         * Children are ranked incrementally: a child replaces one row r by a row with one match
         * more, so rows above r keep their ids and states with one match more below them
         * ({@link #prefixPlus}); rows below r keep their match counts and take their terms from
         * the child's column states until the first row where the column state is this board's
         * again; from there on the terms are this board's ({@code rank - above[i]}).
         */
        @Override
        public int children(int[] childTiers, long[] childRanks) {
            MatchesRowPatterns p = index.rowPatterns;
            for (int r = 0; r < rows; r++) {
                prefixPlus[r + 1] = prefixPlus[r] + index.offset(r, state[r], left[r] + 1, ids[r]);
            }
            // below: the columns whose nearest match below row r is a 1 (the column state read
            // upwards); with state[r], the same above row r, the columns where a 1 in row r would
            // connect to another
            int below = 0;
            for (int r = rows - 1; r >= 0; r--) {
                blocked[r] = state[r] | below;
                below = index.next(below, ids[r]);
            }
            int n = 0;
            for (int r = 0; r < rows; r++) {
                int id = ids[r];
                // loops over exact lists, not over the set bits of the empty cells: compiled
                // without the speculation that made warm code trap and recompile
                for (int child : p.withHorizontal[id]) {
                    childTiers[n] = k + 1;
                    childRanks[n++] = childRank(r, child);
                }
                int[] columns = p.emptyColumns[id];
                int[] withVertical = p.withVertical[id];
                for (int e = 0; e < columns.length; e++) {
                    if ((blocked[r] >>> columns[e] & 1) == 0) {
                        childTiers[n] = k + 1;
                        childRanks[n++] = childRank(r, withVertical[e]);
                    }
                }
            }
            return n;
        }

        /** The rank in tier k + 1 of this board with row {@code r} replaced by {@code id} (one match more). */
        private long childRank(int r, int id) {
            long x = prefixPlus[r] + index.offset(r, state[r], left[r] + 1, id);
            int s = index.next(state[r], id);
            int i = r + 1;
            while (i < rows && s != state[i]) {
                x += index.offset(i, s, left[i], ids[i]);
                s = index.next(s, ids[i]);
                i++;
            }
            return x + rank - above[i];
        }

        @Override
        public int maxImages() {
            return square ? 7 : 3;
        }

        /**
         * Ranks order the boards of a tier like their row ids read as words, so the canonical test
         * compares row ids, row by row, stopping at the first row that differs (most boards are
         * not canonical and most tests end in the first row); only a canonical board builds and
         * ranks its images (to give them its value).
         */
        @Override
        public int images(long[] out) {
            for (int variant = 1; variant <= 3; variant++) {
                order[variant - 1] = compareMirror(ids, variant);
                if (order[variant - 1] < 0) {
                    return -1;
                }
            }
            if (square) {
                transpose(ids, transposed);
                order[3] = compare(transposed, ids);
                if (order[3] < 0) {
                    return -1;
                }
                for (int variant = 1; variant <= 3; variant++) {
                    order[3 + variant] = compareMirror(transposed, variant);
                    if (order[3 + variant] < 0) {
                        return -1;
                    }
                }
            }
            // canonical: rank each image that is another board (order != 0), two images a walk:
            // a board read top down or bottom up, and its column mirror
            int n = 0;
            if (order[0] != 0) {
                out[n++] = index.mirroredRank(ids, state, left);
            }
            n = rankPair(ids, true, 1, out, n);
            if (square) {
                n = rankPair(transposed, false, 3, out, n);
                n = rankPair(transposed, true, 5, out, n);
            }
            return n;
        }

        /** Appends the ranks of images {@code first} and {@code first + 1} (a board and its column mirror) that differ from this board. */
        private int rankPair(int[] base, boolean bottomUp, int first, long[] out, int n) {
            if (order[first] == 0 && order[first + 1] == 0) {
                return n;
            }
            index.rankWithMirror(base, k, bottomUp, pair);
            if (order[first] != 0) {
                out[n++] = pair[0];
            }
            if (order[first + 1] != 0) {
                out[n++] = pair[1];
            }
            return n;
        }

        /**
         * Compares the mirror image {@code variant} of {@code base} (1: columns reversed, 2: rows
         * reversed, 3: both) with this board's row ids, row by row, without building it.
         */
        private int compareMirror(int[] base, int variant) {
            int[] mirrorOf = index.rowPatterns.mirror;
            int last = rows - 1;
            for (int r = 0; r < rows; r++) {
                int source = (variant & 2) != 0 ? base[last - r] : base[r];
                int row = (variant & 1) != 0 ? mirrorOf[source] : source;
                if (row != ids[r]) {
                    return row < ids[r] ? -1 : 1;
                }
            }
            return 0;
        }

        /** Writes into {@code img} the mirror image {@code variant} of {@code base}. */
        private void mirror(int[] base, int variant, int[] img) {
            int[] mirrorOf = index.rowPatterns.mirror;
            int last = rows - 1;
            for (int r = 0; r < rows; r++) {
                int source = (variant & 2) != 0 ? base[last - r] : base[r];
                img[r] = (variant & 1) != 0 ? mirrorOf[source] : source;
            }
        }

        @Override
        public long canonicalRank() {
            long least = rank;
            for (int variant = 1; variant <= 3; variant++) {
                mirror(ids, variant, image);
                least = Math.min(least, index.rank(image, k));
            }
            if (square) {
                transpose(ids, transposed);
                least = Math.min(least, index.rank(transposed, k));
                for (int variant = 1; variant <= 3; variant++) {
                    mirror(transposed, variant, image);
                    least = Math.min(least, index.rank(image, k));
                }
            }
            return least;
        }

        /**
         * Transposes a square board of row ids: column c becomes row c, {@code -} and {@code 1}
         * swap. The columns are gathered a byte each ({@link MatchesRowPatterns#columnSpread}).
         */
        private void transpose(int[] from, int[] to) {
            MatchesRowPatterns p = index.rowPatterns;
            long columnsOfV = 0;
            long columnsOfH = 0;
            for (int r = 0; r < rows; r++) {
                columnsOfV |= p.columnSpread[p.v[from[r]]] << r;
                columnsOfH |= p.columnSpread[p.h[from[r]]] << r;
            }
            for (int c = 0; c < rows; c++) {
                to[c] = p.id((int) (columnsOfV >>> (8 * c)) & 0xFF, (int) (columnsOfH >>> (8 * c)) & 0xFF);
            }
        }

        private static int compare(int[] a, int[] b) {
            for (int r = 0; r < a.length; r++) {
                if (a[r] != b[r]) {
                    return a[r] < b[r] ? -1 : 1;
                }
            }
            return 0;
        }
    }
}
