package boyi.solve.grundy;

/**
 * The Grundy values G(0), G(1), ... of a one-heap game, computed in order and kept in packed
 * arrays; {@link #extendTo} continues where the last call stopped.
 *
 * <pre>{@code
 * GrundySequence kayles = new SparseTakeAndBreak(TakeAndBreak.octal("0.77"));
 * kayles.extendTo(1_000_000);
 * kayles.grundy(1_000_000);   // 4 (period 12 from n = 71)
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

    /** One line naming the method, e.g. "sparse-space method (rare values: 14 positions)". */
    String method();
}
