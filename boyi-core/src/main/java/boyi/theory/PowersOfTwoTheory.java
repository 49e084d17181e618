package boyi.theory;

/**
 * Subtraction of powers of two (HDU 1847, "Good Luck in CET-4"): from n cards take 1, 2, 4, 8, ...
 * cards; whoever takes the last card wins. The player to move loses exactly when 3 divides n: no
 * power of two is a multiple of 3, so from a multiple of 3 every move leaves one that is not, and
 * from {@code n mod 3 = r > 0} taking r (1 or 2) leaves a multiple of 3. Grundy values are
 * {@code n mod 3} (tests check both against search of the real moves).
 *
 * <pre>{@code
 * PowersOfTwoTheory.moverWins(3);    // false
 * PowersOfTwoTheory.winningTake(10); // 1
 * }</pre>
 */
public final class PowersOfTwoTheory {

    private PowersOfTwoTheory() {
    }

    public static boolean moverWins(long n) {
        return n % 3 != 0;
    }

    /** The Grundy value, {@code n mod 3}. */
    public static long grundy(long n) {
        return n % 3;
    }

    /** The winning take ({@code n mod 3}), or 0 when the player to move loses. */
    public static long winningTake(long n) {
        return n % 3;
    }
}
