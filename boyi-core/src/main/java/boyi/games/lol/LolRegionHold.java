package boyi.games.lol;

import static boyi.games.lol.LolRules.EMPTY;
import static boyi.games.lol.LolRules.L;
import static boyi.games.lol.LolRules.O;

import boyi.solve.Interruption;
import boyi.solve.LongLongMap;

/**
 * F's <em>region-pairing</em> lemma for the {@link LolRace}: when every region of a sum of
 * components holds, F holds the sum (no dead pair {@code L**L} is ever made, so the row fills: a
 * draw), whoever is to move. A <em>region</em> is one run of empty cells, or several runs joined
 * by single {@code O}s, with its {@code L} context; it <em>holds</em> when F wins its region game
 * (U may pass, F must move, F never writes an {@code L} beside a joining {@code O}). The proof,
 * the table of which single runs hold, and the tests: {@code docs/lol.md}, section 7.
 *
 * <pre>{@code
 * LolRegionHold h = new LolRegionHold(1_000_000);
 * h.holds(LolComponents.of(LolRules.cells("*****O*******O*******"))[0]);
 * // true: the run of 5 holds alone, the two runs of 7 hold together
 * }</pre>
 *
 * Regions over {@value #MAX_REGION} cells or with a run over {@value #MAX_GROUPED_RUN}, a region
 * search past {@value #MAX_STATES} positions, and regions of several runs once one solver has
 * spent {@value #GROUP_STATES} positions on them count as not holding (still sound).
 */
final class LolRegionHold {

    /** The most cells (empty cells and joining O's) of one region searched. */
    static final int MAX_REGION = 15;

    /** The longest run searched together with other runs in one region. */
    static final int MAX_GROUPED_RUN = 7;

    /** The longest run searched alone (no run of 7 to 12 cells holds alone: {@code docs/lol.md}). */
    static final int MAX_RUN = 6;

    /** The most positions of one region search; a bigger region counts as not holding. */
    static final int MAX_STATES = 1_500_000;

    /** The most positions of all searches of regions of several runs, for one solver. */
    static final long GROUP_STATES = 5_000_000;

    private long groupStates;
    private final Interruption stop = new Interruption();

    private static final int END = 0;
    private static final int L_CONTEXT = 1;
    private static final int LINK = 2;

    private final LongLongMap componentMemo;
    private final LongLongMap regionMemo;

    private final int maxRun;
    private final boolean groups;

    /** Regions of single runs and of several runs (see {@link #LolRegionHold(long, int, boolean)}). */
    LolRegionHold(long budget) {
        this(budget, MAX_RUN, true);
    }

    /**
     * @param budget the most entries of each memo table
     * @param maxRun the longest run searched alone (tests search longer ones)
     * @param groups whether regions of several runs are searched too (slower to set up)
     */
    LolRegionHold(long budget, int maxRun, boolean groups) {
        this.maxRun = maxRun;
        this.groups = groups;
        componentMemo = new LongLongMap(1 << 10, budget);
        regionMemo = new LongLongMap(1 << 8, budget);
    }

    /** Whether every region of every part holds ({@link LolComponents#TEMPO} counts as holding). */
    boolean allHold(long[] parts) {
        for (long p : parts) {
            if (p != LolComponents.TEMPO && !holds(p)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the runs of the component {@code code} can be cut at joining {@code O}s into
     * regions that all hold: a search over cut points, single runs first.
     */
    boolean holds(long code) {
        long known = componentMemo.get(code);
        if (known != 0) {
            return known == 2;
        }
        byte[] c = LolComponents.decode(code);
        int[] starts = new int[c.length];
        int[] ends = new int[c.length];   // exclusive
        int runs = 0;
        for (int i = 0; i < c.length; i++) {
            if (c[i] == EMPTY && (i == 0 || c[i - 1] != EMPTY)) {
                starts[runs] = i;
            }
            if (c[i] == EMPTY && (i + 1 == c.length || c[i + 1] != EMPTY)) {
                ends[runs++] = i + 1;
            }
        }
        for (int j = 0; j < runs; j++) {
            int run = ends[j] - starts[j];
            if ((run > MAX_GROUPED_RUN || !groups) && (run > maxRun || !regionHolds(c, starts[j], ends[j]))) {
                componentMemo.put(code, 1);   // a run that holds neither alone nor in a region with others
                return false;
            }
        }
        boolean[] covered = new boolean[runs + 1];   // covered[j]: runs 0..j-1 cut into holding regions
        covered[0] = true;
        for (int j = 1; j <= runs; j++) {
            int single = ends[j - 1] - starts[j - 1];
            covered[j] = covered[j - 1] && single <= maxRun && regionHolds(c, starts[j - 1], ends[j - 1]);
            // several runs, each of at most MAX_GROUPED_RUN cells, in at most MAX_REGION cells
            for (int i = j - 2; groups && i >= 0 && !covered[j] && ends[j - 1] - starts[i] <= MAX_REGION
                    && ends[i] - starts[i] <= MAX_GROUPED_RUN && single <= MAX_GROUPED_RUN; i--) {
                covered[j] = covered[i] && regionHolds(c, starts[i], ends[j - 1]);
            }
        }
        componentMemo.put(code, covered[runs] ? 2 : 1);
        return covered[runs];
    }

    /**
     * Whether the region of cells {@code from..to-1} of the component row {@code c} (whole runs
     * with the joining O's between them) holds. Its ends are the component's L context, the
     * row's end, or a joining O where the component is cut.
     */
    private boolean regionHolds(byte[] c, int from, int to) {
        int left = from == 0 ? END : c[from - 1] == L ? L_CONTEXT : LINK;
        int right = to == c.length ? END : c[to] == L ? L_CONTEXT : LINK;
        long forward = 1;
        long backward = 1;
        for (int i = from; i < to; i++) {
            forward = forward << 1 | (c[i] == EMPTY ? 1 : 0);
            backward = backward << 1 | (c[from + to - 1 - i] == EMPTY ? 1 : 0);
        }
        long key = Math.min(forward << 4 | left << 2 | right, backward << 4 | right << 2 | left);
        long known = regionMemo.get(key);
        if (known != 0) {
            return known == 2;
        }
        int off = left == L_CONTEXT ? 1 : 0;
        byte[] r = new byte[to - from + off + (right == L_CONTEXT ? 1 : 0)];
        for (int i = from; i < to; i++) {
            r[off + i - from] = c[i];
        }
        if (left == L_CONTEXT) {
            r[0] = L;
        }
        if (right == L_CONTEXT) {
            r[r.length - 1] = L;
        }
        boolean[] noFL = new boolean[r.length];
        noFL[off] = left == LINK;
        noFL[off + to - from - 1] |= right == LINK;
        boolean grouped = countO(c, from, to) > 0;
        if (grouped && groupStates >= GROUP_STATES) {
            return false;   // this solver's time for regions of several runs is used up (not memoised)
        }
        Search search = new Search(r, noFL, grouped ? GROUP_STATES - groupStates : MAX_STATES);
        boolean hold = search.fHolds(true) == HOLDS;   // GAVE_UP: too big to search, counts as not holding
        groupStates += grouped ? search.memo.size() : 0;
        regionMemo.put(key, hold ? 2 : 1);
        return hold;
    }

    /** Whether a run of {@code n} empty cells with these ends holds (searched once, then memoised). */
    boolean regionHolds(int n, int left, int right) {
        if (n > maxRun) {
            return false;
        }
        String row = (left == L_CONTEXT ? "L" : left == LINK ? "*O" : "") + "*".repeat(n)
                + (right == L_CONTEXT ? "L" : right == LINK ? "O*" : "");
        int from = left == L_CONTEXT ? 1 : left == LINK ? 2 : 0;
        return regionHolds(LolRules.cells(row), from, from + n);
    }

    private static int countO(byte[] c, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += c[i] == O ? 1 : 0;
        }
        return n;
    }

    /** Results of a region search: F holds, U breaks the region, or the search passed its state limit. */
    private static final int HOLDS = 2;
    private static final int BREAKS = 1;
    private static final int GAVE_UP = 0;

    /** The region game on one region, memoised; F's moves never write L in a {@code noFL} cell. */
    private final class Search {
        private final byte[] c;
        private final boolean[] noFL;
        private final LongLongMap memo = new LongLongMap(1 << 10, Long.MAX_VALUE);
        private final int startEmpty;

        private final long maxStates;

        Search(byte[] c, boolean[] noFL, long maxStates) {
            this.maxStates = maxStates;
            this.c = c;
            this.noFL = noFL;
            this.startEmpty = LolRules.countEmpty(c);
        }

        /**
         * {@link #HOLDS} if F wins the region game from {@code c} (threat-free, no dead pair) with U
         * or F to move, {@link #BREAKS} if U wins it, {@link #GAVE_UP} past the state limit.
         * Recursive with a fixed bound: the depth is at most the cells of the region, at most
         * {@value #MAX_REGION} (each level fills one), plus one nested search of a single run of at
         * most {@value #MAX_RUN} cells per level ({@link #runsHoldAlone}).
         */
        int fHolds(boolean uToMove) {
            long state = 1;
            boolean full = true;
            for (byte x : c) {
                state = state * 3 + x;
                full &= x != EMPTY;
            }
            if (full) {
                return HOLDS;
            }
            state = state * 2 + (uToMove ? 1 : 0);
            long known = memo.get(state);
            if (known != 0) {
                return (int) known;
            }
            if (memo.size() >= maxStates) {
                return GAVE_UP;
            }
            stop.check();
            int result;
            if (uToMove && runsHoldAlone()) {
                result = HOLDS;   // the lemma again, inside the region: every run holds alone
            } else if (uToMove) {
                result = fHolds(false);   // U passes
                for (int i = 0; i < c.length && result == HOLDS; i++) {
                    for (byte letter = L; letter <= O && result == HOLDS && c[i] == EMPTY; letter++) {
                        if (LolRules.isSafe(c, i, letter)) {
                            result = closesDeadPair(c, i, letter) ? BREAKS : play(i, letter, false);
                        }
                    }
                }
            } else {
                result = BREAKS;
                for (int i = 0; i < c.length && result == BREAKS; i++) {
                    for (byte letter = O; letter >= L && result == BREAKS && c[i] == EMPTY; letter--) {
                        if (!(letter == L && noFL[i]) && LolRules.isSafe(c, i, letter) && !closesDeadPair(c, i, letter)) {
                            result = play(i, letter, true);
                        }
                    }
                }
            }
            if (result == GAVE_UP) {
                return GAVE_UP;   // not memoised: unknown
            }
            memo.put(state, result);
            return result;
        }

        private int play(int i, byte letter, boolean uToMove) {
            c[i] = letter;
            int r = fHolds(uToMove);
            c[i] = EMPTY;
            return r;
        }

        /**
         * Whether every run of empty cells of the current position holds as a region of its own,
         * when the position is not the whole region's start (some cell is filled, so every run
         * is shorter than the region). A run's end is a joining O when the O has an empty cell
         * beyond it, or when it is the region's own joining end ({@code noFL}).
         */
        private boolean runsHoldAlone() {
            if (LolRules.countEmpty(c) == startEmpty) {
                return false;
            }
            int i = 0;
            while (i < c.length) {
                if (c[i] != EMPTY) {
                    i++;
                    continue;
                }
                int a = i;
                while (i < c.length && c[i] == EMPTY) {
                    i++;
                }
                int left = a == 0 ? (noFL[0] ? LINK : END) : c[a - 1] == L ? L_CONTEXT
                        : a >= 2 && c[a - 2] == EMPTY ? LINK : END;
                int right = i == c.length ? (noFL[i - 1] ? LINK : END) : c[i] == L ? L_CONTEXT
                        : i + 1 < c.length && c[i + 1] == EMPTY ? LINK : END;
                if (!regionHolds(i - a, left, right)) {
                    return false;
                }
            }
            return true;
        }
    }

    private static boolean closesDeadPair(byte[] c, int i, byte letter) {
        return letter == L && LolRules.makesDeadPair(c, i);
    }
}
