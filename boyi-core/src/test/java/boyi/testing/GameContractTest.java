package boyi.testing;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.MoveValue;
import boyi.games.GameInstance;
import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The contract every game's test extends: moves apply and keep positions valid, positions
 * round-trip through text, play terminates, canonical form is idempotent; every evaluator of the
 * game (theorems, tables, searches) agrees with plain search on every small position (outcome,
 * remoteness where given, Grundy value where given); the best move listed carries exactly the
 * position's value; every text a user reads has a Chinese form; explanations carry the
 * position's numbers.
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
        assumeTrue(instance().game() instanceof Symmetric<P>, "the game has no canonical form (not Symmetric)");
        Symmetric<P> sym = (Symmetric<P>) instance().game();
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
        assumeTrue(instance().game() instanceof Impartial<P> && normalPlay(), "not an impartial game under normal play");
        Impartial<P> imp = (Impartial<P>) instance().game();
        GrundySolver<P> grundy = new GrundySolver<>(imp);
        NegamaxSolver<P> search = new NegamaxSolver<>(imp);
        for (P p : smallPositions()) {
            assertThat(grundy.grundy(p) == 0).as("G(%s) = 0 iff lost", instance().format(p))
                    .isEqualTo(search.value(p).outcome() == Outcome.LOSS);
        }
    }

    /**
     * Why this game's small positions cannot carry their remoteness, or empty (the default) when
     * every won or lost small position and every move from it carries it: the player sees "win in
     * k", not just "win". A draw has no remoteness, so drawn positions are exempt.
     */
    protected Optional<String> whyNoRemotenessOnSmallPositions() {
        return Optional.empty();
    }

    @Test
    void smallPositionsHaveTheirRemoteness() {
        Optional<String> why = whyNoRemotenessOnSmallPositions();
        assumeTrue(why.isEmpty(), () -> "no remoteness on small positions: " + why.orElseThrow());
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            if (a.value().outcome() == Outcome.DRAW) {
                continue; // a draw has no remoteness, and its moves are listed with outcomes only
            }
            assertThat(a.value().hasRemoteness()).as("remoteness of %s (%s)", g.format(p), a.value()).isTrue();
            for (MoveValue mv : a.moves()) {
                assertThat(mv.value().hasRemoteness() || mv.value().outcome() == Outcome.DRAW)
                        .as("remoteness of the move %s from %s (%s)", mv.move(), g.format(p), mv.value()).isTrue();
            }
        }
    }

    /** Whether an impartial game is played under normal play (override for misère games). */
    protected boolean normalPlay() {
        return true;
    }

    @Test
    void everyEvaluatorAgreesWithPlainSearch() {
        GameInstance<P> g = instance();
        NegamaxSolver<P> search = new NegamaxSolver<>(g.game());
        GrundySolver<P> grundy = g.game() instanceof Impartial<P> imp && normalPlay() ? new GrundySolver<>(imp) : null;
        List<Evaluator<P>> evaluators = g.evaluators();
        for (int i = 0; i < evaluators.size(); i++) {
            Evaluator<P> e = evaluators.get(i);
            int decided = 0;
            for (P p : smallPositions()) {
                Optional<Verdict> v = e.evaluate(p);
                if (v.isEmpty()) {
                    continue;
                }
                decided++;
                Value plain = search.value(p);
                String what = v.get().method().name().en() + " at " + g.format(p);
                assertThat(v.get().value().outcome()).as("outcome by %s", what).isEqualTo(plain.outcome());
                if (v.get().value().hasRemoteness()) {
                    assertThat(v.get().value().remoteness()).as("remoteness by %s", what).isEqualTo(plain.remoteness());
                }
                assertThat(e.value(p)).as("value alone by %s", what).contains(v.get().value());
                if (v.get().grundy() != null && grundy != null) {
                    assertThat(v.get().grundy()).as("Grundy value by %s", what).isEqualTo((long) grundy.grundy(p));
                }
            }
            // an evaluator that decides no small position is checked by nothing here: give it one
            assertThat(decided).as("small positions decided by the evaluator %s of %s (%s)", i + 1,
                    g.family().id(), e.getClass().getName()).isPositive();
        }
    }

    @Test
    void bestMoveCarriesExactlyThePositionsValue() {
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            if (!a.moves().isEmpty()) {
                assertThat(a.moves().get(0).value()).as("best move %s from %s", a.moves().get(0).move(), g.format(p))
                        .isEqualTo(a.value());
            }
            assertThat(Analyzer.bestMove(g, p).map(boyi.model.Move::name)).as("the best move alone from %s", g.format(p))
                    .isEqualTo(a.bestMove());
        }
    }

    @Test
    void everyTextAUserReadsHasAChineseForm() {
        GameInstance<P> g = instance();
        GameFamily f = g.family();
        assertChinese(f.rules(), "rules of " + f.id());
        assertChinese(f.positionSyntax(), "position syntax of " + f.id());
        assertChinese(f.summary(), "summary of " + f.id());
        for (Parameter param : f.parameters()) {
            assertChinese(param.description(), "parameter " + param.name() + " of " + f.id());
        }
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            assertChinese(a.why(), "explanation of " + g.format(p));
            assertChinese(a.method().name(), "method at " + g.format(p));
            for (MoveValue mv : a.moves()) {
                assertThat(mv.label().zh()).as("label of %s from %s", mv.move(), g.format(p)).isNotBlank();
                assertThat(g.play(p, mv.label().zh())).as("playing the label %s", mv.label().zh()).isEqualTo(g.play(p, mv.move()));
            }
        }
    }

    private static void assertChinese(Text t, String what) {
        assertThat(t.en()).as("%s in English", what).isNotBlank();
        assertThat(t.zh()).as("%s in Chinese", what).matches("(?s).*\\p{IsHan}.*");
    }

    /**
     * Why this game's explanations need not name every number of a position, or empty (the
     * default) when they do. Where a reason is given, an explanation must still name one of them.
     */
    protected Optional<String> whyExplanationsLeaveNumbersOut() {
        return Optional.empty();
    }

    /** Every explanation names every non-zero number of its position (an empty pile needs no mention). */
    @Test
    void explanationsCarryThePositionsNumbers() {
        GameInstance<P> g = instance();
        boolean every = whyExplanationsLeaveNumbersOut().isEmpty();
        for (P p : smallPositions()) {
            if (g.game().primitive(p) != null) {
                continue;
            }
            List<String> numbers = Arrays.stream(g.format(p).split("[\\s,]+")).filter(w -> w.matches("\\d+") && !w.equals("0"))
                    .distinct().toList();
            if (numbers.isEmpty()) {
                continue;
            }
            Analysis a = Analyzer.analyze(g, p);
            for (String text : List.of(a.why().en(), a.why().zh())) {
                var named = assertThat(numbersIn(text)).as("numbers in the explanation of %s: %s", g.format(p), text);
                if (every) {
                    named.containsAll(numbers);
                } else {
                    named.containsAnyElementsOf(numbers);
                }
            }
        }
    }

    private static List<String> numbersIn(String text) {
        Matcher m = Pattern.compile("\\d+").matcher(text);
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    /** Where the explanation names the quickest win (or the longest defence), it is the best move listed. */
    @Test
    void explanationNamesTheBestMoveListed() {
        GameInstance<P> g = instance();
        Pattern named = Pattern.compile("(?:quickest|longest) by (.+)\\.$");
        int naming = 0;
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            Matcher m = named.matcher(a.why().en());
            if (m.find()) {
                naming++;
                assertThat(a.moves()).as("moves of %s", g.format(p)).isNotEmpty();
                assertThat(m.group(1)).as("move named by the explanation of %s", g.format(p))
                        .isEqualTo(a.moves().get(0).label().en());
                assertThat(a.why().zh()).as("Chinese explanation of %s", g.format(p))
                        .contains("「" + a.moves().get(0).label().zh() + "」");
            }
        }
        assumeTrue(naming > 0, "no explanation of a small position names the quickest win or the longest defence");
    }

    /**
     * One move named: where the explanation names any listed move, it names the best move
     * listed (the first), in English and in Chinese.
     */
    @Test
    void theMoveTheExplanationNamesIsTheBestMoveListed() {
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            if (a.moves().isEmpty()) {
                continue;
            }
            String why = a.why().en();
            List<String> named = a.moves().stream().map(mv -> mv.label().en()).filter(l -> Analyzer.names(why, l)).toList();
            if (!named.isEmpty()) {
                MoveValue best = a.moves().get(0);
                assertThat(named).as("moves named by the explanation of %s (%s), best move %s", g.format(p), why, best.label().en())
                        .contains(best.label().en());
                assertThat(a.why().zh()).as("Chinese explanation of %s", g.format(p)).contains(best.label().zh());
            }
        }
    }

    @Test
    void analysisIsConsistent() {
        GameInstance<P> g = instance();
        for (P p : smallPositions()) {
            Analysis a = Analyzer.analyze(g, p);
            assertThat(a.value()).isEqualTo(Analyzer.value(g, p));
            assertThat(a.moves().size()).as("moves listed from %s", g.format(p)).isLessThanOrEqualTo(Analyzer.MAX_MOVES);
            if (a.allMoves()) {
                assertThat(a.movesTotal()).as("moves_total of %s", g.format(p)).isEqualTo((long) a.moves().size());
            }
            for (MoveValue mv : a.moves()) {
                P child = g.play(p, mv.move());
                Value expected = Analyzer.value(g, child).fromParent();
                // Where the position's remoteness is unknown, the moves are listed with outcomes only.
                assertThat(mv.value()).as("move %s from %s", mv.move(), g.format(p))
                        .isEqualTo(a.value().hasRemoteness() ? expected : Value.of(expected.outcome()));
            }
        }
    }
}
