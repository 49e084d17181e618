package boyi.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.pattern.Finding.Kind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two-number tables: Wythoff and its relatives, two-pile Nim, the king's walk, computed by brute force. */
class PairPatternsTest {

    /**
     * Wythoff's game generalised (Fraenkel): take any number from one pile, or k and l >= 1 from
     * both with |k - l| < c. c = 1 is Wythoff's game.
     */
    static int[][] wythoffMoves(int a, int b, int c) {
        List<int[]> out = new ArrayList<>();
        for (int k = 1; k <= a; k++) {
            out.add(new int[] {a - k, b});
        }
        for (int l = 1; l <= b; l++) {
            out.add(new int[] {a, b - l});
        }
        for (int k = 1; k <= a; k++) {
            for (int l = Math.max(1, k - c + 1); l <= Math.min(b, k + c - 1); l++) {
                out.add(new int[] {a - k, b - l});
            }
        }
        return out.toArray(int[][]::new);
    }

    /** The positions (a - da, b - db) for the given steps {da, db} that stay non-negative. */
    static int[][] steps(int a, int b, int[]... steps) {
        return java.util.Arrays.stream(steps).filter(d -> d[0] <= a && d[1] <= b).map(d -> new int[] {a - d[0], b - d[1]})
                .toArray(int[][]::new);
    }

    private static Finding only(PatternReport r, Kind kind) {
        assertThat(r.findings().stream().filter(f -> f.kind() == kind)).hasSize(1);
        return r.first(kind).orElseThrow();
    }

    @Test
    void wythoffLossesAreGoldenRatioPairs() {
        long[][] o = Brute.pairs(60, 60, (a, b) -> wythoffMoves(a, b, 1));
        PatternReport r = Patterns.ofPairs(ValueKind.OUTCOME, o);
        Finding f = only(r, Kind.BEATTY_PAIRS);
        assertThat(f.facts()).containsEntry("c", 1L);
        assertThat(f.statement().en()).isEqualTo("losses are exactly Wythoff's pairs (a_k, b_k) and (b_k, a_k): a_k = ⌊kφ⌋, "
                + "b_k = a_k + k, φ = (1 + √5)/2; a_k is the least number not in an earlier pair: (0, 0), (1, 2), (3, 5), "
                + "(4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20), (14, 23), (16, 26), (17, 28), (19, 31), (21, 34), "
                + "(22, 36), (24, 39), (25, 41), (27, 44), (29, 47), (30, 49)");
        assertThat(f.labelled().en()).endsWith("(conjecture, checked to a <= 60, b <= 60, not proven)");
        // k = 10^6: a_k = floor(10^6 phi) = 1618033
        assertThat(f.predictPair(1_618_033, 2_618_033)).hasValue(-1);
        assertThat(f.predictPair(2_618_033, 1_618_033)).hasValue(-1);
        assertThat(f.predictPair(1_618_034, 2_618_034)).hasValue(1);
        assertThat(f.predictPair(5, 3)).hasValue(-1);
        assertThat(only(r, Kind.SYMMETRY).facts()).containsEntry("symmetric", true);
        assertThat(r.findings()).extracting(Finding::kind).containsExactly(Kind.BEATTY_PAIRS, Kind.SYMMETRY, Kind.P_POSITIONS);
        long[][] g = Brute.pairGrundy(20, 20, (a, b) -> wythoffMoves(a, b, 1));
        assertThat(Patterns.ofPairs(ValueKind.GRUNDY, g).first(Kind.GRUNDY_FORMULA)).isEmpty();   // not a sum of two piles
        assertThat(r.explanation().zh()).startsWith("打表到 a <= 60, b <= 60：先手必败的位置恰是威佐夫对");
    }

    @Test
    void beattyPairsAreExactForEveryC() {
        // floor(k alpha) by integers against the mex construction, far beyond any table
        List<String> wrong = new ArrayList<>();
        for (int c = 1; c <= 5; c++) {
            boolean[] used = new boolean[1_000_000];
            int mex = 0;
            for (long k = 0; k < 100_000; k++) {
                while (used[mex]) {
                    mex++;
                }
                if (BeattyPairs.lower(k, c) != mex) {
                    wrong.add("c = " + c + ", k = " + k);
                }
                used[mex] = true;
                if (mex + c * k < used.length) {
                    used[(int) (mex + c * k)] = true;
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(BeattyPairs.lower(1_000_000_000_000L, 1)).isEqualTo(1_618_033_988_749L);   // floor(10^12 phi)
        assertThat(BeattyPairs.lower(300_000_000L, 1)).isEqualTo(485_410_196L);              // floor(3 10^8 phi)
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < 10_000; i++) {
            long x = random.nextLong() >>> (1 + random.nextInt(63));
            assertThat(IntegerRoots.isqrt(x)).isEqualTo(java.math.BigInteger.valueOf(x).sqrt().longValueExact());
        }
    }

    @Test
    void generalisedWythoffHasPairsWithC2() {
        long[][] o = Brute.pairs(50, 50, (a, b) -> wythoffMoves(a, b, 2));
        Finding f = only(Patterns.ofPairs(ValueKind.OUTCOME, o), Kind.BEATTY_PAIRS);
        assertThat(f.facts()).containsEntry("c", 2L);
        assertThat(f.statement().en()).startsWith("losses are exactly the pairs (a_k, b_k) and (b_k, a_k): a_k = ⌊kα⌋, "
                + "b_k = a_k + 2k, α = (0 + √8)/2; a_k is the least number not in an earlier pair: (0, 0), (1, 3), (2, 6), (4, 10)");
    }

    @Test
    void aBrokenWythoffTableIsNotWythoff() {
        long[][] o = Brute.pairs(40, 40, (a, b) -> wythoffMoves(a, b, 1));
        o[30][30] = -1;
        assertThat(Patterns.ofPairs(ValueKind.OUTCOME, o).first(Kind.BEATTY_PAIRS)).isEmpty();
    }

    @Test
    void twoPileNimIsXorAndLosesOnTheDiagonal() {
        long[][] g = Brute.pairGrundy(31, 40, (a, b) -> wythoffMoves(a, b, 0));   // c = 0: one pile only
        PatternReport r = Patterns.ofPairs(ValueKind.GRUNDY, g);
        assertThat(only(r, Kind.GRUNDY_FORMULA).statement().en()).isEqualTo("G(a, b) = a xor b");
        assertThat(only(r, Kind.GRUNDY_FORMULA).predictPair(1000, 24)).hasValue(1000 ^ 24);
        Finding loss = only(r, Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("loss exactly when a = b");
        assertThat(loss.statement().zh()).isEqualTo("先手必败当且仅当 a = b");
        assertThat(loss.predictPair(77, 77)).hasValue(-1);
        assertThat(r.first(Kind.BEATTY_PAIRS)).isEmpty();
        assertThat(only(r, Kind.P_POSITIONS).facts()).containsEntry("count", 32L);
    }

    @Test
    void theKingsWalkLosesWhenBothAreEven() {
        long[][] o = Brute.pairs(30, 30, (a, b) -> steps(a, b, new int[] {1, 0}, new int[] {0, 1}, new int[] {1, 1}));
        Finding loss = only(Patterns.ofPairs(ValueKind.OUTCOME, o), Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("loss exactly when a mod 2 = 0 and b mod 2 = 0");
        assertThat(loss.statement().zh()).isEqualTo("先手必败当且仅当 a mod 2 = 0 且 b mod 2 = 0");
        assertThat(loss.predictPair(1000, 2000)).hasValue(-1);
        assertThat(loss.predictPair(1000, 2001)).hasValue(1);
    }

    @Test
    void takeOneOrTwoFromAPileLosesWhenResiduesMod3Agree() {
        long[][] g = Brute.pairGrundy(30, 30,
                (a, b) -> steps(a, b, new int[] {1, 0}, new int[] {2, 0}, new int[] {0, 1}, new int[] {0, 2}));
        PatternReport r = Patterns.ofPairs(ValueKind.GRUNDY, g);
        assertThat(only(r, Kind.GRUNDY_FORMULA).statement().en())
                .isEqualTo("G(a, b) = G(a, 0) xor G(0, b): the two numbers are independent, a sum of two one-pile games");
        assertThat(only(r, Kind.LOSS_RULE).statement().en()).isEqualTo("loss exactly when a mod 3 = b mod 3");
        assertThat(only(r, Kind.LOSS_RULE).statement().zh()).isEqualTo("先手必败当且仅当 a mod 3 = b mod 3");
    }

    @Test
    void takeOneOrTwoInAllIsSumMod3() {
        long[][] g = Brute.pairGrundy(20, 20, (a, b) -> steps(a, b, new int[] {1, 0}, new int[] {2, 0}, new int[] {0, 1},
                new int[] {0, 2}, new int[] {1, 1}));
        PatternReport r = Patterns.ofPairs(ValueKind.GRUNDY, g);
        assertThat(only(r, Kind.GRUNDY_FORMULA).statement().en()).isEqualTo("G(a, b) = (a + b) mod 3");
        assertThat(only(r, Kind.LOSS_RULE).statement().en()).isEqualTo("loss exactly when (a + b) mod 3 = 0");
    }

    @Test
    void aOneSidedGameIsNotSymmetric() {
        // take 1 from a, or 1 or 2 from b
        long[][] g = Brute.pairGrundy(12, 12, (a, b) -> steps(a, b, new int[] {1, 0}, new int[] {0, 1}, new int[] {0, 2}));
        Finding s = only(Patterns.ofPairs(ValueKind.GRUNDY, g), Kind.SYMMETRY);
        assertThat(s.facts()).containsEntry("symmetric", false);
        assertThat(s.statement().en()).isEqualTo("not symmetric: (2, 0) and (0, 2) differ");
        assertThat(s.statement().zh()).isEqualTo("不对称：(2, 0) 与 (0, 2) 的值不同");
    }

    @Test
    void theTableRendersAligned() {
        long[][] o = Brute.pairs(3, 11, (a, b) -> wythoffMoves(a, b, 1));
        assertThat(PairTableText.render(ValueKind.OUTCOME, o).en()).isEqualTo("""
                rows a, columns b; + win, - loss (P-position), 0 draw, for the player to move
                a\\b  0  1  2  3  4  5  6  7  8  9 10 11
                  0  -  +  +  +  +  +  +  +  +  +  +  +
                  1  +  +  -  +  +  +  +  +  +  +  +  +
                  2  +  -  +  +  +  +  +  +  +  +  +  +
                  3  +  +  +  +  +  -  +  +  +  +  +  +
                """);
        long[][] nim = Brute.pairGrundy(2, 2, (a, b) -> wythoffMoves(a, b, 0));
        assertThat(PairTableText.render(ValueKind.GRUNDY, nim).zh()).isEqualTo("""
                行是 a，列是 b；数字是格朗迪值，带 * 的 0 是先手必败的位置
                a\\b  0  1  2
                  0 0*  1  2
                  1  1 0*  3
                  2  2  3 0*
                """);
    }
}
