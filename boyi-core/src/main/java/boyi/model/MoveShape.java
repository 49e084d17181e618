package boyi.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

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
 * (Blue-Red Hackenbush strings), or {@code edge} (its place among the edges the position
 * writes), {@code from}, {@code to}, {@code colour} ({@code L} or {@code R}; Blue-Red Hackenbush
 * pictures), or {@code piece} (index), {@code into} (Cutcake);
 * <li>{@code domino} and {@code capture}: {@code from}, {@code to} (cell names such as {@code a1});
 * <li>{@code colour}: {@code cell} (its name), {@code vertex} (its place among the vertices or
 * cells the position writes, {@code #} cells counted), {@code colour} ({@code L} or {@code R}; Col, Snort);
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
        fields = fields instanceof Fields own ? own : Fields.copyOf(fields);
    }

    /** A shape of this kind with no fields yet. */
    public static MoveShape of(String kind) {
        return new MoveShape(kind, Fields.NONE);
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
        return new MoveShape(kind, ((Fields) fields).with(field, value));
    }

    /** The shape as JSON writes it: {@code kind} first, then the fields. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        m.putAll(fields);
        return m;
    }

    /**
     * The fields: an unmodifiable map on two short arrays, in the order they were added. Games
     * give a shape with every move they generate, searches' moves included, so adding a field
     * copies two arrays of a few entries instead of hash maps.
     */
    private static final class Fields extends AbstractMap<String, Object> {

        static final Fields NONE = new Fields(new String[0], new Object[0]);

        private final String[] names;
        private final Object[] values;

        private Fields(String[] names, Object[] values) {
            this.names = names;
            this.values = values;
        }

        static Fields copyOf(Map<String, Object> m) {
            Fields f = NONE;
            for (Map.Entry<String, Object> e : m.entrySet()) {
                f = f.with(e.getKey(), e.getValue());
            }
            return f;
        }

        /** These fields with {@code name} set to {@code value}: replaced in its place, or added last. */
        Fields with(String name, Object value) {
            int at = indexOf(name);
            if (at >= 0) {
                Object[] v = values.clone();
                v[at] = value;
                return new Fields(names, v);
            }
            String[] n = Arrays.copyOf(names, names.length + 1);
            Object[] v = Arrays.copyOf(values, values.length + 1);
            n[names.length] = name;
            v[values.length] = value;
            return new Fields(n, v);
        }

        private int indexOf(Object name) {
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public int size() {
            return names.length;
        }

        @Override
        public boolean containsKey(Object name) {
            return indexOf(name) >= 0;
        }

        @Override
        public Object get(Object name) {
            int at = indexOf(name);
            return at < 0 ? null : values[at];
        }

        @Override
        public Set<Map.Entry<String, Object>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public int size() {
                    return names.length;
                }

                @Override
                public Iterator<Map.Entry<String, Object>> iterator() {
                    return new Iterator<>() {
                        private int next;

                        @Override
                        public boolean hasNext() {
                            return next < names.length;
                        }

                        @Override
                        public Map.Entry<String, Object> next() {
                            if (next >= names.length) {
                                throw new NoSuchElementException();
                            }
                            int i = next++;
                            return new AbstractMap.SimpleImmutableEntry<>(names[i], values[i]);
                        }
                    };
                }
            };
        }
    }
}
