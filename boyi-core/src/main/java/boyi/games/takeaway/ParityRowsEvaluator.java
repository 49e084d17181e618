package boyi.games.takeaway;

import boyi.games.heaprules.PeriodicCache;
import boyi.games.heaprules.TakeSet;
import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.Table;
import boyi.util.Text;
import java.util.Optional;

/**
 * Decides every position of a parity game from its four parity rows and their proven period
 * (values with remoteness for analyses, outcome rows for judges and tables), and explains it with
 * the period, where n falls in it and the row.
 *
 * <pre>{@code
 * ParityRowsEvaluator e = new ParityRowsEvaluator(TakeSet.of(1, 2, 3), true, rules);
 * e.evaluate(ParityPosition.start(5));   // loss in 5, table, "Parity rows ... over the takes {1,2,3}: ..."
 * }</pre>
 */
final class ParityRowsEvaluator implements Evaluator<ParityPosition> {

    static final Method METHOD = Method.table(Text.of("奇偶行的周期表", "parity rows with a proven period"));

    private final TakeSet takes;
    private final boolean oddWins;
    private final ParityGame.Rules rules;
    private final PeriodicCache withRemoteness;
    private final PeriodicCache outcomes;

    ParityRowsEvaluator(TakeSet takes, boolean oddWins, ParityGame.Rules rules) {
        this.takes = takes;
        this.oddWins = oddWins;
        this.rules = rules;
        this.withRemoteness = new PeriodicCache(takes, t -> new ParityRecurrence(t, oddWins), PeriodFinder.Kind.REMOTENESS);
        this.outcomes = new PeriodicCache(takes, t -> new ParityRecurrence(t, oddWins), PeriodFinder.Kind.OUTCOME);
    }

    @Override
    public Optional<Value> value(ParityPosition p) {
        Value end = rules.primitive(p);
        if (end != null) {
            return Optional.of(end);
        }
        return Optional.of(withRemoteness.rows(p.balls()).value(p.balls(), ParityRecurrence.cell(p.mine(), p.theirs())));
    }

    /** The outcome only, from the outcome rows. */
    Outcome outcome(ParityPosition p) {
        Value end = rules.primitive(p);
        if (end != null) {
            return end.outcome();
        }
        return outcomes.rows(p.balls()).outcome(p.balls(), ParityRecurrence.cell(p.mine(), p.theirs()));
    }

    @Override
    public Optional<Verdict> evaluate(ParityPosition p) {
        Value value = value(p).orElseThrow();
        Text holdings = Text.of("你持有" + parityZh(p.mine()) + "，对手持有" + parityZh(p.theirs()),
                "you hold " + parityEn(p.mine()) + ", the opponent holds " + parityEn(p.theirs()));
        if (rules.primitive(p) != null) {
            String wins = oddWins ? "odd" : "even";
            return Optional.of(new Verdict(value, Method.OVER, Text.of(
                    "取数集合 {" + takes + "} 中没有一个数能从 " + p.balls() + " 个球里取，游戏结束；" + holdings.zh() + "，"
                            + (oddWins ? "奇数" : "偶数") + "获胜：" + outcomeZh(value.outcome()) + "。",
                    "No take of {" + takes + "} fits in " + p.balls() + " balls, so the game is over; " + holdings.en()
                            + " and " + wins + " wins: " + value.outcome().word() + ".")));
        }
        RecurrenceRows r = withRemoteness.rows(p.balls());
        Text row = ParityGame.ROW_NAMES.get(ParityRecurrence.cell(p.mine(), p.theirs()));
        Text proof = r.periodicity().proof();
        Text where = r.locate(p.balls());
        String upTo = takes.upTo(p.balls());
        return Optional.of(new Verdict(value, METHOD, Text.of(
                "按双方所持球数的奇偶（你持有的 / 对手持有的）对取数集合 {" + upTo + "} 分行计算：" + proof.zh() + "；"
                        + where.zh() + "，在 " + row.zh() + " 行（" + holdings.zh() + "）。",
                "Parity rows (what you hold / what the opponent holds) over the takes {" + upTo + "}: " + proof.en() + "; "
                        + where.en() + ", row " + row.en() + " (" + holdings.en() + ").")));
    }

    /** The four outcome rows over n = 0..upto with their period. */
    Table table(long upto) {
        TableLimit.check(Text.of("奇偶表", "a parity table"), upto, ParityGame.ROW_NAMES.size());
        RecurrenceRows r = outcomes.rows(takes.max());
        Text proof = r.periodicity().proof();
        return new Table(Table.OUTCOME, ParityGame.ROW_NAMES, r.packedTable(upto), r.periodicity(), Text.of(
                "每行是：轮到的一方所持球数的奇偶 / 对手所持球数的奇偶（开局为 偶/偶）。" + proof.zh() + "。",
                "Rows: parity of what the player to move holds / of what the opponent holds (start: even/even). "
                        + proof.en() + "."));
    }

    private static String parityZh(int bit) {
        return bit == 0 ? "偶数个" : "奇数个";
    }

    private static String parityEn(int bit) {
        return bit == 0 ? "even" : "odd";
    }

    /** 必胜 / 必败 / 平局 for the player to move. */
    static String outcomeZh(Outcome o) {
        return switch (o) {
            case WIN -> "先手必胜";
            case LOSS -> "先手必败";
            case DRAW -> "平局";
        };
    }
}
