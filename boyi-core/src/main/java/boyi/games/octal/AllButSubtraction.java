package boyi.games.octal;

import boyi.solve.Table;
import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.solve.grundy.AllButSubtractionSequence;
import boyi.solve.grundy.OctalPeriods;
import boyi.solve.Periodicity;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All-but subtraction games: take any number of tokens from one heap except the numbers in a
 * finite excluded set X. Siegel (2005) proved every such Grundy sequence is eventually
 * arithmetic periodic: G(n + p) = G(n) + s from some n0 on; the p, s and n0 shown here are
 * observed on the computed values, not proven.
 *
 * <pre>{@code
 * GameInstance<?> g = new AllButSubtraction().instantiate(Map.of("except", "1"));
 * Analyzer.analyze(g, "10");   // G(10) = 5 (G(n) = floor(n/2)): a win
 * }</pre>
 */
public final class AllButSubtraction extends DescribedFamily {

    /** Heaps computed on demand. */
    static final int HEAP_LIMIT = 20_000_000;

    public AllButSubtraction() {
        super("all-but", "排除集取子游戏", "All-but subtraction game",
                "Players in turn take any number of tokens from one heap except the numbers in the excluded set; "
                        + "whoever cannot move loses. With the excluded set none it is Nim.",
                List.of(new Parameter("except", "the excluded take counts, comma-separated positive integers, or none", "1,2", null)),
                "heap sizes separated by spaces: 5 7 (0 for no heap)", "5 7");
    }

    @Override
    public String view() {
        return "piles";
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        String text = values.get("except");
        long[] excluded = text.equalsIgnoreCase("none") ? new long[0]
                : Parameters.longList(this, "except", text, 1, 1_000_000);
        if (excluded.length > 1000) {
            throw new boyi.util.BadInputException(id() + ": parameter except: at most 1000 excluded numbers");
        }
        return new Instance(this, values, excluded);
    }

    private static final class Instance extends HeapGameInstance {

        private final long[] excluded;
        private final AllButSubtractionSequence sequence;

        Instance(GameFamily family, Map<String, String> parameters, long[] excluded) {
            super(family, parameters);
            this.excluded = excluded;
            this.sequence = new AllButSubtractionSequence(excluded);
        }

        private boolean isExcluded(long k) {
            return Arrays.binarySearch(excluded, k) >= 0;
        }

        /** Taking k tokens from a heap of n leaves one heap of n - k, or nothing. */
        private static HeapMove take(long n, long k) {
            return new HeapMove(n, k, k == n ? new long[0] : new long[] {n - k});
        }

        @Override
        long grundy(long n) {
            if (n > HEAP_LIMIT) {
                throw new TooLargeException("heap " + n + ": all-but games are computed for heaps up to " + HEAP_LIMIT
                        + " (their arithmetic period is only observed, so it cannot stand in for larger heaps)");
            }
            sequence.extendTo((int) n);
            return sequence.grundy((int) n);
        }

        @Override
        String method() {
            return "heap values by value counts, O(|X|) per heap";
        }

        @Override
        List<HeapMove> firstMoves(long n, int count) {
            List<HeapMove> out = new ArrayList<>();
            for (long k = 1; k <= n && out.size() < count; k++) {
                if (!isExcluded(k)) {
                    out.add(take(n, k));
                }
            }
            return out;
        }

        @Override
        long moveCount(long n) {
            long count = n;
            for (long x : excluded) {
                if (x <= n) {
                    count--;
                }
            }
            return count;
        }

        @Override
        boolean legal(HeapMove m) {
            return m.take() >= 1 && m.leaves().length <= 1 && !isExcluded(m.take());
        }

        @Override
        HeapMove moveTo(long n, long target) {
            for (long k = 1; k <= n; k++) {
                if (!isExcluded(k) && grundy(n - k) == target) {
                    return take(n, k);
                }
            }
            return null;
        }

        @Override
        public Optional<Table> table(long upto) {
            TakeAndBreakInstance.checkTableMemory(upto);
            if (upto > HEAP_LIMIT) {
                throw new TooLargeException("--upto " + upto + ": all-but tables go up to " + HEAP_LIMIT);
            }
            int last = (int) Math.max(upto, 1000);
            sequence.extendTo(last);
            long[] values = sequence.values().toLongArray((int) upto);
            Optional<Periodicity> ap = OctalPeriods.arithmeticObserved(sequence.values(), last);
            Text how = Text.format("逐个统计 G(0..n-1) 中每个值出现的次数来求值，已算到 n = %d。",
                    "Values by counting each value among G(0..n-1), computed to n = %d.", last);
            how = how.then(ap.isEmpty() ? Text.of("没有看到算术周期。", "No arithmetic period seen.")
                    : ap.get().proof().then(ap.get().saltus() == 0 ? Text.EMPTY : Text.of(
                            "Siegel 证明了每个排除集取子游戏最终都是算术周期的；这里的值无界增长，没有普通周期。",
                            "Siegel proved every all-but game is eventually arithmetic periodic; the values grow without "
                                    + "bound, so there is no plain period.")));
            return Optional.of(Table.grundy(values, ap.orElse(null), how));
        }
    }
}
