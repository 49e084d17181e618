package boyi.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Shrinks a failing input to a local minimum, the way Hypothesis and delta debugging do: while
 * some single simplification still fails, take it. The simplifications, in order: drop whole cases
 * (halves, quarters, ... then one at a time, the last first); in each case drop numbers of its list the same way
 * (the written counts follow, since a case is its list); halve all its numbers at once; keep only
 * their low bits (the fewest that still fail: XOR and remainder relations survive); and lower
 * each number to 0, 1, 2, 3 or half of it, else by binary search toward the smallest value that
 * still fails, else by one. When a whole pass changes nothing the input is 1-minimal: no single
 * case or number removed, and no single number lowered to 0, 1, 2, 3, half or one less, still
 * fails. A candidate the problem's limits reject is skipped without running anything, and no
 * input is tried twice.
 *
 * <pre>{@code
 * Shrinker.Result r = Shrinker.shrink(CheckFormats.of("nim"), Limits.JUDGE, cases, c -> stillFails(c), 400);
 * r.cases();     // the smallest failing cases found
 * r.minimal();   // true when no single simplification of them still fails
 * }</pre>
 */
public final class Shrinker {

    /** The small values every number is first lowered to. */
    private static final long[] SMALL_VALUES = {0, 1, 2, 3};

    /**
     * @param cases   the smallest failing cases found
     * @param tries   how many candidates were run
     * @param steps   how many simplifications were taken
     * @param minimal whether a last pass found no single simplification that still fails (false
     *                when the run budget ended the shrinking first)
     */
    public record Result(List<long[]> cases, int tries, int steps, boolean minimal) {
    }

    private final InputFormat format;
    private final Limits limits;
    private final Predicate<List<long[]>> fails;
    private final int maxTries;
    private final Set<String> tried = new HashSet<>();
    private List<long[]> current;
    private int tries;
    private int steps;
    private boolean outOfRuns;

    private Shrinker(InputFormat format, Limits limits, Predicate<List<long[]>> fails, int maxTries, List<long[]> failing) {
        this.format = format;
        this.limits = limits;
        this.fails = fails;
        this.maxTries = maxTries;
        this.current = copy(failing);
        tried.add(format.write(failing));
    }

    /**
     * The smallest input found that still fails.
     *
     * @param failing  a failing input
     * @param fails    whether an input still fails the same way (runs the program)
     * @param maxTries the most candidates to run
     */
    public static Result shrink(InputFormat format, Limits limits, List<long[]> failing, Predicate<List<long[]>> fails,
                                int maxTries) {
        Shrinker s = new Shrinker(format, limits, fails, maxTries, failing);
        boolean minimal = s.run();
        return new Result(s.current, s.tries, s.steps, minimal);
    }

    /** Passes until one changes nothing; whether that last pass ran in full. */
    private boolean run() {
        while (!outOfRuns) {
            int before = steps;
            dropCases();
            for (int i = 0; i < current.size(); i++) {
                dropNumbers(i);
                halveAll(i);
                keepLowBits(i);
                for (int j = 0; j < current.get(i).length; j++) {
                    lower(i, j);
                }
            }
            if (steps == before) {
                return !outOfRuns;
            }
        }
        return false;
    }

    /** Drops cases from the last ones back: generated inputs put their smallest cases first. */
    private void dropCases() {
        for (int size = Math.max(1, current.size() / 2); size >= 1; size /= 2) {
            for (int end = current.size(); end > 0; end -= size) {
                end = Math.min(end, current.size());
                List<long[]> candidate = new ArrayList<>(current.subList(0, Math.max(0, end - size)));
                candidate.addAll(current.subList(end, current.size()));
                if (!candidate.isEmpty()) {
                    take(candidate);
                }
            }
        }
    }

    private void dropNumbers(int i) {
        for (int size = Math.max(1, current.get(i).length / 2); size >= 1; size /= 2) {
            for (int start = 0; start < current.get(i).length; ) {
                long[] c = current.get(i);
                int after = Math.min(c.length, start + size);
                long[] shorter = new long[c.length - (after - start)];
                System.arraycopy(c, 0, shorter, 0, start);
                System.arraycopy(c, after, shorter, start, c.length - after);
                if (!take(with(i, shorter))) {
                    start += size;
                }
            }
        }
    }

    /** Halves every number above 1 of case i at once while it fails: ratios survive (n = k(m+1), a = 2b + r). */
    private void halveAll(int i) {
        boolean halved = true;
        while (halved) {
            long[] c = current.get(i).clone();
            boolean any = false;
            for (int j = 0; j < c.length; j++) {
                if (c[j] > 1) {
                    c[j] /= 2;
                    any = true;
                }
            }
            halved = any && take(with(i, c));
        }
    }

    /**
     * Keeps only the low k bits of every number of case i at once, for the smallest k that still
     * fails: the relations of a XOR or a remainder among the numbers survive, their size does not.
     */
    private void keepLowBits(int i) {
        long largest = Arrays.stream(current.get(i)).max().orElse(0);
        for (int k = 1; k < 63 && largest >= 1L << k; k++) {
            long mask = (1L << k) - 1;
            if (take(with(i, Arrays.stream(current.get(i)).map(v -> v & mask).toArray()))) {
                return;
            }
        }
    }

    /** Lowers number j of case i while some lower value still fails. */
    private void lower(int i, int j) {
        boolean lowered = true;
        while (lowered) {
            long v = current.get(i)[j];
            lowered = false;
            for (long t : SMALL_VALUES) {
                if (t < v && take(withNumber(i, j, t))) {
                    lowered = true;
                    break;
                }
            }
            if (lowered || v / 2 > SMALL_VALUES[SMALL_VALUES.length - 1] && take(withNumber(i, j, v / 2))) {
                lowered = true;
                continue;
            }
            // the smallest failing value above v / 2, if failing is monotone there
            long lo = v / 2 + 1;
            long hi = v;
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                if (take(withNumber(i, j, mid))) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            lowered = hi < v || v > 0 && take(withNumber(i, j, v - 1));
        }
    }

    /** Runs the candidate; when it still fails it becomes the current input. */
    private boolean take(List<long[]> candidate) {
        if (!format.valid(candidate, limits)) {
            return false;
        }
        String text = format.write(candidate);
        if (tried.contains(text)) {
            return false;
        }
        if (tries >= maxTries) {
            outOfRuns = true;
            return false;
        }
        tried.add(text);
        tries++;
        if (!fails.test(candidate)) {
            return false;
        }
        current = candidate;
        steps++;
        return true;
    }

    private List<long[]> with(int i, long[] c) {
        List<long[]> copy = new ArrayList<>(current);
        copy.set(i, c);
        return copy;
    }

    private List<long[]> withNumber(int i, int j, long value) {
        long[] c = current.get(i).clone();
        c[j] = value;
        return with(i, c);
    }

    private static List<long[]> copy(List<long[]> cases) {
        List<long[]> copy = new ArrayList<>();
        for (long[] c : cases) {
            copy.add(c.clone());
        }
        return copy;
    }
}
