package boyi.cgt;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CGSuite's notation ({@link CgtNotation} describes it) from a range of a text into a
 * canonical form; errors name the character where the text breaks the notation.
 *
 * <pre>{@code
 * new CgtReader("{1|-1}", 0, 6).whole();   // +-1
 * }</pre>
 */
final class CgtReader {

    /** CGSuite's name of the atomic weight: {@code G.AtomicWeight}, also read as {@code AtomicWeight(G)}. */
    static final String ATOMIC_WEIGHT = "AtomicWeight";
    /** CGSuite's {@code G.Pow(n)} and {@code G.PowTo(n)} for {@code G = {0|H}}: {@code ^.Pow(2)} is {@code ^<2>}. */
    static final String POW = "Pow";
    static final String POW_TO = "PowTo";

    private final String s;
    private int i;
    private final int end;
    private int nesting;

    CgtReader(String s, int start, int end) {
        this.s = s;
        this.i = start;
        this.end = end;
    }

    private CgtReader sub(int start, int stop) {
        CgtReader r = new CgtReader(s, start, stop);
        r.nesting = nesting + 1;
        if (r.nesting > CgtNotation.MAX_NESTING) {
            throw error(start, "括号嵌套超过 " + CgtNotation.MAX_NESTING + " 层", "braces nested deeper than " + CgtNotation.MAX_NESTING);
        }
        return r;
    }

    CanonicalGame whole() {
        skipSpace();
        if (i >= end) {
            throw error(i, "缺少表达式", "expected an expression");
        }
        CanonicalGame g = sum();
        skipSpace();
        if (i < end) {
            throw error(i, "多余的字符", "unexpected character");
        }
        return g;
    }

    private CanonicalGame sum() {
        CanonicalGame g = term();
        while (true) {
            skipSpace();
            if (i >= end) {
                return g;
            }
            char c = s.charAt(i);
            if (c == '+' && !s.startsWith("+-", i)) {
                i++;
                g = g.add(term());
            } else if (c == '+') {       // "a+-b": a plus the switch +-b
                g = g.add(term());
            } else if (c == '-') {
                i++;
                g = g.subtract(term());
            } else {
                return g;
            }
        }
    }

    /** A term after any number of unary signs, read in a loop (10,000 signs need no deeper stack). */
    private CanonicalGame term() {
        boolean negated = false;
        while (true) {
            skipSpace();
            if (i >= end) {
                throw error(i, "缺少一项", "expected a value");
            }
            char c = s.charAt(i);
            if (s.startsWith("+-", i) || c == '±' || c == '-' && i + 1 < end && Character.isDigit(s.charAt(i + 1))
                    || c != '-' && c != '+') {
                CanonicalGame g = signless();
                return negated ? g.negate() : g;
            }
            negated ^= c == '-';
            i++;
        }
    }

    /** A switch {@code +-G}, or a postfix expression. */
    private CanonicalGame signless() {
        if (s.startsWith("+-", i) || s.startsWith("±", i)) {
            i += s.charAt(i) == '±' ? 1 : 2;
            skipSpace();
            List<CanonicalGame> options = new ArrayList<>();
            if (i < end && s.charAt(i) == '{' && !hasTopBar(i + 1, closing(i))) {
                int close = closing(i);
                options.addAll(list(i + 1, close));
                i = close + 1;
            } else {
                options.add(postfix());
            }
            List<CanonicalGame> negatives = new ArrayList<>();
            for (CanonicalGame g : options) {
                negatives.add(g.negate());
            }
            return CanonicalGame.of(options, negatives);
        }
        return postfix();               // "-1^" is (-1) + ^, as CGSuite writes it
    }

    private CanonicalGame postfix() {
        CanonicalGame g = primary();
        skipSpace();
        if (s.startsWith(".Tiny", i) && i + 5 <= end) {
            i += 5;
            return CanonicalGame.tiny(g);
        }
        if (s.startsWith(".Miny", i) && i + 5 <= end) {
            i += 5;
            return CanonicalGame.tiny(g).negate();
        }
        for (String name : new String[] {POW_TO, POW}) {
            if (s.startsWith("." + name + "(", i) && i + name.length() + 2 < end) {
                int at = i + 1;
                int open = i + 1 + name.length();
                int close = closing(open);
                i = open + 1;
                skipSpace();
                if (i >= close || !Character.isDigit(s.charAt(i))) {
                    throw error(i, name + "(n) 里应为非负整数 n", "expected a whole number n in " + name + "(n)");
                }
                int n = smallNumber(Uptimal.MAX_ORDER);
                skipSpace();
                if (i != close) {
                    throw error(i, "应为 )（" + name + "(n) 的结尾）", "expected ) to close " + name + "(n)");
                }
                i = close + 1;
                if (!Uptimal.isPowerBase(g)) {
                    throw error(at, name + " 的底须形如 {0|H}，" + CgtWriter.format(g) + " 不是",
                            "the base of " + name + " must be of the form {0|H}, and " + CgtWriter.format(g) + " is not");
                }
                if (name.equals(POW) && n < 1) {
                    throw error(open + 1, "Pow(n) 的 n 至少为 1", "n in Pow(n) is at least 1");
                }
                return name.equals(POW) ? Uptimal.pow(g, n) : Uptimal.powTo(g, n);
            }
        }
        if (s.startsWith(ATOMIC_WEIGHT, i + 1) && s.charAt(i) == '.' && i + 1 + ATOMIC_WEIGHT.length() <= end) {
            int at = i;
            i += 1 + ATOMIC_WEIGHT.length();
            return atomicWeight(g, at);
        }
        return g;
    }

    private CanonicalGame atomicWeight(CanonicalGame g, int at) {
        if (!AtomicWeight.applies(g)) {
            throw error(at, "原子权重只对全小博弈有定义，" + CgtWriter.format(g) + " 不是全小博弈",
                    "the atomic weight is defined for all-small games only, and " + CgtWriter.format(g) + " is not all-small");
        }
        return AtomicWeight.of(g);
    }

    private CanonicalGame primary() {
        skipSpace();
        if (s.startsWith(ATOMIC_WEIGHT + "(", i) && i + ATOMIC_WEIGHT.length() < end) {
            int at = i;
            int open = i + ATOMIC_WEIGHT.length();
            int close = closing(open);
            CanonicalGame g = sub(open + 1, close).whole();
            i = close + 1;
            return atomicWeight(g, at);
        }
        char c = s.charAt(i);
        if (c == '(') {
            int close = closing(i);
            CanonicalGame g = sub(i + 1, close).whole();
            i = close + 1;
            return g;
        }
        if (c == '{') {
            int close = closing(i);
            if (!hasTopBar(i + 1, close)) {
                throw error(close, "大括号里缺少 |", "expected | inside the braces");
            }
            CanonicalGame g = sub(i + 1, close).slashGame(i + 1, close);
            i = close + 1;
            return g;
        }
        return atom();
    }

    /** A number, ups, a nimber and Tiny/Miny written together: {@code 6^*}, {@code 2Tiny(2)}. */
    private CanonicalGame atom() {
        int start = i;
        CanonicalGame g = CanonicalGame.ZERO;
        boolean any = false;
        boolean minus = i + 1 < end && s.charAt(i) == '-' && Character.isDigit(s.charAt(i + 1));
        if (minus || i < end && Character.isDigit(s.charAt(i))) {
            int j = minus ? i + 1 : i;
            while (j < end && Character.isDigit(s.charAt(j))) {
                j++;
            }
            if (j < end && s.charAt(j) == '/') {
                j++;
                int d = j;
                while (j < end && Character.isDigit(s.charAt(j))) {
                    j++;
                }
                if (d == j) {
                    throw error(j, "分母缺失", "expected a denominator");
                }
            }
            try {
                g = CanonicalGame.number(Dyadic.parse(s.substring(i, j)));
            } catch (NumberFormatException e) {
                if (s.substring(i, j).contains("/") && new java.math.BigInteger(s.substring(s.indexOf('/', i) + 1, j)).bitCount() == 1) {
                    throw error(i, "分母大于 2^" + Dyadic.MAX_EXPONENT, "the denominator is larger than 2^" + Dyadic.MAX_EXPONENT);
                }
                throw error(i, "不是二进分数（分母须为 2 的幂）", "not a dyadic number (the denominator must be a power of two)");
            } catch (ArithmeticException e) {
                throw error(i, "除以 0", "division by zero");
            }
            i = j;
            any = true;
        }
        if (i < end && (s.charAt(i) == '^' || s.charAt(i) == 'v')) {
            char arrow = s.charAt(i);
            int count = 0;
            while (i < end && s.charAt(i) == arrow) {
                count++;
                i++;
            }
            if (count > CgtNotation.MAX_ARROWS) {
                throw error(i - count, "连写的 " + arrow + " 太多（至多 " + CgtNotation.MAX_ARROWS + " 个；n 个写作 " + arrow + "n）",
                        "too many " + arrow + " in a row (at most " + CgtNotation.MAX_ARROWS + "; write n of them as " + arrow + "n)");
            }
            if (i < end && (s.charAt(i) == '<' || s.charAt(i) == '[')) {
                g = g.add(uptimal(arrow, count));
            } else {
                int n = count;
                if (i < end && Character.isDigit(s.charAt(i))) {
                    if (count != 1) {
                        throw error(i, "箭头后的数字只能跟在单个 ^ 或 v 之后", "a multiple follows a single ^ or v only");
                    }
                    n = smallNumber(CgtNotation.MAX_ARROWS);
                }
                g = g.add(Nus.infinitesimal(arrow == '^' ? n : -n, 0));
            }
            any = true;
        }
        if (i < end && s.charAt(i) == '*') {
            i++;
            int m = 1;
            if (i < end && Character.isDigit(s.charAt(i))) {
                m = smallNumber(4096);
            }
            g = g.add(CanonicalGame.nimber(m));
            any = true;
        }
        for (String name : new String[] {"Tiny", "Miny"}) {
            if (s.startsWith(name, i) && i + name.length() < end && s.charAt(i + name.length()) == '(') {
                int open = i + name.length();
                int close = closing(open);
                CanonicalGame sub = sub(open + 1, close).whole();
                CanonicalGame t = CanonicalGame.tiny(sub);
                g = g.add(name.equals("Tiny") ? t : t.negate());
                i = close + 1;
                any = true;
            }
        }
        if (!any) {
            throw error(start, "应为数、*、^、v、{…} 或 (…)", "expected a number, *, ^, v, {...} or (...)");
        }
        return g;
    }

    /**
     * {@code <n>} or {@code [n]} after a single arrow: {@code ±↑^n} or {@code ±↑^[n]}.
     * {@code i} is at the opening bracket.
     */
    private CanonicalGame uptimal(char arrow, int arrows) {
        char open = s.charAt(i);
        char close = open == '<' ? '>' : ']';
        String form = arrow + (open + "n" + close);
        if (arrows != 1) {
            throw error(i, form + " 只能跟在单个 " + arrow + " 之后", form + " follows a single " + arrow + " only");
        }
        i++;
        if (i >= end || !Character.isDigit(s.charAt(i))) {
            throw error(i, form + " 里应为阶数 n（1 到 " + Uptimal.MAX_ORDER + "）",
                    "expected the order n (1 to " + Uptimal.MAX_ORDER + ") in " + form);
        }
        int at = i;
        int n = smallNumber(Uptimal.MAX_ORDER);
        if (n < 1) {
            throw error(at, form + " 的阶数至少为 1", "the order n of " + form + " is at least 1");
        }
        if (i >= end || s.charAt(i) != close) {
            throw error(i, "应为 " + close + "（" + form + " 的结尾）", "expected " + close + " to close " + form);
        }
        i++;
        CanonicalGame g = open == '<' ? Uptimal.pow(n) : Uptimal.powTo(n);
        return arrow == '^' ? g : g.negate();
    }

    private int smallNumber(int max) {
        int j = i;
        while (j < end && Character.isDigit(s.charAt(j))) {
            j++;
        }
        String digits = s.substring(i, j);
        if (digits.length() > 6 || Integer.parseInt(digits) > max) {
            throw error(i, "数太大（至多 " + max + "）", "too large (at most " + max + ")");
        }
        i = j;
        return Integer.parseInt(digits);
    }

    /** The game between {@code start} and {@code stop}, split at its longest run of bars. */
    private CanonicalGame slashGame(int start, int stop) {
        List<Integer> bars = outsideBrackets(start, stop, '|');
        int best = 0;
        int at = -1;
        int ties = 0;
        for (int i = 0; i < bars.size(); ) {
            int j = i;
            while (j + 1 < bars.size() && bars.get(j + 1) == bars.get(j) + 1) {
                j++;
            }
            int run = j - i + 1;
            if (run > best) {
                best = run;
                at = bars.get(i);
                ties = 1;
            } else if (run == best) {
                ties++;
            }
            i = j + 1;
        }
        if (ties > 1) {
            throw error(at, "有两处同样多的 |，无法分出左右", "two runs of " + best + " bars: cannot tell Left from Right");
        }
        List<CanonicalGame> l = side(start, at);
        List<CanonicalGame> r = side(at + best, stop);
        return CanonicalGame.of(l, r);
    }

    private List<CanonicalGame> side(int start, int stop) {
        if (hasTopBar(start, stop)) {
            return List.of(sub(start, stop).slashGame(start, stop));
        }
        return list(start, stop);
    }

    /** Comma-separated expressions (possibly none). */
    private List<CanonicalGame> list(int start, int stop) {
        List<CanonicalGame> out = new ArrayList<>();
        if (s.substring(start, stop).isBlank()) {
            return out;
        }
        int from = start;
        List<Integer> commas = new ArrayList<>(outsideBrackets(start, stop, ','));
        commas.add(stop);
        for (int comma : commas) {
            out.add(sub(from, comma).whole());
            from = comma + 1;
        }
        return out;
    }

    private boolean hasTopBar(int start, int stop) {
        return !outsideBrackets(start, stop, '|').isEmpty();
    }

    /** The indices of {@code ch} between {@code start} and {@code stop} outside any bracket. */
    private List<Integer> outsideBrackets(int start, int stop, char ch) {
        List<Integer> out = new ArrayList<>();
        int depth = 0;
        for (int j = start; j < stop; j++) {
            char c = s.charAt(j);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == ch && depth == 0) {
                out.add(j);
            }
        }
        return out;
    }

    /** The index of the bracket closing the one at {@code open}. */
    private int closing(int open) {
        int depth = 0;
        for (int j = open; j < end; j++) {
            char c = s.charAt(j);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
                if (depth == 0) {
                    char want = s.charAt(open) == '{' ? '}' : ')';
                    if (c != want) {
                        throw error(j, "括号不配对", "mismatched bracket");
                    }
                    return j;
                }
            }
        }
        throw error(open, "括号没有闭合", "bracket never closed");
    }

    private void skipSpace() {
        while (i < end && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }

    private BadInputException error(int at, String zh, String en) {
        String ch = at < s.length() ? "\"" + s.charAt(at) + "\"" : "";
        return new BadInputException(Text.of(
                "第 " + (at + 1) + " 个字符" + (ch.isEmpty() ? "（末尾）" : " " + ch) + "：" + zh,
                "character " + (at + 1) + (ch.isEmpty() ? " (end)" : " " + ch) + ": " + en));
    }
}
