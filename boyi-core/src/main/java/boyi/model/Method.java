package boyi.model;

import boyi.util.Lang;

import boyi.util.Text;

/**
 * What decided a value: the game was over, a theorem, a table or database, or a search.
 *
 * <pre>{@code
 * Method.theorem(Text.of("巴什定理", "Bash theorem"))
 * Method.SEARCH.kind().id()   // "search"
 * }</pre>
 *
 * @param kind the kind of method
 * @param name its name in both languages, e.g. "Bouton's theorem"
 */
public record Method(Kind kind, Text name) {

    /** The kinds of method, as written in the {@code method:} line and the JSON {@code method} field. */
    public enum Kind {
        OVER, THEOREM, TABLE, DATABASE, SEARCH;

        /** {@code "over"}, {@code "theorem"}, {@code "table"}, {@code "database"} or {@code "search"}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public static final Method OVER = new Method(Kind.OVER, Text.of("对局已结束", "the game is over"));
    public static final Method SEARCH = new Method(Kind.SEARCH, Text.of("穷举搜索", "exact search"));

    public static Method theorem(Text name) {
        return new Method(Kind.THEOREM, name);
    }

    public static Method table(Text name) {
        return new Method(Kind.TABLE, name);
    }

    public static Method database(Text name) {
        return new Method(Kind.DATABASE, name);
    }

    public static Method search(Text name) {
        return new Method(Kind.SEARCH, name);
    }

    /** E.g. {@code "theorem: Bouton's theorem"}. */
    public String describe(Lang lang) {
        return kind.id() + ": " + name.in(lang);
    }
}
