package boyi.cgt;

import boyi.solve.Interruption;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * CGSuite's plain-text notation for short games, read and written.
 *
 * <p>Written as CGSuite 2 writes a canonical form: numbers {@code 0 5 -1/2 25/16}; a number with
 * ups and a nimber {@code * *8 ^ v ^^ v3 ^* 6^*} ({@code ^3} for three ups); a switch
 * {@code +-1} for {@code {1|-1}} ({@code +-{a,b}} with several options); {@code xTiny(s)} for
 * {@code {x||x|x-s}} and {@code xMiny(s)} for {@code {x+s|x||x}} ({@code 2Tiny(2)},
 * {@code Miny(1/32)}, {@code Tiny({3|1})}; CGSuite 2's {@code CanonicalShortGame.appendTo});
 * otherwise options in braces, separated by as many bars as their depth needs:
 * {@code {0||0|-1}}, {@code {0,v*|vv}}. An uptimal whose expansion is a single ±1 digit or all
 * 1s or all -1s is written as CGSuite 2 writes it ({@link Uptimal}): {@code ^<2>} for
 * {@code {0|v*}}, {@code 1v<3>*}, {@code ^[3]} for {@code {0|*||*|||*}}. Options are listed
 * numbers first, then nimbers, then uptimals (by their expansions), then the rest, as CGSuite
 * orders them.
 *
 * <p>Read: all of the above ({@code ^<n>}, {@code v<n>}, {@code ^[n]}, {@code v[n]} with a
 * number before and a nimber after, n up to {@link Uptimal#MAX_ORDER}), CGSuite 2's input forms
 * of the same, {@code ^.Pow(n)} and {@code ^.PowTo(n)} (any {@code {0|H}} may stand for
 * {@code ^}), CGSuite 1's forms of the same values ({@code 2.Tiny},
 * {@code 2+2.Tiny}, {@code (1/32).Miny}), sums and differences with {@code +} and {@code -},
 * unary {@code -}, parentheses, a number written against an infinitesimal ({@code 6^*} is
 * {@code 6 + ^ + *}), and the atomic weight of an all-small game, {@code G.AtomicWeight} or
 * {@code AtomicWeight(G)} ({@link AtomicWeight}).
 *
 * <pre>{@code
 * CgtNotation.parse("{1|-1}").toString();                    // "+-1"
 * CgtNotation.compare("^ + ^", "^^");                          // Relation.EQUAL
 * }</pre>
 */
public final class CgtNotation {

    /** Braces nested deeper than this are refused (the reader recurses once per level). */
    public static final int MAX_NESTING = 200;

    /** The most ups (or downs) one atom may have: {@code ^1000}, or as many arrows written out. */
    public static final int MAX_ARROWS = 1000;

    /** CGSuite's name of the atomic weight: {@code G.AtomicWeight}, also read as {@code AtomicWeight(G)}. */
    static final String ATOMIC_WEIGHT = "AtomicWeight";
    /** CGSuite's {@code G.Pow(n)} and {@code G.PowTo(n)} for {@code G = {0|H}}: {@code ^.Pow(2)} is {@code ^<2>}. */
    static final String POW = "Pow";
    static final String POW_TO = "PowTo";

    private CgtNotation() {
    }

    /** A comparison written {@code A op B}. */
    public record Comparison(CanonicalGame left, String operator, CanonicalGame right) {
        /** Whether the written relation holds. */
        public boolean holds() {
            Relation r = left.compare(right);
            return switch (operator) {
                case ">=" -> r == Relation.GREATER || r == Relation.EQUAL;
                case "<=" -> r == Relation.LESS || r == Relation.EQUAL;
                case "=", "==" -> r == Relation.EQUAL;
                case ">" -> r == Relation.GREATER;
                case "<" -> r == Relation.LESS;
                case "||" -> r == Relation.CONFUSED;
                case "|>" -> r == Relation.GREATER || r == Relation.CONFUSED;   // not <=
                case "<|" -> r == Relation.LESS || r == Relation.CONFUSED;      // not >=
                default -> throw new IllegalStateException(operator);
            };
        }

        /** How the two sides actually compare. */
        public Relation relation() {
            return left.compare(right);
        }
    }

    private static final String[] OPERATORS = {">=", "<=", "==", "||", "|>", "<|", "=", "<", ">"};

    /**
     * Reads {@code A op B} with op one of {@code >= <= = == < > || <| |>} outside braces, or
     * returns {@code null} when the text has no such operator (it is a plain expression).
     */
    public static Comparison parseComparison(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (depth == 0 && (c == '^' || c == 'v') && uptimalOrderEnd(text, i + 1) > 0) {
                i = uptimalOrderEnd(text, i + 1);      // the brackets of ^<n> are not comparisons
            } else if (depth == 0) {
                for (String op : OPERATORS) {
                    if (text.startsWith(op, i)) {
                        CanonicalGame a = new Reader(text, 0, i).whole();
                        CanonicalGame b = new Reader(text, i + op.length(), text.length()).whole();
                        return new Comparison(a, op, b);
                    }
                }
            }
        }
        return null;
    }

    /** The index of the {@code >} closing {@code <digits>} at {@code open}, or -1 if there is none. */
    private static int uptimalOrderEnd(String text, int open) {
        if (open >= text.length() || text.charAt(open) != '<') {
            return -1;
        }
        int j = open + 1;
        while (j < text.length() && Character.isDigit(text.charAt(j))) {
            j++;
        }
        return j > open + 1 && j < text.length() && text.charAt(j) == '>' ? j : -1;
    }

    /** Compares two expressions. */
    public static Relation compare(String a, String b) {
        return parse(a).compare(parse(b));
    }

    /**
     * Reads an expression and returns its canonical form.
     *
     * @throws BadInputException naming the character where the text breaks the notation
     */
    public static CanonicalGame parse(String text) {
        return new Reader(text, 0, text.length()).whole();
    }

    // ================================================================ reading

    private static final class Reader {
        private final String s;
        private int i;
        private final int end;
        private int nesting;

        Reader(String s, int start, int end) {
            this.s = s;
            this.i = start;
            this.end = end;
        }

        private Reader sub(int start, int stop) {
            Reader r = new Reader(s, start, stop);
            r.nesting = nesting + 1;
            if (r.nesting > MAX_NESTING) {
                throw error(start, "括号嵌套超过 " + MAX_NESTING + " 层", "braces nested deeper than " + MAX_NESTING);
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
                        throw error(at, name + " 的底须形如 {0|H}，" + format(g) + " 不是",
                                "the base of " + name + " must be of the form {0|H}, and " + format(g) + " is not");
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
                throw error(at, "原子权重只对全小博弈有定义，" + format(g) + " 不是全小博弈",
                        "the atomic weight is defined for all-small games only, and " + format(g) + " is not all-small");
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
                if (count > MAX_ARROWS) {
                    throw error(i - count, "连写的 " + arrow + " 太多（至多 " + MAX_ARROWS + " 个；n 个写作 " + arrow + "n）",
                            "too many " + arrow + " in a row (at most " + MAX_ARROWS + "; write n of them as " + arrow + "n)");
                }
                if (i < end && (s.charAt(i) == '<' || s.charAt(i) == '[')) {
                    g = g.add(uptimal(arrow, count));
                } else {
                    int n = count;
                    if (i < end && Character.isDigit(s.charAt(i))) {
                        if (count != 1) {
                            throw error(i, "箭头后的数字只能跟在单个 ^ 或 v 之后", "a multiple follows a single ^ or v only");
                        }
                        n = smallNumber(MAX_ARROWS);
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

    // ================================================================ writing

    /** CGSuite's text for a canonical form. */
    public static String format(CanonicalGame g) {
        return format(g, MAX_TEXT);
    }

    /** The text of {@code g}, refused once it passes {@code maxText} characters. */
    static String format(CanonicalGame g, int maxText) {
        StringBuilder out = new StringBuilder();
        try {
            append(out, maxText, g, true, false);      // CGSuite braces the outermost level
            stopPast(out, maxText);                     // the last level's bars and braces
        } catch (TextTooLong stop) {
            throw new TooLargeException(Text.format("这个值写出来超过 %d 个字符，太长，无法输出（字符数上限）",
                    "the value's text is longer than %d characters: too long to print (the bound on the length of text)",
                    maxText));
        }
        return out.toString();
    }

    private static final int MAX_SLASHES = 4;
    /** The longest text of a value that is written (options are written out again wherever they recur). */
    static final int MAX_TEXT = 1 << 22;
    /** The caller's deadline, read now and then while a text is written (its call counter is shared: a benign race). */
    private static final Interruption STOP = new Interruption();

    /**
     * Appends {@code g} and returns the number of bars its outermost level used when it was
     * written without braces (0 if braced or atomic). Depth: the birthday of {@code g}.
     * {@code room}: the characters {@code out} may hold, the bound less what the callers'
     * builders already hold; the text is stopped ({@link TextTooLong}) as soon as {@code out} holds
     * more, so all builders together never hold more than the bound (and a few characters).
     */
    private static int append(StringBuilder out, long room, CanonicalGame g, boolean forceBraces, boolean forceParens) {
        STOP.check();   // the text of a large form repeats shared options: it can take minutes
        stopPast(out, room);
        if (g.isNumber()) {
            out.append(g.number());
            return 0;
        }
        Nus nus = g.nus();
        if (nus != null) {
            appendNus(out, nus, forceParens);
            return 0;
        }
        Uptimal.Expansion uptimal = Uptimal.expansion(g);
        if (uptimal != null && (uptimal.isUnit() || uptimal.isUnitSum())) {
            appendUptimal(out, uptimal, forceParens);
            return 0;
        }
        List<CanonicalGame> lo = ordered(g.leftOptions());
        List<CanonicalGame> ro = ordered(g.rightOptions());
        if (g.negate() == g) {
            out.append("+-");
            if (lo.size() > 1) {
                out.append('{');
            }
            for (int k = 0; k < lo.size(); k++) {
                if (k > 0) {
                    out.append(',');
                }
                append(out, room, lo.get(k), true, lo.size() == 1);
            }
            if (lo.size() > 1) {
                out.append('}');
            }
            return 0;
        }
        if (appendTinyMiny(out, room, g, lo, ro, forceParens)) {
            return 0;
        }
        StringBuilder l = new StringBuilder();
        StringBuilder r = new StringBuilder();
        long free = room - out.length() - 1;   // less the brace this level may open
        int leftBars = options(l, free, lo);
        int bars = Math.max(leftBars, options(r, free - l.length(), ro));
        boolean braces = forceBraces || bars == MAX_SLASHES;
        if (braces) {
            out.append('{');
        }
        out.append(l).append("|".repeat(bars)).append(r);
        if (braces) {
            out.append('}');
            return 0;
        }
        return bars;
    }

    private static int options(StringBuilder out, long room, List<CanonicalGame> options) {
        int bars = 1;
        for (int k = 0; k < options.size(); k++) {
            if (k > 0) {
                out.append(',');
            }
            bars = Math.max(bars, append(out, room, options.get(k), options.size() > 1, false) + 1);
            stopPast(out, room);
        }
        return bars;
    }

    /** Stops the text once {@code out} holds more than its room. */
    private static void stopPast(StringBuilder out, long room) {
        if (out.length() > room) {
            throw new TextTooLong();
        }
    }

    /** A text past its bound, thrown through the levels of {@link #append} to {@link #format(CanonicalGame, int)}. */
    private static final class TextTooLong extends RuntimeException {
        TextTooLong() {
            super(null, null, false, false);
        }
    }

    private static void appendNus(StringBuilder out, Nus nus, boolean forceParens) {
        boolean parens = forceParens && !nus.isNumber() && !nus.isNimber()
                && !(nus.number().signum() == 0 && nus.nimber() == 0);
        if (parens) {
            out.append('(');
        }
        if (nus.number().signum() != 0 || (nus.nimber() == 0 && nus.ups() == 0)) {
            out.append(nus.number());
        }
        int u = nus.ups();
        if (u != 0) {
            out.append(u > 0 ? "^" : "v");
            if (Math.abs(u) == 2) {
                out.append(u > 0 ? "^" : "v");
            } else if (Math.abs(u) > 2) {
                out.append(Math.abs(u));
            }
        }
        if (nus.nimber() != 0) {
            out.append('*');
            if (nus.nimber() > 1) {
                out.append(nus.nimber());
            }
        }
        if (parens) {
            out.append(')');
        }
    }

    /**
     * An uptimal of length at least 2 that CGSuite 2 writes short ({@code Uptimal.appendTo}):
     * the number part unless 0, {@code ^} or {@code v} as the last digit is positive or negative,
     * {@code <k>} for a single digit ±1 and {@code [k]} for k equal digits ±1, then the nimber.
     */
    private static void appendUptimal(StringBuilder out, Uptimal.Expansion e, boolean forceParens) {
        boolean parens = forceParens && !(e.number().signum() == 0 && e.nimber() == 0);
        if (parens) {
            out.append('(');
        }
        if (e.number().signum() != 0) {
            out.append(e.number());
        }
        int k = e.length();
        boolean unit = e.isUnit();
        out.append(e.digit(k) > 0 ? '^' : 'v').append(unit ? '<' : '[').append(k).append(unit ? '>' : ']');
        if (e.nimber() != 0) {
            out.append('*');
            if (e.nimber() > 1) {
                out.append(e.nimber());
            }
        }
        if (parens) {
            out.append(')');
        }
    }

    /** {@code {x || x | x - s}} is {@code xTiny(s)}; {@code {x + s | x || x}} is {@code xMiny(s)} (CGSuite 2). */
    private static boolean appendTinyMiny(StringBuilder out, long room, CanonicalGame g, List<CanonicalGame> lo,
                                          List<CanonicalGame> ro, boolean forceParens) {
        if (lo.size() != 1 || ro.size() != 1) {
            return false;
        }
        CanonicalGame gl = lo.get(0);
        CanonicalGame gr = ro.get(0);
        CanonicalGame translate;
        CanonicalGame subscript;
        String name;
        if (gl.isNumber() && gr.leftOptions().size() == 1 && gr.rightOptions().size() == 1
                && gr.leftOptions().get(0) == gl && gr.rightOptions().get(0).mean().compareTo(gl.number()) < 0) {
            translate = gl;
            subscript = gr.rightOptions().get(0).negate().add(gl);
            name = "Tiny";
        } else if (gr.isNumber() && gl.leftOptions().size() == 1 && gl.rightOptions().size() == 1
                && gl.rightOptions().get(0) == gr && gl.leftOptions().get(0).mean().compareTo(gr.number()) > 0) {
            translate = gr;
            subscript = gl.leftOptions().get(0).subtract(gr);
            name = "Miny";
        } else {
            return false;
        }
        if (forceParens) {
            out.append('(');
        }
        if (!translate.isZero()) {
            append(out, room, translate, false, false);
        }
        out.append(name).append('(');
        append(out, room, subscript, true, false);
        out.append(')');
        if (forceParens) {
            out.append(')');
        }
        return true;
    }

    /** CGSuite's order of options: numbers, nimbers, uptimals (by expansion), then the rest by their options. */
    static List<CanonicalGame> ordered(List<CanonicalGame> options) {
        List<CanonicalGame> out = new ArrayList<>(options);
        out.sort(ORDER);
        return out;
    }

    private static final Comparator<CanonicalGame> ORDER = CgtNotation::compareForPrinting;

    private static int kind(CanonicalGame g) {
        if (g.isNumber()) {
            return 0;
        }
        Nus n = g.nus();
        if (n != null) {
            return n.isNimber() ? 1 : 2;
        }
        return Uptimal.expansion(g) != null ? 2 : 3;
    }

    private static int compareForPrinting(CanonicalGame a, CanonicalGame b) {
        if (a == b) {
            return 0;
        }
        int ka = kind(a);
        int kb = kind(b);
        if (ka != kb) {
            return Integer.compare(ka, kb);
        }
        switch (ka) {
            case 0:
                return a.number().compareTo(b.number());
            case 1:
                return Integer.compare(a.nus().nimber(), b.nus().nimber());
            case 2:
                return Uptimal.expansion(a).compareTo(Uptimal.expansion(b));
            default: {
                int c = compareLists(ordered(a.leftOptions()), ordered(b.leftOptions()));
                return c != 0 ? c : compareLists(ordered(a.rightOptions()), ordered(b.rightOptions()));
            }
        }
    }

    private static int compareLists(List<CanonicalGame> a, List<CanonicalGame> b) {
        for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
            int c = compareForPrinting(a.get(k), b.get(k));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
