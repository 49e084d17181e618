package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The rule editor's explanation on a phone in both languages speaks of the position asked, not of
 * what earlier questions (the table, another position) left in the search's cache: misère Wythoff
 * at "4 7" and then at "3 3" once said "能到达的 3721 个局面" both times (61 x 61, the table's
 * positions). The 2-D picture's caption and legend say what is drawn. Skipped (with a message)
 * when Chromium is not installed.
 */
class RulesExplanationTest extends PageInChromium {

    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void theExplanationIsAboutThePositionAsked(String lang) {
        resize(PHONE);
        driver.get("about:blank");
        driver.get(url() + "rules.html#example=examples/misere-wythoff.boyi&lang=" + lang);
        waitUntil("the table and the start", () -> driver.findElements(org.openqa.selenium.By.cssSelector("#rt-grid .cell")).size() == 61 * 61
                && "4 7".equals(text("#rp-position")) && !text("#rp-explanation").isEmpty());
        String first = text("#rp-explanation");
        // the 2-D picture's words (item 13, its words): the losses are the dark red cells (filled,
        // not outlined), and a draw is 平 as on the play page, not 和
        String caption = (String) js("return document.querySelector('#rt-grid > p.note').textContent");
        String lossFill = (String) js("return getComputedStyle(document.querySelector('#rt-grid .cell.v-loss')).backgroundColor");
        assertThat(lossFill).as("a loss cell is filled").isEqualTo("rgb(139, 26, 26)");
        if (lang.equals("zh")) {
            assertThat(caption).contains("必败的格子是深红色的").doesNotContain("边框");
            assertThat(text(".chip.draw")).isEqualTo("平");
        } else {
            assertThat(caption).contains("losses for the player to move are the dark red cells").doesNotContain("outlined");
            assertThat(text(".chip.draw")).isEqualTo("draw");
        }
        js("const s = document.getElementById('rp-start'); s.value = '3 3'; document.getElementById('rp-new').click()");
        waitUntil("3 3 analysed", () -> "3 3".equals(text("#rp-position")) && text("#rp-explanation").contains("3 3"));
        String second = text("#rp-explanation");
        assertThat(first).contains("4 7").doesNotContain("3721");
        assertThat(second).doesNotContain("3721").isNotEqualTo(first);
        if (lang.equals("zh")) {
            assertThat(second).isEqualTo("对从局面 3 3 出发能到达的局面做了穷举（逆向）搜索：先手必胜，4 步。");
        } else {
            assertThat(second).isEqualTo("Exact (retrograde) search of the positions reachable from 3 3: win in 4.");
        }
    }

}
