package boyi.games.heaps;

import boyi.games.sums.SumParameter;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;

import boyi.games.GameFamily;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.util.Text;
import java.util.List;

/**
 * Be the Winner (HDU 2509): rows of apples; a move takes consecutive apples from one row, maybe
 * splitting it; whoever takes the last apple loses. A row is worth its length, and the Anti-SG
 * rule decides ({@link AppleRow}).
 *
 * <pre>{@code
 * Analyzer.analyze(BeTheWinnerGame.FAMILY.instantiate(Map.of()), "2 2").value();   // loss
 * }</pre>
 */
public final class BeTheWinnerGame {

    public static final GameFamily FAMILY = new FactoryFamily("be-the-winner", "Be the Winner（取连续苹果）", "Be the Winner (rows of apples)",
            Text.of("苹果排成几行，每次从一行中取走连续的一个或多个苹果（可能把这一行分成两行），取走最后一个苹果的人输。",
                    "Apples lie in rows; a move takes one or more consecutive apples from one row, which may split it into two rows; "
                            + "whoever takes the last apple loses."),
            List.of(SumParameter.of(SumRule.MISERE)),
            Text.of("每行的苹果数 0..10^18，用空格分隔：2 2", "the row lengths, 0..10^18, separated by spaces: 2 2"),
            ViewKind.PINS, "2 2",
            (family, values) -> Sums.heapInstance(family, values, AppleRow.RULES, SumRule.parse(family.id(), values.get("sum")), null));

    private BeTheWinnerGame() {
    }
}
