package boyi.games.octal;

import static boyi.games.octal.HeapGameContractTest.heapGame;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Heap games decide by the Sprague–Grundy theorem with the numbers, and read and write moves in both languages. */
class HeapVerdictTest {

    @Test
    void kaylesVerdictNamesTheTheoremTheValuesAndTheMove() {
        GameInstance<List<Long>> kayles = heapGame("kayles", Map.of());
        Verdict v = Analyzer.verdict(kayles, kayles.parse("5 7"));
        assertThat(v.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(v.method().name().en()).isEqualTo("Sprague–Grundy theorem; remoteness by exact search");
        assertThat(v.value()).isEqualTo(boyi.model.Value.win(11));
        assertThat(v.grundy()).isEqualTo(6L);
        assertThat(v.why().zh()).startsWith("G(5)=4 异或 G(7)=2 = 6，不为 0：先手必胜，走法是第 1 堆：取 1，剩 1+3：")
                .contains("G(1)=1 异或 G(3)=3 = 2").contains("从 n = 71 起周期为 12，由八进制周期定理证明");
        Verdict lost = Analyzer.verdict(kayles, kayles.parse("1 1"));
        assertThat(lost.grundy()).isZero();
        assertThat(lost.why().en()).startsWith("G(1)=1 xor G(1)=1 = 0: zero, every move makes the Grundy sum nonzero");
        assertThat(Analyzer.verdict(kayles, kayles.parse("0")).method()).isEqualTo(Method.OVER);
        Verdict large = Analyzer.verdict(kayles, kayles.parse("30 5"));
        assertThat(large.method().name().en()).isEqualTo("Sprague–Grundy theorem");
        assertThat(large.value().hasRemoteness()).isFalse();
        assertThat(large.why().en()).endsWith("Remoteness not computed: the position is too large to search, the theorem decides the outcome.");
        assertThat(large.why().zh()).endsWith("步数未计算：局面太大，无法穷举，由定理判定胜负。");
    }

    @Test
    void movesAreLabelledAndPlayedInBothLanguages() {
        GameInstance<List<Long>> kayles = heapGame("kayles", Map.of());
        List<Long> p = kayles.parse("5 7");
        Move<List<Long>> m = kayles.game().moves(p).stream().filter(x -> x.name().equals("heap 1: take 1, leave 1+3")).findFirst().orElseThrow();
        assertThat(kayles.notation().label(p, m).zh()).isEqualTo("第 1 堆：取 1，剩 1+3");
        assertThat(kayles.play(p, "第 1 堆：取 1，剩 1+3")).isEqualTo(m.result());
        assertThat(kayles.play(kayles.parse("3"), "取 2，剩 1")).isEqualTo(kayles.parse("1"));
        assertThat(kayles.play(kayles.parse("2"), "取 2，不剩")).isEqualTo(kayles.parse("0"));
        GameInstance<List<Long>> grundy = heapGame("grundy-game", Map.of());
        assertThat(grundy.play(grundy.parse("7"), "把 7 分成 3+4")).isEqualTo(grundy.parse("3 4"));
    }

    @Test
    void allButVerdictCarriesTheGrundyValue() {
        GameInstance<List<Long>> g = heapGame("all-but", Map.of("except", "1"));
        Verdict v = Analyzer.verdict(g, g.parse("10"));
        assertThat(v.grundy()).isEqualTo(5L);   // G(n) = floor(n / 2)
        assertThat(v.why().zh()).contains("G(10)=5 不为 0").contains("计数法");
    }
}
