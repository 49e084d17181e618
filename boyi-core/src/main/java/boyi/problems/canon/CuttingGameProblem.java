package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.theory.CuttingGame;
import java.util.List;

/**
 * {@code cutting-game} (POJ 2311 Cutting Game): cut a W x H sheet and its pieces along grid
 * lines; whoever cuts out a 1 x 1 piece wins. Lines {@code W H} until the end of the input;
 * {@code WIN}/{@code LOSE} for the first player from the Grundy table of {@link CuttingGame}
 * (computed once, up to the largest side asked). Boyi limits: 1 <= W, H <= 500.
 *
 * <pre>{@code
 * new CuttingGameProblem().solve("4 2\n", List.of());   // "WIN\n"
 * }</pre>
 */
public final class CuttingGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem cutting-game}. */
    public static final String ID = "cutting-game";

    private static final Text WIDTH = Text.of("纸的宽 W", "W, the width of the sheet");
    private static final Text HEIGHT = Text.of("纸的高 H", "H, the height of the sheet");

    public CuttingGameProblem() {
        super(ID, "剪纸游戏（POJ 2311 Cutting Game）", "Cutting Game (POJ 2311)",
                Text.of("沿格线剪开 W x H 的纸及剪出的纸片，先剪出 1 x 1 的人赢：先手必胜输出 WIN，否则 LOSE。",
                        "Cut a W x H sheet and its pieces along grid lines; whoever cuts out a 1 x 1 piece wins: WIN/LOSE for the "
                        + "first player."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> {
            int w = t.nextInt(WIDTH, 1, CuttingGame.MAX_SIDE);
            int h = t.nextInt(HEIGHT, 1, CuttingGame.MAX_SIDE);
            return CuttingGame.firstPlayerWins(w, h) ? "WIN\n" : "LOSE\n";
        });
    }
}
