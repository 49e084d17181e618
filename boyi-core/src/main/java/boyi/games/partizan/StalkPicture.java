package boyi.games.partizan;

/**
 * A part of a Blue-Red Hackenbush picture with what hangs from its vertices replaced by stalks
 * (the Colon Principle), written edge by edge and then keyed ({@link PartLabelling}): two parts
 * with the same key have the same value. A stalk of value {@code x} is the sign expansion of
 * {@code x} from its vertex up, a blue edge for each "+", a red one for each "-" (1/4 is blue,
 * red, red); a stalk of value 0 has no edge.
 *
 * <p>Vertices are given by any numbers below 64 and numbered here from the ground (0) up in
 * the order met; at most 64 edges and 64 vertices in all (a part's stalks are no longer than the edges they stand for: a picture of n
 * edges is born by day n). Values are fixed-point longs as in {@link BlueRedNumbers}.
 */
final class StalkPicture {

    private static final int MAX = 64;

    private final int[] from = new int[MAX];            // blue edges from slot 0 up, red ones after them
    private final int[] to = new int[MAX];
    private final int[] blueEnds = new int[2 * MAX];
    private final int[] redEnds = new int[2 * MAX];
    private final PartLabelling[] byBlueCount = new PartLabelling[MAX + 1];
    private int blueEdges;
    private int redEdges;
    private final int[] local = new int[MAX];           // per vertex as given: its number here (the ground 0)
    private final int[] seenAt = new int[MAX];          // per vertex as given: the picture that numbered it
    private int stamp;
    private int nextVertex;

    /** Starts a new picture whose ground is the vertex {@code ground}; vertices are given by any numbers below 64. */
    void start(int ground) {
        blueEdges = 0;
        redEdges = 0;
        stamp++;
        seenAt[ground] = stamp;
        local[ground] = 0;
        nextVertex = 1;
    }

    /** Adds the edge {@code a-b} (every edge before the first stalk). */
    void edge(int a, int b, boolean blue) {
        addLocal(localOf(a), localOf(b), blue);
    }

    private int localOf(int v) {
        if (seenAt[v] != stamp) {
            seenAt[v] = stamp;
            local[v] = nextVertex++;
        }
        return local[v];
    }

    private void addLocal(int a, int b, boolean blue) {
        if (blue) {
            blueEnds[2 * blueEdges] = a;
            blueEnds[2 * blueEdges++ + 1] = b;
        } else {
            redEnds[2 * redEdges] = a;
            redEnds[2 * redEdges++ + 1] = b;
        }
    }

    /** Adds a stalk of value {@code value} (fixed point, {@code fractionBits} places) standing on vertex {@code v}. */
    void stalk(int v, long value) {
        long low = Long.MIN_VALUE;
        long high = Long.MAX_VALUE;
        int at = localOf(v);
        while (true) {
            long y = BlueRedNumbers.simplestBetween(low, high);
            if (y == value) {
                return;
            }
            int top = nextVertex++;
            addLocal(at, top, value > y);
            at = top;
            if (value > y) {
                low = y;
            } else {
                high = y;
            }
        }
    }

    /**
     * The value of a stalk of one edge ({@code blueBelow}: blue) with a stalk of value {@code x}
     * on top of it: the sign expansion of {@code x} after that edge's sign.
     */
    static long onTopOf(boolean blueBelow, long x) {
        long low = blueBelow ? 0 : Long.MIN_VALUE;
        long high = blueBelow ? Long.MAX_VALUE : 0;
        long lowOfX = Long.MIN_VALUE;
        long highOfX = Long.MAX_VALUE;
        while (true) {
            long y = BlueRedNumbers.simplestBetween(lowOfX, highOfX);
            if (y == x) {
                return BlueRedNumbers.simplestBetween(low, high);
            }
            long z = BlueRedNumbers.simplestBetween(low, high);
            if (x > y) {
                lowOfX = y;
                low = z;
            } else {
                highOfX = y;
                high = z;
            }
        }
    }

    /** Writes the key of the picture written into {@code out} and returns its length. */
    int key(long[] out) {
        int n = 0;
        for (int t = 0; t < blueEdges; t++, n++) {
            from[n] = blueEnds[2 * t];
            to[n] = blueEnds[2 * t + 1];
        }
        for (int t = 0; t < redEdges; t++, n++) {
            from[n] = redEnds[2 * t];
            to[n] = redEnds[2 * t + 1];
        }
        PartLabelling labelling = byBlueCount[blueEdges];
        if (labelling == null) {
            labelling = new PartLabelling(from, to, blueEdges == 64 ? -1L : (1L << blueEdges) - 1);
            byBlueCount[blueEdges] = labelling;
        }
        return labelling.key(n == 64 ? -1L : (1L << n) - 1, out);
    }
}
