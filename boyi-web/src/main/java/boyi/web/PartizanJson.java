package boyi.web;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.partizan.PartizanFamily;
import boyi.games.partizan.PartizanReport;
import boyi.games.partizan.Turn;
import boyi.util.Text;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the web adds to the analysis of a partizan game (CGSuite's notation throughout): the
 * position's canonical value, outcome class, stops, mean, temperature and thermograph
 * ({@code "cgt"}), who is to move in words, and for each listed move the canonical value it leaves
 * ({@code "cgt_value"}). Other games get nothing.
 *
 * <pre>{@code
 * // {"cgt": {"canonical": "+-1", "temperature": "1", "to_move": "left", "mover_en": "Left (vertical)", ...}}
 * PartizanJson.addTo(analysisJson, domineering, "..|..");
 * }</pre>
 */
final class PartizanJson {

    private PartizanJson() {
    }

    /** For {@code /api/games}: the names of Left and Right of a partizan family, else nothing. */
    static void describePlayers(GameFamily f, Map<String, Object> description) {
        if (f instanceof PartizanFamily<?> p) {
            Map<String, Object> players = new LinkedHashMap<>();
            players.put("left", names(p.player(true)));
            players.put("right", names(p.player(false)));
            description.put("players", players);
        }
    }

    /**
     * Adds {@code "cgt"} to the analysis {@code json} of {@code position} and {@code "cgt_value"}
     * to each of its moves, when the game is partizan.
     */
    @SuppressWarnings("unchecked")
    static void addTo(Map<String, Object> json, GameInstance<?> game, String position) {
        if (!(game.family() instanceof PartizanFamily<?> family)) {
            return;
        }
        Turn<?> turn = family.parseTurn(position);
        PartizanReport report = family.report(position);
        Map<String, Object> cgt = new LinkedHashMap<>(report.json());
        boolean left = turn.leftToMove();
        cgt.put("to_move", left ? "left" : "right");
        Text mover = family.player(left);
        cgt.put("mover_zh", mover.zh());
        cgt.put("mover_en", mover.en());
        Map<String, Object> thermograph = new LinkedHashMap<>((Map<String, Object>) cgt.get("thermograph"));
        thermograph.put("temperature", report.value().temperature().toString());
        thermograph.put("mast", report.value().mean().toString());
        cgt.put("thermograph", thermograph);
        json.put("cgt", cgt);
        Map<String, String> leaves = new HashMap<>();
        for (PartizanReport.Option o : left ? report.left() : report.right()) {
            leaves.put(o.move(), o.value().toString());
        }
        for (Object move : (List<Object>) json.get("moves")) {
            Map<String, Object> m = (Map<String, Object>) move;
            m.put("cgt_value", leaves.get((String) m.get("move")));
        }
    }

    private static Map<String, Object> names(Text t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("zh", t.zh());
        m.put("en", t.en());
        return m;
    }
}
