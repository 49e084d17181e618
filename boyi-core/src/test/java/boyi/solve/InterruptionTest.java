package boyi.solve;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import java.time.Duration;
import java.util.Map;
import java.util.Random;
import java.util.StringJoiner;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Every family's long loops honour the shared cancellation check: a heavy position started with
 * a 200 ms deadline leaves its thread free within 1.5 s (the positions are the ones that kept
 * a server worker busy for minutes). Each is run once before the timed run, as a running server
 * has its classes loaded: class loading on a busy machine is not what is measured.
 */
class InterruptionTest {

    private static final Duration BUDGET = Duration.ofMillis(200);
    private static final long FREE_WITHIN_MS = 1500;

    @Test
    void checkStopsAnInterruptedThreadAtItsFirstCallAndWithin64CallsLater() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(Interruption.Stopped.class, () -> new Interruption().check());
            Thread.interrupted();
            Interruption stop = new Interruption();
            for (int i = 0; i < 100; i++) {
                stop.check();
            }
            Thread.currentThread().interrupt();
            int calls = 0;
            try {
                while (calls < 1000) {
                    calls++;
                    stop.check();
                }
            } catch (Interruption.Stopped expected) {
                // the interrupt is read at one of the next 64 calls
            }
            assertThat(calls).isBetween(1, 64);
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void checkStopsPastTheDeadlineAndTheDeadlineEndsWithTheWork() throws Exception {
        assertThrows(Interruption.Stopped.class, () -> Interruption.withDeadline(Duration.ofMillis(20), () -> {
            Interruption stop = new Interruption();
            while (true) {
                stop.check();
            }
        }));
        // outside the work the thread has no deadline again
        Interruption stop = new Interruption();
        for (int i = 0; i < 1000; i++) {
            stop.check();
        }
        assertTrue(!Interruption.pastDeadline());
    }

    /** A solver object kept between requests (a cached Grundy sequence) checks each request's own deadline. */
    @Test
    void aKeptCheckFollowsTheDeadlineOfTheWorkThatUsesIt() throws Exception {
        Interruption madeUnderAShortDeadline = Interruption.withDeadline(Duration.ofMillis(1), Interruption::new);
        Thread.sleep(5);
        for (int i = 0; i < 10_000; i++) {
            madeUnderAShortDeadline.check();   // later work without a deadline is not stopped by the old one
        }
        Interruption madeWithoutADeadline = new Interruption();
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThrows(Interruption.Stopped.class,
                () -> Interruption.withDeadline(Duration.ofMillis(20), () -> {
                    while (true) {
                        madeWithoutADeadline.check();
                    }
                })));
    }

    @Test
    void anInnerDeadlineCannotExtendAnOuterOne() {
        assertThrows(Interruption.Stopped.class, () -> Interruption.withDeadline(Duration.ofMillis(20),
                () -> Interruption.withDeadline(Duration.ofHours(1), () -> {
                    while (true) {
                        Interruption.checkNow();
                    }
                })));
    }

    @Test
    void allButWithAThousandExclusions() {
        String except = numbers(new Random(1), 1000, 1, 99_999);
        assertStopsOnTime("all-but", Map.of("except", except), "19999999");
    }

    @Test
    void subtractionWithTakesOneToAHundredThousand() {
        String takes = LongStream.rangeClosed(1, 100_000).mapToObj(Long::toString).collect(Collectors.joining(","));
        assertStopsOnTime("subtraction", Map.of("takes", takes), "1000000000000000000");
    }

    @Test
    void subtractionWithHugeTakes() {
        assertStopsOnTime("subtraction", Map.of("takes", hugeTakes()), "1000000000000000000");
    }

    @Test
    void takeBallWithHugeTakes() {
        assertStopsOnTime("take-ball", Map.of("takes", hugeTakes()), "1000000000000000000");
    }

    @Test
    void parityWithHugeTakes() {
        assertStopsOnTime("parity", Map.of("takes", hugeTakes(), "win", "even"), "1000000000000000000");
    }

    @Test
    void tablesWithHugeTakes() {
        assertTableStopsOnTime("subtraction", Map.of("takes", hugeTakes()));
        assertTableStopsOnTime("parity", Map.of("takes", hugeTakes()));
        assertTableStopsOnTime("all-but", Map.of("except", numbers(new Random(1), 1000, 1, 99_999)));
    }

    @Test
    void lolWithFiveThousandEmptyCells() {
        assertStopsOnTime("lol", Map.of(), "*".repeat(5000));
    }

    @Test
    void matchesOnAnEmptyFiveByFiveGrid() {
        assertStopsOnTime("matches", Map.of(), "00000\n00000\n00000\n00000\n00000");
    }

    @Test
    void octalGameWithAMillionTokens() {
        assertStopsOnTime("octal", Map.of("code", "4.007"), "1000000");
        assertTableStopsOnTime("octal", Map.of("code", "4.007"));
    }

    /** 100 random takes in 2,000,000..4,999,999. */
    private static String hugeTakes() {
        return numbers(new Random(7), 100, 2_000_000, 4_999_999);
    }

    private static String numbers(Random random, int count, long low, long high) {
        TreeSet<Long> set = new TreeSet<>();
        while (set.size() < count) {
            set.add(low + (long) (random.nextDouble() * (high - low + 1)));
        }
        StringJoiner j = new StringJoiner(",");
        set.forEach(n -> j.add(Long.toString(n)));
        return j.toString();
    }

    private static void assertStopsOnTime(String family, Map<String, String> params, String position) {
        GameInstance<?> game = Catalogue.family(family).instantiate(params);
        String shown = position.length() > 40 ? position.substring(0, 40) + "..." : position;
        assertFreeOnTime(family + " " + shown, () -> Analyzer.analyze(game, position));
    }

    private static void assertTableStopsOnTime(String family, Map<String, String> params) {
        GameInstance<?> game = Catalogue.family(family).instantiate(params);
        assertFreeOnTime(family + " table", () -> game.table(100_000));
    }

    /**
     * Runs the work once with a 20 ms deadline (it must stop within 5 s), so classes are loaded
     * as in a running server, then again with the 200 ms budget: that run must end within 1.5 s (a collection of the heap is made first).
     */
    private static void assertFreeOnTime(String what, java.util.concurrent.Callable<?> work) {
        runWithDeadline(what + " (first run, loading classes)", work, Duration.ofMillis(20), 5_000);
        System.gc();   // the timed run starts on a collected heap: a full collection of the suite's garbage is not the work's delay
        runWithDeadline(what, work, BUDGET, FREE_WITHIN_MS);
    }

    private static void runWithDeadline(String what, java.util.concurrent.Callable<?> work, Duration budget, long freeWithinMs) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CompletableFuture<Long> done = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            long start = System.nanoTime();
            try {
                Interruption.withDeadline(budget, work);
            } catch (Throwable e) {
                failure.set(e);
            }
            done.complete(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }, "interruption-test");
        worker.setDaemon(true);
        worker.start();
        long millis;
        try {
            millis = done.get(freeWithinMs, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            worker.interrupt();
            throw new AssertionError(what + ": the worker was still busy " + freeWithinMs + " ms after it started", e);
        }
        assertTrue(millis <= freeWithinMs, what + ": took " + millis + " ms");
        // stopped, refused at once, or (once a faster method lands) answered: never another failure
        if (failure.get() != null) {
            assertInstanceOf(boyi.util.TooLargeException.class, failure.get(), what + ": " + failure.get());
        }
    }
}
