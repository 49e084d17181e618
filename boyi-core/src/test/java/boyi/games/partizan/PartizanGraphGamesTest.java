package boyi.games.partizan;

import static boyi.games.partizan.PartizanGamesTest.plain;
import static boyi.games.partizan.PartizanGamesTest.signExpansion;
import static boyi.games.partizan.PartizanGamesTest.strings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.cgt.CanonicalGame;
import boyi.cgt.CgtNotation;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Blue-Red Hackenbush pictures, Col and Snort: cached region values against plain recursion over
 * the whole position, the theorems about their values, and known values.
 */
class PartizanGraphGamesTest {

    private static final HackenbushGraphGame HACKENBUSH = new HackenbushGraphGame();
    private static final ColGame COL = new ColGame();
    private static final SnortGame SNORT = new SnortGame();

    /** A stalk as a path from the ground (vertex 0): LR is 0-1:L 1-2:R. */
    private static String path(String stalk) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < stalk.length(); i++) {
            b.append(i == 0 ? "" : " ").append(i).append('-').append(i + 1).append(':').append(stalk.charAt(i));
        }
        return b.toString();
    }

    @Test
    void stalksAsPathsFollowTheSignExpansionRule() {
        for (String s : strings("LR", 8)) {
            CanonicalGame v = HACKENBUSH.report(path(s)).value();
            assertThat(v.isNumber()).isTrue();
            assertThat(v.number()).as(path(s)).isEqualTo(signExpansion(s));
        }
    }

    @Test
    void picturesAgreeWithPlainRecursionAndAreNumbers() {
        Random random = new Random(5);
        Map<HackenbushGraph, CanonicalGame> memo = new HashMap<>();
        for (int k = 0; k < 300; k++) {
            int edges = 1 + random.nextInt(7);
            List<String> words = new ArrayList<>();
            for (int e = 0; e < edges; e++) {
                int a = random.nextInt(5);
                int b = random.nextInt(5);
                words.add(a + "-" + b + ":" + (random.nextBoolean() ? "L" : "R"));
            }
            String text = String.join(" ", words);
            HackenbushGraph board = HACKENBUSH.parseBoard(text);
            CanonicalGame v = HACKENBUSH.report(text).value();
            assertThat(v).as(text).isSameAs(plain(new HackenbushGraphGame.Rules(), board, memo));
            assertThat(v.isNumber()).as(text).isTrue();     // every Blue-Red Hackenbush position is a number
        }
    }

    @Test
    void colAndSnortAgreeWithPlainRecursionOnSmallGridsAndGraphs() {
        Random random = new Random(7);
        for (ColouringGame game : List.of(COL, SNORT)) {
            Map<ColouringBoard, CanonicalGame> memo = new HashMap<>();
            for (int k = 0; k < 120; k++) {
                String text;
                if (k % 2 == 0) {
                    int rows = 1 + random.nextInt(3);
                    int cols = 1 + random.nextInt(4);
                    StringBuilder b = new StringBuilder();
                    for (int r = 0; r < rows; r++) {
                        b.append(r > 0 ? "|" : "");
                        for (int c = 0; c < cols; c++) {
                            b.append("....LR#".charAt(random.nextInt(7)));
                        }
                    }
                    text = b.toString();
                } else {
                    int n = 2 + random.nextInt(6);
                    StringBuilder b = new StringBuilder();
                    for (int v = 0; v < n; v++) {
                        b.append("....LR".charAt(random.nextInt(6)));
                    }
                    for (int e = 0; e < n + 1; e++) {
                        int a = 1 + random.nextInt(n);
                        int c = 1 + random.nextInt(n);
                        if (a != c) {
                            b.append(' ').append(a).append('-').append(c);
                        }
                    }
                    text = b.toString();
                }
                ColouringBoard board = game.parseBoard(text);
                CanonicalGame v = game.report(text).value();
                assertThat(v).as(game.id() + " " + text).isSameAs(plain(game.boardRules(), board, memo));
                if (game == COL) {                  // Col: a number or a number plus * (Winning Ways)
                    CanonicalGame x = v.isNumber() ? v : v.add(CanonicalGame.STAR);
                    assertThat(x.isNumber()).as(text + " = " + v).isTrue();
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        // paths, a fork, a triangle, loops, parallel edges, a picture not joined to the ground, two parts
        "hackenbush-graph; 0-1:L; 1", "hackenbush-graph; 0-1:L 1-2:R; 1/2", "hackenbush-graph; 0-1:L 1-2:R 1-3:R; 1/4",
        "hackenbush-graph; 0-1:L 0-2:L 1-2:R; 1", "hackenbush-graph; 0-0:L; 1", "hackenbush-graph; 0-1:L 1-1:R; 1/2",
        "hackenbush-graph; 5-7:L 7-9:R; 0", "hackenbush-graph; 0-1:L 0-1:R; 0", "hackenbush-graph; -; 0",
        "hackenbush-graph; 0-1:R 1-2:L 0-3:L 3-4:L; 3/2",
        // one uncoloured vertex is *; a vertex only one player may colour is 1 or -1
        "col; .; *", "col; ..; 0", "col; L.; -1", "col; .R; 1", "col; L.R; 0", "col; .#.; 0",
        "snort; .; *", "snort; ..; +-1", "snort; L.; 1", "snort; R.; -1", "snort; L.R; 0", "snort; .#.; 0",
        "snort; ... 1-2 2-3 3-1; +-2",
    })
    void knownValues(String family, String position, String value) {
        PartizanFamily<?> f = (PartizanFamily<?>) boyi.catalogue.Catalogue.family(family);
        assertThat(f.report(position).value()).isSameAs(CgtNotation.parse(value));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "hackenbush-graph; 0-1:L 1-2:B; hackenbush-graph: edge 2 \"1-2:B\": expected from-to:colour, e.g. 0-1:L (0 is the ground, colour L or R)",
        "hackenbush-graph; 0-1000:L; hackenbush-graph: edge 1 \"0-1000:L\": vertex numbers go up to 999",
        "col; ..x; col: row 1, cell 3 \"x\": expected one of . L R #",
        "col; .. 1-3; col: edge 1 \"1-3\": expected i-j with two different vertices from 1 to 2",
        "snort; .x 1-2; snort: vertex 2 \"x\": expected one of . L R l r",
    })
    void badBoardsAreNamed(String family, String position, String message) {
        PartizanFamily<?> f = (PartizanFamily<?>) boyi.catalogue.Catalogue.family(family);
        assertThatThrownBy(() -> f.report(position)).isInstanceOf(BadInputException.class).hasMessage(message);
    }
}
