package boyi.web;

import boyi.solve.Interruption;
import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import boyi.util.Text;
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
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs solver work on two small pools of daemon worker threads, each task under a deadline, so
 * that no request can hang the server and cheap requests are answered while heavy ones run:
 * <ul>
 *   <li>work estimated cheap ({@link WorkEstimate#CHEAP}) runs first on the <em>quick</em> pool
 *       (two workers per core, long queue) for at most {@link #QUICK_SLICE} once started; if it is
 *       not done by then it moves to the heavy pool with what is left of its budget;</li>
 *   <li>other work runs on the <em>heavy</em> pool (one worker per core, short queue; full: 503
 *       busy at once);</li>
 *   <li>every task runs with its deadline set for {@link Interruption} (solver loops stop within
 *       ~100 ms of it) and is also interrupted at the deadline; a task still queued at its
 *       deadline is dropped;</li>
 *   <li>one request has one budget: between {@link #startRequest()} and {@link #endRequest()} on
 *       a request's thread every task shares the deadline set at its start (a rule text's compile
 *       and its analysis are two tasks: each on a budget of its own, one request of a new rule
 *       text could take twice the budget);</li>
 *   <li>the budget includes the answer: the work stops {@link #ANSWER_SHARE the last tenth} of the
 *       budget before its end, and the request stops waiting for it halfway through that tenth,
 *       so that a stopped request is written within its budget (with a 5 s budget: the work stops
 *       at 4.5 s, the wait at 4.75 s; it stopped at 5 s and waited until 5.3 s, and a fresh server's
 *       heavy requests answered after 5.5 to 6.5 s).</li>
 * </ul>
 * {@link TooLargeException}, running out of memory and a stack overflow answer 422, {@link BadInputException}
 * 400, {@link DamagedDataException} (a damaged database, a missing tier file) 503 with the repair command, a
 * task stopped at its deadline 503.
 *
 * <pre>{@code
 * TimeBudget budget = new TimeBudget(Duration.ofSeconds(5), 2);
 * Analysis a = budget.run(WorkEstimate.CHEAP, deadline -> Analyzer.analyze(game, "10"));
 * }</pre>
 */
final class TimeBudget implements AutoCloseable {

    /** How long a task estimated cheap may run on the quick pool before it moves to the heavy pool. */
    static final Duration QUICK_SLICE = Duration.ofMillis(500);
    /**
     * The part of a budget ({@code 1/ANSWER_SHARE}) kept at its end for the answer: its first half
     * for a stopped task to give its worker back, its second half to write the answer.
     */
    static final int ANSWER_SHARE = 10;

    /** Work under a deadline ({@link System#nanoTime()} terms), for lock waits. */
    interface Task<T> {
        T call(long deadlineNanos) throws Exception;
    }

    private final Duration limit;
    /** The deadline of the request on this thread ({@link System#nanoTime()} terms), if one was started. */
    private final ThreadLocal<long[]> requestDeadline = new ThreadLocal<>();
    private final ThreadPoolExecutor quick;
    private final ThreadPoolExecutor heavy;

    /** @param heavyWorkers threads for heavy work (and as many for quick work) */
    TimeBudget(Duration limit, int heavyWorkers) {
        this.limit = limit;
        this.quick = pool("boyi-quick-", 2 * heavyWorkers, 1024);
        this.heavy = pool("boyi-heavy-", heavyWorkers, 2 * heavyWorkers);
    }

    private static ThreadPoolExecutor pool(String name, int workers, int queue) {
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(workers, workers, 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(queue), r -> {
                    Thread t = new Thread(r, name + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    Duration limit() {
        return limit;
    }

    /** A request starts on this thread: every task it runs until {@link #endRequest()} shares one deadline, the budget from now. */
    void startRequest() {
        startRequest(System.nanoTime());
    }

    /**
     * A request that arrived at {@code arrivalNanos} ({@link System#nanoTime()} terms) is handled on
     * this thread: every task it runs until {@link #endRequest()} shares one deadline, the budget
     * from its arrival (a cold server's first requests wait for their handler for a second or more).
     */
    void startRequest(long arrivalNanos) {
        requestDeadline.set(new long[] {arrivalNanos + limit.toNanos()});
    }

    /** The request on this thread has ended: later tasks each get a budget of their own. */
    void endRequest() {
        requestDeadline.remove();
    }

    /** Tasks running or queued on the heavy pool (for tests and the load check). */
    int heavyInFlight() {
        return heavy.getActiveCount() + heavy.getQueue().size();
    }

    /** Tasks running or queued on either pool (for tests: no worker is kept busy past its deadline). */
    int inFlight() {
        return heavyInFlight() + quick.getActiveCount() + quick.getQueue().size();
    }

    /** The task's result, or an {@link ApiException} with the right status. */
    <T> T run(long estimate, Task<T> task) {
        long[] request = requestDeadline.get();
        long answerBy = request != null ? request[0] : System.nanoTime() + limit.toNanos();
        long reserve = limit.toNanos() / ANSWER_SHARE;
        long deadline = answerBy - reserve;
        long waitUntil = answerBy - reserve / 2;
        AtomicLong started = new AtomicLong();
        try {
            if (estimate <= WorkEstimate.CHEAP) {
                try {
                    return await(submit(quick, task, deadline, QUICK_SLICE.toNanos(), started), waitUntil);
                } catch (Moved e) {
                    // not done within its slice (or the quick queue is full): the heavy pool continues
                }
            }
            try {
                return await(submit(heavy, task, deadline, Long.MAX_VALUE, started), waitUntil);
            } catch (Moved e) {
                throw e.reason;
            }
        } catch (ApiException e) {
            long first = started.get();
            if (e.outOfTime() && first != 0 && deadline - first > (limit.toNanos() - reserve) / 2) {
                // it had a worker for more than half its time to work: the work is too large, not the machine busy
                throw ApiException.outOfTime(e.text(), true);
            }
            throw e;
        }
    }

    /**
     * Runs the task on {@code pool} until {@code slice} after it starts, or {@code deadline} if
     * earlier; {@code started} gets the time it first started on a worker.
     */
    private <T> Future<T> submit(ThreadPoolExecutor pool, Task<T> task, long deadline, long slice, AtomicLong started) {
        try {
            return pool.submit(() -> {
                long now = System.nanoTime();
                if (now - deadline > 0) {
                    throw new Moved(outOfTime());
                }
                started.compareAndSet(0, now);
                long end = deadline - now > slice ? now + slice : deadline;
                try {
                    return Interruption.withDeadlineAt(end, () -> task.call(end));
                } catch (OutOfMemoryError e) {
                    throw new TooLargeException(Text.of("这个局面需要的内存超过了服务器的内存",
                            "the position needs more memory than the server has"));
                } catch (StackOverflowError e) {
                    throw new TooLargeException(Text.of("这个局面嵌套太深，超出了服务器的栈",
                            "the position is nested too deeply for the server's stack"));
                }
            });
        } catch (RejectedExecutionException e) {
            throw new Moved(new ApiException(503, Text.of("服务器正忙于其他分析，请几秒后再试",
                    "the server is busy with other analyses; try again in a few seconds")));
        }
    }

    /** The task's result, waited for until {@code waitUntil} ({@link System#nanoTime()} terms) at most. */
    private <T> T await(Future<T> future, long waitUntil) {
        try {
            return future.get(Math.max(waitUntil - System.nanoTime(), 1), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new Moved(outOfTime());
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new ApiException(503, Text.of("请求被中断", "the request was interrupted"));
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Moved moved) {
                throw moved;
            }
            if (cause instanceof Interruption.Stopped) {
                throw new Moved(outOfTime());
            }
            if (cause instanceof ApiException api) {
                if (api.status() == 503) {
                    throw new Moved(api);
                }
                throw api;
            }
            if (cause instanceof DamagedDataException damaged) {
                // the server's data failed its checks (or a file is missing): not the client's fault,
                // never an answer, and unavailable until repaired; the text names the repair command
                throw new ApiException(503, damaged.text());
            }
            if (cause instanceof BadInputException bad) {
                throw ApiException.badInput(bad);
            }
            if (cause instanceof TooLargeException large) {
                throw new ApiException(422, large.text());
            }
            // a bug: its Java names are for the server's log, never for the user
            System.err.println("boyi serve: internal error: " + cause);
            throw new ApiException(500, Text.of("服务器内部错误：这次分析失败了（详情记在服务器的日志里）",
                    "internal server error: the analysis failed (the details are in the server's log)"));
        }
    }

    private ApiException outOfTime() {
        String seconds = limit.toMillis() / 1000.0 + " s";
        return ApiException.outOfTime(Text.of("分析超过了 " + seconds + " 的时间预算，已经停止；请换一个小一些的局面",
                "the analysis took longer than the time budget of " + seconds + " and was stopped; try a smaller position"));
    }

    /** A task that did not finish where it ran; {@code reason} is the answer if it cannot move on. */
    private static final class Moved extends RuntimeException {
        final ApiException reason;

        Moved(ApiException reason) {
            super(reason.getMessage(), null, false, false);
            this.reason = reason;
        }
    }

    @Override
    public void close() {
        quick.shutdownNow();
        heavy.shutdownNow();
    }
}
