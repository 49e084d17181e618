package boyi.pattern;

import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the pattern finder found in one table: the findings, simplest first, the one
 * {@link PatternStatement statement} the table makes about its pattern, and one explanation that
 * says it first, then the other findings, up to which n they were checked and whether they are
 * proven. A proof made elsewhere (by automaton) becomes the statement with {@link #decided}; the
 * conjectures beside it are dropped, since only what a procedure decided is stated as proven.
 *
 * <pre>{@code
 * PatternReport r = Patterns.ofSequence(ValueKind.OUTCOME, outcomes, null);
 * r.statement().text().en();   // "loss exactly when n mod 8 = 1 (conjecture, checked to n = 1000, not proven)"
 * r.explanation().en();        // "Table to n = 1000: loss exactly when n mod 8 = 1 (conjecture, ...); ..."
 * r.first(Finding.Kind.LOSS_RULE).orElseThrow().predict(5000);
 * }</pre>
 *
 * @param findings    the findings in the order {@link Finding.Kind} lists the kinds
 * @param extent      how far the table goes, e.g. {@code n = 1000}
 * @param statement   the one statement about the pattern
 * @param explanation the statement, then the other findings, in one text with the table's extent
 */
public record PatternReport(List<Finding> findings, Text extent, PatternStatement statement, Text explanation) {

    private static final Text NOTHING = Text.of("没有找到周期或规律", "no period or pattern found");

    public PatternReport {
        findings = List.copyOf(findings);
    }

    /** The statement is the first proven finding, else the first conjecture, else "no period or pattern found". */
    static PatternReport of(List<Finding> findings, Text extent) {
        Optional<Finding> headline = headline(findings);
        long checked = findings.isEmpty() ? 0 : findings.get(0).checkedUpTo();
        PatternStatement s = headline.map(f -> new PatternStatement(f.proven() ? PatternStatement.Status.PROVEN
                        : PatternStatement.Status.CONJECTURE, f.labelled(), f.checkedUpTo(), Text.EMPTY))
                .orElse(new PatternStatement(PatternStatement.Status.NONE, NOTHING, checked, Text.EMPTY));
        return build(findings, extent, s, headline.orElse(null));
    }

    private static Optional<Finding> headline(List<Finding> findings) {
        Optional<Finding> proven = findings.stream().filter(Finding::proven).findFirst();
        return proven.isPresent() ? proven : findings.stream().filter(Finding::isConjecture).findFirst();
    }

    private static PatternReport build(List<Finding> findings, Text extent, PatternStatement s, Finding stated) {
        List<String> zh = new ArrayList<>();
        List<String> en = new ArrayList<>();
        zh.add(s.text().zh());
        en.add(s.text().en());
        if (!s.noProof().isEmpty()) {
            zh.add("证明器：" + s.noProof().zh());
            en.add("the prover: " + s.noProof().en());
        }
        for (Finding f : findings) {
            if (f != stated) {
                Text t = f.labelled();
                zh.add(t.zh());
                en.add(t.en());
            }
        }
        Text explanation = Text.of("打表到 " + extent.zh() + "：" + String.join("；", zh) + "。",
                "Table to " + extent.en() + ": " + String.join("; ", en) + ".");
        return new PatternReport(findings, extent, s, explanation);
    }

    /**
     * This table's statement when a procedure decided the pattern: {@code proof} says what was
     * proven; the findings that are only conjectures are dropped (facts and proven findings stay).
     */
    public PatternReport decided(Text proof) {
        List<Finding> kept = findings.stream().filter(f -> !f.isConjecture()).toList();
        return build(kept, extent, new PatternStatement(PatternStatement.Status.PROVEN, proof, statement.checkedUpTo(), Text.EMPTY), null);
    }

    /** This report with the reason a procedure could not decide the pattern (nothing changes when it is proven already). */
    public PatternReport undecided(Text why) {
        if (statement.status() == PatternStatement.Status.PROVEN) {
            return this;
        }
        PatternStatement s = new PatternStatement(statement.status(), statement.text(), statement.checkedUpTo(), why);
        return build(findings, extent, s, headline(findings).orElse(null));
    }

    /**
     * The period the table states: {@code computed} when the engine proved it, the observed one
     * when it is this report's statement (a conjecture), else null (no period is stated).
     */
    public Periodicity period(Periodicity computed) {
        if (computed != null && computed.proven()) {
            return computed;
        }
        return headline(findings).filter(f -> f.kind() == Finding.Kind.PERIOD && !f.proven()
                        && statement.status() == PatternStatement.Status.CONJECTURE)
                .map(f -> new Periodicity((Long) f.facts().get("preperiod"), (Long) f.facts().get("period"), (Long) f.facts().get("saltus"),
                        false, Text.of((String) f.facts().get("proof_zh"), (String) f.facts().get("proof_en"))))
                .orElse(null);
    }

    /** The first finding of a kind. */
    public Optional<Finding> first(Finding.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).findFirst();
    }

    /** {@code findings} (each {@link Finding#json()}), {@code statement} ({@link PatternStatement#json()}), {@code explanation} (English), {@code explanation_zh}. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("findings", findings.stream().map(Finding::json).toList());
        m.put("statement", statement.json());
        m.put("explanation", explanation.en());
        m.put("explanation_zh", explanation.zh());
        return m;
    }
}
