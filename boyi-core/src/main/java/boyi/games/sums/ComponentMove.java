package boyi.games.sums;

import boyi.util.Text;
import java.util.List;

/**
 * One move inside one component: its name in the move syntax (e.g. {@code take 2}), its label in
 * both languages, and the components it leaves: none (the component is gone), one, or several
 * (a split).
 *
 * <pre>{@code
 * new ComponentMove<>("split 3+4", Text.of("分成 3 和 4", "split into 3 and 4"), List.of(3L, 4L))
 * }</pre>
 */
public record ComponentMove<C>(String name, Text label, List<C> parts) {

    public ComponentMove {
        parts = List.copyOf(parts);
    }
}
