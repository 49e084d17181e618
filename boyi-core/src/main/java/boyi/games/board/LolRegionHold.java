package boyi.games.board;

import static boyi.games.board.LolSolver.EMPTY;
import static boyi.games.board.LolSolver.L;
import static boyi.games.board.LolSolver.O;

import boyi.solve.LongLongMap;

/**
 * F's <em>region pairing</em> lemma for {@link LolSolver}'s race: when every region of a sum of
 * components holds in the game below, F holds the sum (no dead pair {@code L**L} is ever made,
 * so the row fills: a draw), whoever is to move.
 *
 * <pre>{@code
 * LolRegionHold h = new LolRegionHold(1_000_000);
 * h.holds(code of *****O*****O*****);   // true: every run of 5 holds, so the race is a draw
 * }</pre>
 *
 * <h2>Regions</h2>
 * A component is runs of empty cells joined by single {@code O}s, with optional {@code L}
 * contexts at its ends. A <em>region</em> is one run with its {@code L} context, if any. Across a
 * joining {@code O} the only triple is {@code a O b} (the last cell of one run, the first of the
 * next): {@code a O O} and {@code O O b} cannot hold a threat, and a dead pair is four adjacent
 * cells, so it lies in one region. So a move in one region changes nothing in another except
 * that an {@code L} at {@code a} is unsafe while {@code b} is empty (and the other way round).
 *
 * <h2>The region game and the lemma</h2>
 * In the game of one region, U moves or <em>passes</em> and F must then move; U may write any
 * letter that is safe in the region alone (a joining {@code O} behaves like the row's end), F may
 * too except an {@code L} in a cell next to a joining {@code O} (so every F move is safe in the
 * whole row: {@code O} there never makes a threat). U wins the region game if a dead pair appears
 * or F, to move in a region that is not full, has no allowed move. The region <em>holds</em> if F
 * wins it with U to move (a pass first covers F moving first).
 * <p>
 * If every region holds, F holds the sum: F answers in the region where U just moved, by the
 * region game, and when that region is full (or at the start) F moves in any region that is not
 * full, which from that region's view follows a U pass. Each region then sees a play of its
 * region game (U's real moves there are safe in the region alone; moves elsewhere are passes;
 * F's moves are safe in the whole row), so no region ever gets a dead pair and F always has a move.
 * Runs longer than {@value #MAX_RUN} cells count as not holding (not searched).
 * <p>
 * Which runs hold (no end: a row's end or an O not joining; L: an L context; link: a joining O):
 * <pre>
 * no end / no end, no end / link, link / link   1 to 6 cells
 * L / no end, L / link                          1 and 2
 * L / L                                         1 and 4
 * </pre>
 */
final class LolRegionHold {

    /**
     * The longest run searched; longer runs count as not holding. No run of 7 to 12 cells holds,
     * whatever its ends (checked in the tests), so searching them would only cost time.
     */
    static final int MAX_RUN = 6;

    private static final int END = 0;
    private static final int L_CONTEXT = 1;
    private static final int LINK = 2;

    private final LongLongMap componentMemo;
    private final LongLongMap regionMemo;
    private final LongLongMap stateMemo;

    private final int maxRun;

    /** @param budget the most entries of each memo table */
    LolRegionHold(long budget) {
        this(budget, MAX_RUN);
    }

    /** @param maxRun the longest run searched (tests search longer ones) */
    LolRegionHold(long budget, int maxRun) {
        this.maxRun = maxRun;
        componentMemo = new LongLongMap(1 << 10, budget);
        regionMemo = new LongLongMap(1 << 8, budget);
        stateMemo = new LongLongMap(1 << 12, budget);
    }

    /** Whether every region of every part holds ({@link LolSolver#TEMPO} counts as holding). */
    boolean allHold(long[] parts) {
        for (long p : parts) {
            if (p != LolSolver.TEMPO && !holds(p)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every region of the component {@code code} holds. */
    boolean holds(long code) {
        long known = componentMemo.get(code);
        if (known != 0) {
            return known == 2;
        }
        byte[] c = LolSolver.decode(code);
        boolean all = true;
        int i = 0;
        while (i < c.length && all) {
            if (c[i] != EMPTY) {
                i++;
                continue;
            }
            int a = i;
            while (i < c.length && c[i] == EMPTY) {
                i++;
            }
            int left = a == 0 ? END : c[a - 1] == L ? L_CONTEXT : LINK;
            int right = i == c.length ? END : c[i] == L ? L_CONTEXT : LINK;
            all = regionHolds(i - a, left, right);
        }
        componentMemo.put(code, all ? 2 : 1);
        return all;
    }

    /** Whether a run of {@code n} empty cells with these boundaries holds. */
    boolean regionHolds(int n, int left, int right) {
        if (n > maxRun) {
            return false;
        }
        if (left > right) {   // mirror image
            int t = left;
            left = right;
            right = t;
        }
        long key = n * 9L + left * 3L + right;
        long known = regionMemo.get(key);
        if (known != 0) {
            return known == 2;
        }
        int off = left == L_CONTEXT ? 1 : 0;
        byte[] c = new byte[n + off + (right == L_CONTEXT ? 1 : 0)];
        if (left == L_CONTEXT) {
            c[0] = L;
        }
        if (right == L_CONTEXT) {
            c[c.length - 1] = L;
        }
        boolean[] noFL = new boolean[c.length];
        noFL[off] |= left == LINK;
        noFL[off + n - 1] |= right == LINK;
        boolean hold = fHolds(c, noFL, key, true);
        regionMemo.put(key, hold ? 2 : 1);
        return hold;
    }

    /**
     * Whether F wins the region game from {@code c} (threat-free, no dead pair) with U or F to
     * move. Recursion depth is at most twice the cells of the region (each F move fills one).
     */
    private boolean fHolds(byte[] c, boolean[] noFL, long region, boolean uToMove) {
        long state = region;
        boolean full = true;
        for (byte x : c) {
            state = state * 3 + x;
            full &= x != EMPTY;
        }
        if (full) {
            return true;
        }
        state = state * 2 + (uToMove ? 1 : 0);
        long known = stateMemo.get(state);
        if (known != 0) {
            return known == 2;
        }
        boolean result;
        if (uToMove) {
            result = fHolds(c, noFL, region, false);   // U passes
            for (int i = 0; i < c.length && result; i++) {
                for (byte letter = L; letter <= O && result && c[i] == EMPTY; letter++) {
                    if (LolSolver.isSafe(c, i, letter)) {
                        result = !closesDeadPair(c, i, letter) && play(c, noFL, region, i, letter, false);
                    }
                }
            }
        } else {
            result = false;
            for (int i = 0; i < c.length && !result; i++) {
                for (byte letter = L; letter <= O && !result && c[i] == EMPTY; letter++) {
                    if (!(letter == L && noFL[i]) && LolSolver.isSafe(c, i, letter) && !closesDeadPair(c, i, letter)) {
                        result = play(c, noFL, region, i, letter, true);
                    }
                }
            }
        }
        stateMemo.put(state, result ? 2 : 1);
        return result;
    }

    private boolean play(byte[] c, boolean[] noFL, long region, int i, byte letter, boolean uToMove) {
        c[i] = letter;
        boolean r = fHolds(c, noFL, region, uToMove);
        c[i] = EMPTY;
        return r;
    }

    private static boolean closesDeadPair(byte[] c, int i, byte letter) {
        return letter == L && LolSolver.makesDeadPair(c, i);
    }
}
