package boyi.problems;

import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Reads whitespace-separated tokens of a judge input, remembering the line of each, so that
 * errors say exactly where: {@code line 2, token 3 "x": expected a whole number 0..10^18}.
 * Lines end with {@code \n}, {@code \r\n} or {@code \r}; tokens are separated by any whitespace.
 * The input is NFKC-normalised first ({@link InputText}), so full-width digits read as digits.
 *
 * <pre>{@code
 * Tokens t = new Tokens("12 3\n");
 * long n = t.nextLong(Text.of("石子数 n", "the number of stones n"), 0, Tokens.E18);
 * long m = t.nextLong(Text.of("每次最多取的个数 m", "the most a move takes m"), 1, Tokens.E18);
 * t.expectEnd();
 * }</pre>
 */
public final class Tokens {

    /** The same constant as {@link WholeNumber#E18}, for judge formats that name it here. */
    public static final long E18 = WholeNumber.E18;

    private final List<String> lines;
    private int line;        // 0-based current line
    private int column;      // index into the current line
    private int tokenOnLine; // 1-based number of the last token read on its line
    private int lastLine = -1;

    public Tokens(String input) {
        List<String> split = new ArrayList<>();
        // one pass over a large input: the split itself tells whether NFKC could change anything
        this.lines = split(input, split) ? split : splitLines(InputText.normalize(input));
    }

    /** The input split into lines; a trailing line break does not make an empty last line. */
    public static List<String> splitLines(String input) {
        List<String> out = new ArrayList<>();
        split(input, out);
        return out;
    }

    /** Adds the lines of {@code input} to {@code out}; returns whether it is all ASCII (which NFKC keeps as it is). */
    private static boolean split(String input, List<String> out) {
        int start = 0;
        int bits = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            bits |= c;
            if (c == '\n' || c == '\r') {
                out.add(input.substring(start, i));
                if (c == '\r' && i + 1 < input.length() && input.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < input.length()) {
            out.add(input.substring(start));
        }
        return bits < 0x80;
    }

    private void skipSpace() {
        while (line < lines.size()) {
            String l = lines.get(line);
            while (column < l.length() && Character.isWhitespace(l.charAt(column))) {
                column++;
            }
            if (column < l.length()) {
                return;
            }
            line++;
            column = 0;
        }
    }

    /** Whether another token follows. */
    public boolean hasNext() {
        skipSpace();
        return line < lines.size();
    }

    /** Whether another token follows on the line of the last token read. */
    public boolean hasNextOnLine() {
        if (line != lastLine) {
            return false;
        }
        String l = lines.get(line);
        int c = column;
        while (c < l.length() && Character.isWhitespace(l.charAt(c))) {
            c++;
        }
        return c < l.length();
    }

    /** The 1-based line of the next token (or one past the last line at the end). */
    public int nextLineNumber() {
        skipSpace();
        return line + 1;
    }

    /** The next token. @throws BadInputException naming {@code what} was expected, in both languages */
    public String next(Text what) {
        return next(() -> what);
    }

    /**
     * The next token; {@code what} is written only for an error message (a loop over a million
     * numbers does not format a million labels).
     */
    public String next(Supplier<Text> what) {
        if (!hasNext()) {
            int end = lines.size() + 1;
            Text expected = what.get();
            throw new BadInputException(Text.of("第 " + end + " 行：输入结束了，还缺" + expected.zh(),
                    "line " + end + ": input ends, expected " + expected.en()));
        }
        String l = lines.get(line);
        int start = column;
        while (column < l.length() && !Character.isWhitespace(l.charAt(column))) {
            column++;
        }
        tokenOnLine = line == lastLine ? tokenOnLine + 1 : 1;
        lastLine = line;
        return l.substring(start, column);
    }

    /** Where the last token was, in both languages: {@code 第 2 行第 3 个词 "x"} / {@code line 2, token 3 "x"}. */
    public Text where(String token) {
        String shown = InputText.shorten(token, 30);
        return Text.of("第 " + (lastLine + 1) + " 行第 " + tokenOnLine + " 个词 \"" + shown + "\"",
                "line " + (lastLine + 1) + ", token " + tokenOnLine + " \"" + shown + "\"");
    }

    /** The next token as a whole number in [min, max]; errors name {@code what} in both languages. */
    public long nextLong(Text what, long min, long max) {
        return nextLong(() -> what, min, max);
    }

    /** {@link #nextLong(Text, long, long)} with the label written only for an error message. */
    public long nextLong(Supplier<Text> what, long min, long max) {
        String token = next(what);
        java.util.OptionalLong v = WholeNumber.parse(token, min, max);
        if (v.isPresent()) {
            return v.getAsLong();
        }
        Text where = where(token);
        Text range = WholeNumber.range(min, max);
        Text expected = what.get();
        throw new BadInputException(Text.of(where.zh() + "：应为" + expected.zh() + "，" + range.zh(),
                where.en() + ": expected " + expected.en() + ", " + range.en()));
    }

    /** The next token as an int in [min, max]; errors name {@code what} in both languages. */
    public int nextInt(Text what, int min, int max) {
        return (int) nextLong(what, min, max);
    }

    /** {@link #nextInt(Text, int, int)} with the label written only for an error message. */
    public int nextInt(Supplier<Text> what, int min, int max) {
        return (int) nextLong(what, min, max);
    }

    /** Fails unless the input is over. */
    public void expectEnd() {
        if (hasNext()) {
            Text where = where(next(Text.of("没有更多输入", "nothing more")));
            throw new BadInputException(Text.of(where.zh() + "：多余的输入", where.en() + ": unexpected extra input"));
        }
    }

    /** Lines of the input (without line breaks). */
    public List<String> lines() {
        return lines;
    }

}
