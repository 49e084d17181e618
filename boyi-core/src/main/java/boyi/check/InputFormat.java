package boyi.check;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The inputs of one judge problem for {@code boyi check}: cases of a {@link CaseFormat}, framed
 * as the problem reads them, with the number of cases the judge's and Boyi's limits allow, and the
 * checker of its output. Inputs come in an order: first the edge cases (packed several to an
 * input where the format has several cases), then random inputs whose sizes ramp to the limits.
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

    /** How many of the first inputs are edge cases. */
    public int edgeInputs(Limits limits) {
        int edges = format.edges(limits).size();
        int perInput = (int) Math.min(cases.max(limits), 20);
        return (edges + perInput - 1) / perInput;
    }

    /**
     * Input number {@code step} (0 first) of {@code steps}: an input of edge cases while there are
     * some, then random ones growing with the step; every one at its limits when {@code largest}.
     */
    public List<long[]> generate(SplittableRandom random, int step, int steps, Limits limits, boolean largest) {
        int edgeInputs = largest ? 0 : edgeInputs(limits);
        if (step < edgeInputs) {
            List<long[]> edges = format.edges(limits);
            int perInput = (int) Math.min(cases.max(limits), 20);
            return List.copyOf(edges.subList(step * perInput, Math.min(edges.size(), (step + 1) * perInput)));
        }
        Draw d = new Draw(random, step - edgeInputs, steps - edgeInputs, limits, largest);
        int n = d.count(cases);
        List<long[]> drawn = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            drawn.add(format.draw(d));
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
