package boyi.web;

import boyi.util.Text;
import java.util.Map;

/**
 * A request's size and estimated work, checked before any worker is given to it: inputs beyond
 * the size limits and work that cannot finish within the time budget answer 422 at once, and the
 * estimate decides whether the request is cheap (answered on the quick pool) or heavy. The
 * estimate is the family's own ({@link boyi.games.GameFamily#estimatedWork}, a lower bound
 * where it is large, so a refusal is certain to be right; a rule text's is unknown, so it is
 * never cheap and its own bounds and the deadline stop it).
 *
 * <pre>{@code
 * long nanos = WorkEstimate.of(Catalogue.family("all-but"), Map.of("except", "1,2"), "5 7");   // small: cheap
 * }</pre>
 */
final class WorkEstimate {

    /** Work of at most this many nanoseconds is cheap. */
    static final long CHEAP = 2_000_000;
    /** Work of at least this many nanoseconds (the 5 s budget) is refused at once (422). */
    static final long HOPELESS = 5_000_000_000L;

    /** The longest position or move text accepted. */
    static final int MAX_POSITION = 4000;
    /** The longest parameter value accepted (1000 numbers of 16 digits). */
    static final int MAX_PARAMETER = 17_000;


    private WorkEstimate() {
    }

    /**
     * The estimated nanoseconds of analysing {@code position} (or a table up to it) in this family.
     *
     * @throws ApiException 422 when an input is too long or the work is hopeless
     */
    static long of(boyi.games.GameFamily family, Map<String, String> params, String position) {
        checkLength(Text.of("局面", "position"), position, MAX_POSITION);
        for (Map.Entry<String, String> p : params.entrySet()) {
            checkLength(Text.of("参数 " + p.getKey(), "parameter " + p.getKey()), p.getValue(), MAX_PARAMETER);
        }
        long nanos = family.estimatedWork(params, position == null ? "" : position);
        if (nanos >= HOPELESS) {
            String seconds = nanos == Long.MAX_VALUE ? "years" : String.format("%.1f s", nanos / 1e9);
            String secondsZh = nanos == Long.MAX_VALUE ? "许多年" : String.format("%.1f 秒", nanos / 1e9);
            throw new ApiException(422, Text.of(
                    "这个请求估计至少要算 " + secondsZh + "，超出了服务器每个请求 " + HOPELESS / 1_000_000_000 + " 秒的工作预算；请换小一些的参数或局面",
                    "this request needs an estimated " + seconds + " of work or more, beyond the server's budget of "
                            + HOPELESS / 1_000_000_000 + " s per request; try smaller parameters or a smaller position"));
        }
        return nanos;
    }

    private static void checkLength(Text what, String value, int max) {
        if (value != null && value.length() > max) {
            throw new ApiException(422, Text.of(what.zh() + "有 " + value.length() + " 个字符，服务器最多接受 " + max + " 个",
                    what.en() + " has " + value.length() + " characters; the server accepts at most " + max));
        }
    }
}
