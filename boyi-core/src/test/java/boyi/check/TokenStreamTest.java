package boyi.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The token checker judges the output as it arrives, in pieces of any size, and agrees with the
 * judges' comparison done on whole strings (written here apart: split into tokens, then lines).
 */
class TokenStreamTest {

    /** The judges' comparison on whole strings: the verdict only. */
    private static CheckVerdict whole(String expected, String got) {
        String[] want = expected.strip().isEmpty() ? new String[0] : expected.strip().split("\\s+");
        String[] have = got.strip().isEmpty() ? new String[0] : got.strip().split("\\s+");
        if (!java.util.Arrays.equals(want, have)) {
            return CheckVerdict.WRONG_ANSWER;
        }
        return lines(expected).equals(lines(got)) ? CheckVerdict.ACCEPTED : CheckVerdict.PRESENTATION;
    }

    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            lines.add(line.replaceAll("[ \t\r\f\u000B]+$", ""));
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private static String random(SplittableRandom r, int words) {
        String[] tokens = {"Yes", "No", "yes", "Alice", "Bob", "Ye"};
        String[] spaces = {" ", "\n", "\t", "\r\n", "  ", "\n\n", " \n"};
        StringBuilder b = new StringBuilder(r.nextInt(5) == 0 ? spaces[r.nextInt(spaces.length)] : "");
        for (int i = 0; i < words; i++) {
            b.append(tokens[r.nextInt(r.nextInt(3) == 0 ? tokens.length : 2)]).append(spaces[r.nextInt(r.nextInt(3) == 0 ? spaces.length : 2)]);
        }
        return b.toString();
    }

    /** The verdict of the stream judge fed in random pieces. */
    private static CheckResult streamed(String expected, String got, SplittableRandom r) {
        OutputJudge j = TokenChecker.INSTANCE.open("", expected);
        byte[] bytes = got.getBytes(StandardCharsets.UTF_8);
        for (int at = 0; at < bytes.length; ) {
            int n = Math.min(bytes.length - at, 1 + r.nextInt(5));
            j.accept(bytes, at, n);
            at += n;
        }
        return j.finish();
    }

    static IntStream seeds() {
        return IntStream.range(0, 300);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void theStreamAgreesWithTheWholeStringComparison(int seed) {
        SplittableRandom r = new SplittableRandom(seed);
        String expected = String.join("\n", random(r, 1 + r.nextInt(4)).strip().split("\\s+")) + "\n";
        // half the outputs are the expected one laid out again, the rest anything
        String got = r.nextBoolean() ? expected.replace("\n", new String[] {"\n", " \n", "\r\n", " ", "\n\n"}[r.nextInt(5)])
                : random(r, r.nextInt(5));
        assertThat(streamed(expected, got, r).verdict()).as("expected %s got %s", expected, got).isEqualTo(whole(expected, got));
    }

    @Test
    void messagesNameTheFirstWrongTokenAndTheCounts() {
        assertThat(TokenChecker.INSTANCE.judge("", "Yes\nNo\n", "Yes\nYes\n").note().en()).isEqualTo("token 2: expected \"No\", got \"Yes\"");
        assertThat(TokenChecker.INSTANCE.judge("", "Yes\n", "Yes\nNo\n").note().en()).isEqualTo("expected 1 tokens, got 2");
        assertThat(TokenChecker.INSTANCE.judge("", "Yes\nNo\n", "Yes No").note().en())
                .isEqualTo("the tokens are right, but expected 2 lines, got 1");
        String longToken = "Y".repeat(100);
        assertThat(TokenChecker.INSTANCE.judge("", "Yes\n", longToken).note().en()).isEqualTo("token 1: expected \"Yes\", got \""
                + "Y".repeat(37) + "...\"");
    }

    @Test
    void thirtyMegabytesOfNewlinesAreJudgedPieceByPiece() {
        OutputJudge j = TokenChecker.INSTANCE.open("", "Yes\n");
        byte[] newlines = new byte[1 << 16];
        java.util.Arrays.fill(newlines, (byte) '\n');
        for (int i = 0; i < 480; i++) {
            j.accept(newlines, 0, newlines.length);
        }
        assertThat(j.finish().note().en()).isEqualTo("expected 1 tokens, got 0");
        OutputJudge late = TokenChecker.INSTANCE.open("", "Yes\n");
        for (int i = 0; i < 480; i++) {
            late.accept(newlines, 0, newlines.length);
        }
        late.accept("Yes\n".getBytes(StandardCharsets.UTF_8), 0, 4);
        assertThat(late.finish().verdict()).isEqualTo(CheckVerdict.PRESENTATION);
    }
}
