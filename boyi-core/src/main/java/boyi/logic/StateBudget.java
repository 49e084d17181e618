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

    static final long MAX_CELLS = 1L << 24;

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

    /** The letters of {@code arity} tracks in {@code numeration}; too large beyond 2^20 letters. */
    int letters(Numeration numeration, int arity) {
        long count = 1;
        for (int i = 0; i < arity; i++) {
            count *= numeration.digitsPerTrack();
            if (count > 1 << 20) {
                throw new TooLargeException(Text.format(
                        "%d 个变量同时出现：%s 的自动机字母表超过 2^20 个字母",
                        "%d variables at once: an automaton over them in %s has more than 2^20 letters",
                        arity, numeration.id()));
            }
        }
        return (int) count;
    }

    /** Too large when a construction holds more than {@link #MAX_CELLS} ints. */
    void checkCells(long cells) {
        if (cells > MAX_CELLS) {
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
