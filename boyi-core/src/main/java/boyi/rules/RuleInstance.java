package boyi.rules;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.pattern.PatternReport;
import boyi.pattern.Patterns;
import boyi.pattern.ValueKind;
import boyi.solve.BudgetedTable;
import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.PackedLongs;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One rule game with its parameters fixed. Its evaluators, in order: the game is over; one number
 * (or one heap) by the rules' recurrence and its proven period, when the rule text has bounded
 * reach ({@link RuleRecurrence}); exact search of the reachable positions (loops allowed: draws);
 * several heaps under normal play by the Sprague–Grundy theorem (value without remoteness).
 *
 * <pre>{@code
 * RuleInstance g = RuleFamily.of(text).instantiate(Map.of());
 * Analyzer.analyze(g, "10");
 * g.table(100);   // outcomes or Grundy values for n = 0..100, with the period when one is proven
 * }</pre>
 */
public final class RuleInstance implements GameInstance<RuleState>, BudgetedTable {

    static final Method RECURRENCE = Method.table(Text.of("规则的递推表，周期已证明", "the rules' recurrence with a proven period"));
    static final Method SPRAGUE_GRUNDY = Method.theorem(Text.of("斯普拉格–格伦迪定理", "Sprague–Grundy theorem"));

    /** Reachable positions an exact search may number. */
    static final int SEARCH_BUDGET = 1_000_000;

    private final GameFamily family;
    private final RuleProgram program;
    private final RuleGame game;
    private final RuleNotation notation;
    private final Optional<RuleRecurrence> recurrence;
    /** The take-and-break game the text was recognised as, answered by the families' pipeline once checked. */
    private final Optional<RuleTakeAndBreak> takeAndBreak;
    private final RuleSearch search;
    private final HeapGrundy heapGrundy;
    private final Map<String, String> parameters = new LinkedHashMap<>();
    /** Only the evaluators that can decide a position of these rules, chosen once. */
    private final List<Evaluator<RuleState>> evaluators;
    private RecurrenceRows outcomeRows;
    private RecurrenceRows grundyRows;
    private RecurrenceRows outcomeOnlyRows;
    /** Answers from a proven pattern where search cannot go, or null. */
    volatile ProvenAnswers answers;

    RuleInstance(GameFamily family, RuleProgram program) {
        this(family, program, new RuleGame(program));
    }

    /** The instance playing {@code game} (compiled, or the interpreter the tests compare it with). */
    RuleInstance(GameFamily family, RuleProgram program, RuleGame game) {
        this.family = family;
        this.program = program;
        this.game = game;
        this.notation = new RuleNotation(game, program.id());
        notation.provenLabels((from, move) -> answers == null ? Optional.empty() : answers.label(from, move));
        this.recurrence = RuleRecurrence.of(game);
        this.search = new RuleSearch(game, notation, SEARCH_BUDGET);
        this.heapGrundy = new HeapGrundy(game);
        this.takeAndBreak = recurrence.isPresent() ? Optional.empty() : RuleTakeAndBreak.of(game, heapGrundy);
        program.parameters().forEach(p -> parameters.put(p.name(), p.value()));
        List<Evaluator<RuleState>> chosen = new java.util.ArrayList<>(List.of(this::over));
        if (recurrence.isPresent()) {
            chosen.add(this::oneNumber);
        }
        chosen.add(this::searchOrProof);
        if (program.shape() == RuleProgram.Shape.HEAPS && program.normalPlay()) {
            chosen.add(this::heapSum);
        }
        if (program.shape() == RuleProgram.Shape.HEAPS && program.miserePlay()) {
            chosen.add(this::antiSgSum);
        }
        this.evaluators = List.copyOf(chosen);
    }

    @Override
    public GameFamily family() {
        return family;
    }

    @Override
    public Map<String, String> parameters() {
        return java.util.Collections.unmodifiableMap(parameters);
    }

    @Override
    public Game<RuleState> game() {
        return game;
    }

    @Override
    public Notation<RuleState> notation() {
        return notation;
    }

    /** The compiled rules. */
    public RuleProgram program() {
        return program;
    }

    /** Whether one number of this game is answered by a recurrence with a proven period. */
    public boolean hasRecurrence() {
        return recurrence.isPresent();
    }

    @Override
    public List<Evaluator<RuleState>> evaluators() {
        return evaluators;
    }

    private Optional<Verdict> over(RuleState p) {
        RuleGame.Expansion e;
        try {
            e = game.expand(p, false);
        } catch (RuleException | TooLargeException tooMany) {
            if (answers == null || tooMany instanceof boyi.solve.Interruption.Stopped) {
                throw tooMany;
            }
            return Optional.empty();    // too many moves to look: a proof may still decide it
        }
        if (e.over() == null) {
            return Optional.empty();
        }
        Text result = switch (e.over().outcome()) {
            case WIN -> Text.of("轮到走的一方赢", "the player to move wins");
            case LOSS -> Text.of("轮到走的一方输", "the player to move loses");
            case DRAW -> Text.of("平局", "a draw");
        };
        String shown = notation.format(p);
        return Optional.of(new Verdict(e.over(), Method.OVER, Text.of("局面 " + shown + "：" + e.why().zh() + "，" + result.zh() + "。",
                "At " + shown + ", " + e.why().en() + ": " + result.en() + "."), program.normalPlay() ? 0L : null));
    }

    /**
     * Exact search, except for sums of heaps that Sprague–Grundy (normal play) or the Anti-SG rule
     * (misère) decides and whose positions below (the product of heap + 1) outnumber the search's
     * budget: searching them would be wasted.
     */
    private Optional<Verdict> search(RuleState p) {
        if (program.shape() == RuleProgram.Shape.HEAPS && manyPositionsBelow(p) && (program.normalPlay() || antiSgHolds(p))) {     // Grundy values for the Anti-SG check only where search is not tried
            return Optional.empty();
        }
        return search.evaluate(p);
    }

    /** Whether the positions below {@code p} (the product of its numbers + 1) outnumber the search's budget. */
    private static boolean manyPositionsBelow(RuleState p) {
        return !boyi.games.BudgetedSearch.fewPositionsBelow(java.util.Arrays.stream(p.values()).boxed().toList(), SEARCH_BUDGET);
    }

    /**
     * Exact search; where it cannot decide (too many positions, a range too long) and a proof is
     * plugged in, the proven pattern. A position of numbers with more positions below it than the
     * search's budget asks the proof first (within a share of the time): such a search tends to run
     * to its budget, which can take minutes where moves are many (Fibonacci Nim at 10^18).
     */
    private Optional<Verdict> searchOrProof(RuleState p) {
        ProvenAnswers a = answers;
        if (a == null) {
            return search(p);
        }
        if (!program.isBoard() && manyPositionsBelow(p)) {
            Optional<Verdict> proven = a.evaluateBeforeSearch(p);
            if (proven.isPresent()) {
                return proven;
            }
        }
        RuntimeException failed = null;
        try {
            Optional<Verdict> v = search(p);
            if (v.isPresent()) {
                return v;
            }
        } catch (boyi.solve.Interruption.Stopped e) {
            throw e;
        } catch (TooLargeException | RuleException e) {
            failed = e;
        }
        Optional<Verdict> proven = a.evaluate(p);
        if (proven.isEmpty() && failed != null) {
            throw failed;
        }
        return proven;
    }

    @Override
    public boolean isOver(RuleState p) {
        return over(p).isPresent();
    }

    @Override
    public List<Move<RuleState>> movesToShow(RuleState p) {
        ProvenAnswers a = answers;
        return a != null && a.answered(p) ? a.moves(p) : GameInstance.super.movesToShow(p);
    }

    @Override
    public boolean showsAllMoves(RuleState p) {
        ProvenAnswers a = answers;
        return a != null && a.answered(p) ? false : GameInstance.super.showsAllMoves(p);
    }

    /** The number of a one-number position (a one-variable state or a single heap), else -1. */
    private long oneNumberOf(RuleState p) {
        return p.size() == 1 && !program.isBoard() ? p.value(0) : -1;
    }

    private Optional<Verdict> oneNumber(RuleState p) {
        long n = oneNumberOf(p);
        if (recurrence.isEmpty() || n < 0) {
            return Optional.empty();
        }
        RecurrenceRows rows = outcomeRows();
        Long g = program.normalPlay() ? grundyRows().plain(n, 0) : null;
        Text proof = rows.periodicity().proof();
        Text where = rows.locate(n);
        String takes = takesText();
        return Optional.of(new Verdict(rows.value(n, 0), RECURRENCE, Text.of(
                "一个数 n 的走法是取走 {" + takes + "} 中的一个数（规则的递推）：" + proof.zh() + "；" + where.zh()
                        + (g == null ? "" : "；SG 值 G(" + n + ") = " + g) + "。",
                "The moves of one number n take one of {" + takes + "} (the rules' recurrence): " + proof.en() + "; "
                        + where.en() + (g == null ? "" : "; Grundy value G(" + n + ") = " + g) + "."), g));
    }

    private String takesText() {
        long[] t = recurrence.orElseThrow().takes();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < t.length && i < 20; i++) {
            b.append(i == 0 ? "" : ",").append(t[i]);
        }
        return t.length > 20 ? b + ",..." : b.toString();
    }

    private synchronized RecurrenceRows outcomeRows() {
        if (outcomeRows == null) {
            try {
                outcomeRows = PeriodFinder.find(recurrence.orElseThrow().outcomes(), PeriodFinder.Kind.REMOTENESS);
            } catch (TooLargeException e) {
                outcomeRows = PeriodFinder.find(recurrence.orElseThrow().outcomes(), PeriodFinder.Kind.OUTCOME);
            }
        }
        return outcomeRows;
    }

    /** Outcomes without remoteness: the period a table of outcomes shows. */
    private synchronized RecurrenceRows outcomeOnlyRows() {
        if (outcomeOnlyRows == null) {
            outcomeOnlyRows = PeriodFinder.find(recurrence.orElseThrow().outcomes(), PeriodFinder.Kind.OUTCOME);
        }
        return outcomeOnlyRows;
    }

    private synchronized RecurrenceRows grundyRows() {
        if (grundyRows == null) {
            grundyRows = PeriodFinder.find(recurrence.orElseThrow().grundy(), PeriodFinder.Kind.PLAIN);
        }
        return grundyRows;
    }

    /** The Grundy value of one heap under normal play. */
    long heapGrundy(long n) {
        if (recurrence.isPresent()) {
            return grundyRows().plain(n, 0);
        }
        Optional<boyi.games.heaprules.HeapValues> pipeline = takeAndBreak.flatMap(RuleTakeAndBreak::checked);
        return pipeline.isPresent() ? pipeline.get().grundy(n) : heapGrundy.upTo(n)[(int) n];
    }

    /** The octal code the rule text was recognised as, if any (Grundy's game, recognised too, has none). */
    public Optional<String> octalCode() {
        return takeAndBreak.filter(t -> !t.unequalSplits()).map(RuleTakeAndBreak::code);
    }

    /** The largest heap whose Grundy values are computed to see whether the Anti-SG rule holds. */
    static final int ANTI_SG_UPTO = 3000;

    static final Method ANTI_SG = Method.theorem(Text.of("Anti-SG 规则（SJ 定理）", "Anti-SG rule (SJ theorem)"));

    /**
     * Misère heaps too large to search, by the Anti-SG rule ({@link boyi.theory.AntiSgTheory}) where
     * it holds: every heap up to the largest one with Grundy value 0 has no move (so the sum ends
     * exactly when every heap's value is 0; moves leave smaller heaps, as the Grundy values require).
     */
    private Optional<Verdict> antiSgSum(RuleState p) {
        if (!antiSgHolds(p)) {
            return Optional.empty();
        }
        long largest = java.util.Arrays.stream(p.numbersUnsafe()).max().orElse(0);
        long[] g = heapGrundy.upTo(largest);
        long x = 0;
        boolean someAboveOne = false;
        for (long h : p.numbersUnsafe()) {
            x ^= g[(int) h];
            someAboveOne |= g[(int) h] > 1;
        }
        boolean win = boyi.theory.AntiSgTheory.moverWins(x, someAboveOne);
        return Optional.of(new Verdict(Value.of(win ? Outcome.WIN : Outcome.LOSS), ANTI_SG, Text.of(
                "misère 规则；SG 值为 0 的堆（到 " + largest + "）都无路可走，Anti-SG 规则适用：各堆 SG 值的异或 = " + x
                        + (someAboveOne ? "，有 SG 值大于 1 的堆" : "，没有 SG 值大于 1 的堆") + "，" + (win ? "先手必胜" : "先手必败")
                        + "（局面太大，未计算步数）。",
                "Misère play; every heap (up to " + largest + ") of Grundy value 0 has no move, so the Anti-SG rule applies: the XOR of "
                        + "the heaps' Grundy values is " + x + (someAboveOne ? ", some heap's value exceeds 1" : ", no heap's value exceeds 1")
                        + ": " + (win ? "a win" : "a loss") + " for the player to move (the position is too large for the remoteness)."),
                null));
    }

    /**
     * Misère heaps where every heap up to the largest of {@code p} with Grundy value 0 has no move,
     * and no move splits a heap: parts whose values above 1 cancel break the rule (misère Kayles:
     * 8 pins, value 1, the rule says a loss, but leaving 3 + 3 wins). A proof decides split games
     * ({@code RuleProver}).
     */
    private boolean antiSgHolds(RuleState p) {
        if (program.shape() != RuleProgram.Shape.HEAPS || !program.miserePlay()
                || program.moves().stream().anyMatch(m -> ((MoveRule.Values) m.result()).values().size() >= 2)) {
            return false;
        }
        long largest = java.util.Arrays.stream(p.numbersUnsafe()).max().orElse(0);
        if (largest > ANTI_SG_UPTO) {
            return false;
        }
        try {
            return heapGrundy.zeroValuesStuckUpTo(largest);   // a value-0 heap that can still move: the rule may fail (misère Kayles)
        } catch (boyi.solve.Interruption.Stopped e) {
            throw e;
        } catch (TooLargeException e) {
            return false;       // a move leaves a heap that is not smaller: no Grundy values in order
        }
    }

    private Optional<Verdict> heapSum(RuleState p) {
        if (program.shape() != RuleProgram.Shape.HEAPS || !program.normalPlay()) {
            return Optional.empty();
        }
        long x = 0;
        StringBuilder terms = new StringBuilder();
        for (int i = 0; i < p.size(); i++) {
            long g = heapGrundy(p.value(i));
            x ^= g;
            if (i < 8) {
                terms.append(i == 0 ? "" : " xor ").append("G(").append(p.value(i)).append(")=").append(g);
            }
        }
        if (p.size() > 8) {
            terms.append(" xor ...");
        }
        boolean win = x != 0;
        return Optional.of(new Verdict(Value.of(win ? Outcome.WIN : Outcome.LOSS), SPRAGUE_GRUNDY, Text.of(
                "各堆 SG 值的异或 " + terms.toString().replace(" xor ", " 异或 ") + " = " + x + (win ? "，不为 0：先手必胜" : "：先手必败")
                        + "（斯普拉格–格伦迪定理；局面太大，未计算步数）。",
                "The heaps' Grundy values " + terms + " = " + x + (win ? ", not 0: a win for the player to move" : ": a loss for the player to move")
                        + " (Sprague–Grundy theorem; the position is too large for the remoteness)."), x));
    }

    /** Whether {@link #table} gives a two-number table: one row per value of the first number. */
    public boolean pairTable() {
        return recurrence.isEmpty() && program.shape() == RuleProgram.Shape.TUPLE && program.variables().size() == 2;
    }

    /** What the table shows (打表找规律): periods, closed forms, loss rules, with how sure each is. */
    public PatternReport patterns(Table t) {
        if (pairTable()) {
            return Patterns.ofPairs(t.kind().equals(Table.GRUNDY) ? ValueKind.GRUNDY : ValueKind.OUTCOME, t.values());
        }
        return Patterns.ofTable(t);
    }

    @Override
    public Optional<Table> table(long upto) {
        return table(upto, WorkBudget.DEFAULT);
    }

    /** {@link #table(long)} within a budget: a recognised take-and-break game's table goes as far as its family's. */
    @Override
    public Optional<Table> table(long upto, WorkBudget budget) {
        return table(upto, budget, java.util.function.UnaryOperator.identity());
    }

    /**
     * The table with one statement about its pattern: {@code judged} turns the pattern finder's
     * report into the one stated (a proof made elsewhere replaces the conjectures: {@link PatternReport#decided});
     * the table carries a period only when the engine proved it or it is that statement.
     */
    public Optional<Table> table(long upto, WorkBudget budget, java.util.function.UnaryOperator<PatternReport> judged) {
        return plainTable(upto, budget).map(t -> {
            PatternReport r = judged.apply(patterns(t));
            return new Table(t.kind(), t.rowNames(), t.rows(), r.period(t.periodicity()), t.explanation().then(r.explanation()));
        });
    }

    private Optional<Table> plainTable(long upto, WorkBudget budget) {
        if (recurrence.isPresent()) {
            boolean grundy = program.normalPlay();
            RecurrenceRows rows = grundy ? grundyRows() : outcomeOnlyRows();
            // read off the proven period straight into packed rows, as the families' tables are
            List<PackedLongs> values = rows.packedTable(upto);
            Text how = Text.of("按规则的递推逐个计算（取数 {" + takesText() + "}），周期由递推窗口证明。",
                    "Computed by the rules' recurrence (takes {" + takesText() + "}); the period is proven by the recurrence window.");
            return Optional.of(grundy ? Table.grundy(values.get(0), rows.periodicity(), how)
                    : new Table(Table.OUTCOME, List.of(Text.of("胜负", "outcome")), values, rows.periodicity(), how));
        }
        Optional<Table> recognised = takeAndBreak.flatMap(t -> t.table(upto, budget));
        if (recognised.isPresent()) {
            return recognised;
        }
        if (program.shape() == RuleProgram.Shape.HEAPS && program.normalPlay()) {
            long[] g = java.util.Arrays.copyOf(heapGrundy.upTo(upto), (int) upto + 1);
            return Optional.of(Table.grundy(g, null, Text.of("按 SG 值的定义逐个计算：G(n) 是每步留下各堆 SG 值异或的 mex。",
                    "Computed one by one from the definition: G(n) is the mex of the XOR of the heaps each move leaves.")));
        }
        if (program.shape() == RuleProgram.Shape.TUPLE && program.variables().size() <= 2) {
            return Optional.of(searchTable(upto));
        }
        if (program.shape() == RuleProgram.Shape.HEAPS && program.miserePlay()) {
            return Optional.of(misereTable(upto));
        }
        return Optional.empty();
    }

    /** Heaps whose genus a misère table gives, and the sum positions its computation may keep. */
    static final int GENUS_UPTO = 20;
    static final long GENUS_BUDGET = 100_000;

    /**
     * Misère heaps: the outcome of each single heap n = 0..upto by exact search, and Conway's
     * genus of the first heaps ({@link MisereGenus}), saying whether each is tame.
     */
    private Table misereTable(long upto) {
        if (upto + 1 > SEARCH_BUDGET) {
            throw new TooLargeException(Text.format("用穷举搜索打表最多 %d 个局面，这里要 %d 个", "a table by exact search holds at most %d positions; this asks %d",
                    SEARCH_BUDGET, upto + 1));
        }
        List<RuleState> roots = new ArrayList<>();
        for (long n = 0; n <= upto; n++) {
            roots.add(notation.parse(Long.toString(n)));
        }
        long[] outcomes = search.outcomes(roots, "0..." + upto);
        Text how = Text.of("misère 规则（走最后一步的人输）：每一堆的胜负都由穷举（逆向）搜索得出；几堆之和也由穷举搜索回答。",
                "Misère play (whoever makes the last move loses): each single heap by exact (retrograde) search; sums of heaps are "
                        + "answered by exact search too.").then(genusText(Math.min(upto, GENUS_UPTO)));
        return new Table(Table.OUTCOME, List.of(Text.of("misère 胜负", "misère outcome")), new long[][] {outcomes}, null, how);
    }

    /** The genus symbols of heaps 0..last, as far as their budget goes, and whether they are tame. */
    private Text genusText(long last) {
        MisereGenus genus = new MisereGenus(game, heapGrundy, GENUS_BUDGET);
        List<String> symbols = new ArrayList<>();
        String wild = null;
        Text stopped = null;
        for (long n = 0; n <= last; n++) {
            long[] g;
            try {
                g = genus.of(n);
            } catch (boyi.solve.Interruption.Stopped e) {
                throw e;
            } catch (TooLargeException e) {
                stopped = e.text();
                break;
            }
            symbols.add(MisereGenus.symbol(g));
            if (wild == null && !MisereGenus.tame(g)) {
                wild = n + " (" + MisereGenus.symbol(g) + ")";
            }
        }
        if (symbols.isEmpty()) {
            return Text.of("亏格未计算（" + stopped.zh() + "）。", "The genus was not computed (" + stopped.en() + ").");
        }
        String list = String.join(" ", symbols);
        int to = symbols.size() - 1;
        Text verdict = wild == null
                ? Text.of("n = 0.." + to + " 的亏格都是驯服的（都是 misère 尼姆局面的亏格）",
                "every genus for n = 0.." + to + " is tame (the genus of a misère Nim position)")
                : Text.of("不驯服：n = " + wild + " 不是 misère 尼姆局面的亏格", "not tame: n = " + wild + " is not the genus of a misère Nim position");
        Text more = stopped == null ? Text.EMPTY : Text.of("（更大的堆：" + stopped.zh() + "）", " (larger heaps: " + stopped.en() + ")");
        return Text.of("康威的亏格 γ0^γ1γ2…（γ0 为 normal 规则的 SG 值，γk 为这一堆加上 k-1 个 *2 后的 misère SG 值），n = 0.." + to + "："
                        + list + "；" + verdict.zh() + more.zh() + "。",
                "Conway's genus γ0^γ1γ2... (γ0 the normal-play Grundy value, γk the misère Grundy value of the heap plus k-1 nim-heaps of 2), n = 0.."
                        + to + ": " + list + "; " + verdict.en() + more.en() + ".");
    }

    /** The table of {@link TupleGrundy}'s values: one row, or one row per value of the first number. */
    private Table inOrderTable(long[] g, boolean pair, int upto) {
        int rows = pair ? upto + 1 : 1;
        long[][] values = new long[rows][];
        List<Text> names = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            values[r] = java.util.Arrays.copyOfRange(g, r * (upto + 1), (r + 1) * (upto + 1));
            names.add(pair ? Text.same(program.variables().get(0) + "=" + r) : Table.GRUNDY_ROW);
        }
        Text how = Text.of("每个 SG 值都按定义逐个算出（每一步都回到顺序里更早的局面）：G 是各步所到局面 SG 值的 mex" + (pair ? "；每行是 "
                        + program.variables().get(0) + " 的一个值，每列是 " + program.variables().get(1) + " = 0.." + upto : "") + "。",
                "Every Grundy value from the definition, in order (every move leads to an earlier position): G is the mex of the values the moves lead to"
                        + (pair ? "; one row per value of " + program.variables().get(0) + ", columns " + program.variables().get(1) + " = 0.." + upto : "") + ".");
        return new Table(Table.GRUNDY, names, values, null, how);
    }

    /** A table of one number (n = 0..upto) or two (a, b = 0..upto), every entry by exact search. */
    private Table searchTable(long upto) {
        boolean pair = program.variables().size() == 2;
        long cells = pair ? (upto + 1) * (upto + 1) : upto + 1;
        if (cells > SEARCH_BUDGET || upto > (pair ? 1000 : SEARCH_BUDGET)) {
            throw new TooLargeException(Text.format("用穷举搜索打表最多 %d 个局面，这里要 %d 个", "a table by exact search holds at most %d positions; this asks %d",
                    SEARCH_BUDGET, cells));
        }
        if (program.normalPlay()) {
            long[] g = TupleGrundy.table(game, pair ? 2 : 1, (int) upto);
            if (g != null) {
                return inOrderTable(g, pair, (int) upto);
            }
        }
        List<RuleState> roots = new ArrayList<>();
        for (long a = 0; a <= (pair ? upto : 0); a++) {
            for (long b = 0; b <= upto; b++) {
                roots.add(pair ? RuleState.numbers(a, b) : RuleState.numbers(b));
            }
        }
        if (!search.solve(roots, program.normalPlay())) {
            throw RuleSearch.tooLarge(pair ? "0..." + upto + " x 0..." + upto : "0..." + upto, SEARCH_BUDGET);
        }
        boolean grundy = program.normalPlay() && roots.stream().allMatch(r -> search.grundyOf(r) != null);
        int rows = pair ? (int) upto + 1 : 1;
        long[][] values = new long[rows][(int) upto + 1];
        List<Text> names = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            names.add(pair ? Text.same(program.variables().get(0) + "=" + r) : grundy ? Table.GRUNDY_ROW : Text.of("胜负", "outcome"));
            for (int c = 0; c <= upto; c++) {
                RuleState s = roots.get(r * ((int) upto + 1) + c);
                values[r][c] = grundy ? search.grundyOf(s) : boyi.solve.ValueCode.value(search.solvedCode(s)).outcome().number();
            }
        }
        Text how = Text.of("每个局面都由穷举（逆向）搜索得出" + (pair ? "；每行是 " + program.variables().get(0) + " 的一个值，每列是 "
                        + program.variables().get(1) + " = 0.." + upto : "") + "。",
                "Every entry by exact (retrograde) search" + (pair ? "; one row per value of " + program.variables().get(0)
                        + ", columns " + program.variables().get(1) + " = 0.." + upto : "") + ".");
        return new Table(grundy ? Table.GRUNDY : Table.OUTCOME, names, values, null, how);
    }
}
