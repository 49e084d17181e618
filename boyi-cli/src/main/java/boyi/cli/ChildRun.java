package boyi.cli;

/**
 * What one run of the checked program did: its exit status, whether it was stopped for a limit,
 * its output (at most the cap) and the tail of its standard error, and the wall time it took.
 *
 * @param exitCode      the exit status; 128 + n when killed by signal n
 * @param timedOut      stopped at the wall-time limit
 * @param outOfMemory   stopped when its memory (resident, with its children) passed the limit
 * @param outputLimited stopped when its output passed the cap
 * @param stdout        what it printed (at most the cap)
 * @param stderrTail    the last lines of its standard error
 * @param millis        wall time from start to exit
 */
record ChildRun(int exitCode, boolean timedOut, boolean outOfMemory, boolean outputLimited, byte[] stdout,
                String stderrTail, long millis) {

    /** The signal that killed it, or 0. */
    int signal() {
        return exitCode > 128 && exitCode < 128 + 65 ? exitCode - 128 : 0;
    }
}
