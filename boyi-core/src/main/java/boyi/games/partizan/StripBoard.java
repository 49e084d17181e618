package boyi.games.partizan;

/**
 * A one-row board of a strip game (Toads and Frogs, a Hackenbush string), its cells as text.
 *
 * @param cells one character per cell
 */
public record StripBoard(String cells) {

    @Override
    public String toString() {
        return cells;
    }
}
