package boyi.games;

import boyi.model.Game;
import boyi.model.Move;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Which moves an analysis lists: all legal moves of small positions, a selection (the winning
 * moves first, then a few instructive ones) where there are astronomically many (a Nim pile of
 * 10^18), with the total count where it is known.
 *
 * <pre>{@code
 * MoveSelection<Long> all = MoveSelection.all(rules);
 * all.moves(10L);      // every legal move
 * all.complete(10L);   // true
 * }</pre>
 *
 * @param <P> the position type
 */
public interface MoveSelection<P> {

    /** The most moves an analysis lists; selections list every move up to this many. */
    int LIST_LIMIT = 500;

    /** The moves to list, in the game's order; every legal move when {@link #complete}. */
    List<Move<P>> moves(P position);

    /** Whether {@link #moves} lists every legal move of {@code position}. */
    boolean complete(P position);

    /** The number of legal moves, when known without listing them. */
    default OptionalLong total(P position) {
        return complete(position) ? OptionalLong.of(moves(position).size()) : OptionalLong.empty();
    }

    /** Every legal move, always. */
    static <P> MoveSelection<P> all(Game<P> rules) {
        return new MoveSelection<>() {
            @Override
            public List<Move<P>> moves(P position) {
                return rules.moves(position);
            }

            @Override
            public boolean complete(P position) {
                return true;
            }
        };
    }

    /** The moves {@code shown} lists, complete where {@code complete} holds. */
    static <P> MoveSelection<P> of(Function<P, List<Move<P>>> shown, Predicate<P> complete) {
        return new MoveSelection<>() {
            @Override
            public List<Move<P>> moves(P position) {
                return shown.apply(position);
            }

            @Override
            public boolean complete(P position) {
                return complete.test(position);
            }
        };
    }

    /** Adds {@code m} to {@code moves} unless a move with the same name is there already. */
    static <P> void addOnce(List<Move<P>> moves, Move<P> m) {
        for (Move<P> x : moves) {
            if (x.name().equals(m.name())) {
                return;
            }
        }
        moves.add(m);
    }
}
