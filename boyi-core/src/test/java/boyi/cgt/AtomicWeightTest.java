package boyi.cgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Atomic weights: the values of Lessons in Play and of CGSuite's own test cases, additivity and
 * the two-ahead rule on every all-small game born by day 3.
 */
class AtomicWeightTest {

    private static final List<CanonicalGame> ALL_SMALL_DAY3 =
            CanonicalGameTest.DAY3.stream().filter(CanonicalGame::isAllSmall).toList();

    @ParameterizedTest(name = "AW({0}) = {1}")
    @CsvSource(delimiter = ';', value = {
        "0; 0", "*; 0", "*8; 0", "^; 1", "^*; 1", "^^; 2", "v; -1", "v*; -1", "^^*; 2", "^3*2; 3", "^*6; 1",
        "^ + ^ + v*; 1", "{^|v}; 0",
        // CGSuite's test cases (lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala)
        "{0|*||*|||*||||*}; 1", "{0||0|v*}; 1", "{0||0|vvv}; 0", "{^^^|vv}; {1|0}",
        "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}; 0",
        "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
                + "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}; 0",
    })
    void knownAtomicWeights(String game, String weight) {
        CanonicalGame g = CgtNotation.parse(game);
        assertThat(AtomicWeight.of(g)).as(game).isSameAs(CgtNotation.parse(weight));
        assertThat(CgtNotation.parse("(" + game + ").AtomicWeight")).isSameAs(CgtNotation.parse(weight));
        assertThat(CgtNotation.parse("AtomicWeight(" + game + ")")).isSameAs(CgtNotation.parse(weight));
    }

    @Test
    void thereAreAllSmallGamesOfEveryKindByDay3() {
        assertThat(ALL_SMALL_DAY3).hasSizeGreaterThan(20);
        // by day 3 the weights are the integers -2..2 (a weight that is not a number needs day 5: {^^^|vv})
        assertThat(ALL_SMALL_DAY3.stream().map(AtomicWeight::of).distinct().map(CanonicalGame::toString).sorted())
                .containsExactly("-1", "-2", "0", "1", "2");
    }

    @Test
    void atomicWeightsAddAndNegateOnEveryPairBornByDay3() {
        for (CanonicalGame g : ALL_SMALL_DAY3) {
            assertThat(AtomicWeight.of(g.negate())).as(g.toString()).isSameAs(AtomicWeight.of(g).negate());
            for (CanonicalGame h : ALL_SMALL_DAY3) {
                assertThat(AtomicWeight.of(g.add(h))).as(g + " + " + h)
                        .isSameAs(AtomicWeight.of(g).add(AtomicWeight.of(h)));
            }
        }
    }

    /** Lessons in Play, the two-ahead rule: AW(G) >= 2 means Left wins; AW(G) >= 1 means Left wins moving first. */
    @Test
    void twoAheadRuleHoldsOnEverySumOfTwoAllSmallGamesBornByDay3() {
        CanonicalGame one = CanonicalGame.integer(1);
        CanonicalGame two = CanonicalGame.integer(2);
        int checked = 0;
        for (CanonicalGame g : ALL_SMALL_DAY3) {
            for (CanonicalGame h : ALL_SMALL_DAY3) {
                CanonicalGame s = g.add(h);
                CanonicalGame w = AtomicWeight.of(s);
                if (w.geq(two)) {
                    assertThat(s.outcome()).as(s + " with AW " + w).isEqualTo(OutcomeClass.L);
                    checked++;
                }
                if (w.leq(two.negate())) {
                    assertThat(s.outcome()).as(s + " with AW " + w).isEqualTo(OutcomeClass.R);
                }
                if (w.geq(one)) {
                    assertThat(s.leq(CanonicalGame.ZERO)).as(s + " with AW " + w).isFalse();
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void otherGamesAreRefused() {
        assertThatThrownBy(() -> AtomicWeight.of(CgtNotation.parse("{2|0}"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("all-small");
        assertThatThrownBy(() -> CgtNotation.parse("1.AtomicWeight")).isInstanceOf(BadInputException.class)
                .hasMessage("character 2 \".\": the atomic weight is defined for all-small games only, and 1 is not all-small");
        assertThat(AtomicWeight.applies(CgtNotation.parse("{0||0|-1}"))).isFalse();
    }
}
