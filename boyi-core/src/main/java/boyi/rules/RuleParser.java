package boyi.rules;

import boyi.rules.RuleLexer.Kind;
import boyi.rules.RuleLexer.Token;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a rule text into a {@link RuleProgram}; the grammar is in {@code docs/rules.md}. Every
 * error names its line and column in both languages. Parameter values given by the caller
 * replace the defaults written in {@code param} statements.
 *
 * <pre>{@code
 * RuleProgram p = RuleParser.parse("""
 *         game "取球游戏" "Ball game"
 *         state n
 *         move "取 {t} 个" "take {t}" for t in {1, 3, 7, 8} if t <= n -> n - t
 *         play misere
 *         """, Map.of());
 * }</pre>
 */
public final class RuleParser {

    /** The deepest nesting of brackets and operators in one expression. */
    private static final int MAX_DEPTH = 60;
    /** The most loops and conditions in one move statement. */
    private static final int MAX_STEPS = 12;
    private static final List<String> RESERVED = List.of("for", "in", "if", "and", "or", "not", "win", "draw", "loss",
            "cell", "cells", "size", "width", "height", "none", "divisors", "true", "false", "stuck");

    private final Map<String, String> given;
    private String id;
    private Text name;
    private Text about;
    private RuleProgram.Shape shape;
    private final List<String> variables = new ArrayList<>();
    private String symbols = "";
    private final List<MoveRule> moves = new ArrayList<>();
    private final List<RuleProgram.End> ends = new ArrayList<>();
    private Expr stuck;
    private final List<String> patterns = new ArrayList<>();
    private String start;
    private String view;
    private final Map<String, RuleProgram.Param> params = new LinkedHashMap<>();
    private final Map<String, Long> numbers = new HashMap<>();
    private final Map<String, List<Long>> sets = new HashMap<>();
    private int slots;
    /** The first {@code move left} or {@code move right}, or null: the game is impartial. */
    private Token partizanAt;
    /** Where the play convention was set ({@code play} or {@code when stuck}), or null. */
    private Token playAt;

    // The statement being read.
    private List<Token> tokens;
    private int at;
    private int depth;
    private final Map<String, MoveRule.Loop> loops = new LinkedHashMap<>();

    private RuleParser(Map<String, String> given, String id) {
        this.given = given;
        this.id = id;
    }

    /**
     * Compiles a rule text.
     *
     * @param given parameter values by name, replacing the defaults of {@code param} statements
     * @throws RuleException naming the line and column of the first error
     */
    public static RuleProgram parse(String text, Map<String, String> given) {
        return parse(text, given, "rules");
    }

    /** {@link #parse(String, Map)} with the id the game has when the text names none (a file's name). */
    public static RuleProgram parse(String text, Map<String, String> given, String id) {
        return new RuleParser(given, id).run(text);
    }

    private RuleProgram run(String text) {
        List<Token> all = RuleLexer.tokens(text);
        int from = 0;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).kind() == Kind.END) {
                tokens = all.subList(from, i + 1);
                at = 0;
                statement();
                from = i + 1;
            }
        }
        for (String p : given.keySet()) {
            if (!params.containsKey(p)) {
                throw new RuleException(1, 1, "规则没有参数 \"" + p + "\"" + known(),
                        "the rules have no parameter \"" + p + "\"" + knownEn());
            }
        }
        if (shape == null) {
            throw new RuleException(1, 1, "缺少局面的形状：state、heaps 或 board 语句", "missing the state: a state, heaps or board statement");
        }
        if (moves.isEmpty()) {
            throw new RuleException(1, 1, "没有 move 语句：至少要有一种走法", "no move statement: the rules need at least one move");
        }
        if (!patterns.isEmpty() && shape != RuleProgram.Shape.ROW && shape != RuleProgram.Shape.GRID) {
            throw new RuleException(1, 1, "win pattern 只用于棋盘（board）", "win pattern is for boards only");
        }
        if (partizanAt != null) {
            checkPartizan();
        }
        Text shownName = name != null ? name : Text.of("自定义游戏", "custom game");
        return new RuleProgram(id, shownName, about != null ? about : Text.EMPTY, shape, List.copyOf(variables), symbols,
                List.copyOf(moves), List.copyOf(ends), stuck != null ? stuck : new Expr.Number(1, 1, -1), List.copyOf(patterns),
                start != null ? start : defaultStart(), view != null ? view : defaultView(), List.copyOf(params.values()),
                Math.max(1, slots));
    }

    /**
     * A game whose players have different moves is analysed by canonical forms, which need
     * normal play: no misère, no {@code when} ends, no winning patterns.
     */
    private void checkPartizan() {
        Long s = stuck != null ? stuck.constant() : Long.valueOf(-1);
        if (s == null || s != -1) {
            throw error(playAt, "左右双方走法不同的游戏（move left / move right）按标准型分析，只能用 normal 规则（无路可走者输）",
                    "a game where Left and Right move differently (move left / move right) is analysed by canonical forms: "
                            + "normal play only (who cannot move loses)");
        }
        if (!ends.isEmpty()) {
            Expr c = ends.get(0).condition();
            throw new RuleException(c.line, c.column, "左右双方走法不同的游戏不能有 when 结束条件：无路可走者输",
                    "a game where Left and Right move differently has no when ending: who cannot move loses");
        }
        if (!patterns.isEmpty()) {
            throw error(partizanAt, "左右双方走法不同的游戏不能有 win pattern：无路可走者输",
                    "a game where Left and Right move differently has no win pattern: who cannot move loses");
        }
    }

    private String known() {
        return params.isEmpty() ? "（它没有参数）" : "；已有：" + String.join(", ", params.keySet());
    }

    private String knownEn() {
        return params.isEmpty() ? " (it has none)" : "; known: " + String.join(", ", params.keySet());
    }

    private String defaultStart() {
        return switch (shape) {
            case TUPLE -> String.join(" ", java.util.Collections.nCopies(variables.size(), "10"));
            case HEAPS -> "10";
            case ROW -> String.valueOf(symbols.charAt(0)).repeat(8);
            case GRID -> (String.valueOf(symbols.charAt(0)).repeat(3) + "/").repeat(2) + String.valueOf(symbols.charAt(0)).repeat(3);
        };
    }

    private String defaultView() {
        return switch (shape) {
            case TUPLE -> variables.size() == 2 ? "piles" : variables.size() == 1 ? "takeaway" : "generic";
            case HEAPS -> "piles";
            case ROW -> "letters";
            case GRID -> "grid";
        };
    }

    // ---- statements

    private void statement() {
        Token first = next();
        switch (first.text()) {
            case "id" -> id = identifier(string("id"));
            case "game" -> name = texts("game");
            case "about" -> about = texts("about");
            case "param" -> param();
            case "state" -> state(first);
            case "heaps" -> heaps(first);
            case "board" -> board(first);
            case "start" -> start = string("start");
            case "view" -> view = view();
            case "move" -> move(first);
            case "when" -> when();
            case "play" -> play();
            case "win" -> winPattern();
            default -> throw error(first, "不认识的语句 \"" + first.text() + "\"（应为 game、about、param、state、heaps、board、start、"
                            + "move、when、play、win pattern、view 或 id）",
                    "unknown statement \"" + first.text() + "\" (expected game, about, param, state, heaps, board, start, move, "
                            + "when, play, win pattern, view or id)");
        }
        expectEnd();
    }

    private String identifier(String s) {
        if (!s.matches("[a-z0-9][a-z0-9-]{0,39}")) {
            throw error(tokens.get(at - 1), "id 应为小写字母、数字和 -，最多 40 个字符：\"" + s + "\"",
                    "an id is lower-case letters, digits and -, at most 40 characters: \"" + s + "\"");
        }
        return s;
    }

    private Text texts(String statement) {
        String zh = string(statement);
        String en = peek().kind() == Kind.STRING ? next().text() : zh;
        return Text.of(zh, en);
    }

    private void param() {
        Token nameToken = word("param");
        String p = nameToken.text();
        checkNewName(nameToken);
        expect("=");
        Token valueAt = peek();
        String written;
        if (peek().is("{")) {
            next();
            List<String> items = new ArrayList<>();
            while (!peek().is("}")) {
                items.add(String.valueOf(constant(expr(), "参数的值", "a parameter value")));
                if (!peek().is("}")) {
                    expect(",");
                }
            }
            next();
            written = String.join(",", items);
        } else {
            written = String.valueOf(constant(expr(), "参数的值", "a parameter value"));
        }
        Text description = peek().kind() == Kind.STRING ? texts("param") : Text.of("参数 " + p, "parameter " + p);
        String value = given.getOrDefault(p, written);
        boolean isSet = valueAt.is("{");
        if (isSet) {
            sets.put(p, readSet(p, value, valueAt));
        } else {
            numbers.put(p, readNumber(p, value, valueAt));
        }
        params.put(p, new RuleProgram.Param(p, value, description));
    }

    private List<Long> readSet(String p, String value, Token at) {
        List<Long> items = new ArrayList<>();
        for (String w : value.split(",", -1)) {
            items.add(readNumber(p, w, at));
        }
        if (items.size() > GenerationBudget.MAX_MOVES) {
            throw error(at, "参数 " + p + " 的集合太大", "parameter " + p + ": the set is too large");
        }
        return List.copyOf(items);
    }

    private long readNumber(String p, String value, Token at) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw error(at, "参数 " + p + "=" + boyi.util.InputText.shorten(value, 40) + "：应为整数（集合用逗号分开）",
                    "parameter " + p + "=" + boyi.util.InputText.shorten(value, 40)
                            + ": expected a whole number (a set: numbers separated by commas)");
        }
    }

    private void state(Token first) {
        shapeOnce(first, RuleProgram.Shape.TUPLE);
        do {
            Token v = word("state");
            checkNewName(v);
            variables.add(v.text());
        } while (accept(","));
        if (variables.size() > 8) {
            throw error(first, "最多 8 个状态变量", "at most 8 state variables");
        }
        slots = Math.max(slots, variables.size());
    }

    private void heaps(Token first) {
        shapeOnce(first, RuleProgram.Shape.HEAPS);
        Token v = word("heaps");
        checkNewName(v);
        variables.add(v.text());
        slots = Math.max(slots, 1);
    }

    private void board(Token first) {
        Token kind = word("board");
        if (!kind.is("row") && !kind.is("grid")) {
            throw error(kind, "board 后面应为 row 或 grid", "board takes row or grid");
        }
        shapeOnce(first, kind.is("row") ? RuleProgram.Shape.ROW : RuleProgram.Shape.GRID);
        Token s = peek();
        symbols = string("board");
        if (symbols.length() < 2 || symbols.length() > 16 || symbols.chars().distinct().count() != symbols.length()
                || symbols.contains("/") || symbols.contains(" ")) {
            throw error(s, "棋盘符号应为 2 到 16 个不同的字符（第一个表示空格子），不含 / 和空格",
                    "board symbols are 2 to 16 different characters (the first is the empty cell), without / or spaces");
        }
    }

    private void shapeOnce(Token at, RuleProgram.Shape s) {
        if (shape != null) {
            throw error(at, "局面的形状只能声明一次（state、heaps 或 board）", "the state is declared once only (state, heaps or board)");
        }
        if (!moves.isEmpty() || !ends.isEmpty()) {
            throw error(at, "state、heaps 或 board 应写在 move 和 when 之前", "state, heaps or board comes before move and when");
        }
        shape = s;
    }

    private void checkNewName(Token t) {
        String n = t.text();
        if (RESERVED.contains(n) || Functions.named(n) != null || variables.contains(n) || params.containsKey(n)
                || loops.containsKey(n)) {
            throw error(t, "名字 \"" + n + "\" 已被使用或是保留字", "the name \"" + n + "\" is taken or reserved");
        }
    }

    /** The web's board kinds a rule game may ask for. */
    /** The boards a rule text may name (a subset of {@link boyi.games.ViewKind}: those that draw any position of their shape). */
    static final List<String> VIEWS = List.of("takeaway", "balls", "piles", "pins", "staircase", "letters", "grid", "generic");

    private String view() {
        Token w = word("view");
        if (!VIEWS.contains(w.text())) {
            throw error(w, "view 应为 " + String.join("、", VIEWS) + " 之一", "view is one of " + String.join(", ", VIEWS));
        }
        return w.text();
    }

    private void play() {
        Token w = word("play");
        playAt = w;
        if (w.is("normal")) {
            stuck = new Expr.Number(w.line(), w.column(), -1);
        } else if (w.is("misere") || w.is("misère")) {
            stuck = new Expr.Number(w.line(), w.column(), 1);
        } else {
            throw error(w, "play 后面应为 normal（无路可走者输）或 misere（无路可走者赢）",
                    "play takes normal (who cannot move loses) or misere (who cannot move wins)");
        }
    }

    private void when() {
        needShape();
        if (peek().is("stuck")) {
            playAt = next();
            expect(":");
            stuck = outcome();
            return;
        }
        Expr condition = expr();
        expect(":");
        ends.add(new RuleProgram.End(condition, outcome()));
    }

    /** The value of a {@code when}: one that reads nothing must be win, draw or loss here, not at the first end. */
    private Expr outcome() {
        Expr e = expr();
        Long v = e.constant();
        if (v != null && (v < -1 || v > 1)) {
            throw e.notAnOutcome(v);
        }
        return e;
    }

    private void winPattern() {
        Token p = word("win");
        if (!p.is("pattern")) {
            throw error(p, "应为 win pattern \"...\"", "expected win pattern \"...\"");
        }
        do {
            Token s = peek();
            String pattern = string("win pattern");
            if (pattern.isEmpty()) {
                throw error(s, "win pattern 不能是空的（空图案在每个局面都已出现）",
                        "a win pattern cannot be empty (an empty pattern is made on every board)");
            }
            for (char c : pattern.toCharArray()) {
                if (symbols.indexOf(c) < 0) {
                    throw error(s, "图案里的 \"" + c + "\" 不是棋盘符号 \"" + symbols + "\" 之一",
                            "\"" + c + "\" in the pattern is not one of the board symbols \"" + symbols + "\"");
                }
            }
            patterns.add(pattern);
        } while (accept(","));
    }

    private void move(Token first) {
        needShape();
        loops.clear();
        MoveRule.Player player = MoveRule.Player.BOTH;
        if (peek().kind() == Kind.WORD && (peek().is("left") || peek().is("right"))) {
            player = next().is("left") ? MoveRule.Player.LEFT : MoveRule.Player.RIGHT;
            partizanAt = partizanAt != null ? partizanAt : first;
        }
        List<Token> labels = new ArrayList<>();
        while (peek().kind() == Kind.STRING) {
            labels.add(next());
        }
        if (labels.size() > 2) {
            throw error(labels.get(2), "走法最多两个名字（中文、英文）", "a move has at most two labels (Chinese, English)");
        }
        List<MoveRule.Step> steps = new ArrayList<>();
        int slot = shape == RuleProgram.Shape.TUPLE || shape == RuleProgram.Shape.HEAPS ? variables.size() : 0;
        while (!peek().is("->")) {
            Token t = next();
            if (t.is("for")) {
                Token v = word("for");
                checkNewName(v);
                expect("in");
                boolean[] symbolic = new boolean[1];
                MoveRule.Domain d = domain(symbolic);
                MoveRule.Loop loop = new MoveRule.Loop(slot++, v.text(), d, symbolic[0]);
                loops.put(v.text(), loop);
                steps.add(loop);
            } else if (t.is("if")) {
                steps.add(new MoveRule.Condition(expr()));
            } else {
                throw error(t, "应为 for、if 或 ->，而不是 \"" + t.shown() + "\"", "expected for, if or ->, not \"" + t.shown() + "\"");
            }
            if (steps.size() > MAX_STEPS) {
                throw error(t, "一条 move 最多 " + MAX_STEPS + " 个 for 和 if", "a move has at most " + MAX_STEPS + " for and if parts");
            }
        }
        next();
        slots = Math.max(slots, slot);
        MoveRule.Result result = result();
        Label label = label(labels);
        moves.add(new MoveRule(label, List.copyOf(steps), result, first.line(), first.column(), player));
        loops.clear();
    }

    private MoveRule.Domain domain(boolean[] symbolic) {
        Token t = peek();
        if (t.is("{")) {
            next();
            List<Expr> items = new ArrayList<>();
            boolean allSymbols = true;
            while (!peek().is("}")) {
                allSymbols &= peek().kind() == Kind.STRING;
                items.add(expr());
                if (!peek().is("}")) {
                    expect(",");
                }
            }
            next();
            if (items.isEmpty()) {
                throw error(t, "集合是空的", "the set is empty");
            }
            symbolic[0] = allSymbols;
            return new MoveRule.Items(List.copyOf(items));
        }
        if (t.is("cells")) {
            next();
            needBoard(t);
            return new MoveRule.Cells();
        }
        if (t.is("divisors")) {
            next();
            expect("(");
            Expr of = expr();
            expect(")");
            return new MoveRule.Divisors(of);
        }
        if (t.kind() == Kind.WORD && sets.containsKey(t.text())) {
            next();
            List<Expr> items = sets.get(t.text()).stream().map(v -> (Expr) new Expr.Number(t.line(), t.column(), v)).toList();
            return new MoveRule.Items(items);
        }
        Expr low = expr();
        Token dots = peek();
        if (!dots.is("..")) {
            throw error(dots, "应为 {集合}、a..b、divisors(x) 或 cells", "expected {set}, a..b, divisors(x) or cells");
        }
        next();
        return new MoveRule.Range(low, expr());
    }

    private MoveRule.Result result() {
        Token t = peek();
        if (shape == RuleProgram.Shape.ROW || shape == RuleProgram.Shape.GRID) {
            List<Expr> cells = new ArrayList<>();
            List<Expr> values = new ArrayList<>();
            do {
                Token c = next();
                if (!c.is("cell")) {
                    throw error(c, "棋盘的走法写作 -> cell[i] = 'X'", "a board move is written -> cell[i] = 'X'");
                }
                expect("[");
                cells.add(expr());
                expect("]");
                expect("=");
                values.add(expr());
            } while (accept(","));
            return new MoveRule.Assignments(List.copyOf(cells), List.copyOf(values));
        }
        if (t.is("none")) {
            next();
            if (shape != RuleProgram.Shape.HEAPS) {
                throw error(t, "none 只用于 heaps：这一堆没有了", "none is for heaps only: the heap is gone");
            }
            return new MoveRule.Values(List.of());
        }
        List<Expr> values = new ArrayList<>();
        do {
            values.add(expr());
        } while (accept(","));
        if (shape == RuleProgram.Shape.TUPLE && values.size() != variables.size()) {
            throw error(t, "走法的结果应有 " + variables.size() + " 个数（" + String.join(", ", variables) + "），这里有 " + values.size() + " 个",
                    "the move should lead to " + variables.size() + " numbers (" + String.join(", ", variables) + "), not "
                            + values.size());
        }
        if (values.size() > 16) {
            throw error(t, "一步最多留下 16 堆", "a move leaves at most 16 heaps");
        }
        return new MoveRule.Values(List.copyOf(values));
    }

    private Label label(List<Token> labels) {
        if (labels.isEmpty()) {
            List<Label.Part> parts = new ArrayList<>();
            for (MoveRule.Loop l : loops.values()) {
                if (!parts.isEmpty()) {
                    parts.add(new Label.Part(" ", null, false));
                }
                parts.add(new Label.Part(l.name() + "=", null, false));
                parts.add(new Label.Part(null, new Expr.Slot(1, 1, l.name(), l.slot(), false), l.symbols()));
            }
            if (parts.isEmpty()) {
                parts.add(new Label.Part("move " + (moves.size() + 1), null, false));
            }
            return new Label(parts, parts);
        }
        List<Label.Part> zh = holes(labels.get(0));
        return new Label(zh, labels.size() > 1 ? holes(labels.get(1)) : zh);
    }

    /** Splits a label into text and {@code {expr}} holes, each hole parsed as an expression. */
    private List<Label.Part> holes(Token label) {
        List<Label.Part> parts = new ArrayList<>();
        String s = label.text();
        int i = 0;
        while (i < s.length()) {
            int open = s.indexOf('{', i);
            if (open < 0) {
                parts.add(new Label.Part(s.substring(i), null, false));
                break;
            }
            int close = s.indexOf('}', open);
            if (close < 0) {
                throw error(label, "名字里的 { 没有对应的 }", "a { in the label has no matching }");
            }
            if (open > i) {
                parts.add(new Label.Part(s.substring(i, open), null, false));
            }
            List<Token> saved = tokens;
            int savedAt = at;
            List<Token> inner = new ArrayList<>();
            for (Token t : RuleLexer.tokens(s.substring(open + 1, close))) {
                inner.add(new Token(t.kind(), t.text(), label.line(), label.column() + 1 + open + t.column()));
            }
            if (inner.isEmpty() || inner.get(0).kind() == Kind.END) {
                throw error(label, "名字里有空的 {}", "the label has an empty {}");
            }
            tokens = inner;
            at = 0;
            Expr hole = expr();
            expectEnd();
            tokens = saved;
            at = savedAt;
            boolean symbol = hole instanceof Expr.Cell || hole instanceof Expr.Slot sl && loops.containsKey(sl.name)
                    && loops.get(sl.name).symbols();
            parts.add(new Label.Part(null, hole, symbol));
            i = close + 1;
        }
        return parts;
    }

    private void needShape() {
        if (shape == null) {
            throw error(tokens.get(0), "先用 state、heaps 或 board 声明局面", "declare the state first (state, heaps or board)");
        }
    }

    private void needBoard(Token t) {
        if (shape != RuleProgram.Shape.ROW && shape != RuleProgram.Shape.GRID) {
            throw error(t, "\"" + t.text() + "\" 只用于棋盘（board）", "\"" + t.text() + "\" is for boards only");
        }
    }

    // ---- expressions, loosest first

    private Expr expr() {
        if (++depth > MAX_DEPTH) {
            throw error(peek(), "表达式嵌套太深", "the expression is nested too deeply");
        }
        Expr e = or();
        if (peek().is("?")) {
            Token q = next();
            Expr then = expr();
            expect(":");
            e = new Expr.Choice(q.line(), q.column(), e, then, expr());
        }
        depth--;
        return e;
    }

    private Expr or() {
        Expr e = and();
        while (peek().is("or") || peek().is("||")) {
            Token op = next();
            e = new Expr.Binary(op.line(), op.column(), "or", e, and());
        }
        return e;
    }

    private Expr and() {
        Expr e = not();
        while (peek().is("and") || peek().is("&&")) {
            Token op = next();
            e = new Expr.Binary(op.line(), op.column(), "and", e, not());
        }
        return e;
    }

    private Expr not() {
        if (peek().is("not") || peek().is("!")) {
            Token op = next();
            deeper(op);
            Expr e = new Expr.Unary(op.line(), op.column(), "not", not());
            depth--;
            return e;
        }
        return comparison();
    }

    private Expr comparison() {
        Expr e = xor();
        if (peek().is("in") || peek().is("not") && at + 1 < tokens.size() && tokens.get(at + 1).is("in")) {
            return membership(e);
        }
        Token op = peek();
        if (op.kind() == Kind.SYMBOL && List.of("==", "!=", "<", "<=", ">", ">=").contains(op.text())) {
            next();
            e = new Expr.Binary(op.line(), op.column(), op.text(), e, xor());
            if (List.of("==", "!=", "<", "<=", ">", ">=").contains(peek().text()) && peek().kind() == Kind.SYMBOL) {
                throw error(peek(), "比较不能连写：请写 a <= b and b <= c", "comparisons do not chain: write a <= b and b <= c");
            }
        }
        return e;
    }

    /** {@code x in {a, b}}, {@code x in lo..hi}, {@code x in SET} and their {@code not in}. */
    private Expr membership(Expr item) {
        Token op = next();
        boolean negated = op.is("not");
        if (negated) {
            next();
        }
        Token t = peek();
        Expr member;
        if (t.is("{")) {
            next();
            List<Expr> items = new ArrayList<>();
            while (!peek().is("}")) {
                items.add(expr());
                if (!peek().is("}")) {
                    expect(",");
                }
            }
            next();
            member = new Expr.Member(op.line(), op.column(), item, items.toArray(new Expr[0]), null, null);
        } else if (t.kind() == Kind.WORD && sets.containsKey(t.text())) {
            next();
            Expr[] items = sets.get(t.text()).stream().map(v -> (Expr) new Expr.Number(t.line(), t.column(), v)).toArray(Expr[]::new);
            member = new Expr.Member(op.line(), op.column(), item, items, null, null);
        } else {
            Expr low = xor();
            expect("..");
            member = new Expr.Member(op.line(), op.column(), item, null, low, xor());
        }
        return negated ? new Expr.Unary(op.line(), op.column(), "not", member) : member;
    }

    private Expr xor() {
        Expr e = sum();
        while (peek().is("^")) {
            Token op = next();
            e = new Expr.Binary(op.line(), op.column(), "^", e, sum());
        }
        return e;
    }

    private Expr sum() {
        Expr e = term();
        while (peek().is("+") || peek().is("-")) {
            Token op = next();
            e = new Expr.Binary(op.line(), op.column(), op.text(), e, term());
        }
        return e;
    }

    private Expr term() {
        Expr e = unary();
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            Token op = next();
            e = new Expr.Binary(op.line(), op.column(), op.text(), e, unary());
        }
        return e;
    }

    private Expr unary() {
        if (peek().is("-")) {
            Token op = next();
            deeper(op);
            Expr e = new Expr.Unary(op.line(), op.column(), "-", unary());
            depth--;
            return e;
        }
        return atom();
    }

    private void deeper(Token at) {
        if (++depth > MAX_DEPTH) {
            throw error(at, "表达式嵌套太深", "the expression is nested too deeply");
        }
    }

    private Expr atom() {
        Token t = next();
        int line = t.line();
        int col = t.column();
        switch (t.kind()) {
            case NUMBER -> {
                try {
                    return new Expr.Number(line, col, Long.parseLong(t.text()));
                } catch (NumberFormatException e) {
                    throw error(t, "数 " + t.text() + " 太大（最多 9223372036854775807）", "the number " + t.text()
                            + " is too large (at most 9223372036854775807)");
                }
            }
            case STRING -> {
                needBoard(t);
                int s = t.text().length() == 1 ? symbols.indexOf(t.text().charAt(0)) : -1;
                if (s < 0) {
                    throw error(t, "\"" + t.text() + "\" 不是棋盘符号 \"" + symbols + "\" 之一",
                            "\"" + t.text() + "\" is not one of the board symbols \"" + symbols + "\"");
                }
                return new Expr.Number(line, col, s);
            }
            case SYMBOL -> {
                if (t.is("(")) {
                    Expr e = expr();
                    expect(")");
                    return e;
                }
                throw error(t, "这里应为一个数、名字或 (，而不是 \"" + t.shown() + "\"",
                        "expected a number, a name or (, not \"" + t.shown() + "\"");
            }
            case END -> throw error(t, "语句不完整：这里还缺一个值", "the statement is incomplete: a value is missing");
            default -> {
                return word(t);
            }
        }
    }

    private Expr word(Token t) {
        int line = t.line();
        int col = t.column();
        String w = t.text();
        switch (w) {
            case "win", "true" -> {
                return new Expr.Number(line, col, 1);
            }
            case "draw", "false" -> {
                return new Expr.Number(line, col, 0);
            }
            case "loss" -> {
                return new Expr.Number(line, col, -1);
            }
            case "cell" -> {
                needBoard(t);
                expect("[");
                Expr i = expr();
                expect("]");
                return new Expr.Cell(line, col, i);
            }
            case "size", "width", "height" -> {
                needBoard(t);
                return new Expr.BoardSize(line, col, w);
            }
            default -> {
                break;
            }
        }
        Functions.Function f = Functions.named(w);
        if (f != null) {
            expect("(");
            List<Expr> args = new ArrayList<>();
            while (!peek().is(")")) {
                args.add(expr());
                if (!peek().is(")")) {
                    expect(",");
                }
            }
            next();
            if (f.arity() >= 0 ? args.size() != f.arity() : args.size() < -f.arity()) {
                throw error(t, w + " 需要 " + (f.arity() >= 0 ? f.arity() : -f.arity() + " 个或更多") + " 个参数",
                        w + " takes " + (f.arity() >= 0 ? f.arity() : -f.arity() + " or more") + " arguments");
            }
            return new Expr.Call(line, col, f, args.toArray(new Expr[0]));
        }
        if (numbers.containsKey(w)) {
            return new Expr.Number(line, col, numbers.get(w));
        }
        int v = shape == RuleProgram.Shape.TUPLE || shape == RuleProgram.Shape.HEAPS ? variables.indexOf(w) : -1;
        if (v >= 0) {
            return new Expr.Slot(line, col, w, v, true);
        }
        MoveRule.Loop loop = loops.get(w);
        if (loop != null) {
            return new Expr.Slot(line, col, w, loop.slot(), false);
        }
        if (sets.containsKey(w)) {
            throw error(t, "集合参数 " + w + " 只能用在 for x in " + w + " 或 x in " + w, "the set parameter " + w + " is used as for x in " + w
                    + " or x in " + w + " only");
        }
        throw error(t, "不认识的名字 \"" + w + "\"（状态变量：" + String.join(", ", variables) + "；函数：" + Functions.names() + "）",
                "unknown name \"" + w + "\" (state variables: " + String.join(", ", variables) + "; functions: "
                        + Functions.names() + ")");
    }

    private static long constant(Expr e, String zh, String en) {
        Long v = e.constant();
        if (v == null) {
            throw e.error(zh + "应为常数", en + " must be a constant");
        }
        return v;
    }

    // ---- tokens

    private Token peek() {
        return tokens.get(Math.min(at, tokens.size() - 1));
    }

    private Token next() {
        Token t = peek();
        if (at < tokens.size() - 1) {
            at++;
        }
        return t;
    }

    private boolean accept(String s) {
        if (peek().is(s)) {
            next();
            return true;
        }
        return false;
    }

    private void expect(String s) {
        Token t = next();
        if (!t.is(s)) {
            throw error(t, "这里应为 \"" + s + "\"，而不是 \"" + t.shown() + "\"", "expected \"" + s + "\", not \"" + t.shown() + "\"");
        }
    }

    private void expectEnd() {
        Token t = peek();
        if (t.kind() != Kind.END) {
            throw error(t, "语句在这里应该结束，多出了 \"" + t.shown() + "\"", "the statement should end here; unexpected \"" + t.shown() + "\"");
        }
    }

    private Token word(String statement) {
        Token t = next();
        if (t.kind() != Kind.WORD) {
            throw error(t, statement + " 后面应为一个名字，而不是 \"" + t.shown() + "\"",
                    statement + " needs a name here, not \"" + t.shown() + "\"");
        }
        return t;
    }

    private String string(String statement) {
        Token t = next();
        if (t.kind() != Kind.STRING) {
            throw error(t, statement + " 后面应为带引号的文字，而不是 \"" + t.shown() + "\"",
                    statement + " needs quoted text here, not \"" + t.shown() + "\"");
        }
        return t.text();
    }

    private static RuleException error(Token t, String zh, String en) {
        return new RuleException(t.line(), t.column(), zh, en);
    }
}
