package boyi.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the games say in Chinese where the page shows it: a named game's rules name its base game
 * and settings in Chinese, a bad pile of a starting position is no "parameter", a bad octal code
 * is named as the form names it.
 */
class GameWordsTest {

    @Test
    void aNamedGamesRulesNameItsBaseInChinese() {
        assertThat(Catalogue.family("ball-game").rules().zh()).endsWith("（即减法博弈：取数集合 1,3,7,8，反常规则。）");
        assertThat(Catalogue.family("kayles").rules().zh()).endsWith("（即八进制取子游戏：八进制代码 0.77。）");
        assertThat(Catalogue.family("ball-game").rules().en()).contains("(The subtraction game");
    }

    @Test
    void aBadPileIsAPartOfTheStartingPosition() {
        assertThatThrownBy(() -> Catalogue.family("subtraction").instantiate(Map.of("takes", "1,2")).parse("3 abc"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("subtraction: starting position, pile 2 \"abc\": expected a whole number 0..10^18")
                .satisfies(e -> assertThat(((BadInputException) e).text().zh())
                        .isEqualTo("subtraction：初始局面第 2 堆 \"abc\"：应为 0..10^18 的整数"));
    }

    @Test
    void aBadOctalCodeIsNamedAsTheForm() {
        assertThatThrownBy(() -> Catalogue.family("octal").instantiate(Map.of("code", "zz")))
                .isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).startsWith("octal：八进制代码 \"zz\"：")
                        .doesNotContain("参数"));
    }

    @Test
    void chineseChoicesLeadWithChineseWords() {
        for (String id : new String[] {"subtraction", "nim", "bash", "sum"}) {
            for (Parameter p : Catalogue.family(id).parameters()) {
                if (!p.choices().isEmpty() && !p.name().equals("of")) {
                    assertThat(p.description().zh()).as("%s %s", id, p.name()).doesNotStartWith("normal").doesNotContain("normal（");
                }
            }
        }
    }
}
