package boyi.solve;

/**
 * A {@link ValueStore} of one int per index (remoteness up to
 * {@link ValueCode#INT_MAX_REMOTENESS}), in chunks of 2^30 so it may hold more than 2^31
 * records. Distinct indices may be written by different threads at once.
 *
 * <pre>{@code
 * IntValueStore s = new IntValueStore(520605);
 * s.setCode(4, ValueCode.loss(0));
 * }</pre>
 */
public final class IntValueStore implements ValueStore {

    static final int CHUNK_BITS = 30;
    static final long CHUNK_MASK = (1L << CHUNK_BITS) - 1;

    private final long size;
    private final int[][] chunks;

    public IntValueStore(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("negative size " + size);
        }
        this.size = size;
        int n = (int) ((size + CHUNK_MASK) >>> CHUNK_BITS);
        chunks = new int[n][];
        for (int i = 0; i < n; i++) {
            chunks[i] = new int[(int) Math.min(1L << CHUNK_BITS, size - ((long) i << CHUNK_BITS))];
        }
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public long code(long index) {
        return chunks[(int) (index >>> CHUNK_BITS)][(int) (index & CHUNK_MASK)];
    }

    @Override
    public void setCode(long index, long code) {
        chunks[(int) (index >>> CHUNK_BITS)][(int) (index & CHUNK_MASK)] = ValueCode.toInt(code);
    }

    @Override
    public int width() {
        return 4;
    }
}
