package boyi.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a rule text into tokens with their line and column (both from 1). A statement ends at
 * the end of its line unless the next line is indented (a continuation line) or a bracket is
 * still open; {@code #} starts a comment. Full-width punctuation and digits are read as their
 * ASCII forms (the text is NFKC-normalised first).
 *
 * <pre>{@code
 * RuleLexer.tokens("move \"take {t}\" for t in {1, 3, 4} if t <= n -> n - t")
 * // WORD move, STRING take {t}, WORD for, WORD t, WORD in, SYMBOL {, NUMBER 1, ...
 * }</pre>
 */
final class RuleLexer {

    /** The most characters a rule text may have. */
    static final int MAX_CHARS = 20_000;

    enum Kind { WORD, NUMBER, STRING, SYMBOL, END }

    record Token(Kind kind, String text, int line, int column) {

        boolean is(String s) {
            return (kind == Kind.SYMBOL || kind == Kind.WORD) && text.equals(s);
        }

        String shown() {
            return switch (kind) {
                case END -> "end of statement";
                case STRING -> "\"" + text + "\"";
                default -> text;
            };
        }
    }

    private static final String[] SYMBOLS = {"->", "..", "==", "!=", "<=", ">=", "&&", "||",
            "{", "}", "(", ")", "[", "]", ",", ":", "+", "-", "*", "/", "%", "<", ">", "?", "=", "!", "^"};

    private final String text;
    private final List<Token> out = new ArrayList<>();
    private int pos;
    private int line = 1;
    private int lineStart;
    private int depth;

    private RuleLexer(String text) {
        this.text = text;
    }

    /** The tokens, each statement closed by an END token. @throws RuleException naming line and column */
    static List<Token> tokens(String text) {
        if (text.length() > MAX_CHARS) {
            throw new RuleException(1, 1, "规则文本有 " + text.length() + " 个字符，最多 " + MAX_CHARS + " 个",
                    "the rule text has " + text.length() + " characters; at most " + MAX_CHARS + " are allowed");
        }
        return new RuleLexer(narrowOutsideStrings(text)).run();
    }

    /**
     * Full-width digits, letters and punctuation outside quoted strings read as their ASCII
     * forms, one character for one (so columns stay right); strings keep what was written.
     */
    private static String narrowOutsideStrings(String text) {
        StringBuilder b = new StringBuilder(text.length());
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote || c == '\n') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < text.length()) {
                    b.append(c);
                    c = text.charAt(++i);
                }
                b.append(c);
                continue;
            }
            if (c >= 0xFF01 && c <= 0xFF5E) {
                c = (char) (c - 0xFEE0);
            } else if (c == '\u3000') {
                c = ' ';
            }
            if (c == '"' || c == '\'') {
                quote = c;
            }
            b.append(c);
        }
        return b.toString();
    }

    private List<Token> run() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                newline();
            } else if (c == ' ' || c == '\t' || c == '\r') {
                pos++;
            } else if (c == '#') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (c == '"' || c == '\'') {
                string(c);
            } else if (Character.isDigit(c)) {
                int start = pos;
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                add(Kind.NUMBER, text.substring(start, pos), start);
            } else if (Character.isLetter(c) || c == '_') {
                int start = pos;
                while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                    pos++;
                }
                add(Kind.WORD, text.substring(start, pos), start);
            } else {
                symbol();
            }
        }
        endStatement(pos);
        return out;
    }

    private void newline() {
        int next = pos + 1;
        // An indented line, or one inside open brackets, continues the statement.
        boolean continues = depth > 0 || (next < text.length() && (text.charAt(next) == ' ' || text.charAt(next) == '\t')
                && !blankOrComment(next));
        if (!continues) {
            endStatement(pos);
        }
        pos = next;
        line++;
        lineStart = pos;
    }

    private boolean blankOrComment(int from) {
        int i = from;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) {
            i++;
        }
        return i >= text.length() || text.charAt(i) == '\n' || text.charAt(i) == '#';
    }

    private void endStatement(int at) {
        if (!out.isEmpty() && out.get(out.size() - 1).kind() != Kind.END) {
            out.add(new Token(Kind.END, "", line, at - lineStart + 1));
        }
    }

    private void string(char quote) {
        int start = pos;
        StringBuilder b = new StringBuilder();
        pos++;
        while (true) {
            if (pos >= text.length() || text.charAt(pos) == '\n') {
                throw new RuleException(line, start - lineStart + 1, "字符串没有结束的引号", "the string has no closing quote");
            }
            char c = text.charAt(pos++);
            if (c == quote) {
                break;
            }
            if (c == '\\' && pos < text.length() && text.charAt(pos) != '\n') {
                c = text.charAt(pos++);
            }
            if (Character.getType(c) == Character.CONTROL) {
                // a label or name is printed to terminals: ESC, BEL, NUL... never pass through
                throw new RuleException(line, pos - lineStart, "字符串里有控制字符 " + visible(c),
                        "the string has the control character " + visible(c));
            }
            b.append(c);
        }
        add(Kind.STRING, b.toString(), start);
    }

    private void symbol() {
        for (String s : SYMBOLS) {
            if (text.startsWith(s, pos)) {
                if (s.equals("(") || s.equals("[") || s.equals("{")) {
                    depth++;
                } else if ((s.equals(")") || s.equals("]") || s.equals("}")) && depth > 0) {
                    depth--;
                }
                add(Kind.SYMBOL, s, pos);
                pos += s.length();
                return;
            }
        }
        int cp = text.codePointAt(pos);
        throw new RuleException(line, pos - lineStart + 1, "不认识的字符 " + visible(cp), "unexpected character " + visible(cp));
    }

    /** A character for a message: quoted, or as {@code U+001B} when it is a control character (never echoed raw). */
    static String visible(int cp) {
        return Character.getType(cp) == Character.CONTROL ? String.format("U+%04X", cp) : "\"" + new String(Character.toChars(cp)) + "\"";
    }

    private void add(Kind kind, String s, int start) {
        out.add(new Token(kind, s, line, start - lineStart + 1));
    }
}
