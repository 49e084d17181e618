package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.CanonicalGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two partizan games Boyi has no Java family for, from Lessons in Play (Albert, Nowakowski and
 * Wolfe): Toppling Dominoes and Shove, as the rule files of {@code rules/partizan/examples/}.
 * Their values on tiny positions are derived by hand below (each derivation in a comment), and
 * every strip of up to 6 cells is compared with a direct implementation of the rules on strings,
 * independent of the rule language.
 */
class PartizanRuleExamplesTest {

    private static RulePartizanFamily family(String file) {
        return (RulePartizanFamily) RuleFamily.of(PartizanRuleFilesTest.read("examples/" + file), file).playable();
    }

    /** A row of dominoes (B blue, R red, left to right) as the rule file's number. */
    private static String dominoes(String row) {
        return row.isEmpty() ? "0" : String.valueOf(Long.parseLong("1" + row.replace('B', '1').replace('R', '0'), 2));
    }

    /** A strip (. empty, L blue, R red, left end first) as the rule file's base-3 number. */
    private static String strip(String cells) {
        long s = 0;
        for (int i = cells.length() - 1; i >= 0; i--) {
            s = s * 3 + ".LR".indexOf(cells.charAt(i));
        }
        return String.valueOf(s);
    }

    @Test
    void topplingDominoesHasTheValuesDerivedByHand() {
        RulePartizanFamily f = family("toppling-dominoes");
        // B: Left topples it either way, leaving nothing: {0|} = 1; R is -1.
        assertThat(f.value(dominoes("B")).toString()).isEqualTo("1");
        assertThat(f.value(dominoes("R")).toString()).isEqualTo("-1");
        // BB: Left leaves nothing or one B: {0, 1|} = 2.
        assertThat(f.value(dominoes("BB")).toString()).isEqualTo("2");
        // BR: Left leaves R (B toppled left) or nothing; Right leaves B or nothing: {-1, 0|0, 1} = {0|0} = *.
        assertThat(f.value(dominoes("BR")).toString()).isEqualTo("*");
        assertThat(f.value(dominoes("RB")).toString()).isEqualTo("*");
        // BBR: Left leaves 0, BR = *, B = 1 or R = -1, Right leaves BB = 2 or 0: 1 dominates, so {1|0}.
        assertThat(f.value(dominoes("BBR")).toString()).isEqualTo("{1|0}");
        // BRB: Left leaves 0 or * (either end, toppled outwards or inwards), Right leaves B = 1 either way;
        // G >= 0 (Right's only moves reach 1), so Left's * reverses through its 0 to nothing: {0|1} = 1/2.
        assertThat(f.value(dominoes("BRB")).toString()).isEqualTo("1/2");
        // published: CGSuite's GameStripTest.scala, "define Toppling Dominoes properly" (commit 0625341, 2021),
        // game.strip.TopplingDominoes("lrrlrrl").CanonicalForm is Tiny(1/2) (l a blue domino, r a red one)
        assertThat(f.value(dominoes("BRRBRRB")).toString()).isEqualTo("Tiny(1/2)");
        // a sum of rows adds: BR + BR = * + * = 0, B + R = 0
        assertThat(f.value(dominoes("BR") + " " + dominoes("BR")).toString()).isEqualTo("0");
        assertThat(f.value(dominoes("B") + " " + dominoes("R")).toString()).isEqualTo("0");
    }

    @Test
    void shoveHasTheValuesDerivedByHand() {
        RulePartizanFamily f = family("shove");
        // A lone blue piece at cell i + 1 needs i + 1 shoves to fall off, each Left's alone: i + 1; red: -(i + 1).
        assertThat(f.value(strip("L")).toString()).isEqualTo("1");
        assertThat(f.value(strip("..L")).toString()).isEqualTo("3");
        assertThat(f.value(strip(".R")).toString()).isEqualTo("-2");
        // LL: Left shoves cell 1 off (leaving .L = 2) or cell 2 (L moves to 1, the first falls off: L = 1): {2, 1|} = 3.
        assertThat(f.value(strip("LL")).toString()).isEqualTo("3");
        // LR: Left shoves L off (.R = -2); Right shoves R onto cell 1, L falls off (R = -1): {-2|-1} = -3/2.
        assertThat(f.value(strip("LR")).toString()).isEqualTo("-3/2");
        // RL: Left leaves L = 1, Right leaves .L = 2: {1|2} = 3/2.
        assertThat(f.value(strip("RL")).toString()).isEqualTo("3/2");
        assertThat(f.value(strip("LR") + " " + strip("RL")).toString()).isEqualTo("0");
    }

    @Test
    void everyStripOfUpToSixCellsAgreesWithADirectImplementation() {
        RulePartizanFamily dominoes = family("toppling-dominoes");
        RulePartizanFamily shove = family("shove");
        Map<String, CanonicalGame> toppled = new HashMap<>();
        Map<String, CanonicalGame> shoved = new HashMap<>();
        int compared = 0;
        for (int n = 0; n <= 6; n++) {
            for (String row : PartizanRuleFilesTest.boards("BR", 1, n)) {
                assertThat(dominoes.value(dominoes(row)).toString()).as(row).isEqualTo(topple(row, toppled).toString());
                compared++;
            }
            for (String cells : PartizanRuleFilesTest.boards(".LR", 1, n)) {
                assertThat(shove.value(strip(cells)).toString()).as(cells).isEqualTo(shove(cells, shoved).toString());
                compared++;
            }
        }
        assertThat(compared).isEqualTo(127 + 1093);
    }

    /** Toppling Dominoes on a string: a domino of the mover's colour falls left or right with all on that side. */
    private static CanonicalGame topple(String row, Map<String, CanonicalGame> memo) {
        CanonicalGame known = memo.get(row);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            List<CanonicalGame> mover = row.charAt(i) == 'B' ? left : right;
            mover.add(topple(row.substring(i + 1), memo));
            mover.add(topple(row.substring(0, i), memo));
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(row, g);
        return g;
    }

    /** Shove on a string: the piece and everything to its left move one cell left; the first cell's piece falls off. */
    private static CanonicalGame shove(String cells, Map<String, CanonicalGame> memo) {
        String trimmed = cells.replaceAll("\\.+$", "");
        CanonicalGame known = memo.get(trimmed);
        if (known != null) {
            return known;
        }
        List<CanonicalGame> left = new ArrayList<>();
        List<CanonicalGame> right = new ArrayList<>();
        for (int i = 0; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c != '.') {
                String after = trimmed.substring(1, i + 1) + "." + trimmed.substring(i + 1);
                (c == 'L' ? left : right).add(shove(after, memo));
            }
        }
        CanonicalGame g = CanonicalGame.of(left, right);
        memo.put(trimmed, g);
        return g;
    }
}
