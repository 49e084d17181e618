package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Rule games on the main page (issue 30, item 5): the rule examples are listed under
 * 自定义 / Your own, and a rule game opens by link like a family ({@code #game=rules:NAME} for an
 * example, {@code #game=rules&rules=TEXT} for any rule text), played on the main page's board with
 * its analysis, value history and table. At phone size in both languages. Skipped (with a message)
 * when Chromium is not installed.
 */
class RuleGamesPageTest extends PageInChromium {

    /** Take one or two from a pile: n is lost exactly when n mod 3 = 0 (Bash's game with m = 2). */
    private static final String TAKE_ONE_OR_TWO = """
            game "取一或二" "Take one or two"
            state n
            start "7"
            view takeaway
            move "取 {k}" "take {k}" for k in 1..2 if k <= n -> n - k
            play normal
            """;

    /**
     * The divisor game (LeetCode 1025) chosen from the phone's game chooser: n is won exactly when
     * it is even, so the winning move from 10 leaves an odd number, lost for the other player.
     */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void aRuleExampleOpensFromTheGameList(String lang) {
        boolean zh = lang.equals("zh");
        openOnAPhone("#game=nim&pos=3%204&mode=hh&lang=" + lang, "nim");
        String listed = (String) js("const o = document.querySelector('#game-select optgroup option[value=\"rules:divisor-game\"]');"
                + " return o ? o.parentElement.label + ' / ' + o.textContent : ''");
        assertThat(listed).isEqualTo(zh ? "自定义（规则文件） / 约数游戏" : "Your own (rule files) / Divisor game");
        new Select(driver.findElement(By.id("game-select"))).selectByValue("rules:divisor-game");
        waitForGame("rules:divisor-game");
        assertThat(text("#game-name")).isEqualTo(zh ? "约数游戏" : "Divisor game");
        assertThat(text("#position-text")).isEqualTo("10");
        String best = attr("#move-rows tr", "data-move");
        assertThat(attr("#move-rows tr", "data-value")).as("the first listed move from 10").isEqualTo("win");
        playOnTheBoard(best);
        waitUntil("the move played", () -> logEntries().size() == 1 && !isLocked());
        assertThat(Long.parseLong(text("#position-text")) % 2).as("the number the winning move leaves").isEqualTo(1);
        assertThat(valueOfTheMover()).isEqualTo("loss");
        assertThat(driver.findElements(By.cssSelector("#history-chart svg[data-points='2']"))).as("the value history's two points").hasSize(1);
        waitUntil("the table's pattern", () -> text("#table-explanation").contains(zh ? "先手必败当且仅当 n 是奇数" : "loss exactly when n is odd"));
        assertThat(driver.findElements(By.cssSelector("#table-chart svg.table"))).as("the table drawn").hasSize(1);
        assertThat((String) js("return location.hash")).contains("game=rules%3Adivisor-game", "m=");
        assertNotWiderThanThePhone();
        js("window.scrollTo(0, 0)");
        screenshot("rule-game-phone-" + lang);
    }

    /**
     * On a desktop the list shows the rule files under their heading, with the way to the rule
     * editor; filtered to one, a tap on it plays SOS on its letters board.
     */
    @Test
    void theDesktopListHasTheRuleFilesUnderTheirHeading() {
        resize(DESKTOP);
        load("#game=nim&pos=3%204&mode=hh&lang=en");
        waitForGame("nim");
        js("const f = document.getElementById('game-filter'); f.value = 'sos'; f.dispatchEvent(new Event('input'))");
        assertThat(text("#game-list .group h3")).isEqualTo("Your own (rule files)");
        assertThat(attr("#game-list .group a", "href")).endsWith("rules.html");
        assertThat(text("#game-list button[data-game='rules:sos'] .second")).isEqualTo("rules/examples/sos.boyi");
        driver.findElement(By.cssSelector("#game-list button[data-game='rules:sos']")).click();
        waitForGame("rules:sos");
        assertThat(text("#position-text")).isEqualTo("-------");
        assertThat(driver.findElements(By.cssSelector("#board [data-moves]"))).as("the letters board's targets").isNotEmpty();
        assertThat(attr("#game-list button[data-game='rules:sos']", "class")).contains("active");
    }

    /**
     * Domineering written as rules (rules/partizan/domineering.boyi), 3 x 3: ±1 (the first player
     * wins, either side), played for Left from its board, after which Right is to move; the value
     * card shows the canonical form and the thermograph as for the built-in family.
     */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void aPartizanRuleGamePlaysOnItsGrid(String lang) {
        boolean zh = lang.equals("zh");
        openOnAPhone("#game=rules%3Adomineering&pos=...%2F...%2F...&mode=hh&lang=" + lang, "rules:domineering");
        assertThat(text("#status")).startsWith(zh ? "轮到左方" : "Left");
        assertThat(text("#explanation")).contains(zh ? "标准型 +-1" : "Canonical form +-1");
        assertThat(driver.findElements(By.cssSelector("#cgt svg.thermograph"))).as("the thermograph").hasSize(1);
        playOnTheBoard(attr("#move-rows tr", "data-move"));
        waitUntil("Left's move played", () -> logEntries().size() == 1 && !isLocked());
        assertThat(text("#status")).startsWith(zh ? "轮到右方" : "Right");
        assertNotWiderThanThePhone();
    }

    /**
     * Subtract a square by its link, at 20: 20 is lost (OEIS A030193: 0, 2, 5, 7, 10, 12, 15, 17,
     * 20, 22, 34, ...), so every move is a loss for its mover, and after one the other player wins.
     */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void aRuleExampleOpensByItsLink(String lang) {
        openOnAPhone("#game=rules%3Asubtract-a-square&pos=20&mode=hh&lang=" + lang, "rules:subtract-a-square");
        assertThat(moveValues()).isNotEmpty().containsOnly("loss");
        playOnTheBoard(attr("#move-rows tr", "data-move"));
        waitUntil("the move played", () -> logEntries().size() == 1 && !isLocked());
        assertThat(valueOfTheMover()).isEqualTo("win");
        waitUntil("the table's losses", () -> text("#table-explanation").contains("0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34"));
        assertThat(new Select(driver.findElement(By.id("game-select"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo("rules:subtract-a-square");
        if (lang.equals("zh")) {
            assertThat(BrowserTest.untranslated(driver)).as("English words on the Chinese page").isEmpty();
        }
    }

    /**
     * A rule text in the link, with a move: take 1 from 7 leaves 6, lost for the player to move;
     * the page's own link after another move opens the same game at the same position.
     */
    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void aRuleTextOpensByLinkWithItsMoves(String lang) {
        resize(PHONE);
        load("#game=rules&rules=" + encoded(TAKE_ONE_OR_TWO) + "&pos=7&m=take%201&mode=hh&lang=" + lang);
        waitForGame("rules");
        assertThat(text("#game-name")).isEqualTo(lang.equals("zh") ? "取一或二" : "Take one or two");
        assertThat(text("#position-text")).isEqualTo("6");
        assertThat(valueOfTheMover()).isEqualTo("loss");
        assertThat(moveValues()).containsOnly("loss");
        assertThat(driver.findElements(By.cssSelector("#board [data-moves]"))).as("the takeaway board's targets").isNotEmpty();
        playOnTheBoard(attr("#move-rows tr", "data-move"));
        waitUntil("the second move played", () -> logEntries().size() == 2 && !isLocked());
        String position = text("#position-text");
        assertThat(position).isIn("5", "4");
        assertThat(valueOfTheMover()).isEqualTo("win");
        String link = (String) js("return location.href");
        driver.get("about:blank");
        driver.get(link);
        waitForGame("rules");
        assertThat(text("#position-text")).as("the position of the page's own link").isEqualTo(position);
        assertThat(logEntries()).hasSize(2);
    }

    /** The rule editor's link to the main page opens the text's game there, at the play card's start. */
    @Test
    void theRuleEditorLinksToTheMainPage() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=examples/divisor-game.boyi&lang=" + lang);
            waitUntil("the editor's link to the main page", () -> String.valueOf(attr("#rp-main", "href")).contains("game=rules&rules="));
            js("document.getElementById('rp-start').value = '12'");
            driver.findElement(By.id("rp-main")).click();
            waitForGame("rules");
            assertThat(text("#game-name")).isEqualTo(lang.equals("zh") ? "约数游戏" : "Divisor game");
            assertThat(text("#position-text")).isEqualTo("12");
            assertThat(valueOfTheMover()).as("12 is even").isEqualTo("win");
        }
    }

    /** A link whose rule text does not check says where, in the setup card, in the page's language. */
    @Test
    void aBadRuleTextInALinkSaysWhere() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("#game=rules&rules=" + encoded("state n\nmove for t in {1, 2} if t <= n -> n -\n") + "&lang=" + lang);
            waitUntil("the check's error", () -> !text("#setup-error").isEmpty());
            assertThat(text("#setup-error")).contains(lang.equals("zh") ? "第 2 行" : "line 2");
        }
    }

    // ---- helpers ----

    private static String encoded(String rules) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(rules.getBytes(StandardCharsets.UTF_8));
    }

    /** Plays a move by tapping its target on the board (Enter, as a keyboard does; a pile is selected first where it says so). */
    private void playOnTheBoard(String move) {
        WebElement target = boardTarget("#board", move, false);
        if (target == null) {
            WebElement select = boardTarget("#board", move, true);
            assertThat(select).as("a board target selects " + move).isNotNull();
            tapTarget(select);
            target = boardTarget("#board", move, false);
        }
        assertThat(target).as("a board target plays " + move).isNotNull();
        assertThat(target.getAttribute("data-moves")).as("the target of one move").doesNotContain("|");
        tapTarget(target);
    }


    private boolean isLocked() {
        return driver.findElement(By.id("board")).getAttribute("class").contains("locked");
    }

    /** The value of the player to move, as the analysis card's chip says it (win, loss or draw). */
    private String valueOfTheMover() {
        return (String) js("const c = document.querySelector('#value-line .chip'); return c ? ['win', 'loss', 'draw'].find(v => c.classList.contains(v)) : ''");
    }

    @SuppressWarnings("unchecked")
    private List<String> moveValues() {
        return (List<String>) js("return Array.from(document.querySelectorAll('#move-rows tr')).map(tr => tr.dataset.value)");
    }

    @SuppressWarnings("unchecked")
    private List<String> logEntries() {
        return (List<String>) js("return Array.from(document.querySelectorAll('#move-log li')).map(li => li.textContent.trim())");
    }

    private void assertNotWiderThanThePhone() {
        Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
        assertThat(wide.intValue()).as("page wider than the phone").isLessThanOrEqualTo(0);
    }
}
