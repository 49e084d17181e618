package boyi.games;

import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.TooLargeException;
import boyi.util.WholeNumber;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * The most moves the classic games' rules list for one position: beyond it the rules refuse (a
 * Nim pile of 10^18 has 10^18 moves) and the analysis lists a selection instead.
 *
 * <pre>{@code
 * MoveLimit.check(family, "1000000000000000000", 1_000_000_000_000_000_000L);   // TooLargeException
 * }</pre>
 */
public final class MoveLimit {

    public static final long MOST_MOVES = 1_000_000;

    private MoveLimit() {
    }

    /**
     * As {@link #check(GameFamily, String, long)} for piles, where a pile of {@code p} stones has
     * {@code movesOfPile.applyAsLong(p)} moves.
     */
    public static void check(GameFamily family, List<Long> piles, LongUnaryOperator movesOfPile) {
        long count = 0;
        for (long p : piles) {
            count = Math.min(WholeNumber.E18, count + movesOfPile.applyAsLong(p));
        }
        check(family, PositionNumbers.join(piles), count);
    }

    /** @throws TooLargeException when {@code count} is above {@link #MOST_MOVES} */
    public static void check(GameFamily family, String position, long count) {
        if (count > MOST_MOVES) {
            String p = InputText.shorten(position, 60);
            throw new TooLargeException(Text.of(
                    String.format("%s：%s 有 %d 种着法，超过可列出的 %d 种；分析只列出其中值得看的", family.id(), p, count, MOST_MOVES),
                    String.format("%s: %s has %d moves, more than %d to list; the analysis lists the interesting ones",
                            family.id(), p, count, MOST_MOVES)));
        }
    }
}
