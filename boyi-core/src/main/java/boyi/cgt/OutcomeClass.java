package boyi.cgt;

import boyi.util.Text;

/**
 * The outcome class of a partizan game: who wins with best play.
 *
 * <pre>{@code
 * CanonicalGame.STAR.outcome();   // N: the first player wins
 * }</pre>
 */
public enum OutcomeClass {
    /** Left wins, whoever starts ({@code G > 0}). */
    L(Text.of("左方必胜，无论谁先走", "Left wins whoever starts")),
    /** Right wins, whoever starts ({@code G < 0}). */
    R(Text.of("右方必胜，无论谁先走", "Right wins whoever starts")),
    /** The second player wins ({@code G = 0}). */
    P(Text.of("后手胜", "the second player wins")),
    /** The first player wins ({@code G || 0}). */
    N(Text.of("先手胜", "the first player wins"));

    private final Text meaning;

    OutcomeClass(Text meaning) {
        this.meaning = meaning;
    }

    /** What the letter means, in both languages. */
    public Text meaning() {
        return meaning;
    }
}
