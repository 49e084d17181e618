package boyi.util;

import java.util.List;
import java.util.Map;

/**
 * A minimal JSON writer for the core's result types (the core has no third-party dependency).
 * Accepts null, Boolean, Number, CharSequence, Map (string keys, order kept), List, long[] and
 * int[].
 *
 * <pre>{@code
 * Json.write(Map.of("value", "win", "remoteness", 5))   // {"value":"win","remoteness":5}
 * }</pre>
 */
public final class Json {

    private Json() {
    }

    public static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value);
        return b.toString();
    }

    private static void write(StringBuilder b, Object v) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof Boolean || v instanceof Number) {
            b.append(v);
        } else if (v instanceof CharSequence s) {
            quote(b, s);
        } else if (v instanceof Map<?, ?> m) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                quote(b, String.valueOf(e.getKey()));
                b.append(':');
                write(b, e.getValue());
            }
            b.append('}');
        } else if (v instanceof List<?> l) {
            b.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    b.append(',');
                }
                write(b, l.get(i));
            }
            b.append(']');
        } else if (v instanceof long[] a) {
            b.append('[');
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    b.append(',');
                }
                b.append(a[i]);
            }
            b.append(']');
        } else if (v instanceof int[] a) {
            write(b, java.util.Arrays.stream(a).asLongStream().toArray());
        } else {
            throw new IllegalArgumentException("cannot write " + v.getClass() + " as JSON");
        }
    }

    private static void quote(StringBuilder b, CharSequence s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
