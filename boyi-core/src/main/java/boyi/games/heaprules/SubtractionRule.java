package boyi.games.heaprules;

import boyi.theory.SubtractionSetSequence;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The heap rule of a subtraction game with a finite set S (S-Nim): take exactly s tokens, s in
 * S. Grundy values from {@link SubtractionSetSequence}: directly below 10^7, through the proven
 * period beyond.
 *
 * <pre>{@code
 * SubtractionRule r = new SubtractionRule(new long[] {2, 5});
 * r.firstMoves(7, 10);   // take 2, leave 5 / take 5, leave 2
 * r.grundy(12);          // 1
 * }</pre>
 */
public final class SubtractionRule implements HeapRule {

    private final SubtractionSetSequence sequence;
    /** S, ascending, without repeats. */
    private final int[] takes;

    /** @param set S: positive, any order, repeats allowed */
    public SubtractionRule(long[] set) {
        this.sequence = new SubtractionSetSequence(set);
        this.takes = sequence.takes();
    }

    public SubtractionSetSequence sequence() {
        return sequence;
    }

    @Override
    public Text name() {
        return Text.of("减法集合 " + sequence.setText(), "the subtraction set " + sequence.setText());
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (int s : takes) {
            if (s <= n && out.size() < count) {
                out.add(HeapMove.take(n, s));
            }
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        long c = 0;
        for (int s : takes) {
            c += s <= n ? 1 : 0;
        }
        return c;
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.leaves().length <= 1 && move.take() <= Integer.MAX_VALUE && Arrays.binarySearch(takes, (int) move.take()) >= 0;
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public long grundy(long n) {
        return sequence.grundy(n);
    }

    /** The statement names the period once it has been proven (it is looked for lazily). */
    @Override
    public Text grundyMethod() {
        String set = sequence.setText();
        if (sequence.period() > 0) {
            return Text.of("减法集合 " + set + " 的 SG 值序列，周期 " + sequence.period() + "，从 n = " + sequence.preperiod() + " 起（已证明）",
                    "the Grundy sequence of the set " + set + ", period " + sequence.period() + " from n = "
                            + sequence.preperiod() + " (proven)");
        }
        return Text.of("减法集合 " + set + " 的 SG 值 g(n) = mex{g(n-s)}", "the Grundy values of the set " + set + ", g(n) = mex{g(n-s)}");
    }
}
