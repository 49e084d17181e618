package boyi.solve;

import boyi.util.TooLargeException;

/**
 * Lets long solver loops stop when their thread is interrupted (a server's time budget ran out),
 * instead of running on in the background. Cheap enough for inner loops: it looks at the
 * interrupt flag once every 4096 calls.
 *
 * <pre>{@code
 * Interruption stop = new Interruption();
 * while (work()) {
 *     stop.check();   // throws TooLargeException once the thread is interrupted
 * }
 * }</pre>
 */
public final class Interruption {

    private int calls;

    /** @throws TooLargeException when the current thread has been interrupted */
    public void check() {
        if ((++calls & 4095) == 0 && Thread.currentThread().isInterrupted()) {
            throw new TooLargeException("stopped: the time budget ran out before the search finished");
        }
    }
}
