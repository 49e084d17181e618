package boyi.games;

import boyi.util.InputText;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cheap estimates of the work of a request, in nanoseconds, read from the raw parameter and
 * position texts before anything is parsed ({@link GameFamily#estimatedWork}). Where the work is
 * large the estimate is a lower bound, so that refusing it is certainly right:
 * <ul>
 *   <li>take-set games: the period search computes at least one window of rows, as wide as the
 *       largest usable take, each row costing one step per usable take and cell;</li>
 *   <li>all-but: every heap value up to the largest heap costs one step per excluded number;</li>
 *   <li>boards: the square of the cells beyond 16.</li>
 * </ul>
 * A step costs at least 1 ns, and at least {@link #FAR_STEP_NANOS} once the rows no longer fit in
 * the processor's cache (measured: 6-10 ns per step for windows of millions of rows, 10-13 ns
 * for all-but with 1000 excluded numbers, on a 2-core machine).
 *
 * <pre>{@code
 * long nanos = Work.takeSet(Work.numbers("1,3,4"), Work.largest("10 20"), 1);   // small: cheap
 * }</pre>
 */
public final class Work {

    /** The least cost of a step over rows that do not fit in the cache. */
    public static final long FAR_STEP_NANOS = 5;
    /** Cells (ints) that surely fit in the cache. */
    private static final long NEAR_CELLS = 1 << 18;
    /** Work capped below this many nanoseconds is never refused by the estimate alone. */
    public static final long NEVER_REFUSED = 5_000_000_000L - 1;
    /** Work that cannot be estimated (a rule text's): never cheap, never refused; its own bounds and deadline stop it. */
    public static final long UNKNOWN = NEVER_REFUSED;

    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    private Work() {
    }

    /** A microsecond per character of the position: games whose own periods and budgets decide. */
    public static long byLength(String position) {
        return 1000L * Math.max(1, normal(position).length());
    }

    /** Rows of at least the largest usable take, each one step per usable take and cell. */
    public static long takeSet(List<Long> takes, long n, int cells) {
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

    /** The takes 1..m, of which those up to n are usable, over rows of {@code cells} cells. */
    public static long oneTo(List<Long> m, long n, int cells) {
        long usable = Math.min(m.isEmpty() ? 0 : m.get(0), n);
        return rows(usable, usable, cells);
    }

    /** Heap values 0..n, each one step per excluded number. */
    public static long allBut(long n, int excluded) {
        long steps = saturatingProduct(n, Math.max(1, excluded));
        return saturatingProduct(steps, n > NEAR_CELLS ? FAR_STEP_NANOS : 1);
    }

    /** Heaps whose own periods and budgets decide: sorted by the largest heap, never refused. */
    public static long heaps(String position) {
        return Math.min(NEVER_REFUSED, saturatingProduct(largest(position), 64));
    }

    /** Cells of a board position (a LOL row, a matches grid): the square grows fast; never refused. */
    public static long boardCells(String position) {
        long cells = normal(position).chars().filter(c -> !Character.isWhitespace(c) && c != '/').count();
        return Math.min(NEVER_REFUSED, cells <= 16 ? cells : saturatingProduct(cells, cells) * 1000);
    }

    /** Rows 0..width-1 of {@code cells} cells, each cell costing one step per take. */
    private static long rows(long width, long takes, int cells) {
        long steps = saturatingProduct(saturatingProduct(width, takes), cells);
        return saturatingProduct(steps, saturatingProduct(width, cells) > NEAR_CELLS ? FAR_STEP_NANOS : 1);
    }

    /** The whole numbers in a text (a parameter value), capped at {@link Long#MAX_VALUE}. */
    public static List<Long> numbers(String text) {
        List<Long> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(normal(text));
        while (m.find()) {
            out.add(cap(m.group()));
        }
        return out;
    }

    /** The largest whole number in a text, or 0. */
    public static long largest(String text) {
        long max = 0;
        for (long n : numbers(text)) {
            max = Math.max(max, n);
        }
        return max;
    }

    /** The first whole number in a text, or 0. */
    public static long first(String text) {
        List<Long> all = numbers(text);
        return all.isEmpty() ? 0 : all.get(0);
    }

    private static long cap(String digits) {
        BigInteger v = new BigInteger(digits);
        return v.compareTo(LONG_MAX) > 0 ? Long.MAX_VALUE : v.longValue();
    }

    private static String normal(String text) {
        return text == null ? "" : InputText.normalize(text);
    }

    private static long saturatingProduct(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
