package boyi.model;

/**
 * A game whose positions are numbered {@code 0 .. size()-1}, so table solvers can keep results
 * in packed arrays indexed by position.
 *
 * <pre>{@code
 * long i = board.index(p);   // 0 <= i < board.size()
 * assert board.position(i).equals(p);
 * }</pre>
 */
public interface Indexed<P> extends Game<P> {

    /** The number of indices; every legal position has one index below it. */
    long size();

    long index(P position);

    /** The position with this index, or {@code null} if the index names no legal position. */
    P position(long index);
}
