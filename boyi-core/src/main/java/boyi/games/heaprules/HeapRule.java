package boyi.games.heaprules;

import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.List;
import java.util.OptionalLong;

/**
 * The rule of one heap, as a CGSuite heap ruleset: its moves and the Grundy value of a heap of
 * any size. A heap game is a sum of heaps and a move changes one of them by this rule: the
 * octal families play it on {@code Heaps}, the sum families on a list of components. Subtraction
 * rules take tokens and leave one heap or none; take-and-break rules may also split the rest in
 * two.
 *
 * <p>The Grundy values come from the rule's closed form (Nim: g(n) = n) or from the Grundy
 * pipeline ({@link HeapValues}) for rules without one (octal codes, all-but sets).
 *
 * <pre>{@code
 * HeapRule kayles = new TakeAndBreakRule(TakeAndBreak.octal("0.77"));
 * kayles.firstMoves(3, 10);   // take 1, leave 2 / take 1, leave 1+1 / take 2, leave 1
 * kayles.grundy(5);           // 4
 * }</pre>
 */
public interface HeapRule {

    /** The rule's name for explanations, e.g. 八进制游戏 0.77 / octal game 0.77. */
    Text name();

    /** The number of moves of a heap of size {@code n}. */
    long moveCount(long n);

    /** The first {@code count} moves of heap n in a fixed order, without listing them all. */
    List<HeapMove> firstMoves(long n, int count);

    /** Whether {@code move} follows the rules (its sizes already add up). */
    boolean legal(HeapMove move);

    /** Whether some move leaves two heaps (the values of the parts XOR: Multi-SG). */
    boolean splits();

    /** The Grundy value of a heap of n. @throws boyi.util.TooLargeException when it is beyond the budget */
    long grundy(long n);

    /** How the Grundy values are known, e.g. "a heap's Grundy value is its size". */
    Text grundyMethod();

    /**
     * A move of heap n to heaps whose Grundy values XOR to {@code target}, or null. By default
     * the moves are tried in order; rules with many moves or a closed form narrow the search.
     */
    default HeapMove moveTo(long n, long target) {
        for (HeapMove m : firstMoves(n, Integer.MAX_VALUE)) {
            if (grundyOfLeaves(m) == target) {
                return m;
            }
        }
        return null;
    }

    /**
     * Whether the Anti-SG rule decides misère sums of these heaps: only the empty heap has value
     * 0 and a heap of value 1 can only be emptied (tests check the claim against misère search).
     */
    default boolean antiSg() {
        return false;
    }

    /** The Every-SG step of heap n in closed form, or empty (then search decides). */
    default OptionalLong everySgStep(long n) {
        return OptionalLong.empty();
    }

    /** The move that keeps the Every-SG step strategy on heap n, when known in closed form; else null. */
    default HeapMove everySgStepMove(long n) {
        return null;
    }

    /** The largest heap a sum accepts (rules whose moves are listed and searched accept less). */
    default long maxHeap() {
        return WholeNumber.E18;
    }

    /** The XOR of the Grundy values of the heaps a move leaves (0 for none). */
    default long grundyOfLeaves(HeapMove m) {
        long x = 0;
        for (long h : m.leaves()) {
            x ^= grundy(h);
        }
        return x;
    }
}
