package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs heavy work on a worker thread, interrupts it after 200 ms and checks that the worker is
 * free again within a second: every long loop checks {@link Interruption}. The work must still be
 * running when interrupted (else the check proves nothing).
 *
 * <pre>{@code
 * StopsWhenInterrupted.check("grundy-game heap 1999999", () -> Analyzer.analyze(grundy, "1999999"));
 * }</pre>
 */
public final class StopsWhenInterrupted {

    private StopsWhenInterrupted() {
    }

    public static void check(String what, Runnable heavy) {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                heavy.run();
            } catch (Throwable t) {
                thrown.set(t);
            }
        }, "heavy " + what);
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join(200);
            assertThat(worker.isAlive()).as("%s still runs after 200 ms (heavy enough to test)", what).isTrue();
            long interrupted = System.nanoTime();
            worker.interrupt();
            worker.join(1000);
            assertThat(worker.isAlive()).as("%s stops within a second of the interrupt", what).isFalse();
            long ms = (System.nanoTime() - interrupted) / 1_000_000;
            assertThat(ms).as("%s: ms to stop", what).isLessThan(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            worker.interrupt();
        }
        assertThat(thrown.get()).as("%s ends by the interruption", what).isInstanceOf(boyi.util.TooLargeException.class);
        assertThat(thrown.get().getMessage()).contains("stopped");
    }
}
