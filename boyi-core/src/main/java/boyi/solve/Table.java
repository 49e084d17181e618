package boyi.solve;

import java.util.List;

/**
 * A table over n = 0..N of a one-parameter family: one or more rows of outcomes
 * ({@code -1, 0, 1} for loss, draw, win) or one row of Grundy values, with the detected
 * eventual period: {@code values[r][n + period] == values[r][n]} for all {@code n >= preperiod}.
 *
 * <pre>{@code
 * Table t = subtraction.table(100).orElseThrow();
 * t.period();    // 7 for takes 1,3,4 ... preperiod 0
 * }</pre>
 *
 * @param kind        {@code "outcome"} or {@code "grundy"}
 * @param rowNames    one name per row, e.g. {@code "even/even"}; {@code "G"} for Grundy values
 * @param values      {@code values[row][n]}
 * @param preperiod   least n0 of the period, or {@code null} when no period was found
 * @param period      least period, or {@code null}
 * @param proven      whether the period is proven (by a recurrence window or a theorem), not only observed
 * @param explanation how the period was found or proven
 */
public record Table(String kind, List<String> rowNames, long[][] values, Long preperiod, Long period,
                   boolean proven, String explanation) {

    public static final String OUTCOME = "outcome";
    public static final String GRUNDY = "grundy";

    public int length() {
        return values.length == 0 ? 0 : values[0].length;
    }
}
