package boyi.web;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * The game instances the server keeps between requests (so a game played move by move reuses
 * its memo), bounded by bytes, least recently used first out, and the per-family locks under
 * which solver work runs.
 *
 * <p>An instance's size is not observable directly, so each instance is charged with the bytes
 * its solver thread allocated while working on it (an upper bound of what it can have kept);
 * when the charges pass the bound, the least recently used instances are dropped. An instance
 * whose charge alone passes the bound is not kept at all.
 *
 * <pre>{@code
 * Instances cache = new Instances(games::family, 512L << 20);
 * cache.withInstance("bash", Map.of("m", "3"), deadline, Instances.Kind.ANALYSIS, game -> Analyzer.analyze(game, "10"));
 * }</pre>
 */
final class Instances {

    /** Kept instances at most, whatever their charges (the bound when allocation cannot be measured). */
    private static final int MAX_ENTRIES = 64;

    private final Function<String, GameFamily> families;
    private final long maxBytes;
    private final Map<String, ReentrantLock> locks = new HashMap<>();
    private final LinkedHashMap<String, Entry> recent = new LinkedHashMap<>(32, 0.75f, true);
    private long charged;
    /** The thread of the work that gives way (a table) holding a family's lock, by family id; guards itself. */
    private final Map<String, Thread> givingWay = new HashMap<>();
    /** Threads stopped because they gave way, until their work has answered; guarded by givingWay. */
    private final java.util.Set<Thread> stopped = new java.util.HashSet<>();

    private static final class Entry {
        final GameInstance<?> instance;
        long bytes;

        Entry(GameInstance<?> instance) {
            this.instance = instance;
        }
    }

    Instances(Function<String, GameFamily> families, long maxBytes) {
        this.families = families;
        this.maxBytes = maxBytes;
    }

    /** The default bound: a quarter of the heap. */
    static long defaultBound() {
        return Runtime.getRuntime().maxMemory() / 4;
    }

    /** What work is for: a move stops a table of its family that holds the lock. */
    enum Kind { ANALYSIS, TABLE, MOVE }

    /**
     * Runs {@code work} on the instance of game {@code id} with these parameters (created or
     * reused) with the family's lock held, waiting for the lock until {@code deadlineNanos}.
     * Call on a solver thread. A {@link Kind#TABLE} is stopped when a {@link Kind#MOVE} of the
     * same family waits for the lock, and answers 503 "gave way": a move never waits for a table.
     */
    <T> T withInstance(String id, Map<String, String> params, long deadlineNanos, Kind kind,
                       Function<GameInstance<?>, T> work) throws InterruptedException {
        boolean givesWay = kind == Kind.TABLE;
        GameFamily family = families.apply(id);
        ReentrantLock lock;
        synchronized (locks) {
            lock = locks.computeIfAbsent(id, k -> new ReentrantLock());
        }
        if (!lock.tryLock()) {
            if (kind == Kind.MOVE) {
                stopGivingWay(id);
            }
            long wait = deadlineNanos - System.nanoTime();
            if (wait <= 0 || !lock.tryLock(wait, TimeUnit.NANOSECONDS)) {
                throw new ApiException(503, Text.of("“" + id + "”正忙于之前的分析，请稍后再试",
                        id + " is busy with an earlier analysis; try again in a few seconds"));
            }
        }
        if (givesWay) {
            synchronized (givingWay) {
                givingWay.put(id, Thread.currentThread());
            }
        }
        String key = id + " " + new java.util.TreeMap<>(params);
        long before = allocated();
        Entry entry = null;
        boolean intact = false;
        try {
            synchronized (recent) {
                entry = recent.get(key);
            }
            if (entry == null) {
                try {
                    entry = new Entry(family.instantiate(params));
                } catch (BadInputException e) {
                    throw ApiException.badInput(e);
                }
            }
            T result = work.apply(entry.instance);
            intact = true;
            return result;
        } catch (ApiException | BadInputException e) {
            intact = true;
            throw e;
        } catch (RuntimeException e) {
            if (givesWay && gaveWay(id)) {
                Thread.interrupted(); // the stop was for this work only, not for the worker
                throw new ApiException(503, Text.of("值表让给了一步棋，没有算完；请再请求一次",
                        "the table gave way to a move and was not finished; ask for it again"));
            }
            throw e;
        } finally {
            if (givesWay) {
                synchronized (givingWay) {
                    givingWay.remove(id, Thread.currentThread());
                    stopped.remove(Thread.currentThread());
                }
            }
            lock.unlock();
            if (entry != null) {
                if (intact) {
                    keep(key, entry, Math.max(0, allocated() - before));
                } else {
                    forget(key, entry);
                }
            }
        }
    }

    /** Stops the work that gives way on family {@code id}, if any holds its lock. */
    private void stopGivingWay(String id) {
        synchronized (givingWay) {
            Thread t = givingWay.get(id);
            if (t != null && stopped.add(t)) {
                t.interrupt();
            }
        }
    }

    /** Whether the current thread's work on {@code id} was stopped to give way (and forgets that it was). */
    private boolean gaveWay(String id) {
        synchronized (givingWay) {
            return givingWay.get(id) == Thread.currentThread() && stopped.remove(Thread.currentThread());
        }
    }

    /**
     * Drops an instance whose work was stopped or failed: its memo may hold a search that was
     * cut off half-way (positions still marked in progress).
     */
    private void forget(String key, Entry entry) {
        synchronized (recent) {
            if (recent.get(key) == entry) {
                recent.remove(key);
                charged -= entry.bytes;
            }
        }
    }

    private void keep(String key, Entry entry, long bytes) {
        synchronized (recent) {
            if (recent.get(key) != entry) {
                if (recent.containsKey(key)) {
                    return;
                }
                recent.put(key, entry);
            }
            entry.bytes += bytes;
            charged += bytes;
            Iterator<Map.Entry<String, Entry>> eldest = recent.entrySet().iterator();
            while ((charged > maxBytes || recent.size() > MAX_ENTRIES) && eldest.hasNext()) {
                Entry e = eldest.next().getValue();
                charged -= e.bytes;
                eldest.remove();
            }
        }
    }

    /** Instances kept and their charged bytes, for tests. */
    long[] usage() {
        synchronized (recent) {
            return new long[] {recent.size(), charged};
        }
    }

    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private static com.sun.management.ThreadMXBean threads() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported()) {
            t.setThreadAllocatedMemoryEnabled(true);
            return t;
        }
        return null;
    }

    /** Bytes allocated by this thread so far (0 when the JVM cannot tell: then nothing is charged). */
    private static long allocated() {
        return THREADS == null ? 0 : THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
