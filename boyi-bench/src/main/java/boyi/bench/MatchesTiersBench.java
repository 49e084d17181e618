package boyi.bench;

import boyi.games.matches.MatchesTiers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * {@code bin/bench matches-tiers OLD.jar [size] [rounds] [threads]}: the whole
 * {@code strong-solve matches SIZE --threads T} (default 5x5, 1 round, 2 threads) run by this
 * build's {@code boyi.jar} and by an older one (e.g. built from the previous commit of main),
 * alternated in the same minutes, each a whole process under {@code /usr/bin/time}: wall time,
 * CPU time, peak resident memory, positions per second per core of CPU, the load average at the
 * start, the ratio old / new, and whether the two databases' tier files are byte for byte the same.
 */
public final class MatchesTiersBench {

    private MatchesTiersBench() {
    }

    /** One whole solve: exit status, wall seconds, CPU seconds (user + system), peak RSS in kB, load at the start. */
    private record Run(int exit, double wall, double cpu, long peakKb, String load) {

        String line(long positions) {
            return exit != 0 ? "failed (exit " + exit + ")"
                    : String.format(Locale.ROOT, "wall %7.2f s  CPU %7.2f s  peak RSS %,6d MB  %5.1f M positions/s per core  (load %s)",
                    wall, cpu, peakKb >> 10, positions / cpu / 1e6, load);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: bin/bench matches-tiers OLD.jar [size, e.g. 5x5] [rounds] [threads]");
            System.exit(2);
        }
        Path old = Path.of(args[0]);
        String size = args.length > 1 ? args[1] : "5x5";
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        String threads = args.length > 3 ? args[3] : "2";
        Path root = Path.of(MatchesTiersBench.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getParent().getParent().getParent();
        Path jar = root.resolve("boyi-cli/target/boyi.jar");
        if (new ProcessBuilder(root.resolve("bin/boyi").toString(), "--version").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() != 0 || !Files.isRegularFile(jar)) {
            System.err.println("bin/bench matches-tiers: " + jar + " is missing and bin/boyi could not build it");
            System.exit(2);
        }
        if (!Files.isRegularFile(old)) {
            System.err.println("bin/bench matches-tiers: no old jar " + old);
            System.exit(2);
        }
        MatchesTiers game = MatchesTiers.parse(size);
        long positions = game.positions();
        System.out.printf(Locale.ROOT, "strong-solve matches %s --threads %s (%,d positions): %s (old) vs %s (new), %d round(s), "
                + "%d cores%n", size, threads, positions, old, jar, rounds, Runtime.getRuntime().availableProcessors());
        Path work = Files.createTempDirectory("boyi-tiers-bench");
        try {
            double oldCpu = 0;
            double newCpu = 0;
            double oldWall = 0;
            double newWall = 0;
            boolean identical = true;
            for (int round = 1; round <= rounds; round++) {
                Run before = solve(old, size, threads, work.resolve("old"));
                Run now = solve(jar, size, threads, work.resolve("new"));
                boolean same = before.exit == 0 && now.exit == 0 && sameTierFiles(work.resolve("old"), work.resolve("new"));
                identical &= same;
                System.out.printf(Locale.ROOT, "round %d%n  old  %s%n  new  %s%n  tier files identical: %s%n", round,
                        before.line(positions), now.line(positions), same ? "yes" : "NO");
                oldCpu += before.cpu;
                newCpu += now.cpu;
                oldWall += before.wall;
                newWall += now.wall;
                BenchFiles.deleteTree(work.resolve("old"));
                BenchFiles.deleteTree(work.resolve("new"));
            }
            System.out.printf(Locale.ROOT, "ratio (old / new) over %d round(s): wall %.2fx, CPU %.2fx; databases identical: %s%n",
                    rounds, oldWall / newWall, oldCpu / newCpu, identical ? "yes" : "NO");
        } finally {
            BenchFiles.deleteTree(work);
        }
    }

    /** One whole {@code strong-solve} of a fresh database, timed by {@code /usr/bin/time} (wall only without it). */
    private static Run solve(Path jar, String size, String threads, Path db) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString(), "strong-solve", "matches", size,
                "--db", db.toString(), "--threads", threads, "--quiet"));
        Path time = Path.of("/usr/bin/time");
        Path figures = Files.createTempFile("boyi-tiers-bench", ".time");
        if (Files.isExecutable(time)) {
            command.addAll(0, List.of(time.toString(), "-o", figures.toString(), "-f", "%e %U %S %M"));
        }
        String load = Files.isReadable(Path.of("/proc/loadavg"))
                ? String.join(" ", Arrays.copyOf(Files.readString(Path.of("/proc/loadavg")).split(" "), 3)) : "?";
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (InputStream out = p.getInputStream()) {
            out.transferTo(OutputStream.nullOutputStream());
        }
        int exit = p.waitFor();
        double wall = (System.nanoTime() - t0) / 1e9;
        String[] f = Files.readString(figures, StandardCharsets.UTF_8).trim().split("\\s+");
        Files.deleteIfExists(figures);
        if (f.length == 4) {
            return new Run(exit, Double.parseDouble(f[0]), Double.parseDouble(f[1]) + Double.parseDouble(f[2]),
                    Long.parseLong(f[3]), load);
        }
        return new Run(exit, wall, Double.NaN, -1, load);
    }

    /** Whether both folders hold the same tier files with the same bytes (the manifests differ in solving times). */
    private static boolean sameTierFiles(Path a, Path b) throws IOException {
        List<Path> names = tierFiles(a);
        if (names.isEmpty() || !names.equals(tierFiles(b))) {
            return false;
        }
        for (Path name : names) {
            if (Files.mismatch(a.resolve(name), b.resolve(name)) != -1) {
                return false;
            }
        }
        return true;
    }

    private static List<Path> tierFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(Path::getFileName).filter(n -> n.toString().matches("tier-\\d+\\.bin")).sorted().toList();
        }
    }
}
