package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The partizan games in Debian's headless Chromium: Domineering played as Right against the
 * perfect computer at phone and desktop sizes (each tap plays the domino it shows, and 3 x 4,
 * whose value is -3/2, is won by Right), the thermograph drawn with its mast at the temperature
 * and walls of slope 1 (2 x 2: +-1, temperature 1; 2 x 3: {2|-1/2}, temperature 5/4), and the
 * Chinese page of every partizan game scanned for stray English.
 */
class PartizanPageTest extends PageInChromium {

    PartizanPageTest() {
        super("boyi-partizan-");
    }

    @Test
    void domineeringPlayedAsRightAgainstThePerfectComputerOnAPhoneAndADesktop() {
        for (Dimension size : List.of(PHONE, DESKTOP)) {
            String where = size == PHONE ? "phone" : "desktop";
            resize(size);
            // 3 x 4 is -3/2: Right wins whoever starts; the computer plays Left and moves first
            open("#game=domineering&pos=....|....|....&lang=en&mode=ch");
            assertThat(new Select(driver.findElement(By.id("mode"))).getFirstSelectedOption().getText())
                    .isEqualTo("You: Right (horizontal), moving second");
            int taps = 0;
            while (true) {
                if (!awaitHumansTurn()) {
                    break;
                }
                assertThat(text("#status")).isEqualTo("Right (horizontal) to move (You)");
                // every listed move shows the value it leaves
                List<WebElement> rows = driver.findElements(By.cssSelector("#move-rows tr"));
                for (WebElement row : rows) {
                    assertThat(row.findElement(By.cssSelector(".cgt-leaves code")).getText()).as(row.getText()).isNotBlank();
                }
                String best = rows.get(0).getAttribute("data-move");
                WebElement target = (WebElement) js("return Array.from(document.querySelectorAll('#board [data-moves]'))"
                        + ".find(e => e.dataset.moves === arguments[0])", best);
                assertThat(target).as("a target for " + best).isNotNull();
                // the target is a horizontal domino slot on exactly the two cells the move names, 44 px or more
                assertThat(target.getAttribute("data-cells")).isEqualTo(best);
                assertThat(best).matches("([a-z])(\\d+)-[a-z]\\2");
                Map<?, ?> box = (Map<?, ?>) js("const r = arguments[0].getBoundingClientRect(); return {w: r.width, h: r.height}", target);
                assertThat(((Number) box.get("w")).doubleValue()).isGreaterThanOrEqualTo(43.5);
                assertThat(((Number) box.get("h")).doubleValue()).isGreaterThanOrEqualTo(43.5);
                String shown = target.findElement(By.tagName("title")).getAttribute("textContent").split(": ")[0];
                int logged = driver.findElements(By.cssSelector("#move-log li")).size();
                if (taps == 1 && size == PHONE) {
                    screenshotOf("#play", "partizan-phone-en");
                }
                js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", target);
                target.click();
                taps++;
                waitUntil("move " + best + " logged", () -> driver.findElements(By.cssSelector("#move-log li")).size() > logged);
                String played = driver.findElements(By.cssSelector("#move-log li .mono")).get(logged).getText();
                assertThat(played).as("the tap plays the move it shows").isEqualTo(shown).isEqualTo("horizontal " + best);
            }
            assertThat(taps).as(where + ": moves tapped").isGreaterThanOrEqualTo(2);
            assertThat(attr("#status", "data-winner")).as(where + ": Right wins 3 x 4").isEqualTo("human");
            assertThat(driver.findElements(By.cssSelector("#move-log .blunder"))).isEmpty();
        }
    }

    @Test
    void theThermographHasItsMastAtTheTemperatureAndWallsOfSlopeOne() {
        resize(DESKTOP);
        open("#game=domineering&pos=..|..&lang=en&mode=hh");
        assertThat(text("#cgt [data-cgt=canonical]")).isEqualTo("+-1");
        assertThat(text("#cgt [data-cgt=temperature]")).isEqualTo("1");
        assertThat(text("#cgt [data-cgt=outcome]")).isEqualTo("N the first player wins");
        assertThat(text("#status")).isEqualTo("Left (vertical) to move (Player 1)");
        assertMastAtTheTemperature("1", "0", 2.0);
        open("#game=domineering&pos=...|...&lang=en&mode=hh");
        assertThat(text("#cgt [data-cgt=canonical]")).isEqualTo("{2|-1/2}");
        assertThat(text("#cgt [data-cgt=mean]")).isEqualTo("3/4");
        // the walls start from 3 and -3/2 at t = -1 and meet on the mast 3/4 at t = 5/4
        assertMastAtTheTemperature("5/4", "3/4", 2.25);
        screenshotOf("#analysis", "partizan-desktop-en");
    }

    /**
     * The mast starts where the walls meet, on the temperature's mark; from t = -1 to the
     * temperature ({@code rise} units) each wall moves {@code rise} units across (slope 1).
     */
    private void assertMastAtTheTemperature(String temperature, String mast, double rise) {
        WebElement svg = driver.findElement(By.cssSelector("#cgt svg.thermograph"));
        assertThat(svg.getAttribute("data-temperature")).isEqualTo(temperature);
        @SuppressWarnings("unchecked")
        Map<String, Object> g = (Map<String, Object>) js("const s = arguments[0]; const n = (sel, a) => Number(s.querySelector(sel).getAttribute(a));"
                + "const pts = (sel) => s.querySelector(sel).getAttribute('points').trim().split(' ').map(p => p.split(',').map(Number));"
                + "return {mastX: n('.mast', 'x1'), mastY: n('.mast', 'y1'), mastTop: n('.mast', 'y2'), markY: n('.temperature-mark', 'y1'),"
                + " mastT: s.querySelector('.mast').dataset.t, mastValue: s.querySelector('.mast').dataset.value,"
                + " left: pts('.left-wall'), right: pts('.right-wall')}", svg);
        assertThat(g.get("mastT")).isEqualTo(temperature);
        assertThat(g.get("mastValue")).isEqualTo(mast);
        double mastX = num(g.get("mastX"));
        double mastY = num(g.get("mastY"));
        assertThat(mastY).as("mast starts on the temperature's mark").isCloseTo(num(g.get("markY")), within(0.01));
        assertThat(num(g.get("mastTop"))).as("mast goes up").isLessThan(mastY);
        List<?> left = (List<?>) g.get("left");
        List<?> right = (List<?>) g.get("right");
        List<?> leftTop = (List<?>) left.get(left.size() - 1);
        List<?> rightTop = (List<?>) right.get(right.size() - 1);
        assertThat(num(leftTop.get(0))).isCloseTo(mastX, within(0.01));
        assertThat(num(leftTop.get(1))).isCloseTo(mastY, within(0.01));
        assertThat(num(rightTop.get(0))).isCloseTo(mastX, within(0.01));
        List<?> leftFoot = (List<?>) left.get(0);
        List<?> rightFoot = (List<?>) right.get(0);
        double unitsUp = num(leftFoot.get(1)) - mastY;
        assertThat(mastX - num(leftFoot.get(0))).as("left wall of slope 1").isCloseTo(unitsUp, within(0.05));
        assertThat(num(rightFoot.get(0)) - mastX).as("right wall of slope 1").isCloseTo(unitsUp, within(0.05));
        assertThat(unitsUp / rise).as("one scale across and up").isGreaterThan(10);
    }

    @Test
    void everyPartizanGameInChineseSaysWhoseTurnItIsWithoutStrayEnglish() {
        resize(PHONE);
        for (String id : List.of("domineering", "clobber", "toads-and-frogs", "hackenbush", "cutcake")) {
            open("#game=" + id + "&lang=zh&mode=hc");
            assertThat(text("#status")).as(id).startsWith("轮到左方（").endsWith("走（你）");
            assertThat(new Select(driver.findElement(By.id("mode"))).getFirstSelectedOption().getText())
                    .as(id).startsWith("你执左方（").endsWith("）先走");
            assertThat(driver.findElements(By.cssSelector("#cgt svg.thermograph"))).as(id).hasSize(1);
            assertThat(driver.findElements(By.cssSelector("#board .target"))).as(id).isNotEmpty();
            assertThat(BrowserTest.untranslated(driver)).as(id + ": English words on the Chinese page").isEmpty();
        }
        open("#game=domineering&pos=..|..%20R&lang=zh&mode=hh");
        assertThat(text("#status")).isEqualTo("轮到右方（横放）走（一号玩家）");
        assertThat(BrowserTest.untranslated(driver)).isEmpty();
        screenshot("partizan-phone-zh");
    }

    // ---- helpers ----

    private static double num(Object o) {
        return ((Number) o).doubleValue();
    }

    /** Opens the page at {@code hash} on the server and waits until its game is analysed. */
    private void open(String hash) {
        load(server, hash);
        waitForGame(hash.replaceAll("^#game=([^&]+).*", "$1"));
    }
}
