package boyi.games.octal;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.solve.BudgetedTable;
import boyi.solve.StopsWhenInterrupted;
import boyi.solve.WorkBudget;
import java.util.Map;
import java.util.Random;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/** Heavy positions of the heap families stop within a second of an interrupt. */
class InterruptionTest {

    private static void analyze(String family, Map<String, String> parameters, String position) {
        GameInstance<?> g = Catalogue.family(family).instantiate(parameters);
        Analyzer.analyze(g, position);
    }

    @Test
    void grundysGameTableWithoutAWorkBound() {
        // as the command line asks for it: no work budget, only the time (the interrupt) bounds it
        BudgetedTable g = (BudgetedTable) Catalogue.family("grundy-game").instantiate(Map.of());
        StopsWhenInterrupted.check("grundy-game", () -> g.table(10_000_000, WorkBudget.unbounded(null)));
    }

    @Test
    void octalWithoutAnEarlyPeriod() {
        // 0.16: period 149459 from n = 105350 (Gangolli–Plambeck), beyond the proof stages
        // its table without a work bound: a heap analysis may instead be refused at once by its estimate
        BudgetedTable g = (BudgetedTable) Catalogue.family("octal").instantiate(Map.of("code", "0.16"));
        StopsWhenInterrupted.check("octal 0.16", () -> g.table(10_000_000, WorkBudget.unbounded(null)));
    }

    @Test
    void allButWithAThousandExcludedNumbers() {
        Random random = new Random(5);
        StringJoiner j = new StringJoiner(",");
        for (int i = 0; i < 1000; i++) {
            j.add(Integer.toString(1 + random.nextInt(99_999)));
        }
        StopsWhenInterrupted.check("all-but", () -> analyze("all-but", Map.of("except", j.toString()), "9000000"));
    }
}
