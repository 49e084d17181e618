package boyi.solve;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * The one cancellation check of every long solver loop: a loop stops (throws {@link Stopped})
 * once its thread is interrupted or the thread's deadline ({@link #withDeadline}) has passed, so a
 * server's worker is free again soon after its time budget instead of running on in the
 * background. Cheap enough for inner loops: {@link #check()} reads the interrupt flag, the
 * thread's deadline and the clock every 64 calls (the flag is a volatile read: once per call it
 * cost a tier solve about 3%); a loop whose single iteration is expensive (thousands of steps)
 * calls {@link #checkNow()}, which reads them every time.
 *
 * <pre>{@code
 * Interruption stop = new Interruption();
 * while (work()) {
 *     stop.check();   // throws Interruption.Stopped once interrupted or past the deadline
 * }
 * Interruption.withDeadline(Duration.ofMillis(200), () -> solve());   // at most ~200 ms
 * }</pre>
 */
public final class Interruption {

    /** The deadline of the current thread in {@link System#nanoTime()} terms, if one is set. */
    private static final ThreadLocal<long[]> DEADLINE = new ThreadLocal<>();

    /** Calls so far, from 63: the first call checks, then every 64th. */
    private int calls = 63;

    /**
     * A check against the interrupt flag and the deadline of the thread that calls it. The
     * deadline is read at each clock check, not kept: an object that holds an Interruption and
     * outlives one request (a cached Grundy sequence) serves the next request under its own
     * deadline, or under none.
     */
    public Interruption() {
    }

    /**
     * @throws Stopped when the current thread has been interrupted or its deadline has passed
     */
    public void check() {
        if ((++calls & 63) == 0 && (Thread.currentThread().isInterrupted() || pastDeadline())) {
            throw stopped();
        }
    }

    /** {@link #check()} without an instance, reading the clock every time: for expensive iterations. */
    public static void checkNow() {
        if (Thread.currentThread().isInterrupted()) {
            throw stopped();
        }
        if (pastDeadline()) {
            throw stopped();
        }
    }

    /** Whether the current thread's deadline has passed (false when it has none). */
    public static boolean pastDeadline() {
        long[] d = DEADLINE.get();
        return d != null && System.nanoTime() - d[0] > 0;
    }

    /** The time left before the current thread's deadline (zero once it has passed), or {@code null} without one. */
    public static java.time.Duration remaining() {
        long[] d = DEADLINE.get();
        return d == null ? null : java.time.Duration.ofNanos(Math.max(0, d[0] - System.nanoTime()));
    }

    /** Runs {@code work} on this thread with a deadline {@code budget} from now. */
    public static <T> T withDeadline(Duration budget, Callable<T> work) throws Exception {
        return withDeadlineAt(System.nanoTime() + budget.toNanos(), work);
    }

    /**
     * Runs {@code work} on this thread with the deadline {@code deadlineNanos} (in
     * {@link System#nanoTime()} terms); an outer deadline that is earlier still holds.
     */
    public static <T> T withDeadlineAt(long deadlineNanos, Callable<T> work) throws Exception {
        long[] outer = DEADLINE.get();
        long effective = outer != null && outer[0] - deadlineNanos < 0 ? outer[0] : deadlineNanos;
        DEADLINE.set(new long[] {effective});
        try {
            return work.call();
        } finally {
            if (outer == null) {
                DEADLINE.remove();
            } else {
                DEADLINE.set(outer);
            }
        }
    }

    /**
     * {@code work} as a task for another thread that keeps the current thread's deadline (worker
     * pools started by a solver with a deadline stop at the same time as their caller).
     */
    public static <T> Callable<T> carryingDeadline(Callable<T> work) {
        long[] d = DEADLINE.get();
        if (d == null) {
            return work;
        }
        long deadline = d[0];
        return () -> withDeadlineAt(deadline, work);
    }

    private static Stopped stopped() {
        return new Stopped();
    }

    /** The search was stopped: its thread was interrupted or ran past its deadline. */
    public static final class Stopped extends TooLargeException {

        Stopped() {
            super(Text.of("已停止：时间预算用完，搜索还没有结束",
                    "stopped: the time budget ran out before the search finished"));
        }
    }
}
