package boyi.games.heaps;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.heaprules.AllButRule;
import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.games.sums.ComponentMove;
import boyi.games.sums.ComponentRules;
import boyi.model.Method;
import boyi.solve.grundy.TakeAndBreak;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Heap rules as components of sums: names read back, values from the rule, octal heaps beyond search. */
class HeapComponentTest {

    private static final List<ComponentRules<Long>> HEAPS = List.of(HeapComponent.NIM, HeapComponent.LASKER, Cet4Game.PILE,
            new HeapComponent(new SubtractionRule(TakeSet.of(2, 5))), octal("0.77"), octal("4.07"), new HeapComponent(new AllButRule(new long[] {1})));

    private static HeapComponent octal(String code) {
        return new HeapComponent(new TakeAndBreakRule(TakeAndBreak.octal(code)));
    }

    @Test
    void everyListedMoveIsReadBackFromItsNameAndNothingElseIs() {
        for (ComponentRules<Long> heap : HEAPS) {
            for (long n = 0; n <= 30; n++) {
                List<ComponentMove<Long>> moves = heap.moves(n);
                assertThat(heap.moveCount(n)).isEqualTo(moves.size());
                for (ComponentMove<Long> m : moves) {
                    assertThat(heap.move(n, m.name())).contains(m);
                }
                for (String name : List.of("take 0", "take " + (n + 1), "split 0+" + n, "take 1, leave 3+1", "split", "take x", "take 01", "take 1, leave 01+1")) {
                    if (moves.stream().noneMatch(m -> m.name().equals(name))) {
                        assertThat(heap.move(n, name)).as("%s on %d", name, n).isEmpty();
                    }
                }
            }
        }
    }

    @Test
    void namesAndLabelsOfTheThreeKindsOfMove() {
        HeapComponent heap = octal("4.07");
        assertThat(heap.moves(4L)).extracting(ComponentMove::name)
                .containsExactly("split 1+3", "split 2+2", "take 2", "take 2, leave 1+1");
        assertThat(heap.moves(4L)).extracting(m -> m.label().zh())
                .containsExactly("分成 1 和 3", "分成 2 和 2", "取 2 个", "取走中间 2 个，剩 1 和 1");
        assertThat(HeapComponent.NIM.moves(2L)).extracting(ComponentMove::parts).containsExactly(List.of(1L), List.of(0L));
    }

    @Test
    void anOctalHeapInASumTakesItsValuesFromThePipeline() {
        HeapComponent kayles = octal("0.77");
        assertThat(kayles.grundy(100_000L)).isPresent();
        assertThat(kayles.grundyRule().en()).contains("sparse-space method");
        var g = Catalogue.family("sum").instantiate(Map.of("of", "kayles"));
        assertThat(Analyzer.analyze(g, "30 40").method().kind()).isEqualTo(Method.Kind.THEOREM);
    }
}
