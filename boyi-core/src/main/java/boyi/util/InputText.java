package boyi.util;

import java.text.Normalizer;

/**
 * The front door for text a user typed (positions, parameters, judge input): Unicode NFKC
 * normalisation, so full-width digits and punctuation ({@code １，２，３}) read as ASCII
 * ({@code 1,2,3}), and the one way to quote a long input back in an error message.
 *
 * <pre>{@code
 * InputText.normalize("１，２，３");         // "1,2,3"
 * InputText.shorten("x".repeat(100), 40);   // 37 x's and "..."
 * }</pre>
 */
public final class InputText {

    private InputText() {
    }

    /** {@code text} in NFKC form; ASCII text is returned as it is, without copying. */
    public static String normalize(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return Normalizer.normalize(text, Normalizer.Form.NFKC);
            }
        }
        return text;
    }

    /** {@code text} if at most {@code width} characters, else its start and {@code ...}. */
    public static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 3) + "...";
    }
}
