package boyi.games.pairs;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.sums.SumParameter;

import boyi.games.GameFamily;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;

/**
 * GG and MM (HDU 3595): several Euclid pair games at once; under Every-SG the mover moves in every
 * game not over, and the greatest step decides ({@link EuclidPair}). The same pairs can be played
 * as an ordinary (normal or misère) sum, decided by search.
 *
 * <pre>{@code
 * Analyzer.analyze(EverySgEuclidGame.FAMILY.instantiate(Map.of()), "3 2").value();   // loss
 * }</pre>
 */
public final class EverySgEuclidGame {

    public static final GameFamily FAMILY = new FactoryFamily("every-sg-euclid", "GG and MM（Every-SG 欧几里得）",
            "GG and MM (Every-SG Euclid)",
            Text.of("同时进行几局两堆游戏：在一局里，选一堆（有 x 个，x > 0），从另一堆中取走 x 的正整数倍；有一堆为空的那局结束。"
                            + "每回合必须在每一局未结束的游戏里各走一步，不能走的人输。MM 先走。",
                    "Several two-pile games are played at once. In one game a move picks a pile with x > 0 stones and removes a "
                            + "positive multiple of x from the other pile; a game with an empty pile is over. On each turn the mover "
                            + "must move in every game that is not over; the player who cannot move loses. MM moves first."),
            List.of(SumParameter.of(SumRule.EVERY_SG)),
            Text.of("每局的两堆 p q（0..10^18），几局之间用逗号分隔：3 2, 1 1", "each game's piles p q (0..10^18), games separated by commas: 3 2, 1 1"),
            ViewKind.GENERIC, "3 2, 1 1",
            (family, values) -> Sums.instance(family, values, EuclidPair.RULES, SumRule.parse(family.id(), values.get("sum")),
                    n -> Optional.empty()));

    private EverySgEuclidGame() {
    }
}
