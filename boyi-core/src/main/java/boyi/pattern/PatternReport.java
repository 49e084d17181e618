package boyi.pattern;

import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the pattern finder found in one table: the findings, simplest first, and one explanation
 * that says what was found, up to which n it was checked and whether it is proven.
 *
 * <pre>{@code
 * PatternReport r = Patterns.ofSequence(ValueKind.OUTCOME, outcomes, null);
 * r.explanation().en();   // "Table to n = 1000: loss exactly when n mod 8 = 1 (conjecture, ...); ..."
 * r.first(Finding.Kind.LOSS_RULE).orElseThrow().predict(5000);
 * }</pre>
 *
 * @param findings    the findings in the order {@link Finding.Kind} lists the kinds
 * @param explanation all findings in one text, with the table's extent and their labels
 */
public record PatternReport(List<Finding> findings, Text explanation) {

    public PatternReport {
        findings = List.copyOf(findings);
    }

    /** Builds the explanation: {@code "打表到 n = 1000：...。"} / {@code "Table to n = 1000: ... ."}. */
    static PatternReport of(List<Finding> findings, Text extent) {
        List<String> zh = new ArrayList<>();
        List<String> en = new ArrayList<>();
        if (findings.stream().noneMatch(f -> f.proven() || f.isConjecture())) {
            zh.add("没有找到周期或规律");
            en.add("no period or pattern found");
        }
        for (Finding f : findings) {
            Text t = f.labelled();
            zh.add(t.zh());
            en.add(t.en());
        }
        Text explanation = Text.of("打表到 " + extent.zh() + "：" + String.join("；", zh) + "。",
                "Table to " + extent.en() + ": " + String.join("; ", en) + ".");
        return new PatternReport(findings, explanation);
    }

    /** The first finding of a kind. */
    public Optional<Finding> first(Finding.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).findFirst();
    }

    /** {@code findings} (each {@link Finding#json()}), {@code explanation} (English), {@code explanation_zh}. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("findings", findings.stream().map(Finding::json).toList());
        m.put("explanation", explanation.en());
        m.put("explanation_zh", explanation.zh());
        return m;
    }
}
