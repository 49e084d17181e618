package boyi.pattern;

import boyi.pattern.Finding.Kind;
import boyi.pattern.Finding.Predicts;
import boyi.solve.Interruption;
import boyi.solve.ObservedPeriod;
import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The findings of a one-number table: rows of values for n = 0..last. The period is found over
 * all rows together; Grundy formulas for a Grundy row; a loss rule and the losses for each row.
 */
final class SequencePatterns {

    private final ValueKind kind;
    private final List<Text> rowNames;
    private final long[][] values;
    private final Periodicity provenPeriod;
    private final int last;
    private final Interruption stop = new Interruption();

    /**
     * @param provenPeriod a period the engine proved, or null; one that is not proven is ignored
     */
    SequencePatterns(ValueKind kind, List<Text> rowNames, long[][] values, Periodicity provenPeriod) {
        if (values.length == 0 || values[0].length == 0) {
            throw new IllegalArgumentException("an empty table");
        }
        if (rowNames.size() != values.length) {
            throw new IllegalArgumentException(rowNames.size() + " row names for " + values.length + " rows");
        }
        if (kind == ValueKind.GRUNDY && values.length != 1) {
            throw new IllegalArgumentException("a Grundy table has one row");
        }
        this.kind = kind;
        this.rowNames = List.copyOf(rowNames);
        this.values = values;
        this.last = values[0].length - 1;
        for (long[] row : values) {
            if (row.length != last + 1) {
                throw new IllegalArgumentException("rows of different lengths");
            }
            for (long v : row) {
                kind.check(v);
            }
        }
        this.provenPeriod = provenPeriod != null && provenPeriod.proven() ? checked(provenPeriod) : null;
    }

    int last() {
        return last;
    }

    List<Finding> findings() {
        List<Finding> lossRules = new ArrayList<>();
        for (int r = 0; r < values.length; r++) {
            LossRules.find(kind, values[r], r, Words.rowPrefix(rowNames, r), provenPeriod).ifPresent(lossRules::add);
        }
        List<Finding> out = new ArrayList<>();
        // Losses at a sparse set (powers of 2, ...) are not periodic: a period seen in such a
        // table is a coincidence of the stretch computed, unless the engine proved it.
        if (provenPeriod != null || lossRules.stream().noneMatch(LossRules::isSparse)) {
            period().ifPresent(out::add);
        }
        if (kind == ValueKind.GRUNDY) {
            GrundyFormulas.find(values[0], provenPeriod).ifPresent(out::add);
        }
        out.addAll(lossRules);
        for (int r = 0; r < values.length; r++) {
            out.add(losses(r));
        }
        return out;
    }

    /** The engine's proof is trusted, but a table that contradicts it is a bug, not a pattern. */
    private Periodicity checked(Periodicity p) {
        long s = kind == ValueKind.GRUNDY ? p.saltus() : 0;
        for (long[] row : values) {
            for (long n = p.preperiod(); n + p.period() <= last; n++) {
                stop.check();
                if (row[(int) (n + p.period())] != row[(int) n] + s) {
                    throw new IllegalArgumentException("the table contradicts the proven " + p.shape().en() + " at n = " + n);
                }
            }
        }
        return p;
    }

    private Optional<Finding> period() {
        Periodicity p = provenPeriod != null ? provenPeriod : observedPeriod();
        if (p == null) {
            return Optional.empty();
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("preperiod", p.preperiod());
        facts.put("period", p.period());
        facts.put("saltus", p.saltus());
        facts.put("proof_zh", p.proof().zh());
        facts.put("proof_en", p.proof().en());
        Text all = values.length > 1 ? Text.of("各行", "all rows: ") : Text.EMPTY;
        long saltus = kind == ValueKind.GRUNDY ? p.saltus() : 0;
        Prediction prediction = (row, n, ignored) -> row < 0 || row >= values.length ? OptionalLong.empty()
                : periodic(values[row], p, saltus, n);
        return Optional.of(new Finding(Kind.PERIOD, values.length > 1 ? -1 : 0, p.proven(), last, -1,
                all.plus(p.shape()), facts, kind == ValueKind.GRUNDY ? Predicts.GRUNDY : Predicts.OUTCOME, prediction));
    }

    /** The value at n by the period, when n reduces into the table. */
    static OptionalLong periodic(long[] row, Periodicity p, long saltus, long n) {
        if (n < 0) {
            return OptionalLong.empty();
        }
        long r = p.reduce(n);
        if (r >= row.length) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Math.addExact(row[(int) r], Math.multiplyExact(saltus, p.periodsBetween(n))));
        } catch (ArithmeticException tooLarge) {
            return OptionalLong.empty();
        }
    }

    /** The observed period ({@link ObservedPeriod}) of all rows together; a saltus only for Grundy values. */
    private Periodicity observedPeriod() {
        Optional<long[]> found = ObservedPeriod.plain((i, j) -> {
            for (long[] row : values) {
                if (row[i] != row[j]) {
                    return false;
                }
            }
            return true;
        }, last);
        if (found.isEmpty() && kind == ValueKind.GRUNDY) {
            found = ObservedPeriod.arithmetic(n -> values[0][n], last);
        }
        return found.map(f -> ObservedPeriod.of(f, last, kind == ValueKind.GRUNDY ? "G" : "x")).orElse(null);
    }

    private Finding losses(int r) {
        LossRow row = LossRow.of(kind, values[r], provenPeriod);
        List<Long> positions = row.first(50);
        List<String> shown = positions.stream().map(String::valueOf).toList();
        long count = row.count();
        Text prefix = Words.rowPrefix(rowNames, r);
        Text statement;
        if (count == 0) {
            statement = Text.format("n <= %d 中没有先手必败的位置", "no losses for n <= %d", last);
        } else {
            Text list = Words.firstFew(shown);
            statement = Text.of("n <= " + last + " 中先手必败的位置共 " + count + " 个：" + list.zh(),
                    count + (count == 1 ? " loss (P-position)" : " losses (P-positions)") + " for n <= " + last + ": " + list.en());
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("count", count);
        facts.put("positions", positions);
        return new Finding(Kind.P_POSITIONS, r, false, last, -1, prefix.plus(statement), facts, Predicts.NOTHING,
                Prediction.NONE);
    }
}
