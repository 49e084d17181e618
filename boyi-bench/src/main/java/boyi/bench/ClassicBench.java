package boyi.bench;

import boyi.problems.classic.EuclidProblem;
import boyi.problems.classic.MonksProblem;
import boyi.problems.classic.NimProblem;
import boyi.theory.EuclidTheory;
import boyi.theory.NimTheory;
import boyi.theory.StaircaseNimTheory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * {@code bin/bench classic}: the classic theorems against the method contest write-ups use, trying
 * every move and re-evaluating the position after it, side by side in one run on the same inputs:
 * <ol>
 *   <li>monks (staircase Nim): the first winning move; naive = every move of every monk, heap XOR
 *       recomputed after each (O(n) per move);</li>
 *   <li>Nim: every winning move; naive = every move, nim-sum recomputed after each;</li>
 *   <li>Euclid's game: the winner; naive = recursion over every multiple (no memo).</li>
 * </ol>
 * The naive methods only finish on small inputs; the theorems then run at the Boyi limits
 * (10^5 monks with steps to 10^18, 10^6 Nim piles, 10^5 Euclid pairs near 10^18), judge format
 * (parsing) included.
 */
public final class ClassicBench {

    private static final long E18 = 1_000_000_000_000_000_000L;

    private ClassicBench() {
    }

    public static void main(String[] args) {
        monks();
        nim();
        euclid();
    }

    // ---------------------------------------------------------------- monks

    /** Steps with random gaps below {@code maxGap}, n even; the last heap set to the XOR of the others (lost). */
    static long[] lostStaircase(Random random, int n, int maxGap) {
        long[] s = randomStaircase(random, n, maxGap);
        s[n - 1] = s[n - 2] + 1;                                 // last heap 0 ...
        s[n - 1] += StaircaseNimTheory.heapXor(s);              // ... then the XOR of the others
        return s;
    }

    /** The contest method: every move in order, heap XOR of the whole staircase after it. */
    static long[] monksNaive(long[] s) {
        for (int i = 0; i + 1 < s.length; i++) {
            long from = s[i];
            for (long to = from + 1; to < s[i + 1]; to++) {
                s[i] = to;
                long x = StaircaseNimTheory.heapXor(s);
                s[i] = from;
                if (x == 0) {
                    return new long[] {from, to};
                }
            }
        }
        return null;
    }

    static void monks() {
        System.out.println("1. monks (staircase Nim): first winning move");
        Random random = new Random(2013);
        for (int n : new int[] {1000, 3000}) {
            for (boolean lost : new boolean[] {true, false}) {
                List<long[]> inputs = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    inputs.add(lost ? lostStaircase(random, n, 60) : randomStaircase(random, n, 60));
                }
                long moves = inputs.stream().mapToLong(s -> s[s.length - 1] - s[0] - s.length + 1).sum();
                compare(String.format("%,d monks, gaps < 60, 5 %s inputs (%,d moves in all)", n,
                                lost ? "lost (answer -1)" : "random", moves),
                        () -> inputs.stream().map(StaircaseNimTheory::firstWinningMove).map(ClassicBench::show).toList(),
                        () -> inputs.stream().map(s -> monksNaive(s.clone())).map(ClassicBench::show).toList());
            }
        }
        StringBuilder in = new StringBuilder();
        long step = E18;
        for (int i = 0; i < 100_000; i++) {
            in.append(step).append(i % 10 == 9 ? '\n' : ' ');
            step -= 1 + (random.nextLong() & Long.MAX_VALUE) % 10_000_000_000_000L;
        }
        MonksProblem p = new MonksProblem();
        String input = in.toString();
        timeOnly("10^5 monks, steps to 10^18, unsorted, judge format (parse + sort + solve)", () -> p.solve(input, List.of()));
    }

    static long[] randomStaircase(Random random, int n, int maxGap) {
        long[] s = new long[n];
        long step = 1;
        for (int i = 0; i < n; i++) {
            s[i] = step;
            step += 1 + random.nextInt(maxGap);
        }
        return s;
    }

    // ---------------------------------------------------------------- nim

    /** The contest method: every move, nim-sum of all piles recomputed after it. */
    static List<String> nimNaive(long[] piles) {
        List<String> wins = new ArrayList<>();
        for (int i = 0; i < piles.length; i++) {
            long from = piles[i];
            for (long to = 0; to < from; to++) {
                piles[i] = to;
                if (NimTheory.nimSum(piles) == 0) {
                    wins.add(i + ":" + to);
                }
            }
            piles[i] = from;
        }
        return wins;
    }

    static List<String> nimTheorem(long[] piles) {
        return NimTheory.winningMoves(piles, false).stream().map(m -> m.pile() + ":" + m.to()).toList();
    }

    static void nim() {
        System.out.println("2. Nim: every winning move");
        Random random = new Random(1902);
        for (int n : new int[] {300, 1000, 3000}) {
            List<long[]> inputs = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                inputs.add(random.longs(n, 0, 100).toArray());
            }
            long moves = inputs.stream().mapToLong(p -> Arrays.stream(p).sum()).sum();
            compare(String.format("%,d piles < 100, 5 inputs (%,d moves in all)", n, moves),
                    () -> inputs.stream().map(ClassicBench::nimTheorem).toList(),
                    () -> inputs.stream().map(p -> nimNaive(p.clone())).toList());
        }
        StringBuilder in = new StringBuilder("1000000\n");
        for (int i = 0; i < 1_000_000; i++) {
            in.append((random.nextLong() & Long.MAX_VALUE) % (E18 + 1)).append(i % 10 == 9 ? '\n' : ' ');
        }
        NimProblem p = new NimProblem();
        String input = in.toString();
        timeOnly("10^6 piles to 10^18, judge format (parse + XOR)", () -> p.solve(input, List.of()));
    }

    // ---------------------------------------------------------------- euclid

    /** The contest method: try every multiple, recursively, no memo. */
    static boolean euclidNaive(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        if (y == 0) {
            return false;
        }
        for (long k = 1; k * y <= x; k++) {
            if (!euclidNaive(x - k * y, y)) {
                return true;
            }
        }
        return false;
    }

    /** Sum of (quotient - 1) over the Euclid steps: the naive recursion does about 2^this calls. */
    static long naiveExponent(long a, long b) {
        return EuclidTheory.quotients(a, b).stream().mapToLong(q -> q - 1).sum();
    }

    static void euclid() {
        System.out.println("3. Euclid's game: the winner");
        Random random = new Random(2348);
        int pairs = 100_000;
        for (int limit : new int[] {12, 16}) {
            long[][] in = new long[pairs][];
            for (int i = 0; i < pairs; ) {
                long a = 1 + random.nextInt(1 << 20);
                long b = 1 + random.nextInt(1 << 20);
                if (naiveExponent(a, b) <= limit) {
                    in[i++] = new long[] {a, b};
                }
            }
            compare(String.format("%,d pairs < 2^20 whose quotients q have sum(q - 1) <= %d (where naive finishes)", pairs, limit),
                    () -> Arrays.stream(in).map(p -> EuclidTheory.moverWins(p[0], p[1])).toList(),
                    () -> Arrays.stream(in).map(p -> euclidNaive(p[0], p[1])).toList());
        }
        StringBuilder text = new StringBuilder();
        long[] exponents = new long[pairs];
        for (int i = 0; i < pairs; i++) {
            long a = E18 - (random.nextLong() & Long.MAX_VALUE) % 1_000_000_000_000_000L;
            long b = E18 - (random.nextLong() & Long.MAX_VALUE) % 100_000_000_000_000_000L;
            exponents[i] = naiveExponent(a, b);
            text.append(a).append(' ').append(b).append('\n');
        }
        text.append("0 0\n");
        Arrays.sort(exponents);
        EuclidProblem p = new EuclidProblem();
        String input = text.toString();
        timeOnly(String.format("10^5 pairs near 10^18, judge format (naive: about 2^%d calls for the median pair)",
                exponents[pairs / 2]), () -> p.solve(input, List.of()));
    }

    // ---------------------------------------------------------------- timing

    private static String show(long[] move) {
        return move == null ? "-1" : move[0] + " " + move[1];
    }

    /** Mean time of one run in ms, over runs adding up to at least 200 ms (at least 3 runs, first discarded). */
    private static double millis(Runnable run) {
        run.run();
        int runs = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            run.run();
            runs++;
            elapsed = System.nanoTime() - start;
        } while (runs < 3 || elapsed < 200_000_000L);
        return elapsed / 1e6 / runs;
    }

    /** Checks both methods agree, then prints the mean time of each and the ratio. */
    private static <T> void compare(String what, Supplier<T> boyi, Supplier<T> naive) {
        if (!boyi.get().equals(naive.get())) {
            throw new AssertionError("theorem and naive method disagree on " + what);
        }
        double b = millis(boyi::get);
        double n = millis(naive::get);
        System.out.printf("   %s: Boyi %.3f ms, naive %.1f ms, same answers, ratio naive/Boyi %,.0f%n", what, b, n, n / b);
    }

    private static void timeOnly(String what, Supplier<String> run) {
        String out = run.get();
        System.out.printf("   %s: Boyi %.1f ms (answer %s; naive: does not finish)%n", what, millis(run::get),
                out.length() > 30 ? out.substring(0, 30).replace('\n', ' ') + "..." : out.trim());
    }
}
