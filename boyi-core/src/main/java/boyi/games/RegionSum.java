package boyi.games;

import boyi.games.Theorem.Judgement;
import boyi.model.Outcome;
import boyi.util.Text;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The Sprague–Grundy judgement of a position that is a sum of regions (an impartial board whose
 * moves never reach across a region, {@link BoardRegions}): each region's Grundy value, their
 * XOR, and the reason with every number in it.
 *
 * <pre>{@code
 * Judgement j = RegionSum.judge(List.of("..", "..."), r -> 1, r -> r);
 * j.why().en();   // "Regions G(..)=1 xor G(...)=1 = 0, 0: the player to move loses."
 * }</pre>
 */
public final class RegionSum {

    private RegionSum() {
    }

    /**
     * The judgement of the sum of {@code regions}: the player to move wins exactly when the XOR
     * of their values is not 0.
     *
     * @param grundy a region's Grundy value
     * @param written a region as the position's notation writes it
     */
    public static <R> Judgement judge(List<R> regions, ToLongFunction<R> grundy, Function<R, String> written) {
        StringBuilder terms = new StringBuilder();
        long x = 0;
        for (R r : regions) {
            long g = grundy.applyAsLong(r);
            x ^= g;
            terms.append(terms.length() == 0 ? "" : " xor ").append("G(").append(written.apply(r)).append(")=").append(g);
        }
        String total = regions.size() > 1 ? " = " + x : "";
        String sum = "Regions " + terms + total;
        String sumZh = "各区域 " + terms.toString().replace(" xor ", " 异或 ") + total;
        return x != 0
                ? new Judgement(Outcome.WIN, Text.of(sumZh + "，不为 0：先手必胜。", sum + ", not 0: the player to move wins."), x)
                : new Judgement(Outcome.LOSS, Text.of(sumZh + "，为 0：先手必败。", sum + ", 0: the player to move loses."), 0L);
    }
}
