package boyi.games;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.Arrays;
import java.util.Locale;

/**
 * The kinds of board the web app draws ({@link GameFamily#view()}), each by a view of the same
 * name in the page's scripts; {@code /api/games} lists them, and a test checks that the page
 * defines exactly these. {@link #GENERIC} (the position text and the list of moves) fits every
 * game.
 *
 * <pre>{@code
 * ViewKind.of("piles");        // PILES
 * ViewKind.PILES.id();         // "piles"
 * }</pre>
 */
public enum ViewKind {
    /** One heap drawn as balls to take. */
    BALLS,
    /** One heap with a take set: the takes as buttons. */
    TAKEAWAY,
    /** Several piles; a move takes from one (or splits one, in two steps). */
    PILES,
    /** A row of pins (Kayles and octal games). */
    PINS,
    /** Steps of a staircase (the monks' game). */
    STAIRCASE,
    /** A row of letter cells (LOL). */
    LETTERS,
    /** A grid of matches. */
    GRID,
    /** Tokens on a drawn graph (DAG tokens, Green Hackenbush). */
    GRAPH,
    /** A row of coins. */
    COINS,
    /** Coins on a circle. */
    CIRCLE,
    /** Sheets of grid paper to cut. */
    CUTTING,
    /** Domineering's grid. */
    DOMINOES,
    /** Clobber's grid. */
    CLOBBER,
    /** Toads and Frogs' strip. */
    TOADS,
    /** Blue-Red Hackenbush strings. */
    STALKS,
    /** Cutcake's pieces. */
    CAKES,
    /** A graph whose vertices are coloured (Col, Snort): a grid or numbered vertices and edges. */
    COLOURING,
    /** A Blue-Red Hackenbush picture: coloured edges between numbered vertices on the ground. */
    PICTURE,
    /** kiki's board: the coin and its three moves. */
    KIKI,
    /** The multiplication game's factors 2..9. */
    MULTIPLICATION,
    /** Northcott's rows of two pieces. */
    NORTHCOTT,
    /** The position text and the list of moves: fits every game. */
    GENERIC;

    /** The name the page and the API use, e.g. {@code "piles"}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind with this id. @throws BadInputException naming the kinds */
    public static ViewKind of(String id) {
        return Arrays.stream(values()).filter(k -> k.id().equals(id)).findFirst().orElseThrow(() -> {
            String all = String.join(", ", Arrays.stream(values()).map(ViewKind::id).toList());
            return new BadInputException(Text.of("没有这种棋盘 \"" + id + "\"；已有：" + all, "no board kind \"" + id + "\"; known: " + all));
        });
    }
}
