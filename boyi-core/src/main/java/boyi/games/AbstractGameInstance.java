package boyi.games;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The part every {@link GameInstance} repeats: the family that made it and its parameter values as
 * shown (defaults filled in, in the family's order), fixed at construction.
 *
 * <pre>{@code
 * final class Instance extends AbstractGameInstance<Long> {
 *     Instance(BashGame family, long m) {
 *         super(family, Map.of("m", Long.toString(m)));
 *     }
 *     ... // game(), parse, format, value, explain
 * }
 * }</pre>
 *
 * @param <P> the position type
 */
public abstract class AbstractGameInstance<P> implements GameInstance<P> {

    private final GameFamily family;
    private final Map<String, String> parameters;

    /** @param parameters copied, in its iteration order */
    protected AbstractGameInstance(GameFamily family, Map<String, String> parameters) {
        this.family = family;
        this.parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    @Override
    public final GameFamily family() {
        return family;
    }

    @Override
    public final Map<String, String> parameters() {
        return parameters;
    }
}
