package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
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

    public CuttingGameProblem() {
        super("cutting-game", "剪纸游戏（POJ 2311 Cutting Game）", "Cutting Game (POJ 2311)",
                Text.of("沿格线剪开 W x H 的纸及剪出的纸片，先剪出 1 x 1 的人赢：先手必胜输出 WIN，否则 LOSE。",
                        "Cut a W x H sheet and its pieces along grid lines; whoever cuts out a 1 x 1 piece wins: WIN/LOSE for the "
                        + "first player."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        List<int[]> sheets = new java.util.ArrayList<>();
        while (t.hasNext()) {
            int w = t.nextInt("W, the width of the sheet", 1, CuttingGame.MAX_SIDE);
            int h = t.nextInt("H, the height of the sheet", 1, CuttingGame.MAX_SIDE);
            sheets.add(new int[] {w, h});
        }
        StringBuilder out = new StringBuilder();
        for (int[] s : sheets) {
            out.append(CuttingGame.firstPlayerWins(s[0], s[1]) ? "WIN\n" : "LOSE\n");
        }
        return out.toString();
    }
}
