package boyi.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Value;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Closed-form games do not spend their budget on a remoteness search that cannot finish (issue
 * 20): Lasker's Nim on a heap of 100 took 5 s of doomed searches and gave no remoteness; taking
 * the whole heap wins in 1.
 */
class ClosedFormRemotenessTest {

    @Test
    void laskerNimOnAHeapOf100IsWinInOneAtOnce() {
        GameInstance<?> lasker = Catalogue.family("lasker-nim").instantiate(Map.of());
        Analyzer.analyze(lasker, "3");   // class loading and the Grundy rule, outside the timing
        // CPU time of this thread: the machine's load does not count
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long start = cpu.getCurrentThreadCpuTime();
        Analysis a = Analyzer.analyze(lasker, "100");
        long millis = (cpu.getCurrentThreadCpuTime() - start) / 1_000_000;
        System.out.println("lasker-nim 100: " + millis + " ms of CPU");
        assertThat(a.value()).isEqualTo(Value.win(1));
        assertThat(a.moves().get(0).label().en()).isEqualTo("heap 1: take 100");
        assertThat(a.why().en()).contains("G(100)=99").endsWith("win in 1, quickest by heap 1: take 100.");
        assertThat(a.why().zh()).contains("1 步可胜");
        assertThat(millis).as("milliseconds of CPU").isLessThan(500);   // measured 163 ms, cold, on the shared 2-core machine
    }

    @Test
    void smallPositionsKeepTheRemotenessOfPlainSearch() {
        @SuppressWarnings("unchecked")
        GameInstance<Object> lasker = (GameInstance<Object>) Catalogue.family("lasker-nim").instantiate(Map.of());
        for (String position : new String[] {"1", "6", "3 4", "1 1", "2 5 0"}) {
            Object p = lasker.parse(position);
            assertThat(Analyzer.analyze(lasker, p).value()).as(position)
                    .isEqualTo(new boyi.solve.NegamaxSolver<>(lasker.game()).value(p));
        }
    }
}
