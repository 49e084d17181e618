package boyi.theory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Plain memoised search for the tests: a position is won when some child is lost. Recursion is
 * fine here: test positions are small and shallow.
 */
final class BruteForce<P> {

    private final Function<P, List<P>> children;
    private final Map<P, Boolean> memo = new HashMap<>();

    BruteForce(Function<P, List<P>> children) {
        this.children = children;
    }

    /** Whether the player to move wins (no children: lost, as under normal play). */
    boolean wins(P p) {
        Boolean known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean w = false;
        for (P c : children.apply(p)) {
            if (!wins(c)) {
                w = true;
                break;
            }
        }
        memo.put(p, w);
        return w;
    }
}
