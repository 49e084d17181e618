package boyi.solve;

import boyi.util.Text;

/**
 * How much work a long computation (a long table of Grundy values) may do before it is refused,
 * and who hears how far it has got. Interactive callers (an analysis, the web app) keep the
 * default bound; the command line asks for an unbounded run with a progress listener and bounds
 * it by time instead (interrupting the thread, see {@link Interruption}).
 *
 * <pre>{@code
 * WorkBudget b = WorkBudget.unbounded(new WorkBudget.Listener() { ... });
 * heapGame.table(10_000_000, b);   // runs as long as it takes, reporting progress
 * }</pre>
 */
public final class WorkBudget {

    /** Receives the estimate and the progress of a long computation. */
    public interface Listener {

        /** Called once before the work starts: what is computed and roughly how much work it is. */
        void started(Text what);

        /**
         * Called as the work goes on.
         *
         * @param done           how far it got (e.g. the largest n computed)
         * @param target         where it stops
         * @param elapsedNanos   time since it started
         * @param estimatedNanos the estimated total time, or a negative number while unknown
         */
        void progress(long done, long target, long elapsedNanos, long estimatedNanos);
    }

    /** Work allowed to one interactive request: about 10^10 elementary steps, a minute or so. */
    public static final WorkBudget DEFAULT = new WorkBudget(1e10, null);

    private final double maxWork;
    private final Listener listener;

    private WorkBudget(double maxWork, Listener listener) {
        this.maxWork = maxWork;
        this.listener = listener;
    }

    /** No bound on the work; the caller bounds the time by interrupting the thread. @param listener may be null */
    public static WorkBudget unbounded(Listener listener) {
        return new WorkBudget(Double.POSITIVE_INFINITY, listener);
    }

    /** The most elementary steps (split or value lookups) allowed. */
    public double maxWork() {
        return maxWork;
    }

    /** The listener, or null. */
    public Listener listener() {
        return listener;
    }
}
