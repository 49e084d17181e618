package boyi.pattern;

import java.util.function.IntFunction;

/** Tiny brute-force solvers for the tests: the tables are computed, not typed in. */
final class Brute {

    private Brute() {
    }

    /** Grundy values for n = 0..last when the options of n are {@code options.apply(n)} (heap sizes). */
    static long[] grundy(int last, IntFunction<int[][]> splits) {
        long[] g = new long[last + 1];
        for (int n = 0; n <= last; n++) {
            int[][] options = splits.apply(n);
            boolean[] seen = new boolean[options.length + 1];
            for (int[] parts : options) {
                long x = 0;
                for (int part : parts) {
                    x ^= g[part];
                }
                if (x < seen.length) {
                    seen[(int) x] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }

    /** Grundy values of the subtraction game with the given takes (a plain mex loop: fast for 10^6). */
    static long[] subtraction(int last, int... takes) {
        long[] g = new long[last + 1];
        boolean[] seen = new boolean[takes.length + 1];
        for (int n = 0; n <= last; n++) {
            java.util.Arrays.fill(seen, false);
            for (int t : takes) {
                if (t <= n && g[n - t] <= takes.length) {
                    seen[(int) g[n - t]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }

    /** Outcomes (-1, 1) from Grundy values. */
    static long[] outcomes(long[] grundy) {
        long[] o = new long[grundy.length];
        for (int n = 0; n < o.length; n++) {
            o[n] = grundy[n] == 0 ? -1 : 1;
        }
        return o;
    }

    /** Outcomes of the misère subtraction game (whoever takes the last ball loses; 0 balls: a win). */
    static long[] misereSubtraction(int last, int... takes) {
        long[] o = new long[last + 1];
        o[0] = 1;
        for (int n = 1; n <= last; n++) {
            o[n] = -1;
            for (int t : takes) {
                if (t <= n && o[n - t] == -1) {
                    o[n] = 1;
                }
            }
        }
        return o;
    }

    /** Kayles: knock down one pin or two adjacent pins of a row of n. */
    static long[] kayles(int last) {
        return grundy(last, n -> {
            java.util.List<int[]> out = new java.util.ArrayList<>();
            for (int take = 1; take <= 2 && take <= n; take++) {
                for (int left = 0; left + take <= n; left++) {
                    out.add(new int[] {left, n - take - left});
                }
            }
            return out.toArray(int[][]::new);
        });
    }

    /**
     * Fibonacci Nim: outcome of n stones when the first move takes 1..n-1 and each later move at
     * most twice the previous take; win[r][m]: r stones left, at most m may be taken.
     */
    static long[] fibonacciNim(int last) {
        boolean[][] win = new boolean[last + 1][2 * last + 2];
        for (int r = 1; r <= last; r++) {
            for (int m = 1; m < win[r].length; m++) {
                int k = Math.min(m, r);
                // taking k stones: all of them wins; else the opponent faces (r - k, 2k)
                boolean byK = k == r || !win[r - k][Math.min(2 * k, win[r - k].length - 1)];
                win[r][m] = win[r][m - 1] || byK;
            }
        }
        long[] o = new long[last + 1];
        o[0] = -1;
        for (int n = 1; n <= last; n++) {
            o[n] = n >= 2 && win[n][n - 1] ? 1 : -1;
        }
        return o;
    }

    /** Two-number outcomes (-1, 1) when {@code moves.apply(a, b)} lists the positions reachable. */
    static long[][] pairs(int lastA, int lastB, java.util.function.BiFunction<Integer, Integer, int[][]> moves) {
        long[][] o = new long[lastA + 1][lastB + 1];
        for (int a = 0; a <= lastA; a++) {
            for (int b = 0; b <= lastB; b++) {
                o[a][b] = -1;
                for (int[] to : moves.apply(a, b)) {
                    if (o[to[0]][to[1]] == -1) {
                        o[a][b] = 1;
                        break;
                    }
                }
            }
        }
        return o;
    }

    /** Two-number Grundy values when {@code moves.apply(a, b)} lists the positions reachable. */
    static long[][] pairGrundy(int lastA, int lastB, java.util.function.BiFunction<Integer, Integer, int[][]> moves) {
        long[][] g = new long[lastA + 1][lastB + 1];
        for (int a = 0; a <= lastA; a++) {
            for (int b = 0; b <= lastB; b++) {
                int[][] options = moves.apply(a, b);
                boolean[] seen = new boolean[options.length + 1];
                for (int[] to : options) {
                    if (g[to[0]][to[1]] < seen.length) {
                        seen[(int) g[to[0]][to[1]]] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                g[a][b] = mex;
            }
        }
        return g;
    }
}
