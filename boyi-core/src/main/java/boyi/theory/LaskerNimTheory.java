package boyi.theory;

/**
 * Lasker's Nim (Multi-SG): a move takes any positive number from one heap, or splits one heap
 * into two non-empty heaps. A split is a sum of two heaps, worth the XOR of their values, so
 * the Grundy value of a heap is the mex over {@code g(k), k < n} and {@code g(a) xor g(n - a)}.
 * It has the closed form {@code g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3}
 * (tests check it against the mex values of the real moves).
 *
 * <pre>{@code
 * LaskerNimTheory.grundy(3);   // 4
 * LaskerNimTheory.grundy(4);   // 3
 * }</pre>
 */
public final class LaskerNimTheory {

    private LaskerNimTheory() {
    }

    /** The Grundy value of one heap of {@code n >= 0}; at most {@code n + 1}, so it fits a long up to 10^18. */
    public static long grundy(long n) {
        if (n == 0) {
            return 0;
        }
        return switch ((int) (n % 4)) {
            case 3 -> n + 1;
            case 0 -> n - 1;
            default -> n;
        };
    }

    /** The heap size whose Grundy value is {@code g} (the closed form is a bijection of 0..). */
    public static long heapOfGrundy(long g) {
        return grundy(g);
    }
}
