package boyi.games.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GeorgiaBobGameTest extends GameContractTest<List<Long>> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<List<Long>> instance() {
        return (GameInstance<List<Long>>) Catalogue.family("georgia-bob").instantiate(Map.of());
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return rows();
    }

    @Override
    protected boolean normalPlay() {
        return true;
    }

    static List<List<Long>> rows() {
        List<List<Long>> out = new java.util.ArrayList<>();
        for (int mask = 1; mask < (1 << 9); mask++) {
            if (Integer.bitCount(mask) <= 4) {
                List<Long> cells = new java.util.ArrayList<>();
                for (int c = 0; c < 9; c++) {
                    if ((mask >> c & 1) != 0) {
                        cells.add(c + 1L);
                    }
                }
                out.add(List.copyOf(cells));
            }
        }
        return out;
    }

    @Test
    void grundyValueIsTheXorOfTheGaps() {
        var g = instance();
        var grundy = new boyi.solve.GrundySolver<>((boyi.model.Impartial<List<Long>>) (Object) new boyi.model.Impartial<List<Long>>() {
            public List<boyi.model.Move<List<Long>>> moves(List<Long> p) { return g.game().moves(p); }
            public boyi.model.Value primitive(List<Long> p) { return g.game().primitive(p); }
        });
        for (List<Long> p : rows()) {
            assertThat((long) grundy.grundy(p)).as("%s", p).isEqualTo(boyi.theory.ChessmenRowTheory.gapXor(p.stream().mapToLong(Long::longValue).toArray()));
        }
    }

    @Test
    void samplesAndARepeatedCell() {
        assertThat(Analyzer.analyze(instance(), "1 2 3").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "17 1 5 6 7 9 12 14").value().outcome()).isEqualTo(Outcome.WIN);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> instance().parse("1 5 5"))
                .isInstanceOf(boyi.util.BadInputException.class).hasMessageContaining("two chessmen on cell 5");
    }
}
