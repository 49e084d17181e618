package boyi.pattern;

/**
 * What the numbers of a table are: Grundy values ({@code >= 0}, 0 is a loss for the player to
 * move) or outcomes ({@code -1} loss, {@code 0} draw, {@code 1} win for the player to move).
 *
 * <pre>{@code
 * Patterns.ofSequence(ValueKind.GRUNDY, grundy, null)
 * }</pre>
 */
public enum ValueKind {
    GRUNDY,
    OUTCOME;

    /** Whether {@code value} is a loss for the player to move. */
    public boolean isLoss(long value) {
        return this == GRUNDY ? value == 0 : value == -1;
    }

    void check(long value) {
        if (this == GRUNDY ? value < 0 : value < -1 || value > 1) {
            throw new IllegalArgumentException(this == GRUNDY ? "a Grundy value is never negative: " + value
                    : "an outcome is -1, 0 or 1, not " + value);
        }
    }
}
