package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.CanonicalGame;
import boyi.cgt.CgtNotation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two partizan games Boyi has no Java family for, held to values published in CGSuite's own test
 * suite: Partizan Euclid and Maundy Cake (plain and twisted), as the rule files of {@code rules/partizan/examples/}.
 *
 * <p>Source: CGSuite (Aaron Siegel), {@code lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala},
 * test "define partizan coordinate games properly" (commit 97381ddb0e850ba88c513303654a99c36eff5d18,
 * 30 April 2023), which lists {@code [G((8,n)).CanonicalForm for n from 0 to 8]} and
 * {@code G((8,8)).LeftOptions.Size} for {@code G = game.heap.PartizanEuclid} and
 * {@code game.heap.MaundyCake}, and the same for twisted Maundy Cake
 * ({@code GenCutcake(..., twisted => true)}, the file's {@code twisted=1}). Every other position of up to 30 (Euclid) or 12 x 12 (cakes) is
 * compared with a few-line recursion on the rules written here, independent of the rule language.
 */
class PublishedPartizanRulesTest {

    private static RulePartizanFamily family(String file) {
        return (RulePartizanFamily) RuleFamily.of(PartizanRuleFilesTest.read("examples/" + file), file).playable();
    }

    /** The Maundy Cake file with {@code twisted=1}, as {@code boyi solve --rules FILE twisted=1 POSITION} reads it. */
    private static RulePartizanFamily twistedMaundy() {
        String text = PartizanRuleFilesTest.read("examples/maundy-cake");
        return new RulePartizanFamily(text, "maundy-cake", RuleParser.parse(text, Map.of("twisted", "1"), "maundy-cake"));
    }

    @Test
    void partizanEuclidHasCgsuitesPublishedValues() {
        RulePartizanFamily euclid = family("partizan-euclid");
        // GameHeapTest.scala: ("game.heap.PartizanEuclid", "0", "[0,0,0,v,0,0,^,^5,0]"),
        // i.e. (8,n) for n = 0..8, and (8,8) has 0 Left options.
        String[] published = {"0", "0", "0", "v", "0", "0", "^", "^5", "0"};
        for (int n = 0; n <= 8; n++) {
            CanonicalGame g = euclid.value("8 " + n);
            assertThat(g.toString()).as("(8,%d)", n).isEqualTo(published[n]);
            assertThat(g).isEqualTo(CgtNotation.parse(published[n]));
        }
        assertThat(euclid.report("8 8").left()).isEmpty();
        assertThat(euclid.report("8 8").right()).isEmpty();
        assertThat(euclid.report("8 7").left()).extracting(o -> o.position()).containsExactly("7 1");
        assertThat(euclid.report("8 7").right()).extracting(o -> o.position()).containsExactly("7 6");
    }

    @Test
    void maundyCakeHasCgsuitesPublishedValues() {
        RulePartizanFamily maundy = family("maundy-cake");
        // GameHeapTest.scala: ("game.heap.MaundyCake", "3", "[-7,-7,-3,-3,-1,-3,-1,-3,0]"), i.e. the
        // cake of 8 rows and n columns for n = 0..8 (Left cuts columns, Right rows); n = 0, a cake
        // without a column, is not a position of the rule file, so n = 1..8 are checked.
        String[] published = {"-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"};
        for (int n = 1; n <= 8; n++) {
            CanonicalGame g = maundy.value(String.valueOf(800 + n));
            assertThat(g.toString()).as("8x%d", n).isEqualTo(published[n]);
        }
        // (8,8).LeftOptions.Size is 3: halves, quarters or eighths.
        assertThat(maundy.report("808").left()).hasSize(3);
    }

    @Test
    void twistedMaundyCakeHasCgsuitesPublishedHotValues() {
        RulePartizanFamily twisted = twistedMaundy();
        // GameHeapTest.scala, "Twisted Maundy cake! This is a fun one:"
        // GenCutcake(TakeAndBreak("{2+}=.0"), TakeAndBreak("{2+}=.0"), twisted => true), (8,n) for n = 0..8:
        // "[1,1,{8|-2},{8|-3},{8|-6},{8|-5},{8|-6,{-4|-14}},{10|-7},+-12]" (n = 1..8 checked, as above).
        String[] published = {"1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}", "{10|-7}", "+-12"};
        for (int n = 1; n <= 8; n++) {
            CanonicalGame g = twisted.value(String.valueOf(800 + n));
            assertThat(g.toString()).as("twisted 8x%d", n).isEqualTo(published[n]);
            assertThat(g).isEqualTo(CgtNotation.parse(published[n]));
        }
        // the same test's (8,8).LeftOptions.Size, 3: the 8 rows into 2, 4 or 8 parts
        assertThat(twisted.report("808").left()).hasSize(3);
    }

    @Test
    void everyEuclidPairUpTo30AgreesWithARecursionOnTheRulesAndIsAllSmall() {
        RulePartizanFamily euclid = family("partizan-euclid");
        Map<Long, CanonicalGame> memo = new HashMap<>();
        int compared = 0;
        for (int p = 0; p <= 30; p++) {
            for (int q = 0; q <= 30; q++) {
                CanonicalGame g = euclid.value(p + " " + q);
                assertThat(g).as("(%d,%d)", p, q).isEqualTo(euclid(p, q, memo));
                // each player can move exactly when the other can: an all-small game, an infinitesimal
                assertThat(g.isAllSmall()).as("(%d,%d) all-small", p, q).isTrue();
                compared++;
            }
        }
        assertThat(compared).isEqualTo(31 * 31);
    }

    @Test
    void everyMaundyCakeUpTo12x12AgreesWithARecursionOnTheRules() {
        RulePartizanFamily maundy = family("maundy-cake");
        RulePartizanFamily twisted = twistedMaundy();
        Map<Integer, CanonicalGame> plainMemo = new HashMap<>();
        Map<Integer, CanonicalGame> twistedMemo = new HashMap<>();
        int compared = 0;
        for (int r = 1; r <= 12; r++) {
            for (int c = 1; c <= 12; c++) {
                String cake = String.valueOf(r * 100 + c);
                assertThat(maundy.value(cake)).as("%dx%d", r, c).isEqualTo(cake(r, c, false, plainMemo));
                assertThat(twisted.value(cake)).as("twisted %dx%d", r, c).isEqualTo(cake(r, c, true, twistedMemo));
                compared += 2;
            }
        }
        // a heap of m + 1 equal cakes is their sum
        assertThat(maundy.value("30402")).isEqualTo(copies(4, cake(4, 2, false, plainMemo)));
        assertThat(maundy.value("20305 103")).isEqualTo(copies(3, cake(3, 5, false, plainMemo)).add(cake(1, 3, false, plainMemo)));
        assertThat(twisted.value("10203 405")).isEqualTo(copies(2, cake(2, 3, true, twistedMemo)).add(cake(4, 5, true, twistedMemo)));
        assertThat(compared).isEqualTo(288);
    }

    /** Partizan Euclid by its definition: over when q = 0 or q | p; Left to (q, p % q), Right to (q, q - p % q). */
    private static CanonicalGame euclid(long p, long q, Map<Long, CanonicalGame> memo) {
        if (q == 0 || p % q == 0) {
            return CanonicalGame.ZERO;
        }
        long key = p * 1_000_000 + q;
        CanonicalGame known = memo.get(key);
        if (known != null) {
            return known;
        }
        CanonicalGame g = CanonicalGame.of(List.of(euclid(q, p % q, memo)), List.of(euclid(q, q - p % q, memo)));
        memo.put(key, g);
        return g;
    }

    /**
     * Maundy Cake by its definition: Left cuts the c columns into d >= 2 equal parts (d pieces of
     * r x c/d), Right the r rows (r/d x c). Twisted, as CGSuite's GenCutcake reads a position
     * (r, c) swapped: Left divides the rows (d pieces of c x r/d), Right the columns (c/d x r).
     */
    private static CanonicalGame cake(int r, int c, boolean twisted, Map<Integer, CanonicalGame> memo) {
        CanonicalGame known = memo.get(r * 1000 + c);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        int leftSplits = twisted ? r : c;
        for (int d = 2; d <= leftSplits; d++) {
            if (leftSplits % d == 0) {
                left.add(copies(d, twisted ? cake(c, r / d, true, memo) : cake(r, c / d, false, memo)));
            }
        }
        int rightSplits = twisted ? c : r;
        for (int d = 2; d <= rightSplits; d++) {
            if (rightSplits % d == 0) {
                right.add(copies(d, twisted ? cake(c / d, r, true, memo) : cake(r / d, c, false, memo)));
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(r * 1000 + c, g);
        return g;
    }

    private static CanonicalGame copies(int d, CanonicalGame g) {
        CanonicalGame sum = CanonicalGame.ZERO;
        for (int i = 0; i < d; i++) {
            sum = sum.add(g);
        }
        return sum;
    }
}
