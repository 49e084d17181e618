package boyi.cli;

import boyi.catalogue.Catalogue;
import boyi.catalogue.GameArguments;
import boyi.analysis.Analyzer;
import boyi.check.CheckFormats;
import boyi.check.CheckVerdict;
import boyi.check.InputFormat;
import boyi.check.Limits;
import boyi.check.RuleInputs;
import boyi.rules.RuleInstance;
import boyi.problems.Problem;
import boyi.util.BadInputException;
import boyi.util.Json;
import boyi.util.Lang;
import boyi.util.Text;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi check <id> -- <command>}: 对拍, a program checked against Boyi's answers, the first failure shrunk. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check your own solution of a judge problem, or of a game written as rules, against Boyi (对拍).",
                "Run it on generated inputs (every small input first, then the theorem's positions, random ones, the limits),",
                "compare its output with 'boyi problem <id>', stop at the first difference and shrink it until no single",
                "simplification still fails. The program runs in a scratch folder, in its own session (and PID namespace where",
                "the system allows); whatever it leaves running is killed and reported. With --rules FILE the input is T, then",
                "T positions in the rule game's own notation, one a line, and the program prints one word a position: win,",
                "loss or draw for the player to move (or the --answers words). Exit status 0 when every input passed, 1 when",
                "one failed, 2 for bad usage."},
        footer = {"", "Examples:",
                "  boyi check nim -- ./a.out",
                "  boyi check bash --cases 500 --seed 7 -- python3 sol.py",
                "  boyi check euclid --limits boyi --save failed -- java Main",
                "  boyi check take-2-piles --stress -- ./a.out",
                "  boyi check --rules rules/cet4.boyi -- python3 mine.py",
                "  boyi check --rules my-game.boyi k=3 --answers First,Second,Draw -- ./a.out"})
final class CheckCommand implements Callable<Integer> {

    /** Lines of an input or output shown; --save writes them all. */
    private static final int SHOWN_LINES = 30;
    private static final int SHOWN_CHARS = 3000;
    private static final int STRESS_INPUTS = 3;

    @Mixin
    LangOption lang;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "<id> -- <command>",
            description = {"the problem id, e.g. nim (see 'boyi list'); with --rules, the rule game's name=value parameters instead",
                    "after --: the program to check and its arguments, run without a shell"})
    List<String> words = new ArrayList<>();

    @Mixin
    RulesOption rules;

    @Option(names = "--answers", paramLabel = "WIN,LOSS,DRAW",
            description = "with --rules: the words the program prints for a win, a loss and a draw of the player to move "
                    + "(default win,loss,draw)")
    String answers;

    @Option(names = "--limits", defaultValue = "judge", paramLabel = "judge|boyi",
            description = "input sizes up to the judge's limits or Boyi's own (10^18 values, 10^6 piles) (default ${DEFAULT-VALUE})")
    String limits;

    @Option(names = "--cases", paramLabel = "N", description = "inputs to run, 1..1000000 (default 100; 3 with --stress)")
    Integer cases;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the generator (default: a new one, printed)")
    Long seed;

    @Option(names = "--time-limit", defaultValue = "2", paramLabel = "SECONDS",
            description = "wall time per run, e.g. 1 or 0.5 (default ${DEFAULT-VALUE})")
    String timeLimit;

    @Option(names = "--memory-limit", defaultValue = "256", paramLabel = "MB",
            description = "memory per run, in megabytes (default ${DEFAULT-VALUE})")
    long memoryLimit;

    @Option(names = "--save", paramLabel = "DIR", description = "write the failing input and both outputs into DIR")
    Path save;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Option(names = "--stress", description = "run the largest inputs of the limits and report the time against the limit")
    boolean stress;

    @Option(names = "--progress", defaultValue = "auto", paramLabel = "auto|always|never",
            description = "progress bar on stderr: auto (when a console is attached), always, never (default ${DEFAULT-VALUE})")
    String progress;

    @Override
    public Integer call() {
        Lang language = lang.lang();
        Limits chosen = Limits.parse(limits);
        if (chosen == null) {
            throw new BadInputException(Text.format("--limits \"%s\"：应为 judge 或 boyi", "--limits \"%s\": expected judge or boyi",
                    limits));
        }
        int count = cases == null ? (stress ? STRESS_INPUTS : 100) : cases;
        if (count < 1 || count > 1_000_000) {
            throw new BadInputException(Text.format("--cases %d：应为 1..1000000", "--cases %d: expected 1..1000000", count));
        }
        if (memoryLimit < 1 || memoryLimit > 1 << 20) {
            throw new BadInputException(Text.format("--memory-limit %d：应为 1..1048576（MB）",
                    "--memory-limit %d: expected 1..1048576 (MB)", memoryLimit));
        }
        boolean bar = switch (progress.toLowerCase(Locale.ROOT)) {
            case "always" -> true;
            case "never" -> false;
            case "auto" -> System.console() != null && !json;
            default -> throw new BadInputException(Text.format("--progress \"%s\"：应为 auto、always 或 never",
                    "--progress \"%s\": expected auto, always or never", progress));
        };
        long timeMillis = millis(timeLimit);
        Problem problem;
        InputFormat format;
        List<String> command;
        if (rules.given()) {
            int parameters = 0;
            while (parameters < words.size() && words.get(parameters).matches("[A-Za-z_][A-Za-z0-9_-]*=.*")) {
                parameters++;
            }
            GameArguments game = GameArguments.parse(rules.family(), words.subList(0, parameters));
            RuleInputs inputs = RuleInputs.of((RuleInstance) game.instance(),
                    answers == null ? RuleInputs.WORDS : List.of(answers.split(",", -1)));
            problem = inputs.problem();
            format = inputs.format();
            command = words.subList(parameters, words.size());
        } else {
            if (words.isEmpty()) {
                throw new BadInputException(Text.of("缺少题目：如 boyi check nim -- ./a.out，或用 --rules FILE 检查规则写的游戏",
                        "missing the problem: e.g. boyi check nim -- ./a.out, or --rules FILE for a game written as rules"));
            }
            if (answers != null) {
                throw new BadInputException(Text.of("--answers 只用于 --rules", "--answers goes with --rules only"));
            }
            problem = Catalogue.problem(words.get(0));
            format = CheckFormats.of(words.get(0));
            command = words.subList(1, words.size());
        }
        String id = format.id();
        ChildProcess child = ChildProcess.of(command, timeMillis, memoryLimit << 20);
        long seedUsed = seed != null ? seed : System.nanoTime() & 0xFFFF_FFFFL;
        CheckSession session = new CheckSession(problem, format, chosen, child);
        long start = System.nanoTime();
        CheckSession.Result result;
        try (Progress p = new Progress(bar ? spec.commandLine().getErr() : null, count, language)) {
            result = session.run(seedUsed, count, stress, p::done);
        }
        long seconds = (System.nanoTime() - start) / 1_000_000;
        Report report = new Report(id, chosen, seedUsed, count, stress, timeMillis, result, language, format);
        if (save != null && result.failure() != null) {
            report.save(save);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? report.json(seconds) + "\n" : report.text());
        out.flush();
        return result.failure() == null ? 0 : 1;
    }

    /** Decimal seconds ({@code 2}, {@code 0.5}) as milliseconds, 1 ms .. 1 hour. */
    private static long millis(String text) {
        String t = text.trim();
        if (t.matches("\\d{1,4}(\\.\\d{1,3})?")) {
            long ms = new BigDecimal(t).movePointRight(3).longValueExact();
            if (ms >= 1 && ms <= 3_600_000) {
                return ms;
            }
        }
        throw new BadInputException(Text.format("--time-limit \"%s\"：应为 0.001..3600 秒，如 2 或 0.5",
                "--time-limit \"%s\": expected 0.001..3600 seconds, e.g. 2 or 0.5", text));
    }

    /** Milliseconds as seconds with two decimals ({@code 1.50}), or fewer when they are zeros. */
    static String seconds(long millis) {
        String s = millis / 1000 + "." + String.format("%03d", millis % 1000);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** A bar redrawn on stderr: inputs done and inputs per second. */
    private static final class Progress implements AutoCloseable {

        private final PrintWriter err;
        private final int total;
        private final Lang lang;
        private final long start = System.nanoTime();
        private long drawn;
        private boolean any;

        Progress(PrintWriter err, int total, Lang lang) {
            this.err = err;
            this.total = total;
            this.lang = lang;
        }

        void done(int inputs) {
            long now = System.nanoTime();
            if (err == null || now - drawn < 200_000_000L && inputs < total) {
                return;
            }
            drawn = now;
            any = true;
            int filled = (int) (30L * inputs / total);
            long perTenSeconds = 10_000_000_000L * inputs / Math.max(1, now - start);
            String rate = perTenSeconds / 10 + "." + perTenSeconds % 10;
            err.print("\r[" + "#".repeat(filled) + ".".repeat(30 - filled) + "] " + inputs + "/" + total
                    + (lang == Lang.ZH ? " 组输入  " + rate + " 组/秒" : " inputs  " + rate + " inputs/s"));
            err.flush();
        }

        @Override
        public void close() {
            if (any) {
                err.print("\r" + " ".repeat(70) + "\r");
                err.flush();
            }
        }
    }

    /** What a check found, as text, JSON or files. */
    private record Report(String id, Limits limits, long seed, int count, boolean stress, long timeLimit,
                          CheckSession.Result result, Lang lang, InputFormat format) {

        String text() {
            CheckSession.Failure f = result.failure();
            StringBuilder b = new StringBuilder();
            String where = limits == Limits.JUDGE ? "judge" : "boyi";
            if (f == null) {
                b.append(t(Text.format("boyi check %s：%d 组输入全部通过（种子 %d，%s 限制%s），最慢 %s 秒，时限 %s 秒%n",
                        "boyi check %s: all %d inputs passed (seed %d, %s limits%s), slowest %s s of the %s s limit%n",
                        id, count, seed, where, stress ? (lang == Lang.ZH ? "，最大输入" : ", largest inputs") : "",
                        seconds(result.slowest()), seconds(timeLimit))));
                b.append(startup());
                b.append(leftBehind());
                return b.toString();
            }
            Text verdict = f.judgement().verdict().text();
            b.append(t(Text.of(String.format("boyi check %s：%s，第 %d 组输入（共 %d 组；种子 %d，%s 限制；%s）%n", id, verdict.zh(),
                    f.number(), count, seed, where, phase(f.phase()).zh()), String.format(
                    "boyi check %s: %s on input %d of %d (seed %d, %s limits; %s)%n", id, verdict.en(), f.number(), count, seed,
                    where, phase(f.phase()).en()))));
            CheckSession.Shrink shrink = f.shrink();
            if (shrink != null && shrink.runs() > 0) {
                Text end = shrink.minimal() ? Text.of("再删去或减小任何一处都不再失败", "no single removal or smaller number still fails")
                        : Text.of("运行次数或时间用完，未必最小", "the run or time budget ended it: maybe not minimal");
                b.append(t(Text.format("输入（从 %d 字节缩小到 %d 字节，%d 步，运行了 %d 次；", "input (shrunk from %d bytes to %d in %d steps "
                        + "and %d runs; ", bytes(f.first()), bytes(f.input()), shrink.steps(), shrink.runs()).plus(end)
                        .plus(Text.of("）：\n", "):\n"))));
            } else {
                b.append(t(Text.format("输入（%d 字节）：%n", "input (%d bytes):%n", bytes(f.input()))));
            }
            b.append(indented(f.input()));
            CheckVerdict v = f.judgement().verdict();
            if (v == CheckVerdict.WRONG_ANSWER || v == CheckVerdict.PRESENTATION) {
                b.append(t(Text.of("期望输出：\n", "expected:\n"))).append(indented(f.expected()));
                b.append(t(Text.of("程序输出：\n", "got:\n"))).append(indented(f.got()));
                if (f.run().stdoutBytes() > f.run().stdout().length) {
                    b.append(t(Text.format("  ……（共输出 %d 字节，只保留了前 %d 字节）%n", "  ... (%d bytes printed, the first %d kept)%n",
                            f.run().stdoutBytes(), f.run().stdout().length)));
                }
            }
            b.append(t(Text.of("问题：      ", "what:      "))).append(t(f.judgement().note())).append('\n');
            b.append(t(Text.format("用时：      %s 秒（时限 %s 秒）%n", "time:      %s s (limit %s s)%n",
                    seconds(f.run().millis()), seconds(timeLimit))));
            b.append(startup());
            b.append(leftBehind());
            if (v == CheckVerdict.RUNTIME_ERROR && !f.run().stderrTail().isBlank()) {
                b.append(t(Text.of("标准错误的最后几行：\n", "stderr (last lines):\n"))).append(indented(lastLines(f.run().stderrTail(), 10)));
            }
            List<String> why = explanations(f);
            if (!why.isEmpty()) {
                b.append(t(Text.of("正确答案的理由：\n", "why the expected answer is right:\n")));
                why.forEach(w -> b.append("  ").append(w).append('\n'));
            }
            return b.toString();
        }

        /**
         * The program's start-up (its run on the smallest input) apart from the time of the
         * inputs, and a warning when it alone is over a third of the limit.
         */
        private String startup() {
            long start = result.startupMillis();
            long beyond = Math.max(0, (result.failure() == null ? result.slowest() : result.failure().run().millis()) - start);
            StringBuilder b = new StringBuilder(t(Text.format("启动：      %s 秒（程序在最小输入上的运行）；最慢的一组输入另用 %s 秒%n",
                    "start-up:  %s s (the program on the smallest input); the slowest input took %s s beyond it%n",
                    seconds(start), seconds(beyond))));
            if (3 * start > timeLimit) {
                b.append(t(Text.format("注意：      仅启动就用了 %s 秒，时限 %s 秒：这是解释器或 JVM 的启动；可用 --time-limit 放宽，或检查编译好的程序%n",
                        "warning:   start-up took %s s of the %s s limit: interpreter or JVM start; run with --time-limit or a "
                                + "compiled binary%n", seconds(start), seconds(timeLimit))));
            }
            return b.toString();
        }

        /** A note when the program left processes running after it exited. */
        private String leftBehind() {
            if (result.leftBehind() == 0) {
                return "";
            }
            return t(Text.format("注意：      有 %d 次运行在程序退出后还留有它启动的进程（已被 Boyi 终止）；评测机可能因此判错%n",
                    "warning:   in %d runs the program left processes it started behind when it exited (Boyi killed them); "
                            + "a judge may count that against you%n", result.leftBehind()));
        }

        private static Text phase(InputFormat.Phase phase) {
            return switch (phase) {
                case SMALL -> Text.of("小输入穷举阶段", "found among the small inputs");
                case THEOREM -> Text.of("定理的关键局面阶段", "found among the theorem's positions");
                case RANDOM -> Text.of("随机输入阶段", "found among the random inputs");
                case LIMITS -> Text.of("极限输入阶段", "found among the largest inputs");
            };
        }

        String json(long millis) {
            CheckSession.Failure f = result.failure();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("problem", id);
            m.put("verdict", f == null ? CheckVerdict.ACCEPTED.text().en() : f.judgement().verdict().text().en());
            m.put("verdict_text", f == null ? CheckVerdict.ACCEPTED.text().in(lang) : f.judgement().verdict().text().in(lang));
            m.put("cases_run", result.inputsRun());
            m.put("seed", seed);
            m.put("limits", limits.word());
            m.put("input", f == null ? null : f.input());
            m.put("expected", f == null ? null : f.expected());
            m.put("got", f == null ? null : f.got());
            m.put("note", f == null ? null : f.judgement().note().in(lang));
            m.put("explanation", f == null ? null : String.join("\n", explanations(f)));
            m.put("seconds", BigDecimal.valueOf(f == null ? result.slowest() : f.run().millis(), 3));
            m.put("time_limit_seconds", BigDecimal.valueOf(timeLimit, 3));
            m.put("exit_code", f == null ? null : f.run().exitCode());
            m.put("stderr", f == null ? null : f.run().stderrTail());
            m.put("shrink_runs", f == null || f.shrink() == null ? 0 : f.shrink().runs());
            m.put("shrink_steps", f == null || f.shrink() == null ? 0 : f.shrink().steps());
            m.put("shrunk_to_local_minimum", f != null && f.shrink() != null && f.shrink().minimal());
            m.put("phase", f == null ? null : f.phase().name().toLowerCase(Locale.ROOT));
            m.put("startup_seconds", BigDecimal.valueOf(result.startupMillis(), 3));
            m.put("runs_leaving_processes", result.leftBehind());
            m.put("stdout_bytes", f == null ? null : f.run().stdoutBytes());
            m.put("total_seconds", BigDecimal.valueOf(millis, 3));
            return Json.write(m);
        }

        void save(Path dir) {
            CheckSession.Failure f = result.failure();
            try {
                Files.createDirectories(dir);
                Files.writeString(dir.resolve("input.txt"), f.input(), StandardCharsets.UTF_8);
                Files.writeString(dir.resolve("expected.txt"), f.expected(), StandardCharsets.UTF_8);
                Files.write(dir.resolve("got.txt"), f.run().stdout()); // its first megabyte
                Files.writeString(dir.resolve("stderr.txt"), f.run().stderrTail(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new BadInputException(Text.format("--save %s：无法写入：%s", "--save %s: cannot write: %s", dir, e.getMessage()));
            }
        }

        /** Boyi's explanation of each position of the shrunk input (the first three). */
        private List<String> explanations(CheckSession.Failure f) {
            List<String> out = new ArrayList<>();
            for (long[] c : f.cases()) {
                for (List<String> words : format.cases().explain(c)) {
                    if (out.size() == 3) {
                        return out;
                    }
                    try {
                        GameArguments a = GameArguments.parse(words);
                        out.add(String.join(" ", words) + ": " + Analyzer.analyze(a.instance(), a.position()).why().in(lang));
                    } catch (RuntimeException e) {
                        // a position too large to explain quickly: the answer stands without it
                    }
                }
            }
            return out;
        }

        private String t(Text text) {
            return text.in(lang);
        }

        private static int bytes(String s) {
            return s.getBytes(StandardCharsets.UTF_8).length;
        }

        private String indented(String text) {
            StringBuilder b = new StringBuilder();
            String[] lines = text.split("\n", -1);
            int n = text.endsWith("\n") ? lines.length - 1 : lines.length;
            int chars = 0;
            for (int i = 0; i < n; i++) {
                if (i == SHOWN_LINES || chars > SHOWN_CHARS) {
                    b.append(t(Text.format("  ……（还有 %d 行；--save DIR 可写出全部）%n", "  ... (%d more lines; --save DIR writes them all)%n",
                            n - i)));
                    break;
                }
                String line = lines[i].length() > 200 ? lines[i].substring(0, 200) + " ..." : lines[i];
                b.append("  ").append(line).append('\n');
                chars += line.length();
            }
            if (n == 0) {
                b.append(t(Text.of("  （空）\n", "  (empty)\n")));
            }
            return b.toString();
        }

        private static String lastLines(String text, int count) {
            String[] lines = text.split("\n");
            return String.join("\n", java.util.Arrays.asList(lines).subList(Math.max(0, lines.length - count), lines.length)) + "\n";
        }
    }
}
