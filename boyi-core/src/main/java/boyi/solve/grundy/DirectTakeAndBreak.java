package boyi.solve.grundy;

/**
 * The direct method: G(n) is the mex over every option of heap n, each split looked at once, so
 * computing G(0..N) costs O(N^2) per splitting digit. The reference the fast engine is checked
 * against.
 *
 * <pre>{@code
 * GrundySequence dawson = new DirectTakeAndBreak(TakeAndBreak.octal("0.07"));
 * dawson.extendTo(100);
 * }</pre>
 */
public final class DirectTakeAndBreak extends TakeAndBreakSequence {

    public DirectTakeAndBreak(TakeAndBreak rule) {
        super(rule);
    }

    @Override
    protected int next(int n) {
        int stamp = markSmallOptions(n);
        for (int k : splitTakes) {
            int m = n - k;
            long last = rule.largestSmallerPart(m);
            for (int a = 1; a <= last; a++) {
                seen[g.get(a) ^ g.get(m - a)] = stamp;
            }
            for (long c = last >> 8; c > 0; c--) {
                stop.check(); // one check per 256 splits, outside the reference loop
            }
        }
        int x = 0;
        while (seen[x] == stamp) {
            x++;
        }
        return x;
    }

    @Override
    public boyi.util.Text method() {
        return boyi.util.Text.of("直接法（逐个看每堆的每种分法）", "direct method (every split of every heap)");
    }
}
