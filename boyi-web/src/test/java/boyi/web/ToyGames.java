package boyi.web;

import boyi.solve.Table;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Small test families, so that the server's tests do not depend on which catalogue games have
 * landed: {@code toy-take} (one pile, take 1..k, last stone wins; solved by a plain table up to
 * 100000, larger piles are "too large"), {@code toy-slow} (its value never comes back in time)
 * and {@code toy-stubborn} (takes 4 s and ignores interrupts, like a solver that never checks);
 * and, outside {@link #families()}, {@code toy-broken} ({@link #broken()}: its solver fails with a
 * Java error, as a class that failed to initialise does) and {@code toy-slow-table}
 * ({@link #slowTable()}: toy-take whose table past {@link #QUICK_ROWS} never comes back in time).
 */
final class ToyGames {

    private ToyGames() {
    }

    static List<GameFamily> families() {
        return List.of(new ToyTake(Speed.FAST), new ToyTake(Speed.SLOW), new ToyTake(Speed.STUBBORN));
    }

    /** A family whose every value fails with {@link NoClassDefFoundError}, for the server's answer to a bug. */
    static GameFamily broken() {
        return new ToyTake(Speed.BROKEN);
    }

    /** A family whose values come at once but whose table past {@link #QUICK_ROWS} waits until it is stopped. */
    static GameFamily slowTable() {
        return new ToyTake(Speed.SLOW_TABLE);
    }

    /** The largest n of toy-slow-table's quick tables: the page's first rows (FIRST_ROWS in tables.js). */
    static final long QUICK_ROWS = 12;

    enum Speed { FAST, SLOW, STUBBORN, BROKEN, SLOW_TABLE }

    static final class ToyTake implements GameFamily {
        private final Speed speed;

        ToyTake(Speed speed) {
            this.speed = speed;
        }

        public String id() {
            return switch (speed) {
                case FAST -> "toy-take";
                case SLOW -> "toy-slow";
                case STUBBORN -> "toy-stubborn";
                case BROKEN -> "toy-broken";
                case SLOW_TABLE -> "toy-slow-table";
            };
        }

        public String nameZh() {
            return speed == Speed.FAST ? "取石子" : "慢取石子";
        }

        public String nameEn() {
            return speed == Speed.FAST ? "Toy take-away" : "Slow take-away";
        }

        public Text rules() {
            return Text.of("一堆石子，每次取 1 到 k 个。取走最后一个的人获胜。",
                    "One pile; take 1 to k stones. Whoever takes the last stone wins.");
        }

        public List<Parameter> parameters() {
            return List.of(new Parameter("k", Text.of("每次最多取几个，1..100", "the most stones per move, 1..100"), "3", "3"));
        }

        public Text positionSyntax() {
            return Text.of("石子数，例如 10", "the number of stones, e.g. 10");
        }

        public String examplePosition() {
            return "10";
        }

        public GameInstance<Long> instantiate(Map<String, String> given) {
            Map<String, String> p = Parameters.resolve(this, given);
            return new Instance(this, p, Parameters.longValue(this, "k", p.get("k"), 1, 100), speed);
        }
    }

    record Instance(GameFamily family, Map<String, String> parameters, long k, Speed speed) implements GameInstance<Long> {

        public Game<Long> game() {
            return new Game<>() {
                public List<Move<Long>> moves(Long n) {
                    List<Move<Long>> out = new ArrayList<>();
                    for (long t = 1; t <= Math.min(k, n); t++) {
                        out.add(new Move<>("take " + t, n - t));
                    }
                    return out;
                }

                public Value primitive(Long n) {
                    return n == 0 ? Value.loss(0) : null;
                }
            };
        }

        public Long parse(String text) {
            try {
                long n = Long.parseLong(text.trim());
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // below
            }
            throw new BadInputException(family.id(), Text.format("局面 \"%s\"：应为不小于 0 的整数",
                    "position \"%s\": expected a whole number >= 0", text));
        }

        public String format(Long n) {
            return Long.toString(n);
        }

        public Value value(Long n) {
            if (speed == Speed.BROKEN) {
                throw new NoClassDefFoundError("Could not initialize class boyi.cgt.CanonicalGame");
            }
            if (speed == Speed.SLOW) {
                waitUntilStopped();
            }
            if (speed == Speed.STUBBORN) {
                long end = System.nanoTime() + 4_000_000_000L;
                while (System.nanoTime() < end) {
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        // ignored on purpose: this solver does not stop when asked
                    }
                }
            }
            if (n > 100_000) {
                throw new TooLargeException(Text.format("toy-take 只能解不超过 100000 的堆，不能解 %d",
                        "toy-take solves piles up to 100000 only, not %d", n));
            }
            // n mod (k+1) == 0 loses; the winner takes n mod (k+1) each time, the loser takes 1.
            long r = n % (k + 1);
            return r == 0 ? Value.loss(2 * (n / (k + 1))) : Value.win(2 * (n / (k + 1)) + 1);
        }

        /** Waits for the deadline's interrupt (or a minute), then gives up as a stopped solver does. */
        private static void waitUntilStopped() {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new TooLargeException(Text.of("被中断了", "interrupted"));
        }

        public String explain(Long n) {
            return n + " mod " + (k + 1) + " = " + (n % (k + 1));
        }

        public boyi.model.Notation<Long> notation() {
            return boyi.model.Notation.of(this::parse, this::format);
        }

        public List<boyi.model.Evaluator<Long>> evaluators() {
            return List.of(n -> Optional.of(new boyi.model.Verdict(value(n),
                    boyi.model.Method.theorem(Text.of("巴什定理", "Bash theorem")),
                    Text.same(explain(n)))));
        }

        public Optional<Table> table(long upto) {
            if (speed == Speed.SLOW_TABLE && upto > QUICK_ROWS) {
                waitUntilStopped();
            }
            long[] row = new long[(int) upto + 1];
            for (int n = 0; n <= upto; n++) {
                row[n] = n % (k + 1) == 0 ? -1 : 1;
            }
            return Optional.of(new Table(Table.OUTCOME, List.of(Text.same("normal")), new long[][] {row},
                    new boyi.solve.Periodicity(0, k + 1, 0, true, Text.same("n mod " + (k + 1))),
                    Text.same("n mod " + (k + 1))));
        }
    }
}
