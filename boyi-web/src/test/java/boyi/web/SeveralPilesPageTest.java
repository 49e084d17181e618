package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Moves on several piles at once (Moore's Nim, k = 2) on the piles board, on a phone: a tap on a
 * stone marks what to leave on its pile, Play makes the marked move, a mark no legal move allows
 * is refused with a caption, and the perfect computer replies. Nim's single-tap board is
 * {@link BrowserTest}'s.
 */
class SeveralPilesPageTest extends PageInChromium {

    @Test
    void twoPilesMarkedThenPlayedAndThePerfectPlayerReplies() {
        resize(PHONE);
        load("#game=moore-nim&p.k=2&pos=3%204%205&lang=en&mode=hc");
        waitForGame("moore-nim");
        // every stone marks (a select target); Play waits for a mark
        assertThat(driver.findElements(By.cssSelector("#board g.stone.mark.target"))).hasSize(12);
        assertThat(driver.findElement(By.cssSelector("#board button.mark-play")).isEnabled()).isFalse();
        assertThat(text("#board .board-caption")).contains("Tap a stone on each pile you take from");
        // the stones reach every listed move (3 + 4 + 5 on one pile, 3*4 + 3*5 + 4*5 on two), painted by the best
        @SuppressWarnings("unchecked")
        List<String> onBoard = (List<String>) js("return Array.from(new Set(Array.from(document.querySelectorAll('#board [data-moves]'))"
                + ".flatMap(e => e.dataset.moves.split('|'))))");
        assertThat(onBoard).hasSize(59).contains("pile 1: 3 -> 2", "piles 2, 3: 4 -> 3, 5 -> 3");
        assertThat(driver.findElements(By.cssSelector("#board g.stone.mark > rect.v-win"))).hasSize(2);   // stone 4 of piles 2 and 3

        // stone 4 of pile 2 leaves 3 there: alone it is the move "pile 2: 4 -> 3"
        clickOnBoard("#board g.stone[data-pile='2'][data-index='4']");
        waitUntil("pile 2 marked", () -> text("#board .board-caption").contains("Play makes the move pile 2: 4 → 3."));
        // tapped again: unmarked; once more: marked
        clickOnBoard("#board g.stone[data-pile='2'][data-index='4']");
        waitUntil("pile 2 unmarked", () -> driver.findElements(By.cssSelector("#board g.stone.marked")).isEmpty());
        clickOnBoard("#board g.stone[data-pile='2'][data-index='4']");
        clickOnBoard("#board g.stone[data-pile='3'][data-index='4']");
        waitUntil("piles 2 and 3 marked", () -> text("#board .board-caption").contains("Play makes the move piles 2, 3: 4 → 3, 5 → 3."));
        assertThat(driver.findElements(By.cssSelector("#board g.stone.marked"))).hasSize(2);
        // the stones a mark takes are shown as taken: one of pile 2, two of pile 3
        assertThat(driver.findElements(By.cssSelector("#board g.stone .taken"))).hasSize(3);

        // a third pile is beyond k = 2: the stones of pile 1 mark nothing, and a tap says why
        assertThat(driver.findElements(By.cssSelector("#board g.stone.target[data-pile='1']"))).isEmpty();
        clickOnBoard("#board g.stone[data-pile='1'][data-index='1']");
        waitUntil("refusal shown", () -> text("#board .mark-refused").startsWith("Not marked: no legal move takes from these piles"));
        assertThat(driver.findElements(By.cssSelector("#board g.stone.marked"))).hasSize(2);
        assertTargetsAtLeast44px();
        assertPageFitsTheScreen();
        screenshot("several-piles-phone-en");

        // Play: the marked move, then the perfect computer's reply from 3 3 3 (lost for it)
        WebElement play = driver.findElement(By.cssSelector("#board button.mark-play"));
        assertThat(play.getAttribute("data-moves")).isEqualTo("piles 2, 3: 4 -> 3, 5 -> 3");
        js("arguments[0].scrollIntoView({block: 'center'})", play);
        play.click();
        waitUntil("the move and the computer's reply", () -> driver.findElements(By.cssSelector("#move-log li")).size() == 2);
        awaitHumansTurn();
        List<WebElement> log = driver.findElements(By.cssSelector("#move-log .log-entry .mono"));
        assertThat(log.get(0).getText()).isEqualTo("piles 2, 3: 4 → 3, 5 → 3");
        String after = text("#position-text");
        long stones = java.util.Arrays.stream(after.split(" ")).mapToLong(Long::parseLong).sum();
        assertThat(stones).as("stones left after the reply to 3 3 3: " + after).isBetween(1L, 8L);
        assertThat(attr("#value-line .chip", "class")).contains("win");   // the computer was left a lost position
        // no mark carries over to the new position
        assertThat(driver.findElements(By.cssSelector("#board g.stone.marked"))).isEmpty();
        // back to the position after the human's move: 3 3 3
        driver.findElement(By.cssSelector("#move-log .log-entry[data-index='1']")).click();
        waitUntil("position after the human's move", () -> "3 3 3".equals(text("#position-text")));
    }

    @Test
    void marksInChineseOnAPhoneAndClear() {
        resize(PHONE);
        load("#game=moore-nim&p.k=2&pos=3%204%205&lang=zh&mode=hh");
        waitForGame("moore-nim");
        clickOnBoard("#board g.stone[data-pile='1'][data-index='2']");
        waitUntil("pile 1 marked", () -> text("#board .board-caption").contains("「走这一步」将走：第 1 堆：3 → 1。"));
        clickOnBoard("#board g.stone[data-pile='3'][data-index='1']");
        waitUntil("piles 1 and 3 marked", () -> text("#board .board-caption").contains("第 1、3 堆：3 → 1，5 → 0"));
        assertThat(text("#board button.mark-play")).isEqualTo("走这一步");
        // the moves the marks do not reach now are still reached by other marks: no list of buttons under the board
        assertThat(driver.findElements(By.cssSelector("#board .generic-moves"))).isEmpty();
        assertThat(BrowserTest.untranslated(driver)).as("English words on the Chinese page").isEmpty();
        assertTargetsAtLeast44px();
        assertPageFitsTheScreen();
        screenshot("several-piles-phone-zh");
        driver.findElement(By.cssSelector("#board button.mark-clear")).click();
        waitUntil("marks cleared", () -> driver.findElements(By.cssSelector("#board g.stone.marked")).isEmpty());
        assertThat(driver.findElement(By.cssSelector("#board button.mark-play")).isEnabled()).isFalse();
        // one mark and Play is the single-pile move, as a tap on Nim's board plays it
        clickOnBoard("#board g.stone[data-pile='3'][data-index='3']");
        WebElement play = driver.findElement(By.cssSelector("#board button.mark-play"));
        js("arguments[0].scrollIntoView({block: 'center'})", play);
        play.click();
        waitUntil("single-pile move played", () -> driver.findElements(By.cssSelector("#move-log li")).size() == 1);
        assertThat(text("#position-text")).isEqualTo("3 4 2");
    }

    private void clickOnBoard(String css) {
        WebElement e = driver.findElement(By.cssSelector(css));
        js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", e);
        e.click();
    }

    private void assertTargetsAtLeast44px() {
        @SuppressWarnings("unchecked")
        List<String> small = (List<String>) js("return Array.from(document.querySelectorAll('#board [data-moves]'))"
                + ".map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width < 43.5 || r.height < 43.5)"
                + ".map(([e, r]) => e.dataset.moves + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))");
        assertThat(small).as("targets smaller than 44 px").isEmpty();
    }

    private void assertPageFitsTheScreen() {
        Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
        assertThat(wide.intValue()).as("page wider than the screen by").isLessThanOrEqualTo(0);
    }
}
