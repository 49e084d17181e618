package boyi.games.lol;

import static boyi.games.lol.LolComponents.DEAD_PAIR;
import static boyi.games.lol.LolComponents.TEMPO;
import static boyi.games.lol.LolRules.EMPTY;
import static boyi.games.lol.LolRules.L;
import static boyi.games.lol.LolRules.O;

import boyi.solve.Interruption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The race over sums of components: can the player U, who moves when an odd number of cells is
 * empty, force a dead pair {@code L**L}? (Why that decides the game: {@code docs/lol.md},
 * sections 3 and 6.) An iterative search over sorted lists of component codes, memoised in a
 * {@link LolRaceMemo}, with inert and holding parts folded into tempo moves and U's threats
 * tried first. Memos are kept between calls; every stored result is exact.
 *
 * <pre>{@code
 * LolRace race = new LolRace(1_000_000, true, LolRace.GROUPS_FROM_EMPTY);
 * long[] parts = race.fold(LolComponents.of(LolRules.cells("*".repeat(14))), race.runRegions());
 * race.deadPairForced(parts, 14);   // false: the 14-cell row fills, a draw
 * }</pre>
 */
final class LolRace {

    /**
     * Rows with at least this many empty cells also try regions of several runs when the search
     * with single runs is long (see {@link #deadPairForced}): setting them up costs up to a second
     * or two, and pays off only on long rows.
     */
    static final int GROUPS_FROM_EMPTY = 24;

    /** Positions searched with single-run regions before trying regions of several runs. */
    static final long GROUPS_AFTER = 60_000;

    /** The result of one search pass. */
    private enum Found { FORCED, NOT_FORCED, OVER_LIMIT }

    private final LolParts facts;
    private final LolRaceMemo raceMemo;
    private final LolRegionHold runRegions;
    private final LolRegionHold groupRegions;
    private final boolean regionLemma;
    private final int groupsFromEmpty;
    private final Interruption stop = new Interruption();
    private long nodes;

    /**
     * @param budget          the most entries of each memo table
     * @param regionLemma     whether to use {@link LolRegionHold} (tests compare with and without)
     * @param groupsFromEmpty rows with at least this many empty cells also search regions of
     *                        several runs; 0: always, from the start
     */
    LolRace(long budget, boolean regionLemma, int groupsFromEmpty) {
        this.regionLemma = regionLemma;
        this.groupsFromEmpty = groupsFromEmpty;
        this.facts = new LolParts(budget);
        this.raceMemo = new LolRaceMemo(budget);
        this.groupRegions = new LolRegionHold(budget);
        this.runRegions = groupsFromEmpty == 0 ? groupRegions : new LolRegionHold(budget, LolRegionHold.MAX_RUN, false);
    }

    /** Positions (sums of components) searched so far. */
    long positionsSearched() {
        return nodes;
    }

    /** The regions a row's parts are first checked with: single runs (or groups, when asked from the start). */
    LolRegionHold runRegions() {
        return runRegions;
    }

    boolean usesRegionLemma() {
        return regionLemma;
    }

    /**
     * Whether U can force a dead pair from the sorted, folded parts {@code parts} (no dead pair
     * among them) with {@code empty} cells empty in the row. Single-run regions first; on rows of
     * {@link #GROUPS_FROM_EMPTY} or more empty cells, when that pass searches more than
     * {@link #GROUPS_AFTER} positions, a second pass with regions of several runs (the memo keeps
     * what the first pass found: exact either way).
     */
    boolean deadPairForced(long[] parts, int empty) {
        if (!regionLemma || empty < groupsFromEmpty) {
            return search(parts, empty, runRegions, Long.MAX_VALUE) == Found.FORCED;
        }
        Found first = search(parts, empty, runRegions, nodes + GROUPS_AFTER);
        if (first != Found.OVER_LIMIT) {
            return first == Found.FORCED;
        }
        return search(parts, empty, groupRegions, Long.MAX_VALUE) == Found.FORCED;
    }

    // ---------------------------------------------------------------- the search

    /** One position of the search being expanded: its children, best first, and the result so far. */
    private static final class Frame {
        final long[] parts;
        final int empty;
        final boolean uToMove;
        final List<long[]> children;
        final long[] order;   // rank in the high bits, child index in the low 32
        final int candidates;
        int next;
        boolean result;

        Frame(long[] parts, int empty, List<long[]> children, long[] order, int candidates, boolean result) {
            this.parts = parts;
            this.empty = empty;
            this.uToMove = empty % 2 == 1;
            this.children = children;
            this.order = order;
            this.candidates = candidates;
            this.result = result;
        }

        /** U stops at the first forcing child, F at the first child that holds the draw. */
        boolean done() {
            return next >= candidates || result != !uToMove;
        }

        long[] nextChild() {
            return children.get((int) order[next++]);
        }
    }

    /**
     * A depth-first search with an explicit stack (its height is at most the number of empty
     * cells of {@code root}: each level fills one, folding only removes cells). U wins a position
     * if some child is forced, F holds it if some child is not; the result of a child is the
     * result of its parent's move, so each finished frame hands its result to the frame below.
     */
    private Found search(long[] root, int empty, LolRegionHold regions, long nodeLimit) {
        int settled = settle(root, empty, regions);
        if (settled >= 0) {
            return settled == 1 ? Found.FORCED : Found.NOT_FORCED;
        }
        if (++nodes > nodeLimit) {
            return Found.OVER_LIMIT;
        }
        stop.check();
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        stack.push(expand(root, empty, regions));
        while (true) {
            Frame f = stack.peek();
            if (f.done()) {
                raceMemo.put(f.parts, f.result);
                stack.pop();
                if (stack.isEmpty()) {
                    return f.result ? Found.FORCED : Found.NOT_FORCED;
                }
                stack.peek().result = f.result;
                continue;
            }
            long[] child = f.nextChild();
            settled = settle(child, f.empty - 1, regions);
            if (settled >= 0) {
                f.result = settled == 1;
                continue;
            }
            if (++nodes > nodeLimit) {
                return Found.OVER_LIMIT;   // the frames are dropped; every memo entry is exact
            }
            stop.check();
            stack.push(expand(child, f.empty - 1, regions));
        }
    }

    /**
     * 1 if U can force a dead pair from {@code parts}, 0 if not, decided without a search (no live
     * part, a kill or fork for U, every region holds, or memoised); -1 if a search is needed.
     */
    private int settle(long[] parts, int empty, LolRegionHold regions) {
        if (parts.length == 0 || (parts.length == 1 && parts[0] == TEMPO)) {
            return 0;
        }
        boolean uToMove = empty % 2 == 1;
        int killers = 0;
        int forks = 0;
        for (long p : parts) {
            int t = facts.threats(p);
            if ((t & LolParts.KILL) != 0) {
                killers++;
            } else if ((t & LolParts.FORK) != 0) {
                forks++;
            }
        }
        // U to move wins with a kill or a fork; F to move can answer only one kill or spoil one
        // fork, and must answer a kill first
        if (uToMove ? killers + forks > 0 : killers > 1 || (killers == 1 && forks > 0) || forks > 1) {
            return 1;
        }
        if (regionLemma && killers == 0 && regions.allHold(parts)) {
            return 0;   // F holds every region by the pairing lemma
        }
        return raceMemo.get(parts);
    }

    /** The frame of a position {@link #settle} left open: its children in the order they are tried. */
    private Frame expand(long[] parts, int empty, LolRegionHold regions) {
        boolean uToMove = empty % 2 == 1;
        int killer = -1;   // F to move must answer in the one part where U threatens a dead pair
        for (int k = 0; k < parts.length; k++) {
            if (facts.hasKill(parts[k])) {
                killer = k;
            }
        }
        List<long[]> children = children(parts, killer, regions);
        long[] order = new long[children.size()];
        int candidates = 0;
        boolean result = !uToMove;   // F to move: lost unless some move holds the draw
        for (int j = 0; j < children.size() && !(uToMove && result); j++) {
            int threats = killerCount(children.get(j));
            if (uToMove && threats > 1) {
                result = true;   // two threats: F cannot answer both
            } else if (uToMove) {
                order[candidates++] = ((threats == 1 ? 0L : 1L) << 32) | j;   // forcing moves first
            } else if (threats == 0) {   // F never leaves U a dead pair to make
                order[candidates++] = ((long) LolComponents.activeCells(children.get(j)) << 32) | j;   // calm moves first
            }
        }
        Arrays.sort(order, 0, candidates);
        return new Frame(parts, empty, children, order, candidates, result);
    }

    /** How many components of a sum offer U a dead pair at once. */
    private int killerCount(long[] parts) {
        int n = 0;
        for (long p : parts) {
            if (facts.hasKill(p)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The distinct sums after each safe move that does not create a dead pair, only in component
     * {@code only} when it is not -1 (F must answer the one component where U threatens).
     */
    private List<long[]> children(long[] parts, int only, LolRegionHold regions) {
        List<long[]> out = new ArrayList<>();
        Set<SumKey> seen = new HashSet<>();
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
            byte[] cc = LolComponents.decode(parts[k]);
            for (int i = 0; i < cc.length; i++) {
                if (cc[i] != EMPTY) {
                    continue;
                }
                for (byte letter = L; letter <= O; letter++) {
                    if (!LolRules.isSafe(cc, i, letter)) {
                        continue;
                    }
                    cc[i] = letter;
                    long[] sub = LolComponents.of(cc);
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
                    child = fold(child, regions);
                    if (seen.add(new SumKey(child))) {
                        out.add(child);
                    }
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- folding parts into tempo moves

    /**
     * The parts with the inert and holding ones folded into at most one {@link LolComponents#TEMPO},
     * sorted: such a part is a pile of tempo moves, and only the parity of its empty cells counts
     * ({@code docs/lol.md}, sections 6 and 7).
     */
    long[] fold(long[] parts, LolRegionHold regions) {
        long[] out = new long[parts.length];
        int n = 0;
        int tempo = 0;
        for (long p : parts) {
            if (p == TEMPO) {
                tempo ^= 1;
            } else if (facts.isInert(p) || (regionLemma && regions.holds(p))) {
                tempo ^= LolComponents.emptyCells(p) & 1;
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
    boolean inertOrHolding(long[] parts, LolRegionHold regions) {
        for (long p : parts) {
            if (!facts.isInert(p) && !regions.holds(p)) {
                return false;
            }
        }
        return true;
    }

    boolean allInert(long[] parts) {
        return facts.allInert(parts);
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
}
