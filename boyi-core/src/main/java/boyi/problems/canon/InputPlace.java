package boyi.problems.canon;

import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * Where a token of a judge input is, in both languages, for the errors the graph problems raise
 * themselves (a cycle, a repeated edge): {@code line 3, token 2 "0"} / {@code 第 3 行第 2 个词 "0"}.
 * A token can also be found again by its number in the whole input, so readers need not keep
 * the place of every edge.
 *
 * <pre>{@code
 * throw InputPlace.error(tokens, token, Text.of("这条边构成了环", "this edge closes a cycle"));
 * }</pre>
 */
final class InputPlace {

    private static final Text A_TOKEN = Text.of("一个词", "a token");

    private InputPlace() {
    }

    /** The error {@code <where>: <what>} for the token just read. */
    static BadInputException error(Tokens tokens, String token, Text what) {
        Text where = tokens.where(token);
        return new BadInputException(Text.of(where.zh() + "：" + what.zh(), where.en() + ": " + what.en()));
    }

    /** The error for the {@code index}-th token (0-based) of the whole input. */
    static BadInputException errorAtToken(String input, long index, Text what) {
        Tokens again = new Tokens(input);
        for (long i = 0; i < index; i++) {
            again.next(A_TOKEN);
        }
        return error(again, again.next(A_TOKEN), what);
    }
}
