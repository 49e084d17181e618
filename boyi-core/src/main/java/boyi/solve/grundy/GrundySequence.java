package boyi.solve.grundy;

/**
 * The Grundy values G(0), G(1), ... of a one-heap game, computed in order and kept in packed
 * arrays; {@link #extendTo} continues where the last call stopped.
 *
 * <pre>{@code
 * GrundySequence kayles = new SparseTakeAndBreak(TakeAndBreak.octal("0.77"));
 * kayles.extendTo(1_000_000);
 * kayles.grundy(1_000_000);   // 1 (period 12 from n = 71)
 * }</pre>
 */
public interface GrundySequence {

    /** Computes G(n) for every n up to {@code upto} (no-op when already known). */
    void extendTo(int upto);

    /** The largest n with G(n) known, or -1. */
    int computedUpTo();

    /** G(n) for {@code n <= computedUpTo()}. */
    int grundy(int n);

    /** The values computed so far (read only). */
    PackedGrundyValues values();

    /** One line naming the method, e.g. "sparse-space method (mask w = ...11111, 9 heaps with rare values)". */
    boyi.util.Text method();

    /**
     * A rough count of the elementary steps (split or value lookups) to extend to {@code to}, for
     * budgets and estimates; 0 when already known.
     */
    default double estimatedWork(long to) {
        double from = computedUpTo();
        return to <= from ? 0 : ((double) to * to - from * from) / 2;
    }
}
