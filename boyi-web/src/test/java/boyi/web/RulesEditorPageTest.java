package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;

/**
 * The rule editor (rules.html) on a phone (390x844) in both languages: a table's finding is said
 * once (the statement in bold, the proof's automaton under it, checked against the table itself).
 * Skipped like {@link BrowserTest} when Chromium is absent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RulesEditorPageTest extends PageInChromium {

    /** Halve or take one: the losses up to 30 (0, 2 and the odd numbers from 5; by hand from the rules). */
    private static final List<Long> HALVE_LOSSES = List.of(0L, 2L, 5L, 7L, 9L, 11L, 13L, 15L, 17L, 19L, 21L, 23L, 25L, 27L, 29L);

    @Test
    void halveOrTakeOneStatesItsProofOnceWithItsAutomaton() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=examples/halve-or-take-one.boyi&lang=" + lang);
            waitUntil("the statement of " + lang, () -> isShown("#rt-period") && "proven".equals(attr("#rt-period", "data-status"))
                    && !driver.findElements(By.cssSelector("#rt-rows rect[data-n]")).isEmpty());
            String statement = text("#rt-period");
            assertThat(statement).isEqualTo(lang.equals("zh") ? "已由自动机证明（2 进制，4 个状态）：先手必败的局面恰为自动机所接受的"
                    : "proven by automaton (base 2, 4 states): the losses are exactly what it accepts");
            String card = (String) js("return document.getElementById('rules-table').innerText");
            assertThat(card).as("no contradicting period line").doesNotContain("No period").doesNotContain("没有找到周期");
            assertThat(card.split(java.util.regex.Pattern.quote(statement), -1)).as("the statement once").hasSize(2);
            // the automaton, opened by a tap, read digit by digit (most significant first, base 2),
            // accepts exactly the losses the table drew
            driver.findElement(By.cssSelector(".rt-proof summary")).click();
            waitUntil("the automaton shown", () -> isShown(".rt-automaton"));
            assertThat(driver.findElements(By.cssSelector(".rt-automaton tr[data-state]"))).hasSize(4);
            @SuppressWarnings("unchecked")
            List<Long> drawn = (List<Long>) js("return Array.from(document.querySelectorAll('#rt-rows rect[data-value=\"0\"]')).map(c => Number(c.dataset.n)).filter(n => n <= 30)");
            @SuppressWarnings("unchecked")
            List<Long> accepted = (List<Long>) js("const rows = Array.from(document.querySelectorAll('.rt-automaton tr[data-state]'));"
                    + "const next = rows.map(r => Array.from(r.querySelectorAll('td')).map(c => Number(c.textContent)));"
                    + "const start = rows.findIndex(r => r.querySelector('th').textContent.startsWith('→'));"
                    + "const accepting = rows.map(r => r.classList.contains('accepting'));"
                    + "const out = []; for (let n = 0; n <= 30; n++) { let s = start;"
                    + " for (const d of (n === 0 ? '' : n.toString(2))) s = next[s][Number(d)]; if (accepting[s]) out.push(n); } return out;");
            assertThat(drawn).isEqualTo(HALVE_LOSSES);
            assertThat(accepted).isEqualTo(HALVE_LOSSES);
            assertThat(isShown("#rules-play")).isTrue();
            screenshot("rules-editor-halve-phone-" + lang);
        }
    }

    /**
     * Cutcake's rule text (rules/partizan/cutcake.boyi, a piece of r rows and c columns is r * 100 + c):
     * a 1 x c strip is worth c - 1 (Left's c - 1 free cuts), an r x 1 strip 1 - r, and the 2 x 2 square
     * {-2 | 2} = 0, a second-player win (Winning Ways, ch. 2). Played as Left and as Right.
     */
    @Test
    void cutcakeIsPlayedAsLeftOrRightWithItsCanonicalValues() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=partizan/cutcake.boyi&lang=" + lang);
            waitUntil("cutcake checked in " + lang, () -> isShown("#rp-side-box") && "203 404".equals(text("#rp-position")));
            assertThat(text("#rp-side option[value='left']")).isEqualTo(lang.equals("zh") ? "左方" : "Left");
            // the table: canonical forms per n
            js("document.getElementById('rt-upto').value = 205; document.querySelector('#rt-form button').click()");
            waitUntil("the canonical table to 205", () -> driver.findElements(By.cssSelector(".rt-canonical tr[data-n]")).size() == 206);
            assertThat(text(".rt-canonical tr[data-n='105'] code")).isEqualTo("4");
            assertThat(text(".rt-canonical tr[data-n='103'] code")).isEqualTo("2");
            assertThat(text(".rt-canonical tr[data-n='201'] code")).isEqualTo("-1");
            assertThat(text(".rt-canonical tr[data-n='202'] code")).isEqualTo("0");
            assertThat(text(".rt-canonical tr[data-n='202'] td:last-child")).isEqualTo("P");
            assertThat(text("#rt-period")).doesNotContain("No period").doesNotContain("没有找到周期");
            // Left first on the 2 x 2 square: value 0, her one cut leaves -2 (two 2 x 1 strips)
            startAt("202", "left");
            waitUntil("2x2 with Left to move", () -> "202".equals(text("#rp-position")) && "0".equals(text("#rp-cgt [data-cgt='canonical'] code")));
            assertThat(text("#rp-cgt [data-cgt='outcome'] code")).isEqualTo("P");
            assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
            assertThat(text("#rp-mover")).contains(lang.equals("zh") ? "左方" : "Left");
            assertThat(driver.findElements(By.cssSelector("#rp-moves .rp-move"))).hasSize(1);
            assertThat(text("#rp-moves .rp-move .cgt-leaves code")).isEqualTo("-2");
            driver.findElement(By.cssSelector("#rp-moves .rp-move")).click();
            waitUntil("Right to move on two 2 x 1 strips", () -> "201 201 R".equals(text("#rp-position")));
            assertThat(text("#rp-cgt [data-cgt='canonical'] code")).isEqualTo("-2");
            assertThat(text("#rp-mover")).contains(lang.equals("zh") ? "右方" : "Right");
            assertThat(attr("#rp-value", "data-value")).isEqualTo("win");
            // Right first on the same square: her cut leaves 2 (two 1 x 2 strips)
            startAt("202", "right");
            waitUntil("2x2 with Right to move", () -> "202 R".equals(text("#rp-position")));
            assertThat(text("#rp-moves .rp-move .cgt-leaves code")).isEqualTo("2");
            assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
            assertThat(text("#rp-error")).isEmpty();
            screenshot("rules-editor-cutcake-phone-" + lang);
        }
    }

    /**
     * Wythoff's game as a 2-D picture on a phone: cells of at least 24 px that scroll inside their
     * frame (not the page), both axes numbered, and a tap on a cell says its coordinates and value
     * ((3, 5) is one of Wythoff's pairs, a loss). The game has no parameters: no Apply button.
     */
    @Test
    void wythoffsPictureHasAxesReadableCellsAndCoordinatesOnTap() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=wythoff.boyi&lang=" + lang);
            waitUntil("Wythoff's picture in " + lang, () -> driver.findElements(By.cssSelector("#rt-grid .cell")).size() == 61 * 61);
            assertThat(isShown("#rg-params")).as("an Apply button for a game without parameters").isFalse();
            Number smallest = (Number) js("const c = document.querySelector('#rt-grid .cell').getBoundingClientRect(); return Math.min(c.width, c.height)");
            assertThat(smallest.doubleValue()).isGreaterThanOrEqualTo(24);
            @SuppressWarnings("unchecked")
            List<String> columns = (List<String>) js("return Array.from(document.querySelectorAll('#rt-grid .axis.across')).map(e => e.textContent)");
            @SuppressWarnings("unchecked")
            List<String> rows = (List<String>) js("return Array.from(document.querySelectorAll('#rt-grid .axis.down')).map(e => e.textContent)");
            List<String> numbers = java.util.stream.IntStream.rangeClosed(0, 60).mapToObj(String::valueOf).toList();
            assertThat(columns).isEqualTo(numbers);
            assertThat(rows).isEqualTo(numbers);
            Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
            assertThat(wide.intValue()).as("page wider than the phone").isLessThanOrEqualTo(0);
            org.openqa.selenium.WebElement cell = driver.findElement(By.cssSelector("#rt-grid .cell[data-a='3'][data-b='5']"));
            js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", cell);
            cell.click();
            waitUntil("the tapped cell said", () -> "3".equals(attr("#rt-cell", "data-a")));
            assertThat(text("#rt-cell")).isEqualTo(lang.equals("zh") ? "a = 3, b = 5：G = 0（负）" : "a = 3, b = 5: G = 0 (loss)");
            screenshot("rules-editor-wythoff-phone-" + lang);
        }
    }

    /**
     * 对拍 in the page: subtract a square's positions 0..20 are listed, a program wrong at 3 and 5
     * (the losses are 0, 2, 5, 7, 10, 12, 15, 17, 20: OEIS A030193) is pasted, and exactly those two
     * are marked; a missing output line is a message in the page's language.
     */
    @Test
    void aProgramsOutputIsComparedAndTheDifferingPositionsMarked() {
        resize(PHONE);
        List<Integer> losses = List.of(0, 2, 5, 7, 10, 12, 15, 17, 20);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=examples/subtract-a-square.boyi&lang=" + lang);
            waitUntil("the compare box in " + lang, () -> isShown("#rules-compare") && !((String) js("return document.getElementById('rc-positions').value")).isEmpty());
            String positions = (String) js("return document.getElementById('rc-positions').value");
            assertThat(positions.split("\n")).hasSize(21).startsWith("0", "1", "2");
            StringBuilder outputs = new StringBuilder();
            for (int n = 0; n <= 20; n++) {
                boolean loss = losses.contains(n);
                outputs.append(n == 3 || n == 5 ? (loss ? "win" : "loss") : (loss ? "loss" : "win")).append('\n');
            }
            js("document.getElementById('rc-outputs').value = arguments[0]; document.getElementById('rc-compare').click()", outputs.toString());
            waitUntil("compared", () -> isShown("#rc-summary"));
            assertThat(attr("#rc-summary", "data-differ")).isEqualTo("2");
            @SuppressWarnings("unchecked")
            List<String> differ = (List<String>) js("return Array.from(document.querySelectorAll('#rc-result tr.differ')).map(r => r.dataset.position)");
            assertThat(differ).containsExactly("3", "5");
            assertThat(text("#rc-summary")).isEqualTo(lang.equals("zh") ? "21 个局面中有 2 个答案不同。" : "2 of 21 positions differ.");
            Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
            assertThat(wide.intValue()).as("page wider than the phone").isLessThanOrEqualTo(0);
            screenshotOf("#rules-compare", "rules-editor-compare-phone-" + lang);
            js("document.getElementById('rc-outputs').value = 'win'; document.getElementById('rc-compare').click()");
            waitUntil("the line count refused", () -> isShown("#rc-error"));
            assertThat(text("#rc-error")).contains(lang.equals("zh") ? "程序输出有 1 行，局面有 21 行" : "1 lines for 21 positions");
        }
    }

    /**
     * A rule file's view statement draws the main page's board in the editor: Nim's text says
     * {@code view piles}; its targets are 44 px and tapping the one of the best move plays it.
     */
    @Test
    void nimsRuleTextIsPlayedOnThePilesBoard() {
        resize(PHONE);
        for (String lang : List.of("zh", "en")) {
            load("rules.html#example=nim.boyi&lang=" + lang);
            waitUntil("Nim's board in " + lang, () -> isShown("#rp-board") && !driver.findElements(By.cssSelector("#rp-board [data-moves]")).isEmpty());
            String start = text("#rp-position");
            String best = attr("#rp-moves .rp-move.best", "data-move");
            String after = (String) js("return Array.from(document.querySelectorAll('#rp-moves .rp-move')).find(b => b.dataset.move === arguments[0]).querySelector('small').textContent.split('→ ')[1].trim()", best);
            Number smallest = (Number) js("return Math.min(...Array.from(document.querySelectorAll('#rp-board .target'))"
                    + ".map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)))");
            assertThat(smallest.doubleValue()).isGreaterThanOrEqualTo(43.5);
            // as on the main page: a pile is selected first when its target says so, then the move's target
            org.openqa.selenium.WebElement target = boardTarget("#rp-board", best, false);
            if (target == null) {
                org.openqa.selenium.WebElement select = boardTarget("#rp-board", best, true);
                assertThat(select).as("a board target selects " + best).isNotNull();
                tapTarget(select);
                target = boardTarget("#rp-board", best, false);
            }
            assertThat(target).as("a board target plays " + best).isNotNull();
            boolean several = target.getAttribute("data-moves").contains("|");
            tapTarget(target);
            if (several) {
                // a target of several moves marks their buttons; the best one is tapped there
                waitUntil("the target's moves marked", () -> !driver.findElements(By.cssSelector("#rp-moves .rp-move.chosen")).isEmpty());
                js("Array.from(document.querySelectorAll('#rp-moves .rp-move.chosen')).find(b => b.dataset.move === arguments[0]).click()", best);
            }
            waitUntil("the best move played from the board", () -> after.equals(text("#rp-position")) && !start.equals(after));
            assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
            Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
            assertThat(wide.intValue()).as("page wider than the phone").isLessThanOrEqualTo(0);
            screenshotOf("#rules-play", "rules-editor-nim-board-phone-" + lang);
        }
    }

    // ---- helpers ----

    private void startAt(String position, String side) {
        js("document.getElementById('rp-start').value = arguments[0]; document.getElementById('rp-side').value = arguments[1];"
                + "document.getElementById('rp-new').click()", position, side);
    }


    boolean isShown(String css) {
        return Boolean.TRUE.equals(js("const e = document.querySelector(arguments[0]); return !!e && !e.hidden && e.offsetParent !== null", css));
    }
}
