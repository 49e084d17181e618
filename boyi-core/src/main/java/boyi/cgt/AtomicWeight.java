package boyi.cgt;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The atomic weight of an all-small game: the game {@code W} with {@code G ~ W·↑} (Winning
 * Ways; Lessons in Play, ch. 9), computed by the atomic weight calculus as CGSuite computes it.
 * For {@code x·↑ + *m} it is {@code x}; otherwise it is {@code G0 = {AW(GL) - 2 | AW(GR) + 2}},
 * unless {@code G0} is an integer: then, when {@code G} is less than the remote star
 * {@code *m} (m one more than the largest nimber among its followers), it is the least integer
 * {@code n} with {@code n |> AW(GL) - 2} for every Left option, when {@code G} is greater than
 * it the greatest integer {@code n} with {@code n <| AW(GR) + 2} for every Right option, and
 * {@code G0} otherwise. Atomic weights add: {@code AW(G + H) = AW(G) + AW(H)}.
 *
 * <pre>{@code
 * AtomicWeight.of(CgtNotation.parse("^^*")).toString();     // "2"
 * AtomicWeight.of(CgtNotation.parse("{2|0}"));              // BadInputException: not all-small
 * }</pre>
 *
 * <p>Recursion: one level per option, so the depth is at most the birthday of the game.
 */
public final class AtomicWeight {

    private static final CanonicalGame TWO = CanonicalGame.integer(2);
    private static final CanonicalGame MINUS_TWO = CanonicalGame.integer(-2);
    private static final GameMemo<CanonicalGame> KNOWN = new GameMemo<>();

    private AtomicWeight() {
    }

    /** Whether the atomic weight is defined here: the game is all-small. */
    public static boolean applies(CanonicalGame g) {
        return g.isAllSmall();
    }

    /**
     * The atomic weight of an all-small game, in canonical form.
     *
     * @throws BadInputException when the game is not all-small
     */
    public static CanonicalGame of(CanonicalGame g) {
        if (!g.isAllSmall()) {
            throw new BadInputException(Text.of(
                    "原子权重只对全小博弈（每个后继都有双方可走或为 0）有定义：" + g + " 不是全小博弈",
                    "the atomic weight is defined for all-small games only (every follower is 0 or has moves "
                            + "for both players): " + g + " is not all-small"));
        }
        return weight(g);
    }

    private static CanonicalGame weight(CanonicalGame g) {
        Nus nus = g.nus();
        if (nus != null) {
            return CanonicalGame.integer(nus.ups());
        }
        CanonicalGame known = KNOWN.get(g);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> lo = new ArrayList<>();
        List<CanonicalGame> ro = new ArrayList<>();
        for (CanonicalGame gl : g.leftOptions()) {
            lo.add(weight(gl).add(MINUS_TWO));
        }
        for (CanonicalGame gr : g.rightOptions()) {
            ro.add(weight(gr).add(TWO));
        }
        CanonicalGame g0 = CanonicalGame.of(lo, ro);
        CanonicalGame result = g0;
        if (g0.isNumber() && g0.number().isInteger()) {
            CanonicalGame remote = CanonicalGame.nimber(remoteStar(g));
            boolean below = g.leq(remote);
            boolean above = remote.leq(g);
            if (below && !above) {
                result = lo.isEmpty() ? CanonicalGame.ZERO : leastIntegerAboveAll(lo);
            } else if (above && !below) {
                result = ro.isEmpty() ? CanonicalGame.ZERO : greatestIntegerBelowAll(ro);
            }
        }
        KNOWN.put(g, result);
        return result;
    }

    /** The least integer {@code n} with {@code n |> o} (not {@code n <= o}) for every {@code o}. */
    private static CanonicalGame leastIntegerAboveAll(List<CanonicalGame> options) {
        Dyadic best = null;
        for (CanonicalGame o : options) {
            Dyadic n = Dyadic.of(o.rightStop().ceiling(), 0);
            if (CanonicalGame.number(n).leq(o)) {
                n = n.add(Dyadic.ONE);
            }
            best = best == null ? n : best.max(n);
        }
        return CanonicalGame.number(best);
    }

    /** The greatest integer {@code n} with {@code n <| o} (not {@code o <= n}) for every {@code o}. */
    private static CanonicalGame greatestIntegerBelowAll(List<CanonicalGame> options) {
        Dyadic best = null;
        for (CanonicalGame o : options) {
            Dyadic n = Dyadic.of(o.leftStop().floor(), 0);
            if (o.leq(CanonicalGame.number(n))) {
                n = n.subtract(Dyadic.ONE);
            }
            best = best == null ? n : best.min(n);
        }
        return CanonicalGame.number(best);
    }

    /** One more than the largest nimber {@code *k} among the followers of {@code g} (at least 1). */
    static int remoteStar(CanonicalGame g) {
        int far = 1;
        Set<CanonicalGame> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<CanonicalGame> todo = new ArrayDeque<>();
        todo.push(g);
        seen.add(g);
        while (!todo.isEmpty()) {                 // every follower once, with an explicit stack
            CanonicalGame f = todo.pop();
            Nus nus = f.nus();
            if (nus != null && nus.isNimber()) {
                far = Math.max(far, nus.nimber() + 1);
                continue;
            }
            for (List<CanonicalGame> side : List.of(f.leftOptions(), f.rightOptions())) {
                for (CanonicalGame o : side) {
                    if (seen.add(o)) {
                        todo.push(o);
                    }
                }
            }
        }
        return far;
    }
}
