package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.AutomatonGuess;
import boyi.logic.Decider;
import boyi.logic.Numeration;
import boyi.rules.RuleFormula;
import boyi.rules.RuleInstance;
import boyi.rules.RuleTables;
import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Proves the pattern of a rule game without induction: the table by exact search, the smallest
 * automaton that agrees with it ({@link AutomatonGuess}) in each candidate numeration, and then closed
 * formulas of additive arithmetic decided by {@link Decider}: every move strictly lowers a measure,
 * every ended position has the value the rules give, a position is a loss exactly when every move
 * leads to a win, and a win exactly when some move leads to a loss (for one heap under normal play:
 * the mex conditions of the guessed Grundy relation G(x, v)). Only statements decided true make a
 * proof; a false one gives the smallest position where it fails.
 *
 * <pre>{@code
 * RuleProof p = RuleProver.prove(RuleFamily.of(wythoffText).instantiate(Map.of()));
 * p.status();    // PROVEN
 * p.summary();   // "Fibonacci, 10 states"
 * }</pre>
 */
public final class RuleProver {

    /** Automaton states one request may build (the decision procedure's budget). */
    public static final long MAX_STATES = 2_000_000;

    /** The most states a guessed automaton may have. */
    static final int GUESS_STATES = 300;

    /** States one guess may build over all its hypotheses. */
    static final long GUESS_BUDGET = 200_000;

    private final RuleInstance game;
    private final RuleFormula formula;
    private final List<String> x;
    private final List<String> y;

    private RuleProver(RuleInstance game, RuleFormula formula) {
        this.game = game;
        this.formula = formula;
        this.x = formula.state();
        this.y = formula.next();
    }

    /** The translation of the game's moves, or the refusal naming the construct. */
    public static RuleFormula formula(RuleInstance game) {
        return RuleFormula.of(game.program());
    }

    /** Guesses the pattern from the table and proves it (or says why not). */
    public static RuleProof prove(RuleInstance game) {
        RuleFormula f;
        try {
            f = formula(game);
        } catch (RuleFormula.NotExpressible e) {
            return new RuleProof(RuleProof.Status.NOT_EXPRESSIBLE, null, null, null, null, List.of(), 0, 0, null, e.text());
        }
        return new RuleProver(game, f).guessAndProve();
    }

    /** The numerations to try: the one a predicate needs, else the bases the text suggests, 2, 3 and Fibonacci. */
    static List<Numeration> candidates(RuleFormula f) {
        if (f.numeration() != null) {
            return List.of(Numeration.parse(f.numeration()));
        }
        Set<String> ids = new LinkedHashSet<>();
        for (int b : f.bases()) {
            if (b >= 2 && b <= 10) {
                ids.add("msd_" + b);
            }
        }
        ids.add("msd_2");
        ids.add("msd_3");
        ids.add("msd_fib");
        List<Numeration> out = new ArrayList<>();
        for (String id : ids) {
            out.add(Numeration.parse(id));
        }
        return out;
    }

    private boolean grundyGame() {
        return formula.heaps();
    }

    private RuleProof guessAndProve() {
        if (grundyGame() && !RuleTables.normalPlayHeaps(game) && !RuleTables.misereHeaps(game)) {
            return conjecture(0, Text.of("堆游戏有结束条件（或无路可走时不分胜负）时没有 SG 证明",
                    "heaps with end conditions (or no win or loss for a player who cannot move): no Grundy proof"));
        }
        int arity = grundyGame() ? 2 : x.size();
        if (arity > 3) {
            return conjecture(0, Text.of("状态超过 3 个数：不作证明", "a state of more than 3 numbers: no proof attempted"));
        }
        int limit = grundyGame() || x.size() == 1 ? 2047 : x.size() == 2 ? 150 : tableLimit(40);
        if (grundyGame() || x.size() == 1) {
            // most patterns of one number show in a table to 255 already, where a table to 2047 costs up to
            // 64 times as much (n / 2 moves from n): only a proof counts, else the full table decides
            try {
                RuleProof early = guessAndProve(FIRST_LIMIT, FIRST_STATES);
                if (early.proven() || early.status() == RuleProof.Status.CONJECTURE && early.automaton() != null) {
                    return early;
                }
            } catch (TooLargeException e) {
                if (e instanceof Interruption.Stopped) {
                    throw e;
                }
            }
        }
        RuleProof p = guessAndProve(limit, MAX_STATES);
        return p.status() != RuleProof.Status.REFUTED ? p
                : new RuleProof(RuleProof.Status.CONJECTURE, p.numeration(), p.losses(), p.draws(), p.grundy(), p.formulas(), p.states(), limit,
                p.counterexample(), p.text());
    }

    /** The numbers of a first, small table of one number (words of 8 binary digits). */
    static final int FIRST_LIMIT = 255;

    /** States the proof from the first, small table may build before the full table is tried. */
    static final long FIRST_STATES = 200_000;

    /**
     * The guess from a table to {@code limit} in each candidate numeration, proven with at most
     * {@code states} states: the proof, or a conjecture with its automaton when the statements
     * were decided yet no rule decides the outcomes (nothing more to try), else the first
     * refutation, else a conjecture saying why there is no guess.
     */
    private RuleProof guessAndProve(int limit, long states) {
        int arity = grundyGame() ? 2 : x.size();
        Table table = grundyGame() ? Table.grundy(RuleTables.heapGrundy(game, limit)) : Table.outcomes(RuleTables.outcomes(game, limit), x.size(), limit);
        RuleProof refuted = null;
        for (Numeration n : candidates(formula)) {
            Interruption.checkNow();
            if (grundyGame() && n.id().equals("msd_fib") && formula.heapMoves().keySet().stream().anyMatch(k -> k >= 2)) {
                continue;
            }
            Guess g = guess(n, arity, table, limit);
            if (g == null) {
                continue;
            }
            RuleProof p;
            try {
                p = grundyGame() ? proveGrundy(n, g.main, table.limit(n, g.length), states)
                        : proveOutcomes(n, g.main, g.draws, table.limit(n, g.length), states);
            } catch (TooLargeException e) {
                if (e instanceof Interruption.Stopped || states < MAX_STATES) {
                    throw e;
                }
                return conjecture(limit, e.text());
            }
            if (p.proven() || p.status() == RuleProof.Status.CONJECTURE) {
                return p;   // a conjecture after the statements were decided: the guess holds, but no rule decides the outcomes
            }
            if (refuted == null) {
                refuted = p;
            }
        }
        if (refuted != null) {
            return refuted;
        }
        return conjecture(limit, Text.of("在 " + numerationNames() + " 中都没有找到与表（到 " + limit + "）一致且稳定的自动机",
                "no automaton agreeing with the table (to " + limit + ") stayed stable in " + numerationNames()));
    }

    /** Moves one table's search may look at (estimated), so that the table takes seconds, not minutes. */
    static final long TABLE_MOVES = 50_000_000;

    /**
     * The largest number of a table of three numbers: {@code limit}, or 15 (the least that still
     * shows words of 4 binary digits) when the moves at the table's far corner times its cells
     * exceed {@link #TABLE_MOVES} (Moore's Nim: 4,920 moves at (40, 40, 40)).
     */
    private int tableLimit(int limit) {
        long[] corner = new long[x.size()];
        java.util.Arrays.fill(corner, limit);
        long moves;
        try {
            moves = game.game().moves(boyi.rules.RuleState.numbers(corner)).size();
        } catch (TooLargeException | boyi.rules.RuleException e) {
            if (e instanceof Interruption.Stopped) {
                throw e;
            }
            return 15;
        }
        long cells = 1;
        for (int i = 0; i < corner.length; i++) {
            cells *= limit + 1;
        }
        return moves * cells > TABLE_MOVES ? 15 : limit;
    }

    private String numerationNames() {
        List<String> ids = new ArrayList<>();
        for (Numeration n : candidates(formula)) {
            ids.add(n.id());
        }
        return String.join(", ", ids);
    }

    private static RuleProof conjecture(long checkedTo, Text why) {
        return new RuleProof(RuleProof.Status.CONJECTURE, null, null, null, null, List.of(), 0, checkedTo, null, why);
    }

    /** The table: outcomes of tuples, or Grundy values of one heap. */
    private record Table(byte[] outcomes, long[] grundy, int arity, int limit) {
        static Table outcomes(byte[] t, int arity, int limit) {
            return new Table(t, null, arity, limit);
        }

        static Table grundy(long[] g) {
            return new Table(null, g, 1, g.length - 1);
        }

        int outcome(long[] v) {
            long i = 0;
            for (long a : v) {
                i = i * (limit + 1) + a;
            }
            return outcomes[(int) i];
        }

        boolean hasDraws() {
            if (outcomes == null) {
                return false;
            }
            for (byte b : outcomes) {
                if (b == 0) {
                    return true;
                }
            }
            return false;
        }

        long limit(Numeration n, int length) {
            return Math.min(limit, largest(n, length));
        }
    }

    private record Guess(Automaton main, Automaton draws, int length) {
    }

    /** The largest number every word of {@code length} digits can write, e.g. 2^length - 1. */
    static long largest(Numeration n, int length) {
        if (n.id().equals("msd_fib")) {
            long a = 1;
            long b = 2;
            for (int i = 0; i < length; i++) {
                long t = a + b;
                a = b;
                b = t;
            }
            return a - 1;
        }
        long v = 1;
        for (int i = 0; i < length; i++) {
            v = Math.multiplyExact(v, n.digitsPerTrack());
        }
        return v - 1;
    }

    /**
     * The automaton guessed from the longest words the table covers ({@link AutomatonGuess}), kept
     * only when the table one digit shorter gives one of the same size (stable).
     */
    private Guess guess(Numeration n, int arity, Table table, int limit) {
        int length = 1;
        while (largest(n, length + 1) <= limit) {
            length++;
        }
        if (length < 4) {
            return null;
        }
        Predicate<long[]> main = table.grundy != null
                ? v -> v[0] <= table.limit && table.grundy[(int) v[0]] == v[1]
                : v -> table.outcome(v) == -1;
        Automaton a = stable(n, arity, main, length);
        if (a == null) {
            return null;
        }
        Automaton draws = null;
        if (table.hasDraws()) {
            draws = stable(n, arity, v -> table.outcome(v) == 0, length);
            if (draws == null) {
                return null;
            }
        }
        return new Guess(a, draws, length);
    }

    private static Automaton stable(Numeration n, int arity, Predicate<long[]> member, int length) {
        try {
            Optional<Automaton> a = AutomatonGuess.guessIfAny(n, arity, member, largest(n, length), GUESS_BUDGET);
            Optional<Automaton> b = AutomatonGuess.guessIfAny(n, arity, member, largest(n, length - 1), GUESS_BUDGET);
            boolean same = a.isPresent() && b.isPresent() && a.get().stateCount() == b.get().stateCount();
            return same && a.get().stateCount() <= GUESS_STATES ? a.get() : null;
        } catch (TooLargeException e) {
            if (e instanceof Interruption.Stopped) {
                throw e;
            }
            return null;    // the table's automaton grows past the guess's budget: no pattern in this numeration
        }
    }

    // ------------------------------------------------------------------ tuples: losses (and draws)

    /** Proves that {@code losses} (and {@code draws}, may be null: none) are exactly the losses and draws of the game. */
    public static RuleProof proveLosses(RuleInstance game, Numeration n, Automaton losses, Automaton draws) {
        return new RuleProver(game, formula(game)).proveOutcomes(n, losses, draws, 0, MAX_STATES);
    }

    private static String list(List<String> names) {
        return String.join(",", names);
    }

    private String sum(List<String> names) {
        return String.join(" + ", names);
    }

    /** The per-position statements of a tuple game, each with the name it is shown under. */
    List<String[]> outcomeStatements(boolean draws) {
        String xs = list(x);
        String ys = list(y);
        String move = formula.move();
        String has = "E " + ys + " (" + move + ")";
        String ended = formula.ended();
        String over = "((" + ended + ") | ~(" + has + "))";
        String lx = "$L(" + xs + ")";
        String dx = draws ? "$D(" + xs + ")" : "false";
        String ly = "$L(" + ys + ")";
        String wy = "(~$L(" + ys + ")" + (draws ? " & ~$D(" + ys + ")" : "") + ")";
        List<String[]> out = new ArrayList<>();
        out.add(new String[] {"measure", "A " + ys + " ((" + move + ") => " + sum(y) + " < " + sum(x) + ")"});
        out.add(new String[] {"ended", over + " => ((" + lx + " <=> " + overIs(-1, has) + ") & (" + dx + " <=> " + overIs(0, has) + "))"});
        out.add(new String[] {"win", "~" + over + " => ((E " + ys + " ((" + move + ") & " + ly + ")) <=> (~" + lx + " & ~" + dx + "))"});
        out.add(new String[] {"loss", "~" + over + " => ((A " + ys + " ((" + move + ") => " + wy + ")) <=> " + lx + ")"});
        for (String[] s : out) {
            s[1] = simplified(s[1]);
        }
        return out;
    }

    /** Drops the parts that games without {@code when} conditions or draws make constant (same meaning, shorter text). */
    private static String simplified(String f) {
        return f.replace("(false) | ", "").replace("~(false) & ", "").replace(" & ~false", "").replace(" & (true)", "");
    }

    private String overIs(int v, String has) {
        return "((" + formula.endOutcome(v) + ") | (~(" + formula.ended() + ") & ~(" + has + ") & (" + formula.stuckOutcome(v) + ")))";
    }

    private RuleProof proveOutcomes(Numeration n, Automaton losses, Automaton draws, long checkedTo, long states) {
        Decider d = new Decider(n, states).define("L", losses);
        if (draws != null) {
            d.define("D", draws);
        }
        List<String> decided = new ArrayList<>();
        String[] xs = x.toArray(String[]::new);
        for (String[] s : outcomeStatements(draws != null)) {
            String body = s[1];
            if (s[0].equals("measure") && !d.decide("A " + list(x) + " (" + body + ")")) {
                // the sum does not fall with every move: try each number alone
                body = firstFalling(d);
                if (body == null) {
                    return refuted(n, losses, draws, null, decided, d, checkedTo, Text.of("找不到每步都严格减小的量（和，或某一个数）：走法可能成环",
                            "no measure (the sum, or one of the numbers) falls with every move: the moves may cycle"));
                }
            }
            String closed = "A " + list(x) + " (" + body + ")";
            decided.add(closed);
            if (!d.decide(closed)) {
                Optional<BigInteger[]> c = d.smallest("~(" + body + ")", xs);
                return refuted(n, losses, draws, c.orElse(null), decided, d, checkedTo, Text.format("“%s”一条不成立", "the %s statement is false", s[0]));
            }
        }
        RuleProof p = new RuleProof(RuleProof.Status.PROVEN, n, losses, draws, null, List.copyOf(decided), d.statesBuilt(), checkedTo, null, Text.EMPTY);
        return new RuleProof(p.status(), n, losses, draws, null, p.formulas(), p.states(), checkedTo, null,
                Text.of("已由自动机证明（" + p.summary().zh() + "；判定过程共建 " + p.states() + " 个状态）",
                        "proven by automaton (" + p.summary().en() + "; the decision procedure built " + p.states() + " states)"));
    }

    private String firstFalling(Decider d) {
        String move = formula.move();
        for (int i = 0; i < x.size(); i++) {
            String body = "A " + list(y) + " ((" + move + ") => " + y.get(i) + " < " + x.get(i) + ")";
            if (d.decide("A " + list(x) + " (" + body + ")")) {
                return body;
            }
        }
        return null;
    }

    private RuleProof refuted(Numeration n, Automaton losses, Automaton draws, BigInteger[] at, List<String> decided, Decider d, long checkedTo, Text why) {
        Text where = at == null ? Text.EMPTY : Text.of("，最小反例 " + show(at), ", smallest counterexample " + show(at));
        return new RuleProof(RuleProof.Status.REFUTED, n, losses, draws, null, List.copyOf(decided), d.statesBuilt(), checkedTo, at,
                Text.of("猜出的自动机不成立：" + why.zh() + where.zh(), "the guessed automaton fails: " + why.en() + where.en()));
    }

    /** A tuple as the position syntax writes it: "3 5". */
    public static String show(BigInteger[] v) {
        StringBuilder s = new StringBuilder();
        for (BigInteger b : v) {
            s.append(s.length() == 0 ? "" : " ").append(b);
        }
        return s.toString();
    }

    // ------------------------------------------------------------------ one heap: Grundy relation

    /** Proves that {@code grundy} is the relation G(x, v) of one heap's Grundy values. */
    public static RuleProof proveGrundy(RuleInstance game, Numeration n, Automaton grundy) {
        return new RuleProver(game, formula(game)).proveGrundy(n, grundy, 0, MAX_STATES);
    }

    static RuleProver of(RuleInstance game, RuleFormula formula) {
        return new RuleProver(game, formula);
    }

    /** The option values: a move from the heap leaves heaps whose Grundy values xor to {@code target}. */
    String option(String target) {
        List<String> parts = new ArrayList<>();
        formula.heapMoves().forEach((k, m) -> parts.add(k == 0 ? "(" + m + ") & " + target + " = 0"
                : "E " + list(formula.heapNames(k)) + " (" + optionWithHeaps(k, m, target) + ")"));
        if (parts.isEmpty()) {
            return "false";
        }
        return "((" + String.join(") | (", parts) + "))";
    }

    /** A move of kind {@code move} leaves the k heaps named {@link RuleFormula#heapNames}, whose Grundy values xor to {@code target} (k >= 1). */
    String optionWithHeaps(int k, String move, String target) {
        return optionWithHeaps(k, move, target, null);
    }

    /**
     * {@link #optionWithHeaps(int, String, String)} where the heaps' Grundy values, named
     * {@code g1_} .. {@code gk_}, also satisfy {@code values} (null: no condition).
     */
    String optionWithHeaps(int k, String move, String target, String values) {
        List<String> ys = formula.heapNames(k);
        List<String> gs = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < k; i++) {
            gs.add("g" + (i + 1) + "_");
            body.append(i == 0 ? "" : " & ").append("$G(").append(ys.get(i)).append(", g").append(i + 1).append("_)");
        }
        String value;
        if (k == 1) {
            value = "g1_ = " + target;
        } else {
            // h_i = g1 xor ... xor g(i+1); the last is the target
            StringBuilder chain = new StringBuilder();
            List<String> hs = new ArrayList<>();
            String acc = "g1_";
            for (int i = 1; i < k; i++) {
                String h = i == k - 1 ? target : "h" + i + "_";
                if (i < k - 1) {
                    hs.add(h);
                }
                chain.append(i == 1 ? "" : " & ").append("$xor(").append(acc).append(", g").append(i + 1).append("_, ").append(h).append(")");
                acc = h;
            }
            value = hs.isEmpty() ? chain.toString() : "E " + list(hs) + " (" + chain + ")";
        }
        return "(" + move + ") & E " + list(gs) + " (" + body + " & " + value + (values == null ? "" : " & (" + values + ")") + ")";
    }

    /**
     * Misère heaps: the Anti-SG rule ({@link boyi.theory.AntiSgTheory}) decides their sums once
     * every heap of Grundy value 0 has no move, a statement decided with the Grundy relation. Where
     * a move splits a heap, its parts may have values above 1 that cancel (Kayles: 8 pins, value 1,
     * leave 3 + 3), so two more statements are decided: a heap of value 1 has a move to parts of
     * values at most 1 xoring to 0, and none to parts xoring to 0 with one above 1; a heap of value
     * above 1 has, for r = 0 and 1, a move to parts xoring to r with one above 1 or to parts of
     * values at most 1 xoring to 1 - r. With these the rule's case-by-case argument holds for sums.
     */
    private boolean misere() {
        return grundyGame() && RuleTables.misereHeaps(game);
    }

    /**
     * A move from the heap leaves heaps whose Grundy values xor to {@code target}, each of them
     * with a value {@code condition} (with {@code some}: at least one of them); a move that leaves
     * no heap meets "each" and not "some".
     */
    String optionWhere(String target, String condition, boolean some) {
        List<String> parts = new ArrayList<>();
        formula.heapMoves().forEach((k, m) -> {
            if (k == 0) {
                if (!some) {
                    parts.add("(" + m + ") & " + target + " = 0");
                }
                return;
            }
            List<String> each = new ArrayList<>();
            for (int j = 1; j <= k; j++) {
                each.add("g" + j + "_ " + condition);
            }
            parts.add("E " + list(formula.heapNames(k)) + " (" + optionWithHeaps(k, m, target, String.join(some ? " | " : " & ", each)) + ")");
        });
        return parts.isEmpty() ? "false" : "((" + String.join(") | (", parts) + "))";
    }

    /** The heap has a move. */
    private String hasMove() {
        List<String> parts = new ArrayList<>();
        formula.heapMoves().forEach((k, m) -> parts.add(k == 0 ? "(" + m + ")" : "(E " + list(formula.heapNames(k)) + " (" + m + "))"));
        return parts.isEmpty() ? "false" : String.join(" | ", parts);
    }

    List<String[]> grundyStatements() {
        String n = x.get(0);
        List<String[]> out = new ArrayList<>();
        List<String> falls = new ArrayList<>();
        formula.heapMoves().forEach((k, m) -> {
            if (k > 0) {
                List<String> ys = formula.heapNames(k);
                List<String> smaller = new ArrayList<>();
                for (String v : ys) {
                    smaller.add(v + " < " + n);
                }
                falls.add("A " + list(ys) + " ((" + m + ") => (" + String.join(" & ", smaller) + "))");
            }
        });
        out.add(new String[] {"measure", falls.isEmpty() ? "true" : String.join(" & ", falls)});
        out.add(new String[] {"function", "(E v_ $G(" + n + ", v_)) & (A v_,w_ (($G(" + n + ", v_) & $G(" + n + ", w_)) => v_ = w_))"});
        out.add(new String[] {"mex", "A v_ ($G(" + n + ", v_) => (~" + option("v_") + " & (A w_ (w_ < v_ => " + option("w_") + "))))"});
        if (misere()) {
            out.add(new String[] {"anti-SG", "$G(" + n + ", 0) => ~(" + hasMove() + ")"});
            if (formula.heapMoves().keySet().stream().anyMatch(k -> k >= 2)) {
                // a move that splits a heap may leave parts above 1 whose values cancel: the rule's argument needs these too
                String big = "E v_ ($G(" + n + ", v_) & v_ > 1)";
                out.add(new String[] {"anti-SG splits of value 1", "$G(" + n + ", 1) => (~" + optionWhere("0", "> 1", true)
                        + " & " + optionWhere("0", "<= 1", false) + ")"});
                out.add(new String[] {"anti-SG splits above 1", "(" + big + ") => ((" + optionWhere("0", "> 1", true) + " | " + optionWhere("1", "<= 1", false)
                        + ") & (" + optionWhere("1", "> 1", true) + " | " + optionWhere("0", "<= 1", false) + "))"});
            }
        }
        return out;
    }

    private RuleProof proveGrundy(Numeration num, Automaton grundy, long checkedTo, long states) {
        Decider d = new Decider(num, states).define("G", grundy);
        List<String> decided = new ArrayList<>();
        String n = x.get(0);
        for (String[] s : grundyStatements()) {
            String closed = "A " + n + " (" + s[1] + ")";
            decided.add(closed);
            if (!d.decide(closed)) {
                Optional<BigInteger[]> c = d.smallest("~(" + s[1] + ")", n);
                Text where = c.isEmpty() ? Text.EMPTY : Text.of("，最小反例 n = " + c.get()[0], ", smallest counterexample n = " + c.get()[0]);
                if (s[0].startsWith("anti-SG")) {
                    // the Grundy values are proven; only the rule for misère sums does not apply: nothing else to try
                    return new RuleProof(RuleProof.Status.CONJECTURE, num, null, null, grundy, List.copyOf(decided), d.statesBuilt(), checkedTo,
                            c.orElse(null), Text.format("SG 值已由自动机证明，但 Anti-SG 规则的条件“%s”不成立", "Grundy values proven by automaton, but the Anti-SG rule's "
                                    + "condition \"%s\" is false", s[0]).plus(where).plus(Text.of("：反常规则下的胜负没有证明",
                                    ": the outcomes under misère play are not proven")));
                }
                return new RuleProof(RuleProof.Status.REFUTED, num, null, null, grundy, List.copyOf(decided), d.statesBuilt(), checkedTo,
                        c.orElse(null), Text.format("猜出的 SG 自动机不成立：“%s”一条不成立", "the guessed Grundy automaton fails: the %s statement is false", s[0])
                        .plus(where));
            }
        }
        RuleProof p = new RuleProof(RuleProof.Status.PROVEN, num, null, null, grundy, List.copyOf(decided), d.statesBuilt(), checkedTo, null, Text.EMPTY);
        Text misere = misere() ? Text.of("；反常规则：SG 值为 0 的堆都无路可走，Anti-SG 规则决定胜负",
                "; misère play: no heap of Grundy value 0 has a move, so the Anti-SG rule decides the outcomes") : Text.EMPTY;
        return new RuleProof(p.status(), num, null, null, grundy, p.formulas(), p.states(), checkedTo, null,
                Text.of("SG 值已由自动机证明（" + p.summary().zh() + "；判定过程共建 " + p.states() + " 个状态）" + misere.zh(),
                        "Grundy values proven by automaton (" + p.summary().en() + "; the decision procedure built " + p.states() + " states)" + misere.en()));
    }
}
