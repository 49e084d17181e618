package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.Decider;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.rules.ProvenAnswers;
import boyi.rules.RuleFamily;
import boyi.rules.RuleFormula;
import boyi.rules.RuleInstance;
import boyi.rules.RuleState;
import boyi.rules.RuleTables;
import boyi.solve.Interruption;
import boyi.theory.AntiSgTheory;
import boyi.util.Text;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A rule game's positions answered from its proven pattern, at any size: the outcome read off the
 * proven automaton in time linear in the digits, and a winning move found by the decision
 * procedure ({@code smallest} of "a move from here into a loss"). The proof is made on first need
 * and kept per rule text and parameters; a game without a proof answers nothing.
 *
 * <pre>{@code
 * RuleFamily f = RuleFamily.of(wythoffText).withProofs(ProofAnswers::new);
 * Analyzer.analyze(f.instantiate(Map.of()), "1000000000000000000 1618033988749894848");
 * }</pre>
 */
public final class ProofAnswers implements ProvenAnswers {

    /** How a proven pattern decides: named in every verdict it gives. */
    public static final Method PROOF = Method.theorem(Text.of("自动机证明的规律", "a pattern proven by automaton"));

    private static final int KEPT = 64;
    /** Proofs by rule text and parameters (least recently used dropped past {@link #KEPT}). */
    private static final Map<String, RuleProof> PROOFS = leastRecentlyUsed(KEPT);
    /**
     * The longest budget a proof ran out of, by the same key as {@link #PROOFS}: a request with no
     * more time answers at once that the proof did not finish, instead of running out again.
     */
    private static final Map<String, Duration> RAN_OUT = leastRecentlyUsed(KEPT);

    private final RuleInstance game;
    private final Map<RuleState, Boolean> answered = leastRecentlyUsed(1024);

    /** The translation of the game's moves, made on first need. */
    private volatile RuleFormula formula;

    /** The automata of the game's move statements, and of those into a loss ({@link #statementAutomata}), built on first need. */
    private volatile List<Automaton> moveAutomata;
    private volatile List<Automaton> intoLossAutomata;

    /** Both languages' labels of the moves {@link #moves} found, by move. */
    private final Map<Move<RuleState>, Text> labels = leastRecentlyUsed(1024);

    public ProofAnswers(RuleInstance game) {
        this.game = game;
    }

    /** A synchronised map that drops its least recently used entry past {@code kept} entries. */
    private static <K, V> Map<K, V> leastRecentlyUsed(int kept) {
        return Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> e) {
                return size() > kept;
            }
        });
    }

    /** The key of this game's proof: its rule text and parameters. */
    private String key() {
        return ((RuleFamily) game.family()).text() + "\u0000" + game.parameters();
    }

    /** The proof of this game's pattern, made on first need (under the caller's deadline) and kept. */
    public RuleProof proof() {
        String key = key();
        RuleProof p = PROOFS.get(key);
        if (p == null) {
            p = RuleProver.prove(game);
            PROOFS.put(key, p);
            RAN_OUT.remove(key);
        }
        return p;
    }

    /**
     * {@link #proof()} within {@code budget}, or a conjecture saying it did not finish in time. A
     * proof that ran out of a budget is not tried again with the same or less time (remembered per
     * rule text and parameters, like the proofs): the answer then comes at once and says so. A
     * deadline of the caller that passes first still stops the caller.
     */
    public RuleProof proofWithin(Duration budget) {
        String key = key();
        RuleProof kept = PROOFS.get(key);
        if (kept != null) {
            return kept;
        }
        Duration ranOut = RAN_OUT.get(key);
        if (ranOut != null && budget.compareTo(ranOut) <= 0) {
            return outOfTime(Text.format("证明没有在 %d 毫秒内完成（之前的请求已用完这个预算，不再重试）",
                    "the proof did not finish within %d ms (an earlier request ran out of this budget; not tried again)", ranOut.toMillis()));
        }
        try {
            return Interruption.withDeadline(budget, this::proof);
        } catch (Interruption.Stopped e) {
            if (Interruption.pastDeadline() || Thread.currentThread().isInterrupted()) {
                throw e;
            }
            RAN_OUT.merge(key, budget, (a, b) -> a.compareTo(b) >= 0 ? a : b);
            return outOfTime(Text.format("证明没有在 %d 毫秒内完成", "the proof did not finish within %d ms", budget.toMillis()));
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static RuleProof outOfTime(Text why) {
        return new RuleProof(RuleProof.Status.CONJECTURE, null, null, null, null, List.of(), 0, 0, null, why);
    }

    private RuleFormula formula() {
        RuleFormula f = formula;
        if (f == null) {
            f = RuleProver.formula(game);
            formula = f;
        }
        return f;
    }

    @Override
    public boolean answered(RuleState position) {
        return answered.containsKey(position);
    }

    /** The longest share of time a proof asked before a search gets: half the caller's time left, at most this. */
    private static final Duration BEFORE_SEARCH = Duration.ofSeconds(10);

    @Override
    public Optional<Verdict> evaluateBeforeSearch(RuleState position) {
        Duration left = Interruption.remaining();
        Duration share = left == null ? BEFORE_SEARCH : java.util.Collections.min(List.of(BEFORE_SEARCH, left.dividedBy(2)));
        return proofWithin(share).proven() ? evaluate(position) : Optional.empty();
    }

    @Override
    public Optional<Verdict> evaluate(RuleState position) {
        RuleProof p = proof();
        if (!p.proven()) {
            return Optional.empty();
        }
        BigInteger[] v = values(position);
        Outcome o;
        Long grundy = null;
        Text reading;
        if (p.grundy() != null) {
            long x = 0;
            boolean someAboveOne = false;
            StringBuilder terms = new StringBuilder();
            for (BigInteger n : v) {
                long g = grundyOf(p, n);
                x ^= g;
                someAboveOne |= g > 1;
                terms.append(terms.length() == 0 ? "" : " xor ").append("G(").append(n).append(")=").append(g);
            }
            grundy = x;
            reading = Text.of("SG 值 " + terms.toString().replace(" xor ", " 异或 ") + " = " + x,
                    "Grundy values " + terms + " = " + x);
            if (misere()) {
                // the proof decided the Anti-SG rule's conditions (RuleProver): the rule holds at every position;
                // the sum's value is a normal-play value, not this game's, so the verdict carries none
                grundy = null;
                o = AntiSgTheory.moverWins(x, someAboveOne) ? Outcome.WIN : Outcome.LOSS;
                reading = reading.plus(someAboveOne ? Text.of("，有 SG 值大于 1 的堆（反常规则，Anti-SG 规则）", ", some heap's value exceeds 1 (misère play, Anti-SG rule)")
                        : Text.of("，没有 SG 值大于 1 的堆（反常规则，Anti-SG 规则）", ", no heap's value exceeds 1 (misère play, Anti-SG rule)"));
            } else {
                o = x == 0 ? Outcome.LOSS : Outcome.WIN;
            }
        } else {
            o = p.losses().accepts(v) ? Outcome.LOSS : p.draws() != null && p.draws().accepts(v) ? Outcome.DRAW : Outcome.WIN;
            reading = Text.of("自动机读完这个局面的各位数字后" + (o == Outcome.LOSS ? "接受" : "不接受"),
                    "the automaton " + (o == Outcome.LOSS ? "accepts" : "does not accept") + " this position's digits");
        }
        answered.put(position, Boolean.TRUE);
        Text result = switch (o) {
            case WIN -> Text.of("先手必胜", "a win for the player to move");
            case LOSS -> Text.of("先手必败", "a loss for the player to move");
            case DRAW -> Text.of("平局", "a draw");
        };
        Text why = Text.of("规律已证明（" + p.summary().zh() + "，判定过程共建 " + p.states() + " 个状态）：" + reading.zh() + "：" + result.zh()
                        + "。步数未计算（证明只给出胜负）。",
                "The pattern is proven (" + p.summary().en() + ", " + p.states() + " states built by the decision procedure): " + reading.en()
                        + ": " + result.en() + ". Remoteness not computed (the proof gives the outcome).");
        return Optional.of(new Verdict(Value.of(o), PROOF, why, grundy));
    }

    private BigInteger[] values(RuleState position) {
        long[] raw = position.values();
        BigInteger[] v = new BigInteger[raw.length];
        for (int i = 0; i < raw.length; i++) {
            v[i] = BigInteger.valueOf(raw[i]);
        }
        return v;
    }

    private static long grundyOf(RuleProof p, BigInteger n) {
        Decider d = new Decider(p.numeration(), RuleProver.MAX_STATES).define("G", p.grundy());
        return d.smallest("$G(" + n + ", v_)", "v_").orElseThrow()[0].longValueExact();
    }

    @Override
    public List<Move<RuleState>> moves(RuleState position) {
        RuleProof p = proof();
        if (!p.proven()) {
            return List.of();
        }
        RuleFormula f = formula();
        BigInteger[] v = values(position);
        if (p.grundy() != null) {
            return heapMove(p, f, v);
        }
        boolean loss = p.losses().accepts(v);
        List<Automaton> statements = statementAutomata(p, f, !loss);
        // statement by statement, its loop variables free: the witness names the move as the rule text labels it;
        // a loss: any move (the smallest), to show the game goes on; else a move into a loss
        for (RuleFormula.Statement s : f.statements()) {
            Optional<BigInteger[]> w = statements.get(s.index()).completion(v);
            if (w.isPresent()) {
                return List.of(named(f, s, v, w.get()));
            }
        }
        return List.of();
    }

    /**
     * Each move statement's automaton over the state, the next state and its loop variables (with
     * {@code intoLoss}: the next state a loss), built once per game: the position is only the
     * first tracks' values, completed in time linear in its digits ({@link Automaton#completion}).
     */
    private List<Automaton> statementAutomata(RuleProof p, RuleFormula f, boolean intoLoss) {
        List<Automaton> kept = intoLoss ? intoLossAutomata : moveAutomata;
        if (kept == null) {
            Decider d = new Decider(p.numeration(), RuleProver.MAX_STATES).define("L", p.losses());
            List<Automaton> built = new ArrayList<>();
            for (RuleFormula.Statement s : f.statements()) {
                List<String> tracks = new ArrayList<>(f.state());
                tracks.addAll(f.next());
                tracks.addAll(s.loops());
                String into = intoLoss ? " & $L(" + String.join(",", f.next()) + ")" : "";
                built.add(d.compile("(" + s.formula() + ")" + into, tracks.toArray(String[]::new)));
            }
            kept = List.copyOf(built);
            if (intoLoss) {
                intoLossAutomata = kept;
            } else {
                moveAutomata = kept;
            }
        }
        return kept;
    }

    /** The move to the first {@code next().size()} numbers of the witness, labelled by its statement with the loop values after them. */
    private Move<RuleState> named(RuleFormula f, RuleFormula.Statement s, BigInteger[] from, BigInteger[] witness) {
        int n = f.next().size();
        BigInteger[] to = java.util.Arrays.copyOf(witness, n);
        long[] next = new long[n];
        for (int i = 0; i < n; i++) {
            next[i] = to[i].longValueExact();
        }
        Optional<Text> label = Optional.empty();
        try {
            long[] state = new long[from.length];
            for (int i = 0; i < from.length; i++) {
                state[i] = from[i].longValueExact();
            }
            long[] loops = new long[witness.length - n];
            for (int i = 0; i < loops.length; i++) {
                loops[i] = witness[n + i].longValueExact();
            }
            label = f.label(s, state, loops);
        } catch (ArithmeticException beyondLong) {
            // no label: the move is named by the position it leads to
        }
        Text name = label.orElse(Text.same("→ " + RuleProver.show(to)));
        Move<RuleState> m = new Move<>(name.en(), RuleState.numbers(next));
        labels.put(m, name);
        return m;
    }

    @Override
    public Optional<Text> label(RuleState from, Move<RuleState> move) {
        return Optional.ofNullable(labels.get(move));
    }

    /**
     * A move on one heap to a sum of Grundy value 0, found by the decision procedure statement by
     * statement, its loop variables free: the smallest witness names the move as the rule text
     * labels it ("heap 3: 1000000000000000000 -> 6").
     */
    private List<Move<RuleState>> heapMove(RuleProof p, RuleFormula f, BigInteger[] heaps) {
        long x = 0;
        long[] g = new long[heaps.length];
        for (int i = 0; i < heaps.length; i++) {
            g[i] = grundyOf(p, heaps[i]);
            x ^= g[i];
        }
        boolean misere = misere();
        if (!misere && x == 0) {
            return List.of();
        }
        Decider d = new Decider(p.numeration(), RuleProver.MAX_STATES).define("G", p.grundy());
        RuleProver prover = RuleProver.of(game, f);
        String heap = f.state().get(0);
        for (int i = 0; i < heaps.length; i++) {
            long rest = x ^ g[i];
            for (Into into : misere ? intoMisereLoss(g, i, rest) : List.of(new Into(rest, null))) {
                if (!misere && into.value >= g[i]) {
                    continue;       // a smaller value is always among the options (mex), so another heap has the move
                }
                for (RuleFormula.Statement s : f.statements()) {
                    int k = f.heapsLeft(s);
                    if (k == 0 && (into.value != 0 || "false".equals(into.values(0)))) {
                        continue;
                    }
                    List<String> tracks = new ArrayList<>(f.heapNames(k));
                    tracks.addAll(s.loops());
                    String option = k == 0 ? "(" + s.formula() + ")" : prover.optionWithHeaps(k, s.formula(), "t_", into.values(k));
                    String here = "E " + heap + ",t_ (" + heap + " = " + heaps[i] + " & t_ = " + into.value + " & " + option + ")";
                    Optional<BigInteger[]> w = tracks.isEmpty() ? (d.decide(here) ? Optional.of(new BigInteger[0]) : Optional.empty())
                            : d.smallest(here, tracks.toArray(String[]::new));
                    if (w.isPresent()) {
                        return List.of(heapMove(f, s, heaps, i, w.get()));
                    }
                }
            }
        }
        return List.of();
    }

    /**
     * What a move on one heap must leave: heaps whose Grundy values xor to {@code value}, each of
     * them also {@code condition} ({@code some} of them when {@code some}), null: no condition.
     */
    private record Into(long value, String condition, boolean some) {
        Into(long value, String condition) {
            this(value, condition, false);
        }

        /** The condition over the values {@code g1_} .. {@code gk_} of k heaps left, or null; "false" when k = 0 cannot meet it. */
        String values(int k) {
            if (condition == null) {
                return null;
            }
            List<String> each = new ArrayList<>();
            for (int j = 1; j <= k; j++) {
                each.add("g" + j + "_ " + condition);
            }
            if (each.isEmpty()) {
                return some ? "false" : "true";
            }
            return String.join(some ? " | " : " & ", each);
        }
    }

    /**
     * Misère (Anti-SG rule): the moves on heap {@code i} that leave a loss. With the other heaps'
     * values xoring to {@code rest}: where another heap's value exceeds 1, values xoring to
     * {@code rest}; else values xoring to {@code rest} with one above 1, or values of at most 1
     * xoring to {@code rest ^ 1}.
     */
    private static List<Into> intoMisereLoss(long[] g, int i, long rest) {
        for (int j = 0; j < g.length; j++) {
            if (j != i && g[j] > 1) {
                return List.of(new Into(rest, null));
            }
        }
        return List.of(new Into(rest, "> 1", true), new Into(rest ^ 1, "<= 1", false));
    }

    /** Whether the game is a sum of heaps under misère play: a proof of it decided the Anti-SG rule's condition too. */
    private boolean misere() {
        return RuleTables.misereHeaps(game);
    }

    /** The move on the heap {@code i} to the first {@code heapsLeft} numbers of the witness, labelled by its statement with the loop values after them. */
    private Move<RuleState> heapMove(RuleFormula f, RuleFormula.Statement s, BigInteger[] heaps, int i, BigInteger[] witness) {
        int k = f.heapsLeft(s);
        List<Long> out = new ArrayList<>();
        for (int j = 0; j < heaps.length; j++) {
            if (j != i) {
                out.add(heaps[j].longValueExact());
            }
        }
        for (int j = 0; j < k; j++) {
            if (witness[j].signum() > 0) {
                out.add(witness[j].longValueExact());
            }
        }
        long[] values = new long[heaps.length];
        long[] loops = new long[witness.length - k];
        Optional<Text> label = Optional.empty();
        try {
            for (int j = 0; j < heaps.length; j++) {
                values[j] = heaps[j].longValueExact();
            }
            for (int j = 0; j < loops.length; j++) {
                loops[j] = witness[k + j].longValueExact();
            }
            label = f.heapLabel(s, values, i, loops);
        } catch (ArithmeticException beyondLong) {
            // no label: the move is named by the heaps it leaves
        }
        Text name = label.orElse(Text.same(heaps[i] + " → " + (k == 0 ? "0" : RuleProver.show(java.util.Arrays.copyOf(witness, k)))));
        Move<RuleState> m = new Move<>(name.en(), RuleState.heaps(out.stream().mapToLong(Long::longValue).toArray()));
        labels.put(m, name);
        return m;
    }
}
