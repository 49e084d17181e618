package boyi.util;

import java.util.Locale;

/**
 * The language a front end shows texts in. Every text a user reads is a {@link Text} with both
 * forms; the front end picks one.
 *
 * <pre>{@code
 * Lang.parse("zh-CN");          // ZH
 * Lang.fromLocale(Locale.CHINA) // ZH
 * }</pre>
 */
public enum Lang {
    ZH("zh"),
    EN("en");

    private final String code;

    Lang(String code) {
        this.code = code;
    }

    /** {@code "zh"} or {@code "en"}. */
    public String code() {
        return code;
    }

    /** {@code zh}, {@code zh-CN}, {@code zh_TW.UTF-8} ... are Chinese; everything else is English. */
    public static Lang parse(String text) {
        return text != null && text.trim().toLowerCase(Locale.ROOT).startsWith("zh") ? ZH : EN;
    }

    /** Chinese when the locale's language is Chinese, else English. */
    public static Lang fromLocale(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? ZH : EN;
    }

    /** From the environment ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}), else the JVM locale. */
    public static Lang fromEnvironment() {
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String v = System.getenv(name);
            if (v != null && !v.isBlank() && !v.startsWith("C") && !v.startsWith("POSIX")) {
                return parse(v);
            }
        }
        return fromLocale(Locale.getDefault());
    }
}
