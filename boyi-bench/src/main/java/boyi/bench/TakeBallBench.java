package boyi.bench;

import boyi.games.takeaway.ParityGame;
import boyi.games.takeaway.ParityPosition;
import boyi.problems.takeaway.TakeBallProblem;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code bin/bench take-ball}: Boyi's take-ball (parity rows + proven period) against the
 * straightforward memoised recursion that contest solutions use ({@code f(n, mine, theirs)} over
 * an array, one Java call per level), on 2000 games of up to 10^6 balls and on games of 10^18
 * balls. The recursion runs in a thread with a 1 MB stack (the JVM default on 64-bit Linux) and
 * overflows it long before 10^6; where it works, both give the same answers.
 */
public final class TakeBallBench {

    private static final long E18 = 1_000_000_000_000_000_000L;
    private static final int GAMES = 2000;
    private static final long DEFAULT_STACK = 1L << 20;

    private TakeBallBench() {
    }

    /** The contest solution: memoised recursion, depth up to n / min(take). */
    static final class ContestRecursion {
        private final int[] takes;
        private final byte[] memo;   // 0 unknown, else outcome + 2 (1 loss, 2 draw, 3 win)

        ContestRecursion(int[] takes, int maxBalls) {
            this.takes = takes;
            this.memo = new byte[(maxBalls + 1) * 4];
        }

        int f(int n, int mine, int theirs) {
            int key = n * 4 + mine * 2 + theirs;
            if (memo[key] != 0) {
                return memo[key] - 2;
            }
            int best = Integer.MIN_VALUE;
            for (int t : takes) {
                if (t <= n) {
                    best = Math.max(best, -f(n - t, theirs, mine ^ (t & 1)));
                }
            }
            if (best == Integer.MIN_VALUE) {
                best = mine == 1 && theirs == 0 ? 1 : mine == 0 && theirs == 1 ? -1 : 0;
            }
            memo[key] = (byte) (best + 2);
            return best;
        }
    }

    /** Runs the contest recursion on all games in a thread with the default stack; null on overflow. */
    static String contest(int[] takes, long[] games) {
        return contest(takes, games, DEFAULT_STACK);
    }

    /** As {@link #contest(int[], long[])} with the given thread stack size in bytes. */
    static String contest(int[] takes, long[] games, long stackBytes) {
        AtomicReference<String> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            int max = (int) Arrays.stream(games).max().orElse(0);
            ContestRecursion r = new ContestRecursion(takes, max);
            StringBuilder b = new StringBuilder();
            try {
                for (long n : games) {
                    int v = r.f((int) n, 0, 0);
                    b.append(b.length() == 0 ? "" : " ").append(v > 0 ? '+' : v < 0 ? '-' : '0');
                }
                result.set(b.append('\n').toString());
            } catch (StackOverflowError e) {
                result.set(null);
            }
        }, "contest", stackBytes);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return result.get();
    }

    /** Boyi without the input parsing: the parity family's outcomes of the games. */
    static String solveOnly(int[] takes, long[] games) {
        String list = String.join(",", Arrays.stream(takes).mapToObj(Integer::toString).toList());
        ParityGame.Instance game = new ParityGame().instantiate(Map.of("takes", list, "win", "odd"));
        StringBuilder b = new StringBuilder();
        for (long n : games) {
            b.append(b.length() == 0 ? "" : " ").append(game.outcome(ParityPosition.start(n)).sign());
        }
        return b.append('\n').toString();
    }

    static String input(int[] takes, long[] games) {
        StringBuilder b = new StringBuilder();
        for (int t : takes) {
            b.append(t).append(' ');
        }
        b.append('\n');
        for (long g : games) {
            b.append(g).append(' ');
        }
        return b.append('\n').toString();
    }

    static int[] randomTakes(Random random) {
        return random.ints(1, 100).distinct().limit(3).sorted().toArray();
    }

    static long[] games(Random random, long max) {
        long[] g = new long[GAMES];
        for (int i = 0; i < GAMES; i++) {
            g[i] = max - (random.nextLong() & Long.MAX_VALUE) % Math.min(max, 1_000_000);
        }
        return g;
    }

    public static void main(String[] args) {
        Random random = new Random(2016);
        TakeBallProblem boyi = new TakeBallProblem();
        // warm up both
        for (int i = 0; i < 20; i++) {
            int[] takes = randomTakes(random);
            long[] g = games(random, 5_000);
            boyi.solve(input(takes, g), List.of());
            contest(takes, g);
        }
        System.out.println("take-ball, " + GAMES + " games per input, take sets of 3 random takes below 100 (seeded)");
        System.out.println("1. The largest n the contest recursion survives (takes {1, 2, 3}, fresh memo, bisection):");
        for (long stack : new long[] {512L << 10, DEFAULT_STACK, 8L << 20}) {
            long ok = 1_000;
            long fails = 100_000_000;
            while (fails - ok > ok / 50) {
                long mid = (ok + fails) / 2;
                if (contest(new int[] {1, 2, 3}, new long[] {mid}, stack) != null) {
                    ok = mid;
                } else {
                    fails = mid;
                }
            }
            System.out.printf("   %5d KB stack: works up to about n = %,d, StackOverflowError from about n = %,d%n",
                    stack >> 10, ok, fails);
        }
        System.out.println("2. Games up to 10^4 (both work), answers compared:");
        compare(boyi, random, 10_000, true);
        System.out.println("3. Games up to 10^6 (contest recursion overflows unless the smallest take is large):");
        compare(boyi, random, 1_000_000, true);
        System.out.println("4. Games near 10^18 (contest recursion impossible: needs an array of 4 * 10^18):");
        compare(boyi, random, E18, false);
    }

    private static void compare(TakeBallProblem boyi, Random random, long max, boolean runContest) {
        int rounds = 10;
        long boyiNanos = 0;
        long formatNanos = 0;
        long contestNanos = 0;
        int contestOk = 0;
        int agree = 0;
        for (int round = 0; round < rounds; round++) {
            int[] takes = randomTakes(random);
            long[] g = games(random, max);
            String in = input(takes, g);
            long t0 = System.nanoTime();
            String ours = solveOnly(takes, g);
            long t1 = System.nanoTime();
            boyiNanos += t1 - t0;
            String judged = boyi.solve(in, List.of());
            formatNanos += System.nanoTime() - t1;
            if (!judged.equals(ours)) {
                throw new AssertionError("judge format and direct solve disagree");
            }
            if (runContest) {
                long t2 = System.nanoTime();
                String theirs = contest(takes, g);
                long t3 = System.nanoTime();
                if (theirs != null) {
                    contestOk++;
                    contestNanos += t3 - t2;
                    agree += theirs.equals(ours) ? 1 : 0;
                }
            }
        }
        double boyiPerGame = boyiNanos / 1000.0 / rounds / GAMES;
        System.out.printf("   Boyi: %d inputs, %.2f us per game solving (period search included), %.2f us per game"
                + " for the whole judge format (parsing included)%n", rounds, boyiPerGame, formatNanos / 1000.0 / rounds / GAMES);
        if (runContest) {
            System.out.printf("   contest recursion: worked on %d of %d inputs (stack overflow on the rest)", contestOk, rounds);
            if (contestOk > 0) {
                double perGame = contestNanos / 1000.0 / contestOk / GAMES;
                System.out.printf(", %.2f us per game, same answers on %d of %d, ratio contest/Boyi %.1f",
                        perGame, agree, contestOk, perGame / boyiPerGame);
            }
            System.out.println();
        }
    }
}
