package boyi.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reproductions of issue 20: the move the explanation names is the best move listed (the
 * explanation used to name a slower move: "take 1", win in 7, where "take 16" wins in 1), and
 * one component's Grundy value is not written twice ("G(16)=1 = 1").
 */
class OneMoveNamedTest {

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = ';', value = {
        "cet4;;16;pile 1: take 16;win in 1",
        "cet4;;23;pile 1: take 8;win in 7",
        "s-nim;2,5;13;heap 1: take 5;win in 3",
        "s-nim;2,5;14 20;heap 2: take 5;win in 9",
        "georgia-bob;;2 4 5;chessman on 4 to 3;win in 5",
        "grundy-game;;4 3;;",
        "kayles;;9;;",
        "octal;0.77;5 7;;"})
    void theExplanationNamesTheBestMove(String family, String parameter, String position, String best, String value) {
        Map<String, String> params = parameter == null ? Map.of()
                : Map.of(Catalogue.family(family).parameters().get(0).name(), parameter);
        GameInstance<?> game = Catalogue.family(family).instantiate(params);
        Analysis a = Analyzer.analyze(game, position);
        MoveValue first = a.moves().get(0);
        if (best != null) {
            assertThat(first.label().en()).isEqualTo(best);
        }
        if (value != null) {
            assertThat(first.value()).hasToString(value);
        }
        assertThat(Analyzer.names(a.why().en(), first.label().en())).as(a.why().en()).isTrue();
        assertThat(a.why().zh()).contains(first.label().zh());
        assertThat(a.moves()).filteredOn(m -> m != first && !m.value().equals(first.value()))
                .noneMatch(m -> Analyzer.names(a.why().en(), m.label().en()) && !Analyzer.names(a.why().en(), first.label().en()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"16;G(16)=1 (powers of two", "23;G(23)=2 (powers of two"})
    void oneComponentsValueIsWrittenOnce(String position, String start) {
        Analysis a = Analyzer.analyze(Catalogue.family("cet4").instantiate(Map.of()), position);
        assertThat(a.why().en()).startsWith(start);
        assertThat(a.why().zh()).startsWith(start.substring(0, start.indexOf(" (")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "take 1;take 16 wins;false", "take 1;so take 1, leaving;true", "take 1, leave 1;take 1, leave 1+3;false",
        "11-;play 11- now;true", "take 1;retake 1;false"})
    void aLabelIsNamedOnlyAsAWholeMove(String label, String text, boolean named) {
        assertThat(Analyzer.names(text, label)).isEqualTo(named);
    }
}
