package boyi.games.heaprules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.solve.grundy.TakeAndBreak;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every heap rule against brute force of its own moves: the Grundy value (closed form or
 * pipeline) is the mex of the options, the move count is the number of moves listed, every
 * listed move is legal and moveTo reaches every smaller value.
 */
class HeapRulesTest {

    private static final int UPTO = 80;

    private static Map<String, HeapRule> rules() {
        Map<String, HeapRule> out = new TreeMap<>();
        out.put("nim", NimRule.RULE);
        out.put("lasker", LaskerRule.RULE);
        out.put("powers of two", PowerOfTwoRule.RULE);
        out.put("kayles", new TakeAndBreakRule(TakeAndBreak.octal("0.77")));
        out.put("dawson's chess", new TakeAndBreakRule(TakeAndBreak.octal("0.137")));
        out.put("4.07", new TakeAndBreakRule(TakeAndBreak.octal("4.07")));
        out.put("grundy's game", new TakeAndBreakRule(TakeAndBreak.grundysGame()));
        out.put("all but 1,2", new AllButRule(new long[] {1, 2}));
        Random random = new Random(19);
        for (int trial = 0; trial < 5; trial++) {
            long[] set = new long[1 + random.nextInt(4)];
            for (int i = 0; i < set.length; i++) {
                set[i] = 1 + random.nextInt(9);
            }
            SubtractionRule r = new SubtractionRule(TakeSet.of(set));
            out.put("subtraction " + r.takes(), r);
        }
        return out;
    }

    @Test
    void grundyValuesAreTheMexOfTheRulesOwnMoves() {
        rules().forEach((name, rule) -> {
            for (long n = 0; n <= UPTO; n++) {
                List<HeapMove> moves = rule.firstMoves(n, Integer.MAX_VALUE);
                boolean[] seen = new boolean[moves.size() + 1];
                for (HeapMove m : moves) {
                    long g = rule.grundyOfLeaves(m);
                    if (g < seen.length) {
                        seen[(int) g] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                assertThat(rule.grundy(n)).as("%s: G(%d)", name, n).isEqualTo(mex);
            }
        });
    }

    @Test
    void movesAreCountedLegalAndAddUp() {
        rules().forEach((name, rule) -> {
            for (long n = 0; n <= UPTO; n++) {
                List<HeapMove> moves = rule.firstMoves(n, Integer.MAX_VALUE);
                assertThat(rule.moveCount(n)).as("%s: moves of %d", name, n).isEqualTo(moves.size());
                assertThat(rule.firstMoves(n, 2)).isEqualTo(moves.subList(0, Math.min(2, moves.size())));
                for (HeapMove m : moves) {
                    assertThat(rule.legal(m)).as("%s: %s", name, m.name()).isTrue();
                    assertThat(m.heap() - m.take() - java.util.Arrays.stream(m.leaves()).sum()).isZero();
                    assertThat(m.leaves().length < 2 || rule.splits()).as("%s splits", name).isTrue();
                }
            }
        });
    }

    @Test
    void moveToReachesEverySmallerValue() {
        rules().forEach((name, rule) -> {
            for (long n = 0; n <= UPTO; n++) {
                for (long t = 0; t < rule.grundy(n); t++) {
                    HeapMove m = rule.moveTo(n, t);
                    assertThat(m).as("%s: %d to value %d", name, n, t).isNotNull();
                    assertThat(rule.legal(m)).isTrue();
                    assertThat(rule.grundyOfLeaves(m)).isEqualTo(t);
                }
            }
        });
    }

    @Test
    void closedFormsReachHeapsOfTenToTheEighteen() {
        long huge = 1_000_000_000_000_000_000L;
        assertThat(NimRule.RULE.moveTo(huge, 5)).isEqualTo(HeapMove.take(huge, huge - 5));
        assertThat(LaskerRule.RULE.grundyOfLeaves(LaskerRule.RULE.moveTo(huge, 7))).isEqualTo(7);
        assertThat(PowerOfTwoRule.RULE.moveCount(huge)).isEqualTo(60);
        assertThat(new TakeAndBreakRule(TakeAndBreak.octal("0.77")).grundy(huge)).isBetween(0L, 8L);
    }
}
