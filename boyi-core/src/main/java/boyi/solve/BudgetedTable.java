package boyi.solve;

import java.util.Optional;

/**
 * A game whose table over n may take long to compute and can be asked for with a
 * {@link WorkBudget}: unbounded with progress on the command line, bounded elsewhere.
 *
 * <pre>{@code
 * if (game instanceof BudgetedTable t) {
 *     t.table(10_000_000, WorkBudget.unbounded(progressBar));
 * }
 * }</pre>
 */
public interface BudgetedTable {

    /** The table over n = 0..upto within the budget. @throws boyi.util.TooLargeException beyond it */
    Optional<Table> table(long upto, WorkBudget budget);
}
