package boyi.rules;

import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;

/** Rule games of every shape hold the contract every Java family holds. */
class RuleGamesContractTest {

    static final String BALL_GAME = """
            game "取球游戏" "Ball game"
            state n
            move "取 {t} 个" "take {t}" for t in {1, 3, 7, 8} if t <= n -> n - t
            play misere
            """;

    static final String TAKE_BALL = """
            # the seeds' take-ball: whoever holds an odd number of balls wins if the other holds an even number
            param takes = {1, 2, 3}
            state n, mine, theirs
            move "取 {t} 个" "take {t}" for t in takes if t <= n -> n - t, theirs, (mine + t) % 2
            when stuck: odd(mine) and even(theirs) ? win : even(mine) and odd(theirs) ? loss : draw
            """;

    static final String KAYLES = """
            game "凯尔斯保龄" "Kayles"
            heaps n
            move "击倒 {k} 个，剩下 {a} 和 {n - k - a}" "take {k}, leave {a}+{n - k - a}"
                for k in {1, 2} if k <= n for a in 0..(n - k) / 2 -> a, n - k - a
            """;

    static final String WYTHOFF = """
            game "威佐夫博弈" "Wythoff's game"
            state a, b
            move "从第 1 堆取 {k} 个" "take {k} from pile 1" for k in 1..a -> a - k, b
            move "从第 2 堆取 {k} 个" "take {k} from pile 2" for k in 1..b -> a, b - k
            move "两堆各取 {k} 个" "take {k} from both" for k in 1..min(a, b) -> a - k, b - k
            """;

    static final String LOL = """
            game "填字母游戏" "LOL"
            board row "*LO"
            move "在第 {i + 1} 格写 {c}" "{c} at cell {i + 1}" for i in cells if cell[i] == '*' for c in {'L', 'O'} -> cell[i] = c
            win pattern "LOL"
            when stuck: draw
            """;

    static List<RuleState> numbers(int upto) {
        List<RuleState> out = new ArrayList<>();
        for (long n = 0; n <= upto; n++) {
            out.add(RuleState.numbers(n));
        }
        return out;
    }

    /** A rule text's game under the contract, instantiated with its default parameters. */
    abstract static class RuleContract extends GameContractTest<RuleState> {
        private final String text;
        private final String id;

        RuleContract(String text, String id) {
            this.text = text;
            this.id = id;
        }

        @Override
        protected GameInstance<RuleState> instance() {
            return RuleFamily.of(text, id).instantiate(Map.of());
        }
    }

    @Nested
    class BallGame extends RuleContract {
        BallGame() {
            super(BALL_GAME, "ball-game");
        }

        @Override
        protected List<RuleState> smallPositions() {
            return numbers(60);
        }
    }

    @Nested
    class TakeBall extends RuleContract {
        TakeBall() {
            super(TAKE_BALL, "take-ball");
        }

        @Override
        protected List<RuleState> smallPositions() {
            List<RuleState> out = new ArrayList<>();
            for (long n = 0; n <= 30; n++) {
                for (long a = 0; a < 2; a++) {
                    for (long b = 0; b < 2; b++) {
                        out.add(RuleState.numbers(n, a, b));
                    }
                }
            }
            return out;
        }
    }

    @Nested
    class Kayles extends RuleContract {
        Kayles() {
            super(KAYLES, "kayles");
        }

        @Override
        protected List<RuleState> smallPositions() {
            List<RuleState> out = new ArrayList<>();
            out.add(instance().parse("0"));   // no pins left: over
            for (long a = 1; a <= 7; a++) {
                out.add(RuleState.heaps(new long[] {a}));
                for (long b = 1; b <= a; b++) {
                    out.add(RuleState.heaps(new long[] {a, b}));
                }
            }
            return out;
        }
    }

    @Nested
    class Wythoff extends RuleContract {
        Wythoff() {
            super(WYTHOFF, "wythoff");
        }

        @Override
        protected List<RuleState> smallPositions() {
            List<RuleState> out = new ArrayList<>();
            for (long a = 0; a <= 8; a++) {
                for (long b = 0; b <= 8; b++) {
                    out.add(RuleState.numbers(a, b));
                }
            }
            return out;
        }
    }

    @Nested
    class Lol extends RuleContract {
        Lol() {
            super(LOL, "lol");
        }

        @Override
        protected List<RuleState> smallPositions() {
            GameInstance<RuleState> g = instance();
            // "LOL" and "LLO" are over (a LOL written; a full board without one), for the evaluator "over"
            return List.of(g.parse("*"), g.parse("***"), g.parse("L*L"), g.parse("L**L"), g.parse("*****"), g.parse("LO*"),
                    g.parse("O**O*"), g.parse("LOL"), g.parse("LLO"));
        }
    }
}
