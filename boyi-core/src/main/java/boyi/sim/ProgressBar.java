package boyi.sim;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A one-line progress bar for long runs, drawn on a terminal stream (stderr) from a daemon
 * thread: nothing for the first second, then {@code [#####.....]  48%  12.3 M rounds/s} redrawn
 * with a carriage return a few times a second; {@link #close()} erases it.
 *
 * <pre>{@code
 * AtomicLong done = new AtomicLong();
 * try (ProgressBar bar = ProgressBar.start(System.err, total, done, "rounds")) {
 *     DiceSimulation.run(rules, total, seed, threads, done);
 * }
 * }</pre>
 */
public final class ProgressBar implements AutoCloseable {

    private static final int WIDTH = 30;
    private static final long DELAY_MILLIS = 1000;
    private static final long PERIOD_MILLIS = 200;

    private final PrintStream out;
    private final long total;
    private final AtomicLong done;
    private final String unit;
    private final long startNanos = System.nanoTime();
    private final Thread thread;
    private volatile boolean stopped;
    private boolean drawn;

    private ProgressBar(PrintStream out, long total, AtomicLong done, String unit) {
        this.out = out;
        this.total = total;
        this.done = done;
        this.unit = unit;
        this.thread = new Thread(this::loop, "progress-bar");
        thread.setDaemon(true);
    }

    public static ProgressBar start(PrintStream out, long total, AtomicLong done, String unit) {
        ProgressBar bar = new ProgressBar(out, total, done, unit);
        bar.thread.start();
        return bar;
    }

    private void loop() {
        try {
            Thread.sleep(DELAY_MILLIS);
            while (!stopped) {
                draw();
                Thread.sleep(PERIOD_MILLIS);
            }
        } catch (InterruptedException e) {
            // closing
        }
    }

    private synchronized void draw() {
        if (stopped) {
            return;
        }
        out.print("\r" + line(done.get(), total, (System.nanoTime() - startNanos) / 1e9, unit));
        out.flush();
        drawn = true;
    }

    /** The bar's text for {@code done} of {@code total} after {@code seconds}. */
    static String line(long done, long total, double seconds, String unit) {
        int filled = (int) (WIDTH * (double) done / total);
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < WIDTH; i++) {
            b.append(i < filled ? '#' : '.');
        }
        double rate = seconds > 0 ? done / seconds : 0;
        return b.append("] ").append(String.format("%3d%%  %.1f M %s/s", 100 * done / total, rate / 1e6, unit)).toString();
    }

    @Override
    public void close() {
        stopped = true;
        thread.interrupt();
        synchronized (this) {
            if (drawn) {
                out.print("\r" + " ".repeat(WIDTH + 30) + "\r");
                out.flush();
            }
        }
    }
}
