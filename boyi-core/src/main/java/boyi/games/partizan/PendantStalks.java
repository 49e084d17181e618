package boyi.games.partizan;

/**
 * A part of a Blue-Red Hackenbush picture seen through the Colon Principle: its core (the block
 * holding its ground: the edges joined to the ground through no single other vertex) and, at
 * each vertex of the core, what hangs from it (the edges joined to the ground only through that
 * vertex), valued as a picture of its own grounded at that vertex. What hangs from a vertex can
 * be replaced by anything of the same value standing there (G:H = G:H' when H = H': a cut in it
 * drops only its own edges, and cutting the vertex away drops it whole, whatever it is), so the
 * part has the value of its core with a stalk of that value on each such vertex (none where it
 * is 0), and that picture's key ({@link StalkPicture}) is the part's.
 */
final class PendantStalks {

    private final long core;
    private final int ground;
    private final int[] vertexOf;      // per hanging piece of nonzero value: the core vertex it hangs from
    private final long[] valueOf;      // its value (fixed point)
    private final int pieces;

    private PendantStalks(long core, int ground, int[] vertexOf, long[] valueOf, int pieces) {
        this.core = core;
        this.ground = ground;
        this.vertexOf = vertexOf;
        this.valueOf = valueOf;
        this.pieces = pieces;
    }

    /** The core of {@code part} (grounded at {@code g}) and the values of what hangs from it, found with {@code numbers}. */
    static PendantStalks of(long part, int g, BlueRedNumbers numbers) {
        long core = numbers.core(part, g);
        long hangs = numbers.hangingVertices();
        int[] vertexOf = new int[Long.bitCount(hangs)];
        long[] valueOf = new long[vertexOf.length];
        int pieces = 0;
        for (; hangs != 0; hangs &= hangs - 1) {
            int v = Long.numberOfTrailingZeros(hangs);
            long value = numbers.valueAt(numbers.hangingFrom(part, v, g), v);
            if (value != 0) {
                vertexOf[pieces] = v;
                valueOf[pieces++] = value;
            }
        }
        return new PendantStalks(core, g, vertexOf, valueOf, pieces);
    }

    /** Writes the key of the core with its stalks ({@code picture} is scratch) into {@code out}; returns its length. */
    int key(StalkPicture picture, BlueRedNumbers numbers, long[] out) {
        picture.start(ground);
        for (long es = core; es != 0; es &= es - 1) {
            int e = Long.numberOfTrailingZeros(es);
            picture.edge(numbers.from(e), numbers.to(e), numbers.isBlue(e));
        }
        for (int k = 0; k < pieces; k++) {
            picture.stalk(vertexOf[k], valueOf[k]);
        }
        return picture.key(out);
    }

    /** Whether the part is one edge from the ground with what hangs from its top: a stalk, its value known at once. */
    boolean isStalk() {
        return Long.bitCount(core) == 1 && pieces <= 1;
    }

    /** The value of the part when {@link #isStalk()}. */
    long stalkValue(BlueRedNumbers numbers) {
        int e = Long.numberOfTrailingZeros(core);
        return StalkPicture.onTopOf(numbers.isBlue(e), pieces == 0 ? 0 : valueOf[0]);
    }
}
