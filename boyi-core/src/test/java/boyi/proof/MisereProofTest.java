package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Verdict;
import boyi.rules.RuleFamily;
import boyi.rules.RuleInstance;
import boyi.rules.RuleState;
import boyi.rules.RuleTables;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Heaps under misère play: the Grundy relation is proven as under normal play, and the Anti-SG
 * rule's conditions are decided too (every heap of value 0 is stuck; for games that split heaps,
 * the conditions on the parts' values). Proven games answer at 10^18 as the built-in families'
 * theorems do and agree with exact search on small sums; misère Kayles, which breaks the rule,
 * gets no proof, and its counterexample is confirmed by search.
 */
class MisereProofTest {

    private static String text(String file) throws Exception {
        Path p = Path.of("..", "rules", file);
        return Files.readString(Files.exists(p) ? p : Path.of("rules", file), StandardCharsets.UTF_8);
    }

    /** Positions answered from the proof agree with the family's theorem, and a winning move leads to one of its losses. */
    private static void agreesWithFamily(RuleInstance withProofs, GameInstance<?> family, String... positions) {
        for (String p : positions) {
            Analysis a = Analyzer.analyze(withProofs, p);
            assertThat(a.method()).as(p).isEqualTo(ProofAnswers.PROOF);
            Outcome expected = Analyzer.analyze(family, p).value().outcome();
            assertThat(a.value().outcome()).as(p).isEqualTo(expected);
            if (expected == Outcome.WIN) {
                String next = a.moves().get(0).result();
                assertThat(Analyzer.analyze(family, next).value().outcome()).as(p + " -> " + next).isEqualTo(Outcome.LOSS);
                assertThat(a.moves().get(0).label().en()).as(p).doesNotContain("→");
            }
        }
    }

    @Test
    void misereNimIsProvenAndAnswersAt10To18AsTheFamilyDoes() throws Exception {
        String john = text("john.boyi");
        RuleProof p = RuleProver.prove(RuleFamily.of(john).instantiate(Map.of()));
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.summary().en()).isEqualTo("base 2, 2 states");
        assertThat(p.text().en()).endsWith("; misère play: no heap of Grundy value 0 has a move, so the Anti-SG rule decides the outcomes");
        assertThat(p.formulas()).hasSize(4);
        assertThat(p.formulas().get(3)).startsWith("A n ($G(n, 0) => ~(");
        agreesWithFamily(RuleFamily.of(john).withProofs(ProofAnswers::new).instantiate(Map.of()),
                boyi.catalogue.Catalogue.family("nim").instantiate(Map.of("play", "misere")),
                "1000000000000000000 3 5", "1 1 1000000000000000000", "1 1 1 1000000000000000000", "1 1000000000000000000 1000000000000000000",
                "999999999999999999 999999999999999998 1");
    }

    @Test
    void misereLaskerNimSplitsHeapsAndIsProvenWithTheConditionsOnParts() throws Exception {
        String lasker = text("lasker-nim.boyi").replace("play normal", "play misere");
        RuleInstance game = RuleFamily.of(lasker).instantiate(Map.of());
        assertThat(RuleTables.misereHeaps(game)).isTrue();
        RuleProof p = RuleProver.prove(game);
        assertThat(p.status()).as(p.text().en()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.formulas()).hasSize(6);
        // every sum of up to three heaps of at most 7: the proof's answer is exact search's
        ProofAnswers answers = new ProofAnswers(game);
        int checked = 0;
        for (int a = 0; a <= 7; a++) {
            for (int b = a; b <= 7; b++) {
                for (int c = b; c <= 7; c++) {
                    RuleState s = RuleState.heaps(new long[] {a, b, c});
                    Verdict v = answers.evaluate(s).orElseThrow();
                    int searched = RuleTables.searchOutcome(game, a, b, c);
                    assertThat(v.value().outcome().number()).as("%d %d %d", a, b, c).isEqualTo(searched);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(120);
        agreesWithFamily(RuleFamily.of(lasker).withProofs(ProofAnswers::new).instantiate(Map.of()),
                boyi.games.heaps.LaskerNimGame.FAMILY.instantiate(Map.of("sum", "misere")),
                "1000000000000000000 3 5", "1 1 999999999999999999", "2 999999999999999995 999999999999999996", "1 999999999999999998");
    }

    @Test
    void misereKaylesBreaksTheAntiSgRuleSoItsOutcomesStayUnproven() throws Exception {
        RuleInstance kayles = RuleFamily.of(text("kayles.boyi").replace("play normal", "play misere")).instantiate(Map.of());
        RuleProof p = RuleProver.prove(kayles);
        assertThat(p.status()).isEqualTo(RuleProof.Status.CONJECTURE);
        assertThat(p.text().en()).isEqualTo("Grundy values proven by automaton, but the Anti-SG rule's condition \"anti-SG splits of value 1\" is false, "
                + "smallest counterexample n = 8: the outcomes under misère play are not proven");
        // 8 pins have Grundy value 1 and no heap above 1, so the rule would say a loss; search says a win
        assertThat(p.counterexample()[0].longValue()).isEqualTo(8);
        assertThat(boyi.theory.AntiSgTheory.moverWins(1, false)).isFalse();
        assertThat(RuleTables.searchOutcome(kayles, 8)).isEqualTo(1);
        assertThat(new ProofAnswers(kayles).evaluate(RuleState.heaps(new long[] {8}))).isEmpty();
    }
}
