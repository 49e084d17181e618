package boyi.web;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The web app's view of the catalogue: looks families up by id, describes them as JSON, and keeps
 * a few recently used {@link GameInstance}s so that a game played move by move reuses the
 * instance's memo. An instance is used by one solver thread at a time; an instance whose
 * analysis ran out of time is dropped (its thread may still hold it).
 *
 * <pre>{@code
 * Games games = new Games(Catalogue.families());
 * GameInstance<?> g = games.instance("bash", Map.of("m", "3"));
 * }</pre>
 */
final class Games {

    private static final int CACHED_INSTANCES = 16;

    private final Map<String, GameFamily> byId = new LinkedHashMap<>();
    private final Map<String, GameInstance<?>> recent = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameInstance<?>> eldest) {
            return size() > CACHED_INSTANCES;
        }
    };

    Games(List<GameFamily> families) {
        for (GameFamily f : families) {
            byId.put(f.id(), f);
        }
    }

    GameFamily family(String id) {
        GameFamily f = byId.get(id);
        if (f == null) {
            throw new ApiException(400, "unknown game \"" + id + "\"; known: " + String.join(", ", byId.keySet()));
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
            throw new ApiException(400, e.getMessage());
        }
        synchronized (recent) {
            recent.putIfAbsent(key, created);
            return recent.get(key);
        }
    }

    /** Forgets the instance for these parameters (after a timeout its memo may be in use). */
    void forget(String id, Map<String, String> params) {
        synchronized (recent) {
            recent.remove(id + " " + params);
        }
    }

    /** The {@code GET /api/games} list. */
    List<Object> describeAll() {
        List<Object> out = new ArrayList<>();
        for (GameFamily f : byId.values()) {
            out.add(describe(f));
        }
        return out;
    }

    static Map<String, Object> describe(GameFamily f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", f.id());
        m.put("name_zh", f.nameZh());
        m.put("name_en", f.nameEn());
        m.put("summary", f.summary());
        m.put("rules", f.rules());
        List<Object> params = new ArrayList<>();
        for (Parameter p : f.parameters()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", p.name());
            o.put("description", p.description());
            o.put("example", p.example());
            o.put("default", p.defaultValue());
            o.put("required", p.required());
            params.add(o);
        }
        m.put("parameters", params);
        m.put("position_syntax", f.positionSyntax());
        m.put("example", f.examplePosition());
        m.put("example_params", new LinkedHashMap<>(f.exampleParameters()));
        return m;
    }
}
