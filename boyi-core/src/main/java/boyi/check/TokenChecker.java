package boyi.check;

import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The judges' comparison: the tokens (separated by any whitespace) must be equal, exactly and
 * case-sensitively; then the lines must match too, except for trailing spaces and a missing final
 * newline (the right tokens on other lines are a presentation error).
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
    public Judgement judge(String input, String expected, String got) {
        String[] want = tokens(expected);
        String[] have = tokens(got);
        for (int i = 0; i < Math.min(want.length, have.length); i++) {
            if (!want[i].equals(have[i])) {
                return Judgement.wrong(Text.format("第 %d 个词：应为 \"%s\"，得到 \"%s\"", "token %d: expected \"%s\", got \"%s\"",
                        i + 1, want[i], shorten(have[i])));
            }
        }
        if (want.length != have.length) {
            return Judgement.wrong(Text.format("应有 %d 个词，得到 %d 个", "expected %d tokens, got %d", want.length, have.length));
        }
        List<String> wantLines = lines(expected);
        List<String> haveLines = lines(got);
        if (!wantLines.equals(haveLines)) {
            return new Judgement(CheckVerdict.PRESENTATION, Text.format("词都对，但应有 %d 行，得到 %d 行",
                    "the tokens are right, but expected %d lines, got %d", wantLines.size(), haveLines.size()));
        }
        return Judgement.ACCEPTED;
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
