package boyi.web;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.HttpConnection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Closes a connection whose request line and headers take longer than {@link #limit} to arrive
 * (a slow-header client sending a byte every 2 s resets the idle timeout forever). Each open
 * connection is looked at once a second: the first look that finds its parser inside a request's
 * head notes the time (with the count of requests so far); a later look that finds the same head
 * still unfinished past the limit closes the connection. A connection waiting for its next
 * request, or reading a body, is left to the idle timeout and the body deadline.
 *
 * <pre>{@code
 * connector.addBean(new HeaderDeadline(connector.getScheduler(), Duration.ofSeconds(5)));
 * }</pre>
 */
final class HeaderDeadline implements Connection.Listener {

    private static final long LOOK_MS = 1000;

    private final Scheduler scheduler;
    private final long limitNanos;

    HeaderDeadline(Scheduler scheduler, Duration limit) {
        this.scheduler = scheduler;
        this.limitNanos = limit.toNanos();
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof HttpConnection http) {
            lookLater(http, -1, 0);
        }
    }

    @Override
    public void onClosed(Connection connection) {
        // the next look finds it closed and stops
    }

    private void lookLater(HttpConnection http, long requests, long since) {
        scheduler.schedule(() -> look(http, requests, since), LOOK_MS, TimeUnit.MILLISECONDS);
    }

    private void look(HttpConnection http, long requests, long since) {
        if (!http.getEndPoint().isOpen()) {
            return;
        }
        long now = System.nanoTime();
        long count = http.getMessagesIn();
        if (!inHead(http.getParser().getState())) {
            lookLater(http, -1, 0);
        } else if (count != requests) {
            lookLater(http, count, now);          // a new head began since the last look
        } else if (now - since > limitNanos) {
            http.getEndPoint().close();           // no answer: the client has not finished asking
        } else {
            lookLater(http, requests, since);
        }
    }

    /** Between the first byte of a request and the end of its headers. */
    private static boolean inHead(HttpParser.State s) {
        return s.ordinal() > HttpParser.State.START.ordinal() && s.ordinal() < HttpParser.State.CONTENT.ordinal();
    }
}
