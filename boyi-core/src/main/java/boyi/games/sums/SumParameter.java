package boyi.games.sums;

import boyi.games.Parameter;
import boyi.util.Text;

/** The {@code sum} parameter of the heap families: normal, misere or every-sg. */
public final class SumParameter {

    private SumParameter() {
    }

    public static Parameter of(SumRule byDefault) {
        return new Parameter("sum", Text.of("几个子游戏合起来怎么玩：正常规则（走最后一步的一方胜，写作 normal）、反常规则（走最后一步的一方负，写作 misere）、"
                + "Every-SG（每回合每个未结束的子游戏都走一步，写作 every-sg）",
                "how the components combine: normal (the last move wins), misere (the last move loses), every-sg (each turn a move in every component not over)"),
                byDefault.id(), byDefault.id(), SumRule.ids());
    }
}
