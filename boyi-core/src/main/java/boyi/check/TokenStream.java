package boyi.check;

import boyi.util.Text;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * {@link TokenChecker}'s comparison done on the output as it arrives, in memory bounded by the
 * expected output whatever the program prints: each token is kept only up to one byte past the
 * expected one (and 40 for the message), each line is matched against the expected line byte by
 * byte, and whitespace waiting to be matched is counted rather than kept where it cannot match.
 * Whitespace is the ASCII space, tab, line feed, vertical tab, form feed and carriage return.
 */
final class TokenStream implements OutputJudge {

    /** Bytes of a wrong token kept for the message. */
    private static final int SHOWN = 40;

    private final byte[][] want;
    private final byte[][] wantLines;

    // tokens
    private final Bytes token = new Bytes();
    private boolean tokenTooLong;
    private boolean inToken;
    private long tokens;
    private CheckResult firstWrong;

    // lines: the current line is matched against wantLines[line] up to position at
    private long line;
    private int at;
    private boolean lineWrong;
    private boolean linesWrong;
    private long pendingSpace;
    private final Bytes space = new Bytes();
    private long emptyLines;
    private boolean lineHasText;

    TokenStream(String expected) {
        this.want = Arrays.stream(TokenChecker.tokens(expected)).map(t -> t.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
        List<String> lines = TokenChecker.lines(expected);
        this.wantLines = lines.stream().map(l -> l.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
    }

    static boolean space(int b) {
        return b == ' ' || b == '\t' || b == '\n' || b == 0x0B || b == '\f' || b == '\r';
    }

    @Override
    public void accept(byte[] bytes, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            byte b = bytes[i];
            if (space(b)) {
                endToken();
                if (b == '\n') {
                    endLine();
                } else {
                    pendingSpace++;
                    if (space.length < room()) {
                        space.add(b);
                    }
                }
            } else {
                text(b);
            }
        }
    }

    private int room() {
        return line < wantLines.length ? wantLines[(int) line].length + 1 : 1;
    }

    private void text(byte b) {
        if (firstWrong == null) {
            int limit = tokens < want.length ? Math.max(want[(int) tokens].length + 1, SHOWN) : SHOWN;
            if (token.length < limit) {
                token.add(b);
            } else {
                tokenTooLong = true;
            }
        }
        inToken = true;
        if (!lineHasText) {
            lineHasText = true;
            // empty lines followed by text are lines of the output: each must be an empty expected line
            if (line + emptyLines > wantLines.length) {
                linesWrong = true;
            } else {
                for (long k = line; k < line + emptyLines; k++) {
                    linesWrong |= wantLines[(int) k].length != 0;
                }
            }
            line += emptyLines;
            emptyLines = 0;
        }
        if (pendingSpace > 0) {
            for (int k = 0; k < Math.min(pendingSpace, space.length + 1L); k++) {
                matchLine(k < space.length ? space.bytes[k] : -1);
            }
            pendingSpace = 0;
            space.length = 0;
        }
        matchLine(b);
    }

    private void matchLine(int b) {
        if (lineWrong) {
            return;
        }
        byte[] w = line < wantLines.length ? wantLines[(int) line] : new byte[0];
        if (b < 0 || at >= w.length || w[at] != b) {
            lineWrong = true;
        } else {
            at++;
        }
    }

    private void endToken() {
        if (!inToken) {
            return;
        }
        inToken = false;
        if (firstWrong == null && tokens < want.length) {
            byte[] got = Arrays.copyOf(token.bytes, token.length);
            if (tokenTooLong || !Arrays.equals(got, want[(int) tokens])) {
                String shown = new String(got, 0, Math.min(got.length, SHOWN), StandardCharsets.UTF_8);
                firstWrong = CheckResult.wrong(Text.format("第 %d 个词：应为 \"%s\"，得到 \"%s\"", "token %d: expected \"%s\", got \"%s\"",
                        tokens + 1, new String(want[(int) tokens], StandardCharsets.UTF_8), TokenChecker.shorten(
                                tokenTooLong || got.length > SHOWN ? shown + "..." : shown)));
            }
        }
        tokens++;
        token.length = 0;
        tokenTooLong = false;
    }

    private void endLine() {
        if (!lineHasText) {
            emptyLines++;
        } else {
            linesWrong |= lineWrong || line >= wantLines.length || at != wantLines[(int) line].length;
            line++;
        }
        at = 0;
        lineWrong = false;
        lineHasText = false;
        pendingSpace = 0;
        space.length = 0;
    }

    @Override
    public CheckResult finish() {
        endToken();
        if (lineHasText) {
            endLine();
        }
        if (firstWrong != null) {
            return firstWrong;
        }
        if (tokens != want.length) {
            return CheckResult.wrong(Text.format("应有 %d 个词，得到 %d 个", "expected %d tokens, got %d", want.length, tokens));
        }
        if (linesWrong || line != wantLines.length) {
            return new CheckResult(CheckVerdict.PRESENTATION, Text.format("词都对，但应有 %d 行，得到 %d 行",
                    "the tokens are right, but expected %d lines, got %d", wantLines.length, line));
        }
        return CheckResult.ACCEPTED;
    }

    /** A growing array of bytes, without the locks of a ByteArrayOutputStream (a byte at a time is the common case). */
    private static final class Bytes {

        byte[] bytes = new byte[64];
        int length;

        void add(byte b) {
            if (length == bytes.length) {
                bytes = Arrays.copyOf(bytes, 2 * length);
            }
            bytes[length++] = b;
        }
    }
}
