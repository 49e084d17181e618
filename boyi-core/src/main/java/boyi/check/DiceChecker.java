package boyi.check;

import boyi.util.Text;
import java.math.BigDecimal;

/**
 * The checker of {@code dice}, a simulation: line 1 is an estimate of the house edge 5/108, right
 * when it has at least 4 digits after the point and lies within 0.005 of 5/108 (decided in exact
 * decimal arithmetic); line 2 is the exact value, which must be Boyi's line.
 *
 * <pre>{@code
 * new DiceChecker().judge("", "0.046301\nexact 5/108 = 0.046296\n", "0.0462\nexact 5/108 = 0.046296\n").accepted();  // true
 * }</pre>
 */
final class DiceChecker implements Checker {

    private static final BigDecimal EDGE_TIMES_108 = BigDecimal.valueOf(5);
    private static final BigDecimal TOLERANCE_TIMES_108 = new BigDecimal("0.54");

    @Override
    public CheckResult judge(String input, String expected, String got) {
        var want = TokenChecker.lines(expected);
        var have = TokenChecker.lines(got);
        if (have.size() != want.size()) {
            return new CheckResult(CheckVerdict.PRESENTATION, Text.format("应有 %d 行，得到 %d 行", "expected %d lines, got %d",
                    want.size(), have.size()));
        }
        String estimate = have.get(0).strip();
        if (!estimate.matches("\\d+\\.\\d{4,}")) {
            return CheckResult.wrong(Text.format("第 1 行 \"%s\"：应为小数点后至少 4 位的小数", "line 1 \"%s\": expected a decimal with "
                    + "at least 4 digits after the point", TokenChecker.shorten(estimate)));
        }
        BigDecimal off = new BigDecimal(estimate).multiply(BigDecimal.valueOf(108)).subtract(EDGE_TIMES_108).abs();
        if (off.compareTo(TOLERANCE_TIMES_108) > 0) {
            return CheckResult.wrong(Text.format("第 1 行 %s 离 5/108 = 0.046296 超过 0.005", "line 1: %s is more than 0.005 from "
                    + "5/108 = 0.046296", estimate));
        }
        if (!have.get(1).strip().equals(want.get(1).strip())) {
            return CheckResult.wrong(Text.format("第 2 行：应为 \"%s\"", "line 2: expected \"%s\"", want.get(1)));
        }
        return CheckResult.ACCEPTED;
    }
}
