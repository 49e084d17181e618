package boyi.catalogue;

import boyi.analysis.Analyzer;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.problems.Problem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.util.BadInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CatalogueTest {

    @Test
    void everyFamilyIsDescribedAndItsExampleSolves() {
        List<GameFamily> all = Catalogue.families();
        assertThat(all).extracting(GameFamily::id).doesNotHaveDuplicates()
                .contains("subtraction", "parity", "bash", "nim", "wythoff", "octal", "take-ball", "kayles");
        for (GameFamily f : all) {
            assertThat(f.id()).matches("[a-z][a-z0-9-]*");
            assertThat(f.nameZh()).isNotBlank();
            assertThat(f.nameEn()).isNotBlank();
            assertThat(f.rules().en()).isNotBlank();
            assertThat(f.positionSyntax().en()).isNotBlank();
            GameInstance<?> g = f.instantiate(f.exampleParameters());
            Analysis a = Analyzer.analyze(g, f.examplePosition());
            assertThat(a.explanation()).as(f.id()).isNotBlank();
        }
    }

    /** Each entry's large position is a position of its family with those parameters, not its example (the budget tests run it). */
    @Test
    void everyLargePositionIsAPositionOfItsFamily() {
        for (GameFamily f : Catalogue.families()) {
            LargePosition large = Catalogue.largePosition(f.id());
            Map<String, String> params = new java.util.LinkedHashMap<>(f.exampleParameters());
            params.putAll(large.parameters());
            assertThat(f.instantiate(params).parse(large.position())).as(f.id()).isNotNull();
            assertThat(large.position().equals(f.examplePosition()) && large.parameters().isEmpty())
                    .as("%s: the large position is the example", f.id()).isFalse();
        }
    }

    @Test
    void namedGamesAreInstancesOfTheirFamilies() {
        GameInstance<?> takeBall = Catalogue.family("take-ball").instantiate(Map.of("takes", "1,2,3"));
        GameInstance<?> parity = Catalogue.family("parity").instantiate(Map.of("takes", "1,2,3", "win", "odd"));
        for (String n : List.of("1", "2", "3", "4", "5", "1000000000000000000")) {
            assertThat(Analyzer.analyze(takeBall, n).value()).isEqualTo(Analyzer.analyze(parity, n).value());
        }
        assertThat(Catalogue.family("kayles").instantiate(Map.of()).describe()).isEqualTo("octal code=0.77");
        assertThat(Catalogue.family("ball-game").parameters()).isEmpty();
        assertThat(Catalogue.family("ball-game").instantiate(Map.of()).describe()).isEqualTo("subtraction takes=1,3,7,8 play=misere");
    }

    @Test
    void fixedParametersCannotBeChanged() {
        assertThatThrownBy(() -> Catalogue.family("kayles").instantiate(Map.of("code", "0.07")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("fixed to 0.77");
    }

    @Test
    void argumentsSplitIntoParametersAndPosition() {
        GameArguments a = GameArguments.parse(List.of("subtraction", "1,3,4", "play=misere", "10", "20"));
        assertThat(a.family().id()).isEqualTo("subtraction");
        assertThat(a.parameters()).containsEntry("takes", "1,3,4").containsEntry("play", "misere");
        assertThat(a.position()).isEqualTo("10 20");
        assertThatThrownBy(() -> GameArguments.parse(List.of("nim", "colour=red", "3")))
                .hasMessageContaining("unknown parameter \"colour\"");
    }

    @Test
    void viewKindsAreNamedByTheirIdsAndANamedGameDrawsItsBase() {
        for (boyi.games.ViewKind k : boyi.games.ViewKind.values()) {
            assertThat(boyi.games.ViewKind.of(k.id())).isEqualTo(k);
        }
        assertThat(boyi.games.ViewKind.PILES.id()).isEqualTo("piles");
        assertThatThrownBy(() -> boyi.games.ViewKind.of("tiles")).hasMessageContaining("no board kind \"tiles\"");
        assertThat(Catalogue.family("kayles").view()).isEqualTo(Catalogue.family("octal").view());
    }

    @Test
    void problemsAreListedOnceEach() {
        assertThat(Catalogue.problems()).extracting(Problem::id).doesNotHaveDuplicates()
                .contains("take-ball", "nim", "monks", "lol", "matches", "dice");
        assertThatThrownBy(() -> Catalogue.problem("no-such")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("known: take-ball");
    }

    /** Problems are made at first use from their catalogue entry: each entry makes the problem of its id, once. */
    @Test
    void everyEntryMakesTheProblemOfItsId() {
        assertThat(Catalogue.problemIds()).hasSize(36).doesNotHaveDuplicates();
        for (String id : Catalogue.problemIds()) {
            assertThat(Catalogue.problem(id).id()).isEqualTo(id);
            assertThat(Catalogue.problem(id)).isSameAs(Catalogue.problem(id));
        }
        assertThat(Catalogue.problems()).extracting(Problem::id).containsExactlyElementsOf(Catalogue.problemIds());
    }

    /** Issue 12: "solve bash m=3 m=4 10" said "missing the position". */
    @Test
    void aParameterGivenTwiceIsNamedAndNamedParametersDoNotEatThePosition() {
        assertThatThrownBy(() -> GameArguments.parse(List.of("bash", "m=3", "m=4", "10")))
                .isInstanceOf(BadInputException.class).hasMessage("bash: parameter m is given twice (m=3 and m=4)");
        GameArguments a = GameArguments.parse(List.of("bash", "m=3", "10"));
        assertThat(a.parameters()).containsEntry("m", "3");
        assertThat(a.position()).isEqualTo("10");
        assertThat(GameArguments.parse(List.of("subtraction", "１，３，４", "１０")).parameters()).containsEntry("takes", "1,3,4");
    }
}
