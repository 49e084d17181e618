package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
import boyi.model.Move;
import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Canonical values of the boards of a partizan game: a board is the sum of its regions, a region
 * {@code {values after Left's moves | values after Right's moves}}, cached by the region's
 * representative up to symmetry.
 *
 * <p>Recursion: one level per move played, so the depth is at most the length of the longest
 * game from the board (for Domineering, half its empty cells).
 *
 * <pre>{@code
 * PartizanValues<DomineeringBoard> v = new PartizanValues<>(new DomineeringRules(), 1_000_000);
 * v.value(DomineeringBoard.parse("..|..")).toString();   // "+-1"
 * }</pre>
 *
 * @param <B> the board type
 */
public final class PartizanValues<B> {

    private final PartizanRules<B> rules;
    private final long budget;
    private final Map<B, CanonicalGame> cache = new ConcurrentHashMap<>();
    private final AtomicLong evaluated = new AtomicLong();

    /** @param budget the most regions evaluated (not found in the cache) before giving up */
    public PartizanValues(PartizanRules<B> rules, long budget) {
        this.rules = rules;
        this.budget = budget;
    }

    public PartizanRules<B> rules() {
        return rules;
    }

    /**
     * The canonical value of {@code board}.
     *
     * @throws TooLargeException when more than the budget of regions would be evaluated
     */
    public CanonicalGame value(B board) {
        CanonicalGame sum = CanonicalGame.ZERO;
        for (B region : rules.regions(board)) {
            sum = sum.add(regionValue(region));
        }
        return sum;
    }

    /** Regions evaluated so far (the cache's misses). */
    public long evaluatedRegions() {
        return evaluated.get();
    }

    private CanonicalGame regionValue(B region) {
        PartizanRules.Oriented<B> o = rules.representative(region);
        CanonicalGame g = cache.get(o.region());
        if (g == null) {
            Interruption.checkNow();   // a large board takes minutes: stop at the request's deadline
            if (evaluated.incrementAndGet() > budget) {
                evaluated.decrementAndGet();
                throw new TooLargeException(Text.of("求值需要超过 " + budget + " 个区域（预算）",
                        "the evaluation needs more than " + budget + " regions (budget)"));
            }
            g = CanonicalGame.of(values(rules.leftMoves(o.region())), values(rules.rightMoves(o.region())));
            cache.put(o.region(), g);
        }
        return o.negated() ? g.negate() : g;
    }

    private List<CanonicalGame> values(List<Move<B>> moves) {
        List<CanonicalGame> out = new ArrayList<>(moves.size());
        for (Move<B> m : moves) {
            out.add(value(m.result()));
        }
        return out;
    }
}
