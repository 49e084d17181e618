package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.EverySgTheory;
import java.util.List;

/**
 * {@code every-sg-euclid} (HDU 3595, "GG and MM"): N Euclid pair games played at once, moving in
 * every game not over; {@code MM} (the first player) wins iff the greatest Every-SG step is odd
 * ({@link EverySgTheory#euclidStep}). Cases until end of input; Boyi limits p, q 0..10^18, N <= 10^5.
 *
 * <pre>{@code
 * new EverySgEuclidProblem().solve("1\n3 2\n", List.of());   // "GG\n"
 * }</pre>
 */
public final class EverySgEuclidProblem extends JudgeProblem {

    /** The id of {@code boyi problem every-sg-euclid}. */
    public static final String ID = "every-sg-euclid";

    static final int MAX_GAMES = 100_000;
    private static final Text GAMES = Text.of("游戏数 N", "the number of games N");
    private static final Text PILE_P = Text.of("石子堆 p", "the pile p");
    private static final Text PILE_Q = Text.of("石子堆 q", "the pile q");

    public EverySgEuclidProblem() {
        super(ID, "GG and MM（Every-SG 欧几里得）", "GG and MM (Every-SG Euclid)",
                Text.of("同时进行若干个欧几里得游戏，每回合每个没结束的游戏都要走一步；先手 MM 必胜输出 MM，否则 GG。",
                        "Several Euclid pair games at once, moving in every game each turn; MM/GG for the first player MM."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> {
            int n = t.nextInt(GAMES, 1, MAX_GAMES);
            long maxStep = 0;
            for (int i = 0; i < n; i++) {
                long p = t.nextLong(PILE_P, 0, Tokens.E18);
                long q = t.nextLong(PILE_Q, 0, Tokens.E18);
                maxStep = Math.max(maxStep, EverySgTheory.euclidStep(p, q));
            }
            return EverySgTheory.moverWins(maxStep) ? "MM\n" : "GG\n";
        });
    }
}
