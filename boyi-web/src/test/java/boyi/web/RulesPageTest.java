package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The rule editor 自定义游戏 / Your own game (rules.html) in Debian's headless Chromium: on a phone
 * in Chinese and on a desktop in English, an example is picked from the list, its table is drawn
 * with the known losing positions (subtract a square: OEIS A030193; Wythoff: the golden-ratio pairs,
 * as a 2-D picture), an error typed into the text is shown at its line and column, one move is
 * played, and the link carries the rule text to the other page load. The Chinese page shows no
 * English outside the rule text itself. Skipped like {@link BrowserTest} when Chromium is absent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RulesPageTest extends PageInChromium {
    /** Subtract a square: the losing positions up to 60 (OEIS A030193). */
    private static final List<Integer> SQUARE_LOSSES = List.of(0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57);

    RulesPageTest() {
        super("boyi-chromium-rules-");
    }


    @Test
    void writeCheckTablePlayAndShareOnAPhoneInChineseAndADesktopInEnglish() {
        // ---- phone, Chinese, opened from the main page's #rules address ----
        resize(PHONE);
        driver.get("about:blank");
        driver.get(server.url() + "#rules&lang=zh");
        waitUntil("the editor opened with an example", () -> "true".equals(attr("body", "data-ready")) && isShown("#rules-play"));
        assertThat(driver.getCurrentUrl()).contains("rules.html");
        // the other language without a reload: the editor's own words follow
        driver.findElement(By.id("lang-en")).click();
        waitUntil("English", () -> "Check".equals(text("#rules-check")) && text("#rules-caret").startsWith("line "));
        screenshot("rules-phone-en");
        driver.findElement(By.id("lang-zh")).click();
        waitUntil("Chinese", () -> "检查".equals(text("#rules-check")) && text("#rules-caret").startsWith("第 "));
        pickExample("wythoff.boyi");
        waitUntil("Wythoff's 2-D picture", () -> driver.findElements(By.cssSelector("#rt-grid .cell")).size() == 61 * 61);
        // the losses are exactly Wythoff's pairs (floor(k phi), floor(k phi^2)) and their mirrors
        @SuppressWarnings("unchecked")
        List<String> losses = (List<String>) js("return Array.from(document.querySelectorAll('#rt-grid .cell.v-loss'))"
                + ".map(c => c.dataset.a + ',' + c.dataset.b)");
        List<String> wythoff = new ArrayList<>();
        double phi = (1 + Math.sqrt(5)) / 2;
        for (int k = 0; k <= 60; k++) {
            int a = (int) Math.floor(k * phi);
            int b = a + k;
            if (b <= 60) {
                wythoff.add(a + "," + b);
                if (k > 0) {
                    wythoff.add(b + "," + a);
                }
            }
        }
        assertThat(losses).containsExactlyInAnyOrderElementsOf(wythoff);
        assertThat(text("#rg-name")).isEqualTo("威佐夫博弈");
        // an error: the editor says where, in Chinese, and marks the line number
        String wythoffText = (String) js("return document.getElementById('rules-text').value");
        int[] at = setRulesWithError();
        waitUntil("the error at its line", () -> isShown("#rules-error"));
        assertThat(attr("#rules-error-at", "data-line")).isEqualTo(String.valueOf(at[0]));
        assertThat(attr("#rules-error-at", "data-column")).isEqualTo(String.valueOf(at[1]));
        assertThat(text("#rules-error")).startsWith("第 " + at[0] + " 行第 " + at[1] + " 列：").doesNotContain("rules");
        assertThat(text("#rules-gutter .bad")).isEqualTo(String.valueOf(at[0]));
        // the caret is put on the error (the Check button focuses it)
        driver.findElement(By.id("rules-check")).click();
        waitUntil("the caret at the error", () -> text("#rules-caret").equals("第 " + at[0] + " 行，第 " + at[1] + " 列"));
        screenshot("rules-phone-zh-error");
        // mended, and one move played: 3 5 is one of Wythoff's pairs, a loss; every move gives the opponent a win
        setRules(wythoffText);
        waitUntil("the error gone", () -> !isShown("#rules-error") && isShown("#rules-ok") && "3 5".equals(text("#rp-position")));
        assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
        assertThat(driver.findElements(By.cssSelector("#rp-moves .rp-move:not(.v-loss)"))).isEmpty();
        tap(driver.findElement(By.cssSelector("#rp-moves .rp-move.best")));
        waitUntil("the move played", () -> !"3 5".equals(text("#rp-position")) && !text("#rp-position").isEmpty());
        assertThat(attr("#rp-value", "data-value")).isEqualTo("win");
        assertThat(driver.findElements(By.cssSelector("#rp-moves .rp-move.v-win"))).isNotEmpty();
        assertThat(untranslated()).as("English words on the Chinese editor").isEmpty();
        assertPageFitsTheScreen("phone, Chinese");
        screenshot("rules-phone-zh");
        String shared = (String) js("return location.hash");
        assertThat(shared).startsWith("#rules=").contains("lang=zh");

        // ---- desktop, English: the shared link brings the same rules back ----
        resize(DESKTOP);
        driver.get("about:blank");
        driver.get(server.url() + "rules.html" + shared.replace("lang=zh", "lang=en"));
        waitUntil("the shared rules checked", () -> "Wythoff's game".equals(text("#rg-name")) && isShown("#rules-play"));
        waitUntil("its picture again", () -> driver.findElements(By.cssSelector("#rt-grid .cell")).size() == 61 * 61);
        // another example: subtract a square, its Grundy row with the losses of OEIS A030193
        pickExample("examples/subtract-a-square.boyi");
        waitUntil("the square game's table", () -> "Subtract a square".equals(text("#rg-name"))
                && driver.findElements(By.cssSelector("#rt-rows rect[data-n]")).size() == 61);
        @SuppressWarnings("unchecked")
        List<Long> zeros = (List<Long>) js("return Array.from(document.querySelectorAll('#rt-rows rect[data-value=\"0\"]')).map(c => Number(c.dataset.n))");
        assertThat(zeros.stream().map(Long::intValue).toList()).isEqualTo(SQUARE_LOSSES);
        assertThat(attr("#rt-rows rect[data-n='5']", "data-value")).isEqualTo("0");
        assertThat(attr("#rt-rows rect[data-n='25']", "data-value")).isEqualTo("3");
        String squareText = (String) js("return document.getElementById('rules-text').value");
        int[] atEn = setRulesWithError();
        waitUntil("the error in English", () -> isShown("#rules-error"));
        assertThat(text("#rules-error")).startsWith("Line " + atEn[0] + ", column " + atEn[1] + ": ");
        setRules(squareText);
        waitUntil("20 analysed", () -> !isShown("#rules-error") && "20".equals(text("#rp-position")));
        assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
        tap(driver.findElement(By.cssSelector("#rp-moves .rp-move[data-move='take 1']")));
        waitUntil("took 1", () -> "19".equals(text("#rp-position")));
        assertThat(attr("#rp-value", "data-value")).isEqualTo("win");
        tap(driver.findElement(By.id("rp-undo")));
        waitUntil("undone", () -> "20".equals(text("#rp-position")));
        // against the perfect computer: 19 is a win for it, and it leaves a loss
        driver.findElement(By.id("rp-computer")).click();
        tap(driver.findElement(By.cssSelector("#rp-moves .rp-move[data-move='take 1']")));
        waitUntil("the computer answered", () -> !"20".equals(text("#rp-position")) && !"19".equals(text("#rp-position"))
                && !text("#rp-position").isEmpty());
        assertThat(attr("#rp-value", "data-value")).isEqualTo("loss");
        assertThat(Integer.parseInt(text("#rp-position"))).isIn(SQUARE_LOSSES);
        tap(driver.findElement(By.id("rp-undo")));
        waitUntil("both undone", () -> "20".equals(text("#rp-position")));
        driver.findElement(By.id("rp-computer")).click();
        // a rule file with parameters: the subtraction game, its proven period, then another take set
        pickExample("subtraction.boyi");
        waitUntil("the subtraction game's period", () -> isShown("#rg-params") && "7".equals(attr("#rt-period", "data-period")));
        assertThat(attr("#rt-period", "data-proven")).isEqualTo("true");
        assertThat(text("#rt-explanation")).contains("period 7 from n = 0 (proven)");
        WebElement takes = driver.findElement(By.cssSelector("#rg-param-fields input[data-param='takes']"));
        takes.clear();
        takes.sendKeys("1,2");
        driver.findElement(By.cssSelector("#rg-params button[type='submit']")).click();
        waitUntil("takes {1,2}: period 3", () -> "3".equals(attr("#rt-period", "data-period")));
        @SuppressWarnings("unchecked")
        List<Long> lost = (List<Long>) js("return Array.from(document.querySelectorAll('#rt-rows rect[data-value=\"0\"]')).map(c => Number(c.dataset.n))");
        assertThat(lost).allMatch(n -> n % 3 == 0).hasSize(21);
        assertPageFitsTheScreen("desktop, English");
        screenshot("rules-desktop-en");
        driver.findElement(By.id("lang-zh")).click();
        waitUntil("Chinese", () -> "减法博弈".equals(text("#rg-name")) && text("#rt-explanation").contains("从 n = 0 起周期为 3"));
        assertThat(untranslated()).as("English words on the Chinese editor, desktop").isEmpty();
        screenshot("rules-desktop-zh");
        // a text whose link would pass 8 KB stays out of the address, with a message
        String before = (String) js("return location.hash");
        setRules(js("return document.getElementById('rules-text').value") + "#".repeat(7000));
        waitUntil("too long for a link", () -> isShown("#rules-share") && text("#rules-share").contains("最多 8 千字节"));
        assertThat((String) js("return location.hash")).doesNotContain("rules=").contains("lang=zh");
        setRules((String) js("return new TextDecoder().decode(Uint8Array.from(atob(arguments[0].replace(/-/g, '+').replace(/_/g, '/')), c => c.charCodeAt(0)))",
                before.replaceAll(".*rules=([^&]*).*", "$1")));
        waitUntil("back in the link", () -> !isShown("#rules-share") && ((String) js("return location.hash")).contains("rules="));
    }

    // ---- helpers ----

    private void pickExample(String file) {
        WebElement select = driver.findElement(By.id("rules-example"));
        new Select(select).selectByValue(file);
    }

    /** Breaks the expression of the first move rule ("-> ) + 1"); returns the line and column of the ")". */
    private int[] setRulesWithError() {
        @SuppressWarnings("unchecked")
        List<Long> at = (List<Long>) js("const ta = document.getElementById('rules-text');"
                + "const lines = ta.value.split('\\n'); const i = lines.findIndex(l => /^move /.test(l));"
                + "lines[i] = lines[i].replace(/->.*$/, '-> ) + 1');"
                + "ta.value = lines.join('\\n'); ta.dispatchEvent(new Event('input')); return [i + 1, lines[i].indexOf(') + 1') + 1];");
        return new int[] {at.get(0).intValue(), at.get(1).intValue()};
    }

    private void setRules(String text) {
        js("const ta = document.getElementById('rules-text'); ta.value = arguments[0]; ta.dispatchEvent(new Event('input'))", text);
    }

    private void tap(WebElement target) {
        js("arguments[0].scrollIntoView({block: 'center'})", target);
        target.click();
    }

    private boolean isShown(String css) {
        return Boolean.TRUE.equals(js("const e = document.querySelector(arguments[0]); return !!e && !e.hidden && e.offsetParent !== null", css));
    }

    private void assertPageFitsTheScreen(String what) {
        Number wide = (Number) js("return document.documentElement.scrollWidth - window.innerWidth");
        assertThat(wide.intValue()).as(what + ": page wider than the screen by").isLessThanOrEqualTo(0);
    }

    /**
     * English words in the visible text of the Chinese page, outside the rule text (a textarea),
     * positions (code) and API texts marked as lacking Chinese. Symbols (a, b, n, G, SG) and the rules'
     * parameter names (input syntax, as in {@link BrowserTest}) stay.
     */
    @SuppressWarnings("unchecked")
    private List<String> untranslated() {
        return (List<String>) js("const found = [];"
                + "const allowed = new Set(['Boyi', 'English', 'SG', 'mod']);"
                + "document.querySelectorAll('#rg-param-fields input').forEach(i => allowed.add(i.dataset.param));"
                + "const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
                + "while (walk.nextNode()) { const n = walk.currentNode; const e = n.parentElement;"
                + " if (!e || e.closest('[data-fallback], code, script, title, textarea, [hidden], option:not(:checked)') || e.offsetParent === null) continue;"
                + " for (const w of n.textContent.match(/[A-Za-z][A-Za-z'-]+/g) || []) if (!allowed.has(w)) found.push(w + ' in \"' + n.textContent.trim().slice(0, 60) + '\"'); }"
                + "return found;");
    }

}
