package boyi.cli;

import boyi.util.Lang;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Runs {@code boyi} in-process with given stdin and captures stdout, stderr and the exit status. */
record Cli(int status, String out, String err) {

    static Cli withInput(String stdin, String... args) {
        return run(Lang.fromEnvironment(), stdin, args);
    }

    /** Runs as in an environment of the given language (LANG=zh_CN.UTF-8 gives Chinese), no stdin. */
    static Cli inEnvironment(Lang environment, String... args) {
        return run(environment, "", args);
    }

    private static Cli run(Lang environment, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(environment, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err, args);
        return new Cli(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Cli run(String... args) {
        return withInput("", args);
    }

    /** One line on stderr, nothing on stdout, exit status 2. */
    boolean isBadInput() {
        return status == 2 && out.isEmpty() && err.endsWith("\n") && err.indexOf('\n') == err.length() - 1
                && !err.contains("Exception") && !err.contains("\tat ");
    }
}
