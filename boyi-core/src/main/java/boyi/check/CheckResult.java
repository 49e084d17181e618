package boyi.check;

import boyi.util.Text;

/**
 * What a checker says of a program's output: accepted, a wrong answer, or the right tokens laid
 * out on the wrong lines (presentation); with a note saying where, in both languages.
 *
 * <pre>{@code
 * CheckResult j = TokenChecker.INSTANCE.judge("", "Yes\n", "yes\n");
 * j.verdict();   // WRONG_ANSWER
 * j.note().en(); // "token 1: expected \"Yes\", got \"yes\""
 * }</pre>
 */
public record CheckResult(CheckVerdict verdict, Text note) {

    public static final CheckResult ACCEPTED = new CheckResult(CheckVerdict.ACCEPTED, Text.EMPTY);

    public static CheckResult wrong(Text note) {
        return new CheckResult(CheckVerdict.WRONG_ANSWER, note);
    }

    public boolean accepted() {
        return verdict == CheckVerdict.ACCEPTED;
    }
}
