package boyi.model;

import boyi.util.Text;

/**
 * How a game's positions and moves are written: parsing and formatting positions (so that
 * {@code parse(format(p)).equals(p)}) and naming moves for a reader in either language.
 *
 * <pre>{@code
 * Notation<Long> pile = Notation.of(text -> Long.parseLong(text.trim()), String::valueOf);
 * pile.format(pile.parse(" 10 "));   // "10"
 * }</pre>
 *
 * @param <P> the position type
 */
public interface Notation<P> {

    /** @throws boyi.util.BadInputException naming what is wrong and where */
    P parse(String text);

    String format(P position);

    /**
     * The move's name for a reader; by default its move-syntax name in both languages. Playing
     * accepts the move-syntax name ({@link Move#name()}) and either language's label.
     */
    default Text label(P from, Move<P> move) {
        return Text.same(move.name());
    }

    static <P> Notation<P> of(java.util.function.Function<String, P> parse, java.util.function.Function<P, String> format) {
        return of(parse, format, (from, move) -> Text.same(move.name()));
    }

    /** A notation whose moves have their own labels, e.g. {@code (from, move) -> Text.of("取 1 个", "take 1")}. */
    static <P> Notation<P> of(java.util.function.Function<String, P> parse, java.util.function.Function<P, String> format,
            java.util.function.BiFunction<P, Move<P>, Text> label) {
        return new Notation<>() {
            @Override
            public P parse(String text) {
                return parse.apply(text);
            }

            @Override
            public String format(P position) {
                return format.apply(position);
            }

            @Override
            public Text label(P from, Move<P> move) {
                return label.apply(from, move);
            }
        };
    }
}
