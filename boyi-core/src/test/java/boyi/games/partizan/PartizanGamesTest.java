package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.CanonicalGame;
import boyi.cgt.CgtNotation;
import boyi.cgt.Dyadic;
import boyi.model.Move;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Clobber, Toads and Frogs, Hackenbush strings and Cutcake: each family's cached region values
 * against plain recursion over the whole position, Hackenbush against the sign-expansion rule,
 * and known values.
 */
class PartizanGamesTest {

    /** The value by plain recursion: no regions, no symmetry, no shared cache. */
    static <B> CanonicalGame plain(PartizanRules<B> rules, B board, Map<B, CanonicalGame> memo) {
        CanonicalGame g = memo.get(board);
        if (g == null) {
            List<CanonicalGame> l = new ArrayList<>();
            List<CanonicalGame> r = new ArrayList<>();
            for (Move<B> m : rules.leftMoves(board)) {
                l.add(plain(rules, m.result(), memo));
            }
            for (Move<B> m : rules.rightMoves(board)) {
                r.add(plain(rules, m.result(), memo));
            }
            g = CanonicalGame.of(l, r);
            memo.put(board, g);
        }
        return g;
    }

    /** Every string of length 1..maxLength over the alphabet. */
    static List<String> strings(String alphabet, int maxLength) {
        List<String> out = new ArrayList<>();
        List<String> level = List.of("");
        for (int n = 1; n <= maxLength; n++) {
            List<String> next = new ArrayList<>();
            for (String s : level) {
                for (char c : alphabet.toCharArray()) {
                    next.add(s + c);
                }
            }
            out.addAll(next);
            level = next;
        }
        return out;
    }

    /** Berlekamp's sign expansion: the first run counts ±1 an edge, each later edge ±1/2, ±1/4, ... */
    static Dyadic signExpansion(String stalk) {
        Dyadic v = Dyadic.ZERO;
        int run = 0;
        while (run < stalk.length() && stalk.charAt(run) == stalk.charAt(0)) {
            v = v.add(Dyadic.of(stalk.charAt(0) == 'L' ? 1 : -1));
            run++;
        }
        for (int i = run; i < stalk.length(); i++) {
            Dyadic unit = Dyadic.of(BigInteger.ONE, i - run + 1);
            v = v.add(stalk.charAt(i) == 'L' ? unit : unit.negate());
        }
        return v;
    }

    @Test
    void hackenbushStringsFollowTheSignExpansionRule() {
        HackenbushGame game = new HackenbushGame();
        List<String> stalks = strings("LR", 10);
        assertThat(stalks).hasSize(2046);
        for (String s : stalks) {
            CanonicalGame v = game.report(s).value();
            assertThat(v.isNumber()).isTrue();
            assertThat(v.number()).as(s).isEqualTo(signExpansion(s));
        }
        // stalks side by side add up
        assertThat(game.report("LRR LL RLR").value()).isSameAs(
                CanonicalGame.number(signExpansion("LRR").add(signExpansion("LL")).add(signExpansion("RLR"))));
    }

    @Test
    void toadsAndFrogsAgreeWithPlainRecursionOnEveryStripUpTo7() {
        ToadsAndFrogsGame game = new ToadsAndFrogsGame();
        Map<StripBoard, CanonicalGame> memo = new HashMap<>();
        for (String s : strings("tf.", 7)) {
            assertThat(game.report(s).value()).as(s).isSameAs(plain(new ToadsAndFrogsGame.Rules(), new StripBoard(s), memo));
        }
    }

    @Test
    void clobberAgreesWithPlainRecursionOnSmallGrids() {
        ClobberGame game = new ClobberGame();
        Map<GridBoard, CanonicalGame> memo = new HashMap<>();
        Random random = new Random(11);
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                for (int k = 0; k < 15; k++) {
                    char[] cells = new char[rows * cols];
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = "xo.xo".charAt(random.nextInt(5));
                    }
                    GridBoard b = new GridBoard(rows, cols, new String(cells));
                    assertThat(game.report(b.toString()).value()).as(b.toString())
                            .isSameAs(plain(new ClobberGame.Rules(), b, memo));
                }
            }
        }
    }

    @Test
    void cutcakeAgreesWithPlainRecursionAndTheStripRule() {
        CutcakeGame game = new CutcakeGame();
        Map<StripBoard, CanonicalGame> memo = new HashMap<>();
        for (int r = 1; r <= 3; r++) {
            for (int c = 1; c <= 4; c++) {
                String piece = r + "x" + c;
                CanonicalGame v = game.report(piece).value();
                assertThat(v).as(piece).isSameAs(plain(new CutcakeGame.Rules(), new StripBoard(r == 1 && c == 1 ? "" : piece), memo));
                assertThat(v.isNumber()).as(piece).isTrue();   // Cutcake has only numbers (Winning Ways)
            }
            // a strip of n squares across is n - 1 cuts for Left and nothing for Right
            assertThat(game.report("1x" + (r + 1)).value()).isSameAs(CanonicalGame.integer(r));
            assertThat(game.report((r + 1) + "x1").value()).isSameAs(CanonicalGame.integer(-r));
        }
    }

    @ParameterizedTest(name = "{0} {1} = {2}")
    @CsvSource(delimiter = ';', value = {
        "clobber; xo; *", "clobber; x|o; *", "clobber; xx|oo; 0", "clobber; xoo; v", "clobber; x.o; 0",
        "toads-and-frogs; t.f; *", "toads-and-frogs; tf; 0", "toads-and-frogs; t.; 1", "toads-and-frogs; .f; -1",
        "toads-and-frogs; t..; 2", "toads-and-frogs; ft; 0",
        "hackenbush; LR; 1/2", "hackenbush; LRR; 1/4", "hackenbush; RL; -1/2", "hackenbush; L R; 0",
        "cutcake; 1x2; 1", "cutcake; 2x2; 0", "cutcake; 2x1 1x2; 0",
    })
    void knownValues(String family, String position, String value) {
        PartizanFamily<?> f = (PartizanFamily<?>) boyi.catalogue.Catalogue.family(family);
        assertThat(f.report(position).value()).isSameAs(CgtNotation.parse(value));
    }
}
