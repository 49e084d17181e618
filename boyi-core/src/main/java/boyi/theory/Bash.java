package boyi.theory;

import boyi.model.Value;

/**
 * Bash's game (巴什博弈): one pile of n, a move takes 1..m. Normal play (taking the last stone
 * wins): n is lost exactly when {@code n mod (m+1) = 0}; the winner takes {@code n mod (m+1)}.
 * Misère play (taking the last stone loses; with no stone left the player to move has won):
 * n is lost exactly when {@code n mod (m+1) = 1}; the winner takes {@code (n-1) mod (m+1)}.
 * Remoteness, with {@code q = n div (m+1)} (misère: {@code (n-1) div (m+1)}): normal loss 2q,
 * win 2q+1; misère loss 2q+1, win 2q+2 (and 0 for the empty pile). Every form here is checked
 * against plain search on all small positions in the tests.
 *
 * <pre>{@code
 * Bash.value(10, 3, false)        // win in 5
 * Bash.winningTake(10, 3, false)  // 2
 * Bash.value(100, 10, false)      // 报数 to 100 with 1..10: win, take 1
 * }</pre>
 */
public final class Bash {

    private Bash() {
    }

    /** The value of a pile of {@code n} with takes 1..{@code m}, for the player to move. */
    public static Value value(long n, long m, boolean misere) {
        check(n, m);
        if (!misere) {
            long q = n / (m + 1);
            return n % (m + 1) == 0 ? Value.loss(2 * q) : Value.win(2 * q + 1);
        }
        if (n == 0) {
            return Value.win(0);
        }
        long q = (n - 1) / (m + 1);
        return (n - 1) % (m + 1) == 0 ? Value.loss(2 * q + 1) : Value.win(2 * q + 2);
    }

    /** The take that wins (and wins fastest), or 0 when the player to move loses or cannot move. */
    public static long winningTake(long n, long m, boolean misere) {
        check(n, m);
        if (!misere) {
            return n % (m + 1);
        }
        return n == 0 ? 0 : (n - 1) % (m + 1);
    }

    /** The residue the theorem looks at: {@code n mod (m+1)}, misère {@code (n-1) mod (m+1)}. */
    public static long residue(long n, long m, boolean misere) {
        check(n, m);
        return misere ? (n == 0 ? -1 : (n - 1) % (m + 1)) : n % (m + 1);
    }

    private static void check(long n, long m) {
        if (n < 0 || m < 1 || m == Long.MAX_VALUE) {
            throw new IllegalArgumentException("Bash needs n >= 0 and 1 <= m < 2^63-1: n=" + n + ", m=" + m);
        }
    }
}
