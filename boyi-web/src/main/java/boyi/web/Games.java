package boyi.web;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.solve.Interruption;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The web app's view of the catalogue: looks families up by id, describes them as JSON, and keeps
 * a few recently used {@link GameInstance}s so that a game played move by move reuses the
 * instance's memo. Solver work on a family runs under that family's lock ({@link #exclusively}).
 *
 * <pre>{@code
 * Games games = new Games(Catalogue.families());
 * GameInstance<?> g = games.instance("bash", Map.of("m", "3"));
 * }</pre>
 */
final class Games {

    private static final int CACHED_INSTANCES = 16;

    private final Map<String, GameFamily> byId = new LinkedHashMap<>();
    private final Map<String, ReentrantLock> locks = new HashMap<>();
    private final Map<String, GameInstance<?>> recent = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameInstance<?>> eldest) {
            return size() > CACHED_INSTANCES;
        }
    };

    /** The {@code GET /api/games} answer, built once (the catalogue does not change while serving). */
    private List<Object> described;
    private final RuleGames rules = new RuleGames();

    Games(List<GameFamily> families) {
        for (GameFamily f : families) {
            byId.put(f.id(), f);
        }
    }

    /** The games sent as rule texts. */
    RuleGames rules() {
        return rules;
    }

    GameFamily family(String id) {
        if (id.startsWith(RuleGames.PREFIX)) {
            return rules.family(id);
        }
        GameFamily f = byId.get(id);
        if (f == null) {
            throw new ApiException(400, Text.format("没有这个游戏 \"%s\"；已有的游戏：%s",
                    "unknown game \"%s\"; known: %s", id, String.join(", ", byId.keySet())));
        }
        return f;
    }

    /** The instance for these parameter values (defaults filled in by the family). */
    GameInstance<?> instance(String id, Map<String, String> params) {
        GameFamily family = family(id);
        String key = id + " " + params;
        synchronized (recent) {
            GameInstance<?> cached = recent.get(key);
            if (cached != null) {
                return cached;
            }
        }
        GameInstance<?> created;
        try {
            created = family.instantiate(params);
        } catch (BadInputException e) {
            throw ApiException.badInput(e);
        }
        synchronized (recent) {
            recent.putIfAbsent(key, created);
            return recent.get(key);
        }
    }

    /**
     * Runs solver work for a family with that family's lock held: instances (and the static
     * caches some families share between instances) are used by one solver thread at a time.
     * Waits at most {@code wait} for the lock, which an earlier analysis that ran out of time may
     * still hold.
     */
    <T> T exclusively(String id, Duration wait, Callable<T> work) throws Exception {
        ReentrantLock lock;
        synchronized (locks) {
            lock = locks.computeIfAbsent(id, k -> new ReentrantLock());
        }
        if (!lock.tryLock(wait.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new ApiException(503, Text.format("%s 还在进行上一次超时的分析；请过一分钟再试",
                    "%s is still busy with an earlier analysis that ran out of time; try again in a minute", id));
        }
        try {
            return work.call();
        } finally {
            lock.unlock();
        }
    }

    /** The {@code GET /api/games} list. */
    synchronized List<Object> describeAll() {
        if (described == null) {
            List<Object> out = new ArrayList<>();
            for (GameFamily f : byId.values()) {
                out.add(describe(f));
            }
            described = List.copyOf(out);
        }
        return described;
    }

    static Map<String, Object> describe(GameFamily f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", f.id());
        m.put("name_zh", f.nameZh());
        m.put("name_en", f.nameEn());
        m.put("view", f.view().id());
        both(m, "summary", f.summary());
        both(m, "rules", f.rules());
        List<Object> params = new ArrayList<>();
        for (Parameter p : f.parameters()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", p.name());
            both(o, "description", p.description());
            o.put("example", p.example());
            o.put("default", p.defaultValue());
            o.put("required", p.required());
            o.put("choices", p.choices());
            params.add(o);
        }
        m.put("parameters", params);
        both(m, "position_syntax", f.positionSyntax());
        m.put("example", f.examplePosition());
        m.put("example_params", new LinkedHashMap<>(f.exampleParameters()));
        m.put("has_table", hasTable(f));
        PartizanJson.describePlayers(f, m);
        return m;
    }

    /** {@code key} (English, as before), {@code key_zh} and {@code key_en}. */
    private static void both(Map<String, Object> m, String key, Text text) {
        m.put(key, text.en());
        m.put(key + "_zh", text.zh());
        m.put(key + "_en", text.en());
    }

    /** Whether the family answers {@code GET /api/table} (asked once, for its example parameters). */
    private static boolean hasTable(GameFamily f) {
        if (f instanceof boyi.rules.RulePartizanFamily p) {
            return p.hasTable();     // canonical forms per n ("kind": "cgt"), asked of nothing yet
        }
        try {
            return f.instantiate(f.exampleParameters()).table(1).isPresent();
        } catch (Interruption.Stopped outOfTime) {
            throw outOfTime;   // a game whose first table entries outlast the budget is not one without a table
        } catch (RuntimeException e) {
            return false;
        }
    }
}
