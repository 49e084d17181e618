package boyi.games.takeaway;

import boyi.solve.Table;
import boyi.games.AbstractGameInstance;
import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Value;
import boyi.theory.Bash;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Bash's game (巴什博弈), normal and misère, solved by the closed form in {@link Bash} for piles
 * and takes up to 10^18. Counting to 100 (报数: say 1..10 more each turn, whoever says 100 wins)
 * is {@code bash 10 100}.
 *
 * <pre>{@code
 * GameInstance<?> g = new BashGame().instantiate(Map.of("m", "10"));
 * Analyzer.analyze(g, "100").bestMove();   // "take 1": 100 mod 11 = 1
 * }</pre>
 */
public final class BashGame extends DescribedFamily {

    private static final long LIMIT = 1_000_000_000_000_000_000L;
    /** Piles whose moves are all listed in an analysis. */
    private static final long LIST_ALL = 20;

    public BashGame() {
        super("bash", "巴什博弈", "Bash's game",
                "One pile; a move takes 1 to m stones; under normal play whoever takes the last stone wins, under "
                        + "misère play whoever takes the last stone loses. Counting to 100 by adding 1..10 (报数) is m=10 "
                        + "with a pile of 100.",
                List.of(
                        new Parameter("m", "the most stones a move may take, 1..10^18", "3", null),
                        new Parameter("play", "normal (last stone wins) or misere (last stone loses)", "normal", "normal")),
                "the pile size, 0..10^18: 10", "10");
    }

    @Override
    public String view() {
        return "balls";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        long m = Parameters.longValue(this, "m", v.get("m"), 1, LIMIT);
        return new Instance(this, m, PlayConvention.misere(this, v));
    }

    /** Bash's game with m and the play convention fixed; positions are pile sizes. */
    public static final class Instance extends AbstractGameInstance<Long> {

        private final long m;
        private final boolean misere;
        private final Game<Long> rules;

        Instance(BashGame family, long m, boolean misere) {
            super(family, PlayConvention.shown("m", Long.toString(m), misere));
            this.m = m;
            this.misere = misere;
            this.rules = misere ? new Rules() : new NormalRules();
        }

        /** The moves and end of a pile; the normal-play version is impartial. */
        private class Rules implements Game<Long> {
            @Override
            public List<Move<Long>> moves(Long n) {
                long k = Math.min(n, m);
                if (k > 1_000_000) {
                    throw new TooLargeException("a pile of " + n + " with m=" + m + " has " + k + " moves; too many to list");
                }
                List<Move<Long>> out = new ArrayList<>();
                for (long t = 1; t <= k; t++) {
                    out.add(move(n, t));
                }
                return out;
            }

            @Override
            public Value primitive(Long n) {
                return n == 0 ? (misere ? Value.win(0) : Value.loss(0)) : null;
            }
        }

        private final class NormalRules extends Rules implements Impartial<Long> {
        }

        private static Move<Long> move(long n, long t) {
            return new Move<>("take " + t, n - t);
        }

        @Override
        public Game<Long> game() {
            return rules;
        }

        @Override
        public Long parse(String text) {
            String t = text.trim();
            if (t.matches("[0-9]{1,19}") && Long.parseLong(t) <= LIMIT) {
                return Long.parseLong(t);
            }
            throw new BadInputException(family().id() + ": position \"" + t
                    + "\": expected the pile size, a whole number 0..10^18");
        }

        @Override
        public String format(Long n) {
            return Long.toString(n);
        }

        @Override
        public Value value(Long n) {
            return Bash.value(n, m, misere);
        }

        @Override
        public String explain(Long n) {
            long mod = m + 1;
            if (!misere) {
                if (n == 0) {
                    return "No stone is left: the player to move has lost (normal play).";
                }
                long r = n % mod;
                return r != 0
                        ? "n mod (m+1) = " + n + " mod " + mod + " = " + r + ", so take " + r + " and leave a multiple of "
                                + mod + ": Bash theorem."
                        : "n mod (m+1) = " + n + " mod " + mod + " = 0: every take leaves a non-multiple of " + mod
                                + ", which the opponent takes back to a multiple: lost (Bash theorem).";
            }
            if (n == 0) {
                return "No stone is left: the opponent took the last one and lost (misère play).";
            }
            long r = (n - 1) % mod;
            return r != 0
                    ? "(n-1) mod (m+1) = " + (n - 1) + " mod " + mod + " = " + r + ", so take " + r
                            + " and leave 1 more than a multiple of " + mod + ": misère Bash theorem."
                    : "(n-1) mod (m+1) = " + (n - 1) + " mod " + mod + " = 0: every take is answered back to 1 more than "
                            + "a multiple of " + mod + ", until you must take the last stone: lost (misère Bash theorem).";
        }

        @Override
        public List<Move<Long>> movesToShow(Long n) {
            long k = Math.min(n, m);
            if (k <= LIST_ALL) {
                return rules.moves(n);
            }
            TreeSet<Long> takes = new TreeSet<>(List.of(1L, 2L, k - 1, k));
            long win = Bash.winningTake(n, m, misere);
            if (win > 0) {
                takes.add(win);
            }
            return takes.stream().map(t -> move(n, t)).toList();
        }

        @Override
        public boolean showsAllMoves(Long n) {
            return Math.min(n, m) <= LIST_ALL;
        }

        @Override
        public Long play(Long n, String move) {
            String w = move.trim();
            if (w.startsWith("take ")) {
                try {
                    long t = Long.parseLong(w.substring(5).trim());
                    if (t >= 1 && t <= Math.min(n, m)) {
                        return n - t;
                    }
                } catch (NumberFormatException e) {
                    // fall through to the message
                }
            }
            throw new BadInputException("\"" + w + "\" is not a legal move from " + n + "; expected take t with 1 <= t <= "
                    + Math.min(n, m));
        }

        @Override
        public Optional<Table> table(long upto) {
            TableLimit.check(boyi.util.Text.of("表", "a table"), upto, 1);
            long[][] values = new long[1][(int) upto + 1];
            for (int n = 0; n <= upto; n++) {
                values[0][n] = value((long) n).outcome().number();
            }
            boyi.util.Text why = misere
                    ? boyi.util.Text.format("巴什定理（反常规则）：n = 0 必胜，n 除以 %1$d 余 1 必败，其余必胜。",
                            "Bash theorem (misère): n = 0 wins and n mod %1$d = 1 loses, everything else wins.", m + 1)
                    : boyi.util.Text.format("巴什定理：n 是 %1$d 的倍数时必败，其余必胜。",
                            "Bash theorem: n mod %1$d = 0 loses, everything else wins.", m + 1);
            return Optional.of(new Table(Table.OUTCOME, List.of(boyi.util.Text.of("胜负", "outcome")), values,
                    new boyi.solve.Periodicity(0, m + 1, 0, true, why), why));
        }
    }
}
