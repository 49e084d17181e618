package boyi.bench;

import boyi.catalogue.Catalogue;
import boyi.check.CheckFormats;
import boyi.check.InputFormat;
import boyi.check.Limits;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code bin/bench check [cases] [seed] [rounds] [only] [jar]}: the cost of {@code boyi check}
 * against the checked program's own runs (issue 29's target: a full check of a correct solution,
 * 100 inputs, costs at most 1.5x the program's own run time plus Boyi's start). Side by side,
 * every time a whole process: the program run by hand on the same inputs the check makes (the
 * start-up input and {@code cases} inputs of seed {@code seed}, each {@code prog < input}), Boyi's
 * start ({@code java -jar boyi.jar --version}) and {@code java -jar boyi.jar check ID --seed S
 * --cases N -- PROG}. Solutions of nim and lasker-nim in C, Python and Java (those whose compiler
 * or interpreter is installed; {@code only}, e.g. {@code C}, keeps those whose name contains it);
 * {@code jar} checks with another build of boyi.jar (e.g. an older one, to compare). The best of
 * {@code rounds} rounds of each side counts.
 *
 * <p>Two references for the program's own time: "plain", each run started from this JVM (a
 * process start through the JDK's spawn helper, as the target was first measured), and "sh", all
 * runs from one {@code sh} loop (the cheapest start there is, as a contestant runs
 * {@code ./a.out < in}). Only the runs are timed: whether their outputs are right is judged after
 * the clock stops.
 */
public final class CheckBench {

    /** The target: a check costs at most this times the program's own run time, plus Boyi's start. */
    private static final double TARGET = 1.5;

    private CheckBench() {
    }

    /** A solution: the problem it solves, a name, and its command (null when it cannot be built here). */
    private record Solution(String problem, String name, List<String> command) {
    }

    public static void main(String[] args) throws Exception {
        int cases = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        String only = args.length > 3 ? args[3] : "";
        Path root = Path.of(CheckBench.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getParent().getParent().getParent();
        int built = run(List.of(root.resolve("bin/boyi").toString(), "--version"), null).exit;   // builds boyi.jar when stale
        Path jar = args.length > 4 ? Path.of(args[4]).toAbsolutePath() : root.resolve("boyi-cli/target/boyi.jar");
        if (built != 0 || !Files.isRegularFile(jar)) {
            System.err.println("bin/bench check: " + jar + " is missing and bin/boyi could not build it");
            System.exit(2);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path work = Files.createTempDirectory("boyi-check-bench");
        try {
            measure(work, java, jar, cases, seed, rounds, only);
        } finally {
            BenchFiles.deleteTree(work);
        }
    }

    private static void measure(Path work, String java, Path jar, int cases, long seed, int rounds, String only) throws Exception {
        List<Solution> solutions = solutions(work, java);
        System.out.printf(Locale.ROOT, "check (对拍) cost: %d inputs + the start-up input, seed %d, judge limits, best of %d; "
                + "target: check <= %.1f x plain + Boyi's start%n", cases, seed, rounds, TARGET);
        double start = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            start = Math.min(start, run(List.of(java, "-jar", jar.toString(), "--version"), null).seconds);
        }
        System.out.printf(Locale.ROOT, "  Boyi's start (java -jar boyi.jar --version, best of 3): %.2f s%n", start);
        System.out.printf(Locale.ROOT, "  check with %s%n", jar);
        System.out.printf(Locale.ROOT, "  %-22s %9s %9s %9s %9s %9s %9s  %s%n", "solution", "plain s", "per run", "sh s", "per run",
                "check s", "ratio", "(ratio = (check - Boyi's start) / plain; vs sh: against the sh loop)");
        for (Solution s : solutions) {
            if (!(s.problem + " " + s.name).contains(only)) {
                continue;
            }
            if (s.command == null) {
                System.out.printf(Locale.ROOT, "  %-22s (no compiler or interpreter here: skipped)%n", s.problem + " " + s.name);
                continue;
            }
            List<String> inputs = inputs(s.problem, cases, seed);
            double plain = Double.MAX_VALUE;
            double shell = Double.MAX_VALUE;
            double check = Double.MAX_VALUE;
            int wrong = 0;
            int checkExit = 0;
            for (int r = 0; r < rounds; r++) {
                List<String> outputs = new ArrayList<>();
                long t0 = System.nanoTime();
                for (String input : inputs) {
                    Path in = work.resolve("input.txt");
                    Files.writeString(in, input);
                    outputs.add(run(s.command, in).out);
                }
                plain = Math.min(plain, (System.nanoTime() - t0) / 1e9);
                wrong = wrong(s.problem, inputs, outputs);
                shell = Math.min(shell, shellLoop(s.command, inputs, work));
                List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString(), "check", s.problem, "--seed",
                        Long.toString(seed), "--cases", Integer.toString(cases), "--time-limit", "10", "--progress", "never", "--"));
                command.addAll(s.command);
                Run checked = run(command, null);
                checkExit = checked.exit;
                check = Math.min(check, checked.seconds);
            }
            double ratio = (check - start) / plain;
            System.out.printf(Locale.ROOT, "  %-22s %9.2f %7.1f ms %9.2f %7.1f ms %9.2f %8.2fx  %s; %.2fx vs sh%s%n",
                    s.problem + " " + s.name, plain, 1000 * plain / inputs.size(), shell, 1000 * shell / inputs.size(), check,
                    ratio, check <= TARGET * plain + start ? "within the target" : "over the target", (check - start) / shell,
                    (wrong > 0 ? "; plain runs wrong on " + wrong + " inputs" : "")
                            + (checkExit != 0 ? "; check exit status " + checkExit : ""));
        }
    }

    /** How many of the generated inputs (all but the first, the start-up input) got a wrong output. */
    private static int wrong(String problem, List<String> inputs, List<String> outputs) {
        int wrong = 0;
        for (int i = 1; i < inputs.size(); i++) {
            if (!words(outputs.get(i)).equals(words(Catalogue.problem(problem).solve(inputs.get(i), List.of())))) {
                wrong++;
            }
        }
        return wrong;
    }

    /**
     * The seconds of one {@code sh} running {@code command} on every input in turn (written to
     * files first, outside the time), each output to a file: the program's runs with the least
     * start-up a shell gives.
     */
    private static double shellLoop(List<String> command, List<String> inputs, Path work) throws IOException, InterruptedException {
        for (int i = 0; i < inputs.size(); i++) {
            Files.writeString(work.resolve("in." + i), inputs.get(i));
        }
        List<String> loop = new ArrayList<>(List.of("sh", "-c",
                "n=$1; shift; i=0; while [ $i -lt $n ]; do \"$@\" <in.$i >out.$i 2>/dev/null; i=$((i+1)); done",
                "sh", Integer.toString(inputs.size())));
        loop.addAll(command);
        ProcessBuilder b = new ProcessBuilder(loop).directory(work.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
        return run(b, null).seconds;
    }

    /** The inputs a check of {@code problem} runs: the start-up input, then {@code cases} generated ones. */
    private static List<String> inputs(String problem, int cases, long seed) {
        InputFormat format = CheckFormats.of(problem);
        List<String> inputs = new ArrayList<>();
        inputs.add(format.smallestInput(Limits.JUDGE));
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < cases; i++) {
            inputs.add(format.write(format.generate(random.split(), i, cases, Limits.JUDGE, false)));
        }
        return inputs;
    }

    /** The solutions, written out of the bench's resources into {@code work} and built there. */
    private static List<Solution> solutions(Path work, String java) throws IOException, InterruptedException {
        for (String name : List.of("nim.c", "nim.py", "Nim.java", "lasker.c", "lasker.py")) {
            try (InputStream in = CheckBench.class.getResourceAsStream("check/" + name)) {
                Files.copy(in, work.resolve(name));
            }
        }
        List<String> c = List.of("nim", "lasker");
        List<Solution> out = new ArrayList<>();
        for (String name : c) {
            Path exe = work.resolve(name);
            boolean compiled = run(List.of("cc", "-O2", "-o", exe.toString(), work.resolve(name + ".c").toString()), null).exit == 0;
            out.add(new Solution(name.equals("nim") ? "nim" : "lasker-nim", "(C)", compiled ? List.of(exe.toString()) : null));
            boolean python = run(List.of("python3", "-c", "pass"), null).exit == 0;
            out.add(new Solution(name.equals("nim") ? "nim" : "lasker-nim", "(Python)",
                    python ? List.of("python3", work.resolve(name + ".py").toString()) : null));
        }
        Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
        boolean compiled = run(List.of(javac.toString(), "-d", work.toString(), work.resolve("Nim.java").toString()), null).exit == 0;
        out.add(new Solution("nim", "(Java)", compiled ? List.of(java, "-cp", work.toString(), "Nim") : null));
        return out;
    }

    /** A finished process: its exit status, its standard output and its wall time. */
    private record Run(int exit, String out, double seconds) {
    }

    /** Runs {@code command} (standard input from {@code input}, or none), its standard error discarded. */
    private static Run run(List<String> command, Path input) throws IOException, InterruptedException {
        return run(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD), input);
    }

    private static Run run(ProcessBuilder b, Path input) throws IOException, InterruptedException {
        if (input != null) {
            b.redirectInput(input.toFile());
        }
        long t0 = System.nanoTime();
        Process p;
        try {
            p = b.start();
        } catch (IOException e) {
            return new Run(-1, "", 0);
        }
        if (input == null) {
            p.getOutputStream().close();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = p.waitFor();
        return new Run(exit, out, (System.nanoTime() - t0) / 1e9);
    }

    private static List<String> words(String text) {
        return Arrays.asList(text.trim().split("\\s+"));
    }
}
