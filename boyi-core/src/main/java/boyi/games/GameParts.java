package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Notation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The parts every game instance is made of: the family that made it, its parameter values, the
 * rules, the notation and the evaluators in order. A {@link PartsInstance} holds one and gets its
 * {@link GameInstance} getters from it, so they are written once.
 *
 * <pre>{@code
 * GameParts<Long> parts = new GameParts<>(family, Map.of("m", "3"), rules, notation, List.of(theorem, search));
 * parts.parameters();   // {m=3}, unmodifiable, in the given order
 * }</pre>
 *
 * @param parameters copied, in its iteration order
 * @param evaluators copied, in order of preference
 * @param <P>        the position type
 */
public record GameParts<P>(GameFamily family, Map<String, String> parameters, Game<P> rules, Notation<P> notation,
                           List<Evaluator<P>> evaluators) {

    public GameParts {
        Objects.requireNonNull(family);
        Objects.requireNonNull(rules);
        Objects.requireNonNull(notation);
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        evaluators = List.copyOf(evaluators);
    }
}
