package boyi.games.octal;

import boyi.util.Text;
import java.util.List;

/**
 * The options of one heap, as a CGSuite heap ruleset: a heap game is a sum of heaps and a move
 * changes one of them by this rule. Subtraction-like rules take tokens and leave one heap;
 * take-and-break rules may also leave none or split the rest in two.
 *
 * <pre>{@code
 * HeapRule kayles = new TakeAndBreakRule(TakeAndBreak.octal("0.77"));
 * kayles.firstMoves(3, 10);   // take 1, leave 2 / take 1, leave 1+1 / take 2, leave 1
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

    /**
     * A move of heap n to heaps whose Grundy values XOR to {@code target}, or null. By default
     * the moves are tried in order; rules with many moves narrow the search.
     */
    default HeapMove moveTo(long n, long target, HeapValues values) {
        for (HeapMove m : firstMoves(n, Integer.MAX_VALUE)) {
            if (values.grundy(m.leaves()) == target) {
                return m;
            }
        }
        return null;
    }
}
