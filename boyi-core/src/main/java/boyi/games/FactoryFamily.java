package boyi.games;


import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A game family written as one value: id, names, rules and position syntax in both languages,
 * parameters, web view kind, example position, and the factory that builds an instance from
 * resolved parameter values (defaults filled in, unknown names refused). Use it when the family
 * needs nothing but these; a family that also overrides {@link GameFamily}'s optional parts
 * (work estimate, tiers) extends {@link DescribedFamily}; a game written as a rule text is a
 * {@code boyi.rules.RuleFamily}.
 *
 * <pre>{@code
 * GameFamily kiki = new FactoryFamily("kiki", "kiki 的游戏", "kiki's game", rules, List.of(), syntax,
 *         ViewKind.GENERIC, "5 4", (family, values) -> KikiGame.instance(family, values));
 * }</pre>
 */
public record FactoryFamily(String id, String nameZh, String nameEn, Text rules, List<Parameter> parameters,
                          Text positionSyntax, ViewKind view, String examplePosition,
                          BiFunction<GameFamily, Map<String, String>, GameInstance<?>> factory) implements GameFamily {

    public FactoryFamily {
        parameters = List.copyOf(parameters);
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        return factory.apply(this, Parameters.resolve(this, given));
    }
}
