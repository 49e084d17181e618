package boyi.rules;

import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The moves and the end of a compiled rule text, as a {@link Game}. States are seen from the
 * player to move. A position is over where a board holds a winning pattern (the player who made
 * it won), where a {@code when} condition holds, or where no move is left ({@code when stuck});
 * its value is then the outcome the rules give, with remoteness 0. Every evaluation is bounded
 * by {@link GenerationBudget}; a move that leaves the state space (a negative number, an unknown symbol, a
 * cell off the board) is a rule error at the place in the rule text that computed it.
 *
 * <pre>{@code
 * RuleGame g = new RuleGame(RuleParser.parse(text, Map.of()));
 * g.moves(RuleState.numbers(10));      // take 1 -> 9, take 3 -> 7, ...
 * g.primitive(RuleState.numbers(0));   // loss in 0 under normal play
 * }</pre>
 */
public final class RuleGame implements Game<RuleState> {

    /** The most cells a board may have, and the most heaps a position may have. */
    static final int MAX_CELLS = 400;
    static final int MAX_HEAPS = 10_000;

    private final RuleProgram program;
    private final ThreadLocal<Worker> workers;
    private final CompiledMoves code;
    private volatile Boolean zeroHeapMoves;

    /** The game of {@code program}, its moves compiled ({@link CompiledMoves#compile}). */
    public RuleGame(RuleProgram program) {
        this(program, CompiledMoves.compile(program));
    }

    private RuleGame(RuleProgram program, CompiledMoves code) {
        this.program = program;
        this.code = code;
        this.workers = ThreadLocal.withInitial(() -> new Worker(program.slots()));
    }

    /**
     * One player's moves of a partizan game, keeping heaps of 0 exactly when {@code whole} (both
     * players' moves) keeps them, so that both players' positions are written alike.
     */
    RuleGame(RuleProgram program, RuleGame whole) {
        this(program);
        this.zeroHeapMoves = whole.zeroHeapMoves();
    }

    /** The game of {@code program} played by the interpreter, the reference the compiled moves are checked against. */
    static RuleGame interpreted(RuleProgram program) {
        return new RuleGame(program, CompiledMoves.interpret(program));
    }

    RuleProgram program() {
        return program;
    }

    /** The moves as progressions of table cells for {@link TupleGrundy}, or null (interpreted, or another shape). */
    LinearMoves linearMoves() {
        return code.linear();
    }

    /** Receives the moves of a position as they are generated. */
    interface Sink {
        void move(String name, RuleState next);

        /**
         * A tuple move without a label, its values in a buffer reused for the next move (a
         * search may look it up without making a state).
         */
        default void tuple(long[] values) {
            move("", RuleState.owned(values.clone()));
        }
    }

    /** Receives the heaps each move on one heap leaves, in a buffer reused for the next move. */
    interface OptionSink {
        void option(long[] heaps, int count);
    }

    /** The moves and, where the game is over, the value and why: one generation serves both. */
    record Expansion(Value over, Text why, List<Move<RuleState>> moves) {
    }

    @Override
    public List<Move<RuleState>> moves(RuleState position) {
        return expand(position, true).moves();
    }

    @Override
    public Value primitive(RuleState position) {
        return expand(position, false).over();
    }

    /** The moves of {@code position} (with labels when asked) and its value if the game is over there. */
    Expansion expand(RuleState position, boolean labels) {
        List<Move<RuleState>> moves = new ArrayList<>();
        Text[] why = new Text[1];
        Value over = expand(position, labels, (name, next) -> moves.add(new Move<>(name, next)), why);
        return new Expansion(over, why[0], moves);
    }

    /**
     * The moves of {@code position} handed to {@code sink} without labels, and the value where the
     * game is over ({@code null} otherwise): the search's path, which makes no move objects.
     */
    Value expandInto(RuleState position, Sink sink) {
        return expand(position, false, sink, new Text[1]);
    }

    /** The one expansion: a pattern, a {@code when} condition, the moves, or stuck; {@code why[0]} says which end. */
    private Value expand(RuleState position, boolean labels, Sink sink, Text[] why) {
        Worker w = workers.get();
        w.load(position);
        if (!program.patterns().isEmpty() && WinPatterns.contains(position, program)) {
            why[0] = Text.of("棋盘上已有获胜图案（" + String.join("、", program.patterns()) + "）：走出它的一方赢了",
                    "the board shows a winning pattern (" + String.join(", ", program.patterns()) + "): the player who made it has won");
            return Value.loss(0);
        }
        for (RuleProgram.End end : program.ends()) {
            if (end.condition().eval(w.env) != 0) {
                int line = end.condition().line;
                why[0] = Text.of("规则第 " + line + " 行的结束条件成立", "the end condition of rules line " + line + " holds");
                return outcome(end.outcome(), w.env);
            }
        }
        int[] count = {0};
        w.generate(position, labels, new Sink() {
            @Override
            public void move(String name, RuleState next) {
                count[0]++;
                sink.move(name, next);
            }

            @Override
            public void tuple(long[] values) {
                count[0]++;
                sink.tuple(values);    // the search's lookup without a state made
            }
        });
        if (count[0] > 0) {
            return null;
        }
        w.load(position);
        why[0] = Text.of("轮到的一方无路可走", "the player to move has no move");
        return outcome(program.stuck(), w.env);
    }

    private static Value outcome(Expr e, Env env) {
        long v = e.eval(env);
        if (v == 1) {
            return Value.win(0);
        }
        if (v == -1) {
            return Value.loss(0);
        }
        if (v == 0) {
            return Value.DRAW;
        }
        throw e.notAnOutcome(v);
    }

    /** The labels of the moves of {@code position} in both languages, in the order of {@link #moves}. */
    List<Text> labels(RuleState position) {
        Worker w = workers.get();
        w.load(position);
        w.texts = new ArrayList<>();
        try {
            w.generate(position, true, (name, next) -> { });
            return w.texts;
        } finally {
            w.texts = null;
        }
    }

    /** The label of a move on the heap {@code index} (from 0) of {@code heaps} heaps: "heap 2: 5 -> 3", or the move's own label when there is one heap. */
    static Text onHeap(Text label, int index, int heaps) {
        return heaps == 1 ? label : Text.of("第 " + (index + 1) + " 堆：" + label.zh(), "heap " + (index + 1) + ": " + label.en());
    }

    /** Whether a heap of 0 has moves (if not, heaps of 0 are dropped from positions). */
    boolean zeroHeapMoves() {
        Boolean z = zeroHeapMoves;
        if (z == null && program.shape() == RuleProgram.Shape.HEAPS) {
            Worker w = workers.get();
            int[] moves = {0};
            w.heapMoves(0, false, (name, next) -> moves[0]++, null, 0);
            z = moves[0] > 0;
            zeroHeapMoves = z;
        }
        return z != null && z;
    }

    /** The heaps a move on one heap of size {@code n} leads to, each move's heaps in an array. */
    List<long[]> heapOptions(long n) {
        List<long[]> out = new ArrayList<>();
        heapOptions(n, (heaps, count) -> out.add(Arrays.copyOf(heaps, count)));
        return out;
    }

    /** {@link #heapOptions(long)} handed to a sink, allocating nothing per move. */
    void heapOptions(long n, OptionSink sink) {
        zeroHeapMoves();
        workers.get().heapOptions(n, sink);
    }

    /** One thread's scratch space: the environment and the bounds of the position being expanded. */
    private final class Worker {
        final Env env;
        final GenerationBudget limits = new GenerationBudget();
        /** Collects each move's label in both languages while not null. */
        List<Text> texts;
        long[] buffer = new long[8];

        Worker(int slots) {
            env = new Env(slots);
        }

        void load(RuleState p) {
            long[] v = p.numbersUnsafe();
            if (program.shape() == RuleProgram.Shape.TUPLE) {
                System.arraycopy(v, 0, env.slots, 0, v.length);
            }
            env.cells = p.cellsUnsafe();
            env.width = p.width();
        }

        void generate(RuleState p, boolean labels, Sink out) {
            limits.startPosition();
            switch (program.shape()) {
                case TUPLE -> tupleMoves(p, labels, out);
                case HEAPS -> {
                    long[] heaps = p.numbersUnsafe();
                    for (int i = 0; i < heaps.length; i++) {
                        if (i > 0 && heaps[i] == heaps[i - 1]) {
                            continue;    // the same moves as on the equal heap before it
                        }
                        heapMoves(heaps[i], labels, out, heaps, i);
                    }
                }
                default -> boardMoves(p, labels, out);
            }
        }

        private void tupleMoves(RuleState p, boolean labels, Sink out) {
            for (int i = 0; i < program.moves().size(); i++) {
                MoveRule rule = program.moves().get(i);
                int statement = i;
                long[] reused = new long[code.resultCount(i)];
                code.generate(i, env, limits, e -> {
                    if (!labels) {
                        for (int k = 0; k < reused.length; k++) {
                            reused[k] = nonNegative(statement, k);
                        }
                        out.tuple(reused);
                        return;
                    }
                    long[] next = new long[reused.length];
                    for (int k = 0; k < next.length; k++) {
                        next[k] = nonNegative(statement, k);
                    }
                    out.move(labels ? name(rule.label().render(e, program.symbols())) : "", RuleState.owned(next));
                });
            }
        }

        void heapOptions(long n, OptionSink sink) {
            limits.startPosition();
            env.slots[0] = n;
            for (int i = 0; i < program.moves().size(); i++) {
                int statement = i;
                if (buffer.length < code.resultCount(i)) {
                    buffer = new long[code.resultCount(i)];
                }
                code.generate(i, env, limits, e -> sink.option(buffer, heapParts(statement, buffer)));
                env.slots[0] = n;
            }
        }

        /** Moves on the heap {@code n}, the heap {@code index} of {@code all} (null: moves counted, not made). */
        void heapMoves(long n, boolean labels, Sink out, long[] all, int index) {
            limits.startPosition();
            env.slots[0] = n;
            for (int i = 0; i < program.moves().size(); i++) {
                MoveRule rule = program.moves().get(i);
                int statement = i;
                code.generate(i, env, limits, e -> {
                    long[] made = new long[code.resultCount(statement)];
                    made = Arrays.copyOf(made, heapParts(statement, made));
                    RuleState next = all == null ? RuleState.heaps(made) : replace(all, index, made);
                    String name = labels ? name(onHeap(rule.label().render(e, program.symbols()), index, all.length)) : "";
                    out.move(name, next);
                });
                env.slots[0] = n;
            }
        }

        /** The heaps a move leaves, written into {@code into}, heaps of 0 left out when they have no move; their count. */
        private int heapParts(int statement, long[] into) {
            int count = 0;
            for (int k = 0; k < code.resultCount(statement); k++) {
                long h = nonNegative(statement, k, 0);
                if (h > 0 || keepZeroHeaps()) {
                    into[count++] = h;
                }
            }
            return count;
        }

        private boolean keepZeroHeaps() {
            Boolean z = zeroHeapMoves;
            return z != null && z;
        }

        private RuleState replace(long[] heaps, int index, long[] made) {
            if (heaps.length - 1 + made.length > MAX_HEAPS) {
                throw new RuleException(1, 1, "局面超过 " + MAX_HEAPS + " 堆", "the position has more than " + MAX_HEAPS + " heaps");
            }
            long[] next = new long[heaps.length - 1 + made.length];
            System.arraycopy(heaps, 0, next, 0, index);
            System.arraycopy(heaps, index + 1, next, index, heaps.length - index - 1);
            System.arraycopy(made, 0, next, heaps.length - 1, made.length);
            Arrays.sort(next);
            return RuleState.owned(next);
        }

        private void boardMoves(RuleState p, boolean labels, Sink out) {
            byte[] cells = p.cellsUnsafe();
            for (int m = 0; m < program.moves().size(); m++) {
                MoveRule rule = program.moves().get(m);
                MoveRule.Assignments a = (MoveRule.Assignments) rule.result();
                int statement = m;
                code.generate(m, env, limits, e -> {
                    byte[] next = cells.clone();
                    for (int k = 0; k < a.cells().size(); k++) {
                        long i = code.assignedCell(statement, k).eval(e);
                        long s = code.assignedSymbol(statement, k).eval(e);
                        if (i < 0 || i >= cells.length) {
                            throw a.cells().get(k).error("cell[" + i + "] 不在棋盘上", "cell[" + i + "] is off the board");
                        }
                        if (s < 0 || s >= program.symbols().length()) {
                            throw a.symbols().get(k).error("符号编号 " + s + " 不是棋盘符号", "symbol number " + s + " is not a board symbol");
                        }
                        next[(int) i] = (byte) s;
                    }
                    out.move(labels ? name(rule.label().render(e, program.symbols())) : "", RuleState.board(next, p.width()));
                });
                env.cells = cells;
            }
        }

        private String name(Text label) {
            if (texts != null) {
                texts.add(label);
            }
            return label.en();
        }

        /** The k-th value of statement {@code statement}'s new state, which must be >= 0. */
        private long nonNegative(int statement, int k) {
            return nonNegative(statement, k, k);
        }

        /** {@link #nonNegative(int, int)} naming the state variable {@code variableIndex} if it fails. */
        private long nonNegative(int statement, int k, int variableIndex) {
            long v = code.result(statement, k).eval(env);
            if (v < 0) {
                Expr e = ((MoveRule.Values) program.moves().get(statement).result()).values().get(k);
                String variable = program.variables().get(variableIndex);
                throw e.error("这一步让 " + variable + " 变成负数 " + v + "（局面里的数都应 >= 0）",
                        "this move makes " + variable + " negative: " + v + " (the numbers of a position are >= 0)");
            }
            return v;
        }
    }
}
