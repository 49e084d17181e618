package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * One request, one budget: a rule text's request compiles the text and then analyses, two tasks
 * on the budget; each had a deadline of its own, so one request could run past its budget (a
 * heavy analysis answered at 6.55 s against a 5 s budget). Between the start and the end of a
 * request every task now gets the deadline set at its start.
 */
class OneBudgetPerRequestTest {

    private static final long HEAVY = WorkEstimate.CHEAP + 1;

    @Test
    void theTasksOfOneRequestShareTheDeadlineSetAtItsStart() throws InterruptedException {
        try (TimeBudget budget = new TimeBudget(Duration.ofSeconds(5), 2)) {
            long before = System.nanoTime();
            budget.startRequest();
            long after = System.nanoTime();
            long compile;
            long analysis;
            try {
                compile = budget.run(HEAVY, deadline -> deadline);
                Thread.sleep(300);
                analysis = budget.run(HEAVY, deadline -> deadline);
            } finally {
                budget.endRequest();
            }
            assertThat(analysis).isEqualTo(compile);
            assertThat(compile).isBetween(before + Duration.ofSeconds(5).toNanos(), after + Duration.ofSeconds(5).toNanos());
            long afterTheRequest = budget.run(HEAVY, deadline -> deadline);   // on a budget of its own again
            assertThat(afterTheRequest - compile).isGreaterThanOrEqualTo(Duration.ofMillis(300).toNanos());
        }
    }

    @Test
    void aTaskStartedAfterTheRequestsDeadlineIsStoppedNotGivenAFreshBudget() throws InterruptedException {
        try (TimeBudget budget = new TimeBudget(Duration.ofMillis(200), 2)) {
            budget.startRequest();
            try {
                String compiled = budget.run(HEAVY, deadline -> "compiled");
                assertThat(compiled).isEqualTo("compiled");
                Thread.sleep(400);             // the first task, or the wait for a worker, took the whole budget
                assertThatThrownBy(() -> budget.run(HEAVY, deadline -> "analysed"))
                        .isInstanceOfSatisfying(ApiException.class, stopped -> {
                            assertThat(stopped.status()).isEqualTo(503);
                            assertThat(stopped.outOfTime()).isTrue();
                        });
            } finally {
                budget.endRequest();
            }
        }
    }
}
