package boyi.games.lol;

import boyi.games.lol.LolGame.Row;
import boyi.games.lol.LolSolver.Reason;
import boyi.games.lol.LolSolver.Result;
import boyi.model.Evaluator;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.NegamaxSolver;
import java.util.Optional;

/**
 * LOL's one evaluator: {@link LolSolver} decides every row it can hold (its parts of at most
 * {@value LolComponents#MAX_CELLS} cells; beyond, a {@code TooLargeException} says why), and
 * plain search adds the remoteness of decisive rows with at most
 * {@value #REMOTENESS_EMPTY_CELLS} empty cells. The verdict's method and explanation come from
 * the same solve ({@link LolExplanation}).
 *
 * <pre>{@code
 * Verdict v = new LolEvaluator(new LolRules()).evaluate(new Row("L*L**")).orElseThrow();
 * v.value();   // win in 1
 * v.why().en();   // "Immediate win: O at 2 makes LOL."
 * }</pre>
 */
final class LolEvaluator implements Evaluator<Row> {

    /** Rows with at most this many empty cells also get their remoteness by plain search. */
    static final int REMOTENESS_EMPTY_CELLS = 10;

    private final LolRules rules;
    private final LolSolver solver = new LolSolver();
    private NegamaxSolver<Row> plain;

    LolEvaluator(LolRules rules) {
        this.rules = rules;
    }

    /** The verdict, from a fresh solver so that the positions searched it reports are this row's own. */
    @Override
    public Optional<Verdict> evaluate(Row position) {
        Result r = new LolSolver().solve(position.cells());
        boolean searched = remotenessBySearch(position, r);
        return Optional.of(new Verdict(value(position, r, searched), LolExplanation.method(r.reason()),
                LolExplanation.why(r, searched)));
    }

    /** The value alone, from the solver kept between calls (its memo serves the moves of one analysis). */
    @Override
    public Optional<Value> value(Row position) {
        Result r = solver.solve(position.cells());
        return Optional.of(value(position, r, remotenessBySearch(position, r)));
    }

    private Value value(Row position, Result r, boolean remotenessBySearch) {
        return switch (r.reason()) {
            case OVER -> Value.loss(0);
            case IMMEDIATE_WIN -> Value.win(1);
            default -> remotenessBySearch ? plain().value(position) : Value.of(r.outcome());
        };
    }

    /** Whether the remoteness is added by plain search (small decisive rows the 2-bit encoding holds). */
    private static boolean remotenessBySearch(Row position, Result r) {
        return r.outcome() != Outcome.DRAW && r.emptyCells() <= REMOTENESS_EMPTY_CELLS
                && position.cells().length() <= LolRules.MAX_ENCODED_ROW
                && r.reason() != Reason.OVER && r.reason() != Reason.IMMEDIATE_WIN;
    }

    private NegamaxSolver<Row> plain() {
        if (plain == null) {
            plain = new NegamaxSolver<>(rules);
        }
        return plain;
    }
}
