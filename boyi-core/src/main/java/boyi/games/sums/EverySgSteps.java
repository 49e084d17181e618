package boyi.games.sums;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every-SG steps of one component by search of its real moves (iterative, memoised): 0 when it
 * is over; a won position (some option has an even step) takes 1 + the greatest even step of an
 * option; a lost one 1 + the least step of an option. See {@link boyi.theory.EverySgTheory}.
 *
 * <pre>{@code
 * new EverySgSteps<>(EuclidPair.RULES, 100_000).step(new EuclidPair(3, 2));   // 2
 * }</pre>
 */
public final class EverySgSteps<C> {

    private final ComponentRules<C> rules;
    private final long budget;
    private final Map<C, Long> memo = new HashMap<>();

    public EverySgSteps(ComponentRules<C> rules, long budget) {
        this.rules = rules;
        this.budget = budget;
    }

    public synchronized long step(C root) {
        ArrayDeque<C> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            C c = stack.peek();
            if (memo.containsKey(c)) {
                stack.pop();
                continue;
            }
            if (rules.moveCount(c) == 0) {
                memo.put(c, 0L);
                stack.pop();
                continue;
            }
            List<ComponentMove<C>> moves = rules.moves(c);
            boolean ready = true;
            for (ComponentMove<C> m : moves) {
                C child = m.parts().get(0);
                if (!memo.containsKey(child)) {
                    stack.push(child);
                    ready = false;
                }
            }
            if (!ready) {
                continue;
            }
            long bestEven = -1;
            long leastAny = Long.MAX_VALUE;
            for (ComponentMove<C> m : moves) {
                long s = memo.get(m.parts().get(0));
                if (s % 2 == 0) {
                    bestEven = Math.max(bestEven, s);
                }
                leastAny = Math.min(leastAny, s);
            }
            memo.put(c, bestEven >= 0 ? bestEven + 1 : leastAny + 1);
            stack.pop();
            if (memo.size() > budget) {
                memo.clear();
                throw new TooLargeException(Text.format("Every-SG 步数的搜索需要超过 %d 个局面",
                        "the Every-SG step search needs more than %d positions", budget));
            }
        }
        return memo.get(root);
    }
}
