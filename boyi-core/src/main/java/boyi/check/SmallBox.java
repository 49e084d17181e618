package boyi.check;

import java.util.ArrayList;
import java.util.List;

/**
 * Every list of numbers inside a small box, box by box: first the lists whose values are all at
 * their minimum, then those whose largest offset from the minimum is 1, then 2, and so on, for
 * each allowed length; a box is added whole while the total stays within the budget.
 *
 * <pre>{@code
 * SmallBox.lists(new long[] {1}, 1, 3, 100, 10);   // [1], [1 1], [1 1 1], [2], [1 2], [2 1], [2 2], ...
 * }</pre>
 */
final class SmallBox {

    private SmallBox() {
    }

    /**
     * @param mins     the smallest value of each position (the last one repeats for longer lists)
     * @param shortest the fewest numbers in a list
     * @param longest  the most numbers in a list
     * @param budget   the most lists returned
     * @param widest   the largest offset any value may take (its range's width)
     */
    static List<long[]> lists(long[] mins, int shortest, int longest, int budget, long widest) {
        List<long[]> all = new ArrayList<>();
        for (long b = 0; b <= widest; b++) {
            long shell = 0;
            for (int n = shortest; n <= longest; n++) {
                shell += n == 0 ? (b == 0 ? 1 : 0) : pow(b + 1, n) - pow(b, n);
            }
            if (all.size() + shell > budget && !all.isEmpty()) {
                break;
            }
            for (int n = shortest; n <= longest; n++) {
                addShell(all, mins, n, b);
            }
        }
        return all;
    }

    /** Every list of n offsets in 0..b whose largest offset is b. */
    private static void addShell(List<long[]> all, long[] mins, int n, long b) {
        long[] x = new long[n];
        while (true) {
            long largest = 0;
            for (long v : x) {
                largest = Math.max(largest, v);
            }
            if (largest == b) {
                long[] c = new long[n];
                for (int i = 0; i < n; i++) {
                    c[i] = mins[Math.min(i, mins.length - 1)] + x[i];
                }
                all.add(c);
            }
            int i = n - 1;
            while (i >= 0 && x[i] == b) {
                x[i--] = 0;
            }
            if (i < 0) {
                return;
            }
            x[i]++;
        }
    }

    private static long pow(long base, int exponent) {
        long p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= base;
        }
        return p;
    }
}
