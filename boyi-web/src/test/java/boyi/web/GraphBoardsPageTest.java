package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/**
 * Col, Snort and Blue-Red Hackenbush pictures drawn as graphs in Debian's headless Chromium, at
 * phone and desktop sizes, in English and Chinese: every listed move is a vertex or an edge of the
 * drawing (no move left as a button), each target at least 44 px square, nothing wider than the
 * phone, and a tap plays the move of the vertex or edge tapped; a picture worth 1/4 is won by Left
 * tapping the best edge each turn against the perfect computer.
 */
class GraphBoardsPageTest extends PageInChromium {

    /** A game, its position, the target tapped, the move it plays in English and Chinese, and the board after it. */
    private record Tap(String game, String position, String target, String en, String zh, String after) {
    }

    private static final List<Tap> TAPS = List.of(
            // Col on a grid: b2 is the sixth cell; afterwards b2 is blue
            new Tap("col", "....|....", "g.colouring-vertex[data-vertex='6']", "blue b2", "涂蓝 b2",
                    "g.colouring-vertex[data-vertex='6'][data-state='L']"),
            // Snort on a 4-cycle, Right to move: vertices 2 and 4 touch the blue 3, so only 1 is Right's
            new Tap("snort", "..L. 1-2 2-3 3-4 4-1 R", "g.colouring-vertex[data-vertex='1']", "red 1", "涂红 1",
                    "g.colouring-vertex[data-vertex='1'][data-state='R']"),
            // a picture: cutting 4-5 (the fifth edge) leaves four edges
            new Tap("hackenbush-graph", "0-1:L 1-2:R 1-3:R 0-4:L 4-5:L", "g.picture-edge[data-edge='5']", "cut 4-5:L", "砍 4-5:L",
                    "g.picture-edge[data-edge='4'][data-colour='L']"));

    /** The targets each game's position offers: vertices or edges, as their data attributes. */
    private static final Map<String, List<String>> TARGETS = Map.of(
            "col", List.of("1", "2", "3", "4", "5", "6", "7", "8"),
            "snort", List.of("1"),
            "hackenbush-graph", List.of("1", "4", "5"));

    /** What each board says to do, in English and in Chinese. */
    private static final Map<String, List<String>> CAPTIONS = Map.of(
            "col", List.of("Tap an uncoloured vertex to colour it blue.", "点一个未涂色的点，把它涂成蓝色。"),
            "snort", List.of("Tap an uncoloured vertex to colour it red.", "点一个未涂色的点，把它涂成红色。"),
            "hackenbush-graph", List.of("Tap one of your blue edges to cut it; whatever is no longer joined to the ground falls.",
                    "点你的一条蓝边把它砍掉，不再与地面相连的部分都会掉下来。"));

    @Test
    void everyMoveIsAVertexOrEdgeToTapOnAPhoneAndADesktopInBothLanguages() {
        for (Dimension size : List.of(PHONE, DESKTOP)) {
            resize(size);
            for (String lang : List.of("en", "zh")) {
                for (Tap tap : TAPS) {
                    String where = tap.game() + " " + lang + " " + size.width + ": ";
                    open("#game=" + tap.game() + "&pos=" + tap.position().replace(" ", "%20") + "&lang=" + lang + "&mode=hh");
                    assertThat(driver.findElements(By.cssSelector("#board svg.partizan-board"))).as(where + "a drawn board").hasSize(1);
                    assertThat(driver.findElements(By.cssSelector("#board .generic-moves button"))).as(where + "moves left as buttons").isEmpty();
                    @SuppressWarnings("unchecked")
                    List<String> targets = (List<String>) js("return Array.from(document.querySelectorAll('#board .target'))"
                            + ".map(e => e.dataset.vertex || e.dataset.edge)");
                    assertThat(targets).as(where + "the targets").isEqualTo(TARGETS.get(tap.game()));
                    assertThat(targets).as(where + "one target per listed move").hasSize(driver.findElements(By.cssSelector("#move-rows tr")).size());
                    @SuppressWarnings("unchecked")
                    List<List<Number>> pads = (List<List<Number>>) js("return Array.from(document.querySelectorAll('#board .target > rect:first-child'))"
                            + ".map(r => { const b = r.getBoundingClientRect(); return [b.width, b.height]; })");
                    for (List<Number> pad : pads) {
                        assertThat(pad.get(0).doubleValue()).as(where + "target width").isGreaterThanOrEqualTo(43.5);
                        assertThat(pad.get(1).doubleValue()).as(where + "target height").isGreaterThanOrEqualTo(43.5);
                    }
                    assertThat(((Number) js("return document.documentElement.scrollWidth")).intValue()).as(where + "page width")
                            .isLessThanOrEqualTo(size.width);
                    assertThat(((Number) js("return document.querySelector('#board').getBoundingClientRect().right")).doubleValue())
                            .as(where + "the board inside the screen").isLessThanOrEqualTo(size.width);
                    assertThat(text("#board .board-caption")).as(where + "what to do").isEqualTo(CAPTIONS.get(tap.game()).get(lang.equals("en") ? 0 : 1));
                    if (size == PHONE && lang.equals("zh")) {
                        assertThat(BrowserTest.untranslated(driver)).as(where + "English words on the Chinese page").isEmpty();
                        screenshotOf("#play", "graph-board-" + tap.game() + "-phone-zh");
                    }
                    if (size == DESKTOP && lang.equals("en")) {
                        screenshotOf("#play", "graph-board-" + tap.game() + "-desktop-en");
                    }
                    WebElement target = driver.findElement(By.cssSelector("#board " + tap.target()));
                    js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", target);
                    target.click();
                    waitUntil(where + "the move logged", () -> !driver.findElements(By.cssSelector("#move-log li .mono")).isEmpty());
                    assertThat(text("#move-log li .mono")).as(where + "the move tapped").isEqualTo(lang.equals("en") ? tap.en() : tap.zh());
                    waitUntil(where + "the board after the move", () -> !driver.findElements(By.cssSelector("#board " + tap.after())).isEmpty()
                            && !driver.findElement(By.id("board")).getAttribute("class").contains("locked"));
                }
            }
        }
    }

    @Test
    void leftWinsAPictureWorthAQuarterByTappingTheBestEdgeAgainstThePerfectComputer() {
        resize(PHONE);
        // 0-1:L 1-2:R 1-3:R is 1/4: Left wins whoever starts; the human is Left and moves first
        open("#game=hackenbush-graph&pos=0-1:L%201-2:R%201-3:R&lang=en&mode=hc");
        assertThat(text("#cgt [data-cgt=canonical]")).isEqualTo("1/4");
        int taps = 0;
        while (awaitHumansTurn()) {
            String best = driver.findElements(By.cssSelector("#move-rows tr")).get(0).getAttribute("data-move");
            WebElement target = (WebElement) js("return Array.from(document.querySelectorAll('#board [data-moves]'))"
                    + ".find(e => e.dataset.moves === arguments[0])", best);
            assertThat(target).as("an edge to tap for " + best).isNotNull();
            assertThat(target.getAttribute("class")).contains("picture-edge");
            int logged = driver.findElements(By.cssSelector("#move-log li")).size();
            js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", target);
            target.click();
            taps++;
            waitUntil("move " + best + " logged", () -> driver.findElements(By.cssSelector("#move-log li")).size() > logged);
            assertThat(driver.findElements(By.cssSelector("#move-log li .mono")).get(logged).getText()).isEqualTo("cut " + best);
        }
        assertThat(taps).as("edges tapped").isGreaterThanOrEqualTo(1);
        assertThat(attr("#status", "data-winner")).as("Left wins 1/4").isEqualTo("human");
    }

    /** Opens the page at {@code hash} and waits until its game is analysed. */
    private void open(String hash) {
        load(server, hash);
        waitForGame(hash.replaceAll("^#game=([^&]+).*", "$1"));
    }
}
