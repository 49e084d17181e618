package boyi.games.sums;

import boyi.util.Text;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The rules of one component of a sum (a heap, a row, a pair of piles), with what is known of it
 * in closed form. The {@link SumRule} decides how components combine.
 *
 * <pre>{@code
 * ComponentRules<Long> nim = HeapComponent.NIM;
 * nim.grundy(5L);        // 5
 * nim.moves(2L);         // take 1, take 2
 * }</pre>
 *
 * @param <C> one component's position
 */
public interface ComponentRules<C> {

    /** What one component is called: 堆/heap, 行/row, 对/pair. */
    Text word();

    /** One component from its text. @throws boyi.util.BadInputException naming the text */
    C parse(String text);

    String format(C component);

    /** How components are separated in a position: {@code " "} or {@code ", "}. */
    default String separator() {
        return " ";
    }

    /** The legal moves of one component (call only when {@link #moveCount} is modest). */
    List<ComponentMove<C>> moves(C component);

    /** The number of legal moves, saturated at 10^18. */
    long moveCount(C component);

    /** Whether some move leaves several components (Multi-SG). */
    default boolean splits() {
        return false;
    }

    /** The Grundy value in closed form (or from a heap rule's Grundy pipeline), or empty (then search decides). */
    default OptionalLong grundy(C component) {
        return OptionalLong.empty();
    }

    /** The closed form's statement, with its name, e.g. "g(n) = n". */
    default Text grundyRule() {
        return Text.of("用搜索求 SG 值", "Grundy values by search");
    }

    /**
     * Whether the Anti-SG rule holds for sums of these components: a component of Grundy value 0
     * has no move, and every move of a component either leaves all parts of value at most 1 or
     * changes the XOR the Anti-SG way (tests check the claim against misère search).
     */
    default boolean antiSg() {
        return false;
    }

    /** The Every-SG step in closed form, or empty (then search decides). */
    default OptionalLong step(C component) {
        return OptionalLong.empty();
    }

    /** A move to parts of total Grundy value {@code target < grundy(c)}, when known in closed form. */
    default Optional<ComponentMove<C>> moveToGrundy(C component, long target) {
        return Optional.empty();
    }

    /** A move that keeps the Every-SG step strategy (a won component's longest win), when known. */
    default Optional<ComponentMove<C>> stepMove(C component) {
        return Optional.empty();
    }

    /**
     * The move named {@code name} (its move-syntax name), if legal; by default looked up among the
     * listed moves. Games with astronomically many moves (a heap of 10^18) read the name instead.
     */
    default Optional<ComponentMove<C>> move(C component, String name) {
        if (moveCount(component) > SumGame.MOVE_LIMIT) {
            return Optional.empty();
        }
        return moves(component).stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** A rough count of the positions below (to decide whether search is cheap); need not be exact. */
    double weight(C component);
}
