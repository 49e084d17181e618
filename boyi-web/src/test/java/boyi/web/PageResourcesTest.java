package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's files as served from the jar: they work under a Content-Security-Policy of
 * {@code default-src 'self'} (no inline script, no inline style or event-handler attributes),
 * fetch nothing from another site, and know no game by name (the catalogue's view kind decides
 * the board). {@code GET /api/games} gives each family's view kind and texts in both languages.
 */
class PageResourcesTest {

    private static final List<String> SCRIPTS = List.of("app.js", "api.js", "charts.js", "errors.js", "i18n.js", "svg.js", "url.js", "views.js", "boards.js",
            "numberboards.js", "viewkinds.js",
            "rules.js", "rules-i18n.js", // 自定义游戏 (rules.html, issue 18)
            "partizan.js", "partizan-i18n.js", "thermograph.js", // partizan games (issue 23)
            "pictures.js", "pictures-i18n.js", // Col, Snort and Hackenbush pictures drawn (issue 33)
            "play.js", "state.js", "form.js", "boardview.js", "analysis.js", "movetable.js", "history.js", "tables.js", // the page by concern
            "rules-editor.js", "rules-play.js", "rules-compare.js");

    private static String resource(String path) throws IOException {
        try (InputStream in = PageResourcesTest.class.getResourceAsStream("/web/" + path)) {
            assertThat(in).as("web/" + path + " in the jar").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void htmlHasNoInlineScriptStyleOrHandlers() throws IOException {
        for (String page : List.of("index.html", "rules.html")) { // rules.html: 自定义游戏 (issue 18)
            String html = resource(page);
            assertThat(Pattern.compile("<script(?![^>]*\\bsrc=)[^>]*>", Pattern.CASE_INSENSITIVE).matcher(html).find())
                    .as("inline <script>").isFalse();
            assertThat(Pattern.compile("<style", Pattern.CASE_INSENSITIVE).matcher(html).find()).as("<style> element").isFalse();
            assertThat(Pattern.compile("\\sstyle\\s*=", Pattern.CASE_INSENSITIVE).matcher(html).find()).as("style attribute").isFalse();
            assertThat(Pattern.compile("\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE).matcher(html).find()).as("on...= attribute").isFalse();
            assertThat(html).doesNotContain("http://").doesNotContain("https://");
        }
    }

    @Test
    void scriptsDoNotWriteInlineStylesOrHandlersOrLoadFromOtherSites() throws IOException {
        for (String name : SCRIPTS) {
            // the SVG namespace is a name, not an address
            String js = resource("js/" + name).replace("'http://www.w3.org/2000/svg'", "SVG_NAMESPACE");
            assertThat(js).as(name)
                    .doesNotContain("setAttribute('style'").doesNotContain("setAttribute(\"style\"")
                    .doesNotContain("cssText").doesNotContain("'style':").doesNotContain(" style:").doesNotContain("eval(").doesNotContain("new Function")
                    .doesNotContain("https://").doesNotContain("http://");
            assertThat(Pattern.compile("innerHTML[^;]*(style=|\\son[a-z]+=)").matcher(js).find())
                    .as(name + ": inline style or handler through innerHTML").isFalse();
        }
        assertThat(resource("css/boyi.css")).doesNotContain("@import").doesNotContain("url(http");
        assertThat(resource("css/rules.css")).doesNotContain("@import").doesNotContain("url(http");
        assertThat(resource("css/partizan.css")).doesNotContain("@import").doesNotContain("url(http");
    }

    @Test
    void everyFamilysViewKindIsABoardThePageDraws() throws IOException {
        String views = resource("js/views.js");
        String boards = resource("js/boards.js");
        java.util.regex.Matcher own = Pattern.compile("const VIEWS = \\{([^}]*)\\}").matcher(views);
        java.util.regex.Matcher canon = Pattern.compile("export const CANON_VIEWS = \\{([^}]*)\\}").matcher(boards);
        java.util.regex.Matcher partizan = Pattern.compile("export const PARTIZAN_VIEWS = \\{([^}]*)\\}").matcher(resource("js/partizan.js"));
        assertThat(own.find()).as("the table of views in views.js").isTrue();
        assertThat(canon.find()).as("the table of boards in boards.js").isTrue();
        assertThat(partizan.find()).as("the table of partizan boards in partizan.js").isTrue();
        java.util.regex.Matcher numbers = Pattern.compile("export const NUMBER_VIEWS = \\{([^}]*)\\}").matcher(resource("js/numberboards.js"));
        assertThat(numbers.find()).as("the table of boards in numberboards.js").isTrue();
        java.util.regex.Matcher pictures = Pattern.compile("export const PICTURE_VIEWS = \\{([^}]*)\\}").matcher(resource("js/pictures.js"));
        assertThat(pictures.find()).as("the table of boards in pictures.js").isTrue();
        assertThat(resource("js/viewkinds.js")).contains("...NUMBER_VIEWS", "...PARTIZAN_VIEWS", "...PICTURE_VIEWS");
        java.util.Set<String> kinds = new java.util.HashSet<>();
        for (String k : (own.group(1) + "," + canon.group(1) + "," + partizan.group(1) + "," + numbers.group(1) + "," + pictures.group(1))
                .split(",")) {
            kinds.add(k.trim());
        }
        // the page draws exactly the kinds of the core, no more, no less
        assertThat(kinds).as("the views the page defines").containsExactlyInAnyOrderElementsOf(
                java.util.Arrays.stream(boyi.games.ViewKind.values()).map(boyi.games.ViewKind::id).toList());
        for (GameFamily f : Catalogue.families()) {
            assertThat(kinds).as(f.id() + ": view kind " + f.view().id()).contains(f.view().id());
        }
    }

    @Test
    void scriptsNameNoGame() throws IOException {
        for (String name : SCRIPTS) {
            String js = resource("js/" + name);
            for (GameFamily f : Catalogue.families()) {
                assertThat(js).as(name + " names the game " + f.id())
                        .doesNotContain("'" + f.id() + "'").doesNotContain("\"" + f.id() + "\"");
            }
        }
    }

    @Test
    void gamesListGivesViewKindTextsInBothLanguagesAndWhetherThereIsATable() {
        Games games = new Games(Catalogue.families());
        @SuppressWarnings("unchecked")
        Map<String, Object> kayles = games.describeAll().stream().map(o -> (Map<String, Object>) o)
                .filter(m -> m.get("id").equals("kayles")).findFirst().orElseThrow();
        assertThat(kayles.get("view")).isEqualTo("pins");
        assertThat(kayles.get("has_table")).isEqualTo(true);
        assertThat(kayles).containsKeys("rules_zh", "rules_en", "summary_zh", "summary_en", "position_syntax_zh",
                "position_syntax_en", "rules", "position_syntax");
        @SuppressWarnings("unchecked")
        Map<String, Object> lol = games.describeAll().stream().map(o -> (Map<String, Object>) o)
                .filter(m -> m.get("id").equals("lol")).findFirst().orElseThrow();
        assertThat(lol.get("view")).isEqualTo("letters");
        assertThat(lol.get("has_table")).isEqualTo(false);
        @SuppressWarnings("unchecked")
        Map<String, Object> subtraction = games.describeAll().stream().map(o -> (Map<String, Object>) o)
                .filter(m -> m.get("id").equals("subtraction")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        Map<String, Object> takes = ((List<Map<String, Object>>) subtraction.get("parameters")).get(0);
        assertThat(takes).containsKeys("name", "description", "description_zh", "description_en", "example", "default", "choices");
        assertThat(takes.get("name")).isEqualTo("takes");
    }
}
