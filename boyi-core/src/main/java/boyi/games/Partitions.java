package boyi.games;

/**
 * A rough count of the positions below one heap of a game that splits heaps: about the number of
 * partitions of n (Hardy–Ramanujan). Used only to decide whether a search is cheap, never for a value.
 */
public final class Partitions {

    private Partitions() {
    }

    public static double estimate(long n) {
        if (n <= 1) {
            return 2;
        }
        double x = Math.min(n, 1e6);
        return n + 1 + Math.exp(Math.PI * Math.sqrt(2 * x / 3)) / (4 * x * Math.sqrt(3));
    }
}
