package boyi.util;

import java.math.BigInteger;

/**
 * Whole numbers as users write them, in one place: the 10^18 limit most games use, how a bound
 * is shown ({@code 10^18}, {@code 10^6}) and how a token is read (optional sign, decimal digits;
 * full-width digits are read after {@link InputText#normalize}). Positions, parameters and judge
 * input all read numbers here.
 *
 * <pre>{@code
 * WholeNumber.parse("42", 0, WholeNumber.E18);   // OptionalLong[42]
 * WholeNumber.parse("-1", 0, 10);                // empty
 * WholeNumber.show(WholeNumber.E18);             // "10^18"
 * }</pre>
 */
public final class WholeNumber {

    /** 10^18, the usual Boyi limit on pile sizes, counts and takes. */
    public static final long E18 = 1_000_000_000_000_000_000L;

    private static final BigInteger MAX_DIGITS_VALUE = BigInteger.TEN.pow(40);

    private WholeNumber() {
    }

    /**
     * The value of {@code token} if it is a whole number in [min, max], else empty. Accepts an
     * optional {@code +} or {@code -} sign and up to 40 digits (longer tokens are never in range);
     * {@code -0} is refused.
     */
    public static java.util.OptionalLong parse(String token, long min, long max) {
        long plain = plainDigits(token);
        if (plain >= 0) {
            // Fast path (10^6 numbers per judge input): up to 18 plain digits, no BigInteger.
            return plain >= min && plain <= max ? java.util.OptionalLong.of(plain) : java.util.OptionalLong.empty();
        }
        if (!isSignedDigits(token)) {
            return java.util.OptionalLong.empty();
        }
        BigInteger v = new BigInteger(token.startsWith("+") ? token.substring(1) : token);
        if (token.startsWith("-") && v.signum() == 0) {
            return java.util.OptionalLong.empty();   // "-0" is no judge's zero: a sign on zero is a typo
        }
        if (v.abs().compareTo(MAX_DIGITS_VALUE) >= 0
                || v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            return java.util.OptionalLong.empty();
        }
        return java.util.OptionalLong.of(v.longValueExact());
    }

    /** {@code 1000000000000000000} as {@code 10^18}, {@code 1000000} as {@code 10^6}, others in digits. */
    public static String show(long v) {
        if (v == E18) {
            return "10^18";
        }
        if (v == 1_000_000) {
            return "10^6";
        }
        return Long.toString(v);
    }

    /** {@code "a whole number 0..10^18"} / {@code "0..10^18 的整数"}. */
    public static Text range(long min, long max) {
        return Text.format("%s..%s 的整数", "a whole number %s..%s", show(min), show(max));
    }

    /** The value of a token of 1 to 18 decimal digits, or -1 for any other token. */
    private static long plainDigits(String token) {
        int n = token.length();
        if (n == 0 || n > 18) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < n; i++) {
            int d = token.charAt(i) - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            v = v * 10 + d;
        }
        return v;
    }

    private static boolean isSignedDigits(String token) {
        int start = !token.isEmpty() && (token.charAt(0) == '+' || token.charAt(0) == '-') ? 1 : 0;
        if (token.length() == start || token.length() - start > 40) {
            return false;
        }
        for (int i = start; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
