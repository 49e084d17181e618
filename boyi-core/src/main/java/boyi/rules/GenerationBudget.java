package boyi.rules;

import boyi.solve.Interruption;

/**
 * The bounds on one position's move generation, so that no rule text can run away: at most
 * {@link #MAX_MOVES} moves and {@link #MAX_STEPS} loop steps per position, ranges of at most
 * {@link #MAX_MOVES} values, and the request's deadline checked as steps are counted
 * ({@link Interruption}). Exceeding a bound is a rule error naming the place in the rule text.
 *
 * <pre>{@code
 * GenerationBudget limits = new GenerationBudget();
 * limits.startPosition();
 * rule.generate(env, limits, visitor);   // throws RuleException past 100,000 moves
 * }</pre>
 */
final class GenerationBudget {

    /** The most moves one position may have. */
    static final int MAX_MOVES = 100_000;
    /** The most loop steps one position's moves may take. */
    static final long MAX_STEPS = 2_000_000;

    private final Interruption stop = new Interruption();
    private int moves;
    private long steps;

    void startPosition() {
        moves = 0;
        steps = 0;
    }

    void step(MoveRule rule) {
        stop.check();
        if (++steps > MAX_STEPS) {
            throw new RuleException(rule.line(), rule.column(), "一个局面的走法生成超过了 " + MAX_STEPS + " 步（循环太大）",
                    "generating one position's moves took more than " + MAX_STEPS + " loop steps (the loops are too large)");
        }
    }

    void move(MoveRule rule) {
        if (++moves > MAX_MOVES) {
            throw new RuleException(rule.line(), rule.column(), "一个局面的走法超过 " + MAX_MOVES + " 个",
                    "a position has more than " + MAX_MOVES + " moves");
        }
    }

    void range(Expr at, long low, long high) {
        if (high - low >= MAX_MOVES || high - low < 0) {
            throw at.error("范围 " + low + ".." + high + " 太大（最多 " + MAX_MOVES + " 个值）",
                    "the range " + low + ".." + high + " is too large (at most " + MAX_MOVES + " values)");
        }
    }

    void divisors(Expr at, long x) {
        if (x > 1_000_000_000_000L) {
            throw at.error("divisors(" + x + ") 太大（最多 10^12）", "divisors(" + x + ") is too large (at most 10^12)");
        }
    }
}
