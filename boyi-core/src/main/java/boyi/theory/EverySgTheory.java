package boyi.theory;

/**
 * Every-SG: several games are played at once and every turn the mover must move in every game
 * that is not over; whoever cannot move loses. The winner of a single game wants it to last as
 * long as possible, the loser as short as possible, so each game has a "step": 0 when it is over;
 * for a won position, one more than the greatest step of a lost option; for a lost position, one
 * more than the least step of an option. Won positions have odd steps, lost ones even, and the
 * player to move wins the whole game exactly when the greatest step is odd: the game with the
 * greatest step finishes last.
 *
 * <p>For the Euclid pair game of HDU 3595 (from {@code (x, y)}, {@code x <= y}, remove a positive
 * multiple of x from y; a pair with a 0 is over), with {@code y = q x + r} the step follows the
 * Euclid chain bottom up: {@code r = 0} wins in step 1; {@code q = 1} is forced, so the outcome
 * flips and the step grows by 1; {@code q >= 2} wins, with step + 1 if {@code (r, x)} is lost
 * (move there) and + 2 if it is won (move to {@code (x, x + r)}, which is lost).
 *
 * <pre>{@code
 * EverySgTheory.euclidStep(1, 1);   // 1
 * EverySgTheory.euclidStep(3, 2);   // 2: lost, forced to (1, 2) which wins in step 1
 * }</pre>
 */
public final class EverySgTheory {

    private EverySgTheory() {
    }

    /** Whether the player to move wins the Every-SG sum whose greatest step is {@code maxStep}. */
    public static boolean moverWins(long maxStep) {
        return maxStep % 2 == 1;
    }

    /** The Every-SG step of the Euclid pair (p, q), any order, 0..10^18; 0 when a pile is empty. O(log). */
    public static long euclidStep(long p, long q) {
        long x = Math.min(p, q);
        long y = Math.max(p, q);
        if (x == 0) {
            return 0;
        }
        // The quotients top-down (at most ~90 for numbers below 2^63), folded bottom-up.
        long[] quotients = new long[100];
        int count = 0;
        while (x > 0) {
            quotients[count++] = y / x;
            long r = y % x;
            y = x;
            x = r;
        }
        long step = 0;                       // the step of the pair below, (r, x) with r = 0: over
        for (int i = count - 1; i >= 0; i--) {
            long q0 = quotients[i];
            boolean belowWon = step % 2 == 1;
            if (i == count - 1) {
                step = 1;                    // r = 0: remove y, win at once
            } else if (q0 == 1) {
                step = step + 1;             // forced
            } else {
                step = belowWon ? step + 2 : step + 1;
            }
        }
        return step;
    }
}
