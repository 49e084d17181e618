package boyi.games.matches;

import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.games.ViewKind;
import boyi.games.Work;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Notation;
import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * 火柴游戏 (Lanqiao Cup 2012): players take turns placing a match, {@code -} or {@code 1},
 * into an empty cell of a board of up to 6 x 6; a match may not be connected to one of the same
 * direction (same row for {@code -}, same column for {@code 1}, only empty cells between). Who
 * cannot place a match loses.
 *
 * <p>The family: its description, notation and instances. The search's rules are
 * {@link MatchesSearchRules}, the tiers of legal boards {@link MatchesTiers}; what answers a
 * board ({@link MatchesEvaluators}: database, tier table, search, database solved into a
 * folder) and the per-size stores it reads ({@link MatchesSolutions}) live apart.
 *
 * <pre>{@code
 * GameInstance<?> g = Catalogue.family("matches").instantiate(Map.of());
 * Analyzer.analyze(g, "0111/-000/-000").bestMove();   // Optional["00-"]
 * }</pre>
 */
public final class MatchesGame extends DescribedFamily {

    public MatchesGame() {
        super("matches", "火柴游戏", "Matches",
                Text.of("两人轮流在空格里放一根火柴，横放（-）或竖放（1）；一根火柴不能与同方向的另一根相连，放不下火柴的一方输。"
                                + "同一行的两根横火柴之间只有空格就算相连，同一列的两根竖火柴也一样；中间隔着另一方向的火柴就不相连。"
                                + "棋盘可以是不超过 6 x 6 的任意矩形（比赛用 3 x 4）；一步写成行号、列号（都从 0 开始）和方向，如 21- 或 031。"
                                + "开局的棋盘不能有相连的火柴，只有已经放满的行或列例外（如比赛样例 1111/----/0010），那里再也放不下火柴。",
                        "Players take turns placing one match, horizontal (-) or vertical (1), into an empty cell; "
                                + "a match may not be connected to another of the same direction, and whoever cannot place one loses. "
                                + "Two horizontal matches in the same row with only empty cells between them are connected, and so are "
                                + "two vertical matches in the same column; a match of the other direction in between blocks. "
                                + "Any rectangular board up to 6 x 6 (the contest board is 3 x 4); a move is written as row digit, "
                                + "column digit (both from 0) and direction, e.g. 21- or 031. "
                                + "A starting board may not have connected matches, except in a full row or column (as in the "
                                + "contest's sample 1111/----/0010), where no match can be placed any more."),
                List.of(),
                Text.of("棋盘各行由 0（空）、-、1 组成，用 / 或空格分隔，最大 6 x 6：0111/-000/-000",
                        "the board's rows of 0 (empty), - and 1, separated by / or spaces, up to 6 x 6: 0111/-000/-000"),
                "0000/0000/0000");
    }

    @Override
    public ViewKind view() {
        return ViewKind.GRID;
    }

    @Override
    public GameInstance<MatchesBoard> instantiate(Map<String, String> parameters) {
        Parameters.resolve(this, parameters);
        return new Instance(this);
    }

    private static final MatchesSearchRules RULES = new MatchesSearchRules();

    /**
     * Moves are named row digit, column digit (both from 0) and direction ({@code 21-}, {@code 031});
     * the Chinese label says it in words, counting from 1, with the name after it: 第 3 行第 2 列放横火柴（21-）.
     */
    private static final Notation<MatchesBoard> NOTATION = Notation.of(MatchesBoard::parse, MatchesBoard::format,
            (from, move) -> label(move.name()));

    static Text label(String name) {
        if (name.length() != 3 || !Character.isDigit(name.charAt(0)) || !Character.isDigit(name.charAt(1))) {
            return Text.same(name);
        }
        String kind = name.charAt(2) == '-' ? "横" : "竖";
        return Text.of("第 " + (name.charAt(0) - '0' + 1) + " 行第 " + (name.charAt(1) - '0' + 1) + " 列放" + kind + "火柴（" + name + "）", name);
    }

    /** The tiers of a size written {@code 5x6}. */
    @Override
    public Optional<boyi.solve.tier.TierGame> tiers(String size) {
        return Optional.of(MatchesTiers.parse(size));
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.boardCells(position);
    }

    /** Rules, notation and the evaluators ({@link MatchesEvaluators}). */
    private static final class Instance implements GameInstance<MatchesBoard> {

        private final GameFamily family;

        Instance(GameFamily family) {
            this.family = family;
        }

        @Override
        public GameFamily family() {
            return family;
        }

        @Override
        public Map<String, String> parameters() {
            return Map.of();
        }

        @Override
        public Game<MatchesBoard> game() {
            return RULES;
        }

        @Override
        public Notation<MatchesBoard> notation() {
            return NOTATION;
        }

        @Override
        public List<Evaluator<MatchesBoard>> evaluators() {
            return MatchesEvaluators.ALL;
        }
    }
}
