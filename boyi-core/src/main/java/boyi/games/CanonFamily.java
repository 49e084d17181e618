package boyi.games;


import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A game family described by its parts: id, names, rules and position syntax in both languages,
 * parameters, web view kind, example position, and how it builds an instance from resolved
 * parameter values (defaults filled in, unknown names refused).
 *
 * <pre>{@code
 * GameFamily kiki = new CanonFamily("kiki", "kiki 的游戏", "kiki's game", rules, List.of(), syntax,
 *         ViewKind.GENERIC, "5 4", (family, values) -> KikiGame.instance(family, values));
 * }</pre>
 */
public record CanonFamily(String id, String nameZh, String nameEn, Text rules, List<Parameter> parameters,
                          Text positionSyntax, ViewKind view, String examplePosition,
                          BiFunction<GameFamily, Map<String, String>, GameInstance<?>> factory) implements GameFamily {

    public CanonFamily {
        parameters = List.copyOf(parameters);
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        return factory.apply(this, Parameters.resolve(this, given));
    }
}
