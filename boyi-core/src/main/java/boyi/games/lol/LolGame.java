package boyi.games.lol;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.GameParts;
import boyi.games.Parameters;
import boyi.games.PartsInstance;
import boyi.util.Text;
import java.util.List;
import java.util.Map;

/**
 * 填字母游戏 (LOL, Lanqiao Cup 2017): players take turns writing {@code L} or {@code O} into an
 * empty cell of a row; whoever first makes {@code LOL} appear wins; a full row without it is a
 * draw. An instance is composed of the rules ({@link LolRules}), the notation
 * ({@link LolNotation}: rows over {@code *LO}, moves such as {@code 3O}) and one evaluator
 * ({@link LolEvaluator}: the exact {@link LolSolver}, with remoteness by plain search on small
 * rows). The proof behind the solver is in {@code docs/lol.md}.
 *
 * <pre>{@code
 * GameInstance<LolGame.Row> lol = new LolGame().instantiate(Map.of());
 * Analyzer.analyze(lol, "L**L***L").bestMove();   // a winning move
 * }</pre>
 */
public final class LolGame extends DescribedFamily {

    /** Rows with at most this many empty cells also get their remoteness by plain search. */
    public static final int REMOTENESS_EMPTY_CELLS = LolEvaluator.REMOTENESS_EMPTY_CELLS;

    /** The longest row accepted as a position (components are limited separately). */
    public static final int MAX_ROW = LolNotation.MAX_ROW;

    /** A row of cells over {@code *LO} (the position type; rows are immutable values). */
    public record Row(String cells) {
        @Override
        public String toString() {
            return cells;
        }
    }

    public LolGame() {
        super("lol", "填字母游戏", "LOL (fill in letters)",
                Text.of("两人轮流在一行格子的某个空格里填入 L 或 O；谁先让连续三格出现 LOL 谁就获胜。"
                                + "填满了也没有 LOL 就是平局。已经含有 LOL 的一行表示对局已结束：轮到走的一方已经输了。",
                        "Players take turns writing L or O into an empty cell of a row; whoever first makes LOL appear in three "
                                + "consecutive cells wins. A full row without LOL is a draw. A row that already contains LOL is over: "
                                + "the player to move has lost."),
                List.of(),
                Text.of("由 *（空格）、L 和 O 组成的一行：L**L***L；着法写成格号（从 1 开始）加字母：3O",
                        "a row over * (empty), L and O: L**L***L; moves name the cell from 1 and the letter: 3O"),
                "L**L***L");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.boardCells(position);
    }

    @Override
    public ViewKind view() {
        return ViewKind.LETTERS;
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** The LOL game: rules, notation and evaluator composed. */
    public static final class Instance implements PartsInstance<Row> {

        private final LolRules rules = new LolRules();
        private final LolNotation notation = new LolNotation();
        private final GameParts<Row> parts;

        Instance(GameFamily family, Map<String, String> parameters) {
            this.parts = new GameParts<>(family, parameters, rules, notation, List.of(new LolEvaluator(rules)));
        }

        @Override
        public GameParts<Row> parts() {
            return parts;
        }

        @Override
        public LolRules game() {
            return rules;
        }

        /** Accepts {@code 3O}, "第 3 格填 O" and "O at cell 3" (see {@link LolNotation#play}). */
        @Override
        public Row play(Row position, String move) {
            return notation.play(position, move);
        }
    }
}
