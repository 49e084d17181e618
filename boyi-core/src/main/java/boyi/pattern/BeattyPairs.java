package boyi.pattern;

import boyi.util.Text;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Complementary Beatty pairs with exact integers: {@code a_k = floor(k α)}, {@code b_k = a_k + c k}
 * with {@code α = (2 - c + √(c² + 4)) / 2}, so that {@code 1/α + 1/(α + c) = 1} and the a_k and
 * b_k (k >= 1) split the positive integers. For c = 1, α is the golden ratio φ (Wythoff's pairs).
 * {@code floor(k α) = floor((k (2 - c) + isqrt(k² (c² + 4))) / 2)}, because {@code k² (c² + 4)} is
 * never a square for k, c >= 1.
 *
 * <pre>{@code
 * BeattyPairs.lower(3, 1)          // 4: (4, 7) is Wythoff's third pair
 * BeattyPairs.isPair(4, 7, 1)      // true
 * }</pre>
 */
final class BeattyPairs {

    private BeattyPairs() {
    }

    /** {@code floor(k α)} for the given c. */
    static long lower(long k, long c) {
        if (k <= 300_000_000L && c <= 8) {
            // k^2 (c^2 + 4) <= 9 10^16 * 68 < 2^63: exact in long
            return Math.floorDiv(k * (2 - c) + IntegerRoots.isqrt(k * k * (c * c + 4)), 2);
        }
        BigInteger kk = BigInteger.valueOf(k);
        BigInteger root = kk.multiply(kk).multiply(BigInteger.valueOf(c * c + 4)).sqrt();
        return kk.multiply(BigInteger.valueOf(2 - c)).add(root).shiftRight(1).longValueExact();
    }

    /** Whether (a, b), a <= b, is a pair (a_k, a_k + c k). */
    static boolean isPair(long a, long b, long c) {
        long d = b - a;
        return d >= 0 && d % c == 0 && lower(d / c, c) == a;
    }

    static Text words(int c, List<List<Long>> shown) {
        String pairs = shown.stream().map(p -> "(" + p.get(0) + ", " + p.get(1) + ")").collect(Collectors.joining(", "));
        if (c == 1) {
            return Text.of("先手必败的位置恰是威佐夫对 (a_k, b_k) 及其对调：a_k = ⌊kφ⌋，b_k = a_k + k，φ = (1 + √5)/2；"
                            + "a_k 是前面各对中没有出现过的最小自然数：" + pairs,
                    "losses are exactly Wythoff's pairs (a_k, b_k) and (b_k, a_k): a_k = ⌊kφ⌋, b_k = a_k + k, "
                            + "φ = (1 + √5)/2; a_k is the least number not in an earlier pair: " + pairs);
        }
        String alpha = "α = (" + (2 - c) + " + √" + (c * c + 4) + ")/2";
        return Text.of("先手必败的位置恰是 (a_k, b_k) 及其对调：a_k = ⌊kα⌋，b_k = a_k + " + c + "k，" + alpha
                        + "；a_k 是前面各对中没有出现过的最小自然数：" + pairs,
                "losses are exactly the pairs (a_k, b_k) and (b_k, a_k): a_k = ⌊kα⌋, b_k = a_k + " + c + "k, " + alpha
                        + "; a_k is the least number not in an earlier pair: " + pairs);
    }
}
