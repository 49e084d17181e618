package boyi.games.heaps;

import boyi.games.CanonGames;
import boyi.games.SmallPositions;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeorgiaBobGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("georgia-bob");
    }

    @Test
    void grundyValueIsTheXorOfTheGaps() {
        var g = instance();
        var grundy = new boyi.solve.GrundySolver<>((boyi.model.Impartial<List<Long>>) (Object) new boyi.model.Impartial<List<Long>>() {
            public List<boyi.model.Move<List<Long>>> moves(List<Long> p) { return g.game().moves(p); }
            public boyi.model.Value primitive(List<Long> p) { return g.game().primitive(p); }
        });
        for (List<Long> p : SmallPositions.chessmen(9, 4)) {
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
