package boyi.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Delta debugging of a failing input: while it keeps failing, drop cases (halves, quarters, ...
 * then one at a time), drop numbers inside a case the same way, halve all its numbers together,
 * then lower each number (to the small values first, then by eighths and halves). A candidate the problem's limits reject is skipped
 * without running anything, and no input is tried twice.
 *
 * <pre>{@code
 * Shrinker.Result r = Shrinker.shrink(CheckFormats.of("nim"), Limits.JUDGE, cases, c -> stillFails(c), 300);
 * r.cases();   // the smallest failing cases found
 * }</pre>
 */
public final class Shrinker {

    /**
     * @param cases    the smallest failing cases found
     * @param tries    how many candidates were run
     */
    public record Result(List<long[]> cases, int tries) {
    }

    private final InputFormat format;
    private final Limits limits;
    private final Predicate<List<long[]>> fails;
    private final int maxTries;
    private final Set<String> tried = new HashSet<>();
    private int tries;

    private Shrinker(InputFormat format, Limits limits, Predicate<List<long[]>> fails, int maxTries) {
        this.format = format;
        this.limits = limits;
        this.fails = fails;
        this.maxTries = maxTries;
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
        Shrinker s = new Shrinker(format, limits, fails, maxTries);
        s.tried.add(format.write(failing));
        List<long[]> smallest = s.run(copy(failing));
        return new Result(smallest, s.tries);
    }

    private List<long[]> run(List<long[]> current) {
        boolean progress = true;
        while (progress && tries < maxTries) {
            progress = false;
            List<long[]> fewer = dropCases(current);
            progress |= fewer != current;
            current = fewer;
            for (int i = 0; i < current.size(); i++) {
                List<long[]> shorter = dropNumbers(current, i);
                progress |= shorter != current;
                current = shorter;
                List<long[]> halved = halveAll(current, i);
                progress |= halved != current;
                current = halved;
                List<long[]> lower = lowerNumbers(current, i);
                progress |= lower != current;
                current = lower;
            }
        }
        return current;
    }

    private List<long[]> dropCases(List<long[]> current) {
        for (int size = Math.max(1, current.size() / 2); size >= 1; size /= 2) {
            for (int start = 0; start < current.size() && tries < maxTries; ) {
                List<long[]> candidate = new ArrayList<>(current.subList(0, start));
                candidate.addAll(current.subList(Math.min(current.size(), start + size), current.size()));
                if (!candidate.isEmpty() && failing(candidate)) {
                    current = candidate;
                } else {
                    start += size;
                }
            }
        }
        return current;
    }

    private List<long[]> dropNumbers(List<long[]> current, int i) {
        for (int size = Math.max(1, current.get(i).length / 2); size >= 1; size /= 2) {
            for (int start = 0; start < current.get(i).length && tries < maxTries; ) {
                long[] c = current.get(i);
                int after = Math.min(c.length, start + size);
                long[] shorter = new long[c.length - (after - start)];
                System.arraycopy(c, 0, shorter, 0, start);
                System.arraycopy(c, after, shorter, start, c.length - after);
                List<long[]> candidate = with(current, i, shorter);
                if (shorter.length < c.length && failing(candidate)) {
                    current = candidate;
                } else {
                    start += size;
                }
            }
        }
        return current;
    }

    /** Halves every positive number of case i at once while it fails: ratios survive (n = k(m+1), a = 2b + r). */
    private List<long[]> halveAll(List<long[]> current, int i) {
        while (tries < maxTries) {
            long[] c = current.get(i).clone();
            boolean any = false;
            for (int j = 0; j < c.length; j++) {
                if (c[j] > 1) {
                    c[j] /= 2;
                    any = true;
                }
            }
            List<long[]> candidate = with(current, i, c);
            if (!any || !failing(candidate)) {
                return current;
            }
            current = candidate;
        }
        return current;
    }

    private List<long[]> lowerNumbers(List<long[]> current, int i) {
        for (int j = 0; j < current.get(i).length && tries < maxTries; j++) {
            boolean lowered = true;
            while (lowered && tries < maxTries) {
                lowered = false;
                long v = current.get(i)[j];
                for (long target : targets(v)) {
                    long[] c = current.get(i).clone();
                    c[j] = target;
                    List<long[]> candidate = with(current, i, c);
                    if (failing(candidate)) {
                        current = candidate;
                        lowered = true;
                        break;
                    }
                }
            }
        }
        return current;
    }

    /**
     * Smaller values to try for {@code v}: tiny ones first, then an eighth and a half of it; one
     * less only for small values (a long walk down by ones would cost a run per step).
     */
    private static long[] targets(long v) {
        long[] all = {0, 1, 2, v / 8, v / 2, v <= 16 ? v - 1 : 0};
        return Arrays.stream(all).filter(t -> t >= 0 && t < v).distinct().toArray();
    }

    private boolean failing(List<long[]> candidate) {
        if (!format.valid(candidate, limits) || !tried.add(format.write(candidate))) {
            return false;
        }
        tries++;
        return fails.test(candidate);
    }

    private static List<long[]> with(List<long[]> cases, int i, long[] c) {
        List<long[]> copy = new ArrayList<>(cases);
        copy.set(i, c);
        return copy;
    }

    private static List<long[]> copy(List<long[]> cases) {
        List<long[]> copy = new ArrayList<>();
        for (long[] c : cases) {
            copy.add(c.clone());
        }
        return copy;
    }
}
