package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HeapSumGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("sum", Map.of("of", "kayles", "sum", "misere"));
    }

    @Test
    void misereKaylesIsSearchedAndBreaksTheAntiSgRule() {
        GameInstance<List<Long>> g = instance();
        assertThat(Analyzer.verdict(g, List.of(4L, 1L)).method().kind()).isEqualTo(Method.Kind.SEARCH);
        // heap 13 (Grundy 1) splits into 2 + 10 (Grundy 2 and 2): the Anti-SG argument breaks.
        var moves = g.game().moves(List.of(13L, 1L));
        assertThat(moves).extracting(m -> m.result()).contains(List.of(2L, 10L, 1L));
    }

    @Test
    void everySgOverNimAndErrorsForSplittingGames() {
        GameInstance<?> nim = Catalogue.family("sum").instantiate(Map.of("of", "nim", "sum", "every-sg"));
        assertThat(Analyzer.analyze(nim, "3 0 5").value().outcome()).isEqualTo(Outcome.WIN);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Catalogue.family("sum").instantiate(Map.of("of", "rows", "sum", "every-sg")))
                .isInstanceOf(boyi.util.BadInputException.class).hasMessageContaining("never split");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Catalogue.family("sum").instantiate(Map.of("of", "chess")))
                .isInstanceOf(boyi.util.BadInputException.class).hasMessageContaining("expected nim, rows");
    }

    @Test
    void aBadOctalCodeIsExplainedInEachLanguage() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Catalogue.family("sum").instantiate(Map.of("of", "octal:0.78")))
                .isInstanceOf(boyi.util.BadInputException.class)
                .hasMessage("sum: parameter of=\"octal:0.78\": bad octal code (code \"0.78\": "
                        + "'8' at digit 2 after the point is not an octal digit 0-7)")
                .satisfies(e -> assertThat(((boyi.util.BadInputException) e).text().zh())
                        .isEqualTo("sum：参数 of=\"octal:0.78\"：八进制代码 \"0.78\"：小数点后第 2 位 '8' 不是八进制数字 0-7"));
    }
}
