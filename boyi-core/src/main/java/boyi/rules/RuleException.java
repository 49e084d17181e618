package boyi.rules;

import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * A rule text that cannot be read or a rule that breaks while it is evaluated (a move leaving the
 * state space, a range too long, a division by zero), with the line and column of the rule text
 * where it happened, in both languages.
 *
 * <pre>{@code
 * throw new RuleException(3, 14, "堆不能为负数", "a heap cannot be negative");
 * // "line 3, column 14: a heap cannot be negative"
 * }</pre>
 */
public final class RuleException extends BadInputException {

    private final int line;
    private final int column;

    public RuleException(int line, int column, String zh, String en) {
        super(Text.of("规则第 " + line + " 行第 " + column + " 列：" + zh, "rules line " + line + ", column " + column + ": " + en));
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
