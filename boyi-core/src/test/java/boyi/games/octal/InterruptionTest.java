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
        // Treblecross (0.007): no period is known, so its table to 10^7 keeps computing until stopped
        // (0.16's period, 149459 from n = 105350, can be found and copied forward before the interrupt;
        // a heap analysis may instead be refused at once by its work estimate)
        BudgetedTable g = (BudgetedTable) Catalogue.family("octal").instantiate(Map.of("code", "0.007"));
        StopsWhenInterrupted.check("octal 0.007", () -> g.table(10_000_000, WorkBudget.unbounded(null)));
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
