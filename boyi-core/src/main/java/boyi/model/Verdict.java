package boyi.model;

import boyi.util.Text;

/**
 * A decided value together with what decided it and why, with the position's numbers. An
 * {@link Evaluator} returns one; the analysis shows exactly this, so nothing is solved twice to be
 * explained.
 *
 * <pre>{@code
 * new Verdict(Value.win(5), Method.theorem(Text.of("巴什定理", "Bash theorem")),
 *         Text.of("10 除以 4 余 2，取 2 个", "10 mod 4 = 2, so take 2"))
 * }</pre>
 *
 * @param value  the value for the player to move
 * @param method the method that decided it
 * @param why    the explanation with the numbers
 * @param grundy the position's Grundy value where the game is impartial under normal play and it
 *               is known, else {@code null}
 */
public record Verdict(Value value, Method method, Text why, Long grundy) {

    public Verdict {
        java.util.Objects.requireNonNull(value, "value");
        java.util.Objects.requireNonNull(method, "method");
        java.util.Objects.requireNonNull(why, "why");
    }

    /** A verdict without a Grundy value. */
    public Verdict(Value value, Method method, Text why) {
        this(value, method, why, null);
    }
}
