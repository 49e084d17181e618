package boyi.games.classic;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.MoveValue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import java.util.List;

/** Checks the classic game tests share. */
final class Checks {

    private Checks() {
    }

    /** The theorem's outcome equals plain negamax on every position given. */
    static <P> void theoremAgreesWithNegamax(TheoremInstance<P> g, List<P> positions) {
        NegamaxSolver<P> search = new NegamaxSolver<>(g.game());
        for (P p : positions) {
            assertThat(g.theoremOutcome(p)).as("theorem at %s", g.format(p)).isEqualTo(search.value(p).outcome());
        }
    }

    /**
     * Every move the analysis recommends (every winning move listed, and the best move) is played
     * and the result solved again: by plain search when {@code search} is given, else by the game.
     */
    static <P> void recommendedMovesHoldUp(GameInstance<P> g, P p, NegamaxSolver<P> search) {
        Analysis a = g.analyze(p);
        Outcome expected = search != null ? search.value(p).outcome() : g.value(p).outcome();
        assertThat(a.value().outcome()).as("value of %s", g.format(p)).isEqualTo(expected);
        if (a.moves().isEmpty()) {
            return;
        }
        assertThat(a.moves().get(0).value().outcome()).as("best move from %s", g.format(p)).isEqualTo(expected);
        for (MoveValue mv : a.moves()) {
            P child = g.play(p, mv.move());
            assertThat(g.format(child)).isEqualTo(mv.result());
            Outcome after = search != null ? search.value(child).outcome() : g.value(child).outcome();
            assertThat(mv.value().outcome()).as("move %s from %s", mv.move(), g.format(p)).isEqualTo(after.negate());
        }
    }
}
