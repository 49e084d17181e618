package boyi.games.sums;

import boyi.games.Parameter;
import boyi.util.Text;

/** The {@code sum} parameter of the heap families: normal, misere or every-sg. */
public final class SumParameter {

    private SumParameter() {
    }

    public static Parameter of(SumRule byDefault) {
        return new Parameter("sum", Text.of("几个子游戏合起来怎么玩：normal（走最后一步的一方胜）、misere（走最后一步的一方负）、every-sg（每回合每个未结束的子游戏都走一步）",
                "how the components combine: normal (the last move wins), misere (the last move loses), every-sg (each turn a move in every component not over)"),
                byDefault.id(), byDefault.id(), SumRule.ids());
    }
}
