package boyi.games.octal;

import boyi.analysis.Analyzer;
import static boyi.games.octal.HeapGameContractTest.heapGame;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.solve.Periodicity;
import boyi.solve.Table;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HeapGamesTest {

    private static GameInstance<List<Long>> octal(String code) {
        return heapGame("octal", Map.of("code", code));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0.8   | '8' at digit 1 after the point is not an octal digit 0-7",
        "1.7   | the digit before the point (taking no token) must be 0 or 4",
        "077   | expected digits with a point",
        "04.7  | expected one digit before the point",
        "0.7x  | 'x' at digit 2"})
    void badCodesSayWhatIsWrong(String code, String message) {
        assertThatThrownBy(() -> octal(code)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("octal: parameter code \"" + code + "\": ").hasMessageContaining(message);
    }

    @Test
    void codesMayOmitTheLeadingZeroAndTrailingZeros() {
        TakeAndBreak r = TakeAndBreak.octal(".0700");
        assertThat(r.maxTake()).isEqualTo(2);
        assertThat(r.code()).isEqualTo("0.0700");
        assertThat(r.takesWhole(2)).isTrue();
        assertThat(r.leavesTwo(2)).isTrue();
        assertThat(r.leavesOne(2)).isTrue();
        assertThat(r.leavesOne(1)).isFalse();
    }

    @Test
    void badPositionsSayWhichHeap() {
        assertThatThrownBy(() -> octal("0.77").parse("5 x")).isInstanceOf(BadInputException.class)
                .hasMessage("heap 2 \"x\": expected a heap size, a whole number 0..10^18");
        assertThatThrownBy(() -> octal("0.77").parse(" ")).isInstanceOf(BadInputException.class);
        assertThat(octal("0.77").parse("0 3 0")).containsExactly(3L);
        assertThat(octal("0.77").parse("0")).isEmpty();
    }

    @Test
    void sumOfTwoKaylesRowsWithTheNumbers() {
        GameInstance<List<Long>> kayles = octal("0.77");
        Analysis a = Analyzer.analyze(kayles, "5 7");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.explanation()).startsWith("G(5)=4 xor G(7)=2 = 6: nonzero, the player to move wins by heap 1: ");
        List<Long> after = kayles.play(kayles.parse("5 7"), a.bestMove().orElseThrow());
        assertThat(Analyzer.value(kayles, after).outcome()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void hugeHeapsUseTheProvenPeriod() {
        for (String code : new String[] {"0.77", "0.07", "0.137", "4.07"}) {
            GameInstance<List<Long>> g = octal(code);
            List<Long> p = g.parse("1000000000000000000 999999999999999999 12345");
            Analysis a = Analyzer.analyze(g, p);
            assertThat(a.allMoves()).isFalse();
            assertThat(a.explanation()).contains("proven by the octal periodicity theorem");
            if (a.value().outcome() == Outcome.WIN) {
                List<Long> after = g.play(p, a.bestMove().orElseThrow());
                assertThat(Analyzer.value(g, after).outcome()).as(code + " " + a.bestMove()).isEqualTo(Outcome.LOSS);
            }
        }
    }

    @Test
    void hugeHeapsOfGrundysGameAreTooLarge() {
        GameInstance<List<Long>> g = heapGame("grundy-game", Map.of());
        assertThatThrownBy(() -> Analyzer.value(g, g.parse("100000000000"))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("no proven period");
    }

    @Test
    void unsolvedCodesRefuseHeapsBeyondTheWorkBudget() {
        GameInstance<List<Long>> treblecross = octal("0.007");
        assertThatThrownBy(() -> Analyzer.value(treblecross, treblecross.parse("1500000"))).isInstanceOf(TooLargeException.class)
                .hasMessageStartingWith("heap 1500000: computing octal game 0.007 up to 1500000 needs about");
    }

    @Test
    void movesAreCheckedAgainstTheRules() {
        GameInstance<List<Long>> kayles = octal("0.77");
        List<Long> p = kayles.parse("5 7");
        assertThat(kayles.play(p, "heap 2: take 2, leave 1+4")).containsExactly(5L, 1L, 4L);
        assertThatThrownBy(() -> kayles.play(p, "take 1, leave 4")).hasMessageContaining("say which heap");
        assertThatThrownBy(() -> kayles.play(p, "heap 3: take 1, leave 4")).hasMessageContaining("1..2");
        assertThatThrownBy(() -> kayles.play(p, "heap 1: take 3, leave 2")).hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> kayles.play(p, "heap 1: take 1, leave 2+3")).hasMessageContaining("add up");
        GameInstance<List<Long>> grundy = heapGame("grundy-game", Map.of());
        assertThat(grundy.play(grundy.parse("7"), "split 7 into 3+4")).containsExactly(3L, 4L);
        assertThatThrownBy(() -> grundy.play(grundy.parse("8"), "split 8 into 4+4")).hasMessageContaining("not a legal");
    }

    @Test
    void tables() {
        Table kayles = octal("0.77").table(100).orElseThrow();
        assertThat(kayles.kind()).isEqualTo(Table.GRUNDY);
        assertThat(kayles.length()).isEqualTo(101);
        assertThat(kayles.periodicity().period()).isEqualTo(12);
        assertThat(kayles.periodicity().preperiod()).isEqualTo(71);
        assertThat(kayles.periodicity().proven()).isTrue();
        assertThat(kayles.explanation().zh()).contains("八进制周期定理");

        Table grundy = heapGame("grundy-game", Map.of()).table(200).orElseThrow();
        assertThat(grundy.periodicity()).isNull();

        Table allBut = heapGame("all-but", Map.of("except", "1,2")).table(50).orElseThrow();
        assertThat(allBut.values()[0][50]).isEqualTo(16);
        assertThat(allBut.periodicity()).extracting(Periodicity::preperiod, Periodicity::period, Periodicity::saltus,
                Periodicity::proven).containsExactly(0L, 3L, 1L, false);
        assertThat(allBut.explanation().en()).contains("G(n+3) = G(n) + 1 for 0 <= n");
    }

    @Test
    void allButMovesAndErrors() {
        GameInstance<List<Long>> g = heapGame("all-but", Map.of("except", "1"));
        assertThat(Analyzer.analyze(g, "10").explanation()).isEqualTo("G(10)=5 is nonzero: the player to move wins by take 9, leave 1: G(10)=5 becomes G(1)=0 "
                + "(Sprague–Grundy; heap values by value counts, O(|X|) per heap). Remoteness by exact search: win in 1, quickest by take 9, leave 1.");
        assertThatThrownBy(() -> g.play(g.parse("10"), "take 1, leave 9")).hasMessageContaining("not a legal move");
        assertThat(Analyzer.analyze(heapGame("all-but", Map.of("except", "none")), "3 5").explanation()).startsWith("G(3)=3 xor G(5)=5 = 6");
        assertThatThrownBy(() -> heapGame("all-but", Map.of("except", "0"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("except");
    }
}
