package boyi.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a move does, in fields a program reads: the web page's boards pick the move a tap means by
 * them, never by the move's name or label (those are text for people, and may change). A shape
 * is a kind and a few named whole numbers or short texts; every listed move has one
 * ({@link #reaching}, the position the move leads to, where the game gives none).
 *
 * <p>The kinds games give, and their fields (piles, rows, stalks and cells are counted from 1):
 * <ul>
 * <li>{@code pile}: a move in one pile, heap or row: {@code pile} (when the position has
 * several), {@code amount} (what it takes, where the game counts it);
 * <li>{@code both}: {@code amount} taken from both piles (Wythoff);
 * <li>{@code multiply}: {@code factor};
 * <li>{@code slide}: {@code row} (Northcott), {@code from}, {@code to} (columns or cells);
 * <li>{@code token}: {@code from}, {@code to} (vertices of a graph);
 * <li>{@code cut}: {@code from}, {@code to} (an edge's ends), or {@code stalk}, {@code edge}
 * (Blue-Red Hackenbush), or {@code piece} (index), {@code into} (Cutcake);
 * <li>{@code domino} and {@code capture}: {@code from}, {@code to} (cell names such as {@code a1});
 * <li>{@code colour}: {@code cell};
 * <li>{@code position}: {@code target}, the position after the move (the default).
 * </ul>
 *
 * <pre>{@code
 * MoveShape s = MoveShape.of("pile").with("pile", 2).with("amount", 3);
 * s.json();   // {kind=pile, pile=2, amount=3}, written {"kind":"pile","pile":2,"amount":3}
 * }</pre>
 *
 * @param kind   what the move does, e.g. {@code "pile"}
 * @param fields its details in order; values are {@link Long} or {@link String}
 */
public record MoveShape(String kind, Map<String, Object> fields) {

    public MoveShape {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** A shape of this kind with no fields yet. */
    public static MoveShape of(String kind) {
        return new MoveShape(kind, Map.of());
    }

    /** The default shape: only the position the move leads to, as the game writes it. */
    public static MoveShape reaching(String position) {
        return of("position").with("target", position);
    }

    public MoveShape with(String field, long value) {
        return put(field, value);
    }

    public MoveShape with(String field, String value) {
        return put(field, value);
    }

    private MoveShape put(String field, Object value) {
        Map<String, Object> m = new LinkedHashMap<>(fields);
        m.put(field, value);
        return new MoveShape(kind, m);
    }

    /** The shape as JSON writes it: {@code kind} first, then the fields. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        m.putAll(fields);
        return m;
    }
}
