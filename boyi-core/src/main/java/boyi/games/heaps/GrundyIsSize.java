package boyi.games.heaps;

import boyi.games.sums.ComponentMove;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A whole-number component whose Grundy value is its size (a Nim heap, a row of apples): a move
 * to any smaller value t is the move that leaves one component of size t. Only the empty
 * component is worth 0 and one of size 1 can only be emptied, so sums of them follow the Anti-SG
 * rule as misère Nim does (tests check it against misère search).
 *
 * <pre>{@code
 * NimHeap.RULES.grundy(5L);              // 5
 * NimHeap.RULES.moveToGrundy(5L, 2);     // take 3
 * }</pre>
 */
interface GrundyIsSize extends SizeComponent {

    /** The move from size {@code n} that leaves one component of size {@code target < n}. */
    ComponentMove<Long> shrink(long n, long target);

    @Override
    default OptionalLong grundy(Long n) {
        return OptionalLong.of(n);
    }

    @Override
    default boolean antiSg() {
        return true;
    }

    @Override
    default Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        return target < n ? Optional.of(shrink(n, target)) : Optional.empty();
    }
}
