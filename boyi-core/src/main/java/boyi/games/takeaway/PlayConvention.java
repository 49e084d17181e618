package boyi.games.takeaway;

import boyi.games.GameFamily;
import boyi.games.Parameters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code play} parameter of the take-away families with one other parameter (bash: m,
 * subtraction: takes): normal (no move: lost) or misère (no move: won), read and shown the same way.
 *
 * <pre>{@code
 * boolean misere = PlayConvention.misere(family, values);          // play=misere
 * PlayConvention.shown("m", "10", misere);                         // {m=10, play=misere}
 * }</pre>
 */
final class PlayConvention {

    /** The {@code play} parameter: normal or misere. */
    static final boyi.games.Parameter PARAMETER = new boyi.games.Parameter("play", boyi.util.Text.of(
            "正常规则（无路可走的一方输，写作 normal）或反常规则（无路可走的一方赢，写作 misere）",
            "normal (no move: lost) or misere (no move: won)"), "normal", "normal", List.of("normal", "misere"));

    private PlayConvention() {
    }

    /** Whether the resolved value of {@code play} is {@code misere}; fails naming the parameter. */
    static boolean misere(GameFamily family, Map<String, String> values) {
        return Parameters.choice(family, "play", values.get("play"), List.of("normal", "misere")).equals("misere");
    }

    /** The instance's parameters as shown: {@code name=value play=normal|misere}. */
    static Map<String, String> shown(String name, String value, boolean misere) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put(name, value);
        p.put("play", misere ? "misere" : "normal");
        return p;
    }
}
