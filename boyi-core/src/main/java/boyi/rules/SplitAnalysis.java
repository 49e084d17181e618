package boyi.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a partizan rule text says about splitting its boards into independent components
 * ({@link BoardSplit} does the splitting): whether it may split at all, which symbol is dead, and
 * for each board shape the move instances and the reflections that keep them.
 *
 * <p>The text establishes a split (otherwise {@link #of} gives nothing) when:
 * <ul>
 * <li>it is normal play, with no {@code when} or pattern;</li>
 * <li>every condition is a chain of {@code and}s whose parts either read no cell, or are
 *     {@code cell[e] == 'c'} with {@code e} reading no cell and {@code 'c'} a constant; loop
 *     domains and written cells and symbols read no cell (and the symbols are constants);</li>
 * <li>each move writes only cells its conditions require a symbol of (checked for each board
 *     shape on every assignment of the loop variables, with the cell parts taken as true; any
 *     error there, such as a cell off the board, means no split for that shape);</li>
 * <li>some symbol is required by no condition: a <em>dead</em> symbol.</li>
 * </ul>
 * A cell holding a dead symbol is then never written again (a move writes only cells it requires
 * a live symbol in) and no move that reads it can be made. The moves a board can ever make are
 * among its <em>instances</em> (one per assignment of the loop variables, reading a fixed set of
 * cells) whose cells all hold live symbols now.
 *
 * <pre>{@code
 * SplitAnalysis a = SplitAnalysis.of(RuleParser.parse(domineeringText, Map.of())).orElseThrow();
 * a.dead();             // '#': no move requires it
 * a.shape(3, 6);        // a 2 x 3 board's 7 instances; all four reflections keep Domineering's moves
 * }</pre>
 */
final class SplitAnalysis {

    private final RuleProgram program;
    /** The moves, each condition split into its parts. */
    private final List<Analysed> moves;
    private final byte dead;
    private final boolean[] live;

    private SplitAnalysis(RuleProgram program, List<Analysed> moves, boolean[] live, byte dead) {
        this.program = program;
        this.moves = moves;
        this.live = live;
        this.dead = dead;
    }

    /** The analysis of {@code program}'s boards, or nothing when the rule text does not establish a split. */
    static Optional<SplitAnalysis> of(RuleProgram program) {
        if (!program.isBoard() || !program.normalPlay()) {
            return Optional.empty();
        }
        boolean[] live = new boolean[program.symbols().length()];
        List<Analysed> analysed = new ArrayList<>();
        for (MoveRule m : program.moves()) {
            Parts[] conditions = new Parts[m.steps().size()];
            for (int k = 0; k < m.steps().size(); k++) {
                MoveRule.Step step = m.steps().get(k);
                if (step instanceof MoveRule.Loop loop) {
                    if (!domainReadsNoCell(loop.domain())) {
                        return Optional.empty();
                    }
                    continue;
                }
                List<Expr> parts = new ArrayList<>();
                conjuncts(((MoveRule.Condition) step).test(), parts);
                List<Expr> free = new ArrayList<>();
                List<Expr> indices = new ArrayList<>();
                List<Integer> symbols = new ArrayList<>();
                for (Expr p : parts) {
                    if (!readsCell(p)) {
                        free.add(p);
                        indices.add(null);
                        symbols.add(null);
                        continue;
                    }
                    Expr[] cellAndSymbol = cellEquality(p);
                    if (cellAndSymbol == null) {
                        return Optional.empty();
                    }
                    long s = cellAndSymbol[1].constant();
                    if (s < 0 || s >= live.length) {
                        return Optional.empty();
                    }
                    live[(int) s] = true;
                    free.add(null);
                    indices.add(((Expr.Cell) cellAndSymbol[0]).index);
                    symbols.add((int) s);
                }
                conditions[k] = new Parts(k, free, indices, symbols);
            }
            if (!(m.result() instanceof MoveRule.Assignments a)) {
                return Optional.empty();
            }
            for (int k = 0; k < a.cells().size(); k++) {
                if (readsCell(a.cells().get(k)) || a.symbols().get(k).constant() == null) {
                    return Optional.empty();
                }
            }
            analysed.add(new Analysed(m, conditions));
        }
        for (int s = 0; s < live.length; s++) {
            if (!live[s]) {
                return Optional.of(new SplitAnalysis(program, analysed, live, (byte) s));
            }
        }
        return Optional.empty();
    }

    /** The dead symbol: required by no condition, so a cell holding it is never written or read by a move. */
    byte dead() {
        return dead;
    }

    /** Which symbols some condition requires (by symbol index): the others are dead. */
    boolean[] live() {
        return live.clone();
    }

    /**
     * The instances of one board shape: the cells each reads, as bit masks (cell c is bit c % 64
     * of word c / 64) and as sorted cell lists, both null when boards of this shape do not split;
     * whether a component may be moved to the board's top left corner ({@link #translationClosed});
     * and the reflections of the board (each as the cell each cell goes to, the identity first)
     * that map the instances onto themselves with the same players ({@link #closedUnder}).
     */
    record Shape(int width, int size, long[][] instances, int[][] instanceCells, boolean movable, int[][] reflections) {
    }

    /**
     * Every instance's cells on boards of this shape, by running each move's loops with the cell
     * parts of its conditions taken as true; nothing when a move there writes a cell it does not
     * require a symbol in, or fails (a cell off the board, an overflow, a bound).
     */
    Shape shape(int width, int size) {
        if (size >= 1 << 24) {
            return new Shape(width, size, null, null, false, null);
        }
        Env env = new Env(program.slots());
        env.cells = new byte[size];
        env.width = width;
        Recorder recorder = new Recorder();
        GenerationBudget limits = new GenerationBudget();
        limits.startPosition();
        Set<List<Integer>> masksFound = new HashSet<>();
        Set<List<Integer>> instances = new HashSet<>();
        List<long[]> masks = new ArrayList<>();
        List<int[]> instanceCells = new ArrayList<>();
        try {
            for (Analysed m : moves) {
                MoveRule.Assignments a = (MoveRule.Assignments) m.move().result();
                boolean[] writesOutside = {false};
                m.reading(recorder).generate(env, limits, e -> {
                    int[] read = recorder.cells();
                    writesOutside[0] |= read.length == 0;      // a move open on every board: in no component
                    List<Integer> instance = new ArrayList<>();
                    instance.add(m.move().player().ordinal());
                    for (int r : recorder.requirements()) {
                        instance.add(r);
                    }
                    instance.add(-1);
                    java.util.TreeMap<Integer, Integer> writes = new java.util.TreeMap<>();    // each cell's last symbol
                    for (int k = 0; k < a.cells().size(); k++) {
                        long i = a.cells().get(k).eval(e);
                        long v = a.symbols().get(k).eval(e);
                        writesOutside[0] |= i < 0 || i >= size || Arrays.binarySearch(read, (int) i) < 0 || v < 0 || v >= live.length;
                        writes.put((int) i, (int) (v & 15));
                    }
                    writes.forEach((cell, symbol) -> instance.add(cell << 4 | symbol));
                    instances.add(instance);
                    if (masksFound.add(Arrays.stream(read).boxed().toList())) {
                        long[] mask = new long[(size + 63) >>> 6];
                        for (int c : read) {
                            mask[c >>> 6] |= 1L << c;
                        }
                        masks.add(mask);
                        instanceCells.add(read);
                    }
                });
                if (writesOutside[0]) {
                    return new Shape(width, size, null, null, false, null);
                }
            }
        } catch (RuleException e) {
            return new Shape(width, size, null, null, false, null);
        }
        int rows = size / width;
        List<int[]> reflections = new ArrayList<>();
        for (int k = 0; k < 4; k++) {          // bit 0: rows reversed, bit 1: columns reversed
            int[] map = new int[size];
            for (int c = 0; c < size; c++) {
                int r = c / width;
                int col = c % width;
                map[c] = ((k & 1) != 0 ? rows - 1 - r : r) * width + ((k & 2) != 0 ? width - 1 - col : col);
            }
            if (closedUnder(instances, map)) {
                reflections.add(map);
            }
        }
        return new Shape(width, size, masks.toArray(new long[0][]), instanceCells.toArray(new int[0][]),
                translationClosed(instances, width, size),
                reflections.toArray(new int[0][]));
    }

    /**
     * Whether every instance with its cells mapped by {@code map} is again an instance (same
     * player, symbols required, symbols written).
     */
    private static boolean closedUnder(Set<List<Integer>> instances, int[] map) {
        for (List<Integer> instance : instances) {
            if (!instances.contains(mapped(instance, c -> c < 0 || c >= map.length ? -1 : map[c]))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every instance moved by any step that keeps it on the board (rows and columns,
     * never wrapping a row) is again an instance, with the same player, requirements and writes:
     * then a component and its copy moved within the board are the same game.
     */
    private static boolean translationClosed(Set<List<Integer>> instances, int width, int size) {
        int rows = size / width;
        for (List<Integer> instance : instances) {
            int r0 = rows;
            int r1 = -1;
            int c0 = width;
            int c1 = -1;
            for (int k = 1; k < instance.size(); k++) {
                if (instance.get(k) >= 0) {
                    int cell = instance.get(k) >>> 4;
                    r0 = Math.min(r0, cell / width);
                    r1 = Math.max(r1, cell / width);
                    c0 = Math.min(c0, cell % width);
                    c1 = Math.max(c1, cell % width);
                }
            }
            for (int dr = -r0; dr < rows - r1; dr++) {
                for (int dc = -c0; dc < width - c1; dc++) {
                    int by = dr * width + dc;
                    if (!instances.contains(mapped(instance, c -> c + by))) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * An instance with every cell c put at {@code map(c)}: its requirements and its writes (each
     * written cell's last symbol) sorted again.
     */
    private static List<Integer> mapped(List<Integer> instance, java.util.function.IntUnaryOperator map) {
        List<Integer> out = new ArrayList<>(instance.size());
        out.add(instance.get(0));
        int end = instance.indexOf(-1);
        List<Integer> required = new ArrayList<>();
        for (int k = 1; k < end; k++) {
            required.add(map.applyAsInt(instance.get(k) >>> 4) << 4 | instance.get(k) & 15);
        }
        required.sort(null);
        out.addAll(required);
        out.add(-1);
        List<Integer> writes = new ArrayList<>();
        for (int k = end + 1; k < instance.size(); k++) {
            writes.add(map.applyAsInt(instance.get(k) >>> 4) << 4 | instance.get(k) & 15);
        }
        writes.sort(null);
        out.addAll(writes);
        return out;
    }

    /** The cells the conditions of the current assignment require symbols in and the symbols, condition by condition. */
    static final class Recorder {
        private int[] steps = new int[8];
        private int[] cells = new int[8];
        private int[] symbols = new int[8];
        private int count;

        void forget(int fromStep) {
            while (count > 0 && steps[count - 1] >= fromStep) {
                count--;
            }
        }

        void add(int step, int cell, int symbol) {
            if (count == cells.length) {
                cells = Arrays.copyOf(cells, 2 * count);
                steps = Arrays.copyOf(steps, 2 * count);
                symbols = Arrays.copyOf(symbols, 2 * count);
            }
            steps[count] = step;
            symbols[count] = symbol;
            cells[count++] = cell;
        }

        /** The cells recorded, sorted, each once. */
        int[] cells() {
            return Arrays.stream(cells, 0, count).sorted().distinct().toArray();
        }

        /** The requirements recorded, each as cell * 16 + symbol, sorted, each once. */
        int[] requirements() {
            int[] out = new int[count];
            for (int k = 0; k < count; k++) {
                out[k] = cells[k] << 4 | symbols[k];
            }
            return Arrays.stream(out).sorted().distinct().toArray();
        }
    }

    /** A move and the parts of each of its conditions (null at its loops). */
    private record Analysed(MoveRule move, Parts[] conditions) {

        /** The move with each condition read abstractly into {@code recorder}. */
        MoveRule reading(Recorder recorder) {
            List<MoveRule.Step> steps = new ArrayList<>(move.steps());
            for (int k = 0; k < steps.size(); k++) {
                if (conditions[k] != null) {
                    steps.set(k, new MoveRule.Condition(new Reading(conditions[k], recorder)));
                }
            }
            return new MoveRule(move.label(), steps, move.result(), move.line(), move.column(), move.player());
        }
    }

    /**
     * The parts of the condition that is step {@code step} of its move: in order, each either
     * reads no cell ({@code free}) or is {@code cell[index] == 'c'} ({@code indices}), the other null.
     */
    private record Parts(int step, List<Expr> free, List<Expr> indices, List<Integer> symbols) {
    }

    /**
     * A condition read abstractly: its parts that read no cell are evaluated, its parts
     * {@code cell[e] == 'c'} record cell e (which must be on the board) and count as true.
     */
    private static final class Reading extends Expr {
        private final int step;
        private final List<Expr> free;
        private final List<Expr> indices;
        private final List<Integer> symbols;
        private final Recorder recorder;

        Reading(Parts parts, Recorder recorder) {
            super(1, 1);
            this.step = parts.step();
            this.free = parts.free();
            this.indices = parts.indices();
            this.symbols = parts.symbols();
            this.recorder = recorder;
        }

        @Override
        long eval(Env env) {
            recorder.forget(step);
            for (int k = 0; k < free.size(); k++) {
                if (free.get(k) != null) {
                    if (free.get(k).eval(env) == 0) {
                        return 0;
                    }
                    continue;
                }
                Expr index = indices.get(k);
                long i = index.eval(env);
                if (i < 0 || i >= env.cells.length) {
                    throw index.error("off the board", "off the board");
                }
                recorder.add(step, (int) i, symbols.get(k));
            }
            return 1;
        }

        @Override
        boolean readsState() {
            return true;
        }
    }

    private static void conjuncts(Expr e, List<Expr> into) {
        if (e instanceof Expr.Binary b && b.op.equals("and")) {
            conjuncts(b.left, into);
            conjuncts(b.right, into);
        } else {
            into.add(e);
        }
    }

    /** {@code cell[e] == c} or {@code c == cell[e]} with e reading no cell and c a constant: {cell, c}; else null. */
    private static Expr[] cellEquality(Expr e) {
        if (!(e instanceof Expr.Binary b) || !b.op.equals("==")) {
            return null;
        }
        for (Expr[] pair : new Expr[][] {{b.left, b.right}, {b.right, b.left}}) {
            if (pair[0] instanceof Expr.Cell c && !readsCell(c.index) && pair[1].constant() != null) {
                return pair;
            }
        }
        return null;
    }

    private static boolean domainReadsNoCell(MoveRule.Domain d) {
        if (d instanceof MoveRule.Items items) {
            return items.items().stream().noneMatch(SplitAnalysis::readsCell);
        }
        if (d instanceof MoveRule.Range r) {
            return !readsCell(r.low()) && !readsCell(r.high());
        }
        if (d instanceof MoveRule.Divisors v) {
            return !readsCell(v.of());
        }
        return d instanceof MoveRule.Cells;
    }

    /** Whether {@code e} reads a cell; an expression of a kind not known here counts as reading one. */
    static boolean readsCell(Expr e) {
        List<Expr> todo = new ArrayList<>(List.of(e));
        while (!todo.isEmpty()) {
            Expr x = todo.remove(todo.size() - 1);
            if (x instanceof Expr.Cell) {
                return true;
            } else if (x instanceof Expr.Unary u) {
                todo.add(u.operand);
            } else if (x instanceof Expr.Binary b) {
                todo.add(b.left);
                todo.add(b.right);
            } else if (x instanceof Expr.Choice c) {
                todo.addAll(List.of(c.condition, c.then, c.otherwise));
            } else if (x instanceof Expr.Member m) {
                todo.add(m.item);
                if (m.items != null) {
                    todo.addAll(List.of(m.items));
                } else {
                    todo.add(m.low);
                    todo.add(m.high);
                }
            } else if (x instanceof Expr.Call c) {
                todo.addAll(List.of(c.arguments));
            } else if (!(x instanceof Expr.Number || x instanceof Expr.Slot || x instanceof Expr.BoardSize)) {
                return true;
            }
        }
        return false;
    }
}
