package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The words of the play page on a phone, in both languages: an error names the game by its name
 * and the field by the form's label (初始局面, 子游戏, 八进制代码), and the Chinese form and rules
 * say the play conventions and the component games in Chinese, not as the words a command line
 * types; on a desktop the Chinese game list shows each game's id and each rule file's path as code.
 * Skipped (with a message) when Chromium is not installed.
 */
class PageWordsTest extends PageInChromium {

    private String setupError(String hash) {
        resize(PHONE);
        load(hash);
        waitUntil("the refusal shown for " + hash, () -> !text("#setup-error").isEmpty());
        return text("#setup-error");
    }

    /** {@code ?lang=} is taken as {@code #lang=} is, on the play page and the rule editor (the hash wins when both are given). */
    @Test
    void theLanguageOfTheQueryIsTaken() {
        resize(PHONE);
        for (String lang : new String[] {"zh", "en", "zh"}) {
            String other = lang.equals("zh") ? "en" : "zh";
            driver.get("about:blank");
            driver.get(url() + "?lang=" + lang + "#game=nim&pos=3%204%205&mode=hh");
            waitForGame("nim");
            assertThat(js("return document.documentElement.lang")).as("play page ?lang=%s", lang).isEqualTo(lang.equals("zh") ? "zh-CN" : "en");
            assertThat(driver.getCurrentUrl()).contains("lang=" + lang);
            driver.get("about:blank");
            driver.get(url() + "rules.html?lang=" + lang);
            waitUntil("the editor ready", () -> "true".equals(attr("body", "data-ready")));
            assertThat(js("return document.documentElement.lang")).as("rule editor ?lang=%s", lang).isEqualTo(lang.equals("zh") ? "zh-CN" : "en");
            assertThat(text("#rules-check")).isEqualTo(lang.equals("zh") ? "检查" : "Check");
            driver.get("about:blank");
            driver.get(url() + "?lang=" + lang + "#game=nim&pos=3%204%205&mode=hh&lang=" + other);
            waitForGame("nim");
            assertThat(js("return document.documentElement.lang")).as("the hash wins").isEqualTo(other.equals("zh") ? "zh-CN" : "en");
        }
    }

    @Test
    void aBadStartingPositionIsNamedAsTheFormNamesIt() {
        assertThat(setupError("#game=subtraction&pos=abc&lang=zh&mode=hh"))
                .startsWith("减法博弈：初始局面第 1 堆 \"abc\"：应为 0..10^18 的整数").doesNotContain("subtraction").doesNotContain("参数");
        assertThat(setupError("#game=subtraction&pos=abc&lang=en&mode=hh"))
                .startsWith("subtraction game: starting position, pile 1 \"abc\": expected").doesNotContain("parameter");
    }

    @Test
    void aBadComponentOrCodeIsNamedByTheFormsLabel() {
        assertThat(setupError("#game=sum&p.of=bogus&pos=3&lang=zh&mode=hh"))
                .startsWith("游戏的和（可选和规则）：").contains("参数「子游戏」=\"bogus\"").contains("尼姆堆").doesNotContain("参数 of");
        assertThat(setupError("#game=octal&p.code=zz&pos=3&lang=zh&mode=hh"))
                .startsWith("八进制取子游戏：八进制代码 \"zz\"：").doesNotContain("参数 代码").doesNotContain("octal：");
        assertThat(setupError("#game=octal&p.code=zz&pos=3&lang=en&mode=hh")).startsWith("Octal game: parameter code \"zz\": ");
    }

    @Test
    void theChineseFormAndRulesSayTheConventionsInChinese() {
        resize(PHONE);
        load("#game=subtraction&pos=10&lang=zh&mode=hh");
        waitForGame("subtraction");
        String play = text("#param-fields .field:nth-child(2) small");
        assertThat(play).startsWith("正常规则").endsWith("（默认 正常规则）").doesNotContain("（默认 normal）");
        load("#game=sum&pos=3%204&lang=zh&mode=hh");
        waitForGame("sum");
        assertThat(text("#param-fields .field:nth-child(1) small")).startsWith("子游戏：尼姆堆 nim、").endsWith("（默认 尼姆堆）");
        load("#game=ball-game&pos=10&lang=zh&mode=hh");
        waitForGame("ball-game");
        assertThat(text("#game-rules")).contains("（即减法博弈：取数集合 1,3,7,8，反常规则。）").doesNotContain("subtraction").doesNotContain("play=");
        load("#game=ball-game&pos=10&lang=en&mode=hh");
        waitForGame("ball-game");
        assertThat(text("#game-rules")).contains("(The subtraction game");
    }

    /**
     * The Chinese main page at desktop size, where the game list is shown: names in Chinese, the
     * ids (take-2-piles, cet4) and rule files (rules/….boyi) as code, so the scan finds no English.
     */
    @Test
    void theChineseGameListOnADesktopShowsIdsAsCode() {
        resize(DESKTOP);
        load("#game=nim&pos=3%204%205&lang=zh&mode=hh");
        waitForGame("nim");
        @SuppressWarnings("unchecked")
        List<String> ids = (List<String>) js("return Array.from(document.querySelectorAll('#game-list button')).filter(b => b.offsetParent !== null)"
                + ".map(b => b.querySelector('.second code') ? b.querySelector('.second code').textContent : 'not code: ' + b.textContent)");
        assertThat(ids).as("each entry's id or rule file, as code").containsAll(Catalogue.families().stream().map(GameFamily::id).toList())
                .anyMatch(id -> id.startsWith("rules/") && id.endsWith(".boyi")).noneMatch(id -> id.startsWith("not code"));
        assertThat(BrowserTest.untranslated(driver)).as("English words on the Chinese page, desktop").isEmpty();
    }
}
