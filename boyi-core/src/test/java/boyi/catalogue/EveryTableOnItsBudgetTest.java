package boyi.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.solve.Interruption;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every family of the catalogue, with its example parameters: its largest table (n up to
 * 100,000) under a 200 ms deadline gives its worker back within 1 s, answered, stopped or
 * refused (issue 20: a Lasker's Nim table to 100,000 ran 22 s past its deadline).
 */
class EveryTableOnItsBudgetTest {

    static java.util.List<String> families() {
        return Catalogue.families().stream().map(GameFamily::id).toList();
    }

    @ParameterizedTest
    @MethodSource("families")
    void theLargestTableStopsAtItsDeadline(String id) throws Exception {
        GameFamily family = Catalogue.family(id);
        GameInstance<?> game = family.instantiate(family.exampleParameters());
        run(game, Duration.ofMillis(20), 5_000);   // classes loaded as in a running server
        run(game, Duration.ofMillis(200), 1_000);
    }

    /** Wythoff's table skips the exact test where b > 2a (never cold): every cell still agrees with it. */
    @org.junit.jupiter.api.Test
    void wythoffsTableAgreesWithTheColdTestOnEveryCell() {
        boyi.solve.Table t = Catalogue.family("wythoff").instantiate(java.util.Map.of()).table(500).orElseThrow();
        for (int a = 0; a < t.values().length; a++) {
            for (int b = 0; b <= 500; b++) {
                assertThat(t.values()[a][b]).as("(%d, %d)", a, b).isEqualTo(boyi.theory.WythoffTheory.isCold(a, b) ? -1L : 1L);
            }
        }
    }

    private static void run(GameInstance<?> game, Duration budget, long freeWithinMs) throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                Interruption.withDeadline(budget, () -> game.table(100_000));
            } catch (Throwable e) {
                failure.set(e);
            }
            done.complete(null);
        }, "table-budget-test");
        worker.setDaemon(true);
        worker.start();
        try {
            done.get(freeWithinMs, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            worker.interrupt();
            throw new AssertionError(game.describe() + ": the table's worker was still busy " + freeWithinMs + " ms after it started");
        }
        if (failure.get() != null) {
            assertThat(failure.get()).as(game.describe()).isInstanceOfAny(TooLargeException.class, BadInputException.class);
        }
    }
}
