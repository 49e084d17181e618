package boyi.check;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The inputs of one judge problem for {@code boyi check}: cases of a {@link CaseFormat}, framed
 * as the problem reads them, with the number of cases the judge's and Boyi's limits allow, and the
 * checker of its output. Inputs come in phases ({@link Phase}): every case of a small box, the edge
 * cases and the theorem's distinguishing positions, random inputs whose sizes ramp up, the limits.
 *
 * <pre>{@code
 * InputFormat nim = CheckFormats.of("nim");
 * List<long[]> cases = nim.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false);
 * String input = nim.write(cases);   // "3\n1 2 3\n" ...
 * }</pre>
 */
public final class InputFormat {

    private final String id;
    private final Framing framing;
    private final String terminator;
    private final Range cases;
    private final CaseFormat format;
    private final Checker checker;
    private final Map<Limits, List<long[]>> smallCases = new EnumMap<>(Limits.class);

    /** The small box fills about this many inputs with a case count, this many without, and holds at most this many cases. */
    private static final int SMALL_INPUTS = 13;
    private static final int SMALL_SINGLE_INPUTS = 40;
    private static final int SMALL_MOST = 1000;

    /**
     * @param terminator the last line of a {@link Framing#TERMINATED} input ({@code "0 0"}), else null
     * @param cases      how many cases one input may hold (ignored for a single case)
     */
    public InputFormat(String id, Framing framing, String terminator, Range cases, CaseFormat format, Checker checker) {
        this.id = id;
        this.framing = framing;
        this.terminator = terminator;
        this.cases = framing == Framing.SINGLE ? Range.of(1, 1) : cases;
        this.format = format;
        this.checker = checker;
    }

    public String id() {
        return id;
    }

    public CaseFormat cases() {
        return format;
    }

    public Checker checker() {
        return checker;
    }

    /** Which part of a check an input belongs to, in the order they run. */
    public enum Phase {
        /** Every case inside a small box, packed into few inputs. */
        SMALL,
        /** The edge cases, then cases where the theorem and its nearest wrong variants disagree. */
        THEOREM,
        /** Random cases whose sizes ramp up. */
        RANDOM,
        /** The largest inputs the limits allow. */
        LIMITS
    }

    /** How many inputs of each phase a check of {@code steps} inputs runs: small, edges, distinguishing, random, limits. */
    private int[] plan(int steps, Limits limits) {
        int small = inputs(small(limits).size(), smallPerInput(limits));
        int edges = inputs(format.edges(limits).size(), edgePerInput(limits));
        int rest = Math.max(0, steps - small - edges);
        int distinguishing = Math.min(10, rest / 5);
        int largest = rest - distinguishing >= 20 ? Math.max(1, (rest - distinguishing) / 20) : 0;
        return new int[] {small, edges, distinguishing, rest - distinguishing - largest, largest};
    }

    private static int inputs(int cases, int perInput) {
        return (cases + perInput - 1) / perInput;
    }

    private int edgePerInput(Limits limits) {
        return (int) Math.min(cases.max(limits), 20);
    }

    private int smallPerInput(Limits limits) {
        return (int) Math.min(cases.max(limits), 100);
    }

    /**
     * Every case of the small box, each written differently: about a dozen full inputs where the
     * format has a case count, 40 single-case inputs where it has none.
     */
    public List<long[]> small(Limits limits) {
        return smallCases.computeIfAbsent(limits, l -> {
            int perInput = smallPerInput(l);
            int budget = perInput == 1 ? SMALL_SINGLE_INPUTS : Math.min(SMALL_MOST, perInput * SMALL_INPUTS);
            Set<String> seen = new HashSet<>();
            List<long[]> distinct = new ArrayList<>();
            for (long[] c : format.small(l, budget)) {
                StringBuilder text = new StringBuilder();
                format.write(c, text);
                if (seen.add(text.toString())) {
                    distinct.add(c);
                }
            }
            return List.copyOf(distinct.subList(0, Math.min(distinct.size(), budget)));
        });
    }

    /**
     * The smallest valid input: a single case, the first of the small box (or of the edge cases
     * where the box is empty); the program's run on it is its start-up.
     */
    public String smallestInput(Limits limits) {
        List<long[]> smallest = !small(limits).isEmpty() ? small(limits) : format.edges(limits);
        return smallest.isEmpty() ? "" : write(List.of(smallest.get(0)));
    }

    /** The phase of input number {@code step} (0 first) of {@code steps}. */
    public Phase phase(int step, int steps, Limits limits, boolean largest) {
        if (largest) {
            return Phase.LIMITS;
        }
        int[] plan = plan(steps, limits);
        int at = step;
        if (at < plan[0]) {
            return Phase.SMALL;
        }
        at -= plan[0];
        if (at < plan[1] + plan[2]) {
            return Phase.THEOREM;
        }
        at -= plan[1] + plan[2];
        return at < plan[3] ? Phase.RANDOM : Phase.LIMITS;
    }

    /**
     * Input number {@code step} (0 first) of {@code steps}: every case of a small box first (packed
     * many to an input where the format has a case count), then the edge cases, then cases where
     * the theorem and its nearest wrong variants disagree, then random ones growing with the step,
     * and last a few at the limits; every one at its limits when {@code largest}.
     */
    public List<long[]> generate(SplittableRandom random, int step, int steps, Limits limits, boolean largest) {
        if (largest) {
            return drawn(new RandomDraw(random, 0, 1, limits, true), format::draw);
        }
        int[] plan = plan(steps, limits);
        int at = step;
        if (at < plan[0]) {
            return slice(small(limits), at, smallPerInput(limits));
        }
        at -= plan[0];
        if (at < plan[1]) {
            return slice(format.edges(limits), at, edgePerInput(limits));
        }
        at -= plan[1];
        if (at < plan[2]) {
            return drawn(new RandomDraw(random, at, plan[2], limits, false), format::drawDistinguishing);
        }
        at -= plan[2];
        return drawn(new RandomDraw(random, at, plan[3], limits, at >= plan[3]), format::draw);
    }

    private static List<long[]> slice(List<long[]> all, int input, int perInput) {
        return List.copyOf(all.subList(input * perInput, Math.min(all.size(), (input + 1) * perInput)));
    }

    private List<long[]> drawn(RandomDraw d, java.util.function.Function<RandomDraw, long[]> one) {
        int n = d.count(cases);
        List<long[]> drawn = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            drawn.add(one.apply(d));
        }
        return drawn;
    }

    /** Whether the limits allow these cases (their number and each case). */
    public boolean valid(List<long[]> drawn, Limits limits) {
        if (!cases.contains(drawn.size(), limits)) {
            return false;
        }
        for (long[] c : drawn) {
            if (!format.valid(c, limits)) {
                return false;
            }
        }
        return true;
    }

    /** The input text, as the problem reads it. */
    public String write(List<long[]> drawn) {
        StringBuilder out = new StringBuilder();
        if (framing == Framing.COUNTED) {
            out.append(drawn.size()).append('\n');
        }
        for (long[] c : drawn) {
            format.write(c, out);
        }
        if (framing == Framing.TERMINATED) {
            out.append(terminator).append('\n');
        }
        return out.toString();
    }
}
