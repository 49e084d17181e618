package boyi.games.heaprules;

import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.theory.SubtractionRecurrence;
import boyi.theory.SubtractionSetSequence;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap rule of a subtraction game: take exactly t tokens, t in a {@link TakeSet} (takes and
 * heaps up to 10^18). The subtraction family, S-Nim and {@code sum of=subtraction:…} play it.
 * Grundy values from the rows of {@link SubtractionRecurrence#grundy} with their proven period
 * ({@link PeriodFinder}), over the takes that fit in the heap ({@link PeriodicCache}); heaps below
 * 10^7 of a set small enough for {@link SubtractionSetSequence} (S-Nim's) are read from the
 * sequence itself until rows are found, so that no period is looked for where none is needed.
 *
 * <pre>{@code
 * SubtractionRule r = new SubtractionRule(TakeSet.of(2, 5));
 * r.firstMoves(7, 10);   // take 2, leave 5 / take 5, leave 2
 * r.grundy(12);          // 1
 * }</pre>
 */
public final class SubtractionRule implements HeapRule {

    private final TakeSet takes;
    private final PeriodicCache grundy;
    private SubtractionSetSequence direct;

    public SubtractionRule(TakeSet takes) {
        this.takes = takes;
        this.grundy = new PeriodicCache(takes, SubtractionRecurrence::grundy, PeriodFinder.Kind.PLAIN);
    }

    public TakeSet takes() {
        return takes;
    }

    /** The Grundy rows that answer heap n, with their proven period; null when no take fits in n. */
    public RecurrenceRows grundyRows(long n) {
        return grundy.rows(n);
    }

    @Override
    public Text name() {
        return Text.of("减法集合 " + setText(), "the subtraction set " + setText());
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (long t : takes.takes()) {
            if (t > n || out.size() >= count) {
                break;
            }
            out.add(HeapMove.take(n, t));
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        return takes.countUpTo(n);
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.leaves().length <= 1 && takes.contains(move.take());
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public long grundy(long n) {
        if (n < takes.min()) {
            return 0;
        }
        RecurrenceRows rows = grundy.found(n);
        if (rows == null && n < SubtractionSetSequence.LIMIT && fitsSequence()) {
            return direct().grundy(n);
        }
        return (rows != null ? rows : grundy.rows(n)).plain(n, 0);
    }

    private boolean fitsSequence() {
        return takes.max() <= SubtractionSetSequence.MAX_TAKE && takes.size() <= SubtractionSetSequence.MAX_SIZE;
    }

    private synchronized SubtractionSetSequence direct() {
        if (direct == null) {
            direct = new SubtractionSetSequence(takes.takes());
        }
        return direct;
    }

    /** The statement names the period of the whole set once it has been proven (it is looked for lazily). */
    @Override
    public Text grundyMethod() {
        String set = setText();
        RecurrenceRows whole = grundy.found(takes.max());
        if (whole != null) {
            long period = whole.periodicity().period();
            long preperiod = whole.periodicity().preperiod();
            return Text.of("减法集合 " + set + " 的 SG 值序列，周期 " + period + "，从 n = " + preperiod + " 起（已证明）",
                    "the Grundy sequence of the set " + set + ", period " + period + " from n = " + preperiod + " (proven)");
        }
        return Text.of("减法集合 " + set + " 的 SG 值 g(n) = mex{g(n-s)}", "the Grundy values of the set " + set + ", g(n) = mex{g(n-s)}");
    }

    /** {@code {2,5}}, the first 12 takes. */
    private String setText() {
        long[] t = takes.takes();
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < t.length && i < 12; i++) {
            b.append(i > 0 ? "," : "").append(t[i]);
        }
        return b.append(t.length > 12 ? ",...}" : "}").toString();
    }
}
