package boyi.cgt;

import boyi.util.BadInputException;
import java.util.List;

/**
 * CGSuite's plain-text notation for short games, read ({@link CgtReader}) and written
 * ({@link CgtWriter}); this class is their one public entry.
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
                        CanonicalGame a = new CgtReader(text, 0, i).whole();
                        CanonicalGame b = new CgtReader(text, i + op.length(), text.length()).whole();
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
        return new CgtReader(text, 0, text.length()).whole();
    }

    /** CGSuite's text for a canonical form. */
    public static String format(CanonicalGame g) {
        return CgtWriter.format(g);
    }

    /** The text of {@code g}, refused once it passes {@code maxText} characters. */
    static String format(CanonicalGame g, int maxText) {
        return CgtWriter.format(g, maxText);
    }

    /** CGSuite's order of options: numbers, nimbers, uptimals (by expansion), then the rest by their options. */
    static List<CanonicalGame> ordered(List<CanonicalGame> options) {
        return CgtWriter.ordered(options);
    }
}
