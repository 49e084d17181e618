package boyi.games.lol;

import static boyi.games.lol.LolComponents.DEAD_PAIR;
import static boyi.games.lol.LolComponents.TEMPO;
import static boyi.games.lol.LolRules.EMPTY;
import static boyi.games.lol.LolRules.L;
import static boyi.games.lol.LolRules.O;

import boyi.solve.LongLongMap;

/**
 * What one component can still do in the race, memoised by its code: whether U can close a dead
 * pair in it at once (a <em>kill</em>), write the double threat of a long run (a <em>fork</em>),
 * or whether no sequence of safe moves can ever make a dead pair in it (<em>inert</em>); see
 * {@code docs/lol.md}, sections 5 and 6.
 *
 * <pre>{@code
 * LolParts parts = new LolParts(1_000_000);
 * parts.hasKill(LolComponents.of(LolRules.cells("L***"))[0]);   // true: L**L
 * parts.isInert(LolComponents.of(LolRules.cells("***"))[0]);    // true
 * }</pre>
 */
final class LolParts {

    /** Parts of up to this many cells are checked for being inert (see {@link #isInert}). */
    static final int INERT_LIMIT = 20;

    static final int KNOWN = 1;
    static final int KILL = 2;
    static final int FORK = 4;

    private final LongLongMap threatMemo;
    private final LongLongMap inertMemo;

    /** @param budget the most entries of each memo table */
    LolParts(long budget) {
        this.threatMemo = new LongLongMap(1 << 12, budget);
        this.inertMemo = new LongLongMap(1 << 12, budget);
    }

    boolean allInert(long[] parts) {
        for (long p : parts) {
            if (!isInert(p)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether no sequence of safe moves makes a dead pair in this part; parts over
     * {@value #INERT_LIMIT} cells count as not inert (unknown). Recursive with a fixed bound: the
     * depth is at most {@value #INERT_LIMIT}, as each level fills one cell of a part no larger
     * than its parent.
     */
    boolean isInert(long code) {
        if (LolComponents.cells(code) > INERT_LIMIT) {
            return false;
        }
        long known = inertMemo.get(code);
        if (known != 0) {
            return known == 2;
        }
        byte[] cc = LolComponents.decode(code);
        boolean inert = true;
        for (int i = 0; i < cc.length && inert; i++) {
            if (cc[i] != EMPTY) {
                continue;
            }
            for (byte letter = L; letter <= O && inert; letter++) {
                if (LolRules.isSafe(cc, i, letter)) {
                    cc[i] = letter;
                    long[] sub = LolComponents.of(cc);
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
    boolean hasKill(long code) {
        return (threats(code) & KILL) != 0;
    }

    /**
     * {@link #KILL} if U can write an L closing a dead pair here; {@link #FORK} if some run of
     * empty cells is long enough for the double threat of a long run ({@code docs/lol.md}, section 5): an L
     * with two empty cells and then room for a safe L on each side. The room an outer L needs is
     * none beside the row's end or an L, and one cell beside a joining O (an L right next to it
     * would make {@code *OL}); so a run of 7 + those margins forks. Memoised; bit 0 marks "known".
     */
    int threats(long code) {
        if (code == TEMPO) {
            return KNOWN;
        }
        long known = threatMemo.get(code);
        if (known != 0) {
            return (int) known;
        }
        byte[] c = LolComponents.decode(code);
        boolean kill = false;
        for (int i = 0; i < c.length && !kill; i++) {
            kill = c[i] == EMPTY && LolRules.makesDeadPair(c, i) && LolRules.isSafe(c, i, L);
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
        int t = KNOWN | (kill ? KILL : 0) | (fork ? FORK : 0);
        threatMemo.put(code, t);
        return t;
    }
}
