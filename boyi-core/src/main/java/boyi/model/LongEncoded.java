package boyi.model;

/**
 * A game whose positions encode injectively to a {@code long}, so solvers can memoise in
 * primitive-keyed tables instead of object maps.
 *
 * <pre>{@code
 * long key = lol.encode(row);    // 2 bits a cell
 * }</pre>
 */
public interface LongEncoded<P> extends Game<P> {

    long encode(P position);
}
