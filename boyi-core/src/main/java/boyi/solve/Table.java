package boyi.solve;

import boyi.util.PackedLongs;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A table over n = 0..N of a one-parameter family: one or more rows of outcomes
 * ({@code -1, 0, 1} for loss, draw, win) or one row of Grundy values, with the eventual period
 * when one was proven or observed: {@code values[r][n + period] == values[r][n]} (plus the saltus)
 * for all {@code n >= preperiod}.
 *
 * <pre>{@code
 * Table t = subtraction.table(100).orElseThrow();
 * t.periodicity().period();    // 7 for takes 1,3,4, from n = 0, proven
 * t.value(0, 5);               // G(5) = 1
 * }</pre>
 *
 * <p>The rows are kept packed (a byte a value for outcomes and small Grundy values), so a table
 * of 10^8 Kayles values takes 100 MB; {@link #values()} copies them out as longs, for short
 * tables only.
 *
 * @param kind        {@link #OUTCOME} or {@link #GRUNDY}
 * @param rowNames    one name per row, e.g. 偶/偶 and {@code even/even}; {@code G} for Grundy values
 * @param rows        the values, {@code rows.get(row).get(n)}, all rows of the same length
 * @param periodicity the period of the rows, or {@code null} when none was found
 * @param explanation how the values were computed and the period found or proven
 */
public record Table(String kind, List<Text> rowNames, List<PackedLongs> rows, Periodicity periodicity, Text explanation) {

    public static final String OUTCOME = "outcome";
    public static final String GRUNDY = "grundy";
    /** The row name of a table of Grundy values. */
    public static final Text GRUNDY_ROW = Text.same("G");

    public Table {
        rowNames = List.copyOf(rowNames);
        rows = List.copyOf(rows);
        if (rowNames.size() != rows.size()) {
            throw new IllegalArgumentException(rowNames.size() + " row names for " + rows.size() + " rows");
        }
        for (PackedLongs row : rows) {
            if (row.length() != rows.get(0).length()) {
                throw new IllegalArgumentException("rows of " + rows.get(0).length() + " and " + row.length() + " values");
            }
        }
    }

    /** The table of {@code values[row][n]} (packed: the arrays are not kept). */
    public Table(String kind, List<Text> rowNames, long[][] values, Periodicity periodicity, Text explanation) {
        this(kind, rowNames, java.util.Arrays.stream(values).map(PackedLongs::of).toList(), periodicity, explanation);
    }

    /** A table of one row of Grundy values. */
    public static Table grundy(long[] values, Periodicity periodicity, Text explanation) {
        return grundy(PackedLongs.of(values), periodicity, explanation);
    }

    /** A table of one row of Grundy values, already packed. */
    public static Table grundy(PackedLongs values, Periodicity periodicity, Text explanation) {
        return new Table(GRUNDY, List.of(GRUNDY_ROW), List.of(values), periodicity, explanation);
    }

    public int length() {
        return rows.isEmpty() ? 0 : rows.get(0).length();
    }

    /** The value in row {@code row} at {@code n}. */
    public long value(int row, int n) {
        return rows.get(row).get(n);
    }

    /** A copy of the values as {@code values[row][n]}: eight bytes a value, so for short tables only. */
    public long[][] values() {
        return rows.stream().map(PackedLongs::toArray).toArray(long[][]::new);
    }

    /**
     * The table as JSON fields (the {@code /api/table} and {@code table --json} shape, the values as
     * {@link PackedLongs} that {@link boyi.util.Json} writes as it goes): {@code kind},
     * {@code values} (one row) or {@code rows} ({@code name}, {@code name_zh}, {@code values}),
     * {@code row_names_zh}/{@code row_names_en}, {@code preperiod}, {@code period}, {@code saltus},
     * {@code proven}, {@code proof_zh}/{@code proof_en} (null without a period) and
     * {@code explanation} (English) / {@code explanation_zh}.
     */
    public Map<String, Object> json() {
        return json(values -> values);
    }

    /**
     * {@link #json()} with every row's values as a {@code long[]}, the shape the JSON had before
     * rows were packed: the reference that the streamed writer's text is compared with (tests and
     * {@code bin/bench table-stream}); eight bytes a value, so for short tables only.
     */
    public Map<String, Object> jsonWithLongRows() {
        return json(PackedLongs::toArray);
    }

    private Map<String, Object> json(Function<PackedLongs, Object> valuesAs) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        if (rows.size() == 1) {
            m.put("values", valuesAs.apply(rows.get(0)));
        } else {
            List<Object> named = new ArrayList<>();
            for (int r = 0; r < rows.size(); r++) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", rowNames.get(r).en());
                row.put("name_zh", rowNames.get(r).zh());
                row.put("values", valuesAs.apply(rows.get(r)));
                named.add(row);
            }
            m.put("rows", named);
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
