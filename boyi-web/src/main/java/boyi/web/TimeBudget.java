package boyi.web;

import boyi.analysis.Analyzer;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs solver work on a small pool of daemon worker threads and waits at most a fixed time for
 * it, so that no request can hang the server: a late task is cancelled (its thread interrupted)
 * and the request gets 503; a full pool also answers 503; {@link TooLargeException} and running
 * out of memory answer 422; {@link BadInputException} answers 400.
 *
 * <pre>{@code
 * TimeBudget budget = new TimeBudget(Duration.ofSeconds(5), 2);
 * Analysis a = budget.run(() -> Analyzer.analyze(game, "10"));
 * }</pre>
 */
final class TimeBudget implements AutoCloseable {

    private final Duration limit;
    private final ThreadPoolExecutor pool;

    TimeBudget(Duration limit, int workers) {
        this.limit = limit;
        AtomicInteger count = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(workers, workers, 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(4 * workers), r -> {
                    Thread t = new Thread(r, "boyi-solver-" + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        this.pool.allowCoreThreadTimeOut(true);
    }

    Duration limit() {
        return limit;
    }

    /** The task's result, or an {@link ApiException} with the right status. */
    <T> T run(Callable<T> task) {
        Future<T> future;
        try {
            future = pool.submit(() -> {
                try {
                    return task.call();
                } catch (OutOfMemoryError e) {
                    throw new TooLargeException("the position needs more memory than the server has");
                }
            });
        } catch (RejectedExecutionException e) {
            throw new ApiException(503, "the server is busy with other analyses; try again in a few seconds");
        }
        try {
            return future.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new ApiException(503, "the analysis took longer than the time budget of "
                    + limit.toMillis() / 1000.0 + " s and was stopped; try a smaller position");
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new ApiException(503, "the request was interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof BadInputException) {
                throw new ApiException(400, cause.getMessage());
            }
            if (cause instanceof TooLargeException) {
                throw new ApiException(422, cause.getMessage());
            }
            if (cause instanceof ApiException api) {
                throw api;
            }
            throw new ApiException(500, "internal error: " + cause);
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
