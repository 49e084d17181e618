package boyi.web;

import boyi.catalogue.Catalogue;
import boyi.analysis.Analyzer;
import boyi.analysis.AnalysisJson;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.proof.TableProof;
import boyi.util.Json;
import boyi.util.Text;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON API's answers, independent of the HTTP server: each method takes the request's
 * fields and returns the response as JSON text, or throws {@link ApiException}. Every solver
 * call is sized first ({@link WorkEstimate}), then runs under the {@link TimeBudget} on a kept
 * instance ({@link Instances}); the JSON is written on the worker too, and an answer larger than
 * {@link #MAX_ANSWER} is refused. A request estimated heavy that ran out of time is refused at
 * once (422) when it is sent again within {@link #REMEMBERED_MINUTES} minutes.
 *
 * <pre>{@code
 * Api api = new Api(new Games(Catalogue.families()), new TimeBudget(Duration.ofSeconds(5), 2));
 * String a = api.analyze(api.request("{\"game\":\"bash\",\"params\":{\"m\":3},\"position\":\"10\"}"));
 * }</pre>
 */
final class Api {

    /** Largest n for {@code GET /api/table}. */
    static final long MAX_TABLE = 100_000;

    /** The largest answer sent, in characters. */
    static final int MAX_ANSWER = 8 << 20;
    static final int REMEMBERED_MINUTES = 10;
    /** The least work of one table entry (an evaluation and its text): a table of 100,000 is heavy. */
    static final long TABLE_ENTRY_NANOS = 1_000;

    /** Strict JSON: one value, nothing after it, no repeated keys. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private final Games games;
    private final TimeBudget budget;
    private final Instances instances;
    /** Requests that ran out of time, by their text, with when. */
    private final Map<String, Long> outOfTime = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > 1024;
        }
    };

    Api(Games games, TimeBudget budget) {
        this(games, budget, Instances.defaultBound());
    }

    Api(Games games, TimeBudget budget, long cacheBytes) {
        this.games = games;
        this.budget = budget;
        this.instances = new Instances(games::family, cacheBytes);
    }

    Instances instances() {
        return instances;
    }

    /**
     * A POST body: the game (a catalogue id, or the id of the rule text sent as {@code "rules"}),
     * its parameters, the position, (for play) the move, and (for a table) the largest n.
     */
    record Request(String game, Map<String, String> params, String position, String move, String upto) {
    }

    Request request(String body) {
        return request(object(body));
    }

    /** The body as a JSON object, or a 400 saying why it is not one. */
    private static JsonNode object(String body) {
        JsonNode root;
        try {
            root = JSON.readTree(body == null ? "" : body);
        } catch (JsonProcessingException e) {
            String why = e.getOriginalMessage().lines().findFirst().orElse("");
            throw new ApiException(400, Text.of("请求体不是有效的 JSON：" + why, "the request body is not valid JSON: " + why));
        }
        if (root == null || !root.isObject()) {
            throw new ApiException(400, Text.of("请求体必须是一个 JSON 对象，例如 {\"game\": \"nim\", \"position\": \"3 4 5\"}",
                    "the request body must be a JSON object like {\"game\": \"nim\", \"position\": \"3 4 5\"}"));
        }
        return root;
    }

    private Request request(JsonNode root) {
        String rules = text(root, "rules", false);
        String game = rules != null ? ruleGame(rules) : text(root, "game", true);
        return new Request(game, params(root.get("params")), text(root, "position", false),
                text(root, "move", false), text(root, "upto", false));
    }

    /**
     * The id under which a rule text's game is kept (compiled at its first request, on a worker
     * under the time budget: a text whose checks run long stops at the deadline, never on).
     */
    String ruleGame(String rules) {
        return budget.run(WorkEstimate.CHEAP, deadline -> games.rules().register(rules));
    }

    /** A 400 unless the request sent a rule text. */
    private static void requireRules(Request r) {
        if (!r.game().startsWith(RuleGames.PREFIX)) {
            throw new ApiException(400, Text.of("缺少 \"rules\"", "missing \"rules\""));
        }
    }

    /** {@code POST /api/rules/check}: the rule text's game as {@code /api/games} describes a game, or its error. */
    String checkRules(Request r) {
        requireRules(r);
        GameFamily f = games.family(r.game());
        // describing asks the game for a table: its work runs on the time budget too
        Map<String, Object> m = new LinkedHashMap<>(budget.run(WorkEstimate.CHEAP, deadline -> Games.describe(f)));
        m.put("key", r.game());
        return Json.write(m);
    }

    /** At most this many positions in one {@code /api/rules/compare}. */
    static final int MOST_COMPARED = 200;

    /**
     * {@code POST /api/rules/compare}: 对拍 in the page — {@code "positions"} (one a line) and a
     * program's {@code "outputs"} for them (one word a line: {@code "words"}, default win,loss,draw,
     * for a win, a loss and a draw of the player to move), compared with Boyi's exact values:
     * {@code {"compared": 3, "differ": 1, "rows": [{"position", "expected", "given", "same"}, ...]}}.
     */
    String compareRules(String body) {
        JsonNode root = object(body);
        Request r = request(root);
        requireRules(r);
        List<String> positions = lines(text(root, "positions", true));
        List<String> outputs = lines(text(root, "outputs", true));
        String wordsText = text(root, "words", false);
        List<String> words = wordsText == null || wordsText.isBlank() ? boyi.check.RuleInputs.WORDS
                : java.util.Arrays.stream(wordsText.split(",", -1)).map(String::trim).toList();
        if (words.size() != 3 || new java.util.HashSet<>(words).size() != 3 || words.stream().anyMatch(w -> !w.matches("\\S+"))) {
            throw new ApiException(400, Text.of("\"words\" 应为三个不同的词（胜、负、和），用逗号分开，如 First,Second,Draw",
                    "\"words\" must be three different words (win, loss, draw) separated by commas, e.g. First,Second,Draw"));
        }
        if (positions.isEmpty() || positions.size() > MOST_COMPARED) {
            throw new ApiException(400, Text.of("\"positions\" 有 " + positions.size() + " 行，应为 1.." + MOST_COMPARED + " 行",
                    "\"positions\" has " + positions.size() + " lines, expected 1.." + MOST_COMPARED));
        }
        if (outputs.size() != positions.size()) {
            throw new ApiException(400, Text.of("程序输出有 " + outputs.size() + " 行，局面有 " + positions.size() + " 行：应一行对一行",
                    "the program's output has " + outputs.size() + " lines for " + positions.size() + " positions: expected one line each"));
        }
        for (String p : positions) {
            if (p.length() > WorkEstimate.MAX_POSITION) {
                throw new ApiException(422, Text.of("局面太长", "a position is too long"));
            }
        }
        String largest = positions.stream().max(java.util.Comparator.comparingInt(String::length)).orElse("");
        return solve(r.game(), r.params(), largest, 0, "compare " + positions, game -> compared(game, positions, outputs, words)).text();
    }

    private static List<String> lines(String text) {
        List<String> out = new java.util.ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (!line.isBlank()) {
                out.add(line.trim());
            }
        }
        return out;
    }

    private static <P> Map<String, Object> compared(GameInstance<P> game, List<String> positions, List<String> outputs, List<String> words) {
        List<Map<String, Object>> rows = new java.util.ArrayList<>();
        int differ = 0;
        for (int i = 0; i < positions.size(); i++) {
            P position;
            try {
                position = game.parse(positions.get(i));
            } catch (boyi.util.BadInputException e) {
                throw new ApiException(400, Text.of("第 " + (i + 1) + " 个局面：" + e.text().zh(), "position " + (i + 1) + ": " + e.text().en()));
            }
            boyi.model.Outcome o = Analyzer.value(game, position).outcome();
            String expected = words.get(o == boyi.model.Outcome.WIN ? 0 : o == boyi.model.Outcome.LOSS ? 1 : 2);
            boolean same = expected.equals(outputs.get(i));
            differ += same ? 0 : 1;
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("position", game.format(position));
            row.put("expected", expected);
            row.put("given", outputs.get(i));
            row.put("same", same);
            rows.add(row);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("compared", rows.size());
        m.put("differ", differ);
        m.put("rows", rows);
        return m;
    }

    /** {@code POST /api/table} with a JSON body (a rule text is too long for a query string). */
    JsonAnswer table(Request r) {
        return table(r.game(), r.params(), r.upto());
    }

    private static String position(Request r) {
        if (r.position() == null) {
            throw new ApiException(400, Text.of("缺少 \"position\"", "missing \"position\""));
        }
        return r.position();
    }

    private static String text(JsonNode root, String field, boolean required) {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw new ApiException(400, Text.of("缺少 \"" + field + "\"", "missing \"" + field + "\""));
            }
            return null;
        }
        if (!n.isValueNode()) {
            throw new ApiException(400, Text.of("\"" + field + "\" 必须是字符串", "\"" + field + "\" must be a string"));
        }
        return n.asText();
    }

    private static Map<String, String> params(JsonNode node) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            throw new ApiException(400, Text.of("\"params\" 必须是对象，例如 {\"takes\": \"1,3,4\"}",
                    "\"params\" must be an object like {\"takes\": \"1,3,4\"}"));
        }
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            if (v.isNull()) {
                continue;
            }
            if (!v.isValueNode()) {
                throw new ApiException(400, Text.of("参数 \"" + e.getKey() + "\" 必须是字符串或数字",
                        "parameter \"" + e.getKey() + "\" must be a string or a number"));
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

    String analyze(Request r) {
        games.family(r.game());
        String position = position(r);
        return solve(r.game(), r.params(), position, 0, "analyze " + position, game -> analysis(game, position)).text();
    }

    String play(Request r) {
        if (r.move() == null || r.move().isBlank()) {
            throw new ApiException(400, Text.of("缺少 \"move\"", "missing \"move\""));
        }
        if (r.move().length() > WorkEstimate.MAX_POSITION) {
            throw new ApiException(422, Text.of("\"move\" 太长", "\"move\" is too long"));
        }
        games.family(r.game());
        String position = position(r);
        return solve(r.game(), r.params(), position, 0, "play " + position + " " + r.move(), Instances.Kind.MOVE,
                game -> play(game, position, r.move())).text();
    }

    /** {@code GET /api/table}: the table's answer, its values packed until they are written. */
    JsonAnswer table(String gameId, Map<String, String> params, String uptoText) {
        long upto;
        try {
            upto = uptoText == null || uptoText.isBlank() ? 60 : Long.parseLong(uptoText.trim());
        } catch (NumberFormatException e) {
            upto = -1;
        }
        if (upto < 0 || upto > MAX_TABLE) {
            throw new ApiException(400, Text.of("upto=\"" + uptoText + "\"：应为 0.." + MAX_TABLE + " 的整数",
                    "upto=\"" + uptoText + "\": expected a whole number 0.." + MAX_TABLE));
        }
        games.family(gameId);
        long n = upto;
        // a table gives way to a move: the page asks for tables in the background, and a tap never waits for one
        return solve(gameId, params, Long.toString(upto), TABLE_ENTRY_NANOS * (n + 1), "table " + upto, Instances.Kind.TABLE, game -> {
            Optional<Map<String, Object>> table = game.family() instanceof boyi.rules.RulePartizanFamily partizan ? partizanTable(partizan, n)
                    // a rule game's table states its pattern once: the proof when the prover decides it in its share of the budget
                    : game instanceof boyi.rules.RuleInstance rules
                    ? TableProof.of(rules, n, () -> TableProof.proofWithin(rules, budget.limit().dividedBy(2))).map(TableProof::json)
                    : game.table(n).map(AnalysisJson::of);
            if (table.isEmpty()) {
                throw new ApiException(404, Text.of(game.describe() + " 没有按 n 排列的表", game.describe() + " has no table over n"));
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("game", game.describe());
            m.put("upto", n);
            m.putAll(table.get());
            return m;
        });
    }

    /** A partizan rule game's table, if it has one: {@code "kind": "cgt"} and one row per n with its canonical form and outcome class. */
    private static Optional<Map<String, Object>> partizanTable(boyi.rules.RulePartizanFamily family, long upto) {
        if (!family.hasTable()) {
            return Optional.empty();
        }
        if (upto > boyi.rules.RulePartizanFamily.MAX_TABLE) {
            throw new ApiException(400, Text.format("党派博弈的值表最多到 n = %d", "a table of partizan values goes up to n = %d at most",
                    boyi.rules.RulePartizanFamily.MAX_TABLE));
        }
        return Optional.of(boyi.rules.PartizanTableJson.of(family, upto));
    }

    /**
     * Sizes the request, then runs {@code work} on the kept instance under the time budget and
     * writes its answer there.
     */
    private JsonAnswer solve(String gameId, Map<String, String> params, String size, long leastNanos, String what,
                             java.util.function.Function<GameInstance<?>, Map<String, Object>> work) {
        return solve(gameId, params, size, leastNanos, what, Instances.Kind.ANALYSIS, work);
    }

    /** {@code kind}: a table stops when a move of the same family waits for it. */
    private JsonAnswer solve(String gameId, Map<String, String> params, String size, long leastNanos, String what, Instances.Kind kind,
                             java.util.function.Function<GameInstance<?>, Map<String, Object>> work) {
        // a table's entries cost at least TABLE_ENTRY_NANOS each: a long one is heavy, and remembered when out of time
        long estimate = Math.max(WorkEstimate.of(games.family(gameId), params, size), leastNanos);
        String key = gameId + " " + new java.util.TreeMap<>(params) + " " + what;
        refuseIfRecentlyOutOfTime(key);
        try {
            return budget.run(estimate, deadline -> instances.withInstance(gameId, params, deadline, kind, game -> {
                JsonAnswer answer = JsonAnswer.of(work.apply(game));
                if (answer.length() > MAX_ANSWER) {
                    throw new ApiException(422, Text.of("答案有 " + answer.length() + " 个字符，超过了上限 " + MAX_ANSWER,
                            "the answer has " + answer.length() + " characters, more than the limit of " + MAX_ANSWER));
                }
                return answer;
            }));
        } catch (ApiException e) {
            if (e.status() == 400) {
                throw e.onThePage(games.family(gameId));
            }
            // heavy work out of time, or any that had a worker for most of its budget, is too large to try again soon;
            // cheap work stopped while it waited for a worker met a busy machine, not a hopeless request
            if (e.outOfTime() && (estimate > WorkEstimate.CHEAP || e.ranItsBudget())) {
                synchronized (outOfTime) {
                    outOfTime.put(key, System.nanoTime());
                }
            }
            throw e;
        }
    }

    /**
     * Forgets which requests ran out of time (the warm-up's: a cold first run that ran out says
     * nothing of a warm one, and must not have people refused for ten minutes).
     */
    void forgetRunsOutOfTime() {
        synchronized (outOfTime) {
            outOfTime.clear();
        }
    }

    private void refuseIfRecentlyOutOfTime(String key) {
        Long when;
        synchronized (outOfTime) {
            when = outOfTime.get(key);
        }
        if (when != null && System.nanoTime() - when < java.util.concurrent.TimeUnit.MINUTES.toNanos(REMEMBERED_MINUTES)) {
            throw new ApiException(422, Text.of("同样的请求刚才已经超出时间预算，这次不再计算",
                    "the same request ran out of its time budget a moment ago; it is not computed again"));
        }
    }

    private static <P> Map<String, Object> analysis(GameInstance<P> game, String positionText) {
        return describe(game, game.parse(positionText));
    }

    private static <P> Map<String, Object> play(GameInstance<P> game, String positionText, String move) {
        P from = game.parse(positionText);
        if (game.isOver(from)) {
            throw new boyi.util.BadInputException(Text.of("局面 " + game.format(from) + " 已经结束，不能再走",
                    "the game is over at " + game.format(from) + "; no move can be played"));
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
        m.put("over", game.isOver(position));
        // the moves in the game's own order, for move buttons that must not hint (moves are best first)
        m.put("move_order", game.movesToShow(position).stream().map(mv -> mv.name()).toList());
        PartizanJson.addTo(m, game, game.format(position));
        return m;
    }
}
