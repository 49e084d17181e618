package boyi.theory;

/**
 * The Anti-SG rule (misère sums; the SJ theorem of Jia Zhihao): in a sum played under misère
 * play (whoever makes the last move loses), if a component of Grundy value 0 has no move left
 * (so the sum ends exactly when every component's value is 0), the player to move wins exactly
 * when either the XOR of the values is not 0 and some component's value exceeds 1, or the XOR
 * is 0 and no component's value exceeds 1. Misère Nim is the first example (John, HDU 1907).
 * Where a component of value 0 can still move, the rule may fail (misère Kayles); then only
 * search decides.
 *
 * <pre>{@code
 * AntiSgTheory.moverWins(3 ^ 5 ^ 1, true);   // true: John wins at 3 5 1
 * AntiSgTheory.moverWins(1, false);          // false: one candy left, the mover eats it
 * }</pre>
 */
public final class AntiSgTheory {

    private AntiSgTheory() {
    }

    /**
     * @param xor            the XOR of the components' Grundy values
     * @param someAboveOne   whether some component's value is 2 or more
     */
    public static boolean moverWins(long xor, boolean someAboveOne) {
        return someAboveOne ? xor != 0 : xor == 0;
    }
}
