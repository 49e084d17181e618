package boyi.logic;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;

/**
 * Counts every automaton state built for one request against its bound, and checks the request's
 * deadline: the one place where a proof gives up as too large. One transition table is also kept
 * below {@link #MAX_CELLS} ints, so no automaton with a huge alphabet exhausts memory.
 */
final class StateBudget {

    static final long MAX_CELLS = 1L << 26;

    private final long maxStates;
    private final Interruption interruption = new Interruption();
    private long built;

    StateBudget(long maxStates) {
        if (maxStates < 1) {
            throw new IllegalArgumentException("the state budget must be positive, not " + maxStates);
        }
        this.maxStates = maxStates;
    }

    /** Records one new state of an automaton with {@code letters} letters now holding {@code states} states. */
    void add(int states, int letters) {
        built++;
        interruption.check();
        if (built > maxStates || (long) states * letters > MAX_CELLS) {
            throw tooLarge();
        }
    }

    /** A cheap deadline check for inner loops. */
    void check() {
        interruption.check();
    }

    long built() {
        return built;
    }

    long max() {
        return maxStates;
    }

    TooLargeException tooLarge() {
        return new TooLargeException(Text.format(
                "证明需要超过 %d 个自动机状态（预算），规律仍是猜想",
                "the proof needs more than %d automaton states (budget); the pattern stays a conjecture",
                maxStates));
    }
}
