package boyi.games.takeaway;

import boyi.solve.Table;
import boyi.games.AbstractGameInstance;
import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.PeriodFinder;
import boyi.solve.PeriodicRows;
import boyi.util.BadInputException;
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
public final class ParityGame extends DescribedFamily {

    static final List<String> ROW_NAMES = List.of("even/even", "even/odd", "odd/even", "odd/odd");
    /** Shared by the named instances (take-ball, stones). */
    static final String POSITION_SYNTAX = "balls left, optionally followed by the parities (0 or 1) of what the player "
            + "to move and the opponent hold: 10, or 10 1 0";

    public ParityGame() {
        super("parity", "取球博弈（奇偶胜负）", "parity take-away (take-ball, stones)",
                "Players alternately take exactly t balls for some t in the take set; when no take fits, the player "
                        + "holding the winning parity (win=odd: an odd number, win=even: an even number) wins if the other "
                        + "does not, otherwise it is a draw. Leftover balls belong to nobody. win=odd is 取球博弈 "
                        + "(Lanqiao 2016), win=even with takes 1..M is 石头游戏.",
                List.of(
                        new Parameter("takes", "the take set, comma-separated whole numbers 1..10^18", "1,2,3", null),
                        new Parameter("win", "which parity of holding wins: odd or even", "odd", "odd")),
                POSITION_SYNTAX, "10");
    }

    @Override
    public String view() {
        return "balls";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        TakeSet takes = TakeSet.parse(this, "takes", v.get("takes"));
        boolean oddWins = Parameters.choice(this, "win", v.get("win"), List.of("odd", "even")).equals("odd");
        return new Instance(this, takes, oddWins, Map.of());
    }

    /** A parity game with its take set and winning parity fixed. */
    public static final class Instance extends AbstractGameInstance<ParityPosition> implements Game<ParityPosition> {

        private final TakeSet takes;
        private final boolean oddWins;
        private final PeriodicCache withRemoteness;
        private final PeriodicCache outcomes;

        /**
         * @param family the family that made it ({@code parity}, or a named instance of it)
         * @param named  the parameters as the named family shows them; empty for {@code parity}
         */
        public Instance(GameFamily family, TakeSet takes, boolean oddWins, Map<String, String> named) {
            super(family, named.isEmpty() ? shown(takes, oddWins) : named);
            this.takes = takes;
            this.oddWins = oddWins;
            this.withRemoteness = new PeriodicCache(takes, t -> new ParityRecurrence(t, oddWins), PeriodFinder.Kind.REMOTENESS);
            this.outcomes = new PeriodicCache(takes, t -> new ParityRecurrence(t, oddWins), PeriodFinder.Kind.OUTCOME);
        }

        private static Map<String, String> shown(TakeSet takes, boolean oddWins) {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("takes", takes.toString());
            m.put("win", oddWins ? "odd" : "even");
            return m;
        }

        @Override
        public Game<ParityPosition> game() {
            return this;
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

        @Override
        public ParityPosition parse(String text) {
            String[] w = text.trim().split("\\s+");
            if (w.length != 1 && w.length != 3) {
                throw new BadInputException(family().id() + ": position \"" + text.trim() + "\": expected " + family().positionSyntax());
            }
            long balls = Parameters.longValue(family(), "balls", w[0], 0, 1_000_000_000_000_000_000L);
            if (w.length == 1) {
                return ParityPosition.start(balls);
            }
            int mine = (int) Parameters.longValue(family(), "mine (parity of what the player to move holds)", w[1], 0, 1);
            int theirs = (int) Parameters.longValue(family(), "theirs (parity of what the opponent holds)", w[2], 0, 1);
            return new ParityPosition(balls, mine, theirs);
        }

        @Override
        public String format(ParityPosition p) {
            return p.mine() == 0 && p.theirs() == 0 ? Long.toString(p.balls())
                    : p.balls() + " " + p.mine() + " " + p.theirs();
        }

        private PeriodicRows rows(long balls, PeriodFinder.Kind kind) {
            return (kind == PeriodFinder.Kind.REMOTENESS ? withRemoteness : outcomes).rows(balls);
        }

        @Override
        public Value value(ParityPosition p) {
            Value end = primitive(p);
            if (end != null) {
                return end;
            }
            return rows(p.balls(), PeriodFinder.Kind.REMOTENESS).value(p.balls(), ParityRecurrence.cell(p.mine(), p.theirs()));
        }

        /** The outcome only (cheaper: the outcome rows often have a shorter period than remoteness). */
        public Outcome outcome(ParityPosition p) {
            Value end = primitive(p);
            if (end != null) {
                return end.outcome();
            }
            return rows(p.balls(), PeriodFinder.Kind.OUTCOME).outcome(p.balls(), ParityRecurrence.cell(p.mine(), p.theirs()));
        }

        @Override
        public String explain(ParityPosition p) {
            String holdings = "you hold " + parity(p.mine()) + ", the opponent holds " + parity(p.theirs());
            if (primitive(p) != null) {
                return "No take of {" + takes + "} fits in " + p.balls() + " balls, so the game is over; " + holdings
                        + " and " + (oddWins ? "odd" : "even") + " wins: " + value(p).outcome().word() + ".";
            }
            PeriodicRows r = rows(p.balls(), PeriodFinder.Kind.REMOTENESS);
            String where = r.locate(p.balls()).en();
            return "Parity rows (what you hold / what the opponent holds) over the takes {" + takes.upTo(p.balls())
                    + "}: " + r.periodicity().proof().en() + "; " + where + ", row " + ROW_NAMES.get(ParityRecurrence.cell(p.mine(), p.theirs()))
                    + " (" + holdings + ").";
        }

        @Override
        public Optional<Table> table(long upto) {
            TableLimit.check("a parity table", upto, ROW_NAMES.size());
            PeriodicRows r = rows(takes.max(), PeriodFinder.Kind.OUTCOME);
            return Optional.of(new Table(Table.OUTCOME, ROW_NAMES.stream().map(boyi.util.Text::same).toList(),
                    r.table(upto), r.periodicity(), boyi.util.Text.same(
                    "Rows: parity of what the player to move holds / of what the opponent holds (start: even/even). "
                            + r.periodicity().proof().en() + ".")));
        }

        private static String parity(int bit) {
            return bit == 0 ? "even" : "odd";
        }
    }
}
