package boyi.games;

import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.OptionalLong;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Helpers for families to read their parameter values with errors that name the parameter.
 *
 * <pre>{@code
 * Map<String, String> v = Parameters.resolve(family, given);     // defaults filled in
 * long[] takes = Parameters.longList(family, "takes", v.get("takes"), 1, 1_000_000);
 * }</pre>
 */
public final class Parameters {

    private Parameters() {
    }

    /** The given values with defaults filled in, in declared order; fails on missing or unknown. */
    public static Map<String, String> resolve(GameFamily family, Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Parameter p : family.parameters()) {
            String v = given.get(p.name());
            if (v == null) {
                if (p.required()) {
                    throw new BadInputException(family.id(), Text.of(
                            "缺少参数 " + p.name() + "（" + p.description().zh() + "）",
                            "missing parameter " + p.name() + " (" + p.description().en() + ")"));
                }
                v = p.defaultValue();
            }
            out.put(p.name(), InputText.normalize(v).trim());
        }
        given.keySet().forEach(k -> requireDeclared(family, k));
        return out;
    }

    /** Fails unless the family declares a parameter with this name; the message lists the names it knows. */
    public static void requireDeclared(GameFamily family, String name) {
        List<Parameter> declared = family.parameters();
        if (declared.stream().noneMatch(p -> p.name().equals(name))) {
            String known = String.join(", ", declared.stream().map(Parameter::name).toList());
            throw new BadInputException(family.id(), Text.of(
                    "没有参数 \"" + name + "\"；已有：" + (declared.isEmpty() ? "无" : known),
                    "unknown parameter \"" + name + "\"; known: " + (declared.isEmpty() ? "none" : known)));
        }
    }

    /**
     * A parameter's short Chinese name, as the web page's form labels it: its description up to
     * the first space or punctuation (取数集合 from "取数集合，用逗号分隔的整数"), or its own name when
     * that is longer than 12 characters.
     */
    public static String labelZh(Parameter p) {
        String head = p.description().zh().split("[\\s，、：（,(]", 2)[0];
        return head.isEmpty() || head.length() > 12 ? p.name() : head;
    }

    /** A whole number in [min, max] (read by {@link WholeNumber}, full-width digits accepted). */
    public static long longValue(GameFamily family, String name, String text, long min, long max) {
        return wholeNumber(family, Text.of("参数 " + name + "=", "parameter " + name + "="), text, min, max);
    }

    /**
     * A whole number in [min, max], its error naming {@code what} was read, in front of the text
     * as typed: {@code 参数 m=} for a parameter, {@code 初始局面第 1 堆 } for a pile of a position.
     */
    public static long wholeNumber(GameFamily family, Text what, String text, long min, long max) {
        String t = InputText.normalize(text).trim();
        OptionalLong v = WholeNumber.parse(t, min, max);
        if (v.isPresent()) {
            return v.getAsLong();
        }
        String shown = InputText.shorten(text, 40);
        Text range = WholeNumber.range(min, max);
        throw new BadInputException(family.id(), Text.of(
                // a space between 应为 and a number (应为 1..10^18 的整数), none before Chinese
                String.format("%s\"%s\"：应为%s%s", what.zh(), shown,
                        !range.zh().isEmpty() && range.zh().charAt(0) < 128 ? " " : "", range.zh()),
                String.format("%s\"%s\": expected %s", what.en(), shown, range.en())));
    }

    /** A comma-separated list of whole numbers in [min, max], sorted, duplicates removed. */
    public static long[] longList(GameFamily family, String name, String text, long min, long max) {
        String[] parts = InputText.normalize(text).trim().split("\\s*,\\s*");
        if (parts.length == 0) {
            throw new BadInputException(family.id(), Text.format(
                    "参数 %s=\"%s\"：应为 %d..%d 之间的整数，用逗号隔开",
                    "parameter %s=\"%s\": expected whole numbers %d..%d separated by commas",
                    name, text, min, max));
        }
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = longValue(family, name, parts[i], min, max);
        }
        return Arrays.stream(out).sorted().distinct().toArray();
    }

    /** One of the allowed words. */
    public static String choice(GameFamily family, String name, String text, List<String> allowed) {
        String t = InputText.normalize(text).trim().toLowerCase(java.util.Locale.ROOT);
        if (!allowed.contains(t)) {
            String shown = InputText.shorten(text, 40);
            throw new BadInputException(family.id(), Text.of(
                    "参数 " + name + "=\"" + shown + "\"：应为 " + String.join("、", allowed) + " 之一",
                    "parameter " + name + "=\"" + shown + "\": expected one of " + String.join(", ", allowed)));
        }
        return t;
    }
}
