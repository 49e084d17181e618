package boyi.games.octal;

import boyi.solve.Table;
import boyi.games.GameFamily;
import boyi.solve.grundy.PackedGrundyValues;
import boyi.solve.grundy.OctalPeriods;
import boyi.solve.Periodicity;
import boyi.util.Text;
import boyi.solve.grundy.SparseTakeAndBreak;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A take-and-break heap game (an octal code, or Grundy's game): heap values from the
 * sparse-space engine; for octal codes the period is proven by the octal periodicity theorem,
 * which then gives G(n) for heaps up to 10^18.
 */
final class TakeAndBreakInstance extends HeapGameInstance {

    /** Heaps computed on demand without a proven period. */
    static final int HEAP_LIMIT = 2_000_000;
    /** Values are computed at least this far before a period is looked for (stages 2^10 .. 2^17). */
    private static final int[] PROOF_STAGES = {1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 17};
    /** A proof stage is skipped when its estimated cost (pair lookups) is above this. */
    private static final double STAGE_BUDGET = 5e8;
    /** Work allowed for one solve or table beyond the proof stages (split lookups; a minute or so). */
    private static final double WORK_BUDGET = 1e10;

    private final TakeAndBreak rule;
    private final String name;
    private final SparseTakeAndBreak sequence;
    /** The period found so far, or null when none was found; valid once {@link #searched}. */
    private Periodicity periodicity;
    private boolean searched;

    TakeAndBreakInstance(GameFamily family, Map<String, String> parameters, TakeAndBreak rule, String name) {
        super(family, parameters);
        this.rule = rule;
        this.name = name;
        this.sequence = new SparseTakeAndBreak(rule);
    }

    TakeAndBreak rule() {
        return rule;
    }

    /** Whether the octal periodicity theorem applies (it does not to unequal splits). */
    private boolean theoremApplies() {
        return !rule.unequalSplits();
    }

    /** The period (or null), after computing through the proof stages within the budget (once). */
    Periodicity periodicity() {
        if (!searched) {
            searched = true;
            // Without the theorem (unequal splits) a period can only be observed: one stage.
            int[] stages = theoremApplies() ? PROOF_STAGES : new int[] {PROOF_STAGES[1]};
            for (int stage : stages) {
                int from = sequence.computedUpTo();
                if (stage > from && from > 0 && sequence.estimatedWork(stage) > STAGE_BUDGET) {
                    break;
                }
                sequence.extendTo(Math.max(stage, from));
                periodicity = find(sequence.computedUpTo());
                if (periodicity != null && periodicity.proven()) {
                    break;
                }
            }
        }
        return periodicity;
    }

    private Periodicity find(int last) {
        return (theoremApplies() ? OctalPeriods.octal(sequence.values(), last, rule.maxTake())
                : OctalPeriods.observed(sequence.values(), last)).orElse(null);
    }

    @Override
    long grundy(long n) {
        if (n <= sequence.computedUpTo()) {
            return sequence.grundy((int) n);
        }
        Periodicity p = periodicity();
        if (p != null && p.proven()) {
            return sequence.grundy((int) p.reduce(n));
        }
        if (n <= HEAP_LIMIT) {
            extendWithinBudget(n, "heap " + n);
            return sequence.grundy((int) n);
        }
        throw new TooLargeException("heap " + n + ": " + name + " has no proven period from the values up to "
                + sequence.computedUpTo() + ", and heaps above " + HEAP_LIMIT + " are beyond the budget");
    }

    @Override
    String method() {
        Periodicity p = periodicity();
        String values = "heap values by the sparse-space method";
        if (p != null && p.proven()) {
            return values + "; period " + p.period() + " from n = " + p.preperiod()
                    + ", proven by the octal periodicity theorem";
        }
        return values;
    }

    @Override
    List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (int k = 0; k <= rule.maxTake() && k <= n && out.size() < count; k++) {
            if (k == n && rule.takesWhole(k)) {
                out.add(new HeapMove(n, k, new long[0]));
            }
            if (n - k >= 1 && rule.leavesOne(k)) {
                out.add(new HeapMove(n, k, new long[] {n - k}));
            }
            if (rule.leavesTwo(k)) {
                long m = n - k;
                long last = rule.largestSmallerPart(m);
                for (long a = 1; a <= last && out.size() < count; a++) {
                    out.add(new HeapMove(n, k, new long[] {a, m - a}));
                }
            }
        }
        return out.size() > count ? out.subList(0, count) : out;
    }

    @Override
    long moveCount(long n) {
        long count = 0;
        for (int k = 0; k <= rule.maxTake() && k <= n; k++) {
            if (k == n && rule.takesWhole(k)) {
                count++;
            }
            if (n - k >= 1 && rule.leavesOne(k)) {
                count++;
            }
            if (rule.leavesTwo(k) && n - k >= 2) {
                count += rule.largestSmallerPart(n - k);
            }
        }
        return count;
    }

    @Override
    boolean legal(HeapMove m) {
        if (m.take() > rule.maxTake()) {
            return false;
        }
        int k = (int) m.take();
        return switch (m.leaves().length) {
            case 0 -> rule.takesWhole(k);
            case 1 -> rule.leavesOne(k);
            default -> rule.leavesTwo(k) && !(rule.unequalSplits() && m.leaves()[0] == m.leaves()[1]);
        };
    }

    /**
     * Same order as {@link #heapMoves}. With a proven period (n0, p), splits a + b with
     * a > n0 + p repeat the values of a - p, so only a <= n0 + p need be looked at.
     */
    @Override
    HeapMove moveTo(long n, long target) {
        Periodicity p = n > sequence.computedUpTo() ? periodicity() : null;
        for (int k = 0; k <= rule.maxTake() && k <= n; k++) {
            if (k == n && rule.takesWhole(k) && target == 0) {
                return new HeapMove(n, k, new long[0]);
            }
            if (n - k >= 1 && rule.leavesOne(k) && grundy(n - k) == target) {
                return new HeapMove(n, k, new long[] {n - k});
            }
            if (rule.leavesTwo(k)) {
                long m = n - k;
                long last = rule.largestSmallerPart(m);
                if (p != null && p.proven()) {
                    last = Math.min(last, p.preperiod() + p.period());
                }
                for (long a = 1; a <= last; a++) {
                    if ((grundy(a) ^ grundy(m - a)) == target) {
                        return new HeapMove(n, k, new long[] {a, m - a});
                    }
                }
            }
        }
        return null;
    }

    @Override
    public Optional<Table> table(long upto) {
        checkTableMemory(upto);
        Periodicity p = periodicity();
        if (upto > sequence.computedUpTo()) {
            if (upto > PackedGrundyValues.MAX_SIZE - 1) {
                throw new TooLargeException("--upto " + upto + ": at most " + (PackedGrundyValues.MAX_SIZE - 1));
            }
            extendWithinBudget(upto, "--upto " + upto);
            p = find(sequence.computedUpTo());
            periodicity = p;
        }
        long[] values = sequence.values().toLongArray((int) upto);
        Text how = Text.format("各堆的值由%s求出，已算到 n = %d。", "Values by the %s, computed to n = %d.",
                sequence.method(), sequence.computedUpTo());
        how = how.then(p != null ? p.proof() : Text.format("在 n <= %d 内没有找到周期。",
                "No period found for n <= %d.", sequence.computedUpTo()));
        return Optional.of(Table.grundy(values, p, how));
    }

    /** Extends the sequence to n unless the estimated work is beyond the budget. */
    private void extendWithinBudget(long n, String what) {
        double work = sequence.estimatedWork(n);
        if (work > WORK_BUDGET) {
            throw new TooLargeException(String.format(java.util.Locale.ROOT,
                    "%s: computing %s up to %d needs about %.1e lookups, beyond the budget of %.0e (%d heaps so far "
                            + "have rare values)", what, name, n, work, WORK_BUDGET, sequence.rarePositions()));
        }
        sequence.extendTo((int) n);
    }

    static void checkTableMemory(long upto) {
        long bytes = (upto + 1) * 10;
        if (bytes > Runtime.getRuntime().maxMemory() / 2) {
            throw new TooLargeException("--upto " + upto + ": a table that long needs about " + bytes / 1_000_000
                    + " MB, more than half the memory available");
        }
    }
}
