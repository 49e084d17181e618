package boyi.catalogue;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
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

    public static GameArguments parse(List<String> given) {
        List<String> words = given.stream().map(InputText::normalize).toList();
        if (words.isEmpty()) {
            throw new BadInputException(Text.of(
                    "缺少游戏编号；可用 'boyi list' 查看", "missing the game id; see 'boyi list'"));
        }
        return parse(Catalogue.family(words.get(0)), words.subList(1, words.size()));
    }

    /**
     * The parameters and position of a family already chosen (a game written as a rule text):
     * every word is a parameter or part of the position.
     */
    public static GameArguments parse(GameFamily family, List<String> given) {
        List<String> words = new java.util.ArrayList<>();
        words.add(family.id());
        given.forEach(w -> words.add(InputText.normalize(w)));
        Map<String, String> params = new LinkedHashMap<>();
        List<Parameter> declared = family.parameters();
        int i = 1;
        while (i < words.size()) {
            String w = words.get(i);
            int eq = w.indexOf('=');
            String name;
            if (eq > 0) {
                name = w.substring(0, eq);
                Parameters.requireDeclared(family, name);
            } else {
                // A plain word fills the first required parameter not given yet; else the position starts.
                Parameter next = declared.stream().filter(p -> p.required() && !params.containsKey(p.name()))
                        .findFirst().orElse(null);
                if (next == null) {
                    break;
                }
                name = next.name();
            }
            if (params.containsKey(name)) {
                throw new BadInputException(family.id(), Text.of(
                        "参数 " + name + " 给了两次（" + name + "=" + params.get(name) + " 和 " + w + "）",
                        "parameter " + name + " is given twice (" + name + "=" + params.get(name) + " and " + w + ")"));
            }
            params.put(name, eq > 0 ? w.substring(eq + 1) : w);
            i++;
        }
        return new GameArguments(family, params, String.join(" ", words.subList(i, words.size())));
    }

    /** The game instance for these parameters. */
    public GameInstance<?> instance() {
        return family.instantiate(parameters);
    }
}
