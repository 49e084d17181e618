package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
import boyi.model.Move;
import java.util.List;

/**
 * The rules of a partizan game on boards of type {@code B}: Left's and Right's moves, and,
 * optionally, how a board splits into independent regions (whose values add up) and a
 * representative of a region up to symmetry (so that equal shapes share one cached value).
 *
 * <pre>{@code
 * DomineeringGame domineering = new DomineeringGame();
 * PartizanRules<DomineeringBoard> rules = domineering.values().rules();
 * rules.leftMoves(domineering.parseTurn("..|..").board());   // two vertical dominoes
 * }</pre>
 *
 * @param <B> the board type (immutable, with equals and hashCode)
 */
public interface PartizanRules<B> {

    List<Move<B>> leftMoves(B board);

    List<Move<B>> rightMoves(B board);

    /** The boards Left's moves leave, in the order of {@link #leftMoves} (evaluation needs no names). */
    default List<B> leftResults(B board) {
        return leftMoves(board).stream().map(Move::result).toList();
    }

    /** The boards Right's moves leave, in the order of {@link #rightMoves}. */
    default List<B> rightResults(B board) {
        return rightMoves(board).stream().map(Move::result).toList();
    }

    /**
     * The value of {@code region} found by a method of the rules' own (Blue-Red Hackenbush: with
     * numbers only), or null (the default) to build its canonical form from its options.
     */
    default CanonicalGame directValue(B region) {
        return null;
    }

    /**
     * {@code rules} without their direct values: every region's canonical form built from its
     * options (the reference a direct value is checked and timed against).
     */
    static <B> PartizanRules<B> byOptions(PartizanRules<B> rules) {
        return new PartizanRules<>() {
            @Override
            public List<Move<B>> leftMoves(B board) {
                return rules.leftMoves(board);
            }

            @Override
            public List<Move<B>> rightMoves(B board) {
                return rules.rightMoves(board);
            }

            @Override
            public List<B> leftResults(B board) {
                return rules.leftResults(board);
            }

            @Override
            public List<B> rightResults(B board) {
                return rules.rightResults(board);
            }

            @Override
            public List<B> regions(B board) {
                return rules.regions(board);
            }

            @Override
            public Oriented<B> representative(B region) {
                return rules.representative(region);
            }

            @Override
            public long packedKey(B region) {
                return rules.packedKey(region);
            }
        };
    }

    /** Independent parts of {@code board} whose sum is its value; by default the board itself. */
    default List<B> regions(B board) {
        return List.of(board);
    }

    /** A representative of {@code region}'s class under the game's symmetries. */
    default Oriented<B> representative(B region) {
        return new Oriented<>(region, false);
    }

    /**
     * The representative {@code region} packed into one long (never 0), or 0 when it does not
     * fit; regions that pack are cached in a compact table. Distinct representatives must pack
     * to distinct longs.
     */
    default long packedKey(B region) {
        return 0;
    }

    /**
     * Rules whose moves for both players come from one method.
     *
     * @param <B> the board type
     */
    interface ByPlayer<B> extends PartizanRules<B> {

        /** Left's moves ({@code left}) or Right's. */
        List<Move<B>> moves(B board, boolean left);

        @Override
        default List<Move<B>> leftMoves(B board) {
            return moves(board, true);
        }

        @Override
        default List<Move<B>> rightMoves(B board) {
            return moves(board, false);
        }
    }

    /**
     * A region's representative and whether the region's value is the negative of the
     * representative's (a symmetry that swaps the players, as the transpose does in Domineering).
     */
    record Oriented<B>(B region, boolean negated) {
    }
}
