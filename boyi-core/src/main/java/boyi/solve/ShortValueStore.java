package boyi.solve;

/**
 * A {@link ValueStore} of 16 bits per index (remoteness up to
 * {@link ValueCode#SHORT_MAX_REMOTENESS}), in chunks of 2^30 so it may hold more than 2^31
 * records. Distinct indices may be written by different threads at once.
 *
 * <pre>{@code
 * ShortValueStore s = new ShortValueStore(520605);
 * s.setCode(4, ValueCode.loss(0));
 * }</pre>
 */
public final class ShortValueStore implements ValueStore {

    static final int CHUNK_BITS = 30;
    static final long CHUNK_MASK = (1L << CHUNK_BITS) - 1;

    private final long size;
    private final short[][] chunks;

    public ShortValueStore(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("negative size " + size);
        }
        this.size = size;
        int n = (int) ((size + CHUNK_MASK) >>> CHUNK_BITS);
        chunks = new short[n][];
        for (int i = 0; i < n; i++) {
            chunks[i] = new short[(int) Math.min(1L << CHUNK_BITS, size - ((long) i << CHUNK_BITS))];
        }
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public long code(long index) {
        return chunks[(int) (index >>> CHUNK_BITS)][(int) (index & CHUNK_MASK)] & 0xFFFF;
    }

    @Override
    public void setCode(long index, long code) {
        chunks[(int) (index >>> CHUNK_BITS)][(int) (index & CHUNK_MASK)] = ValueCode.toShort(code);
    }

    @Override
    public int width() {
        return 2;
    }
}
