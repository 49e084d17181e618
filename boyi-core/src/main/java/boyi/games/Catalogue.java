package boyi.games;

import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The explicit list of every game family Boyi knows. Each group file registers its families
 * with one line each; this class only joins the groups and looks families up by id.
 *
 * <pre>{@code
 * for (GameFamily f : Catalogue.families()) System.out.println(f.id() + " " + f.nameZh());
 * GameFamily nim = Catalogue.family("nim");
 * }</pre>
 */
public final class Catalogue {

    private static final Map<String, GameFamily> BY_ID = index();

    private Catalogue() {
    }

    private static Map<String, GameFamily> index() {
        List<GameFamily> all = new ArrayList<>();
        all.addAll(TakeAwayGames.families());
        all.addAll(ClassicGames.families());
        all.addAll(BoardGames.families());
        all.addAll(OctalGames.families());
        all.addAll(CanonNimGames.families());
        Map<String, GameFamily> byId = new LinkedHashMap<>();
        all.forEach(f -> register(byId, f));
        NamedGames.families(id -> byId.get(id)).forEach(f -> register(byId, f));
        return Collections.unmodifiableMap(byId);
    }

    private static void register(Map<String, GameFamily> byId, GameFamily f) {
        if (f == null) {
            throw new IllegalStateException("a named game refers to a missing family");
        }
        if (byId.put(f.id(), f) != null) {
            throw new IllegalStateException("two game families with id " + f.id());
        }
    }

    /** Every family, in catalogue order. */
    public static List<GameFamily> families() {
        return List.copyOf(BY_ID.values());
    }

    /** The family with this id. @throws BadInputException naming the known ids */
    public static GameFamily family(String id) {
        GameFamily f = BY_ID.get(id);
        if (f == null) {
            throw new BadInputException("unknown game \"" + id + "\"; known: " + String.join(", ", BY_ID.keySet()));
        }
        return f;
    }
}
