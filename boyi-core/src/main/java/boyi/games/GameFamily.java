package boyi.games;

import boyi.util.Text;
import boyi.util.BadInputException;
import java.util.List;
import java.util.Map;

/**
 * A family of games described by parameters (a take set, a play convention, a board size),
 * registered once in the {@link boyi.catalogue.Catalogue}. Instantiating it with parameter values gives a
 * {@link GameInstance} that parses, solves and explains positions.
 *
 * <pre>{@code
 * GameFamily f = Catalogue.family("subtraction");
 * GameInstance<?> g = f.instantiate(Map.of("takes", "1,3,4"));
 * Analysis a = Analyzer.analyze(g, "10");
 * }</pre>
 */
public interface GameFamily {

    /** Lower-case id used on the command line and in the API, e.g. {@code "subtraction"}. */
    String id();

    String nameZh();

    String nameEn();

    /** The rules in a few sentences (first sentence: the one-line rule), in both languages. */
    Text rules();

    /** Parameters in positional order (required ones first); empty for none. */
    List<Parameter> parameters();

    /** How positions are written, e.g. "pile sizes separated by spaces: 3 4 5". */
    Text positionSyntax();

    /** The kind of board the web app draws for this game; {@link ViewKind#GENERIC} fits every game. */
    default ViewKind view() {
        return ViewKind.GENERIC;
    }

    /**
     * The tiers of one size of this game, for strong solving into a database by tiers
     * ({@code boyi strong-solve}), or empty for a game without tiers.
     *
     * @throws BadInputException naming what is wrong with {@code size}
     */
    default java.util.Optional<boyi.solve.tier.TierGame> tiers(String size) {
        return java.util.Optional.empty();
    }

    /**
     * A cheap estimate, in nanoseconds, of the work of analysing {@code position} (or a table up
     * to it) with these raw parameter values, before anything is parsed: a lower bound where
     * it is large, so that a server may refuse hopeless requests at once and answer cheap ones on
     * a quick pool. The default counts the position's characters.
     */
    default long estimatedWork(Map<String, String> parameters, String position) {
        return Work.byLength(position);
    }

    /** A valid starting position for the example parameters. */
    String examplePosition();

    /**
     * The game for these parameter values (missing optional ones take their defaults).
     *
     * @throws BadInputException naming the parameter that is wrong
     */
    GameInstance<?> instantiate(Map<String, String> parameters);

    /** The one-line rule: the first sentence of {@link #rules()}. */
    default Text summary() {
        Text r = rules();
        int dot = r.en().indexOf(". ");
        int stop = r.zh().indexOf('。');
        return Text.of(stop < 0 || stop == r.zh().length() - 1 ? r.zh() : r.zh().substring(0, stop + 1),
                dot < 0 ? r.en() : r.en().substring(0, dot + 1));
    }

    /**
     * Positions small enough for plain search, with their parameter values, on which the tests
     * check this family against the game contract ({@link SmallCases}); empty (the default) when
     * a contract test of its own gives them.
     */
    default List<SmallCases> smallCases() {
        return List.of();
    }

    /** Example parameter values, in order. */
    default Map<String, String> exampleParameters() {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (Parameter p : parameters()) {
            m.put(p.name(), p.example());
        }
        return m;
    }
}
