package boyi.cgt;

/**
 * How two games compare: {@code G - H} is positive, negative, zero or fuzzy.
 *
 * <pre>{@code
 * CanonicalGame.UP.compare(CanonicalGame.STAR);   // CONFUSED: ^ || *
 * }</pre>
 */
public enum Relation {
    LESS("<"), EQUAL("="), GREATER(">"), CONFUSED("||");

    private final String symbol;

    Relation(String symbol) {
        this.symbol = symbol;
    }

    /** CGSuite's symbol: {@code <}, {@code =}, {@code >}, {@code ||}. */
    public String symbol() {
        return symbol;
    }
}
