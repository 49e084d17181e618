package boyi.solve.tier;

import boyi.solve.Interruption;
import boyi.solve.RemotenessFold;
import boyi.solve.ValueCode;
import boyi.solve.ValueStore;

/**
 * The unit of work of every tier engine: solves the positions of a rank range of one tier from
 * the values of its child tiers, folding each position's children with {@link RemotenessFold}.
 * The local {@link TierSolver} runs one step per thread over blocks of ranks; a cluster engine
 * runs one per task over index ranges of the same tier, reading the child tiers from the
 * finished tier files ({@link TierFile#read}).
 *
 * <p>Symmetry (games whose cursor gives {@link TierCursor#images}): only the canonical position
 * of each class (its least rank) is solved from its moves. With {@code pushImages} the step also
 * writes the value to the class's other ranks, wherever they lie (the local engine, whose tier
 * store is shared); without, it leaves them {@link ValueCode#ABSENT} and a second pass,
 * {@link #fillImages}, copies them from the canonical ranks once the whole tier is solved (an
 * engine whose tasks write only their own range).
 *
 * <pre>{@code
 * ValueStore[] children = new ValueStore[game.tierCount()];
 * children[k + 1] = TierFile.read(db.tierFile(k + 1), ...);
 * TierStep step = new TierStep(game, k, children);
 * ValueStore out = ValueStore.ofWidth(2, game.tierSize(k));
 * step.solve(0, game.tierSize(k), out, true);
 * }</pre>
 */
public final class TierStep {

    /** The deadline is checked at every 256th position visited (Interruption reads the clock every 64th check). */
    private static final long CHECK_EVERY = 255;

    private final TierGame game;
    private final int tier;
    private final ValueStore[] childStores;
    private final TierCursor cursor;
    private final int[] childTiers;
    private final long[] childRanks;
    private final long[] images;
    private final RemotenessFold fold = new RemotenessFold();
    private final Interruption stop = new Interruption();
    /** Where pushed images' values wait for their stores ({@link #bufferImages}); null: stored at once. */
    private ImageBuffer imageBuffer;

    /**
     * @param children the solved child tiers, indexed by tier number ({@code null} for others);
     *                 read only, may be shared by several steps
     */
    public TierStep(TierGame game, int tier, ValueStore[] children) {
        this.game = game;
        this.tier = tier;
        this.childStores = children;
        for (int t : game.childTiers(tier)) {
            if (t <= tier || t >= children.length || children[t] == null) {
                throw new IllegalArgumentException("child tier " + t + " of tier " + tier + " is not given");
            }
        }
        this.cursor = game.cursor(tier);
        this.childTiers = new int[game.maxMoves()];
        this.childRanks = new long[game.maxMoves()];
        this.images = new long[Math.max(1, cursor.maxImages())];
    }

    public int tier() {
        return tier;
    }

    /**
     * Gathers the values that {@link #solve} pushes to images in {@code buffer} and stores them
     * in rank order (fewer cache misses on a large tier); they are all in the tier's store only
     * after {@link #flushImages}. A game without symmetry ignores it.
     */
    void bufferImages(ImageBuffer buffer) {
        if (cursor.maxImages() > 0) {
            buffer.startTier(game.tierSize(tier));
            imageBuffer = buffer;
        }
    }

    /** The buffer given to {@link #bufferImages} (null: none, or no symmetry). */
    ImageBuffer imageBuffer() {
        return imageBuffer;
    }

    /** Stores the images' values gathered since {@link #bufferImages} into {@code out}. */
    void flushImages(ValueStore out) {
        if (imageBuffer != null) {
            imageBuffer.flush(out);
        }
    }

    /**
     * Solves the ranks {@code from .. to-1} into {@code out} (a store of the whole tier, indexed
     * by rank). Returns the number of positions solved from their moves.
     *
     * @param pushImages write each canonical value to the other ranks of its class too
     */
    public long solve(long from, long to, ValueStore out, boolean pushImages) {
        if (from >= to) {
            return 0;
        }
        long solved = 0;
        long visited = 0;
        cursor.seek(from);
        while (true) {
            if ((visited++ & CHECK_EVERY) == 0) {
                stop.check();
            }
            solved += solveOne(out, pushImages);
            // the ranks skipped are not canonical: their values come from their classes' canonical ranks
            if (cursor.rank() + 1 >= to || !cursor.nextCandidate() || cursor.rank() >= to) {
                return solved;
            }
        }
    }

    /**
     * Solves the cursor's position if it is canonical; returns 1 if it did. A method of its own,
     * not the loop's body: the JIT compiles it after a few hundred positions, while a loop body
     * runs interpreted until the loop is compiled on the stack (most of a small table's tiers).
     */
    private int solveOne(ValueStore out, boolean pushImages) {
        if (!cursor.exists()) {
            return 0;
        }
        int n = cursor.images(images);
        if (n < 0) {
            return 0;
        }
        long code = value();
        out.setCode(cursor.rank(), code);
        if (pushImages) {
            ImageBuffer buffer = imageBuffer;
            for (int i = 0; i < n; i++) {
                if (buffer != null) {
                    buffer.add(images[i], code, out);
                } else {
                    out.setCode(images[i], code);
                }
            }
        }
        return 1;
    }

    /**
     * The second pass of a symmetric tier solved without pushing images: copies each
     * non-canonical rank of {@code from .. to-1} from the canonical rank of its class in
     * {@code tierValues} (the whole tier, canonical ranks solved).
     */
    public void fillImages(long from, long to, ValueStore tierValues, ValueStore out) {
        if (from >= to || cursor.maxImages() == 0) {
            return;
        }
        cursor.seek(from);
        while (true) {
            stop.check();
            long rank = cursor.rank();
            if (cursor.exists() && cursor.images(images) < 0) {
                out.setCode(rank, tierValues.code(cursor.canonicalRank()));
            }
            if (rank + 1 >= to || !cursor.next()) {
                return;
            }
        }
    }

    /** The value code of the cursor's position from its children. */
    private long value() {
        int n = cursor.children(childTiers, childRanks);
        if (n < 0) {
            return cursor.primitiveCode();
        }
        if (n == 0) {
            return ValueCode.loss(0);
        }
        RemotenessFold f = fold;
        f.reset();
        for (int i = 0; i < n; i++) {
            long c = childStores[childTiers[i]].code(childRanks[i]);
            if (ValueCode.isAbsent(c)) {
                throw new IllegalStateException("tier " + tier + " rank " + cursor.rank() + ": child tier "
                        + childTiers[i] + " rank " + childRanks[i] + " has no value");
            }
            f.addCode(c);
        }
        return f.resultCode();
    }
}
