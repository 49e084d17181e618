package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Notation;
import boyi.util.Text;
import boyi.model.Value;
import boyi.model.Verdict;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * MIGRATION BRIDGE, to be removed: a game instance still written as one class with its own
 * {@code value}/{@code explain} cascade, offered to the analysis as a single evaluator. Families
 * move off it to composed rules, notation and evaluators.
 *
 * @param <P> the position type
 */
public abstract class AbstractGameInstance<P> implements GameInstance<P> {

    private static final Method CASCADE = Method.search(Text.of("级联", "cascade"));

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

    @Override
    public abstract P parse(String text);

    @Override
    public abstract String format(P position);

    public abstract Value value(P position);

    public abstract String explain(P position);

    @Override
    public Notation<P> notation() {
        return Notation.of(this::parse, this::format);
    }

    @Override
    public List<Evaluator<P>> evaluators() {
        AbstractGameInstance<P> self = this;
        return List.of(new Evaluator<P>() {
            @Override
            public Optional<Verdict> evaluate(P p) {
                return Optional.of(new Verdict(self.value(p), CASCADE, Text.same(self.explain(p))));
            }

            @Override
            public Optional<Value> value(P p) {
                return Optional.of(self.value(p));
            }
        });
    }
}
