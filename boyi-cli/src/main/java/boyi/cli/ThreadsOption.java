package boyi.cli;

import boyi.util.Text;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --threads N}: the worker threads of a command that runs in parallel, 1..1024, by
 * default one per core of this machine. A mixin: {@code @Mixin ThreadsOption threads;}.
 */
final class ThreadsOption {

    /** The most threads a command starts. */
    static final int MAX = 1024;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    private int given;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads, 1..1024 (default: this machine's cores)")
    void given(int n) {
        if (n < 1 || n > MAX) {
            throw Main.badOption(spec.commandLine(), Text.format("--threads %d：线程数应为 1..%d", "--threads %d: expected 1..%d", n, MAX));
        }
        given = n;
    }

    /** The threads asked for, else the machine's cores. */
    int threads() {
        return given > 0 ? given : Runtime.getRuntime().availableProcessors();
    }
}
