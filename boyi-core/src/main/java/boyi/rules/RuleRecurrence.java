package boyi.rules;

import boyi.model.Value;
import boyi.solve.OutcomeCells;
import boyi.solve.RowRecurrence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A rule game on one number (a one-variable state, or one heap that stays one heap) with bounded
 * reach, as a {@link RowRecurrence}, so that its period is found and <em>proven</em> by the
 * recurrence window and every n up to 10^18 is answered exactly.
 *
 * <p>Recognised from the rule text, never guessed from values: every move must read as
 * {@code n - E} where E does not read the state, its loops must run over domains that do not read
 * the state, and its conditions must not read the state except as a threshold {@code X <= n},
 * {@code X < n}, {@code n >= X} or {@code n > X} with X not reading the state; the game must end
 * only when no move is left, with a constant outcome. Then, from n = width on (width exceeds every
 * take E and every threshold X), the moves of n are exactly n - E for the same multiset of takes,
 * which is what the window proof needs. The takes and thresholds are measured by generating the
 * moves once at a huge n, with each threshold's X recorded as it is tested.
 *
 * <pre>{@code
 * RuleRecurrence.of(game).ifPresent(r -> PeriodFinder.find(r.outcomes(), PeriodFinder.Kind.REMOTENESS));
 * }</pre>
 */
final class RuleRecurrence {

    /** The n at which the takes are measured; thresholds must lie far below it. */
    private static final long PROBE = 1L << 60;
    /** The largest width accepted (the window proof keeps about two windows of rows). */
    private static final long MAX_WIDTH = 1_000_000;

    private final RuleGame game;
    private final long width;
    private final long[] takes;

    private RuleRecurrence(RuleGame game, long width, long[] takes) {
        this.game = game;
        this.width = width;
        this.takes = takes;
    }

    /** The recurrence of the game, when its rule text has the shape described above. */
    static Optional<RuleRecurrence> of(RuleGame game) {
        RuleProgram p = game.program();
        boolean oneNumber = p.shape() == RuleProgram.Shape.TUPLE && p.variables().size() == 1
                || p.shape() == RuleProgram.Shape.HEAPS;
        if (!oneNumber || !p.ends().isEmpty() || p.stuck().constant() == null) {
            return Optional.empty();
        }
        List<long[]> thresholds = new ArrayList<>();
        List<MoveRule> probed = new ArrayList<>();
        for (MoveRule m : p.moves()) {
            MoveRule q = probe(m, thresholds);
            if (q == null) {
                return Optional.empty();
            }
            probed.add(q);
        }
        RuleProgram probing = new RuleProgram(p.id(), p.name(), p.about(), p.shape(), p.variables(), p.symbols(), probed,
                p.ends(), p.stuck(), p.patterns(), p.start(), p.view(), p.parameters(), p.slots());
        List<long[]> options;
        try {
            options = new RuleGame(probing).heapOptions(PROBE);
        } catch (RuleException e) {
            return Optional.empty();
        }
        long most = 0;
        List<Long> all = new ArrayList<>();
        for (long[] o : options) {
            if (o.length != 1 || o[0] >= PROBE) {
                return Optional.empty();          // a heap removed or split, or a move that does not decrease n
            }
            long take = PROBE - o[0];
            most = Math.max(most, take);
            all.add(take);
        }
        for (long[] t : thresholds) {
            most = Math.max(most, t[0]);      // t[0]: X for X <= n, X + 1 for X < n
        }
        if (most > MAX_WIDTH) {
            return Optional.empty();
        }
        return Optional.of(new RuleRecurrence(game, Math.max(1, most), all.stream().mapToLong(Long::longValue).sorted().distinct().toArray()));
    }

    /** The takes E of every move at large n, ascending, each once. */
    long[] takes() {
        return takes.clone();
    }

    long width() {
        return width;
    }

    /** The move statement with each threshold condition recording its X, or null when a step does not fit the shape. */
    private static MoveRule probe(MoveRule m, List<long[]> thresholds) {
        if (!(m.result() instanceof MoveRule.Values v) || v.values().size() != 1 || !isStateMinusFree(v.values().get(0))) {
            return null;
        }
        List<MoveRule.Step> steps = new ArrayList<>();
        for (MoveRule.Step s : m.steps()) {
            if (s instanceof MoveRule.Loop loop) {
                if (readsState(loop.domain())) {
                    return null;
                }
                steps.add(loop);
                continue;
            }
            Expr test = ((MoveRule.Condition) s).test();
            if (!test.readsState()) {
                steps.add(s);
                continue;
            }
            Expr x = thresholdSide(test);
            if (x == null) {
                return null;
            }
            long[] most = {Long.MIN_VALUE};
            thresholds.add(most);
            boolean strict = ((Expr.Binary) test).op.equals("<") || ((Expr.Binary) test).op.equals(">");
            steps.add(new MoveRule.Condition(new Recording(test, x, strict ? 1 : 0, most)));
        }
        return new MoveRule(m.label(), List.copyOf(steps), m.result(), m.line(), m.column());
    }

    /** {@code n - E} with E not reading the state. */
    private static boolean isStateMinusFree(Expr e) {
        return e instanceof Expr.Binary b && b.op.equals("-") && b.left instanceof Expr.Slot s && s.state
                && !b.right.readsState();
    }

    /** The X of {@code X <= n}, {@code X < n}, {@code n >= X} or {@code n > X}, else null. */
    private static Expr thresholdSide(Expr test) {
        if (!(test instanceof Expr.Binary b)) {
            return null;
        }
        boolean nRight = b.right instanceof Expr.Slot s && s.state && !b.left.readsState();
        boolean nLeft = b.left instanceof Expr.Slot s2 && s2.state && !b.right.readsState();
        if (nRight && (b.op.equals("<=") || b.op.equals("<"))) {
            return b.left;
        }
        if (nLeft && (b.op.equals(">=") || b.op.equals(">"))) {
            return b.right;
        }
        return null;
    }

    private static boolean readsState(MoveRule.Domain d) {
        if (d instanceof MoveRule.Items items) {
            return items.items().stream().anyMatch(Expr::readsState);
        }
        if (d instanceof MoveRule.Range r) {
            return r.low().readsState() || r.high().readsState();
        }
        if (d instanceof MoveRule.Divisors dv) {
            return dv.of().readsState();
        }
        return true;
    }

    /** A threshold test that records the least n from which it always holds (X, or X + 1 when strict). */
    private static final class Recording extends Expr {
        private final Expr test;
        private final Expr side;
        private final long[] most;
        private final long strict;

        Recording(Expr test, Expr side, long strict, long[] most) {
            super(test.line, test.column);
            this.test = test;
            this.side = side;
            this.strict = strict;
            this.most = most;
        }

        @Override
        long eval(Env env) {
            long x = side.eval(env);
            if (x >= PROBE / 2) {
                throw error("阈值太大", "threshold too large");
            }
            most[0] = Math.max(most[0], x + strict);
            return test.eval(env);
        }

        @Override
        boolean readsState() {
            return true;
        }
    }

    /** Outcome cells with remoteness: no move is the rules' constant outcome for the player to move. */
    RowRecurrence outcomes() {
        return new Recurrence(false);
    }

    /** Grundy values (mex of the children), for normal play. */
    RowRecurrence grundy() {
        return new Recurrence(true);
    }

    private final class Recurrence implements RowRecurrence {
        private final boolean grundy;
        private final OutcomeCells.Fold fold = new OutcomeCells.Fold();
        private final List<Integer> cells = new ArrayList<>();

        Recurrence(boolean grundy) {
            this.grundy = grundy;
        }

        @Override
        public long width() {
            return width;
        }

        @Override
        public int cells() {
            return 1;
        }

        @Override
        public void row(long n, Rows rows, int[] out) {
            cells.clear();
            game.heapOptions(n, (heaps, count) -> cells.add(rows.cell(count == 0 ? 0 : heaps[0], 0)));
            if (grundy) {
                out[0] = boyi.theory.DagGrundy.mex(cells.stream().mapToInt(Integer::intValue).toArray());
                return;
            }
            if (cells.isEmpty()) {
                long s = game.program().stuck().constant();
                out[0] = OutcomeCells.of(s == 1 ? Value.win(0) : s == -1 ? Value.loss(0) : Value.DRAW);
                return;
            }
            fold.reset();
            for (int i = 0; i < cells.size(); i++) {
                fold.add(cells.get(i));
            }
            out[0] = fold.result();
        }
    }
}
