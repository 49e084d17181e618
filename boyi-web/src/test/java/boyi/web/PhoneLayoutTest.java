package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The page on a 390 px phone in both languages, as a Chinese phone draws it when the machine has
 * a real CJK font (.ci/install-chromium installs Debian's fonts-noto-cjk; the claims hold without
 * it too): English is drawn by a Latin font, boards of eight cells and Cutcake's 4x4 fit the
 * width, the move table keeps its last column, the game chooser comes first and the footer's
 * link is a 44 px target. Skipped (with a message) when Chromium is not installed.
 */
class PhoneLayoutTest extends PageInChromium {

    /**
     * The English page names a Latin font first, so that its apostrophe is narrow ("CGSuite’s",
     * not the CJK font's full-width "CGSuite’ s"); the Chinese page names a CJK font first.
     */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void fontsArePickedPerLanguage(String lang) {
        openNimOnAPhone(lang);
        String family = (String) js("return getComputedStyle(document.body).fontFamily");
        Number apostrophe = (Number) js("const s = document.createElement('span'); s.textContent = '\u2019';"
                + " document.querySelector('footer').append(s); const w = s.getBoundingClientRect().width / parseFloat(getComputedStyle(s).fontSize);"
                + " s.remove(); return w");
        if (lang.equals("en")) {
            assertThat(family).as("the English page's fonts").doesNotStartWith("\"Noto Sans CJK").doesNotStartWith("\"Source Han");
            assertThat(apostrophe.doubleValue()).as("width of ’ in em on the English page").isLessThan(0.5);
        } else {
            assertThat(family).as("the Chinese page's fonts").startsWith("\"Noto Sans CJK SC\"");
        }
    }

    /** LOL's eight cells and Cutcake's 4x4 are drawn within the phone's width, in both languages. */
    @ParameterizedTest
    @ValueSource(strings = {"lol&pos=L**L***L&lang=zh", "lol&pos=L**L***L&lang=en", "cutcake&pos=2x3%204x4&lang=zh",
            "cutcake&pos=2x3%204x4&lang=en"})
    void boardsFitThePhone(String game) {
        resize(PHONE);
        load("#mode=hh&game=" + game);
        waitForGame(game.substring(0, game.indexOf('&')));
        @SuppressWarnings("unchecked")
        List<Number> rights = (List<Number>) js("return Array.from(document.querySelectorAll('#board svg rect'))"
                + ".map(r => r.getBoundingClientRect().right)");
        assertThat(rights).isNotEmpty();
        assertThat(rights).as("right edges of the board's cells").allMatch(r -> r.doubleValue() <= 390);
    }

    /** The move table's last column (the position a move leads to) is on the phone's screen in both languages. */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void theMoveTableFitsThePhone(String lang) {
        openNimOnAPhone(lang);
        assertThat(number("return document.querySelector('.move-table').getBoundingClientRect().right"))
                .as("the move table's right edge").isLessThanOrEqualTo(number("return document.querySelector('#analysis').getBoundingClientRect().right"));
        assertThat(number("return Array.from(document.querySelectorAll('#move-rows tr td:nth-child(5)'))"
                + ".filter(td => td.getBoundingClientRect().right <= window.innerWidth && td.textContent.trim()).length"))
                .as("positions a move leads to, on the screen").isEqualTo(number("return document.querySelectorAll('#move-rows tr').length"));
    }

    /** The phone's game chooser is at the top of the page, above the board; the footer's link is a 44 px target. */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void theGameChooserComesFirstAndTheFooterLinkIsATarget(String lang) {
        openNimOnAPhone(lang);
        assertThat(number("return document.getElementById('game-select').getBoundingClientRect().top + scrollY"))
                .as("the game chooser's top").isLessThan(number("return document.getElementById('board').getBoundingClientRect().top + scrollY"))
                .isLessThan(300);
        assertThat(number("return document.querySelector('footer a').getBoundingClientRect().width")).as("footer link width").isGreaterThanOrEqualTo(44);
        assertThat(number("return document.querySelector('footer a').getBoundingClientRect().height")).as("footer link height").isGreaterThanOrEqualTo(44);
    }

    /** On the desktop the list on the left is the chooser: the phone's select is not shown. */
    @Test
    void theDesktopHasNoSecondChooser() {
        resize(DESKTOP);
        load("#game=nim&pos=3%204%205&mode=hh&lang=zh");
        waitForGame("nim");
        assertThat(driver.findElement(org.openqa.selenium.By.id("game-select")).isDisplayed()).isFalse();
        assertThat(driver.findElement(org.openqa.selenium.By.id("game-list")).isDisplayed()).isTrue();
    }

    private void openNimOnAPhone(String lang) {
        resize(PHONE);
        load("#game=nim&pos=3%204%205&mode=hh&lang=" + lang);
        waitForGame("nim");
    }

    private double number(String script) {
        return ((Number) js(script)).doubleValue();
    }
}
