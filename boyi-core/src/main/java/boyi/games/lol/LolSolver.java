package boyi.games.lol;

import boyi.model.Outcome;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact solver for the LOL row game (填字母): win, draw or loss for the player to move, for rows
 * of any length whose independent parts have at most {@value LolComponents#MAX_CELLS} cells. It
 * tries the arguments in order (game over, immediate win, a long run, a dead pair, inert parts,
 * regions that hold) and otherwise runs the {@link LolRace}. Why each step is exact:
 * {@code docs/lol.md}.
 *
 * <pre>{@code
 * LolSolver s = new LolSolver();
 * s.solve("L**L***L").outcome();    // WIN
 * s.solve("***").outcome();         // DRAW
 * s.solve("***").reason();          // INERT
 * }</pre>
 */
public final class LolSolver {

    /** The most cells (empty cells and joining O's) one component may have. */
    public static final int MAX_COMPONENT_CELLS = LolComponents.MAX_CELLS;

    /**
     * Default budget: entries in each memo table before a {@link TooLargeException}; an entry of
     * the race memo takes some 60 bytes (see {@link LolRaceMemo}), and the arrays double as they
     * grow, so this keeps the memo within about half the heap.
     */
    public static final long DEFAULT_BUDGET = Math.max(100_000L, Runtime.getRuntime().maxMemory() / 160);

    /**
     * The most empty cells of live parts (those that can still make a dead pair) a row may have.
     * The race search is iterative, so this is not a stack limit: rows beyond it are refused at
     * once, as such searches do not end within the memo budget.
     */
    public static final int MAX_LIVE_CELLS = 500;

    /**
     * Empty cells in a row that let U, to move, win the race at once: an L in the middle of 11
     * empty cells {@code a..a+10} (at a+5) is safe and threatens L at a+2 and at a+8, each safe
     * and closing a dead pair; the threats use the disjoint cells a..a+4 and a+6..a+10, so F's
     * one move cannot stop both.
     */
    static final int LONG_RUN = 11;

    /** The argument that decided a value (each is one section of {@code docs/lol.md}). */
    public enum Reason {
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
        /** No part can ever hold a dead pair, so the row fills: a draw without a search. */
        INERT,
        /** Every region holds (see {@link LolRegionHold}), so no dead pair can be forced: draw. */
        REGIONS_HOLD,
        /** Parity decides the winner; the race search decided whether a dead pair can be forced. */
        SEARCH
    }

    /**
     * The outcome for the player to move and what decided it, with the numbers an explanation
     * needs.
     *
     * @param outcome     win, draw or loss for the player to move
     * @param reason      the argument that decided it
     * @param winningCell for {@link Reason#IMMEDIATE_WIN}, the cell (from 1) that completes LOL, else 0
     * @param winningLetter for {@link Reason#IMMEDIATE_WIN}, the letter written there, else a space
     * @param components  the components of a threat-free row (canonical rows), else empty
     * @param emptyCells  the number of empty cells
     * @param searched    positions (sums of components) searched for this answer
     */
    public record Result(Outcome outcome, Reason reason, int winningCell, char winningLetter, List<String> components,
                         int emptyCells, long searched) {

        /** The winning move in move syntax, e.g. {@code 3O}, or null. */
        public String winningMove() {
            return winningCell == 0 ? null : winningCell + String.valueOf(winningLetter);
        }
    }

    private final LolRace race;

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
        this(budget, regionLemma, LolRace.GROUPS_FROM_EMPTY);
    }

    /**
     * @param groupsFromEmpty rows with at least this many empty cells also search regions of
     *                        several runs (see {@link LolRegionHold}); 0: always, from the start
     */
    LolSolver(long budget, boolean regionLemma, int groupsFromEmpty) {
        this.race = new LolRace(budget, regionLemma, groupsFromEmpty);
    }

    /** Positions (sums of components) searched so far by this solver. */
    public long positionsSearched() {
        return race.positionsSearched();
    }

    /** Solves a row over {@code *LO} (checked by the caller; see {@link LolRules#badCell}). */
    public Result solve(String row) {
        return solve(LolRules.cells(row));
    }

    /** The outcome for the player to move. */
    public Outcome outcome(String row) {
        return solve(row).outcome();
    }

    Result solve(byte[] c) {
        int empty = LolRules.countEmpty(c);
        if (LolRules.containsLol(c)) {
            return new Result(Outcome.LOSS, Reason.OVER, 0, ' ', List.of(), empty, 0);
        }
        int win = LolRules.immediateWin(c);
        if (win >= 0) {
            return new Result(Outcome.WIN, Reason.IMMEDIATE_WIN, (win >> 1) + 1, (win & 1) == 0 ? 'L' : 'O', List.of(),
                    empty, 0);
        }
        if (empty > 0 && longRunWins(c, empty)) {
            return new Result(lastMoverWins(empty), Reason.LONG_RUN, 0, ' ', List.of(), empty, 0);
        }
        long[] parts = LolComponents.of(c);
        Arrays.sort(parts);
        List<String> shown = new ArrayList<>();
        boolean dead = false;
        for (long code : parts) {
            shown.add(LolComponents.row(code));
            dead |= code == LolComponents.DEAD_PAIR;
        }
        List<String> components = List.copyOf(shown);
        if (empty == 0) {
            return new Result(Outcome.DRAW, Reason.FULL, 0, ' ', components, 0, 0);
        }
        if (dead) {
            return new Result(lastMoverWins(empty), Reason.DEAD_PAIR, 0, ' ', components, empty, 0);
        }
        if (race.allInert(parts)) {
            return new Result(Outcome.DRAW, Reason.INERT, 0, ' ', components, empty, 0);
        }
        LolRegionHold regions = race.runRegions();
        if (race.usesRegionLemma() && race.inertOrHolding(parts, regions)) {
            return new Result(Outcome.DRAW, Reason.REGIONS_HOLD, 0, ' ', components, empty, 0);   // F holds every region
        }
        long[] active = race.fold(parts, regions);
        int live = LolComponents.activeCells(active);
        if (live > MAX_LIVE_CELLS) {
            throw new TooLargeException(Text.format(
                    "LOL 的搜索要走 %d 步深（还可能形成死对 L**L 的部分里的空格数），上限是 %d",
                    "the LOL search would go %d moves deep (empty cells in parts that can still make a dead pair L**L);"
                            + " the limit is %d", live, MAX_LIVE_CELLS));
        }
        long before = race.positionsSearched();
        boolean forced = race.deadPairForced(active, empty);
        return new Result(forced ? lastMoverWins(empty) : Outcome.DRAW, Reason.SEARCH, 0, ' ', components, empty,
                race.positionsSearched() - before);
    }

    /**
     * The outcome when the row never fills: the player U who moves at an odd number of empty
     * cells makes the last safe move and wins ({@code docs/lol.md}, section 3).
     */
    private static Outcome lastMoverWins(int empty) {
        return empty % 2 == 1 ? Outcome.WIN : Outcome.LOSS;
    }

    /**
     * Whether U wins by {@link #LONG_RUN}: U to move (odd E) and a run of 11 empty cells, or F to
     * move and F cannot touch every such run with one cell (a run of 23, or two runs of 11).
     */
    private static boolean longRunWins(byte[] c, int empty) {
        int runsOf11 = 0;
        int longest = 0;
        int run = 0;
        for (int i = 0; i <= c.length; i++) {
            if (i < c.length && c[i] == LolRules.EMPTY) {
                run++;
                continue;
            }
            runsOf11 += run >= LONG_RUN ? 1 : 0;
            longest = Math.max(longest, run);
            run = 0;
        }
        return empty % 2 == 1 ? runsOf11 > 0 : runsOf11 > 1 || longest >= 2 * LONG_RUN + 1;
    }
}
