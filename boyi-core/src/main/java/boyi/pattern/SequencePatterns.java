package boyi.pattern;

import boyi.pattern.Finding.Kind;
import boyi.pattern.Finding.Predicts;
import boyi.solve.Interruption;
import boyi.solve.ObservedPeriod;
import boyi.solve.Periodicity;
import boyi.util.PackedLongs;
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
    private final List<PackedLongs> values;
    private final Periodicity provenPeriod;
    private final int last;

    /**
     * @param provenPeriod a period the engine proved, or null; one that is not proven is ignored
     */
    SequencePatterns(ValueKind kind, List<Text> rowNames, List<PackedLongs> values, Periodicity provenPeriod) {
        if (values.isEmpty() || values.get(0).length() == 0) {
            throw new IllegalArgumentException("an empty table");
        }
        if (rowNames.size() != values.size()) {
            throw new IllegalArgumentException(rowNames.size() + " row names for " + values.size() + " rows");
        }
        if (kind == ValueKind.GRUNDY && values.size() != 1) {
            throw new IllegalArgumentException("a Grundy table has one row");
        }
        this.kind = kind;
        this.rowNames = List.copyOf(rowNames);
        this.values = List.copyOf(values);
        this.last = values.get(0).length() - 1;
        for (PackedLongs row : values) {
            if (row.length() != last + 1) {
                throw new IllegalArgumentException("rows of different lengths");
            }
        }
        boolean proven = provenPeriod != null && provenPeriod.proven();
        checkValues(proven ? checkedUpTo(provenPeriod) : last);
        this.provenPeriod = proven ? checked(provenPeriod) : null;
    }

    /**
     * The last n whose values are checked one by one when {@code p} is also checked ({@link #checked}):
     * past one period every value repeats a checked one (outcomes), or one plus a saltus of at
     * least 0 (Grundy values), so it is valid too.
     */
    private int checkedUpTo(Periodicity p) {
        return (int) Math.min(last, p.preperiod() + p.period() - 1);
    }

    private void checkValues(int upTo) {
        for (PackedLongs row : values) {
            for (int n = 0; n <= upTo; n++) {
                kind.check(row.get(n));
            }
        }
    }

    int last() {
        return last;
    }

    List<Finding> findings() {
        List<Finding> lossRules = new ArrayList<>();
        for (int r = 0; r < values.size(); r++) {
            LossRules.find(kind, values.get(r), r, Words.rowPrefix(rowNames, r), provenPeriod).ifPresent(lossRules::add);
        }
        List<Finding> out = new ArrayList<>();
        // Losses at a sparse set (powers of 2, ...) are not periodic: a period seen in such a
        // table is a coincidence of the stretch computed, unless the engine proved it.
        if (provenPeriod != null || lossRules.stream().noneMatch(LossRules::isSparse)) {
            period().ifPresent(out::add);
        }
        if (kind == ValueKind.GRUNDY) {
            GrundyFormulas.find(values.get(0), provenPeriod).ifPresent(out::add);
        }
        out.addAll(lossRules);
        for (int r = 0; r < values.size(); r++) {
            out.add(losses(r));
        }
        return out;
    }

    /** The engine's proof is trusted, but a table that contradicts it is a bug, not a pattern. */
    private Periodicity checked(Periodicity p) {
        long s = kind == ValueKind.GRUNDY ? p.saltus() : 0;
        for (PackedLongs row : values) {
            for (long n = p.preperiod(); n + p.period() <= last; n += CHECKED_AT_ONCE) {
                Interruption.checkNow();
                int period = (int) p.period();
                int at = firstBreak(row, (int) n, (int) Math.min(last - period + 1L, n + CHECKED_AT_ONCE), period, s);
                if (at >= 0) {
                    throw new IllegalArgumentException("the table contradicts the proven " + p.shape().en() + " at n = " + at);
                }
            }
        }
        return p;
    }

    /** Entries {@link #checked} compares between two deadline checks. */
    private static final int CHECKED_AT_ONCE = 1 << 16;

    /** The least n in {@code from..to-1} with {@code row[n + period] != row[n] + saltus}, or -1. */
    private static int firstBreak(PackedLongs row, int from, int to, int period, long saltus) {
        if (saltus == 0) {
            return row.firstDifference(from, to, period);
        }
        for (int n = from; n < to; n++) {
            if (row.get(n + period) != row.get(n) + saltus) {
                return n;
            }
        }
        return -1;
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
        Text all = values.size() > 1 ? Text.of("各行", "all rows: ") : Text.EMPTY;
        long saltus = kind == ValueKind.GRUNDY ? p.saltus() : 0;
        Prediction prediction = (row, n, ignored) -> row < 0 || row >= values.size() ? OptionalLong.empty()
                : periodic(values.get(row), p, saltus, n);
        return Optional.of(new Finding(Kind.PERIOD, values.size() > 1 ? -1 : 0, p.proven(), last, -1,
                all.plus(p.shape()), facts, kind == ValueKind.GRUNDY ? Predicts.GRUNDY : Predicts.OUTCOME, prediction));
    }

    /** The value at n by the period, when n reduces into the table. */
    static OptionalLong periodic(PackedLongs row, Periodicity p, long saltus, long n) {
        if (n < 0) {
            return OptionalLong.empty();
        }
        long r = p.reduce(n);
        if (r >= row.length()) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Math.addExact(row.get((int) r), Math.multiplyExact(saltus, p.periodsBetween(n))));
        } catch (ArithmeticException tooLarge) {
            return OptionalLong.empty();
        }
    }

    /** The observed period ({@link ObservedPeriod}) of all rows together; a saltus only for Grundy values. */
    private Periodicity observedPeriod() {
        Optional<long[]> found = ObservedPeriod.plain((i, j) -> {
            for (PackedLongs row : values) {
                if (row.get(i) != row.get(j)) {
                    return false;
                }
            }
            return true;
        }, last);
        if (found.isEmpty() && kind == ValueKind.GRUNDY) {
            found = ObservedPeriod.arithmetic(values.get(0)::get, last);
        }
        return found.map(f -> ObservedPeriod.of(f, last, kind == ValueKind.GRUNDY ? "G" : "x")).orElse(null);
    }

    private Finding losses(int r) {
        LossRow row = LossRow.of(kind, values.get(r), provenPeriod);
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
