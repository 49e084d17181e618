package boyi.logic;

import boyi.util.Text;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the Walnut-like formula text of a {@link Decider} into a {@link Formula}:
 * <pre>
 * formula  := iff
 * iff      := implies ( "&lt;=&gt;" implies )*
 * implies  := or ( "=&gt;" implies )?            right associative
 * or       := and ( "|" and )*
 * and      := unary ( "&amp;" unary )*
 * unary    := "~" unary | ("E" | "A") var ("," var)* unary | "(" formula ")" | "true" | "false" | atom
 * atom     := term rel term | "$" NAME "(" term ("," term)* ")"
 * rel      := "=" | "!=" | "&lt;" | "&lt;=" | "&gt;" | "&gt;="
 * term     := product (("+" | "-") product)*
 * product  := factor (("*" | "/" | "%") factor)*
 * factor   := NUMBER | var | "(" term ")"
 * </pre>
 * Constant subterms are folded ({@code 2*3+1} is 7), so {@code (1+1)*x} is a product by a constant.
 * Nesting is limited to {@link #MAX_DEPTH} levels (the parser and the compiler recurse on it).
 */
final class FormulaParser {

    static final int MAX_DEPTH = 200;
    private static final int MAX_LENGTH = 100_000;

    private record Token(String kind, String text, int column) {
    }

    private final List<Token> tokens;
    private int at;
    private int depth;

    private FormulaParser(List<Token> tokens) {
        this.tokens = tokens;
    }

    static Formula parse(String text) {
        if (text.length() > MAX_LENGTH) {
            throw new FormulaException(MAX_LENGTH, Text.of("公式太长（最多 " + MAX_LENGTH + " 个字符）",
                    "the formula is too long (at most " + MAX_LENGTH + " characters)"));
        }
        FormulaParser parser = new FormulaParser(tokenize(text));
        Formula f = parser.formula();
        Token end = parser.peek();
        if (!end.kind.equals("end")) {
            throw unexpected(end);
        }
        return f;
    }

    private static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int column = i + 1;
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c >= '0' && c <= '9') {
                int from = i;
                while (i < text.length() && Character.isDigit(text.charAt(i)) && text.charAt(i) < 128) {
                    i++;
                }
                tokens.add(new Token("number", text.substring(from, i), column));
            } else if (c >= 'a' && c <= 'z' || c == 'E' || c == 'A' || c == '$') {
                int from = i;
                i++;
                while (i < text.length() && isNameChar(text.charAt(i))) {
                    i++;
                }
                String word = text.substring(from, i);
                String kind = c == '$' ? "predicate" : word.equals("E") || word.equals("A") ? "quantifier"
                        : word.equals("true") || word.equals("false") ? "boolean" : "variable";
                if (kind.equals("predicate") && word.length() == 1) {
                    throw new FormulaException(column, Text.of("\"$\" 后面应是谓词名", "expected a predicate name after \"$\""));
                }
                if (kind.equals("variable") && !word.matches("[a-z][a-z0-9_]*")) {
                    throw new FormulaException(column, Text.format("\"%s\" 不是变量名（小写字母开头，由小写字母、数字、_ 组成）",
                            "\"%s\" is not a variable name (a lowercase letter, then lowercase letters, digits or _)", word));
                }
                tokens.add(new Token(kind, word, column));
            } else {
                String symbol = symbolAt(text, i);
                if (symbol == null) {
                    throw new FormulaException(column, Text.format("不认识的字符 \"%s\"", "unexpected character \"%s\"",
                            String.valueOf(Character.toChars(text.codePointAt(i)))));
                }
                tokens.add(new Token("symbol", symbol, column));
                i += symbol.length();
            }
        }
        tokens.add(new Token("end", "", text.length() + 1));
        return tokens;
    }

    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    private static String symbolAt(String text, int i) {
        for (String s : new String[] {"<=>", "=>", "<=", ">=", "!=", "=", "<", ">", "|", "&", "~", "(", ")", ",",
                "+", "-", "*", "/", "%"}) {
            if (text.startsWith(s, i)) {
                return s;
            }
        }
        return null;
    }

    private Token peek() {
        return tokens.get(at);
    }

    private boolean isSymbol(String s) {
        Token t = peek();
        return t.kind.equals("symbol") && t.text.equals(s);
    }

    private Token expect(String symbol) {
        if (!isSymbol(symbol)) {
            Token t = peek();
            throw new FormulaException(t.column, Text.format("应为 \"%s\"，却是 %s", "expected \"%s\", found %s",
                    symbol, describe(t)));
        }
        return tokens.get(at++);
    }

    private static String describe(Token t) {
        return t.kind.equals("end") ? "the end" : "\"" + t.text + "\"";
    }

    private static FormulaException unexpected(Token t) {
        return new FormulaException(t.column, Text.format("这里不应出现 %s", "unexpected %s", describe(t), describe(t)));
    }

    private void enter(Token where) {
        if (++depth > MAX_DEPTH) {
            throw new FormulaException(where.column, Text.of("嵌套太深（最多 " + MAX_DEPTH + " 层）",
                    "nested too deeply (at most " + MAX_DEPTH + " levels)"));
        }
    }

    private Formula formula() {
        enter(peek());
        try {
            Formula left = implies();
            while (isSymbol("<=>")) {
                Token op = tokens.get(at++);
                left = new Formula.Binary(op.column, "<=>", left, implies());
            }
            return left;
        } finally {
            depth--;
        }
    }

    private Formula implies() {
        List<Formula> parts = new ArrayList<>();
        List<Token> arrows = new ArrayList<>();
        parts.add(or());
        while (isSymbol("=>")) {
            arrows.add(tokens.get(at++));
            parts.add(or());
        }
        Formula result = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            result = new Formula.Binary(arrows.get(i).column, "=>", parts.get(i), result);
        }
        return result;
    }

    private Formula or() {
        Formula left = and();
        while (isSymbol("|")) {
            Token op = tokens.get(at++);
            left = new Formula.Binary(op.column, "|", left, and());
        }
        return left;
    }

    private Formula and() {
        Formula left = unary();
        while (isSymbol("&")) {
            Token op = tokens.get(at++);
            left = new Formula.Binary(op.column, "&", left, unary());
        }
        return left;
    }

    private Formula unary() {
        Token t = peek();
        enter(t);
        try {
            if (isSymbol("~")) {
                at++;
                return new Formula.Not(t.column, unary());
            }
            if (t.kind.equals("quantifier")) {
                at++;
                List<String> variables = new ArrayList<>();
                variables.add(variable());
                while (isSymbol(",")) {
                    at++;
                    variables.add(variable());
                }
                return new Formula.Quantified(t.column, t.text.equals("E"), variables, unary());
            }
            if (t.kind.equals("boolean")) {
                at++;
                return new Formula.Constant(t.column, t.text.equals("true"));
            }
            if (t.kind.equals("predicate")) {
                return predicate();
            }
            if (isSymbol("(")) {
                int mark = at;
                if (closedBeforeContinuationOfTerm()) {
                    // "(n)/2 >= t": the parenthesis opens a term; parsing it as a formula first failed, with an exception,
                    // at every level of nested terms (most of a generated formula's parsing time)
                    try {
                        return comparison();
                    } catch (FormulaException e) {
                        at = mark;      // the error is found as below, so that it names the same column
                    }
                }
                FormulaException failure;
                try {
                    at++;
                    Formula inner = formula();
                    expect(")");
                    if (!startsContinuationOfTerm()) {
                        return inner;
                    }
                    failure = null;
                } catch (FormulaException e) {
                    failure = e;
                }
                at = mark;
                try {
                    return comparison();
                } catch (FormulaException e) {
                    throw failure != null && failure.column() > e.column() ? failure : e;
                }
            }
            return comparison();
        } finally {
            depth--;
        }
    }

    private static final List<String> CONTINUATIONS_OF_TERM = List.of("=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%");

    /** Whether the next token continues a term or a comparison (so a parenthesis opened a term). */
    private boolean startsContinuationOfTerm() {
        return continuesTerm(peek());
    }

    private static boolean continuesTerm(Token t) {
        return t.kind.equals("symbol") && CONTINUATIONS_OF_TERM.contains(t.text);
    }

    /** Whether the parenthesis at the next token closes right before a token that continues a term. */
    private boolean closedBeforeContinuationOfTerm() {
        int depth = 0;
        for (int i = at; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind.equals("symbol") && t.text.equals("(")) {
                depth++;
            } else if (t.kind.equals("symbol") && t.text.equals(")") && --depth == 0) {
                return i + 1 < tokens.size() && continuesTerm(tokens.get(i + 1));
            }
        }
        return false;
    }

    private String variable() {
        Token t = peek();
        if (!t.kind.equals("variable")) {
            throw new FormulaException(t.column, Text.format("应为变量名，却是 %s", "expected a variable, found %s",
                    describe(t)));
        }
        at++;
        return t.text;
    }

    private Formula predicate() {
        Token name = tokens.get(at++);
        expect("(");
        List<Formula.Term> arguments = new ArrayList<>();
        arguments.add(term());
        while (isSymbol(",")) {
            at++;
            arguments.add(term());
        }
        expect(")");
        return new Formula.Predicate(name.column, name.text.substring(1), arguments);
    }

    private Formula comparison() {
        Formula.Term left = term();
        Token op = peek();
        if (!op.kind.equals("symbol") || !List.of("=", "!=", "<", "<=", ">", ">=").contains(op.text)) {
            throw new FormulaException(op.column, Text.format("应为比较符号（= != < <= > >=），却是 %s",
                    "expected a comparison (= != < <= > >=), found %s", describe(op)));
        }
        at++;
        return new Formula.Comparison(op.column, op.text, left, term());
    }

    private Formula.Term term() {
        Formula.Term left = product();
        while (isSymbol("+") || isSymbol("-")) {
            Token op = tokens.get(at++);
            left = fold(op, left, product());
        }
        return left;
    }

    private Formula.Term product() {
        Formula.Term left = factor();
        while (isSymbol("*") || isSymbol("/") || isSymbol("%")) {
            Token op = tokens.get(at++);
            Formula.Term right = factor();
            boolean leftConstant = left instanceof Formula.Number;
            boolean rightConstant = right instanceof Formula.Number;
            if (op.text.equals("*") && !leftConstant && !rightConstant) {
                throw new FormulaException(op.column, Text.of("乘法至少要有一边是常数",
                        "a product needs a constant on one side"));
            }
            if (!op.text.equals("*") && !(rightConstant && ((Formula.Number) right).value().signum() > 0)) {
                throw new FormulaException(op.column, Text.format("\"%s\" 的右边必须是正的常数",
                        "the right side of \"%s\" must be a positive constant", op.text));
            }
            left = fold(op, left, right);
        }
        return left;
    }

    /** {@code left op right}, computed when both sides are constants (and the result is natural). */
    private static Formula.Term fold(Token op, Formula.Term left, Formula.Term right) {
        if (left instanceof Formula.Number l && right instanceof Formula.Number r) {
            BigInteger x = l.value();
            BigInteger y = r.value();
            BigInteger value = switch (op.text) {
                case "+" -> x.add(y);
                case "-" -> x.compareTo(y) >= 0 ? x.subtract(y) : null;
                case "*" -> x.multiply(y);
                case "/" -> x.divide(y);
                default -> x.mod(y);
            };
            if (value != null) {
                return new Formula.Number(l.column(), value);
            }
        }
        return new Formula.Operation(op.column, op.text, left, right);
    }

    private Formula.Term factor() {
        Token t = peek();
        if (t.kind.equals("number")) {
            at++;
            if (t.text.length() > 10_000) {
                throw new FormulaException(t.column, Text.of("数太大（最多 10000 位）", "the number is too large (at most 10000 digits)"));
            }
            return new Formula.Number(t.column, new BigInteger(t.text));
        }
        if (t.kind.equals("variable")) {
            at++;
            return new Formula.Variable(t.column, t.text);
        }
        if (isSymbol("(")) {
            enter(t);
            try {
                at++;
                Formula.Term inner = term();
                expect(")");
                return inner;
            } finally {
                depth--;
            }
        }
        throw new FormulaException(t.column, Text.format("应为数、变量或 \"(\"，却是 %s",
                "expected a number, a variable or \"(\", found %s", describe(t)));
    }
}
