package boyi.games.heaprules;

import boyi.solve.Interruption;
import boyi.solve.Periodicity;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.solve.grundy.AllButSubtractionSequence;
import boyi.solve.grundy.GrundySequence;
import boyi.solve.grundy.OctalPeriods;
import boyi.solve.grundy.PackedGrundyValues;
import boyi.solve.grundy.SparseTakeAndBreak;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.PackedLongs;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * THE Grundy sequence pipeline of a heap rule: G(n) for any heap, computed in order by the rule's
 * engine (the sparse-space method for take-and-break rules, value counts for all-but rules) in
 * stages, with the period found by the rule's prover after each stage. A proven period stands
 * in for every larger heap (up to 10^18); without one, heaps are computed up to a limit within a
 * work budget. Tables come from the same values.
 *
 * <pre>{@code
 * HeapValues kayles = HeapValues.takeAndBreak(TakeAndBreak.octal("0.77"), Text.of("凯尔斯保龄", "Kayles"));
 * kayles.grundy(1_000_000_000_000_000_000L);   // from the period 12 proven from n = 71
 * kayles.table(100, WorkBudget.DEFAULT);
 * }</pre>
 */
public final class HeapValues {

    /** Values are computed at least this far before a period is looked for (stages 2^10 .. 2^17). */
    private static final int[] PROOF_STAGES = {1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 17};
    /** A proof stage is skipped when its estimated cost (lookups) is above this. */
    private static final double STAGE_BUDGET = 5e8;
    /** Progress is reported this many times over a long extension (at least every 2^16 heaps). */
    private static final int PROGRESS_STEPS = 200;

    private final GrundySequence sequence;
    private final Text name;
    private final BiFunction<PackedGrundyValues, Integer, Optional<Periodicity>> prover;
    private final int[] stages;
    private final long heapLimit;
    private Periodicity periodicity;
    private boolean searched;

    private HeapValues(GrundySequence sequence, Text name, BiFunction<PackedGrundyValues, Integer, Optional<Periodicity>> prover,
                       int[] stages, long heapLimit) {
        this.sequence = sequence;
        this.name = name;
        this.prover = prover;
        this.stages = stages;
        this.heapLimit = heapLimit;
    }

    /**
     * A take-and-break rule: the sparse-space engine; periods proven by the octal periodicity
     * theorem (Grundy's game, whose splits must be unequal, gets observed periods only).
     */
    static HeapValues takeAndBreak(TakeAndBreak rule, Text name) {
        boolean theorem = !rule.unequalSplits();
        return new HeapValues(new SparseTakeAndBreak(rule), name,
                theorem ? (g, last) -> OctalPeriods.octal(g, last, rule.maxTake()) : OctalPeriods::observed,
                theorem ? PROOF_STAGES : new int[] {PROOF_STAGES[1]}, 2_000_000);
    }

    /**
     * An all-but rule: value counts; the arithmetic period (Siegel) is only observed, so it never
     * stands in for larger heaps.
     */
    static HeapValues allBut(long[] excluded, Text name) {
        return new HeapValues(new AllButSubtractionSequence(excluded), name, OctalPeriods::arithmeticObserved,
                new int[] {1000}, 20_000_000);
    }

    /** The period (or null), after computing through the proof stages within the budget (once). */
    public synchronized Periodicity periodicity() {
        if (!searched) {
            searched = true;
            for (int stage : stages) {
                int from = sequence.computedUpTo();
                if (stage > from && from > 0 && sequence.estimatedWork(stage) > STAGE_BUDGET) {
                    break;
                }
                sequence.extendTo(Math.max(stage, from));
                periodicity = prover.apply(sequence.values(), sequence.computedUpTo()).orElse(null);
                if (periodicity != null && periodicity.proven()) {
                    break;
                }
            }
        }
        return periodicity;
    }

    /** The proven period when heap n lies beyond the values computed, else null. */
    Periodicity provenBeyondComputed(long n) {
        if (n <= sequence.computedUpTo()) {
            return null;
        }
        Periodicity p = periodicity();
        return p != null && p.proven() ? p : null;
    }

    /** G(n), by the fastest method available. @throws TooLargeException beyond the budget */
    public synchronized long grundy(long n) {
        if (n <= sequence.computedUpTo()) {
            return sequence.grundy((int) n);
        }
        Periodicity p = periodicity();
        if (p != null && p.proven()) {
            return sequence.grundy((int) p.reduce(n));
        }
        if (n <= sequence.computedUpTo()) {
            return sequence.grundy((int) n);
        }
        if (n <= heapLimit) {
            extend(n, WorkBudget.DEFAULT, Text.format("堆 %d", "heap %d", n));
            return sequence.grundy((int) n);
        }
        throw new TooLargeException(Text.format(
                "堆 %1$d：%2$s在算到 %3$d 的值里没有已证明的周期，而超过 %4$d 的堆超出了预算",
                "heap %1$d: %5$s has no proven period from the values up to %3$d, and heaps above %4$d are beyond the budget",
                n, name.zh(), sequence.computedUpTo(), heapLimit, name.en()));
    }

    /** The XOR of the Grundy values of these heaps (0 for none). */
    public long grundy(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= grundy(h);
        }
        return x;
    }

    /** How the heap values are obtained, e.g. "heap values by the sparse-space method; period 12 from n = 71, proven ...". */
    public Text method() {
        Periodicity p = periodicity();
        Text values = Text.of("各堆的 SG 值由" + engineName().zh() + "求出", "heap values by " + engineName().en());
        if (p != null && p.proven()) {
            return Text.of(values.zh() + "；" + p.shape().zh() + "，由八进制周期定理证明",
                    values.en() + "; " + p.shape().en() + ", proven by the octal periodicity theorem");
        }
        return values;
    }

    private Text engineName() {
        return sequence instanceof AllButSubtractionSequence
                ? Text.of("计数法，每堆 O(|X|) 步", "value counts, O(|X|) per heap")
                : Text.of("稀疏空间法", "the sparse-space method");
    }

    /**
     * The table of G(0..upto) with the period found on the values computed (at least as far as
     * the proof stages).
     *
     * @throws TooLargeException when the table would not fit in memory or the work is beyond the budget
     */
    public synchronized Table table(long upto, WorkBudget budget) {
        checkTableMemory(upto);
        Periodicity p = periodicity();
        if (upto > sequence.computedUpTo()) {
            if (upto > PackedGrundyValues.MAX_SIZE - 1) {
                throw new TooLargeException(Text.format("--upto %d：最多 %d", "--upto %d: at most %d", upto,
                        PackedGrundyValues.MAX_SIZE - 1));
            }
            sequence.values().ensureCapacity(upto + 1);   // once, not grown by half again and again
            extend(upto, budget, Text.of("--upto " + upto, "--upto " + upto));
            p = prover.apply(sequence.values(), sequence.computedUpTo()).orElse(null);
            periodicity = p;
        }
        PackedLongs values = sequence.values().packed((int) upto);
        Text how = Text.of("各堆的值由" + sequence.method().zh() + "求出，已算到 n = " + sequence.computedUpTo() + "。",
                "Values by the " + sequence.method().en() + ", computed to n = " + sequence.computedUpTo() + ".");
        if (p == null) {
            how = how.then(Text.format("在 n <= %d 内没有找到周期。", "No period found for n <= %d.", sequence.computedUpTo()));
        } else {
            how = how.then(p.proof());
            if (p.saltus() > 0) {
                how = how.then(Text.format("这些值每 %d 个堆增加 %d（算术周期），无界增长，所以没有普通的周期。",
                        "The values grow by %2$d every %1$d heaps (an arithmetic period), without bound, so there is no plain period.",
                        p.period(), p.saltus()));
            }
        }
        return Table.grundy(values, p, how);
    }

    /** Extends the values to n unless the estimated work is beyond the budget, reporting progress. */
    private void extend(long n, WorkBudget budget, Text what) {
        double work = sequence.estimatedWork(n);
        if (work > budget.maxWork()) {
            throw new TooLargeException(Text.of(String.format(Locale.ROOT,
                            "%s：把%s算到 %d 大约需要 %.1e 次查找，超出了 %.0e 的预算（目前有 %d 个堆的值是稀有值）；"
                                    + "命令行的 table 命令可以不受此限制地计算",
                            what.zh(), name.zh(), n, work, budget.maxWork(), rarePositions()),
                    String.format(Locale.ROOT, "%s: computing %s up to %d needs about %.1e lookups, beyond the budget of %.0e "
                                    + "(%d heaps so far have rare values); the command line's table command computes it without this bound",
                            what.en(), name.en(), n, work, budget.maxWork(), rarePositions())));
        }
        WorkBudget.Listener listener = budget.listener();
        if (listener == null) {
            sequence.extendTo((int) n);
            return;
        }
        listener.started(Text.of(String.format(Locale.ROOT, "把%s从 n = %d 算到 %d", name.zh(), sequence.computedUpTo(), n),
                String.format(Locale.ROOT, "computing %s from n = %d to %d", name.en(), sequence.computedUpTo(), n)));
        long start = System.nanoTime();
        long from = sequence.computedUpTo();
        long step = Math.max(1 << 16, (n - from) / PROGRESS_STEPS);
        Interruption stop = new Interruption();
        while (sequence.computedUpTo() < n) {
            stop.check();
            sequence.extendTo((int) Math.min(n, sequence.computedUpTo() + step));
            long elapsed = System.nanoTime() - start;
            long done = sequence.computedUpTo() - from;
            // The speed so far, extrapolated over the heaps left (refined at every step).
            long estimate = (long) (elapsed * ((double) (n - from) / Math.max(1, done)));
            listener.progress(sequence.computedUpTo(), n, elapsed, estimate);
        }
    }

    private int rarePositions() {
        return sequence instanceof SparseTakeAndBreak s ? s.rarePositions() : 0;
    }

    /** The values computed so far (read only). */
    public int computedUpTo() {
        return sequence.computedUpTo();
    }

    /**
     * Refuses a table whose values would not fit: the sequence's array, made once to the full
     * length, and the table's packed copy of it (or the array's one copy while it is made), at
     * the sequence's present width.
     */
    private void checkTableMemory(long upto) {
        long bytes = (upto + 1) * sequence.values().bytesPerValue() * 2;
        if (bytes > Runtime.getRuntime().maxMemory() / 4 * 3) {
            throw new TooLargeException(Text.format(
                    "--upto %1$d：这么长的表大约需要 %2$d MB，超过可用内存的四分之三（可以用 BOYI_JAVA_OPTS=-Xmx... 调大内存）",
                    "--upto %1$d: a table that long needs about %2$d MB, more than three quarters of the memory available (BOYI_JAVA_OPTS=-Xmx... raises it)",
                    upto, bytes / 1_000_000));
        }
    }
}
