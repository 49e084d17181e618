package boyi.logic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Evaluates a tree bottom-up with an explicit stack, so a long chain of operators cannot overflow the call stack. */
final class PostOrder {

    private PostOrder() {
    }

    /** {@code combine(node, values of its children)} for every node, children first; the root's value. */
    static <N, R> R evaluate(N root, Function<N, List<N>> children, BiFunction<N, List<R>, R> combine) {
        ArrayDeque<N> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> nextChild = new ArrayDeque<>();
        List<R> values = new ArrayList<>();
        nodes.push(root);
        nextChild.push(0);
        while (!nodes.isEmpty()) {
            N node = nodes.peek();
            int child = nextChild.pop();
            List<N> kids = children.apply(node);
            if (child < kids.size()) {
                nextChild.push(child + 1);
                nodes.push(kids.get(child));
                nextChild.push(0);
            } else {
                nodes.pop();
                List<R> last = values.subList(values.size() - kids.size(), values.size());
                List<R> arguments = new ArrayList<>(last);
                last.clear();
                values.add(combine.apply(node, arguments));
            }
        }
        return values.get(0);
    }
}
