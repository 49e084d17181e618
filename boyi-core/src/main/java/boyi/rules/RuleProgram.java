package boyi.rules;

import boyi.util.Text;
import java.util.List;

/**
 * A rule text compiled: the shape of its states, its moves, how the game ends, and what a reader
 * sees (names, prose rules, example position, board hint). Made by {@link RuleParser}; played by
 * {@link RuleGame}.
 *
 * <pre>{@code
 * RuleProgram p = RuleParser.parse("state n\nmove \"take {t}\" for t in {1, 2} if t <= n -> n - t\n", Map.of());
 * p.shape();   // TUPLE, with the one variable n
 * }</pre>
 *
 * @param id         the game's id ({@code id} statement), {@code "rules"} by default
 * @param name       its names ({@code game "中文" "English"})
 * @param about      its rules in prose ({@code about ...})
 * @param shape      what a state is
 * @param variables  the state variables (tuple) or the heap variable (heaps); empty for boards
 * @param symbols    a board's symbols, the empty cell first; empty for number states
 * @param moves      the move statements in order
 * @param ends       the {@code when COND: OUTCOME} statements in order
 * @param stuck      the outcome for a player who has no move ({@code loss} under normal play)
 * @param patterns   board patterns whose maker wins
 * @param start      an example position, in the position syntax
 * @param view       the board hint for the web ({@code piles}, {@code pair}, {@code row}, ...)
 * @param parameters the parameters with their values, in order
 * @param slots      environment slots: state variables, then loop variables
 */
public record RuleProgram(String id, Text name, Text about, Shape shape, List<String> variables, String symbols,
                   List<MoveRule> moves, List<End> ends, Expr stuck, List<String> patterns, String start, String view,
                   List<Param> parameters, int slots) {

    /** What a state is. */
    enum Shape {
        /** One or more named whole numbers >= 0, e.g. {@code state a, b}. */
        TUPLE,
        /** A sum of independent heaps, each a whole number >= 0; a move changes one heap. */
        HEAPS,
        /** A row of cells holding symbols. */
        ROW,
        /** A grid of cells holding symbols, rows written with {@code /} between them. */
        GRID
    }

    /** {@code when COND: OUTCOME}: the game is over where COND holds, with OUTCOME for the player to move. */
    record End(Expr condition, Expr outcome) {
    }

    /**
     * A parameter: its name, its value as given or defaulted (a number, or a set written
     * {@code 1,3,4}), and its description.
     */
    record Param(String name, String value, Text description) {
    }

    /** Whether Left and Right have different moves ({@code move left} or {@code move right}): a partizan game. */
    public boolean partizan() {
        return moves.stream().anyMatch(m -> m.player() != MoveRule.Player.BOTH);
    }

    /** The rules with only the moves Left ({@code left}) or Right may make, each open to either player. */
    RuleProgram forPlayer(boolean left) {
        List<MoveRule> own = moves.stream().filter(m -> m.player().allows(left))
                .map(m -> new MoveRule(m.label(), m.steps(), m.result(), m.line(), m.column())).toList();
        return new RuleProgram(id, name, about, shape, variables, symbols, own, ends, stuck, patterns, start, view,
                parameters, slots);
    }

    boolean isBoard() {
        return shape == Shape.ROW || shape == Shape.GRID;
    }

    /** Misère play with no other ending: whoever cannot move wins (whoever makes the last move loses). */
    boolean miserePlay() {
        Long s = stuck.constant();
        return ends.isEmpty() && patterns.isEmpty() && s != null && s == 1;
    }

    /** Normal play with no other ending: the positions have Grundy values. */
    boolean normalPlay() {
        Long s = stuck.constant();
        return ends.isEmpty() && patterns.isEmpty() && s != null && s == -1;
    }
}
