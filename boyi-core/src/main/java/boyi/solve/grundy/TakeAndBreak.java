package boyi.solve.grundy;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.Arrays;

/**
 * The rule of a take-and-break heap game: for each count k of tokens taken, whether the rest
 * of the heap may be left as no heap, one heap or two nonempty heaps. Octal codes write this
 * as digits d0.d1d2...dt (Berlekamp–Conway–Guy): bit 1 of dk allows taking k tokens when they
 * are the whole heap, bit 2 taking k and leaving one heap, bit 4 taking k and splitting the
 * rest into two nonempty heaps. Grundy's game (split a heap into two unequal heaps) is the rule
 * 4.0 restricted to unequal splits.
 *
 * <pre>{@code
 * TakeAndBreak kayles = TakeAndBreak.octal("0.77");
 * kayles.maxTake();            // 2
 * kayles.leavesTwo(1);         // true: knock down one pin, splitting the row
 * }</pre>
 */
public final class TakeAndBreak {

    /** Longest code accepted, in digits after the point. */
    public static final int MAX_DIGITS = 64;

    private final String code;
    private final int[] digits;
    private final boolean unequalSplits;

    private TakeAndBreak(String code, int[] digits, boolean unequalSplits) {
        this.code = code;
        this.digits = digits;
        this.unequalSplits = unequalSplits;
    }

    /**
     * Parses an octal code {@code d0.d1...dt} (one digit 0 or 4 before the point, which may be
     * left out; digits 0-7 after it).
     *
     * @throws BadInputException saying which character is wrong
     */
    public static TakeAndBreak octal(String text) {
        String c = text.trim();
        int point = c.indexOf('.');
        if (point < 0) {
            throw bad(c, "应为带小数点的数字，例如 0.77（凯尔斯保龄）或 4.07", "expected digits with a point, like 0.77 (Kayles) or 4.07");
        }
        if (point > 1) {
            throw bad(c, "小数点前应只有一个数字（0 或 4），这里是 \"" + c.substring(0, point) + "\"",
                    "expected one digit before the point (0 or 4), found \"" + c.substring(0, point) + "\"");
        }
        String after = c.substring(point + 1);
        if (after.length() > MAX_DIGITS) {
            throw bad(c, "小数点后最多 " + MAX_DIGITS + " 位", "at most " + MAX_DIGITS + " digits after the point");
        }
        int[] d = new int[after.length() + 1];
        if (point == 1) {
            char first = c.charAt(0);
            if (first != '0' && first != '4') {
                throw bad(c, "小数点前的数字（一个也不取）必须是 0 或 4（4 表示不取也可以分堆），这里是 '" + first + "'",
                        "the digit before the point (taking no token) must be 0 or 4 "
                        + "(4 = split a heap without taking), found '" + first + "'");
            }
            d[0] = first - '0';
        }
        for (int i = 0; i < after.length(); i++) {
            char ch = after.charAt(i);
            if (ch < '0' || ch > '7') {
                throw bad(c, "小数点后第 " + (i + 1) + " 位 '" + ch + "' 不是八进制数字 0-7",
                        "'" + ch + "' at digit " + (i + 1) + " after the point is not an octal digit 0-7");
            }
            d[i + 1] = ch - '0';
        }
        int t = d.length - 1;
        while (t > 0 && d[t] == 0) {
            t--;
        }
        return new TakeAndBreak(c.startsWith(".") ? "0" + c : c, Arrays.copyOf(d, t + 1), false);
    }

    private static BadInputException bad(String code, String zh, String en) {
        return new BadInputException(Text.of("八进制代码 \"" + code + "\"：" + zh, "code \"" + code + "\": " + en));
    }

    /** Grundy's game: split one heap into two nonempty unequal heaps. */
    public static TakeAndBreak grundysGame() {
        return new TakeAndBreak("4.0 (unequal splits)", new int[] {4}, true);
    }

    /** The code as given (with a leading 0 added when it started with the point). */
    public String code() {
        return code;
    }

    /** t: the most tokens one move takes (the position of the last nonzero digit). */
    public int maxTake() {
        return digits.length - 1;
    }

    /** Whether a split must leave two heaps of different sizes (Grundy's game). */
    public boolean unequalSplits() {
        return unequalSplits;
    }

    /** Taking k tokens that are the whole heap is allowed. */
    public boolean takesWhole(int k) {
        return k >= 1 && k < digits.length && (digits[k] & 1) != 0;
    }

    /** Taking k tokens and leaving one nonempty heap is allowed. */
    public boolean leavesOne(int k) {
        return k >= 1 && k < digits.length && (digits[k] & 2) != 0;
    }

    /** Taking k tokens (k may be 0) and splitting the rest into two nonempty heaps is allowed. */
    public boolean leavesTwo(int k) {
        return k >= 0 && k < digits.length && (digits[k] & 4) != 0;
    }

    /** The k (ascending) for which {@link #leavesTwo} holds. */
    int[] splitTakes() {
        return takes(4);
    }

    /** The k for which {@link #leavesOne} holds. */
    int[] singleTakes() {
        return takes(2);
    }

    /** The k for which {@link #takesWhole} holds. */
    int[] wholeTakes() {
        return takes(1);
    }

    private int[] takes(int bit) {
        return java.util.stream.IntStream.range(bit == 4 ? 0 : 1, digits.length)
                .filter(k -> (digits[k] & bit) != 0).toArray();
    }

    /** The largest first part a of a split of m tokens into a + (m - a) with a <= m - a. */
    public long largestSmallerPart(long m) {
        return unequalSplits ? (m - 1) / 2 : m / 2;
    }

    @Override
    public String toString() {
        return code;
    }
}
