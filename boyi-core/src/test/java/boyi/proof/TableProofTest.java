package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.pattern.PatternReport;
import boyi.pattern.PatternStatement;
import boyi.rules.RuleInstance;
import boyi.solve.Table;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One table, one statement about its pattern: the proof when the prover decided it (the pattern
 * finder's conjectures, here a false period, are not stated beside it), else the finder's first
 * conjecture with its checked range and why there is no proof, else that nothing was found. The
 * table's period fields say the same as its statement.
 */
class TableProofTest {

    @Test
    void halveOrTakeOneStatesTheProofOnly() throws Exception {
        RuleInstance game = RuleProverTest.file("examples/halve-or-take-one.boyi");
        // what the pattern finder alone says to n = 2000 is false: G(2048) differs from G(1792) = G(2048 - 256)
        Table longer = game.table(2048).orElseThrow();
        assertThat(longer.values()[0][2048]).isNotEqualTo(longer.values()[0][1792]);
        PatternReport finder = game.patterns(game.table(2000).orElseThrow());
        assertThat(finder.statement().text().en()).isEqualTo("period 256 from n = 769 (conjecture, checked to n = 2000, not proven)");

        TableProof t = TableProof.of(game, 2000, () -> RuleProver.prove(game)).orElseThrow();
        assertThat(t.report().statement().status()).isEqualTo(PatternStatement.Status.PROVEN);
        assertThat(t.report().statement().text().en()).isEqualTo("proven by automaton (base 2, 4 states): the losses are exactly what it accepts");
        assertThat(t.table().explanation().en()).contains("Table to n = 2000: proven by automaton (base 2, 4 states)")
                .doesNotContain("period 256").doesNotContain("conjecture");
        assertThat(t.table().explanation().zh()).contains("已由自动机证明").doesNotContain("猜想");
        assertThat(t.table().periodicity()).isNull();
        Map<String, Object> json = t.json();
        assertThat(json.get("period")).isNull();
        assertThat(json.get("proven")).isEqualTo(false);
        assertThat(((Map<?, ?>) json.get("statement")).get("status")).isEqualTo("proven");
        Map<?, ?> proof = (Map<?, ?>) json.get("proof");
        assertThat(proof.get("status")).isEqualTo("proven");
        assertThat(((Map<?, ?>) proof.get("automaton")).get("states")).isEqualTo(4);
        assertThat((java.util.List<?>) proof.get("formulas")).hasSize(4);
    }

    /** The JSON of {@code file}'s table to n = 100 with its proof, as {@code table --rules F --upto 100 --json} prints it. */
    private static String tableJson(String file) throws Exception {
        RuleInstance game = RuleProverTest.file(file);
        return boyi.util.Json.write(TableProof.of(game, 100, () -> RuleProver.prove(game)).orElseThrow().json());
    }

    /**
     * A table's JSON, its proof block included (formulas, automaton, states built), is a function
     * of the question: the same bytes whichever proofs the process made before, in either order;
     * and a formula's facts in one order ({@code Map.of} gave a different order in each JVM).
     */
    @Test
    void aTablesJsonDoesNotDependOnTheProofsMadeBefore() throws Exception {
        String[] files = {"examples/halve-or-take-one.boyi", "nim.boyi", "bash.boyi"};
        String[] forward = new String[files.length];
        for (int i = 0; i < files.length; i++) {
            forward[i] = tableJson(files[i]);
        }
        for (int i = files.length - 1; i >= 0; i--) {
            assertThat(tableJson(files[i])).as(files[i]).isEqualTo(forward[i]);
        }
        assertThat(forward[0]).contains("\"status\":\"proven\"").contains("\"states_built\":");
        assertThat(forward[2]).contains("\"formula\":\"n mod k\",\"k\":4");
    }

    @Test
    void aConjectureIsStatedOnceWithItsCheckedRangeAndWhyItIsNotProven() throws Exception {
        RuleInstance game = RuleProverTest.file("examples/take-or-put-back.boyi");
        TableProof t = TableProof.of(game, 60, () -> RuleProver.prove(game)).orElseThrow();
        PatternStatement s = t.report().statement();
        assertThat(s.status()).isEqualTo(PatternStatement.Status.CONJECTURE);
        assertThat(s.text().en()).isEqualTo("period 1 from n = 3 (conjecture, checked to n = 60, not proven)");
        assertThat(s.noProof().en()).contains("the moves may cycle");
        // the table's period is the one stated, observed and not proven (once "no period found" stood above it)
        assertThat(t.table().periodicity()).isNotNull();
        assertThat(t.table().periodicity().proven()).isFalse();
        assertThat(t.table().periodicity().period()).isEqualTo(1);
        assertThat(t.table().periodicity().preperiod()).isEqualTo(3);
        String en = t.table().explanation().en();
        assertThat(en.split("period 1 from n = 3", -1)).hasSize(2);
        assertThat(en).contains("the prover: ").doesNotContain("(proven)");
    }

    @Test
    void nothingFoundIsSaidAsSuchWithTheProversReason() throws Exception {
        RuleInstance game = RuleProverTest.file("examples/subtract-a-square.boyi");
        TableProof t = TableProof.of(game, 60, () -> RuleProver.prove(game)).orElseThrow();
        assertThat(t.report().statement().status()).isEqualTo(PatternStatement.Status.NONE);
        assertThat(t.table().explanation().en()).contains("Table to n = 60: no period or pattern found; the prover: not expressible in additive arithmetic: `isqrt(n)`");
        assertThat(t.table().periodicity()).isNull();
        assertThat(t.proof().status()).isEqualTo(RuleProof.Status.NOT_EXPRESSIBLE);
    }

    @Test
    void aProofTooSlowForItsShareOfTheBudgetLeavesTheTableAConjecture() throws Exception {
        // a text of its own: proofs are kept per text, and no other test may have made this one
        RuleInstance game = boyi.rules.RuleFamily.of("state n\nmove for t in 1..n / 2 -> n - t\n# TableProofTest\n").instantiate(Map.of());
        RuleProof p = TableProof.proofWithin(game, java.time.Duration.ofMillis(1));
        assertThat(p.status()).isEqualTo(RuleProof.Status.CONJECTURE);
        assertThat(p.text().en()).isEqualTo("the proof did not finish within 1 ms");
    }

    @Test
    void aProofThatRanOutOfItsBudgetIsNotTriedAgainWithNoMoreTime() throws Exception {
        RuleInstance game = boyi.rules.RuleFamily.of("state n\nmove for t in 1..n / 2 -> n - t\n# TableProofTest, remembered\n").instantiate(Map.of());
        assertThat(TableProof.proofWithin(game, java.time.Duration.ofMillis(1)).text().en()).isEqualTo("the proof did not finish within 1 ms");
        // under a deadline already past, only an answer that does no work comes back: the remembered one
        RuleProof again = boyi.solve.Interruption.withDeadline(java.time.Duration.ofMillis(-1),
                () -> TableProof.proofWithin(game, java.time.Duration.ofMillis(1)));
        assertThat(again.status()).isEqualTo(RuleProof.Status.CONJECTURE);
        assertThat(again.text().en()).isEqualTo("the proof did not finish within 1 ms (an earlier request ran out of this budget; not tried again)");
        assertThat(again.text().zh()).isEqualTo("证明没有在 1 毫秒内完成（之前的请求已用完这个预算，不再重试）");
        // more time than before is tried again (here stopped by the caller's deadline, which has passed)
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> boyi.solve.Interruption.withDeadline(java.time.Duration.ofMillis(-1),
                () -> TableProof.proofWithin(game, java.time.Duration.ofMillis(2)))).isInstanceOf(boyi.solve.Interruption.Stopped.class);
        // with time enough the proof is made, and then kept
        assertThat(TableProof.proofWithin(game, java.time.Duration.ofMinutes(5)).proven()).isTrue();
        assertThat(boyi.solve.Interruption.withDeadline(java.time.Duration.ofMillis(-1),
                () -> TableProof.proofWithin(game, java.time.Duration.ofMillis(1))).proven()).isTrue();
    }
}
