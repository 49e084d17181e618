package boyi.model;

/**
 * A game with symmetries: positions related by a symmetry have the same value, so solvers may
 * store only the canonical representative. {@code canonical(canonical(p)).equals(canonical(p))}.
 *
 * <pre>{@code
 * canonical("L**") == canonical("**L")   // mirror images of a LOL row
 * }</pre>
 */
public interface Symmetric<P> extends Game<P> {

    P canonical(P position);
}
