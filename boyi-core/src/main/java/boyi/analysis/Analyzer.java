package boyi.analysis;

import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one entry point that analyses a position: the first verdict of the game's evaluators
 * (value, method, explanation), the listed moves with their values, and the best move. The CLI,
 * the judge formats and the web app all go through here; games never call it. At most
 * {@link #MAX_MOVES} moves are listed (best first); the rest are counted, not listed. Where the
 * position's remoteness is unknown, the moves are listed with their outcomes only.
 *
 * <pre>{@code
 * GameInstance<?> bash = Catalogue.family("bash").instantiate(Map.of("m", "3"));
 * Analysis a = Analyzer.analyze(bash, "10");
 * a.value();    // win in 5
 * a.method();   // theorem: Bash theorem
 * }</pre>
 */
public final class Analyzer {

    /** The most moves an analysis lists. */
    public static final int MAX_MOVES = MoveSelection.LIST_LIMIT;

    private Analyzer() {
    }

    /**
     * The first verdict of the game's evaluators.
     *
     * @throws TooLargeException when no evaluator decides the position
     */
    public static <P> Verdict verdict(GameInstance<P> game, P position) {
        for (Evaluator<P> e : game.evaluators()) {
            Optional<Verdict> v = e.evaluate(position);
            if (v.isPresent()) {
                return v.get();
            }
        }
        throw undecided(game);
    }

    /** The value alone, by the first evaluator that decides it. */
    public static <P> Value value(GameInstance<P> game, P position) {
        for (Evaluator<P> e : game.evaluators()) {
            Optional<Value> v = e.value(position);
            if (v.isPresent()) {
                return v.get();
            }
        }
        throw undecided(game);
    }

    public static <P> Analysis analyze(GameInstance<P> game, P position) {
        Verdict verdict = verdict(game, position);
        List<Valued<P>> valued = valuedMoves(game, position, verdict.value().hasRemoteness());
        boolean all = game.showsAllMoves(position);
        OptionalLong total = all ? OptionalLong.of(valued.size()) : game.moveCount(position);
        // Only the listed moves are written out (a long row's 40,000 moves would be 40,000 long positions).
        int shown = Math.min(valued.size(), MAX_MOVES);
        List<Text> labels = new ArrayList<>();
        for (Valued<P> v : valued.subList(0, shown)) {
            labels.add(game.notation().label(position, v.move()));
        }
        Text why = namingTheBestMove(verdict.why(), valued, labels);
        List<MoveValue> listed = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            Valued<P> v = valued.get(i);
            String result = game.format(v.move().result());
            MoveShape shape = v.move().shape() != null ? v.move().shape() : MoveShape.reaching(result);
            listed.add(new MoveValue(v.move().name(), labels.get(i), result, v.value(), shape));
        }
        return new Analysis(game.describe(), game.format(position), verdict.value(), List.copyOf(listed),
                all && listed.size() == valued.size(), total.isPresent() ? total.getAsLong() : null,
                verdict.method(), why, verdict.grundy());
    }

    /**
     * The move an analysis lists first, without writing out the moves (a judge format that
     * prints only the move). The explanation is read only where the first moves tie, as the move
     * it names goes first among equals.
     */
    public static <P> Optional<Move<P>> bestMove(GameInstance<P> game, P position) {
        List<Valued<P>> valued = valuedMoves(game, position, value(game, position).hasRemoteness());
        if (valued.size() > 1 && valued.get(0).value().equals(valued.get(1).value())) {
            List<Text> labels = new ArrayList<>();
            for (Valued<P> v : valued.subList(0, Math.min(valued.size(), MAX_MOVES))) {
                labels.add(game.notation().label(position, v.move()));
            }
            namingTheBestMove(verdict(game, position).why(), valued, labels);
        }
        return valued.isEmpty() ? Optional.empty() : Optional.of(valued.get(0).move());
    }

    /**
     * One move named: where the explanation names listed moves (by their English labels) but not
     * the first, the first named move of the best value goes first (reordering {@code valued} and
     * {@code labels} among equals); if every named move is slower, the explanation is completed
     * with the quickest win (or the longest defence), the move listed first. Returns the
     * explanation.
     */
    private static <P> Text namingTheBestMove(Text why, List<Valued<P>> valued, List<Text> labels) {
        if (labels.isEmpty() || names(why.en(), labels.get(0).en())) {
            return why;
        }
        boolean namesAny = false;
        for (int i = 1; i < labels.size(); i++) {
            if (!names(why.en(), labels.get(i).en())) {
                continue;
            }
            namesAny = true;
            if (valued.get(i).value().equals(valued.get(0).value())) {
                valued.add(0, valued.remove(i));
                labels.add(0, labels.remove(i));
                return why;
            }
        }
        if (!namesAny) {
            return why;
        }
        Value best = valued.get(0).value();
        Text label = labels.get(0);
        boolean win = best.outcome() == boyi.model.Outcome.WIN;
        String r = best.hasRemoteness() ? Long.toString(best.remoteness()) : "?";
        return why.then(win
                ? Text.of("最快的走法是「" + label.zh() + "」，" + r + " 步可胜。", "Quickest: " + label.en() + ", win in " + r + ".")
                : Text.of("拖得最久的走法是「" + label.zh() + "」。", "Longest: " + label.en() + "."));
    }

    /**
     * Whether {@code text} names the move labelled {@code label}: the label, not inside a longer
     * word, number or sum ({@code "take 1"} is not named by {@code "take 16"} nor by
     * {@code "take 1+3"}).
     */
    public static boolean names(String text, String label) {
        return Text.namesWhole(text, label);
    }

    private record Valued<P>(Move<P> move, Value value) {
    }

    /**
     * The moves to show with their values for the mover, best first; among equal values the
     * game's own move order decides (a stable sort). One answer: when the position's remoteness
     * is unknown, so is every move's (a move into a position just inside an exact table would
     * otherwise look better known than its parent).
     */
    private static <P> List<Valued<P>> valuedMoves(GameInstance<P> game, P position, boolean remoteness) {
        List<Valued<P>> valued = new ArrayList<>();
        for (Move<P> m : game.movesToShow(position)) {
            boyi.solve.Interruption.checkNow();
            Value child = value(game, m.result()).fromParent();
            valued.add(new Valued<>(m, remoteness ? child : Value.of(child.outcome())));
        }
        valued.sort((a, b) -> Value.BEST_FIRST.compare(a.value(), b.value()));
        return valued;
    }

    /** Reads the position (NFKC-normalised: full-width digits accepted) and analyses it. */
    public static <P> Analysis analyze(GameInstance<P> game, String positionText) {
        return analyze(game, game.parse(InputText.normalize(positionText)));
    }

    private static TooLargeException undecided(GameInstance<?> game) {
        return new TooLargeException(Text.of(game.family().id() + "：这个游戏的任何方法都无法在预算内判定这个局面",
                game.family().id() + ": no method of this game decides the position within its budget"));
    }
}
