package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.MoveValue;
import boyi.games.GameInstance;
import boyi.model.Evaluator;
import boyi.model.Value;
import boyi.model.Verdict;
import java.util.Optional;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/** Checks the classic game tests share. */
final class Checks {

    private Checks() {
    }

    /**
     * Every evaluator of the game (the theorem among them) agrees with plain negamax on every
     * position given where it gives a verdict: the outcome, and the remoteness where it gives one.
     */
    static <P> void theoremAgreesWithNegamax(GameInstance<P> g, List<P> positions) {
        NegamaxSolver<P> search = new NegamaxSolver<>(g.game());
        for (Evaluator<P> e : g.evaluators()) {
            for (P p : positions) {
                Optional<Verdict> v = e.evaluate(p);
                if (v.isEmpty()) {
                    continue;
                }
                Value plain = search.value(p);
                assertThat(v.get().value().outcome()).as("%s at %s", v.get().method().name().en(), g.format(p))
                        .isEqualTo(plain.outcome());
                if (v.get().value().hasRemoteness()) {
                    assertThat(v.get().value()).as("%s at %s", v.get().method().name().en(), g.format(p)).isEqualTo(plain);
                }
            }
        }
    }

    /** Every pair (a, b) with 0 <= a, b <= max, a outer. */
    static <P> List<P> pairsUpTo(int max, BiFunction<Long, Long, P> pair) {
        List<P> out = new ArrayList<>();
        for (long a = 0; a <= max; a++) {
            for (long b = 0; b <= max; b++) {
                out.add(pair.apply(a, b));
            }
        }
        return out;
    }

    /**
     * {@link #recommendedMovesHoldUp(GameInstance, Object, NegamaxSolver)} on every small position
     * (checked by plain search), then on every huge one (checked by the game itself).
     */
    static <P> void recommendedMovesHoldUp(GameInstance<P> g, List<P> small, List<P> huge) {
        NegamaxSolver<P> search = new NegamaxSolver<>(g.game());
        for (P p : small) {
            recommendedMovesHoldUp(g, p, search);
        }
        for (P p : huge) {
            recommendedMovesHoldUp(g, p, null);
        }
    }

    /**
     * Every move the analysis recommends (every winning move listed, and the best move) is played
     * and the result solved again: by plain search when {@code search} is given, else by the game.
     */
    static <P> void recommendedMovesHoldUp(GameInstance<P> g, P p, NegamaxSolver<P> search) {
        Analysis a = Analyzer.analyze(g, p);
        Outcome expected = search != null ? search.value(p).outcome() : Analyzer.value(g, p).outcome();
        assertThat(a.value().outcome()).as("value of %s", g.format(p)).isEqualTo(expected);
        if (a.moves().isEmpty()) {
            return;
        }
        assertThat(a.moves().get(0).value().outcome()).as("best move from %s", g.format(p)).isEqualTo(expected);
        for (MoveValue mv : a.moves()) {
            P child = g.play(p, mv.move());
            assertThat(g.format(child)).isEqualTo(mv.result());
            Outcome after = search != null ? search.value(child).outcome() : Analyzer.value(g, child).outcome();
            assertThat(mv.value().outcome()).as("move %s from %s", mv.move(), g.format(p)).isEqualTo(after.negate());
        }
    }
}
