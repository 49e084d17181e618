package boyi.model;

import java.util.List;

/**
 * An impartial game whose positions split into independent components (a move changes exactly
 * one component), so the Grundy value of a position is the XOR of its components' values.
 *
 * <pre>{@code
 * nim.components(List.of(3, 4, 5))   // [[3], [4], [5]]
 * }</pre>
 */
public interface Decomposable<P> extends Impartial<P> {

    /** The independent components of {@code position}; a single component returns itself. */
    List<P> components(P position);
}
