package boyi.theory;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * The multiplication game (HDU 1517, POJ 2505, UVa 847): p starts at 1 and the players multiply
 * it in turn by 2..9; whoever first makes {@code p >= n} wins. Only {@code c = ceil(n / p)}, the
 * factor still needed, matters ({@code ceil(ceil(n/p)/k) = ceil(n/(p k))}), so the positions are
 * {@code c >= 2} (c = 1: the game is over) and nothing is ever multiplied. The 9/18 rule: divide
 * n by 18 rounding up until it is at most 18; the first player (Stan) wins iff the result is at
 * most 9 — from 10..18 every factor leaves 2..9, and from 2..9 the opponent wins at once. The tests
 * check the rule against {@link #searchMoverWins} for every n up to 10^6 and sampled n to 10^18.
 *
 * <pre>{@code
 * MultiplicationGameTheory.moverWins(162);   // true: 162 -> 9
 * MultiplicationGameTheory.moverWins(17);    // false
 * }</pre>
 */
public final class MultiplicationGameTheory {

    private MultiplicationGameTheory() {
    }

    /** {@code ceil(a / b)} for {@code a >= 0, b > 0}, without overflow. */
    public static long ceilDiv(long a, long b) {
        return a / b + (a % b == 0 ? 0 : 1);
    }

    /** Whether the player to move wins when the factor still needed is {@code c >= 2}, by the 9/18 rule. */
    public static boolean moverWins(long c) {
        return reduced(c) <= 9;
    }

    /** c divided by 18 rounding up until it is at most 18. */
    public static long reduced(long c) {
        while (c > 18) {
            c = ceilDiv(c, 18);
        }
        return c;
    }

    /**
     * Whether the player to move wins with factor {@code c} still needed, by exhaustive search of
     * the real moves (iterative, memoised; about 2·10^4 positions from 10^18).
     */
    public static boolean searchMoverWins(long c) {
        Map<Long, Boolean> memo = new HashMap<>();
        ArrayDeque<Long> stack = new ArrayDeque<>();
        stack.push(c);
        while (!stack.isEmpty()) {
            long x = stack.peek();
            if (memo.containsKey(x)) {
                stack.pop();
                continue;
            }
            if (x <= 9) {
                memo.put(x, true);               // multiply by 9 >= x: reached at once
                stack.pop();
                continue;
            }
            boolean ready = true;
            boolean win = false;
            for (int k = 2; k <= 9; k++) {
                long next = ceilDiv(x, k);
                Boolean v = memo.get(next);
                if (v == null) {
                    stack.push(next);
                    ready = false;
                } else if (!v) {
                    win = true;
                }
            }
            if (ready) {
                memo.put(x, win);
                stack.pop();
            }
        }
        return memo.get(c);
    }

    /** The positions a search from c visits (for the record: about 2·10^4 from 10^18). */
    public static int searchSize(long c) {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        ArrayDeque<Long> stack = new ArrayDeque<>();
        stack.push(c);
        while (!stack.isEmpty()) {
            long x = stack.pop();
            if (x >= 2 && seen.add(x) && x > 9) {
                for (int k = 2; k <= 9; k++) {
                    stack.push(ceilDiv(x, k));
                }
            }
        }
        return seen.size();
    }
}
