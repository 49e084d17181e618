package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.heaps.AppleRow;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.ComponentRules;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import boyi.solve.grundy.TakeAndBreak;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Anti-SG rule against exhaustive misère search of the real moves, for the games that claim it. */
class AntiSgTheoryTest {

    static List<List<Long>> positions(int maxCount, long maxTotal) {
        List<List<Long>> out = new ArrayList<>();
        collect(new ArrayList<>(), maxCount, 0, maxTotal, out);
        return out;
    }

    private static void collect(List<Long> prefix, int maxCount, long from, long left, List<List<Long>> out) {
        if (!prefix.isEmpty()) {
            out.add(List.copyOf(prefix));
        }
        if (prefix.size() == maxCount) {
            return;
        }
        for (long h = Math.max(from, 0); h <= left; h++) {
            prefix.add(h);
            collect(prefix, maxCount, h, left - h, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    private static void agrees(ComponentRules<Long> rules, int maxCount, long maxTotal) {
        assertThat(rules.antiSg()).isTrue();
        NegamaxSolver<List<Long>> misere = new NegamaxSolver<>(SumGame.of(rules, SumRule.MISERE));
        int checked = 0;
        for (List<Long> p : positions(maxCount, maxTotal)) {
            long x = 0;
            boolean big = false;
            for (long h : p) {
                long g = rules.grundy(h).orElseThrow();
                x ^= g;
                big |= g > 1;
            }
            assertThat(AntiSgTheory.moverWins(x, big)).as("%s", p).isEqualTo(misere.value(p).outcome() == Outcome.WIN);
            checked++;
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    void misereNim() {
        agrees(HeapComponent.NIM, 4, 12);
    }

    @Test
    void misereRowsOfApples() {
        agrees(AppleRow.RULES, 4, 11);
    }

    @Test
    void misereLaskerNim() {
        agrees(HeapComponent.LASKER, 4, 11);
    }

    @Test
    void misereKaylesBreaksTheRuleSoItIsNotClaimed() {
        HeapComponent kayles = new HeapComponent(new TakeAndBreakRule(TakeAndBreak.octal("0.77")));
        assertThat(kayles.antiSg()).isFalse();
        NegamaxSolver<List<Long>> misere = new NegamaxSolver<>(SumGame.of(kayles, SumRule.MISERE));
        @SuppressWarnings("unchecked")
        boyi.solve.GrundySolver<List<Long>> grundy = new boyi.solve.GrundySolver<>(
                (boyi.model.Impartial<List<Long>>) (Object) SumGame.of(kayles, SumRule.NORMAL));
        boolean broken = false;
        for (long n = 1; n <= 14; n++) {
            long g = grundy.grundy(List.of(n));
            boolean antiSg = AntiSgTheory.moverWins(g, g > 1);
            broken |= antiSg != (misere.value(List.of(n)).outcome() == Outcome.WIN);
        }
        assertThat(broken).as("some single Kayles heap of at most 14 pins breaks the Anti-SG rule").isTrue();
    }
}
