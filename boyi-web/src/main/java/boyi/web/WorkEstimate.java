package boyi.web;

import boyi.util.Text;
import java.math.BigInteger;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request's size and estimated work, checked before any worker is given to it: inputs beyond
 * the size limits and work that cannot finish within the time budget answer 422 at once, and the
 * estimate decides whether the request is cheap (answered on the quick pool) or heavy.
 *
 * <p>The estimate is in nanoseconds and, for the families that are refused, a lower bound, so a
 * refusal is certain to be right:
 * <ul>
 *   <li>take-set games (subtraction, parity, take-ball, stones): the period search computes at
 *       least one window of rows, as wide as the largest usable take, each row costing one step
 *       per usable take and cell (4 cells for the parity games);</li>
 *   <li>all-but: every heap value up to the largest heap costs one step per excluded number;</li>
 *   <li>other games are only sorted (cheap or heavy) by the size of the position, never refused:
 *       their own budgets and periods decide.</li>
 * </ul>
 * A step costs at least 1 ns, and at least {@link #FAR_STEP_NANOS} once the rows no longer fit in
 * the processor's cache (measured: 6-10 ns per step for windows of millions of rows, 10-13 ns
 * for all-but with 1000 excluded numbers, {@code Rate} runs on a 2-core machine).
 *
 * <pre>{@code
 * long nanos = WorkEstimate.of("all-but", Map.of("except", "1,2"), "5 7");   // small: cheap
 * }</pre>
 */
final class WorkEstimate {

    /** Work of at most this many nanoseconds is cheap. */
    static final long CHEAP = 2_000_000;
    /** Work of at least this many nanoseconds (the 5 s budget) is refused at once (422). */
    static final long HOPELESS = 5_000_000_000L;
    /** The least cost of a step over rows that do not fit in the cache. */
    static final long FAR_STEP_NANOS = 5;
    /** Cells (ints) that surely fit in the cache. */
    private static final long NEAR_CELLS = 1 << 18;

    /** The longest position or move text accepted. */
    static final int MAX_POSITION = 4000;
    /** The longest parameter value accepted (1000 numbers of 16 digits). */
    static final int MAX_PARAMETER = 17_000;

    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private WorkEstimate() {
    }

    /**
     * The estimated nanoseconds of analysing {@code position} (or a table up to it).
     *
     * @throws ApiException 422 when an input is too long or the work is hopeless
     */
    static long of(String game, Map<String, String> params, String position) {
        checkLength(Text.of("局面", "position"), position, MAX_POSITION);
        for (Map.Entry<String, String> p : params.entrySet()) {
            checkLength(Text.of("参数 " + p.getKey(), "parameter " + p.getKey()), p.getValue(), MAX_PARAMETER);
        }
        String text = normal(position);
        long nanos = switch (game) {
            case "subtraction" -> takeSet(numbers(params.get("takes")), largest(text), 1);
            case "parity", "take-ball" -> takeSet(numbers(params.get("takes")), first(text), 4);
            case "stones" -> oneTo(numbers(params.get("m")), first(text));
            case "all-but" -> allBut(largest(text), numbers(params.get("except")).size());
            // periods and budgets of their own decide these: the estimate only sorts them, never refuses
            case "octal", "grundy-game", "kayles", "dawson-kayles", "dawson-chess" ->
                    Math.min(HOPELESS - 1, saturatingProduct(largest(text), 64));
            case "lol", "matches" -> Math.min(HOPELESS - 1, cells(text));
            // a rule text's work is unknown: never on the quick pool; its own bounds and the deadline stop it
            default -> game.startsWith(RuleGames.PREFIX) ? CHEAP + 1 : 1000L * Math.max(1, text.length());
        };
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

    /** Rows of at least the largest usable take, each one step per usable take and cell. */
    private static long takeSet(List<Long> takes, long n, int cells) {
        long usable = 0;
        long widest = 0;
        for (long t : takes) {
            if (t <= n) {
                usable++;
                widest = Math.max(widest, t);
            }
        }
        return rows(widest, usable, cells);
    }

    /** Rows 0..width-1 of {@code cells} cells, each cell costing one step per take. */
    private static long rows(long width, long takes, int cells) {
        long steps = saturatingProduct(saturatingProduct(width, takes), cells);
        return saturatingProduct(steps, saturatingProduct(width, cells) > NEAR_CELLS ? FAR_STEP_NANOS : 1);
    }

    /** Heap values 0..n, each one step per excluded number. */
    private static long allBut(long n, int excluded) {
        long steps = saturatingProduct(n, Math.max(1, excluded));
        return saturatingProduct(steps, n > NEAR_CELLS ? FAR_STEP_NANOS : 1);
    }

    /** The stones game: the takes 1..m, of which those up to n are usable. */
    private static long oneTo(List<Long> m, long n) {
        long usable = Math.min(m.isEmpty() ? 0 : m.get(0), n);
        return rows(usable, usable, 4);
    }

    /** Cells of a board position: the row of a LOL game, the grid of a matches game; the square grows fast. */
    private static long cells(String text) {
        long cells = text.chars().filter(c -> !Character.isWhitespace(c) && c != '/').count();
        return cells <= 16 ? cells : saturatingProduct(cells, cells) * 1000;
    }

    private static String normal(String text) {
        return text == null ? "" : Normalizer.normalize(text, Normalizer.Form.NFKC);
    }

    /** The whole numbers in a parameter value, capped at {@link Long#MAX_VALUE}. */
    private static List<Long> numbers(String text) {
        List<Long> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(normal(text));
        while (m.find()) {
            out.add(cap(m.group()));
        }
        return out;
    }

    private static long largest(String text) {
        long max = 0;
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            max = Math.max(max, cap(m.group()));
        }
        return max;
    }

    private static long first(String text) {
        Matcher m = NUMBER.matcher(text);
        return m.find() ? cap(m.group()) : 0;
    }

    private static long cap(String digits) {
        BigInteger v = new BigInteger(digits);
        return v.compareTo(LONG_MAX) > 0 ? Long.MAX_VALUE : v.longValue();
    }

    private static long saturatingProduct(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
