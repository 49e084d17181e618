package boyi.pattern;

import boyi.util.Text;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The one statement a table makes about its pattern: {@link Status#PROVEN} only when a procedure
 * decided it (a period the engine proved, a proof by automaton), else the pattern finder's first
 * conjecture with the range it was checked on, else that no pattern was found.
 *
 * <pre>{@code
 * PatternStatement s = Patterns.ofSequence(ValueKind.GRUNDY, g, null).statement();
 * s.status();      // CONJECTURE
 * s.text().en();   // "period 4 from n = 0 (conjecture, checked to n = 1000, not proven)"
 * }</pre>
 *
 * @param status      how sure the statement is
 * @param text        the statement with its label, in both languages
 * @param checkedUpTo the largest n (or first number) the table holds
 * @param noProof     why no procedure decided the pattern (empty when none was tried or it is proven)
 */
public record PatternStatement(Status status, Text text, long checkedUpTo, Text noProof) {

    /** How sure a statement is. */
    public enum Status {
        /** Decided by a procedure for every position. */
        PROVEN,
        /** Seen on every entry of the table, not proven beyond it. */
        CONJECTURE,
        /** Nothing found in the values computed. */
        NONE
    }

    /** {@code status} (lower case), {@code text_zh}, {@code text_en}, {@code checked_up_to}, and {@code no_proof_zh}/{@code no_proof_en} when known. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status.name().toLowerCase(Locale.ROOT));
        m.put("text_zh", text.zh());
        m.put("text_en", text.en());
        m.put("checked_up_to", checkedUpTo);
        if (!noProof.isEmpty()) {
            m.put("no_proof_zh", noProof.zh());
            m.put("no_proof_en", noProof.en());
        }
        return m;
    }
}
