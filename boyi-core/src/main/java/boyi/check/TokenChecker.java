package boyi.check;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The judges' comparison: the tokens (separated by any whitespace) must be equal, exactly and
 * case-sensitively; then the lines must match too, except for trailing spaces and a missing final
 * newline (the right tokens on other lines are a presentation error). The comparison runs on the
 * output as it arrives ({@link #open}), so a program that prints a lot costs no memory.
 *
 * <pre>{@code
 * TokenChecker.INSTANCE.judge("", "Yes\nNo\n", "Yes No\n").verdict();   // PRESENTATION
 * }</pre>
 */
public final class TokenChecker implements Checker {

    public static final TokenChecker INSTANCE = new TokenChecker();

    private TokenChecker() {
    }

    @Override
    public CheckResult judge(String input, String expected, String got) {
        OutputJudge j = open(input, expected);
        byte[] bytes = got.getBytes(StandardCharsets.UTF_8);
        j.accept(bytes, 0, bytes.length);
        return j.finish();
    }

    /** The comparison as the output arrives, in memory bounded by the expected output. */
    @Override
    public OutputJudge open(String input, String expected) {
        return new TokenStream(expected);
    }

    static String[] tokens(String text) {
        String t = text.strip();
        return t.isEmpty() ? new String[0] : t.split("\\s+");
    }

    /** The lines without trailing whitespace, without the empty lines at the end. */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            lines.add(line.stripTrailing());
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    static String shorten(String token) {
        return token.length() <= 40 ? token : token.substring(0, 37) + "...";
    }
}
