package boyi.games.heaprules;

import boyi.games.GameFamily;
import boyi.games.Parameters;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A take set: the sorted, distinct, positive numbers of balls a move may take. Answers for n are
 * computed over the takes that fit in n only (larger takes can never be used at or below n), so
 * one huge take does not make small positions expensive (see {@link PeriodicCache}).
 *
 * <pre>{@code
 * TakeSet s = TakeSet.of(3, 1, 4, 1);     // {1, 3, 4}
 * s.upTo(3);                              // {1, 3}
 * }</pre>
 */
public final class TakeSet {

    /** The largest take and the largest count of balls: 10^18. */
    public static final long LIMIT = 1_000_000_000_000_000_000L;

    private final long[] takes;

    private TakeSet(long[] sortedDistinct) {
        if (sortedDistinct.length == 0) {
            throw new IllegalArgumentException("empty take set");
        }
        this.takes = sortedDistinct;
    }

    public static TakeSet of(long... takes) {
        long[] t = Arrays.stream(takes).sorted().distinct().toArray();
        if (t.length > 0 && t[0] < 1) {
            throw new IllegalArgumentException("takes must be positive: " + Arrays.toString(takes));
        }
        return new TakeSet(t);
    }

    /** Reads the parameter {@code name} as a comma list of takes 1..10^18. */
    public static TakeSet parse(GameFamily family, String name, String text) {
        return new TakeSet(Parameters.longList(family, name, text, 1, LIMIT));
    }

    /**
     * Reads the parameter {@code name} as a comma list of at most {@code maxCount} distinct takes
     * 1..maxTake (S-Nim's set: at most 100 takes up to 10,000).
     *
     * @throws BadInputException naming the parameter, a take out of range or too many takes
     */
    public static TakeSet parse(GameFamily family, String name, String text, long maxTake, int maxCount) {
        long[] takes = Parameters.longList(family, name, text, 1, maxTake);
        if (takes.length > maxCount) {
            throw new BadInputException(family.id(), Text.of("参数 " + name + "=\"" + text + "\" 应为 1 到 " + maxCount + " 个用逗号分隔的整数",
                    "parameter " + name + "=\"" + text + "\": expected 1 to " + maxCount + " whole numbers separated by commas"));
        }
        return new TakeSet(takes);
    }

    /** Whether {@code t} is one of the takes. */
    public boolean contains(long t) {
        return Arrays.binarySearch(takes, t) >= 0;
    }

    /** The takes, ascending. */
    public long[] takes() {
        return takes.clone();
    }

    public long min() {
        return takes[0];
    }

    public long max() {
        return takes[takes.length - 1];
    }

    /** The takes that fit in {@code n}, in the parameter syntax ({@code 1,3}). */
    public String upTo(long n) {
        return new TakeSet(Arrays.copyOf(takes, Math.max(1, countUpTo(n)))).toString();
    }

    /** How many takes are at most {@code n}. */
    public int countUpTo(long n) {
        int lo = 0;
        int hi = takes.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (takes[mid] <= n) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first {@code count} takes. */
    long[] first(int count) {
        return Arrays.copyOf(takes, count);
    }

    /**
     * The label of a take move: {@code take 2} reads 取 2 个, {@code take 2 from pile 3} reads
     * 从第 3 堆取 2 个.
     */
    public static Text label(String moveName) {
        String zh = moveName.replaceFirst("^take (\\d+) from pile (\\d+)$", "从第 $2 堆取 $1 个")
                .replaceFirst("^take (\\d+)$", "取 $1 个");
        return Text.of(zh, moveName);
    }

    /** The number of takes. */
    public int size() {
        return takes.length;
    }

    /** {@code 1,3,4}, the parameter syntax. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(",");
        for (long t : takes) {
            j.add(Long.toString(t));
        }
        return j.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TakeSet s && Arrays.equals(takes, s.takes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(takes);
    }
}
