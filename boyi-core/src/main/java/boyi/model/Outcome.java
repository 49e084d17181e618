package boyi.model;

/**
 * The outcome of a position for the player to move, ordered {@code LOSS < DRAW < WIN}.
 *
 * <pre>{@code
 * Outcome.LOSS.negate() == Outcome.WIN   // a lost child is a won move
 * }</pre>
 */
public enum Outcome {
    LOSS("loss", '-', -1),
    DRAW("draw", '0', 0),
    WIN("win", '+', 1);

    private final String word;
    private final char sign;
    private final int number;

    Outcome(String word, char sign, int number) {
        this.word = word;
        this.sign = sign;
        this.number = number;
    }

    /** The outcome for the other player: WIN and LOSS swap, DRAW stays. */
    public Outcome negate() {
        return switch (this) {
            case LOSS -> WIN;
            case DRAW -> DRAW;
            case WIN -> LOSS;
        };
    }

    /** {@code "win"}, {@code "draw"} or {@code "loss"}. */
    public String word() {
        return word;
    }

    /** {@code '+'}, {@code '0'} or {@code '-'}, as in the take-ball judge format. */
    public char sign() {
        return sign;
    }

    /** {@code 1}, {@code 0} or {@code -1}, as in the LOL and stones judge formats. */
    public int number() {
        return number;
    }

    /** Parses {@code win/draw/loss} (any case). */
    public static Outcome ofWord(String word) {
        for (Outcome o : values()) {
            if (o.word.equalsIgnoreCase(word)) {
                return o;
            }
        }
        throw new IllegalArgumentException("not an outcome: " + word);
    }
}
