package boyi.games.heaps;

import boyi.games.sums.ComponentMove;
import boyi.theory.SubtractionSetSequence;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A heap of S-Nim (HDU 1536): take exactly s stones, s from the set S. Grundy values from
 * {@link SubtractionSetSequence} (directly below 10^7, through the proven period beyond). A
 * heap of value 0 may still move (S = {2}: heap 4), so misère sums are searched, not decided by
 * the Anti-SG rule.
 *
 * <pre>{@code
 * new SubtractionHeap(new long[] {2, 5}).moves(7L);   // take 2 -> 5, take 5 -> 2
 * }</pre>
 */
public final class SubtractionHeap implements SizeComponent {

    private final int[] takes;
    private final SubtractionSetSequence sequence;

    public SubtractionHeap(long[] set) {
        this.sequence = new SubtractionSetSequence(set);
        this.takes = sequence.takes();
    }

    public SubtractionSetSequence sequence() {
        return sequence;
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>();
        for (int s : takes) {
            if (s <= n) {
                out.add(NimHeap.take(n, s));
            }
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        long c = 0;
        for (int s : takes) {
            c += s <= n ? 1 : 0;
        }
        return c;
    }

    @Override
    public OptionalLong grundy(Long n) {
        return OptionalLong.of(sequence.grundy(n));
    }

    @Override
    public Text grundyRule() {
        String set = sequence.setText();
        if (sequence.period() > 0) {
            return Text.of("减法集合 " + set + " 的 SG 值序列，周期 " + sequence.period() + "，从 n = " + sequence.preperiod() + " 起（已证明）",
                    "the Grundy sequence of the set " + set + ", period " + sequence.period() + " from n = "
                            + sequence.preperiod() + " (proven)");
        }
        return Text.of("减法集合 " + set + " 的 SG 值 g(n) = mex{g(n-s)}", "the Grundy values of the set " + set + ", g(n) = mex{g(n-s)}");
    }

    @Override
    public Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        for (int s : takes) {
            if (s <= n && sequence.grundy(n - s) == target) {
                return Optional.of(NimHeap.take(n, s));
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        return HeapMoves.take(name).filter(k -> k <= n && java.util.Arrays.stream(takes).anyMatch(s -> s == k))
                .map(k -> NimHeap.take(n, k));
    }

    @Override
    public double weight(Long n) {
        return n + 1.0;
    }
}
