package boyi.cli;

/**
 * What one run of the checked program did: its exit status, whether it was stopped for a limit,
 * the start of its output and how much it printed, the tail of its standard error, the wall time
 * it took, and whether it left processes behind.
 *
 * @param exitCode      the exit status; 128 + n when killed by signal n
 * @param timedOut      stopped at the wall-time limit
 * @param outOfMemory   stopped when its memory (resident, with its children) passed the limit
 * @param outputLimited stopped when its output passed the cap
 * @param stdout        the start of what it printed (at most {@link ChildProcess#KEPT} bytes)
 * @param stdoutBytes   how many bytes it printed (up to the cap)
 * @param stderrTail    the last lines of its standard error
 * @param millis        wall time from start to exit
 * @param leftBehind    processes it started were still there when it exited (Boyi killed them)
 */
record ChildRun(int exitCode, boolean timedOut, boolean outOfMemory, boolean outputLimited, byte[] stdout, long stdoutBytes,
                String stderrTail, long millis, boolean leftBehind) {

    /** The signal that killed it, or 0. */
    int signal() {
        return exitCode > 128 && exitCode < 128 + 65 ? exitCode - 128 : 0;
    }
}
