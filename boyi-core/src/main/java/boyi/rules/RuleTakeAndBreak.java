package boyi.rules;

import boyi.games.heaprules.HeapValues;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.Text;
import java.util.Optional;

/**
 * A {@code heaps} rule text recognised as a take-and-break game ({@link RuleOctal}: an octal code,
 * or Grundy's game), answered by the families' own Grundy pipeline ({@link HeapValues}: the
 * sparse-space method, periods by the octal periodicity theorem), so its tables reach the
 * families' lengths. Checked, not trusted: the pipeline serves only once its values equal the
 * rules' own ({@link HeapGrundy}, from the rule text) for every heap up to {@link #CHECKED};
 * otherwise there is none and the rule text's values stand.
 *
 * <pre>{@code
 * RuleTakeAndBreak.of(game, ownValues).flatMap(RuleTakeAndBreak::checked)   // Grundy's game's pipeline
 * }</pre>
 */
final class RuleTakeAndBreak {

    /** Heaps up to which the recognised game's values are compared with the rules' own. */
    static final int CHECKED = 3000;

    private final TakeAndBreakRule rule;
    private final HeapGrundy own;
    private Boolean agrees;

    private RuleTakeAndBreak(TakeAndBreak rule, HeapGrundy own) {
        this.rule = new TakeAndBreakRule(rule);
        this.own = own;
    }

    /** The recognised game of a rule text, its values still to be checked against {@code own}. */
    static Optional<RuleTakeAndBreak> of(RuleGame game, HeapGrundy own) {
        return RuleOctal.rule(game).map(r -> new RuleTakeAndBreak(r, own));
    }

    /** The code the text was recognised as, e.g. {@code 0.77} or {@code 4.0 (unequal splits)}. */
    String code() {
        return rule.rule().code();
    }

    /** Whether the text was recognised as Grundy's game (splits into unequal heaps), which has no octal code. */
    boolean unequalSplits() {
        return rule.rule().unequalSplits();
    }

    /** The pipeline, once its values agree with the rules' own up to {@link #CHECKED}. */
    synchronized Optional<HeapValues> checked() {
        if (agrees == null) {
            long[] values = own.upTo(CHECKED);
            boolean same = true;
            for (int n = 0; n <= CHECKED && same; n++) {
                same = values[n] == rule.values().grundy(n);
            }
            agrees = same;
        }
        return agrees ? Optional.of(rule.values()) : Optional.empty();
    }

    /** The table of G(0..upto) by the pipeline within the budget, saying what the text was recognised as. */
    Optional<Table> table(long upto, WorkBudget budget) {
        Optional<HeapValues> values = checked();
        if (values.isEmpty()) {
            return Optional.empty();
        }
        Table t = values.get().table(upto, budget);
        Text name = rule.name();
        Text how = Text.of("规则文本被识别为" + name.zh() + "（与规则自己算出的 SG 值逐个核对到 n = " + CHECKED + "），由同一条 SG 值流水线计算。",
                "The rule text is recognised as " + name.en() + " (its Grundy values checked against the rules' own up to n = " + CHECKED
                        + "), computed by the same Grundy pipeline.");
        return Optional.of(new Table(t.kind(), t.rowNames(), t.rows(), t.periodicity(), how.then(t.explanation())));
    }
}
