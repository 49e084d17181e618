package boyi.rules;

import boyi.util.Text;
import java.util.List;

/**
 * A move's label in both languages, with holes {@code {expr}} filled from the move's loop and
 * state variables; a hole whose expression names a board symbol (a loop over symbols, or
 * {@code cell[i]}) shows the symbol, not its index.
 *
 * <pre>{@code
 * // move "取 {t} 个" "take {t}" ...
 * label.render(env, symbols)   // Text("取 3 个", "take 3")
 * }</pre>
 *
 * @param zh the Chinese parts: literal text and holes, alternating
 * @param en the English parts
 */
record Label(List<Part> zh, List<Part> en) {

    /** Literal text, or a hole with its expression and whether it shows a symbol. */
    record Part(String text, Expr hole, boolean symbol) {
    }

    Text render(Env env, String symbols) {
        return Text.of(render(zh, env, symbols), render(en, env, symbols));
    }

    private static String render(List<Part> parts, Env env, String symbols) {
        StringBuilder b = new StringBuilder();
        for (Part p : parts) {
            if (p.hole() == null) {
                b.append(p.text());
            } else {
                long v = p.hole().eval(env);
                if (p.symbol() && v >= 0 && v < symbols.length()) {
                    b.append(symbols.charAt((int) v));
                } else {
                    b.append(v);
                }
            }
        }
        return b.toString();
    }
}
