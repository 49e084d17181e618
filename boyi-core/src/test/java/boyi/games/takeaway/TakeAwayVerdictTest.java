package boyi.games.takeaway;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The take-away families decide by their periodic rows, search or Sprague–Grundy, with the numbers, in both languages. */
class TakeAwayVerdictTest {

    @SuppressWarnings("unchecked")
    private static <P> GameInstance<P> game(String family, Map<String, String> parameters) {
        return (GameInstance<P>) Catalogue.family(family).instantiate(parameters);
    }

    @Test
    void takeBallByItsParityRows() {
        GameInstance<ParityPosition> g = game("take-ball", Map.of("takes", "1,2,3"));
        Verdict v = Analyzer.verdict(g, g.parse("1000000000000000000"));
        assertThat(v.method().kind()).isEqualTo(Method.Kind.TABLE);
        assertThat(v.why().en()).contains("outcomes and remoteness: period 8 from n = 4, remoteness +4 per period")
                .contains("n = 10^18 falls on offset 4 of the period, like n = 8");
        assertThat(v.why().zh()).contains("胜负与步数：从 n = 4 起周期为 8，每个周期步数增加 4")
                .contains("n = 10^18 落在周期的第 4 位，与 n = 8 相同").contains("偶/偶");
        ParityPosition ten = g.parse("10");
        Move<ParityPosition> take2 = g.game().moves(ten).get(1);
        assertThat(g.notation().label(ten, take2).zh()).isEqualTo("取 2 个");
        assertThat(g.play(ten, "取 2 个")).isEqualTo(take2.result());
        assertThat(Analyzer.verdict(g, g.parse("0")).method()).isEqualTo(Method.OVER);
    }

    @Test
    void subtractionByRowsSearchAndSpragueGrundy() {
        GameInstance<List<Long>> g = game("subtraction", Map.of("takes", "1,3,4"));
        Verdict one = Analyzer.verdict(g, List.of(10L));
        assertThat(one.method().kind()).isEqualTo(Method.Kind.TABLE);
        assertThat(one.grundy()).isEqualTo(1L);
        assertThat(one.why().zh()).contains("SG 值 G(10) = 1");
        assertThat(Analyzer.verdict(g, List.of(10L, 20L)).method()).isEqualTo(Method.SEARCH);
        long e18 = 1_000_000_000_000_000_000L;
        Verdict big = Analyzer.verdict(g, List.of(e18, 5L));
        assertThat(big.method().kind()).isEqualTo(Method.Kind.THEOREM);
        long[] pattern = {0, 1, 0, 1, 2, 3, 2};
        assertThat(big.grundy()).isEqualTo(pattern[(int) (e18 % 7)] ^ pattern[5]);
        assertThat(big.why().zh()).startsWith("SG 定理：各堆 SG 值的异或为 ");
        List<Long> start = List.of(3L, 4L);
        Move<List<Long>> m = g.game().moves(start).get(0);
        assertThat(g.notation().label(start, m).zh()).isEqualTo("从第 1 堆取 1 个");
        assertThat(g.play(start, "从第 1 堆取 1 个")).isEqualTo(m.result());
    }

    @Test
    void parametersListTheirChoices() {
        assertThat(Catalogue.family("parity").parameters().get(1).choices()).containsExactly("odd", "even");
        assertThat(Catalogue.family("subtraction").parameters().get(1).choices()).containsExactly("normal", "misere");
        assertThat(Catalogue.family("parity").rules().zh()).contains("取数集合");
    }
}
