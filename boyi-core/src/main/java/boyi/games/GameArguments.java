package boyi.games;

import boyi.util.BadInputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the command-line form {@code <family> <parameters...> <position...>}: leading words
 * {@code name=value} set named parameters, other leading words fill the required parameters in
 * order, and the remaining words, joined by spaces, are the position.
 *
 * <pre>{@code
 * GameArguments a = GameArguments.parse(List.of("subtraction", "1,3,4", "play=misere", "10"));
 * a.family().id();   // "subtraction"
 * a.parameters();    // {takes=1,3,4, play=misere}
 * a.position();      // "10"
 * }</pre>
 */
public record GameArguments(GameFamily family, Map<String, String> parameters, String position) {

    public static GameArguments parse(List<String> words) {
        if (words.isEmpty()) {
            throw new BadInputException("missing the game id; see 'boyi list'");
        }
        GameFamily family = Catalogue.family(words.get(0));
        Map<String, String> params = new LinkedHashMap<>();
        List<Parameter> declared = family.parameters();
        int i = 1;
        int positional = 0;
        long required = declared.stream().filter(Parameter::required).count();
        while (i < words.size()) {
            String w = words.get(i);
            int eq = w.indexOf('=');
            if (eq > 0) {
                String name = w.substring(0, eq);
                Parameters.requireDeclared(family, name);
                if (params.containsKey(name)) {
                    throw new boyi.util.BadInputException(boyi.util.Text.format("%s：参数 %s 重复给出（%s=%s 和 %s）",
                            "%s: parameter %s is given twice (%s=%s and %s)", family.id(), name, name, params.get(name), w));
                }
                params.put(name, w.substring(eq + 1));
            } else if (positional < required) {
                Parameter p = declared.get(positional);
                params.putIfAbsent(p.name(), w);
                positional++;
            } else {
                break;
            }
            i++;
        }
        return new GameArguments(family, params, String.join(" ", words.subList(i, words.size())));
    }

    /** The game instance for these parameters. */
    public GameInstance<?> instance() {
        return family.instantiate(parameters);
    }
}
