package boyi.solve.tier;

import boyi.model.Move;
import boyi.model.Tiered;
import boyi.model.Value;
import boyi.solve.ValueCode;
import java.util.List;

/**
 * Any {@link Tiered} game as a {@link TierGame}: the cursor unranks each position, asks for its
 * moves and ranks the children. Simple and generic; a board game with a ranking of its own may
 * give a faster cursor (as matches does).
 *
 * <pre>{@code
 * TierGame g = new TieredGame<>(myTieredGame, "my-game", "7", 40, 8);
 * new TierSolver(g, database).solveAll();
 * }</pre>
 *
 * @param <P> the position type
 */
public final class TieredGame<P> implements TierGame {

    private final Tiered<P> game;
    private final String name;
    private final String parameters;
    private final long maxRemoteness;
    private final int maxMoves;

    @Override
    public Tiered<P> asTiered() {
        return game;
    }

    public TieredGame(Tiered<P> game, String name, String parameters, long maxRemoteness, int maxMoves) {
        this.game = game;
        this.name = name;
        this.parameters = parameters;
        this.maxRemoteness = maxRemoteness;
        this.maxMoves = maxMoves;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String parameters() {
        return parameters;
    }

    @Override
    public long maxRemoteness() {
        return maxRemoteness;
    }

    @Override
    public int maxMoves() {
        return maxMoves;
    }

    @Override
    public TierCursor cursor(int tier) {
        return new TierCursor() {
            private long rank;
            private P position;

            @Override
            public void seek(long r) {
                rank = r;
                position = game.unrank(tier, r);
            }

            @Override
            public boolean next() {
                if (rank + 1 >= game.tierSize(tier)) {
                    return false;
                }
                seek(rank + 1);
                return true;
            }

            @Override
            public long rank() {
                return rank;
            }

            @Override
            public boolean exists() {
                return position != null;
            }

            @Override
            public int children(int[] childTiers, long[] childRanks) {
                if (game.primitive(position) != null) {
                    return -1;
                }
                List<Move<P>> moves = game.moves(position);
                if (moves.size() > childRanks.length) {
                    throw new IllegalStateException(moves.size() + " moves, more than maxMoves " + maxMoves);
                }
                for (int i = 0; i < moves.size(); i++) {
                    P child = moves.get(i).result();
                    childTiers[i] = game.tier(child);
                    childRanks[i] = game.rank(child);
                }
                return moves.size();
            }

            @Override
            public long primitiveCode() {
                Value v = game.primitive(position);
                return ValueCode.of(v);
            }
        };
    }
}
