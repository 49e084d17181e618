package boyi.theory;

/**
 * Northcott's game (HDU 1730): each row holds one black and one white piece; a player moves one
 * of their own pieces along its row to an empty cell, never jumping over the other piece. The
 * game is partizan and loopy (a piece may move away), yet it is Nim: each row is a heap of the
 * empty cells between the pieces, {@code |T - J| - 1}. Moving towards the other piece lowers the
 * heap like a Nim move; moving away raises it, and the winner answers by closing the gap by the
 * same amount, which the bounded board cannot let the loser repeat forever. So the player to move
 * wins exactly when the XOR of the gaps is not 0, and there are no draws (tests confirm it by
 * retrograde analysis of the real rules on small boards).
 *
 * <pre>{@code
 * NorthcottTheory.gap(4, 5);   // 0
 * NorthcottTheory.gap(1, 3);   // 1
 * }</pre>
 */
public final class NorthcottTheory {

    private NorthcottTheory() {
    }

    /** The empty cells between the two pieces of a row at columns t and j. */
    public static long gap(long t, long j) {
        return Math.abs(t - j) - 1;
    }
}
