package boyi.spark;

import boyi.catalogue.Catalogue;
import boyi.solve.tier.TierGame;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.io.Serializable;

/**
 * Names a tiered game by its catalogue id and parameters, so Spark tasks can rebuild it on any
 * executor (the game's tables are rebuilt there, never shipped).
 *
 * <pre>{@code
 * TierGames.Spec spec = TierGames.spec("matches", "4x5");
 * TierGame game = spec.game();
 * }</pre>
 */
public final class TierGames {

    private TierGames() {
    }

    /** A game id and its parameters, e.g. {@code matches 5x6}. */
    public record Spec(String id, String parameters) implements Serializable {

        /** The game, built afresh (cached per executor JVM by {@link ExecutorCache}). */
        public TierGame game() {
            return ExecutorCache.game(this);
        }

        TierGame build() {
            return Catalogue.tiers(id, parameters);
        }
    }

    /** @throws BadInputException for a game without tiers or a bad size */
    public static Spec spec(String game, String parameters) {
        Spec s = new Spec(game, parameters);
        s.build();
        return s;
    }
}
