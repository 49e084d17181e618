package boyi.games.sums;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.model.Evaluator;
import boyi.model.Outcome;
import boyi.solve.Table;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * Builds the game instance of a sum of components under a {@link SumRule}: the real rules
 * ({@link SumGame}), the notation, and the evaluators — Sprague–Grundy (XOR) under normal play,
 * the Anti-SG rule under misère play where it holds, Every-SG steps, each with the numbers in its
 * explanation — followed by exact search of the real rules on small positions.
 *
 * <pre>{@code
 * GameInstance<List<Long>> john = Sums.instance(family, values, HeapComponent.NIM, SumRule.MISERE, n -> Optional.empty());
 * Analyzer.analyze(john, "3 5 1").value();   // win
 * }</pre>
 */
public final class Sums {

    private Sums() {
    }

    public static <C> ComposedGame<List<C>> instance(GameFamily family, Map<String, String> values,
                                                      ComponentRules<C> rules, SumRule rule,
                                                      LongFunction<Optional<Table>> tables) {
        if (rule == SumRule.EVERY_SG && rules.splits()) {
            throw new BadInputException(family.id(), Text.of("Every-SG 规则要求每步只改变一个子游戏而不拆分，这个游戏会拆分",
                    "the Every-SG rule needs components that never split, and this game splits them"));
        }
        return build(family, values, rules, rule, evaluators -> tables);
    }

    /** The instance of the parts: the judgements' evaluators, the moves shown and read, the table made from the evaluators. */
    private static <C> ComposedGame<List<C>> build(GameFamily family, Map<String, String> values, ComponentRules<C> rules,
                                                   SumRule rule, Function<List<Evaluator<List<C>>>, LongFunction<Optional<Table>>> tables) {
        SumParts<C> parts = new SumParts<>(family, rules, rule);
        SumMoves<C> moves = new SumMoves<>(parts);
        List<Evaluator<List<C>>> evaluators = new SumJudgements<>(parts).evaluators();
        return ComposedGame.of(family, values, parts.game, parts.notation()).evaluators(evaluators).moves(moves.shown())
                .reader((p, name) -> Optional.of(moves.play(p, name)), Text.EMPTY).table(tables.apply(evaluators)).build();
    }

    /** A proven period of the Grundy values of one heap, for the table. */
    public record HeapPeriod(long preperiod, long period, Text proof) {
    }

    /** The largest table over n. */
    public static final long MAX_TABLE = 1_000_000;

    /**
     * A sum of heaps with a table over one heap of n = 0..upto: Grundy values under normal play
     * (with the period where one is proven), outcomes under misère play and Every-SG.
     *
     * @param period the proven period of the Grundy values, or null
     */
    public static ComposedGame<List<Long>> heapInstance(GameFamily family, Map<String, String> values,
                                                         ComponentRules<Long> rules, SumRule rule,
                                                         java.util.function.Supplier<HeapPeriod> period) {
        if (rule == SumRule.EVERY_SG && rules.splits()) {
            return instance(family, values, rules, rule, n -> Optional.empty());
        }
        return build(family, values, rules, rule, evaluators -> upto -> Optional.of(heapTable(family, evaluators, rule, upto, period)));
    }

    private static Table heapTable(GameFamily family, List<Evaluator<List<Long>>> evaluators, SumRule rule, long upto,
                                   java.util.function.Supplier<HeapPeriod> period) {
        if (upto > MAX_TABLE) {
            throw new BadInputException(family.id(), Text.format("表格最多到 n = %d", "the table goes up to n = %d at most", MAX_TABLE));
        }
        long[] row = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            // each value may scan a heap's moves: a request's deadline stops the table between values
            boyi.solve.Interruption.checkNow();
            boyi.model.Verdict v = null;
            for (Evaluator<List<Long>> e : evaluators) {
                Optional<boyi.model.Verdict> got = e.evaluate(List.of((long) n));
                if (got.isPresent()) {
                    v = got.get();
                    break;
                }
            }
            if (v == null) {
                throw new boyi.util.TooLargeException(Text.format("%s：n = %d 无法判定", "%s: n = %d cannot be decided", family.id(), n));
            }
            row[n] = rule == SumRule.NORMAL && v.grundy() != null ? v.grundy()
                    : v.value().outcome() == Outcome.WIN ? 1 : v.value().outcome() == Outcome.LOSS ? -1 : 0;
        }
        HeapPeriod p = rule == SumRule.NORMAL && period != null ? period.get() : null;
        if (rule == SumRule.NORMAL) {
            return Table.grundy(row, p == null ? null : new boyi.solve.Periodicity(p.preperiod(), p.period(), 0, true, p.proof()),
                    p == null ? Text.of("一堆 n 个的 SG 值", "Grundy values of one heap of n") : p.proof());
        }
        return new Table(Table.OUTCOME, List.of(Text.same(rule.id())), new long[][] {row}, null,
                Text.of("一堆 n 个，按" + rule.description().zh(), "one heap of n under " + rule.description().en()));
    }

}
