package boyi.games;

import boyi.util.Text;

/**
 * One parameter of a game family, such as the take set of a subtraction game.
 *
 * <pre>{@code
 * new Parameter("takes", Text.of("取数集合，用逗号分隔的正整数", "the take set, comma-separated positive integers"), "1,2,3", null)
 * }</pre>
 *
 * @param name         the key in {@code name=value} form
 * @param description  one line, with the syntax
 * @param example      a valid value
 * @param defaultValue the value when omitted, or {@code null} when the parameter is required
 * @param choices      the allowed values when they are a short list (a play convention), else empty
 */
public record Parameter(String name, Text description, String example, String defaultValue, java.util.List<String> choices) {

    public Parameter {
        choices = java.util.List.copyOf(choices);
    }

    /** A parameter whose values are not a short list. */
    public Parameter(String name, Text description, String example, String defaultValue) {
        this(name, description, example, defaultValue, java.util.List.of());
    }

    public boolean required() {
        return defaultValue == null;
    }
}
