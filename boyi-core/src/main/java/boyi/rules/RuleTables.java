package boyi.rules;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;

/**
 * Tables of a rule game for the prover: the outcome of every tuple whose numbers are all at most
 * a limit, by exact search, and the Grundy values of one heap.
 *
 * <pre>{@code
 * byte[] t = RuleTables.outcomes(wythoff, 20);   // t[a * 21 + b]: -1 loss, 0 draw, 1 win
 * }</pre>
 */
public final class RuleTables {

    /** Reachable positions one table's search may number. */
    static final int SEARCH_BUDGET = 2_000_000;

    private RuleTables() {
    }

    /** Whether the game's state is a tuple of numbers (not heaps, not a board). */
    public static boolean tuple(RuleInstance g) {
        return g.program().shape() == RuleProgram.Shape.TUPLE;
    }

    /** Whether the game's state is a sum of heaps under normal play with no other ending. */
    public static boolean normalPlayHeaps(RuleInstance g) {
        return g.program().shape() == RuleProgram.Shape.HEAPS && g.program().normalPlay();
    }

    /** Whether the game's state is a sum of heaps under misère play (whoever cannot move wins) with no other ending. */
    public static boolean misereHeaps(RuleInstance g) {
        return g.program().shape() == RuleProgram.Shape.HEAPS && g.program().miserePlay();
    }

    /**
     * The outcome of every tuple with entries 0..limit, row-major (the last number fastest):
     * -1 loss, 0 draw, 1 win for the player to move.
     */
    public static byte[] outcomes(RuleInstance g, int limit) {
        int k = g.program().variables().size();
        long cells = 1;
        for (int i = 0; i < k; i++) {
            cells *= limit + 1L;
        }
        if (cells > SEARCH_BUDGET) {
            throw new TooLargeException(Text.format("证明用的表最多 %d 个局面，这里要 %d 个", "a table for a proof holds at most %d positions; this asks %d",
                    SEARCH_BUDGET, cells));
        }
        List<RuleState> roots = new ArrayList<>();
        long[] v = new long[k];
        for (long c = 0; c < cells; c++) {
            long r = c;
            for (int i = k - 1; i >= 0; i--) {
                v[i] = r % (limit + 1);
                r /= limit + 1;
            }
            roots.add(RuleState.numbers(v.clone()));
        }
        RuleGame game = new RuleGame(g.program());
        RuleSearch search = new RuleSearch(game, new RuleNotation(game, g.program().id()), SEARCH_BUDGET);
        long[] outcomes = search.outcomes(roots, "0.." + limit);
        byte[] out = new byte[(int) cells];
        for (int c = 0; c < cells; c++) {
            out[c] = (byte) outcomes[c];
        }
        return out;
    }

    /** The Grundy values of one heap of 0..limit (normal play). */
    public static long[] heapGrundy(RuleInstance g, int limit) {
        return java.util.Arrays.copyOf(new HeapGrundy(new RuleGame(g.program())).upTo(limit), limit + 1);
    }

    /** The outcome of one position by exact search (-1 loss, 0 draw, 1 win), for confirming a counterexample. */
    public static int searchOutcome(RuleInstance g, long... values) {
        RuleGame game = new RuleGame(g.program());
        RuleSearch search = new RuleSearch(game, new RuleNotation(game, g.program().id()), SEARCH_BUDGET);
        return search.value(RuleState.numbers(values)).orElseThrow(() -> RuleSearch.tooLarge(java.util.Arrays.toString(values), SEARCH_BUDGET))
                .outcome().number();
    }
}
