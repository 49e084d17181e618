package boyi.analysis;

import boyi.games.GameInstance;
import boyi.model.Move;
import boyi.model.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The one entry point that analyses a position: value, every move with its value, the best move
 * and the explanation. The CLI, the judge formats and the web app all go through here.
 *
 * <pre>{@code
 * Analysis a = AnalysisService.analyze(game, game.parse("10"));
 * }</pre>
 */
public final class AnalysisService {

    private AnalysisService() {
    }

    public static <P> Analysis analyze(GameInstance<P> game, P position) {
        Value value = game.value(position);
        List<MoveValue> moves = new ArrayList<>();
        for (Move<P> m : game.movesToShow(position)) {
            Value child = game.value(m.result());
            moves.add(new MoveValue(m.name(), game.format(m.result()), child.fromParent()));
        }
        // Stable sort: among equal values the game's own move order decides.
        moves.sort((a, b) -> Value.BEST_FIRST.compare(a.value(), b.value()));
        return new Analysis(game.describe(), game.format(position), value, List.copyOf(moves),
                game.showsAllMoves(position), game.explain(position));
    }
}
