package boyi.logic;

import boyi.util.Text;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The decision procedure for first-order formulas over the natural numbers with {@code +},
 * {@code -}, order, constants, products, quotients and remainders by constants, and automatic
 * predicates, with numbers read in one {@link Numeration}. A formula becomes a minimal automaton
 * over the tuples of its free variables: atoms are built directly (adder, order, constants), the
 * connectives are products and complements, {@code E} is projection then determinisation, and
 * {@code A x f} is {@code ~E x ~f}. Not thread-safe: one per request.
 *
 * <pre>{@code
 * Decider d = new Decider(Numeration.base(2), 2_000_000);
 * d.decide("A x E y (x = 2*y | x = 2*y+1)");          // true
 * d.smallest("x % 7 = 3 & x > 10", "x");               // Optional[[17]]
 * Automaton odd = d.compile("E y x = 2*y+1", "x");     // 2 states
 * d.define("odd", odd).decide("A x ($odd(x) <=> ~$odd(x+1))");   // true
 * }</pre>
 *
 * Term semantics: {@code t - u} is a natural number only when {@code t >= u}; an atom holds when
 * every subterm in it is a natural number and the relation holds ({@code x - 3 = y} is false for
 * {@code x < 3}). Built-in predicates: {@code $ispow(x)} (x is a power of the base; base k),
 * {@code $isfib(x)} (x is one of 1, 2, 3, 5, 8, ...; Fibonacci numeration), {@code $xor(x, y, z)}
 * (x xor y = z; base 2). Over the state budget: {@link boyi.util.TooLargeException}; past the
 * thread's deadline: {@link boyi.solve.Interruption.Stopped}.
 */
public final class Decider {

    private final Numeration numeration;
    private final StateBudget budget;
    private final Operations ops;
    private final Atoms atoms;
    private final Map<String, Automaton> predicates = new HashMap<>();
    private int fresh;

    /** @param maxStates how many automaton states all constructions of this decider may build in total */
    public Decider(Numeration numeration, long maxStates) {
        this.numeration = numeration;
        this.budget = new StateBudget(maxStates);
        this.ops = new Operations(numeration, budget);
        this.atoms = new Atoms(ops);
    }

    public Numeration numeration() {
        return numeration;
    }

    /**
     * Makes {@code predicate} usable as {@code $name(t1, ..., tk)} with k its arity; returns this.
     * The predicate is read as {@link Automaton#accepts} reads it (leading zero letters ignored,
     * words that are not valid in the numeration rejected). A user's name hides a built-in one.
     */
    public Decider define(String name, Automaton predicate) {
        if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("\"" + name + "\" is not a predicate name (letters, digits, _)");
        }
        if (!predicate.numeration().equals(numeration)) {
            throw new IllegalArgumentException("predicate " + name + " reads " + predicate.numeration().id()
                    + ", this decider " + numeration.id());
        }
        predicates.put(name, ops.normalised(predicate));
        return this;
    }

    /**
     * The minimal automaton of {@code formula} over the tracks {@code freeVariables}, in that order
     * (it must name every free variable of the formula; others are free tracks).
     */
    public Automaton compile(String formula, String... freeVariables) {
        Set<String> tracks = new LinkedHashSet<>(Arrays.asList(freeVariables));
        if (tracks.size() != freeVariables.length) {
            throw new IllegalArgumentException("a variable is listed twice in " + Arrays.toString(freeVariables));
        }
        for (String v : freeVariables) {
            if (!v.matches("[a-z][a-z0-9_]*")) {
                throw new IllegalArgumentException("\"" + v + "\" is not a variable name");
            }
        }
        Formula parsed = FormulaParser.parse(formula);
        Relation r = compile(parsed);
        for (String t : r.tracks()) {
            if (!tracks.contains(t)) {
                throw new FormulaException(firstUse(parsed, t), Text.format("变量 %s 是自由变量，但没有列出",
                        "variable %s is free but not listed", t));
            }
        }
        return ops.retrack(r.automaton(), r.tracks(), freeVariables);
    }

    /** Whether the closed formula {@code closedFormula} is true. */
    public boolean decide(String closedFormula) {
        Automaton a = compile(closedFormula);
        return a.accepting(a.start());
    }

    /**
     * A tuple of values of {@code variables} satisfying {@code formula} whose padded word is shortest,
     * and lexicographically least among those (for one variable: the least number); empty when
     * none satisfies it.
     */
    public Optional<BigInteger[]> smallest(String formula, String... variables) {
        Automaton a = compile(formula, variables);
        int[] word = Witness.shortestAccepted(a, budget);
        if (word == null) {
            return Optional.empty();
        }
        return Optional.of(Witness.decode(a, word));
    }

    /** How many automaton states this decider has built so far. */
    public long statesBuilt() {
        return budget.built();
    }

    private String freshName() {
        return "#" + (fresh++);
    }

    // ------------------------------------------------------------------ formulas

    private Relation compile(Formula root) {
        return PostOrder.evaluate(root, Decider::children, this::combine);
    }

    private static List<Formula> children(Formula f) {
        if (f instanceof Formula.Not n) {
            return List.of(n.body());
        }
        if (f instanceof Formula.Binary b) {
            return List.of(b.left(), b.right());
        }
        if (f instanceof Formula.Quantified q) {
            return List.of(q.body());
        }
        return List.of();
    }

    /** The relation of {@code f}, given the relations of its subformulas. */
    private Relation combine(Formula f, List<Relation> parts) {
        budget.check();
        if (f instanceof Formula.Constant c) {
            Automaton a = c.value() ? ops.valid(0) : ops.complement(ops.valid(0));
            return new Relation(a, new String[0]);
        }
        if (f instanceof Formula.Not) {
            return parts.get(0).not(ops);
        }
        if (f instanceof Formula.Binary b) {
            Relation left = parts.get(0);
            Relation right = parts.get(1);
            return switch (b.op()) {
                case "&" -> left.and(ops, right);
                case "|" -> left.combine(ops, right, Operations.OR);
                case "=>" -> left.combine(ops, right, (x, y) -> x == 0 || y == 1 ? 1 : 0);
                default -> left.combine(ops, right, Operations.IFF);
            };
        }
        if (f instanceof Formula.Quantified q) {
            Relation body = parts.get(0);
            if (q.exists()) {
                for (String v : q.variables()) {
                    body = body.exists(ops, v);
                }
                return body;
            }
            body = body.not(ops);
            for (String v : q.variables()) {
                body = body.exists(ops, v);
            }
            return body.not(ops);
        }
        if (f instanceof Formula.Comparison c) {
            return comparison(c);
        }
        return predicate((Formula.Predicate) f);
    }

    private Relation comparison(Formula.Comparison c) {
        Term left = term(c.left());
        Term right = term(c.right());
        String x = left.variable;
        String y = right.variable;
        Relation relation;
        if (x.equals(y)) {
            boolean reflexive = c.op().equals("=") || c.op().equals("<=") || c.op().equals(">=");
            Automaton all = ops.valid(1);
            relation = new Relation(reflexive ? all : ops.complement(all), new String[] {x});
        } else {
            relation = switch (c.op()) {
                case "=" -> Relation.of(ops, atoms.equal(), x, y);
                case "!=" -> Relation.of(ops, atoms.equal(), x, y).not(ops);
                case "<" -> Relation.of(ops, atoms.less(), x, y);
                case ">" -> Relation.of(ops, atoms.less(), y, x);
                case "<=" -> Relation.of(ops, atoms.less(), y, x).not(ops);
                default -> Relation.of(ops, atoms.less(), x, y).not(ops);
            };
        }
        return bind(relation, left, right);
    }

    private Relation predicate(Formula.Predicate p) {
        Automaton a = predicates.get(p.name());
        if (a == null) {
            a = builtIn(p);
        }
        if (a.arity() != p.arguments().size()) {
            throw new FormulaException(p.column(), Text.format("谓词 $%s 需要 %d 个参数，这里有 %d 个",
                    "predicate $%s takes %d arguments, not %d", p.name(), a.arity(), p.arguments().size()));
        }
        Term[] arguments = new Term[a.arity()];
        String[] names = new String[a.arity()];
        Set<String> seen = new LinkedHashSet<>();
        Relation equalities = null;
        for (int i = 0; i < names.length; i++) {
            arguments[i] = term(p.arguments().get(i));
            names[i] = arguments[i].variable;
            if (!seen.add(names[i])) {
                // a repeated argument: a fresh track equal to it
                String copy = freshName();
                Relation same = Relation.of(ops, atoms.equal(), copy, names[i]);
                equalities = equalities == null ? same : equalities.and(ops, same);
                names[i] = copy;
                arguments[i] = arguments[i].withHidden(copy);
            }
        }
        Relation relation = Relation.of(ops, a, names);
        if (equalities != null) {
            relation = relation.and(ops, equalities);
        }
        return bind(relation, arguments);
    }

    private Automaton builtIn(Formula.Predicate p) {
        return switch (p.name()) {
            case "ispow" -> {
                requireNumeration(p, !numeration.isFibonacci(), "base k");
                yield atoms.powers();
            }
            case "isfib" -> {
                requireNumeration(p, numeration.isFibonacci(), "msd_fib");
                yield atoms.powers();
            }
            case "xor" -> {
                requireNumeration(p, numeration.equals(Numeration.base(2)), "msd_2");
                yield atoms.xor();
            }
            default -> throw new FormulaException(p.column(), Text.format("没有谓词 $%s",
                    "unknown predicate $%s", p.name()));
        };
    }

    private void requireNumeration(Formula.Predicate p, boolean ok, String needed) {
        if (!ok) {
            throw new FormulaException(p.column(), Text.format("谓词 $%s 只用于 %s，这里是 %s",
                    "predicate $%s works in %s only, not in %s", p.name(), needed, numeration.id()));
        }
    }

    // ------------------------------------------------------------------ terms

    /**
     * A term as a variable: a user's variable, or a fresh one tied to the user's variables by
     * {@code constraint} (null for a plain variable); {@code hidden} lists the fresh tracks to
     * project away once the term is used.
     */
    private record Term(String variable, Relation constraint, List<String> hidden) {

        Term withHidden(String more) {
            List<String> all = new java.util.ArrayList<>(hidden);
            all.add(more);
            return new Term(variable, constraint, all);
        }
    }

    /** {@code relation} over the terms' variables, the terms' constraints added and their fresh tracks hidden. */
    private Relation bind(Relation relation, Term... terms) {
        Relation result = relation;
        for (Term t : terms) {
            if (t.constraint != null) {
                result = result.and(ops, t.constraint);
            }
        }
        for (Term t : terms) {
            for (String h : t.hidden) {
                result = result.exists(ops, h);
            }
        }
        return result;
    }

    private Term term(Formula.Term root) {
        return PostOrder.evaluate(root, Decider::operands, this::combine);
    }

    /** The operands of a term that become terms themselves (constant factors and divisors do not). */
    private static List<Formula.Term> operands(Formula.Term t) {
        if (!(t instanceof Formula.Operation op)) {
            return List.of();
        }
        return switch (op.op()) {
            case "+", "-" -> List.of(op.left(), op.right());
            case "*" -> List.of(op.left() instanceof Formula.Number ? op.right() : op.left());
            default -> List.of(op.left());
        };
    }

    /** The term {@code t}, given the terms of its {@link #operands}. */
    private Term combine(Formula.Term t, List<Term> operands) {
        budget.check();
        if (t instanceof Formula.Variable v) {
            return new Term(v.name(), null, List.of());
        }
        String z = freshName();
        if (t instanceof Formula.Number n) {
            return new Term(z, Relation.of(ops, atoms.constant(n.value()), z), List.of(z));
        }
        Formula.Operation op = (Formula.Operation) t;
        Term first = operands.get(0);
        Relation constraint;
        switch (op.op()) {
            case "+", "-" -> {
                Term second = operands.get(1);
                String x = first.variable;
                String y = second.variable;
                if (x.equals(y)) {
                    // t + t = 2t; t - t = 0 (when t is natural)
                    constraint = op.op().equals("+") ? atoms.rename(atoms.times(BigInteger.TWO), x, z)
                            : Relation.of(ops, atoms.constant(BigInteger.ZERO), z).and(ops,
                                    new Relation(ops.valid(1), new String[] {x}));
                } else {
                    constraint = op.op().equals("+") ? Relation.of(ops, atoms.sum(), x, y, z)
                            : Relation.of(ops, atoms.sum(), z, y, x);
                }
                constraint = bind(constraint, first, second);
            }
            case "*" -> {
                Formula.Term constant = op.left() instanceof Formula.Number ? op.left() : op.right();
                BigInteger c = ((Formula.Number) constant).value();
                constraint = bind(atoms.rename(atoms.times(c), first.variable, z), first);
            }
            default -> {
                BigInteger c = ((Formula.Number) op.right()).value();
                Relation division = atoms.division(c);
                String quotient = op.op().equals("/") ? z : freshName();
                String remainder = op.op().equals("/") ? freshName() : z;
                Relation named = Relation.of(ops, division.automaton(), quotient, remainder, first.variable);
                Relation hiddenPart = op.op().equals("/") ? named.exists(ops, remainder) : named.exists(ops, quotient);
                constraint = bind(hiddenPart, first);
            }
        }
        return new Term(z, constraint, List.of(z));
    }

    /** The column where {@code variable} first occurs in {@code f} (1 if nowhere): for messages. */
    private static int firstUse(Formula f, String variable) {
        java.util.ArrayDeque<Object> stack = new java.util.ArrayDeque<>();
        stack.push(f);
        int first = Integer.MAX_VALUE;
        while (!stack.isEmpty()) {
            Object node = stack.pop();
            if (node instanceof Formula.Variable v && v.name().equals(variable)) {
                first = Math.min(first, v.column());
            } else if (node instanceof Formula.Not n) {
                stack.push(n.body());
            } else if (node instanceof Formula.Binary b) {
                stack.push(b.left());
                stack.push(b.right());
            } else if (node instanceof Formula.Quantified q) {
                stack.push(q.body());
            } else if (node instanceof Formula.Comparison c) {
                stack.push(c.left());
                stack.push(c.right());
            } else if (node instanceof Formula.Predicate p) {
                p.arguments().forEach(stack::push);
            } else if (node instanceof Formula.Operation o) {
                stack.push(o.left());
                stack.push(o.right());
            }
        }
        return first == Integer.MAX_VALUE ? 1 : first;
    }
}
