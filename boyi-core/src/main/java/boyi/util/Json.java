package boyi.util;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON writer for the core's result types (the core has no third-party dependency).
 * Accepts null, Boolean, Number, CharSequence, Map (string keys, order kept), List, long[],
 * int[] and {@link PackedLongs}. {@link #write(Appendable, Object)} writes as it goes, in pieces
 * of a few thousand characters, so a table of 10^8 values never exists as one string.
 *
 * <pre>{@code
 * Json.write(Map.of("value", "win", "remoteness", 5))   // {"value":"win","remoteness":5}
 * Json.write(System.out, table.json());                 // streamed
 * }</pre>
 */
public final class Json {

    /** Characters gathered before they are handed to a streamed output. */
    private static final int PIECE = 8192;

    private Json() {
    }

    public static String write(Object value) {
        StringBuilder b = new StringBuilder();
        try {
            write(b, value);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);   // a StringBuilder never throws
        }
        return b.toString();
    }

    /** Writes {@code value} to {@code out} as it goes: the same characters as {@link #write(Object)}. */
    public static void write(Appendable out, Object value) throws IOException {
        if (out instanceof StringBuilder b) {
            new Writer(b, null).value(value);
        } else {
            Writer w = new Writer(new StringBuilder(PIECE + 64), out);
            w.value(value);
            w.flush();
        }
    }

    /** {@link #write(Appendable, Object)} to a writer that keeps its errors to itself ({@link java.io.PrintWriter#checkError()}). */
    public static void write(java.io.PrintWriter out, Object value) {
        try {
            write((Appendable) out, value);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);   // a PrintWriter never throws
        }
    }

    /** The number of characters {@link #write(Object)} gives, counted without keeping them. */
    public static long length(Object value) {
        long[] count = new long[1];
        Appendable counter = new Appendable() {
            @Override
            public Appendable append(CharSequence s) {
                count[0] += s.length();
                return this;
            }

            @Override
            public Appendable append(CharSequence s, int start, int end) {
                count[0] += end - start;
                return this;
            }

            @Override
            public Appendable append(char c) {
                count[0]++;
                return this;
            }
        };
        try {
            write(counter, value);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);   // the counter never throws
        }
        return count[0];
    }

    /** Builds the text in {@code b}, handing it to {@code out} (when streaming) whenever a piece is full. */
    private static final class Writer {

        private final StringBuilder b;
        private final Appendable out;

        Writer(StringBuilder b, Appendable out) {
            this.b = b;
            this.out = out;
        }

        void flush() throws IOException {
            if (out != null && b.length() > 0) {
                out.append(b);
                b.setLength(0);
            }
        }

        private void spill() throws IOException {
            if (out != null && b.length() >= PIECE) {
                flush();
            }
        }

        void value(Object v) throws IOException {
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
                    value(e.getValue());
                    spill();
                }
                b.append('}');
            } else if (v instanceof List<?> l) {
                b.append('[');
                for (int i = 0; i < l.size(); i++) {
                    if (i > 0) {
                        b.append(',');
                    }
                    value(l.get(i));
                    spill();
                }
                b.append(']');
            } else if (v instanceof long[] a) {
                numbers(a.length, i -> a[i]);
            } else if (v instanceof int[] a) {
                numbers(a.length, i -> a[i]);
            } else if (v instanceof PackedLongs a) {
                numbers(a.length(), a::get);
            } else {
                throw new IllegalArgumentException("cannot write " + v.getClass() + " as JSON");
            }
        }

        private void numbers(int length, java.util.function.IntToLongFunction at) throws IOException {
            b.append('[');
            for (int i = 0; i < length; i++) {
                if (i > 0) {
                    b.append(',');
                }
                b.append(at.applyAsLong(i));
                spill();
            }
            b.append(']');
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
