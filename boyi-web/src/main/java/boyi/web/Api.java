package boyi.web;

import boyi.catalogue.Catalogue;
import boyi.analysis.Analyzer;
import boyi.analysis.AnalysisJson;
import boyi.solve.Table;
import boyi.games.GameInstance;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON API's answers, independent of the HTTP server: each method takes the request's
 * fields and returns the response object (maps and lists for {@link boyi.util.Json}), or throws
 * {@link ApiException}. Every solver call runs under the {@link TimeBudget}.
 *
 * <pre>{@code
 * Api api = new Api(new Games(Catalogue.families()), new TimeBudget(Duration.ofSeconds(5), 2));
 * Map<String, Object> a = api.analyze(api.request("{\"game\":\"bash\",\"params\":{\"m\":3},\"position\":\"10\"}"));
 * }</pre>
 */
final class Api {

    /** Largest n for {@code GET /api/table}. */
    static final long MAX_TABLE = 100_000;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Games games;
    private final TimeBudget budget;

    Api(Games games, TimeBudget budget) {
        this.games = games;
        this.budget = budget;
    }

    /** A POST body: the game, its parameters, the position and (for play) the move. */
    record Request(String game, Map<String, String> params, String position, String move) {
    }

    Request request(String body) {
        JsonNode root;
        try {
            root = JSON.readTree(body == null ? "" : body);
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "the request body is not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ApiException(400, "the request body must be a JSON object like {\"game\": \"nim\", \"position\": \"3 4 5\"}");
        }
        return new Request(text(root, "game", true), params(root.get("params")), text(root, "position", true),
                text(root, "move", false));
    }

    private static String text(JsonNode root, String field, boolean required) {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw new ApiException(400, "missing \"" + field + "\"");
            }
            return null;
        }
        if (!n.isValueNode()) {
            throw new ApiException(400, "\"" + field + "\" must be a string");
        }
        return n.asText();
    }

    private static Map<String, String> params(JsonNode node) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            throw new ApiException(400, "\"params\" must be an object like {\"takes\": \"1,3,4\"}");
        }
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            if (v.isNull()) {
                continue;
            }
            if (!v.isValueNode()) {
                throw new ApiException(400, "parameter \"" + e.getKey() + "\" must be a string or a number");
            }
            if (!v.asText().isBlank()) {
                out.put(e.getKey(), v.asText());
            }
        }
        return out;
    }

    List<Object> games() {
        return games.describeAll();
    }

    Map<String, Object> analyze(Request r) {
        GameInstance<?> game = games.instance(r.game(), r.params());
        return budget.run(() -> games.exclusively(r.game(), lockWait(), () -> analysis(game, r.position())));
    }

    Map<String, Object> play(Request r) {
        if (r.move() == null || r.move().isBlank()) {
            throw new ApiException(400, "missing \"move\"");
        }
        GameInstance<?> game = games.instance(r.game(), r.params());
        return budget.run(() -> games.exclusively(r.game(), lockWait(), () -> play(game, r.position(), r.move())));
    }

    Map<String, Object> table(String gameId, Map<String, String> params, String uptoText) {
        long upto;
        try {
            upto = uptoText == null || uptoText.isBlank() ? 60 : Long.parseLong(uptoText.trim());
        } catch (NumberFormatException e) {
            throw new ApiException(400, "upto=\"" + uptoText + "\": expected a whole number 0.." + MAX_TABLE);
        }
        if (upto < 0 || upto > MAX_TABLE) {
            throw new ApiException(400, "upto=" + upto + ": expected a whole number 0.." + MAX_TABLE);
        }
        GameInstance<?> game = games.instance(gameId, params);
        Optional<Table> table = budget.run(() -> games.exclusively(gameId, lockWait(), () -> game.table(upto)));
        if (table.isEmpty()) {
            throw new ApiException(404, game.describe() + " has no table over n");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", game.describe());
        m.put("upto", upto);
        m.putAll(AnalysisJson.of(table.get()));
        return m;
    }

    /** How long a request waits for its game's lock: half the budget, so the reason can be told. */
    private java.time.Duration lockWait() {
        return budget.limit().dividedBy(2);
    }

    private static <P> Map<String, Object> analysis(GameInstance<P> game, String positionText) {
        return describe(game, game.parse(positionText));
    }

    private static <P> Map<String, Object> play(GameInstance<P> game, String positionText, String move) {
        P from = game.parse(positionText);
        if (game.game().primitive(from) != null) {
            throw new boyi.util.BadInputException("the game is over at " + game.format(from) + "; no move can be played");
        }
        P next = game.play(from, move);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("from", game.format(from));
        m.put("move", move.trim());
        m.put("position", game.format(next));
        m.put("analysis", describe(game, next));
        return m;
    }

    private static <P> Map<String, Object> describe(GameInstance<P> game, P position) {
        Map<String, Object> m = AnalysisJson.of(Analyzer.analyze(game, position));
        m.put("over", game.game().primitive(position) != null);
        // the moves in the game's own order, for move buttons that must not hint (moves are best first)
        m.put("move_order", game.movesToShow(position).stream().map(mv -> mv.name()).toList());
        return m;
    }
}
