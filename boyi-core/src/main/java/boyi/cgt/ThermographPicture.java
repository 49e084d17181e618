package boyi.cgt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A thermograph drawn in text, as in Winning Ways: values run from right to left (Left's side
 * on the left), temperature upwards from -1; {@code L} marks the left wall, {@code R} the right
 * wall, {@code |} the mast. Rows and columns are {@code 1/2^k} apart, the same {@code k} for
 * both, so that a wall's 45-degree slope stays a diagonal; positions round down to a column.
 *
 * <pre>{@code
 * ThermographPicture.lines(CgtNotation.parse("{2|0}").thermograph());
 * }</pre>
 */
public final class ThermographPicture {

    private ThermographPicture() {
    }

    public static List<String> lines(Thermograph t) {
        Dyadic top = t.temperature().max(Dyadic.ZERO).add(Dyadic.ONE);
        Dyadic left = t.left().at(Wall.BOTTOM);
        Dyadic right = t.right().at(Wall.BOTTOM);
        Dyadic span = top.add(Dyadic.ONE).max(left.subtract(right));
        int k = 0;                                   // finer grid for narrow pictures, at most 4 per unit
        while (k < 2 && span.times(1L << (k + 1)).compareTo(Dyadic.of(40)) <= 0) {
            k++;
        }
        int columns = cells(left.subtract(right), k) + 1;
        List<String> out = new ArrayList<>();
        for (Dyadic y = top; y.compareTo(Wall.BOTTOM) >= 0; y = y.subtract(Dyadic.ONE.shiftDown(k))) {
            char[] row = " ".repeat(columns).toCharArray();
            boolean mast = y.compareTo(t.temperature()) >= 0;
            int l = cells(left.subtract(t.left().at(y)), k);
            int r = cells(left.subtract(t.right().at(y)), k);
            if (mast) {
                row[Math.min(columns - 1, Math.max(0, l))] = '|';
            } else {
                row[Math.min(columns - 1, Math.max(0, l))] = 'L';
                row[Math.min(columns - 1, Math.max(0, r))] = 'R';
            }
            out.add(String.format("%6s  %s", y, new String(row)).stripTrailing());
        }
        out.add(String.format("%6s  %s%s%s", "t", left, " ".repeat(Math.max(1, columns - left.toString().length()
                - right.toString().length())), right));
        return out;
    }

    /** {@code d} in steps of {@code 1/2^k}, rounded down. */
    private static int cells(Dyadic d, int k) {
        BigInteger n = d.times(1L << k).floor();
        return n.intValueExact();
    }
}
