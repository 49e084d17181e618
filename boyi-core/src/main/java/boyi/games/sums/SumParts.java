package boyi.games.sums;

import boyi.games.GameFamily;
import boyi.games.BudgetedSearch;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.solve.GrundySolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What the parts of one sum instance share: its family, component rules and sum rule, the real
 * rules under that sum rule and under normal play, the budgeted search, and the components'
 * Grundy values and Every-SG steps (closed form, else search when small). The evaluators
 * ({@link SumJudgements}), the notation ({@link SumNotation}) and the moves shown and read
 * ({@link SumMoves}) are built on it.
 *
 * <pre>{@code
 * SumParts<Long> parts = new SumParts<>(family, HeapComponent.NIM, SumRule.MISERE);
 * parts.grundy(5L);   // 5
 * }</pre>
 */
final class SumParts<C> {

    /** Positions below which exact search also gives the remoteness. */
    static final double SMALL = 20_000;
    final GameFamily family;
    final ComponentRules<C> rules;
    final SumRule rule;
    final SumGame<C> game;
    final SumGame<C> normal;
    final BudgetedSearch<List<C>> search;
    private final Notation<List<C>> notation;
    private GrundySolver<List<C>> grundySearch;
    private final EverySgSteps<C> steps;

    SumParts(GameFamily family, ComponentRules<C> rules, SumRule rule) {
        this.family = family;
        this.rules = rules;
        this.rule = rule;
        this.game = SumGame.of(rules, rule);
        this.normal = SumGame.of(rules, SumRule.NORMAL);
        this.notation = new SumNotation<>(this);
        this.search = new BudgetedSearch<>(game, notation, p -> weight(p) <= SMALL);
        this.steps = new EverySgSteps<>(rules, BudgetedSearch.DEFAULT_BUDGET);
    }

    double weight(List<C> p) {
        double w = 1;
        for (C c : p) {
            w *= rules.weight(c);
        }
        if (rule == SumRule.EVERY_SG) {
            w *= p.size();
        }
        return w;
    }

    Notation<List<C>> notation() {
        return notation;
    }

    /** The Grundy value of one component: closed form, else search when small, else null. */
    Long grundy(C c) {
        OptionalLong closed = rules.grundy(c);
        if (closed.isPresent()) {
            return closed.getAsLong();
        }
        if (rules.weight(c) > SMALL) {
            return null;
        }
        synchronized (this) {
            if (grundySearch == null) {
                grundySearch = new GrundySolver<>((SumGame.Normal<C>) normal, BudgetedSearch.DEFAULT_BUDGET);
            }
            return (long) grundySearch.grundy(List.of(c));
        }
    }

    /** The Every-SG step of one component: closed form, else search when small, else null. */
    Long step(C c) {
        OptionalLong closed = rules.step(c);
        if (closed.isPresent()) {
            return closed.getAsLong();
        }
        return rules.weight(c) > SMALL ? null : steps.step(c);
    }

    long[] grundies(List<C> p) {
        long[] g = new long[p.size()];
        for (int i = 0; i < g.length; i++) {
            Long v = grundy(p.get(i));
            if (v == null) {
                return null;
            }
            g[i] = v;
        }
        return g;
    }

    /** Up to {@code limit} moves to XOR 0, closed form where known, else among the listed moves. */
    List<Move<List<C>>> normalWinningMoves(List<C> p, long[] g, long x, int limit) {
        List<Move<List<C>>> out = new ArrayList<>();
        for (int i = 0; i < p.size() && out.size() < limit; i++) {
            long target = g[i] ^ x;
            if (target >= g[i]) {
                continue;
            }
            Optional<ComponentMove<C>> m = rules.moveToGrundy(p.get(i), target);
            if (m.isEmpty() && rules.moveCount(p.get(i)) <= 10_000) {
                for (ComponentMove<C> c : rules.moves(p.get(i))) {
                    if (partsGrundy(c) == target) {
                        m = Optional.of(c);
                        break;
                    }
                }
            }
            int at = i;
            m.ifPresent(c -> out.add(game.single(p, at, c)));
        }
        return out;
    }

    private long partsGrundy(ComponentMove<C> m) {
        long x = 0;
        for (C c : m.parts()) {
            Long v = grundy(c);
            if (v == null) {
                return -1;
            }
            x ^= v;
        }
        return x;
    }
}
