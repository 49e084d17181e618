package boyi.games.heaprules;

import boyi.util.Text;

/**
 * A heap rule without a closed form, whose Grundy values come from its own {@link HeapValues}
 * pipeline (search, then the period once it is proven).
 *
 * <pre>{@code
 * PipelineRule kayles = new TakeAndBreakRule(TakeAndBreak.octal("0.77"));
 * kayles.grundy(3);            // 3, from kayles.values()
 * kayles.values().method();   // how the values were found
 * }</pre>
 */
public interface PipelineRule extends HeapRule {

    /** The Grundy pipeline of this rule (values, period, tables). */
    HeapValues values();

    @Override
    default long grundy(long n) {
        return values().grundy(n);
    }

    @Override
    default Text grundyMethod() {
        return values().method();
    }
}
