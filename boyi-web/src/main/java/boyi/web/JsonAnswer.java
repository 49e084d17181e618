package boyi.web;

import boyi.util.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * An answer's JSON value and its length in characters, counted before the first byte is sent (so
 * an answer beyond the limit is still refused with its status); the text is written as it goes,
 * never held whole: a table's values stay packed until they reach the connection.
 *
 * <pre>{@code
 * JsonAnswer a = JsonAnswer.of(table.json());
 * a.length();                     // the characters it will write
 * a.writeTo(ctx.outputStream());  // the same characters as Json.write(table.json()), in UTF-8
 * }</pre>
 *
 * @param value  a value {@link Json} writes (maps, lists, numbers, text, packed rows)
 * @param length the characters of its JSON text
 */
record JsonAnswer(Object value, long length) {

    static JsonAnswer of(Object value) {
        return new JsonAnswer(value, Json.length(value));
    }

    /** The whole text (for answers that are short). */
    String text() {
        return Json.write(value);
    }

    /** Writes the text to {@code out} in UTF-8, piece by piece. */
    void writeTo(OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        Json.write(w, value);
        w.flush();
    }
}
