package boyi.logic;

import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * A formula that does not parse or is ill-formed (an unknown predicate, a product of two
 * variables, a free variable where none may be). The message names the 1-based column in the
 * formula text, in both languages ({@link #text()}).
 *
 * <pre>{@code
 * try {
 *     decider.decide("E x x * y = 1");
 * } catch (FormulaException e) {
 *     e.column();      // 7
 *     e.text().en();   // "formula, column 7: a product needs a constant on one side"
 * }
 * }</pre>
 */
public final class FormulaException extends BadInputException {

    private final int column;

    /** A problem {@code what} at 1-based {@code column} of a formula text. */
    public FormulaException(int column, Text what) {
        super(Text.format("公式第 %d 列：", "formula, column %d: ", column).plus(what));
        this.column = column;
    }

    /** The 1-based column in the formula text where the problem is. */
    public int column() {
        return column;
    }
}
