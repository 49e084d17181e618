package boyi.games.pairs;

import boyi.util.Text;

/**
 * Euclid's move, one home for Euclid's game and the every-SG sum of Euclid pairs: subtract
 * {@code k} times the smaller number {@code x} from the number {@code y} ({@code k >= 1},
 * {@code k*x <= y}), leaving {@code y - k*x}.
 *
 * <pre>{@code
 * EuclidMove m = new EuclidMove(2, 12, 34);
 * m.name();         // "subtract 2*12 from 34"
 * m.label().zh();   // "34 减去 2×12"
 * m.rest();         // 10
 * }</pre>
 */
public record EuclidMove(long k, long x, long y) {

    /** Move names: {@code subtract <k>*<x> from <y>} (groups k, x, y). */
    public static final String NAME = "subtract (\\d{1,19})\\*(\\d{1,19}) from (\\d{1,19})";

    public String name() {
        return "subtract " + k + "*" + x + " from " + y;
    }

    /** In Chinese {@code 34 减去 2×12}: the subtraction as written. */
    public Text label() {
        return Text.of(chinese(Long.toString(k), Long.toString(x), Long.toString(y)), name());
    }

    /** The Chinese label of the move named by these digits (k, x and y as in {@link #NAME}). */
    public static String chinese(String k, String x, String y) {
        return y + " 减去 " + k + "×" + x;
    }

    /** What is left of {@code y}. */
    public long rest() {
        return y - k * x;
    }
}
