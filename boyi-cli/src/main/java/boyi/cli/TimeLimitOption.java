package boyi.cli;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --time-limit S}: the wall-clock bound (seconds) of one command's work (0: none), by default
 * {@link #DEFAULT_SECONDS}. The work runs under an {@link Interruption} deadline, so every solver
 * loop stops at the bound and the command ends with one line and exit status 2; work still
 * running after {@link #PROGRESS_AFTER_MILLIS} ms says so once on stderr. A mixin:
 * {@code @Mixin TimeLimitOption timeLimit;} then {@code return timeLimit.run(() -> work());}.
 */
final class TimeLimitOption {

    /** The bound when none is given. */
    static final long DEFAULT_SECONDS = 60;
    /** A command still working after this long tells the user on stderr. */
    static final long PROGRESS_AFTER_MILLIS = 2_000;
    /** The largest bound accepted (about a year): longer is "no bound", written 0. */
    static final long MAX_SECONDS = 366L * 24 * 3600;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    private long seconds = DEFAULT_SECONDS;

    @Option(names = "--time-limit", paramLabel = "S",
            description = "stop the work after S seconds of wall-clock time with one line and exit status 2 (default "
                    + DEFAULT_SECONDS + "; 0: no limit)")
    void seconds(long s) {
        if (s < 0 || s > MAX_SECONDS) {
            throw Main.badOption(spec.commandLine(), Text.format("--time-limit %d：应为 0..%d 秒（0 表示不限时）",
                    "--time-limit %d: expected 0..%d seconds (0: no limit)", s, MAX_SECONDS));
        }
        seconds = s;
    }

    /** The bound in seconds, 0 for none. */
    long seconds() {
        return seconds;
    }

    /**
     * Runs {@code work} within the bound: its result, or a {@link TooLargeException} naming the
     * bound when the work was stopped by it.
     */
    <T> T run(Callable<T> work) {
        Object[] running = {Boolean.TRUE};   // guarded by itself: the progress line is printed only while the work runs
        Thread progress = progressLine(running);
        try {
            return seconds == 0 ? work.call() : Interruption.withDeadline(Duration.ofSeconds(seconds), work);
        } catch (Interruption.Stopped stopped) {
            throw new TooLargeException(Text.format(
                    "--time-limit %1$d：%1$d 秒内没有算完，已停止；可以调大 --time-limit（0 表示不限时）",
                    "--time-limit %1$d: the work was not finished in %1$d s and was stopped; raise --time-limit (0: no limit)",
                    seconds));
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            synchronized (running) {
                running[0] = Boolean.FALSE;
            }
            progress.interrupt();
        }
    }

    /** A daemon that prints one line on stderr if the work is still running after a moment. */
    private Thread progressLine(Object[] running) {
        long start = System.nanoTime();
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(PROGRESS_AFTER_MILLIS);
            } catch (InterruptedException done) {
                return;
            }
            long elapsed = (System.nanoTime() - start) / 1_000_000_000L;
            Text line = seconds == 0
                    ? Text.format("仍在计算（已 %d 秒；不限时，Ctrl-C 停止）……", "still working (%d s so far; no time limit, Ctrl-C stops it)...", elapsed)
                    : Text.format("仍在计算（已 %d 秒，--time-limit %d 秒后停止；Ctrl-C 停止）……",
                            "still working (%d s so far; stops at --time-limit %d s, or Ctrl-C)...", elapsed, seconds);
            synchronized (running) {
                if (running[0] == Boolean.TRUE) {
                    spec.commandLine().getErr().println(Main.prefix(spec.commandLine()) + ": " + line.in(Main.lang));
                }
            }
        }, "boyi-progress");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
