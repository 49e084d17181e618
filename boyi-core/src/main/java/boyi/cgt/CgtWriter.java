package boyi.cgt;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes a canonical form as CGSuite 2 does ({@link CgtNotation} describes the notation), with
 * its options in CGSuite's order; a text longer than {@link #MAX_TEXT} is refused.
 *
 * <pre>{@code
 * CgtWriter.format(CgtNotation.parse("{1|-1}"));   // "+-1"
 * }</pre>
 */
final class CgtWriter {

    private CgtWriter() {
    }

    /** CGSuite's text for a canonical form. */
    static String format(CanonicalGame g) {
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
        STOP.check();
        stopPast(out, room);   // the text of a large form repeats shared options: it can take minutes
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

    private static final Comparator<CanonicalGame> ORDER = CgtWriter::compareForPrinting;

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
