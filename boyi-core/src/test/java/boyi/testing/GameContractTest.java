package boyi.testing;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.MoveValue;
import boyi.games.GameInstance;
import boyi.model.Game;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import boyi.solve.NegamaxSolver;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contract every game's test extends: moves apply and keep positions valid, positions
 * round-trip through text, play terminates, canonical form is idempotent, and the game's own
 * (fast) value agrees with plain search on small positions.
 *
 * <pre>{@code
 * class NimGameTest extends GameContractTest<List<Long>> {
 *     protected GameInstance<List<Long>> instance() { ... }
 *     protected List<List<Long>> smallPositions() { ... }
 * }
 * }</pre>
 */
public abstract class GameContractTest<P> {

    /** The game under test. */
    protected abstract GameInstance<P> instance();

    /** Positions small enough for plain search (every one is checked). */
    protected abstract List<P> smallPositions();

    /** The longest random play allowed before the test calls the game endless. */
    protected int maxPlayLength() {
        return 100_000;
    }

    @Test
    void positionsRoundTripThroughText() {
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            assertThat(g.parse(g.format(p))).as("parse(format(%s))", g.format(p)).isEqualTo(p);
        }
    }

    @Test
    void movesApplyAndKeepPositionsValid() {
        GameInstance<P> g = instance();
        Game<P> game = g.game();
        for (P p : smallPositions()) {
            List<Move<P>> moves = game.moves(p);
            assertThat(game.primitive(p) != null).as("over exactly when no move is left: %s", g.format(p))
                    .isEqualTo(moves.isEmpty());
            for (Move<P> m : moves) {
                String text = g.format(m.result());
                assertThat(g.parse(text)).as("move %s from %s", m.name(), g.format(p)).isEqualTo(m.result());
                assertThat(g.play(p, m.name())).as("play(%s, %s)", g.format(p), m.name()).isEqualTo(m.result());
            }
        }
    }

    @Test
    void randomPlayEnds() {
        GameInstance<P> g = instance();
        Random random = new Random(20261129);
        for (P start : smallPositions()) {
            P p = start;
            int length = 0;
            while (g.game().primitive(p) == null) {
                List<Move<P>> moves = g.game().moves(p);
                p = moves.get(random.nextInt(moves.size())).result();
                assertThat(++length).as("play from %s ends", g.format(start)).isLessThanOrEqualTo(maxPlayLength());
            }
        }
    }

    @Test
    void canonicalFormIsIdempotent() {
        if (!(instance().game() instanceof Symmetric<P> sym)) {
            return;
        }
        for (P p : smallPositions()) {
            P c = sym.canonical(p);
            assertThat(sym.canonical(c)).isEqualTo(c);
        }
    }

    @Test
    void valueAgreesWithPlainSearch() {
        GameInstance<P> g = instance();
        NegamaxSolver<P> search = new NegamaxSolver<>(g.game());
        for (P p : smallPositions()) {
            Value fast = Analyzer.value(g, p);
            Value plain = search.value(p);
            assertThat(fast.outcome()).as("outcome of %s", g.format(p)).isEqualTo(plain.outcome());
            if (fast.hasRemoteness()) {
                assertThat(fast.remoteness()).as("remoteness of %s", g.format(p)).isEqualTo(plain.remoteness());
            }
        }
    }

    @Test
    void grundyZeroExactlyWhenLostUnderNormalPlay() {
        if (!(instance().game() instanceof Impartial<P> imp) || !normalPlay()) {
            return;
        }
        GrundySolver<P> grundy = new GrundySolver<>(imp);
        NegamaxSolver<P> search = new NegamaxSolver<>(imp);
        for (P p : smallPositions()) {
            assertThat(grundy.grundy(p) == 0).as("G(%s) = 0 iff lost", instance().format(p))
                    .isEqualTo(search.value(p).outcome() == Outcome.LOSS);
        }
    }

    /** Whether an impartial game is played under normal play (override for misère games). */
    protected boolean normalPlay() {
        return true;
    }

    @Test
    void analysisIsConsistent() {
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            assertThat(a.explanation()).as("explanation of %s", g.format(p)).isNotBlank();
            assertThat(a.value()).isEqualTo(Analyzer.value(g, p));
            for (MoveValue mv : a.moves()) {
                P child = g.play(p, mv.move());
                assertThat(mv.value()).as("move %s from %s", mv.move(), g.format(p)).isEqualTo(Analyzer.value(g, child).fromParent());
            }
            if (!a.moves().isEmpty() && a.allMoves()) {
                assertThat(a.moves().get(0).value().outcome()).as("best move from %s", g.format(p))
                        .isEqualTo(a.value().outcome());
            }
        }
    }
}
