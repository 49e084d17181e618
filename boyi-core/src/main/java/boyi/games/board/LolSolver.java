package boyi.games.board;

import boyi.model.Outcome;
import boyi.solve.Interruption;
import boyi.solve.LongLongMap;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact solver for the LOL row game (填字母): win, draw or loss for the player to move, for rows
 * of any length whose independent parts have at most {@value #MAX_COMPONENT_CELLS} cells.
 *
 * <pre>{@code
 * LolSolver s = new LolSolver();
 * s.solve("L**L***L").outcome();    // WIN
 * s.solve("***").outcome();         // DRAW
 * }</pre>
 *
 * <h2>Why it is exact</h2>
 * <ol>
 * <li><b>Immediate wins.</b> A triple with one empty cell whose two letters agree with
 * {@code LOL} (patterns {@code L*L}, {@code LO*}, {@code *OL}) is a <em>threat</em>: the player
 * to move completes it and wins in 1. So a position that is not over and not won at once has no
 * threat.</li>
 * <li><b>Safe moves.</b> A move that creates a threat loses in 2 (the opponent completes it).
 * A move that creates none leaves the opponent no immediate win, so if it loses at all it loses
 * in 4 or more. Hence unsafe moves are never better than safe ones, for the outcome and for the
 * remoteness: from a threat-free row with empty cells, the player without a safe move (stuck)
 * loses, and otherwise only safe moves matter. Threat-free rows stay threat-free.</li>
 * <li><b>Parity.</b> In a stuck threat-free row every empty cell lies in a <em>dead pair</em>
 * {@code L**L}: a cell where O is unsafe has an L on one side and an empty cell on the other,
 * and that empty cell, stuck too, has an L beyond it. So a stuck row has an even number of
 * empty cells, and a dead pair stays dead forever. Therefore every game from a threat-free row with E empty cells ends after a
 * number of moves with the parity of E: the player U who moves when an odd number of cells is
 * empty never gets stuck. Either the row fills (draw) or the other player F gets stuck (U wins),
 * and the row fails to fill exactly when a dead pair appears. So the value is a race: U wins iff
 * U can force a dead pair; otherwise the game is drawn. (Equivalently, the normal-play Grundy
 * value of the safe-move game is E mod 2.)</li>
 * <li><b>Normalisation.</b> In a threat-free row a filled cell next to an empty cell matters only
 * if it is {@code L} (an {@code O} there, like the row's end, can never be the first letter of
 * {@code LOL}, and the cell beyond cannot make {@code LO*}). Empty cells form
 * <em>components</em>: two empty cells belong together when adjacent or when a single {@code O}
 * separates them ({@code *O*} can still become {@code LOL}); a single {@code L} or two filled
 * cells separate components that can never share a triple. A component is written as a short
 * row: an optional {@code L} context, runs of {@code *} joined by single {@code O}s, an optional
 * {@code L} context, e.g. {@code L**O***}; mirror images are identified.</li>
 * <li><b>The race search</b> runs over sorted lists of component codes, memoised. U wins at once
 * if some component lets U write the L that closes a dead pair; F must then answer in that one
 * component, and two such components win for U. A component in which no sequence of safe moves
 * can ever make a dead pair (<em>inert</em>) always fills and affects nothing else: it is a pile
 * of tempo moves, and such piles count only by parity (two extra tempo moves cancel: whoever
 * uses one, the other answers with the other). Moves are ordered: U's threats first, F's moves
 * that leave fewest live cells first.</li>
 * <li><b>Regions that hold.</b> Within a component, runs of empty cells joined by an {@code O}
 * interact only through the triple {@code a O b} (see {@link LolRegionHold}). When F wins each
 * run's own game in which U may pass and F must move, F holds the whole sum by answering in the
 * run where U just moved: a draw with no search (every run of up to 6 empty cells without an
 * {@code L} context holds; on rows of {@value #GROUPS_FROM_EMPTY} or more empty cells a region
 * may also be several runs, e.g. two runs of 7 hold together). A part whose regions all hold is
 * folded like an inert part: F answers
 * U's moves there inside it and uses it for tempo moves, U does the same, so only the parity
 * of its empty cells counts.</li>
 * </ol>
 * The search keeps Java recursion bounded: its depth is the number of live empty cells, checked
 * against {@link #MAX_DEPTH} before it starts ({@link TooLargeException} beyond).
 */
public final class LolSolver {

    /** Cell contents in the working arrays. */
    static final byte EMPTY = 0;
    static final byte L = 1;
    static final byte O = 2;

    /** The most cells (empty cells and joining {@code O}s) one component may have. */
    public static final int MAX_COMPONENT_CELLS = 61;

    /**
     * Default budget: entries in each memo table before a {@link TooLargeException}; an entry of
     * the race memo takes some 60 bytes (see {@link LolRaceMemo}), and the arrays double as they
     * grow, so this keeps the memo within about half the heap.
     */
    public static final long DEFAULT_BUDGET = Math.max(100_000L, Runtime.getRuntime().maxMemory() / 160);

    /** The deepest search: one level per empty cell of the parts that are not inert. */
    public static final int MAX_DEPTH = 500;

    /** Parts of up to this many cells are checked for being inert (see {@link #foldInert}). */
    static final int INERT_LIMIT = 20;

    /**
     * Empty cells in a row that let U, to move, win the race at once: an L in the middle of 11
     * empty cells {@code a..a+10} (at a+5) is safe and threatens L at a+2 and at a+8, each safe
     * and closing a dead pair; the threats use the disjoint cells a..a+4 and a+6..a+10, so F's
     * one move cannot stop both.
     */
    static final int LONG_RUN = 11;

    /**
     * Rows with at least this many empty cells also try regions of several runs when the search
     * with single runs is long (see {@link #race}): setting them up costs up to a second or two,
     * and pays off only on long rows.
     */
    static final int GROUPS_FROM_EMPTY = 24;

    /** Positions searched with single-run regions before trying regions of several runs. */
    static final long GROUPS_AFTER = 60_000;

    /** Code standing for one tempo move: the odd cell of the inert parts (see {@link #foldInert}). */
    static final long TEMPO = 0;

    private static final byte[] LOL = {L, O, L};

    /** Code of the component {@code L**L}: no safe move, never filled (a dead pair). */
    static final long DEAD_PAIR = 0b1_1_1_11L;

    /** How a value was decided, for explanations. */
    public enum Method {
        /** The row already contains LOL: the player to move has lost. */
        OVER,
        /** The player to move completes LOL at once. */
        IMMEDIATE_WIN,
        /** The row is full without LOL. */
        FULL,
        /** The row holds a dead pair {@code L**L}, so it never fills: parity decides. */
        DEAD_PAIR,
        /** U can write an L amid {@value LolSolver#LONG_RUN} empty cells, threatening two dead pairs at once. */
        LONG_RUN,
        /** Parity decides the winner; a search decided whether a dead pair can be forced. */
        SEARCH,
        /** Every region holds (see {@link LolRegionHold}), so no dead pair can be forced: draw. */
        REGIONS_HOLD
    }

    /**
     * The outcome for the player to move and how it was found.
     *
     * @param outcome     win, draw or loss for the player to move
     * @param method      the argument that decided it
     * @param winningMove for {@link Method#IMMEDIATE_WIN}, the move (e.g. {@code 3O}), else null
     * @param components  the components of a threat-free row (canonical rows), else empty
     * @param emptyCells  the number of empty cells
     * @param searched    positions (sums of components) searched for this answer
     */
    public record Result(Outcome outcome, Method method, String winningMove, List<String> components,
                         int emptyCells, long searched) {
    }

    private final LongLongMap killMemo;
    private final Interruption stop = new Interruption();
    private final LongLongMap inertMemo;
    private final LolRaceMemo raceMemo;
    private final LolRegionHold runRegions;
    private final LolRegionHold groupRegions;
    private LolRegionHold regions;   // one of the two, chosen by the row's size
    private final boolean useRegions;
    private final int groupsFromEmpty;
    private long nodeLimit = Long.MAX_VALUE;
    private final long budget;
    private long nodes;

    public LolSolver() {
        this(DEFAULT_BUDGET);
    }

    /** @param budget the most memo entries before giving up with {@link TooLargeException} */
    public LolSolver(long budget) {
        this(budget, true);
    }

    /**
     * @param budget      the most memo entries before giving up with {@link TooLargeException}
     * @param regionLemma whether to use {@link LolRegionHold} (tests compare with and without)
     */
    LolSolver(long budget, boolean regionLemma) {
        this(budget, regionLemma, GROUPS_FROM_EMPTY);
    }

    /**
     * @param groupsFromEmpty rows with at least this many empty cells also search regions of
     *                        several runs (see {@link LolRegionHold}); 0: always, from the start
     */
    LolSolver(long budget, boolean regionLemma, int groupsFromEmpty) {
        this.groupsFromEmpty = groupsFromEmpty;
        this.useRegions = regionLemma;
        this.budget = budget;
        this.killMemo = new LongLongMap(1 << 12, budget);
        this.inertMemo = new LongLongMap(1 << 12, budget);
        this.raceMemo = new LolRaceMemo(budget);
        this.groupRegions = new LolRegionHold(budget);
        this.runRegions = groupsFromEmpty == 0 ? groupRegions : new LolRegionHold(budget, LolRegionHold.MAX_RUN, false);
        this.regions = runRegions;
    }

    /** Positions (sums of components) searched so far by this solver. */
    public long positionsSearched() {
        return nodes;
    }

    /** Solves a row over {@code *LO} (checked by the caller; see {@link #cells}). */
    public Result solve(String row) {
        return solve(cells(row));
    }

    /** The outcome for the player to move. */
    public Outcome outcome(String row) {
        return solve(row).outcome();
    }

    Result solve(byte[] c) {
        int empty = countEmpty(c);
        if (containsLol(c)) {
            return new Result(Outcome.LOSS, Method.OVER, null, List.of(), empty, 0);
        }
        int win = immediateWin(c);
        if (win >= 0) {
            String move = (win >> 1) + 1 + (((win & 1) == 0) ? "L" : "O");
            return new Result(Outcome.WIN, Method.IMMEDIATE_WIN, move, List.of(), empty, 0);
        }
        if (empty > 0 && longRunWins(c, empty)) {
            return new Result(empty % 2 == 1 ? Outcome.WIN : Outcome.LOSS, Method.LONG_RUN, null, List.of(), empty, 0);
        }
        long[] parts = components(c);
        Arrays.sort(parts);
        List<String> shown = new ArrayList<>();
        boolean dead = false;
        for (long code : parts) {
            shown.add(componentRow(code));
            dead |= code == DEAD_PAIR;
        }
        Method method = empty == 0 ? Method.FULL : dead ? Method.DEAD_PAIR : Method.SEARCH;
        long before = nodes;
        boolean stuckCellLeft = dead;
        regions = runRegions;
        if (!dead && empty > 0) {
            if (useRegions && !allInert(parts) && inertOrHolding(parts)) {
                method = Method.REGIONS_HOLD;   // F holds every region: draw without a search
            } else {
                long[] active = foldInert(parts);
                int depth = activeCells(active);
                if (depth > MAX_DEPTH) {
                    throw new TooLargeException("the LOL search would go " + depth + " moves deep (empty cells in parts"
                            + " that can still make a dead pair L**L); the limit is " + MAX_DEPTH);
                }
                stuckCellLeft = race(active, empty);
            }
        }
        Outcome outcome = !stuckCellLeft ? Outcome.DRAW : empty % 2 == 1 ? Outcome.WIN : Outcome.LOSS;
        return new Result(outcome, method, null, List.copyOf(shown), empty, nodes - before);
    }

    // ---------------------------------------------------------------- the fill race

    /**
     * Whether U wins by {@link #LONG_RUN}: U to move (odd E) and a run of 11 empty cells, or F to
     * move and F cannot touch every such run with one cell (a run of 23, or two runs of 11).
     */
    private static boolean longRunWins(byte[] c, int empty) {
        int runsOf11 = 0;
        int longest = 0;
        int run = 0;
        for (int i = 0; i <= c.length; i++) {
            if (i < c.length && c[i] == EMPTY) {
                run++;
                continue;
            }
            runsOf11 += run >= LONG_RUN ? 1 : 0;
            longest = Math.max(longest, run);
            run = 0;
        }
        return empty % 2 == 1 ? runsOf11 > 0 : runsOf11 > 1 || longest >= 2 * LONG_RUN + 1;
    }

    /**
     * {@link #deadPairForced} with single-run regions, and on rows of {@link #GROUPS_FROM_EMPTY}
     * or more empty cells, when that takes more than {@link #GROUPS_AFTER} positions, again with
     * regions of several runs (the memo keeps what the first search found: exact either way).
     */
    private boolean race(long[] active, int empty) {
        if (empty < groupsFromEmpty) {
            return deadPairForced(active, empty);
        }
        nodeLimit = nodes + GROUPS_AFTER;
        try {
            return deadPairForced(active, empty);
        } catch (SwitchToGroups e) {
            nodeLimit = Long.MAX_VALUE;
            regions = groupRegions;
            return deadPairForced(active, empty);
        } finally {
            nodeLimit = Long.MAX_VALUE;
            regions = runRegions;
        }
    }

    /** Unwinds the search to try regions of several runs (see {@link #race}). */
    private static final class SwitchToGroups extends RuntimeException {
        SwitchToGroups() {
            super(null, null, false, false);
        }
    }

    /**
     * Whether the player U who moves when an odd number of cells is empty can force a dead pair
     * {@code L**L} (then the row never fills). {@code parts} are sorted component codes without a
     * dead pair. Recursion depth is at most the number of live empty cells (each level fills one
     * and folding only removes cells), checked to be at most {@value #MAX_DEPTH} before the search.
     */
    private boolean deadPairForced(long[] parts, int empty) {
        if (parts.length == 0 || (parts.length == 1 && parts[0] == TEMPO)) {
            return false;
        }
        boolean uToMove = empty % 2 == 1;
        int killers = 0;
        int killer = -1;
        int forks = 0;
        for (int k = 0; k < parts.length; k++) {
            int t = threats(parts[k]);
            if ((t & KILL) != 0) {
                killers++;
                killer = k;
            } else if ((t & FORK) != 0) {
                forks++;
            }
        }
        // U to move wins with a kill or a fork; F to move can answer only one kill or spoil one
        // fork, and must answer a kill first
        if (uToMove ? killers + forks > 0 : killers > 1 || (killers == 1 && forks > 0) || forks > 1) {
            return true;
        }
        if (useRegions && killers == 0 && regions.allHold(parts)) {
            return false;   // F holds every region by the pairing lemma
        }
        int known = raceMemo.get(parts);
        if (known >= 0) {
            return known == 1;
        }
        nodes++;
        if (nodes > nodeLimit) {
            throw new SwitchToGroups();
        }
        stop.check();
        // U wins if some move wins; F (to move) holds the draw if some move holds it.
        List<long[]> children = children(parts, killer);
        long[] order = new long[children.size()];   // rank in the high bits, child index in the low 32
        int candidates = 0;
        boolean result = !uToMove;                   // F to move: lost unless some move holds the draw
        for (int j = 0; j < children.size() && !(uToMove && result); j++) {
            int threats = killerCount(children.get(j));
            if (uToMove && threats > 1) {
                result = true;                       // two threats: F cannot answer both
            } else if (uToMove) {
                order[candidates++] = ((threats == 1 ? 0L : 1L) << 32) | j;   // forcing moves first
            } else if (threats == 0) {               // F never leaves U a dead pair to make
                order[candidates++] = ((long) activeCells(children.get(j)) << 32) | j;   // calm moves first
            }
        }
        Arrays.sort(order, 0, candidates);
        for (int j = 0; j < candidates && result == !uToMove; j++) {
            boolean forced = deadPairForced(children.get((int) order[j]), empty - 1);
            result = uToMove ? forced : forced && result;
        }
        raceMemo.put(parts, result);
        return result;
    }

    /** How many components of a sum offer U a dead pair at once. */
    private int killerCount(long[] parts) {
        int n = 0;
        for (long p : parts) {
            if (hasKill(p)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The distinct sums after each safe move that does not create a dead pair, only in component
     * {@code only} when it is not -1 (F must answer the one component where U threatens).
     */
    private List<long[]> children(long[] parts, int only) {
        List<long[]> out = new ArrayList<>();
        java.util.Set<SumKey> seen = new java.util.HashSet<>();
        for (int k = 0; k < parts.length; k++) {
            if ((k > 0 && parts[k] == parts[k - 1]) || (only >= 0 && k != only)) {
                continue;   // equal components give equal moves
            }
            if (parts[k] == TEMPO) {
                long[] child = new long[parts.length - 1];   // the tempo move: drop the TEMPO
                System.arraycopy(parts, 0, child, 0, k);
                System.arraycopy(parts, k + 1, child, k, parts.length - k - 1);
                out.add(child);
                continue;
            }
            byte[] cc = decode(parts[k]);
            for (int i = 0; i < cc.length; i++) {
                if (cc[i] != EMPTY) {
                    continue;
                }
                for (byte letter = L; letter <= O; letter++) {
                    if (!isSafe(cc, i, letter)) {
                        continue;
                    }
                    cc[i] = letter;
                    long[] sub = components(cc);
                    cc[i] = EMPTY;
                    long[] child = new long[parts.length - 1 + sub.length];
                    System.arraycopy(parts, 0, child, 0, k);
                    System.arraycopy(parts, k + 1, child, k, parts.length - k - 1);
                    boolean createsDeadPair = false;
                    for (int j = 0; j < sub.length; j++) {
                        child[parts.length - 1 + j] = sub[j];
                        createsDeadPair |= sub[j] == DEAD_PAIR;
                    }
                    if (createsDeadPair) {
                        continue;   // only F gets here (U would have had a kill), and F never does this
                    }
                    child = foldInert(child);
                    if (seen.add(new SumKey(child))) {
                        out.add(child);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The parts with the inert ones folded into at most one {@link #TEMPO}, sorted. A part is inert
     * when no sequence of safe moves, by either player, makes a dead pair in it: it always fills,
     * and its moves change nothing else, so it is a pile of tempo moves, and a pile of e tempo
     * moves acts like e mod 2 of them (whoever could use the two extra ones, the other answers
     * the first with the second, which restores the position with the same player to move).
     * Parts whose regions all hold ({@link LolRegionHold}) fold the same way: whoever uses a move
     * there, the other can answer inside it, F by the region game and U by any safe move.
     */
    private long[] foldInert(long[] parts) {
        long[] out = new long[parts.length];
        int n = 0;
        int tempo = 0;
        for (long p : parts) {
            if (p == TEMPO) {
                tempo ^= 1;
            } else if (isInert(p) || (useRegions && regions.holds(p))) {
                tempo ^= Integer.bitCount((int) (p & ((1L << cellsOf(p)) - 1))) & 1;
            } else {
                out[n++] = p;
            }
        }
        if (tempo == 1) {
            out[n++] = TEMPO;
        }
        out = Arrays.copyOf(out, n);
        Arrays.sort(out);
        return out;
    }

    /** Whether every part is inert or has regions that all hold (see {@link LolRegionHold}). */
    private boolean inertOrHolding(long[] parts) {
        for (long p : parts) {
            if (!isInert(p) && !regions.holds(p)) {
                return false;
            }
        }
        return true;
    }

    private boolean allInert(long[] parts) {
        for (long p : parts) {
            if (!isInert(p)) {
                return false;
            }
        }
        return true;
    }

    /** The number of cells of a part (empty cells and joining O's, without its L contexts). */
    private static int cellsOf(long code) {
        return 63 - Long.numberOfLeadingZeros(code) - 2;
    }

    /** Empty cells of the parts (a TEMPO counts 1): the depth of the search below them. */
    private static int activeCells(long[] parts) {
        int n = 0;
        for (long p : parts) {
            n += p == TEMPO ? 1 : Long.bitCount(p & ((1L << cellsOf(p)) - 1));
        }
        return n;
    }

    /**
     * Whether no sequence of safe moves makes a dead pair in this part; parts over
     * {@value #INERT_LIMIT} cells count as not inert (unknown). Recursion depth is at most
     * {@value #INERT_LIMIT}: each level fills one cell of a part no larger than this one.
     */
    private boolean isInert(long code) {
        if (cellsOf(code) > INERT_LIMIT) {
            return false;
        }
        long known = inertMemo.get(code);
        if (known != 0) {
            return known == 2;
        }
        byte[] cc = decode(code);
        boolean inert = true;
        for (int i = 0; i < cc.length && inert; i++) {
            if (cc[i] != EMPTY) {
                continue;
            }
            for (byte letter = L; letter <= O && inert; letter++) {
                if (isSafe(cc, i, letter)) {
                    cc[i] = letter;
                    long[] sub = components(cc);
                    cc[i] = EMPTY;
                    for (long p : sub) {
                        inert &= p != DEAD_PAIR && isInert(p);
                    }
                }
            }
        }
        inertMemo.put(code, inert ? 2 : 1);
        return inert;
    }

    /** Whether U, to move, can write an {@code L} that makes a dead pair in this component. */
    private boolean hasKill(long code) {
        return (threats(code) & KILL) != 0;
    }

    /** Whether U, to move, can write an {@code L} threatening two dead pairs at once (see {@link #threats}). */
    private boolean hasFork(long code) {
        return (threats(code) & FORK) != 0;
    }

    private static final int KILL = 2;
    private static final int FORK = 4;

    /**
     * {@link #KILL} if U can write an L closing a dead pair here; {@link #FORK} if some run of
     * empty cells is long enough for the double threat of {@link #LONG_RUN}: an L with two empty
     * cells and then room for a safe L on each side. The room an outer L needs is none beside the
     * row's end or an L, and one cell beside a joining O (an L right next to it would make
     * {@code *OL}); so a run of 7 + those margins forks. Memoised; bit 0 marks "known".
     */
    private int threats(long code) {
        if (code == TEMPO) {
            return 1;
        }
        long known = killMemo.get(code);
        if (known != 0) {
            return (int) known;
        }
        byte[] c = decode(code);
        boolean kill = false;
        for (int i = 0; i < c.length && !kill; i++) {
            kill = c[i] == EMPTY && makesDeadPair(c, i) && isSafe(c, i, L);
        }
        boolean fork = false;
        int start = -1;
        for (int i = 0; i <= c.length && !fork; i++) {
            boolean empty = i < c.length && c[i] == EMPTY;
            if (empty && start < 0) {
                start = i;
            } else if (!empty && start >= 0) {
                int margins = (start > 0 && c[start - 1] == O ? 1 : 0) + (i < c.length && c[i] == O ? 1 : 0);
                fork = i - start >= 7 + margins;
                start = -1;
            }
        }
        int t = 1 | (kill ? KILL : 0) | (fork ? FORK : 0);
        killMemo.put(code, t);
        return t;
    }

    /** Whether an {@code L} in empty cell {@code i} would close a pattern {@code L**L}. */
    static boolean makesDeadPair(byte[] c, int i) {
        return (i >= 3 && c[i - 3] == L && c[i - 2] == EMPTY && c[i - 1] == EMPTY)
                || (i + 3 < c.length && c[i + 1] == EMPTY && c[i + 2] == EMPTY && c[i + 3] == L);
    }

    /** An exact key for a sorted list of component codes (to drop repeated moves of one node). */
    private static final class SumKey {
        private final long[] parts;
        private final int hash;

        SumKey(long[] parts) {
            this.parts = parts;
            this.hash = LolRaceMemo.hash(parts);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SumKey k && k.hash == hash && Arrays.equals(parts, k.parts);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    // ---------------------------------------------------------------- components

    /**
     * The canonical codes of the components of a threat-free row (unsorted). A component code is
     * a sentinel 1 bit, a bit for an {@code L} on the left, a bit for an {@code L} on the right,
     * then one bit per cell from left to right: 1 empty, 0 a joining {@code O}. The smaller of
     * the codes of the component and of its mirror image is used.
     */
    static long[] components(byte[] c) {
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
            if (b - a + 1 > MAX_COMPONENT_CELLS) {
                throw new TooLargeException("a LOL row part of " + (b - a + 1) + " cells (empty cells and joining O's)"
                        + " is too long; the limit is " + MAX_COMPONENT_CELLS);
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
    static String componentRow(long code) {
        return text(decode(code));
    }

    // ---------------------------------------------------------------- rows

    /** The cells of a row over {@code *LO}. @throws IllegalArgumentException on other characters */
    public static byte[] cells(String row) {
        byte[] c = new byte[row.length()];
        for (int i = 0; i < c.length; i++) {
            c[i] = switch (row.charAt(i)) {
                case '*' -> EMPTY;
                case 'L' -> L;
                case 'O' -> O;
                default -> throw new IllegalArgumentException("not a LOL cell: " + row.charAt(i));
            };
        }
        return c;
    }

    static String text(byte[] c) {
        StringBuilder b = new StringBuilder(c.length);
        for (byte x : c) {
            b.append(x == EMPTY ? '*' : x == L ? 'L' : 'O');
        }
        return b.toString();
    }

    static int countEmpty(byte[] c) {
        int n = 0;
        for (byte x : c) {
            if (x == EMPTY) {
                n++;
            }
        }
        return n;
    }

    /** Whether {@code LOL} appears in the row. */
    public static boolean containsLol(String row) {
        return row.contains("LOL");
    }

    static boolean containsLol(byte[] c) {
        for (int s = 0; s + 2 < c.length; s++) {
            if (c[s] == L && c[s + 1] == O && c[s + 2] == L) {
                return true;
            }
        }
        return false;
    }

    /** Whether the triple starting at {@code s} has exactly one empty cell and agrees with LOL. */
    private static boolean isThreat(byte[] c, int s) {
        int empty = 0;
        for (int k = 0; k < 3; k++) {
            byte x = c[s + k];
            if (x == EMPTY) {
                empty++;
            } else if (x != LOL[k]) {
                return false;
            }
        }
        return empty == 1;
    }

    /**
     * A move completing LOL, as {@code 2 * cell + (0 for L, 1 for O)}, or -1 if none. Checks
     * every triple: the leftmost threat is reported.
     */
    static int immediateWin(byte[] c) {
        for (int s = 0; s + 2 < c.length; s++) {
            if (isThreat(c, s)) {
                for (int k = 0; k < 3; k++) {
                    if (c[s + k] == EMPTY) {
                        return 2 * (s + k) + (k == 1 ? 1 : 0);
                    }
                }
            }
        }
        return -1;
    }

    /**
     * Whether writing {@code letter} into empty cell {@code i} of a threat-free row creates no
     * threat (only the three triples through {@code i} can change).
     */
    static boolean isSafe(byte[] c, int i, byte letter) {
        c[i] = letter;
        boolean safe = true;
        for (int s = Math.max(0, i - 2); s <= i && s + 2 < c.length; s++) {
            if (isThreat(c, s)) {
                safe = false;
                break;
            }
        }
        c[i] = EMPTY;
        return safe;
    }
}
