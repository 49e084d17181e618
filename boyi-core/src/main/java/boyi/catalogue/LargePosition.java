package boyi.catalogue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * A large position of a catalogue entry, with the parameters (other than the example's) it is
 * played under: large enough that an analysis that searches it runs past a short time budget,
 * while a closed form answers at once. Every entry is registered with one, so a test can run
 * every family at its limit without a list of its own (a new family cannot be left out).
 *
 * <pre>{@code
 * LargePosition p = Catalogue.largePosition("subtraction");
 * p.position();     // "1000000000000000000 999999999999999999"
 * p.parameters();   // {takes=3,7,100003}
 * }</pre>
 *
 * @param parameters parameter values that replace the example's, in the order given
 */
public record LargePosition(String position, Map<String, String> parameters) {

    static final String HUGE = "1000000000000000000";
    static final String HUGE_LESS = "999999999999999999";
    /** Six rows of eight empty cells, for the board games. */
    static final String SIX_BY_EIGHT = "........|........|........|........|........|........";

    public LargePosition {
        parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** The position with parameters given as name, value, name, value ... */
    static LargePosition of(String position, String... parameters) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < parameters.length; i += 2) {
            m.put(parameters[i], parameters[i + 1]);
        }
        return new LargePosition(position, m);
    }

    /** Edges i-j for j up to 3 steps above i, below n: a DAG with many paths. */
    static String chain(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < Math.min(n, i + 4); j++) {
                b.append(b.length() == 0 ? "" : ",").append(i).append('-').append(j);
            }
        }
        return b.toString();
    }

    /** A ladder of {@code rungs} squares on the ground, edges alternately Left's and Right's: many cycles. */
    static String ladder(int rungs) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= rungs; i++) {
            int left = 2 * i - 1;
            int right = 2 * i;
            int belowLeft = i == 1 ? 0 : left - 2;
            int belowRight = i == 1 ? 0 : right - 2;
            b.append(belowLeft).append('-').append(left).append(i % 2 == 0 ? ":L " : ":R ")
                    .append(belowRight).append('-').append(right).append(i % 2 == 0 ? ":R " : ":L ")
                    .append(left).append('-').append(right).append(":L ");
        }
        return b.toString().trim();
    }

    /** A k x k grid graph standing on the ground at vertex 1. */
    static String grid(int k) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < k; r++) {
            for (int c = 0; c < k; c++) {
                int v = 1 + r * k + c;
                if (c + 1 < k) {
                    b.append(v).append('-').append(v + 1).append(' ');
                }
                if (r + 1 < k) {
                    b.append(v).append('-').append(v + k).append(' ');
                }
            }
        }
        return b.toString().strip();
    }

    /** The take set 3, 6, ..., 3n. */
    static String multiplesOfThree(int n) {
        return LongStream.rangeClosed(1, n).map(i -> 3 * i).mapToObj(Long::toString).collect(Collectors.joining(","));
    }
}
