package boyi.games.takeaway;

import boyi.solve.Table;
import boyi.games.AbstractGameInstance;
import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.solve.PeriodFinder;
import boyi.solve.PeriodicRows;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Subtraction games: piles, a move takes exactly t from one pile for a t in the take set; under
 * normal play the player who cannot move loses, under misère play wins. One pile is solved by its
 * outcome rows and their proven period (n up to 10^18); several piles under normal play by the XOR
 * of the piles' Grundy values, and by exact search when the position is small (remoteness too).
 *
 * <pre>{@code
 * GameInstance<?> g = new SubtractionGame().instantiate(Map.of("takes", "1,3,4"));
 * Analyzer.analyze(g, "10 20");   // Sprague-Grundy: G(10) ^ G(20)
 * }</pre>
 */
public final class SubtractionGame extends DescribedFamily {

    private static final long LIMIT = 1_000_000_000_000_000_000L;
    /** Positions (product of pile sizes + 1) small enough for exact search. */
    private static final long SEARCH_LIMIT = 200_000;

    public SubtractionGame() {
        super("subtraction", "减法博弈", "subtraction game",
                "A move takes exactly t stones from one pile, for some t in the take set. Under normal play the player "
                        + "who cannot move loses; under misère play that player wins.",
                List.of(
                        new Parameter("takes", "the take set, comma-separated whole numbers 1..10^18", "1,3,4", null),
                        new Parameter("play", "normal (no move: lost) or misere (no move: won)", "normal", "normal")),
                "one or more pile sizes 0..10^18 separated by spaces: 10 20", "10");
    }

    @Override
    public String view() {
        return "takeaway";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        TakeSet takes = TakeSet.parse(this, "takes", v.get("takes"));
        return new Instance(this, takes, PlayConvention.misere(this, v));
    }

    /** A subtraction game with its take set and play convention fixed; positions are pile lists. */
    public static final class Instance extends AbstractGameInstance<List<Long>> {

        private final TakeSet takes;
        private final boolean misere;
        private final Game<List<Long>> rules;
        private final PeriodicCache outcomes;
        private final PeriodicCache outcomesOnly;
        private final PeriodicCache grundy;
        private NegamaxSolver<List<Long>> search;

        public Instance(SubtractionGame family, TakeSet takes, boolean misere) {
            super(family, PlayConvention.shown("takes", takes.toString(), misere));
            this.takes = takes;
            this.misere = misere;
            this.outcomes = new PeriodicCache(takes, t -> SubtractionRecurrence.outcomes(t, misere), PeriodFinder.Kind.REMOTENESS);
            this.outcomesOnly = new PeriodicCache(takes, t -> SubtractionRecurrence.outcomes(t, misere), PeriodFinder.Kind.OUTCOME);
            this.grundy = new PeriodicCache(takes, SubtractionRecurrence::grundy, PeriodFinder.Kind.PLAIN);
            this.rules = misere ? new Rules() : new NormalRules();
        }

        /** Moves of a pile list; the normal-play version is impartial and splits into piles. */
        private class Rules implements Game<List<Long>> {
            @Override
            public List<Move<List<Long>>> moves(List<Long> piles) {
                List<Move<List<Long>>> out = new ArrayList<>();
                for (int i = 0; i < piles.size(); i++) {
                    for (long t : takes.takes()) {
                        if (t > piles.get(i)) {
                            break;
                        }
                        List<Long> next = new ArrayList<>(piles);
                        next.set(i, piles.get(i) - t);
                        out.add(new Move<>(piles.size() == 1 ? "take " + t : "take " + t + " from pile " + (i + 1),
                                List.copyOf(next)));
                    }
                }
                return out;
            }

            @Override
            public Value primitive(List<Long> piles) {
                for (long p : piles) {
                    if (p >= takes.min()) {
                        return null;
                    }
                }
                return misere ? Value.win(0) : Value.loss(0);
            }
        }

        private final class NormalRules extends Rules implements Decomposable<List<Long>> {
            @Override
            public List<List<Long>> components(List<Long> piles) {
                return piles.size() == 1 ? List.of(piles) : piles.stream().map(List::of).toList();
            }
        }

        @Override
        public Game<List<Long>> game() {
            return rules;
        }

        @Override
        public List<Long> parse(String text) {
            String t = text.trim();
            if (t.isEmpty()) {
                throw new BadInputException("subtraction: missing the position: " + family().positionSyntax());
            }
            List<Long> piles = new ArrayList<>();
            for (String w : t.split("\\s+")) {
                piles.add(Parameters.longValue(family(), "pile " + (piles.size() + 1), w, 0, LIMIT));
            }
            return List.copyOf(piles);
        }

        @Override
        public String format(List<Long> piles) {
            return String.join(" ", piles.stream().map(String::valueOf).toList());
        }

        /** The outcome rows of one pile (with remoteness when it is periodic within the budget). */
        private PeriodicRows outcomeRows(long n) {
            return outcomes.rows(n);
        }

        private PeriodicRows grundyRows(long n) {
            return grundy.rows(n);
        }

        /** The Grundy value of one pile under normal play. */
        public long grundy(long n) {
            return n < takes.min() ? 0 : grundyRows(n).plain(n, 0);
        }

        @Override
        public Value value(List<Long> piles) {
            Value end = rules.primitive(piles);
            if (end != null) {
                return end;
            }
            if (piles.size() == 1) {
                return outcomeRows(piles.get(0)).value(piles.get(0), 0);
            }
            if (small(piles)) {
                return search().value(piles);
            }
            if (misere) {
                throw new TooLargeException("misère subtraction with several piles has no general theory, and exact search "
                        + "is limited to " + SEARCH_LIMIT + " positions; " + format(piles) + " has more (the product of "
                        + "pile sizes + 1)");
            }
            long x = 0;
            for (long p : piles) {
                x ^= grundy(p);
            }
            return Value.of(x != 0 ? Outcome.WIN : Outcome.LOSS);
        }

        private NegamaxSolver<List<Long>> search() {
            if (search == null) {
                search = new NegamaxSolver<>(rules, SEARCH_LIMIT * 4);
            }
            return search;
        }

        private static boolean small(List<Long> piles) {
            long product = 1;
            for (long p : piles) {
                if (p >= SEARCH_LIMIT) {
                    return false;
                }
                product *= p + 1;
                if (product > SEARCH_LIMIT) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String explain(List<Long> piles) {
            if (rules.primitive(piles) != null) {
                return "No take of {" + takes + "} fits in any pile: the player to move cannot move and "
                        + (misere ? "wins (misère play)." : "loses (normal play).");
            }
            if (piles.size() == 1) {
                long n = piles.get(0);
                PeriodicRows r = outcomeRows(n);
                String where = r.locate(n).en();
                String grundy = misere ? "" : "; Grundy value G(" + n + ") = " + grundy(n);
                return "Outcomes of one pile with takes {" + takes.upTo(n) + "}" + (misere ? " (misère)" : "") + ": "
                        + r.periodicity().proof().en() + "; " + where + grundy + ".";
            }
            if (small(piles)) {
                return "Exact search over the positions below this one (" + search().positionsSolved()
                        + " solved so far): several piles, small enough to search.";
            }
            StringBuilder g = new StringBuilder();
            long x = 0;
            for (int i = 0; i < piles.size(); i++) {
                long gi = grundy(piles.get(i));
                x ^= gi;
                if (i < 8) {
                    g.append(i == 0 ? "" : " ^ ").append(gi);
                }
            }
            if (piles.size() > 8) {
                g.append(" ^ ...");
            }
            long largest = piles.stream().mapToLong(Long::longValue).max().orElse(0);
            return "Sprague-Grundy: the XOR of the piles' Grundy values is " + g + " = " + x + (x != 0
                    ? ", not 0: a first-player win" : ": a loss for the player to move")
                    + " (remoteness not computed). Grundy values of the takes {" + takes.upTo(largest) + "}: "
                    + grundyRows(largest).periodicity().proof().en() + ".";
        }

        @Override
        public Optional<Table> table(long upto) {
            TableLimit.check("a table", upto, 1);
            PeriodicRows r = misere
                    ? outcomesOnly.rows(takes.max())
                    : grundyRows(takes.max());
            return Optional.of(new Table(misere ? Table.OUTCOME : Table.GRUNDY, List.of(boyi.util.Text.same(misere ? "outcome" : "G")),
                    r.table(upto), r.periodicity(), boyi.util.Text.same((misere ? "Misère outcomes of one pile: " : "Grundy values of one pile: ")
                    + r.periodicity().proof().en() + ".")));
        }
    }
}
