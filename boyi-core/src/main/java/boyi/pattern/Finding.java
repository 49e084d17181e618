package boyi.pattern;

import boyi.util.Text;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * One pattern found in a computed table, with how sure it is: {@code proven} (the engine proved
 * the period, or the pattern follows from a proven period) or checked on every entry of the table
 * to {@code checkedUpTo} and only a conjecture beyond it. A {@link Kind#P_POSITIONS} or
 * {@link Kind#SYMMETRY} finding states a fact about the table itself.
 *
 * <pre>{@code
 * Finding f = Patterns.ofSequence(ValueKind.OUTCOME, outcomes, null).first(Finding.Kind.LOSS_RULE).orElseThrow();
 * f.statement().en();   // "loss exactly when n mod 8 = 1"
 * f.labelled().en();    // "loss exactly when n mod 8 = 1 (conjecture, checked to n = 1000, not proven)"
 * f.predict(10_001);    // OptionalLong[-1]
 * }</pre>
 *
 * @param kind        what sort of pattern
 * @param row         the table row it is about, or -1 for all rows together
 * @param proven      whether it holds for every position, not only the computed ones
 * @param checkedUpTo the largest n (or, for two numbers, the largest first number a) checked
 * @param checkedUpToB for two numbers, the largest second number b checked; -1 for one number
 * @param statement   the pattern in words, without the proven/conjecture label
 * @param facts       the pattern's numbers for the web (period, residues, positions, ...)
 * @param predicts    what {@link #prediction} returns
 * @param prediction  the value the pattern gives beyond the table
 */
public record Finding(Kind kind, int row, boolean proven, long checkedUpTo, long checkedUpToB, Text statement, Map<String, Object> facts,
        Predicts predicts, Prediction prediction) {

    /** The sorts of pattern, in the order a report lists them (simplest first). */
    public enum Kind {
        /** Eventual period with preperiod (and saltus for Grundy values). */
        PERIOD,
        /** A closed form of the Grundy value: n, n mod k, floor(n/k), a xor b, ... */
        GRUNDY_FORMULA,
        /** Which positions are losses: residues, powers of two, Fibonacci numbers, a = b, ... */
        LOSS_RULE,
        /** The losses of a two-number table as complementary Beatty pairs (Wythoff: c = 1). */
        BEATTY_PAIRS,
        /** A two-number table reads the same with the numbers swapped. */
        SYMMETRY,
        /** The losses (P-positions) of the table, the first few and the count. */
        P_POSITIONS
    }

    /** What a finding's prediction is: nothing, a Grundy value, or an outcome (-1, 0, 1). */
    public enum Predicts {
        NOTHING,
        GRUNDY,
        OUTCOME
    }

    public Finding {
        facts = Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    }

    /** Whether the statement goes beyond the table without a proof. */
    public boolean isConjecture() {
        return !proven && kind != Kind.P_POSITIONS && kind != Kind.SYMMETRY;
    }

    /** The statement with its label: (proven), or (conjecture, checked to n = N, not proven). */
    public Text labelled() {
        if (proven) {
            return Text.of(statement.zh() + "（已证明）", statement.en() + " (proven)");
        }
        if (!isConjecture()) {
            return statement;
        }
        return Text.of(statement.zh() + "（猜想，已核对到 " + checkedRange() + "，未证明）",
                statement.en() + " (conjecture, checked to " + checkedRange() + ", not proven)");
    }

    /** {@code "n = 1000"}, or {@code "a <= 30, b <= 40"} for two numbers. */
    public String checkedRange() {
        return checkedUpToB < 0 ? "n = " + checkedUpTo : "a <= " + checkedUpTo + ", b <= " + checkedUpToB;
    }

    /** The value at n of a one-number table (row 0), if this finding decides it. */
    public OptionalLong predict(long n) {
        return prediction.at(0, n, 0);
    }

    /** The value at n in a row of a table with several rows, if this finding decides it. */
    public OptionalLong predict(int row, long n) {
        return prediction.at(row, n, 0);
    }

    /** The value at (a, b) of a two-number table, if this finding decides it. */
    public OptionalLong predictPair(long a, long b) {
        return prediction.at(0, a, b);
    }

    /**
     * The finding as JSON fields: {@code kind} (lower case), {@code row}, {@code proven},
     * {@code conjecture}, {@code checked_up_to}, {@code statement_zh}/{@code statement_en},
     * {@code text_zh}/{@code text_en} (with the label), {@code predicts} and the facts.
     */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind.name().toLowerCase(Locale.ROOT));
        m.put("row", row);
        m.put("proven", proven);
        m.put("conjecture", isConjecture());
        m.put("checked_up_to", checkedUpTo);
        if (checkedUpToB >= 0) {
            m.put("checked_up_to_b", checkedUpToB);
        }
        m.put("statement_zh", statement.zh());
        m.put("statement_en", statement.en());
        Text l = labelled();
        m.put("text_zh", l.zh());
        m.put("text_en", l.en());
        m.put("predicts", predicts.name().toLowerCase(Locale.ROOT));
        m.putAll(facts);
        return m;
    }
}
