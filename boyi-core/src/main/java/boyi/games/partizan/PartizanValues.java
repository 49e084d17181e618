package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
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
 * DomineeringGame domineering = new DomineeringGame();
 * PartizanValues<DomineeringBoard> v = domineering.values(1_000_000);
 * v.value(domineering.parseTurn("..|..").board()).toString();   // "+-1"
 * }</pre>
 *
 * @param <B> the board type
 */
public final class PartizanValues<B> {

    private final PartizanRules<B> rules;
    private final long budget;
    private final Map<B, CanonicalGame> cache = new ConcurrentHashMap<>();   // regions that do not pack
    private final PackedRegionTable packed = new PackedRegionTable();
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
        long key = rules.packedKey(o.region());
        CanonicalGame g = key != 0 ? packed.get(key) : cache.get(o.region());
        if (g == null) {
            Interruption.checkNow();                   // a server's deadline stops the evaluation
            if (evaluated.incrementAndGet() > budget) {
                evaluated.decrementAndGet();
                throw new TooLargeException(Text.of("求值需要超过 " + budget + " 个区域（预算）",
                        "the evaluation needs more than " + budget + " regions (budget)"));
            }
            CanonicalGame direct = rules.directValue(region);      // the region as given: its value, not its representative's
            g = direct != null ? (o.negated() ? direct.negate() : direct)
                    : CanonicalGame.of(values(rules.leftResults(o.region())), values(rules.rightResults(o.region())));
            if (key != 0) {
                packed.put(key, g);
            } else {
                cache.put(o.region(), g);
            }
        }
        return o.negated() ? g.negate() : g;
    }

    private List<CanonicalGame> values(List<B> boards) {
        List<CanonicalGame> out = new ArrayList<>(boards.size());
        for (B b : boards) {
            out.add(value(b));
        }
        return out;
    }
}
