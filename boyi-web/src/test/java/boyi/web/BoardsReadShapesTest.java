package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The boards pick moves by their shape, never by their names or labels: with every move name and
 * label the API sends replaced by a meaningless word (and put back when the page plays it), every
 * game of the catalogue shows the same targets for the same moves as with the real names, and a
 * tap plays the move its target stands for.
 */
class BoardsReadShapesTest extends PageInChromium {

    /**
     * Replaces the page's fetch: the names in analyses ({@code move}, {@code best},
     * {@code move_order}, the labels) become words of letters only ({@code "qa"}, {@code "qb"} ...),
     * a played word goes to the server as its real name, and {@code __played} lists what was played.
     */
    private static final String RENAME = """
            const real = window.fetch.bind(window);
            const words = new Map();
            const names = new Map();
            const letters = (n) => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
            const word = (name) => {
              if (!words.has(name)) { const w = 'q' + letters(words.size); words.set(name, w); names.set(w, name); }
              return words.get(name);
            };
            const rename = (a) => {
              for (const m of a.moves || []) { m.move = word(m.move); m.label_zh = '着法' + m.move; m.label_en = 'move ' + m.move; }
              if (a.best) a.best = word(a.best);
              if (a.move_order) a.move_order = a.move_order.map(word);
            };
            window.__realName = (w) => names.get(w) || w;
            window.__played = [];
            window.fetch = async (url, init) => {
              const playing = String(url).includes('api/play');
              if (playing) {
                const body = JSON.parse(init.body);
                body.move = names.get(body.move) || body.move;
                window.__played.push(body.move);
                init = { ...init, body: JSON.stringify(body) };
              }
              const res = await real(url, init);
              if (!res.ok || !(playing || String(url).includes('api/analyze'))) return res;
              const data = await res.json();
              if (playing) { data.move = word(data.move); rename(data.analysis); } else rename(data);
              return new Response(JSON.stringify(data), { status: res.status, headers: { 'Content-Type': 'application/json' } });
            };
            """;

    /** Each target on the board: its element and data attributes, then the real names of its moves. */
    private static final String TARGETS = """
            const real = window.__realName || ((w) => w);
            return Array.from(document.querySelectorAll('#board [data-moves]')).map((e) =>
              [e.tagName, ...Array.from(e.attributes).filter((a) => a.name.startsWith('data-') && a.name !== 'data-moves')
                .map((a) => a.name + '=' + a.value)].join(' ') + ' -> ' + e.dataset.moves.split('|').map(real).join(' | '));
            """;

    private void open(String id) {
        js("document.getElementById('status').dataset.result = ''; location.hash = arguments[0]", "#game=" + id + "&lang=en&mode=hh");
        waitForGame(id);
    }

    @SuppressWarnings("unchecked")
    private List<String> targets() {
        return (List<String>) js(TARGETS);
    }

    @Test
    void everyBoardShowsTheSameTargetsWhenNamesAndLabelsChange() {
        resize(DESKTOP);
        load("#game=nim&lang=en&mode=hh");
        waitForGame("nim");
        Map<String, List<String>> named = new LinkedHashMap<>();
        for (GameFamily f : Catalogue.families()) {
            open(f.id());
            named.put(f.id(), targets());
        }
        js(RENAME);
        for (GameFamily f : Catalogue.families()) {
            open(f.id());
            assertThat(targets()).as(f.id() + ": the board's targets with renamed moves").isEqualTo(named.get(f.id()));
        }
        assertThat(named.get("multiplication")).as("the tiles are targets").anyMatch(t -> t.startsWith("g data-factor=7 -> multiply by 7"));
    }

    @Test
    void aTapPlaysTheMoveItsTargetStandsForWhenNamesChange() {
        resize(DESKTOP);
        load("#game=nim&lang=en&mode=hh");
        waitForGame("nim");
        js(RENAME);
        // a tile of the multiplication game, a Northcott cell, a Domineering slot: each plays its own move
        Map<String, String> taps = Map.of(
                "multiplication", "#board g.factor[data-factor='7']",
                "northcott", "#board g.cell[data-row='1'][data-col='2']",
                "domineering", "#board g.domino-slot[data-cells='b1-b2']");
        Map<String, String> expected = Map.of("multiplication", "multiply by 7", "northcott", "row 1: 4 -> 2", "domineering", "b1-b2");
        for (String id : List.of("multiplication", "northcott", "domineering")) {
            open(id);
            js("window.__played.length = 0; document.querySelector(arguments[0]).dispatchEvent(new MouseEvent('click', { bubbles: true }))", taps.get(id));
            waitUntil(id + ": a move played", () -> ((Number) js("return window.__played.length")).intValue() == 1);
            assertThat(js("return window.__played[0]")).as(id).isEqualTo(expected.get(id));
        }
    }
}
