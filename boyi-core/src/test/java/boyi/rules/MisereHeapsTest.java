package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.model.Outcome;
import boyi.solve.Table;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code heaps} rule texts under {@code play misere}: a table of single heaps (misère outcome by
 * exact search) with Conway's genus of the first heaps. Misère Nim's genera are the definition of
 * tame (0^120, 1^031, and a^(a, a xor 2) for a heap a >= 2, On Numbers and Games ch. 12); for
 * misère Kayles the genus and the search are independent methods and must agree: γ1 (the misère
 * Grundy value) is 0 exactly where search says the player to move loses.
 */
class MisereHeapsTest {

    private static final String MISERE_NIM = """
            heaps n
            move for t in 1..n -> n - t
            play misere
            """;
    private static final String MISERE_KAYLES = """
            heaps n
            move for t in {1, 2} if t == n -> none
            move for t in {1, 2} if t < n -> n - t
            move for t in {1, 2} for a in 1..(n - t) / 2 -> a, n - t - a
            play misere
            """;

    @Test
    void misereNimHasItsTameGenera() {
        RuleInstance nim = RuleFamily.of(MISERE_NIM).instantiate(Map.of());
        Table t = nim.table(6).orElseThrow();
        assertThat(t.kind()).isEqualTo(Table.OUTCOME);
        // a heap of 1 loses (the mover must take the last stone); an empty position wins (the opponent took it)
        assertThat(t.values()[0]).containsExactly(1, -1, 1, 1, 1, 1, 1);
        assertThat(t.explanation().en()).contains("n = 0..6: 0^120 1^031 2^20 3^31 4^46 5^57 6^64; every genus for n = 0..6 is tame");
        assertThat(t.explanation().zh()).contains("都是驯服的");
    }

    @Test
    void misereKaylesGenusAgreesWithSearchAndIsNotTame() {
        RuleInstance kayles = RuleFamily.of(MISERE_KAYLES).instantiate(Map.of());
        MisereGenus genus = new MisereGenus(new RuleGame(kayles.program()), new HeapGrundy(new RuleGame(kayles.program())), 300_000);
        boolean wild = false;
        for (int n = 0; n <= 12; n++) {
            long[] g = genus.of(n);
            Outcome searched = Analyzer.analyze(kayles, String.valueOf(n)).value().outcome();
            assertThat(g[1] == 0).as("γ1 of heap %d is 0 exactly where search says loss (%s)", n, searched).isEqualTo(searched == Outcome.LOSS);
            // γ0 is the normal-play Grundy value: Kayles' published 0 1 2 3 1 4 3 2 1 4 2 6 4
            assertThat(g[0]).isEqualTo(new long[] {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4}[n]);
            wild |= !MisereGenus.tame(g);
        }
        assertThat(wild).as("some heap of misère Kayles up to 12 has a genus no misère Nim position has").isTrue();
        assertThat(kayles.table(12).orElseThrow().explanation().en()).contains("not tame: n = 5 (4^146)");
        // sums by exact search: two single pins, the second mover takes the last one and loses
        assertThat(Analyzer.analyze(kayles, "1 1").value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.analyze(kayles, "1 1 1").value().outcome()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void misereSumsBeyondSearchFollowTheAntiSgRuleWhereItHolds() {
        RuleInstance nim = RuleFamily.of(MISERE_NIM).instantiate(Map.of());
        boyi.games.GameInstance<?> java = boyi.catalogue.Catalogue.family("nim").instantiate(Map.of("play", "misere"));
        for (String p : new String[] {"1000 2000 3000", "1000 2000 1000 2000", "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 999 2999"}) {
            var a = Analyzer.analyze(nim, p);
            assertThat(a.method().name().en()).as(p).isEqualTo("Anti-SG rule (SJ theorem)");
            assertThat(a.value().outcome()).as(p).isEqualTo(Analyzer.analyze(java, p).value().outcome());
        }
        // misère Kayles has value-0 heaps that can move (n = 4): the rule is not used there
        RuleInstance kayles = RuleFamily.of(MISERE_KAYLES).instantiate(Map.of());
        assertThat(Analyzer.analyze(kayles, "4 4 1").method().name().en()).isNotEqualTo("Anti-SG rule (SJ theorem)");
    }

    @Test
    void theAntiSgRuleIsNotUsedForMovesThatSplitAHeap() {
        RuleInstance kayles = RuleFamily.of(MISERE_KAYLES).instantiate(Map.of());
        // every Kayles heap of value 0 is stuck (only 0 has value 0), yet the rule fails: 8 pins have value 1 and no
        // heap above 1, so it says a loss, and search finds a win (splits leave parts above 1 whose values cancel)
        long[] g = new HeapGrundy(new RuleGame(kayles.program())).upTo(8);
        assertThat(g[8]).isEqualTo(1);
        assertThat(boyi.theory.AntiSgTheory.moverWins(g[8], false)).isFalse();
        assertThat(Analyzer.analyze(kayles, "8").value().outcome()).isEqualTo(Outcome.WIN);
        // so a sum too large to search is not answered by the rule (it was at once, before: "win", by the SJ theorem);
        // search runs into its deadline instead
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> boyi.solve.Interruption.withDeadline(java.time.Duration.ofSeconds(2),
                () -> Analyzer.analyze(kayles, "8 60 60 60 60 60"))).isInstanceOf(boyi.util.TooLargeException.class);
    }

    @Test
    void genusSymbolsDropTheAlternatingTail() {
        assertThat(MisereGenus.symbol(new long[] {0, 1, 2, 0, 2, 0})).isEqualTo("0^120");
        assertThat(MisereGenus.symbol(new long[] {2, 2, 0, 2, 0, 2})).isEqualTo("2^20");
        assertThat(MisereGenus.symbol(new long[] {8, 8, 10, 8, 10, 8})).isEqualTo("8^8(10)");
        assertThat(MisereGenus.tame(new long[] {0, 1, 2, 0, 2, 0})).isTrue();
        assertThat(MisereGenus.tame(new long[] {0, 0, 2, 0, 2, 0})).isTrue();    // 0^02: like 2 + 2 in misère Nim
        assertThat(MisereGenus.tame(new long[] {4, 1, 4, 6, 4, 6})).isFalse();
    }
}
