package boyi.games.partizan;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Representatives already found, by the region as written, for rules whose representative is a
 * canonical numbering that can take milliseconds (graph families); at most {@link #LIMIT}
 * regions, forgotten all at once when full (they are found again, equal).
 *
 * <pre>{@code
 * RememberedRepresentatives<HackenbushGraph> known = new RememberedRepresentatives<>(Rules::canonical);
 * known.of(picture);   // computed once, then looked up
 * }</pre>
 *
 * @param <B> the board type (with equals and hashCode)
 */
final class RememberedRepresentatives<B> {

    static final int LIMIT = 100_000;

    private final Map<B, PartizanRules.Oriented<B>> known = new ConcurrentHashMap<>();
    private final Function<B, PartizanRules.Oriented<B>> find;

    RememberedRepresentatives(Function<B, PartizanRules.Oriented<B>> find) {
        this.find = find;
    }

    PartizanRules.Oriented<B> of(B region) {
        PartizanRules.Oriented<B> had = known.get(region);
        if (had != null) {
            return had;
        }
        if (known.size() >= LIMIT) {
            known.clear();
        }
        PartizanRules.Oriented<B> found = find.apply(region);
        known.put(region, found);
        return found;
    }
}
