package boyi.theory;

import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;

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

    public static final Method NORMAL = Method.theorem(Text.of("巴什定理", "Bash theorem"));
    public static final Method MISERE = Method.theorem(Text.of("反常巴什定理", "misère Bash theorem"));

    /**
     * The exact value, the method and why, with the numbers; under normal play the Grundy value
     * is {@code n mod (m+1)}.
     */
    public static Verdict verdict(long n, long m, boolean misere) {
        Value value = value(n, m, misere);
        long mod = m + 1;
        if (!misere) {
            long r = n % mod;
            Text why;
            if (n == 0) {
                why = Text.of("一个也不剩了：先手已经输了（正常规则）。", "No stone is left: the player to move has lost (normal play).");
            } else if (r != 0) {
                why = Text.format("n mod (m+1) = %d mod %d = %d，所以取 %d 个，留下 %d 的倍数：巴什定理。",
                        "n mod (m+1) = %d mod %d = %d, so take %d and leave a multiple of %d: Bash theorem.", n, mod, r, r, mod);
            } else {
                why = Text.format("n mod (m+1) = %d mod %d = 0：无论取几个，剩下的都不是 %d 的倍数，对手再取回到 %d 的倍数：先手必败（巴什定理）。",
                        "n mod (m+1) = %d mod %d = 0: every take leaves a non-multiple of %d, which the opponent takes back to "
                                + "a multiple: lost (Bash theorem).", n, mod, mod, mod);
            }
            return new Verdict(value, NORMAL, why, r);
        }
        Text why;
        if (n == 0) {
            why = Text.of("一个也不剩了：最后一个是对手取的，对手输了（反常规则）。",
                    "No stone is left: the opponent took the last one and lost (misère play).");
        } else {
            long r = (n - 1) % mod;
            why = r != 0
                    ? Text.format("(n-1) mod (m+1) = (%d-1) mod %d = %d，所以取 %d 个，留下比 %d 的倍数多 1 的数：反常巴什定理。",
                            "(n-1) mod (m+1) = (%d-1) mod %d = %d, so take %d and leave 1 more than a multiple of %d: misère "
                                    + "Bash theorem.", n, mod, r, r, mod)
                    : Text.format("(n-1) mod (m+1) = (%d-1) mod %d = 0：无论取几个，对手都能取回到比 %d 的倍数多 1，最后只剩 1 个由先手取走：先手必败（反常巴什定理）。",
                            "(n-1) mod (m+1) = (%d-1) mod %d = 0: every take is answered back to 1 more than a multiple of %d, "
                                    + "until you must take the last stone: lost (misère Bash theorem).", n, mod, mod);
        }
        return new Verdict(value, MISERE, why);
    }
}
