package boyi.cli;

import boyi.check.CheckVerdict;
import boyi.check.InputFormat;
import boyi.check.CheckResult;
import boyi.check.Limits;
import boyi.check.OutputJudge;
import boyi.check.Shrinker;
import boyi.problems.Problem;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.IntConsumer;

/**
 * One {@code boyi check} run: inputs made by the problem's generator, each given to the program
 * and judged against Boyi's answer, until the first failure, which is then shrunk.
 *
 * <pre>{@code
 * CheckSession s = new CheckSession(Catalogue.problem("bash"), CheckFormats.of("bash"), Limits.JUDGE, child);
 * CheckSession.Result r = s.run(1, 100, false, done -> { });
 * r.failure();   // null when every input passed
 * }</pre>
 */
final class CheckSession {

    /** The most runs spent shrinking, and the most seconds. */
    static final int SHRINK_RUNS = 400;
    static final long SHRINK_MILLIS = 120_000;

    private static final Map<Integer, String> SIGNALS = Map.of(4, "SIGILL", 6, "SIGABRT", 7, "SIGBUS", 8, "SIGFPE",
            9, "SIGKILL", 11, "SIGSEGV", 13, "SIGPIPE", 15, "SIGTERM");

    /**
     * The first failing input, shrunk.
     *
     * @param number     which input failed (from 1)
     * @param phase      the phase of the check that input belonged to
     * @param judgement  its verdict and where it went wrong (of the shrunk input)
     * @param first      the input as generated
     * @param cases      the shrunk input's cases
     * @param input      the shrunk input
     * @param expected   Boyi's output for it
     * @param run        the program's run on it
     * @param shrink     how the shrinking went (null when the verdict is not shrunk)
     */
    record Failure(int number, InputFormat.Phase phase, CheckResult judgement, String first, List<long[]> cases, String input,
                   String expected, ChildRun run, Shrink shrink) {

        String got() {
            return new String(run.stdout(), StandardCharsets.UTF_8);
        }
    }

    /**
     * @param runs    how many runs shrinking took
     * @param steps   how many simplifications it took
     * @param minimal whether no single simplification of the result still fails (false when a
     *                budget of runs or time ended it first)
     */
    record Shrink(int runs, int steps, boolean minimal) {
    }

    /**
     * @param inputsRun     how many inputs were run (the failing one included)
     * @param slowest       the longest run, in milliseconds
     * @param startupMillis the program's run on the smallest valid input, before the first one
     * @param leftBehind    how many runs left processes behind
     * @param failure       the first failure, or null
     */
    record Result(int inputsRun, long slowest, long startupMillis, int leftBehind, Failure failure) {
    }

    private final Problem problem;
    private final InputFormat format;
    private final Limits limits;
    private final ChildProcess child;
    private int leftBehind;

    CheckSession(Problem problem, InputFormat format, Limits limits, ChildProcess child) {
        this.problem = problem;
        this.format = format;
        this.limits = limits;
        this.child = child;
    }

    /**
     * Runs up to {@code count} inputs from {@code seed}; {@code largest} makes every one as large
     * as the limits allow (a stress run). {@code progress} hears how many inputs are done. Before
     * the first input the program runs once on the smallest valid input: its time is the
     * program's start-up. The runs share one namespace, ended on return.
     */
    Result run(long seed, int count, boolean largest, IntConsumer progress) {
        try {
            return runAll(seed, count, largest, progress);
        } finally {
            child.close();
        }
    }

    private Result runAll(long seed, int count, boolean largest, IntConsumer progress) {
        SplittableRandom random = new SplittableRandom(seed);
        FutureTask<Prepared> next = count > 0 ? prepare(random.split(), 0, count, largest) : null;
        long startup = startupMillis(next);
        long slowest = 0;
        for (int i = 0; i < count; i++) {
            Prepared p = take(next);
            next = i + 1 < count ? prepare(random.split(), i + 1, count, largest) : null;
            ChildRun run = run(p.input(), p.output(), next == null ? () -> { } : next);
            slowest = Math.max(slowest, run.millis());
            CheckResult j = judge(run, p.output());
            progress.accept(i + 1);
            if (!j.accepted()) {
                settle(next);
                Failure f = shrink(new Failure(i + 1, format.phase(i, count, limits, largest), j, p.input(), p.cases(), p.input(),
                        p.expected(), run, null));
                return new Result(i + 1, slowest, startup, leftBehind, f);
            }
        }
        return new Result(count, slowest, startup, leftBehind, null);
    }

    /** An input, Boyi's answer to it and the judge of an output for it. */
    private record Prepared(List<long[]> cases, String input, String expected, OutputJudge output) {
    }

    /**
     * The input number {@code i} (from 0) of {@code random}, made when the task runs: during the
     * run before it, so that the program's runs do not wait for Boyi's answers (its own failure,
     * such as an input too large to solve, is thrown by {@link #take}, where the input is needed).
     */
    private FutureTask<Prepared> prepare(SplittableRandom random, int i, int count, boolean largest) {
        return new FutureTask<>(() -> {
            List<long[]> cases = format.generate(random, i, count, limits, largest);
            String input = format.write(cases);
            String expected = problem.solve(input, List.of());
            return new Prepared(cases, input, expected, format.checker().open(input, expected));
        });
    }

    /** What {@code task} made (running it here if no run started it), or its failure thrown as is. */
    private static Prepared take(FutureTask<Prepared> task) {
        task.run();
        try {
            return task.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Waits for a task no longer needed (problems are not solved by two threads at once), whatever it ends in. */
    private static void settle(FutureTask<Prepared> task) {
        if (task != null) {
            try {
                take(task);
            } catch (RuntimeException | Error e) {
                // the input is not needed
            }
        }
    }

    private ChildRun run(String input, OutputJudge output) {
        return run(input, output, () -> { });
    }

    private ChildRun run(String input, OutputJudge output, Runnable meanwhile) {
        ChildRun run = child.run(input.getBytes(StandardCharsets.UTF_8), output, meanwhile);
        leftBehind += run.leftBehind() ? 1 : 0;
        return run;
    }

    /** The wall time of a run on the smallest valid input (a single smallest case), whatever it printed. */
    private long startupMillis(Runnable meanwhile) {
        return run(format.smallestInput(limits), new OutputJudge() {
            @Override
            public void accept(byte[] bytes, int offset, int length) {
            }

            @Override
            public CheckResult finish() {
                return CheckResult.ACCEPTED;
            }
        }, meanwhile == null ? () -> { } : meanwhile).millis();
    }

    private Failure shrink(Failure found) {
        CheckVerdict verdict = found.judgement().verdict();
        boolean shrinkable = verdict == CheckVerdict.WRONG_ANSWER || verdict == CheckVerdict.PRESENTATION
                || verdict == CheckVerdict.RUNTIME_ERROR;
        if (!shrinkable) {
            return found;
        }
        long deadline = System.nanoTime() + SHRINK_MILLIS * 1_000_000;
        boolean[] late = {false};
        Failure[] smallest = {found};
        Shrinker.Result r = Shrinker.shrink(format, limits, found.cases(), candidate -> {
            if (System.nanoTime() > deadline) {
                late[0] = true;
                return false;
            }
            String text = format.write(candidate);
            String want;
            try {
                want = problem.solve(text, List.of());
            } catch (BadInputException | TooLargeException e) {
                return false;
            }
            OutputJudge output = format.checker().open(text, want);
            ChildRun again = run(text, output);
            CheckResult judged = judge(again, output);
            if (judged.verdict() != verdict) {
                return false;
            }
            smallest[0] = new Failure(found.number(), found.phase(), judged, found.first(), candidate, text, want, again, null);
            return true;
        }, SHRINK_RUNS);
        Failure f = smallest[0];
        return new Failure(f.number(), f.phase(), f.judgement(), f.first(), f.cases(), f.input(), f.expected(), f.run(),
                new Shrink(r.tries(), r.steps(), r.minimal() && !late[0]));
    }

    /** The verdict of one run: a limit, a crash, or what the problem's checker says of its output. */
    CheckResult judge(ChildRun run, OutputJudge output) {
        if (run.timedOut()) {
            return new CheckResult(CheckVerdict.TIME_LIMIT, Text.format("运行超过 %s 秒，在 %s 秒时被终止", "ran longer than %s s, killed at %s s",
                    CheckCommand.seconds(child.timeLimitMillis()), CheckCommand.seconds(run.millis())));
        }
        if (run.outOfMemory()) {
            return new CheckResult(CheckVerdict.MEMORY_LIMIT, Text.format("内存超过 %d MB", "used more than %d MB",
                    child.memoryLimitBytes() >> 20));
        }
        if (run.outputLimited()) {
            return new CheckResult(CheckVerdict.OUTPUT_LIMIT, Text.format("输出超过 %d 字节", "printed more than %d bytes",
                    child.outputCap()));
        }
        if (run.signal() != 0) {
            String name = SIGNALS.getOrDefault(run.signal(), "");
            return new CheckResult(CheckVerdict.RUNTIME_ERROR, Text.format("被信号 %d%s 终止", "killed by signal %d%s",
                    run.signal(), name.isEmpty() ? "" : " (" + name + ")"));
        }
        if (run.exitCode() != 0) {
            return new CheckResult(CheckVerdict.RUNTIME_ERROR, Text.format("退出码 %d", "exit code %d", run.exitCode()));
        }
        return output.finish();
    }
}
