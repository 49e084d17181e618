package boyi.solve;

import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table over n = 0..N of a one-parameter family: one or more rows of outcomes
 * ({@code -1, 0, 1} for loss, draw, win) or one row of Grundy values, with the eventual period
 * when one was proven or observed: {@code values[r][n + period] == values[r][n]} (plus the saltus)
 * for all {@code n >= preperiod}.
 *
 * <pre>{@code
 * Table t = subtraction.table(100).orElseThrow();
 * t.periodicity().period();    // 7 for takes 1,3,4, from n = 0, proven
 * }</pre>
 *
 * @param kind        {@link #OUTCOME} or {@link #GRUNDY}
 * @param rowNames    one name per row, e.g. 偶/偶 and {@code even/even}; {@code G} for Grundy values
 * @param values      {@code values[row][n]}
 * @param periodicity the period of the rows, or {@code null} when none was found
 * @param explanation how the values were computed and the period found or proven
 */
public record Table(String kind, List<Text> rowNames, long[][] values, Periodicity periodicity, Text explanation) {

    public static final String OUTCOME = "outcome";
    public static final String GRUNDY = "grundy";
    /** The row name of a table of Grundy values. */
    public static final Text GRUNDY_ROW = Text.same("G");

    public Table {
        rowNames = List.copyOf(rowNames);
        if (rowNames.size() != values.length) {
            throw new IllegalArgumentException(rowNames.size() + " row names for " + values.length + " rows");
        }
    }

    /** A table of one row of Grundy values. */
    public static Table grundy(long[] values, Periodicity periodicity, Text explanation) {
        return new Table(GRUNDY, List.of(GRUNDY_ROW), new long[][] {values}, periodicity, explanation);
    }

    public int length() {
        return values.length == 0 ? 0 : values[0].length;
    }

    /**
     * The table as JSON fields (the {@code /api/table} and {@code table --json} shape): {@code kind},
     * {@code values} (one row) or {@code rows} ({@code name}, {@code name_zh}, {@code values}),
     * {@code row_names_zh}/{@code row_names_en}, {@code preperiod}, {@code period}, {@code saltus},
     * {@code proven}, {@code proof_zh}/{@code proof_en} (null without a period) and
     * {@code explanation} (English) / {@code explanation_zh}.
     */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        if (values.length == 1) {
            m.put("values", values[0]);
        } else {
            List<Object> rows = new ArrayList<>();
            for (int r = 0; r < values.length; r++) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", rowNames.get(r).en());
                row.put("name_zh", rowNames.get(r).zh());
                row.put("values", values[r]);
                rows.add(row);
            }
            m.put("rows", rows);
        }
        m.put("row_names_zh", rowNames.stream().map(Text::zh).toList());
        m.put("row_names_en", rowNames.stream().map(Text::en).toList());
        Periodicity p = periodicity;
        m.put("preperiod", p == null ? null : p.preperiod());
        m.put("period", p == null ? null : p.period());
        m.put("saltus", p == null ? null : p.saltus());
        m.put("proven", p != null && p.proven());
        m.put("proof_zh", p == null ? null : p.proof().zh());
        m.put("proof_en", p == null ? null : p.proof().en());
        m.put("explanation", explanation.en());
        m.put("explanation_zh", explanation.zh());
        return m;
    }
}
