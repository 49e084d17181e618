package boyi.games.takeaway;


import boyi.games.heaprules.TakeSet;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.GameParts;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.PartsInstance;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.Table;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parity-holding take-away family (取球博弈 take-ball, 石头游戏 stones): a move takes
 * exactly t balls for a t in the take set; when no take fits the game ends, and whoever holds the
 * winning parity (odd or even) wins if the other does not; otherwise it is a draw. Solved by the
 * four parity rows over n and their proven period, for n up to 10^18.
 *
 * <pre>{@code
 * GameInstance<?> g = new ParityGame().instantiate(Map.of("takes", "1,2,3"));
 * Analyzer.analyze(g, "5");   // loss
 * }</pre>
 */
public final class ParityGame extends ParityFamily {

    static final List<Text> ROW_NAMES = List.of(Text.of("偶/偶", "even/even"), Text.of("偶/奇", "even/odd"),
            Text.of("奇/偶", "odd/even"), Text.of("奇/奇", "odd/odd"));
    /** Shared by the named instances (take-ball, stones). */
    static final Text POSITION_SYNTAX = Text.of("剩下的球数，后面可以再跟两个数（0 或 1）表示轮到的一方和对手所持球数的奇偶：10，或 10 1 0",
            "balls left, optionally followed by the parities (0 or 1) of what the player to move and the opponent hold: "
                    + "10, or 10 1 0");
    /** The take-set parameter of the family and of take-ball. */
    static final Parameter TAKES = new Parameter("takes", Text.of("取数集合，用逗号分隔的整数 1..10^18",
            "the take set, comma-separated whole numbers 1..10^18"), "1,2,3", null);

    public ParityGame() {
        super("parity", "取球博弈（奇偶胜负）", "parity take-away (take-ball, stones)",
                Text.of("两人轮流取球，每次恰好取 t 个，t 属于取数集合；当哪种取法都取不了时游戏结束，持有获胜奇偶"
                                + "（win=odd：奇数个，win=even：偶数个）的一方获胜，前提是对方不是同样的奇偶，否则为平局。"
                                + "剩下的球不归任何人。win=odd 就是取球博弈（蓝桥杯 2016），win=even 且取数为 1..M 就是石头游戏。",
                        "Players alternately take exactly t balls for some t in the take set; when no take fits, the player "
                        + "holding the winning parity (win=odd: an odd number, win=even: an even number) wins if the other "
                        + "does not, otherwise it is a draw. Leftover balls belong to nobody. win=odd is 取球博弈 "
                        + "(Lanqiao 2016), win=even with takes 1..M is 石头游戏."),
                List.of(TAKES, new Parameter("win", Text.of("持有哪种奇偶的球数获胜：odd（奇数）或 even（偶数）",
                        "which parity of holding wins: odd or even"), "odd", "odd", List.of("odd", "even"))),
                POSITION_SYNTAX, "10");
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        TakeSet takes = TakeSet.parse(this, "takes", v.get("takes"));
        boolean oddWins = Parameters.choice(this, "win", v.get("win"), List.of("odd", "even")).equals("odd");
        Map<String, String> shown = new LinkedHashMap<>();
        shown.put("takes", takes.toString());
        shown.put("win", oddWins ? "odd" : "even");
        return new Instance(this, takes, oddWins, shown);
    }

    /** A parity game with its take set and winning parity fixed, composed of rules, notation and one evaluator. */
    public static final class Instance implements PartsInstance<ParityPosition> {

        private final GameParts<ParityPosition> parts;
        private final TakeSet takes;
        private final ParityRowsEvaluator rows;

        /**
         * @param family     the family that made it ({@code parity}, or a named instance of it)
         * @param parameters the parameters as that family shows them
         */
        public Instance(GameFamily family, TakeSet takes, boolean oddWins, Map<String, String> parameters) {
            Rules rules = new Rules(takes, oddWins);
            this.takes = takes;
            this.rows = new ParityRowsEvaluator(takes, oddWins, rules);
            this.parts = new GameParts<>(family, parameters, rules, new ParityNotation(family), List.of(rows));
        }

        @Override
        public GameParts<ParityPosition> parts() {
            return parts;
        }

        /** The outcome only, from the outcome rows (cheaper: they often repeat sooner than remoteness). */
        public Outcome outcome(ParityPosition p) {
            return rows.outcome(p);
        }

        @Override
        public Optional<Table> table(long upto) {
            return Optional.of(rows.table(upto));
        }

        TakeSet takes() {
            return takes;
        }
    }

    /** The rules: take exactly t for a t in the set; over when no take fits. */
    static final class Rules implements Game<ParityPosition> {

        private final TakeSet takes;
        private final boolean oddWins;

        Rules(TakeSet takes, boolean oddWins) {
            this.takes = takes;
            this.oddWins = oddWins;
        }

        @Override
        public List<Move<ParityPosition>> moves(ParityPosition p) {
            List<Move<ParityPosition>> out = new ArrayList<>();
            for (long t : takes.takes()) {
                if (t > p.balls()) {
                    break;
                }
                out.add(new Move<>("take " + t, p.after(t)));
            }
            return out;
        }

        @Override
        public Value primitive(ParityPosition p) {
            if (p.balls() >= takes.min()) {
                return null;
            }
            Outcome o = ParityRecurrence.end(p.mine(), p.theirs(), oddWins);
            return o == Outcome.DRAW ? Value.DRAW : new Value(o, 0);
        }
    }

    /** Positions: {@code 10} or {@code 10 1 0}; moves: 取 2 个 / take 2. */
    private static final class ParityNotation implements Notation<ParityPosition> {

        private final GameFamily family;

        ParityNotation(GameFamily family) {
            this.family = family;
        }

        @Override
        public ParityPosition parse(String text) {
            String[] w = text.trim().split("\\s+");
            if (w.length != 1 && w.length != 3) {
                throw new BadInputException(family.id(), Text.of("局面 \"" + text.trim() + "\"：应为" + family.positionSyntax().zh(),
                        "position \"" + text.trim() + "\": expected " + family.positionSyntax().en()));
            }
            long balls = Parameters.longValue(family, "balls", w[0], 0, TakeSet.LIMIT);
            if (w.length == 1) {
                return ParityPosition.start(balls);
            }
            int mine = (int) Parameters.longValue(family, "mine (parity of what the player to move holds)", w[1], 0, 1);
            int theirs = (int) Parameters.longValue(family, "theirs (parity of what the opponent holds)", w[2], 0, 1);
            return new ParityPosition(balls, mine, theirs);
        }

        @Override
        public String format(ParityPosition p) {
            return p.mine() == 0 && p.theirs() == 0 ? Long.toString(p.balls())
                    : p.balls() + " " + p.mine() + " " + p.theirs();
        }

        @Override
        public Text label(ParityPosition from, Move<ParityPosition> move) {
            return TakeSet.label(move.name());
        }
    }
}
