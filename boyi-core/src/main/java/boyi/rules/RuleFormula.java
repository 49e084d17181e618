package boyi.rules;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A rule text's moves and endings as first-order formulas of additive arithmetic over the natural
 * numbers (the formula text of {@code boyi.logic}): {@code move} relates a position to each
 * position one move leads to, {@code over(v)} says the game ends at a position with outcome v for
 * the player to move. Only moves built from {@code + -}, products, quotients and remainders with a
 * constant, {@code min}, {@code max}, {@code abs}, comparisons, {@code and/or/not}, {@code in},
 * loops over ranges and items, {@code odd}/{@code even}, {@code isfib} and {@code pow(b, k)} over
 * a loop variable translate; anything else is {@link NotExpressible}, naming the construct and its
 * place.
 *
 * <pre>{@code
 * RuleFormula f = RuleFormula.of(RuleParser.parse(wythoffText, Map.of()));
 * f.move();   // (E k (k >= 1 & k <= a & a2 + 0 = a - k + 0 ...)) | ...
 * }</pre>
 *
 * Integers are kept exact over the naturals as a difference {@code P - N} of two natural terms, so
 * {@code a - b < 2} keeps its integer meaning when a < b.
 */
public final class RuleFormula {

    /** The most alternatives one expression may split into (min, max, abs, choices, quotients). */
    static final int MAX_CASES = 256;

    /** A construct that additive arithmetic cannot say, with its place in the rule text. */
    public static final class NotExpressible extends BadInputException {
        private final String construct;

        NotExpressible(String construct, int line, int column) {
            super(Text.of("无法用加法算术表达：`" + construct + "`（第 " + line + " 行第 " + column + " 列），不作证明",
                    "not expressible in additive arithmetic: `" + construct + "` at " + line + ":" + column + "; no proof is claimed"));
            this.construct = construct;
        }

        public String construct() {
            return construct;
        }
    }

    private final boolean heaps;
    private final List<String> state;
    private final List<String> next;
    private final String move;
    private final Map<Integer, String> heapMoves;
    private final String ended;
    private final String[] endOutcome;
    private final String[] stuckOutcome;
    private final String numeration;
    private final Set<Integer> bases;
    private final RuleProgram program;
    private final List<Statement> statements;

    /**
     * One move statement of a tuple game as a formula over {@link #state()}, {@link #next()} and its
     * loop variables, left free so that a witness of it names the move ({@link #label}).
     *
     * @param index    the statement's place among the rule text's moves
     * @param formula  the statement's relation where the game is not over, its loop variables free
     * @param loops    the loop variables' formula names, outermost first
     * @param slots    their slots in the rule program, in the same order
     * @param labelled false when a loop cannot be read back from a witness (a loop seen only as
     *                 {@code pow(b, k)}): then the move has no label from the rule text
     */
    public record Statement(int index, String formula, List<String> loops, List<Integer> slots, boolean labelled) {
    }

    private RuleFormula(Builder b, String move, Map<Integer, String> heapMoves, String ended, String[] endOutcome,
                        String[] stuckOutcome, List<Statement> statements) {
        this.heaps = b.program.shape() == RuleProgram.Shape.HEAPS;
        this.state = List.copyOf(b.stateNames);
        this.next = List.copyOf(b.nextNames);
        this.move = move;
        this.heapMoves = heapMoves;
        this.ended = ended;
        this.endOutcome = endOutcome;
        this.stuckOutcome = stuckOutcome;
        this.numeration = b.numeration;
        this.bases = new TreeSet<>(b.bases);
        this.program = b.program;
        this.statements = statements;
    }

    /** Translates a compiled rule text; a board or a construct outside additive arithmetic is {@link NotExpressible}. */
    public static RuleFormula of(RuleProgram program) {
        return new Builder(program).build();
    }

    /**
     * A truth value of the rule language over the state as a formula over {@link #state()} names
     * (with {@code valueVariable} standing for {@code value} when not null: {@code value == expr}).
     * Returns the formula and the numeration a predicate in it needs (or null).
     */
    static String[] claim(RuleProgram program, Expr e, String valueVariable) {
        Builder b = new Builder(program);
        for (String v : program.variables()) {
            b.stateNames.add(b.fresh(v));
        }
        String f = valueVariable == null ? b.bool(e) : b.compare(null, "=", e, valueVariable);
        return new String[] {f, b.numeration};
    }

    /** Whether the state is a sum of heaps (then {@link #heapMoves()} describes one heap's moves). */
    public boolean heaps() {
        return heaps;
    }

    /** The formula names of the state variables (for heaps: the one heap). */
    public List<String> state() {
        return state;
    }

    /** The formula names of the state a move leads to (tuples only). */
    public List<String> next() {
        return next;
    }

    /** Tuples: the move relation over {@link #state()} then {@link #next()}; moves exist only where the game is not over. */
    public String move() {
        return move;
    }

    /**
     * Each move statement with its loop variables free, in the order of the rule text: over
     * {@link #state()} and {@link #next()} (tuples), or over the heap and the
     * {@link #heapNames(int) names} of the {@link #heapsLeft} heaps it leaves (heaps).
     */
    public List<Statement> statements() {
        return statements;
    }

    /** Heaps: how many heaps a move of {@code statement} leaves (heaps of 0 included). */
    public int heapsLeft(Statement statement) {
        return Builder.results(program.moves().get(statement.index()));
    }

    /**
     * The label the rule text gives the move of {@code statement} from {@code state} with its loop
     * variables at {@code loopValues}, e.g. "take 5 from pile 2"; empty when the statement has
     * no label from a witness or it cannot be evaluated at these values.
     */
    public java.util.Optional<Text> label(Statement statement, long[] state, long[] loopValues) {
        if (!statement.labelled() || statement.slots().size() != loopValues.length) {
            return java.util.Optional.empty();
        }
        Env env = new Env(program.slots());
        System.arraycopy(state, 0, env.slots, 0, state.length);
        for (int i = 0; i < loopValues.length; i++) {
            env.slots[statement.slots().get(i)] = loopValues[i];
        }
        try {
            return java.util.Optional.of(program.moves().get(statement.index()).label().render(env, program.symbols()));
        } catch (RuleException e) {
            return java.util.Optional.empty();
        }
    }

    /**
     * Heaps: {@link #label} of the move of {@code statement} on the heap {@code index} (from 0) of
     * the position {@code heaps}, named as the game names it: "heap 3: 1000 -> 6" (no heap number
     * when there is one heap).
     */
    public java.util.Optional<Text> heapLabel(Statement statement, long[] heaps, int index, long[] loopValues) {
        return label(statement, new long[] {heaps[index]}, loopValues).map(l -> RuleGame.onHeap(l, index, heaps.length));
    }

    /**
     * Heaps: for each number k of heaps a move leaves, the relation over the heap and the names
     * {@link #heapNames(int)} of the k heaps left; in the order the rule text first leaves k heaps,
     * which is the order of the proof's formulas (a {@code Map.copyOf} here once ordered them
     * differently in each JVM, and with them the states a proof builds).
     */
    public Map<Integer, String> heapMoves() {
        return heapMoves;
    }

    /** The names of the k heaps a move leaves, as used in {@link #heapMoves()}. */
    public List<String> heapNames(int k) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= k; i++) {
            names.add("y" + i + "_");
        }
        return names;
    }

    /** Whether a {@code when} condition ends the game at the state (formula over {@link #state()}). */
    public String ended() {
        return ended;
    }

    /** Where a {@code when} condition ends the game: whether its outcome is v (-1 loss, 0 draw, 1 win). */
    public String endOutcome(int v) {
        return endOutcome[v + 1];
    }

    /** Whether the outcome for a player who cannot move is v (-1 loss, 0 draw, 1 win). */
    public String stuckOutcome(int v) {
        return stuckOutcome[v + 1];
    }

    /** The numeration a built-in predicate needs ({@code "msd_2"}, {@code "msd_fib"}, ...), or null. */
    public String numeration() {
        return numeration;
    }

    /** Bases the rule text suggests (constants that multiply, divide, or are raised to powers). */
    public Set<Integer> bases() {
        return bases;
    }

    /** An integer P - N as two natural terms, valid where its guard holds, with the fresh variables the guard defines. */
    private record Value(List<String> fresh, String guard, String plus, String minus) {
        Value withGuard(List<String> moreFresh, String moreGuard) {
            List<String> f = new ArrayList<>(moreFresh);
            f.addAll(fresh);
            return new Value(f, and(moreGuard, guard), plus, minus);
        }
    }

    private static String and(String a, String b) {
        if (a == null || a.equals("true")) {
            return b;
        }
        if (b == null || b.equals("true")) {
            return a;
        }
        return a + " & " + b;
    }

    private static String or(List<String> parts) {
        if (parts.isEmpty()) {
            return "false";
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        StringBuilder s = new StringBuilder();
        for (String p : parts) {
            s.append(s.length() == 0 ? "(" : " | ").append('(').append(p).append(')');
        }
        return s.append(')').toString();
    }

    private static String plus(String a, String b) {
        if (a.equals("0")) {
            return b;
        }
        if (b.equals("0")) {
            return a;
        }
        return a + " + " + b;
    }

    private static String times(BigInteger c, String t) {
        if (c.signum() == 0 || t.equals("0")) {
            return "0";
        }
        if (c.equals(BigInteger.ONE)) {
            return t;
        }
        return c + " * (" + t + ")";
    }

    private static final class Builder {
        final RuleProgram program;
        final List<String> stateNames = new ArrayList<>();
        final List<String> nextNames = new ArrayList<>();
        final Set<String> used = new LinkedHashSet<>();
        final Set<Integer> bases = new TreeSet<>();
        /** The translation of each bound loop variable by slot: its alternatives. */
        final Map<Integer, List<Value>> loops = new HashMap<>();
        /** Loop variables seen only through {@code pow(b, k)}: slot to the fresh power variable. */
        final Map<Integer, String> powers = new HashMap<>();
        final Map<Integer, Long> powerBase = new HashMap<>();
        String numeration;
        /** While true, loops over ranges and items leave their variable free (recorded below) instead of quantifying it. */
        boolean freeLoops;
        final List<String> freeNames = new ArrayList<>();
        final List<Integer> freeSlots = new ArrayList<>();
        /** Whether a loop of the statement being translated cannot be read back from a witness. */
        boolean hiddenLoop;

        Builder(RuleProgram program) {
            this.program = program;
        }

        RuleFormula build() {
            if (program.isBoard()) {
                throw new NotExpressible("board", 1, 1);
            }
            for (String v : program.variables()) {
                stateNames.add(fresh(v));
            }
            if (program.shape() == RuleProgram.Shape.TUPLE) {
                for (String v : program.variables()) {
                    nextNames.add(fresh(v + "2"));
                }
            }
            List<String> ends = new ArrayList<>();
            List<List<String>> endOutcomes = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (RuleProgram.End end : program.ends()) {
                String c = bool(end.condition());
                for (int v = -1; v <= 1; v++) {
                    endOutcomes.get(v + 1).add(and(and(notAny(ends), c), is(end.outcome(), v)));
                }
                ends.add(c);
            }
            String ended = ends.isEmpty() ? "false" : or(ends);
            String[] endOutcome = new String[3];
            String[] stuck = new String[3];
            for (int v = -1; v <= 1; v++) {
                endOutcome[v + 1] = or(endOutcomes.get(v + 1));
                stuck[v + 1] = is(program.stuck(), v);
            }
            if (program.shape() == RuleProgram.Shape.HEAPS) {
                Map<Integer, List<String>> byArity = new LinkedHashMap<>();
                for (MoveRule rule : program.moves()) {
                    int k = results(rule);
                    byArity.computeIfAbsent(k, x -> new ArrayList<>()).add(statement(rule, heapNamesOf(k)));
                }
                Map<Integer, String> heapMoves = new LinkedHashMap<>();
                byArity.forEach((k, parts) -> heapMoves.put(k, or(parts)));
                return new RuleFormula(this, "false", java.util.Collections.unmodifiableMap(heapMoves), ended, endOutcome, stuck, withFreeLoops(ends.isEmpty() ? null : ended));
            }
            List<String> parts = new ArrayList<>();
            for (MoveRule rule : program.moves()) {
                parts.add(statement(rule, nextNames));
            }
            String moves = or(parts);
            String move = ends.isEmpty() ? moves : "~(" + ended + ") & (" + moves + ")";
            return new RuleFormula(this, move, Map.of(), ended, endOutcome, stuck, withFreeLoops(ends.isEmpty() ? null : ended));
        }

        /** Each statement again, its loops' variables free (where the game is not over). */
        List<Statement> withFreeLoops(String ended) {
            List<Statement> out = new ArrayList<>();
            freeLoops = true;
            for (int i = 0; i < program.moves().size(); i++) {
                freeNames.clear();
                freeSlots.clear();
                hiddenLoop = false;
                MoveRule rule = program.moves().get(i);
                String f = statement(rule, program.shape() == RuleProgram.Shape.HEAPS ? heapNamesOf(results(rule)) : nextNames);
                out.add(new Statement(i, ended == null ? f : "~(" + ended + ") & (" + f + ")", List.copyOf(freeNames),
                        List.copyOf(freeSlots), !hiddenLoop));
            }
            freeLoops = false;
            return List.copyOf(out);
        }

        /** The numbers a move statement's result lists: the heaps it leaves (heaps), the next state (tuples). */
        static int results(MoveRule rule) {
            return ((MoveRule.Values) rule.result()).values().size();
        }

        List<String> heapNamesOf(int k) {
            List<String> names = new ArrayList<>();
            for (int i = 1; i <= k; i++) {
                names.add("y" + i + "_");
            }
            return names;
        }

        private static String notAny(List<String> earlier) {
            return earlier.isEmpty() ? null : "~(" + or(earlier) + ")";
        }

        String fresh(String base) {
            String b = base.toLowerCase(java.util.Locale.ROOT);
            if (!b.matches("[a-z][a-z0-9]*") || b.length() > 20) {
                b = "v";
            }
            String name = b;
            for (int i = 2; used.contains(name) || name.matches("y[0-9]+_"); i++) {
                name = b + "_" + i;
            }
            used.add(name);
            return name;
        }

        /** One move statement: its generators nested, innermost the result. */
        String statement(MoveRule rule, List<String> targets) {
            return steps(rule, 0, targets);
        }

        String steps(MoveRule rule, int k, List<String> targets) {
            if (k == rule.steps().size()) {
                List<Expr> values = ((MoveRule.Values) rule.result()).values();
                String out = "true";
                for (int i = 0; i < values.size(); i++) {
                    out = and(out, compare(null, "=", values.get(i), targets.get(i)));
                }
                return out;
            }
            MoveRule.Step step = rule.steps().get(k);
            if (step instanceof MoveRule.Condition c) {
                return and(bool(c.test()), "(" + steps(rule, k + 1, targets) + ")");
            }
            MoveRule.Loop loop = (MoveRule.Loop) step;
            if (loop.domain() instanceof MoveRule.Items items && freeLoops) {
                String var = free(loop);
                List<String> choices = new ArrayList<>();
                for (Expr item : items.items()) {
                    choices.add(compare(item, "=", null, var));
                }
                loops.put(loop.slot(), List.of(new Value(List.of(), null, var, "0")));
                String body = steps(rule, k + 1, targets);
                loops.remove(loop.slot());
                return and("(" + or(choices) + ")", "(" + body + ")");
            }
            if (loop.domain() instanceof MoveRule.Items items) {
                List<String> parts = new ArrayList<>();
                for (Expr item : items.items()) {
                    loops.put(loop.slot(), number(item));
                    parts.add(steps(rule, k + 1, targets));
                }
                loops.remove(loop.slot());
                return or(parts);
            }
            if (loop.domain() instanceof MoveRule.Range r) {
                Long base = powerBase(rule, k + 1, loop.slot());
                if (base != null) {
                    return powerLoop(rule, k, targets, loop, r, base);
                }
                String var = freeLoops ? free(loop) : fresh(loop.name());
                loops.put(loop.slot(), List.of(new Value(List.of(), null, var, "0")));
                String bounds = and(compare(r.low(), "<=", null, var), compare(r.high(), ">=", null, var));
                String body = steps(rule, k + 1, targets);
                loops.remove(loop.slot());
                String both = and(bounds, "(" + body + ")");
                return freeLoops ? both : "E " + var + " (" + both + ")";
            }
            MoveRule.Domain d = loop.domain();
            if (d instanceof MoveRule.Divisors div) {
                throw new NotExpressible("divisors(" + Show.of(div.of()) + ")", div.of().line, div.of().column);
            }
            throw new NotExpressible("cells", rule.line(), rule.column());
        }

        /** A fresh name for a loop variable left free, recorded with its slot. */
        String free(MoveRule.Loop loop) {
            String var = fresh(loop.name());
            freeNames.add(var);
            freeSlots.add(loop.slot());
            return var;
        }

        /** {@code for k in lo..hi} with k used only as {@code pow(b, k)}: a fresh power p of b with b^lo <= p <= b^hi. */
        String powerLoop(MoveRule rule, int k, List<String> targets, MoveRule.Loop loop, MoveRule.Range r, long base) {
            Long lo = constantOf(r.low());
            Long hi = constantOf(r.high());
            if (lo == null || hi == null || lo < 0) {
                Expr bad = lo == null || lo < 0 ? r.low() : r.high();
                throw new NotExpressible("pow(" + base + ", " + loop.name() + ") with " + loop.name() + " up to " + Show.of(bad),
                        bad.line, bad.column);
            }
            need("msd_" + base, r.low());
            bases.add((int) base);
            hiddenLoop |= freeLoops;
            String var = fresh("p" + loop.name());
            powers.put(loop.slot(), var);
            String body = steps(rule, k + 1, targets);
            powers.remove(loop.slot());
            if (hi < lo) {
                return "false";
            }
            BigInteger b = BigInteger.valueOf(base);
            String bounds = "$ispow(" + var + ") & " + var + " >= " + b.pow((int) Math.min(lo, 200)) + " & " + var + " <= "
                    + b.pow((int) Math.min(hi, 200));
            return "E " + var + " (" + bounds + " & (" + body + "))";
        }

        /** The base b when every use of the loop variable in the steps after k (and the result) is {@code pow(b, var)}, b constant >= 2. */
        Long powerBase(MoveRule rule, int k, int slot) {
            List<Expr> roots = new ArrayList<>();
            for (int i = k; i < rule.steps().size(); i++) {
                MoveRule.Step s = rule.steps().get(i);
                if (s instanceof MoveRule.Condition c) {
                    roots.add(c.test());
                } else if (((MoveRule.Loop) s).domain() instanceof MoveRule.Range r) {
                    roots.add(r.low());
                    roots.add(r.high());
                } else if (((MoveRule.Loop) s).domain() instanceof MoveRule.Items items) {
                    roots.addAll(items.items());
                }
            }
            if (rule.result() instanceof MoveRule.Values v) {
                roots.addAll(v.values());
            }
            Set<Long> seen = new LinkedHashSet<>();
            boolean[] plain = {false};
            for (Expr e : roots) {
                Show.walk(e, x -> {
                    if (x instanceof Expr.Call call && call.function.name().equals("pow")
                            && call.arguments[1] instanceof Expr.Slot s && s.slot == slot) {
                        Long b = constantOf(call.arguments[0]);
                        if (b == null || b < 2 || b > 10) {
                            plain[0] = true;
                        } else {
                            seen.add(b);
                        }
                        return false;
                    }
                    if (x instanceof Expr.Slot s && s.slot == slot) {
                        plain[0] = true;
                    }
                    return true;
                });
            }
            return !plain[0] && seen.size() == 1 ? seen.iterator().next() : null;
        }

        void need(String id, Expr at) {
            if (numeration != null && !numeration.equals(id)) {
                throw new NotExpressible("predicates of two numerations (" + numeration + ", " + id + ")", at.line, at.column);
            }
            numeration = id;
        }

        Long constantOf(Expr e) {
            if (!closed(e)) {
                return null;
            }
            try {
                return e.eval(new Env(program.slots()));
            } catch (RuleException ex) {
                return null;
            }
        }

        /** Whether an expression reads neither the state nor a loop variable. */
        static boolean closed(Expr e) {
            boolean[] open = {false};
            Show.walk(e, x -> {
                if (x instanceof Expr.Slot || x instanceof Expr.Cell || x instanceof Expr.BoardSize) {
                    open[0] = true;
                }
                return true;
            });
            return !open[0];
        }

        /** The outcome expression equals v. */
        String is(Expr outcome, int v) {
            Long c = constantOf(outcome);
            if (c != null) {
                return c == v ? "true" : "false";
            }
            return compare(outcome, "=", new Expr.Number(outcome.line, outcome.column, v), null);
        }

        /** {@code left rel right} with integer meaning; a null side is the formula variable named {@code var}. */
        String compare(Expr left, String rel, Expr right, String var) {
            List<Value> a = left == null ? List.of(new Value(List.of(), null, var, "0")) : number(left);
            List<Value> b = right == null ? List.of(new Value(List.of(), null, var, "0")) : number(right);
            List<String> parts = new ArrayList<>();
            for (Value x : a) {
                for (Value y : b) {
                    String atom = "(" + plus(x.plus, y.minus) + ") " + rel + " (" + plus(y.plus, x.minus) + ")";
                    parts.add(exists(x, y, atom));
                }
            }
            return or(parts);
        }

        private static String exists(Value x, Value y, String atom) {
            List<String> fresh = new ArrayList<>(x.fresh);
            fresh.addAll(y.fresh);
            String body = and(and(x.guard, y.guard), atom);
            return fresh.isEmpty() ? body : "E " + String.join(",", fresh) + " (" + body + ")";
        }

        /** A truth value as a formula. */
        String bool(Expr e) {
            if (e instanceof Expr.Binary b) {
                switch (b.op) {
                    case "and":
                        return "(" + bool(b.left) + ") & (" + bool(b.right) + ")";
                    case "or":
                        return "(" + bool(b.left) + ") | (" + bool(b.right) + ")";
                    case "==":
                        return compare(b.left, "=", b.right, null);
                    case "!=":
                    case "<":
                    case "<=":
                    case ">":
                    case ">=":
                        return compare(b.left, b.op, b.right, null);
                    default:
                        break;
                }
            }
            if (e instanceof Expr.Unary u && u.op.equals("not")) {
                return "~(" + bool(u.operand) + ")";
            }
            if (e instanceof Expr.Member m) {
                if (m.items == null) {
                    return "(" + compare(m.low, "<=", m.item, null) + ") & (" + compare(m.item, "<=", m.high, null) + ")";
                }
                List<String> parts = new ArrayList<>();
                for (Expr item : m.items) {
                    parts.add(compare(m.item, "=", item, null));
                }
                return or(parts);
            }
            if (e instanceof Expr.Call c) {
                switch (c.function.name()) {
                    case "odd":
                    case "even": {
                        Expr two = new Expr.Number(c.line, c.column, 2);
                        Expr rem = new Expr.Binary(c.line, c.column, "%", c.arguments[0], two);
                        return compare(rem, "=", new Expr.Number(c.line, c.column, c.function.name().equals("odd") ? 1 : 0), null);
                    }
                    case "ispow": {
                        Long base = constantOf(c.arguments[0]);
                        if (base == null || base < 2 || base > 10) {
                            throw new NotExpressible(Show.of(c), c.line, c.column);
                        }
                        need("msd_" + base, c);
                        List<String> parts = new ArrayList<>();
                        for (Value v : number(c.arguments[1])) {
                            String atom = "$ispow(" + v.plus + ")" + (v.minus.equals("0") ? "" : " & " + v.minus + " = 0");
                            parts.add(exists(v, new Value(List.of(), null, "0", "0"), atom));
                        }
                        return or(parts);
                    }
                    case "isfib": {
                        need("msd_fib", c);
                        List<String> parts = new ArrayList<>();
                        for (Value v : number(c.arguments[0])) {
                            String atom = "$isfib(" + v.plus + ")" + (v.minus.equals("0") ? "" : " & " + v.minus + " = 0");
                            parts.add(exists(v, new Value(List.of(), null, "0", "0"), atom));
                        }
                        return or(parts);
                    }
                    default:
                        break;
                }
            }
            if (e instanceof Expr.Choice ch) {
                String c = bool(ch.condition);
                return "((" + c + ") & (" + bool(ch.then) + ")) | (~(" + c + ") & (" + bool(ch.otherwise) + "))";
            }
            return compare(e, "!=", new Expr.Number(e.line, e.column, 0), null);
        }

        private static boolean isTruth(Expr e) {
            if (e instanceof Expr.Binary b) {
                return List.of("and", "or", "==", "!=", "<", "<=", ">", ">=").contains(b.op);
            }
            if (e instanceof Expr.Unary u) {
                return u.op.equals("not");
            }
            if (e instanceof Expr.Call c) {
                return List.of("odd", "even", "isfib", "ispow").contains(c.function.name());
            }
            return e instanceof Expr.Member;
        }

        /** A number as its alternatives. */
        List<Value> number(Expr e) {
            Long c = constantOf(e);
            if (c != null) {
                return List.of(constant(BigInteger.valueOf(c)));
            }
            if (isTruth(e)) {
                String f = bool(e);
                return List.of(new Value(List.of(), "(" + f + ")", "1", "0"), new Value(List.of(), "~(" + f + ")", "0", "0"));
            }
            if (e instanceof Expr.Slot s) {
                if (s.state) {
                    return List.of(new Value(List.of(), null, stateNames.get(s.slot), "0"));
                }
                List<Value> bound = loops.get(s.slot);
                if (bound == null) {
                    throw new NotExpressible(s.name, s.line, s.column);
                }
                return bound;
            }
            if (e instanceof Expr.Unary u) {
                List<Value> out = new ArrayList<>();
                for (Value v : number(u.operand)) {
                    out.add(new Value(v.fresh, v.guard, v.minus, v.plus));
                }
                return out;
            }
            if (e instanceof Expr.Choice ch) {
                String cond = bool(ch.condition);
                List<Value> out = new ArrayList<>();
                for (Value v : number(ch.then)) {
                    out.add(v.withGuard(List.of(), "(" + cond + ")"));
                }
                for (Value v : number(ch.otherwise)) {
                    out.add(v.withGuard(List.of(), "~(" + cond + ")"));
                }
                return capped(out, e);
            }
            if (e instanceof Expr.Binary b) {
                return binary(b);
            }
            if (e instanceof Expr.Call call) {
                return call(call);
            }
            throw new NotExpressible(Show.of(e), e.line, e.column);
        }

        private List<Value> capped(List<Value> out, Expr at) {
            if (out.size() > MAX_CASES) {
                throw new NotExpressible(Show.of(at) + " (more than " + MAX_CASES + " cases)", at.line, at.column);
            }
            return out;
        }

        private static Value constant(BigInteger c) {
            return c.signum() >= 0 ? new Value(List.of(), null, c.toString(), "0") : new Value(List.of(), null, "0", c.negate().toString());
        }

        List<Value> binary(Expr.Binary b) {
            switch (b.op) {
                case "+":
                case "-": {
                    List<Value> out = new ArrayList<>();
                    for (Value x : number(b.left)) {
                        for (Value y : number(b.right)) {
                            Value z = b.op.equals("+") ? y : new Value(y.fresh, y.guard, y.minus, y.plus);
                            List<String> fresh = new ArrayList<>(x.fresh);
                            fresh.addAll(z.fresh);
                            out.add(new Value(fresh, and(x.guard, z.guard), plus(x.plus, z.plus), plus(x.minus, z.minus)));
                        }
                    }
                    return capped(out, b);
                }
                case "*": {
                    Long l = constantOf(b.left);
                    Long r = constantOf(b.right);
                    if (l == null && r == null) {
                        throw new NotExpressible(Show.of(b), b.line, b.column);
                    }
                    long c = l != null ? l : r;
                    if (Math.abs(c) >= 2) {
                        bases.add((int) Math.min(Math.abs(c), 10));
                    }
                    List<Value> out = new ArrayList<>();
                    for (Value v : number(l != null ? b.right : b.left)) {
                        BigInteger k = BigInteger.valueOf(c).abs();
                        String p = times(k, v.plus);
                        String m = times(k, v.minus);
                        out.add(c >= 0 ? new Value(v.fresh, v.guard, p, m) : new Value(v.fresh, v.guard, m, p));
                    }
                    return out;
                }
                case "/":
                case "%":
                    return quotient(b);
                default:
                    throw new NotExpressible(Show.of(b), b.line, b.column);
            }
        }

        /** Floor quotient and non-negative remainder by a positive constant c; a value that may be negative splits by sign. */
        List<Value> quotient(Expr.Binary b) {
            Long c = constantOf(b.right);
            if (c == null || c <= 0) {
                throw new NotExpressible(Show.of(b), b.line, b.column);
            }
            if (c >= 2) {
                bases.add((int) Math.min(c, 10));
            }
            boolean div = b.op.equals("/");
            List<Value> out = new ArrayList<>();
            for (Value v : number(b.left)) {
                if (v.minus.equals("0")) {
                    out.add(new Value(v.fresh, v.guard, "(" + v.plus + ")" + b.op + c, "0"));
                    continue;
                }
                String w = fresh("w");
                String u = fresh("u");
                // v >= 0: w = P - N; v < 0: u = N - P >= 1
                Value nonNegative = new Value(List.of(w), "(" + plus(w, v.minus) + ") = (" + v.plus + ")", "(" + w + ")" + b.op + c, "0");
                String negGuard = "(" + plus(v.plus, u) + ") = (" + v.minus + ") & " + u + " >= 1";
                Value negative = div
                        ? new Value(List.of(u), negGuard, "0", "(" + u + " - 1)/" + c + " + 1")
                        : new Value(List.of(u), negGuard, String.valueOf(c - 1), "(" + u + " - 1)%" + c);
                out.add(nonNegative.withGuard(v.fresh, v.guard));
                out.add(negative.withGuard(v.fresh, v.guard));
            }
            return capped(out, b);
        }

        List<Value> call(Expr.Call call) {
            String name = call.function.name();
            if (name.equals("pow") && call.arguments[1] instanceof Expr.Slot s && powers.containsKey(s.slot)) {
                return List.of(new Value(List.of(), null, powers.get(s.slot), "0"));
            }
            if (name.equals("abs")) {
                List<Value> out = new ArrayList<>();
                for (Value v : number(call.arguments[0])) {
                    String nonNegative = "(" + v.plus + ") >= (" + v.minus + ")";
                    out.add(new Value(v.fresh, and(v.guard, nonNegative), v.plus, v.minus));
                    out.add(new Value(v.fresh, and(v.guard, "~(" + nonNegative + ")"), v.minus, v.plus));
                }
                return capped(out, call);
            }
            if (name.equals("min") || name.equals("max")) {
                List<Value> out = new ArrayList<>();
                String rel = name.equals("min") ? "<=" : ">=";
                for (int i = 0; i < call.arguments.length; i++) {
                    String others = null;
                    for (int j = 0; j < call.arguments.length; j++) {
                        if (j != i) {
                            // ties go to the first: strict against earlier arguments
                            String r = j < i ? (rel.equals("<=") ? "<" : ">") : rel;
                            others = and(others, "(" + compare(call.arguments[i], r, call.arguments[j], null) + ")");
                        }
                    }
                    for (Value v : number(call.arguments[i])) {
                        out.add(v.withGuard(List.of(), others));
                    }
                }
                return capped(out, call);
            }
            throw new NotExpressible(Show.of(call), call.line, call.column);
        }
    }

    /** Rule expressions written back as text (for messages), and a walk over their nodes. */
    static final class Show {
        private Show() {
        }

        interface Visit {
            /** Returns whether to look inside the node. */
            boolean at(Expr e);
        }

        static void walk(Expr root, Visit visit) {
            List<Expr> stack = new ArrayList<>();
            stack.add(root);
            while (!stack.isEmpty()) {
                Expr e = stack.remove(stack.size() - 1);
                if (e == null || !visit.at(e)) {
                    continue;
                }
                if (e instanceof Expr.Unary u) {
                    stack.add(u.operand);
                } else if (e instanceof Expr.Binary b) {
                    stack.add(b.left);
                    stack.add(b.right);
                } else if (e instanceof Expr.Choice c) {
                    stack.add(c.condition);
                    stack.add(c.then);
                    stack.add(c.otherwise);
                } else if (e instanceof Expr.Member m) {
                    stack.add(m.item);
                    if (m.items != null) {
                        stack.addAll(List.of(m.items));
                    } else {
                        stack.add(m.low);
                        stack.add(m.high);
                    }
                } else if (e instanceof Expr.Call c) {
                    stack.addAll(List.of(c.arguments));
                } else if (e instanceof Expr.Cell c) {
                    stack.add(c.index);
                }
            }
        }

        // Depth is bounded by the parser's expression depth (60), not by the input's size.
        static String of(Expr e) {
            if (e instanceof Expr.Number n) {
                return Long.toString(n.value);
            }
            if (e instanceof Expr.Slot s) {
                return s.name;
            }
            if (e instanceof Expr.Cell c) {
                return "cell[" + of(c.index) + "]";
            }
            if (e instanceof Expr.BoardSize b) {
                return b.which;
            }
            if (e instanceof Expr.Unary u) {
                return (u.op.equals("not") ? "not " : "-") + of(u.operand);
            }
            if (e instanceof Expr.Binary b) {
                return of(b.left) + " " + b.op + " " + of(b.right);
            }
            if (e instanceof Expr.Choice c) {
                return of(c.condition) + " ? " + of(c.then) + " : " + of(c.otherwise);
            }
            if (e instanceof Expr.Member m) {
                if (m.items == null) {
                    return of(m.item) + " in " + of(m.low) + ".." + of(m.high);
                }
                List<String> items = new ArrayList<>();
                for (Expr x : m.items) {
                    items.add(of(x));
                }
                return of(m.item) + " in {" + String.join(", ", items) + "}";
            }
            Expr.Call c = (Expr.Call) e;
            List<String> args = new ArrayList<>();
            for (Expr x : c.arguments) {
                args.add(of(x));
            }
            return c.function.name() + "(" + String.join(", ", args) + ")";
        }
    }
}
