package boyi.cli;

import boyi.catalogue.GameArguments;
import boyi.games.GameInstance;
import boyi.proof.TableProof;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.BadInputException;
import boyi.util.Json;
import boyi.util.Lang;
import boyi.util.PackedLongs;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code boyi table <game> <parameters> --upto N}: long tables of Grundy values run as long as
 * they take (with an estimate and a progress bar on stderr), bounded by {@code --max-seconds}.
 */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"Print the table of outcomes or Grundy values for n = 0..N, with its period.",
                "Outcomes: + win, 0 draw, - loss; the preperiod and period are found and proven where they can be.",
                "Long tables of heap games (octal, grundy-game, all-but) run as long as they take: an estimate and",
                "a progress bar go to stderr; --max-seconds bounds the time (exit status 2 when exceeded).",
                "Beyond " + TableCommand.FULL_TEXT + " entries the text shows the first values and a summary; --json prints all."},
        footer = {"", "Examples:",
                "  boyi table subtraction 1,3,4 --upto 30",
                "  boyi table stones 3 --upto 24",
                "  boyi table octal 0.77 --upto 100 --json",
                "  boyi table grundy-game --upto 10000000 --max-seconds 600",
                "  boyi table grundy-game --upto 1073741824 --summary --checkpoint grundy.ck"})
final class TableCommand implements Callable<Integer> {

    /** Tables with more entries than this are summarised in text (all of them in --json). */
    static final int FULL_TEXT = 100_000;
    /** Entries shown before the summary of a long table. */
    private static final int SHOWN = 200;
    /** The largest --upto (the most values one array holds). */
    private static final long MAX_UPTO = Integer.MAX_VALUE - 17L;

    @Spec
    CommandSpec spec;

    @Mixin
    RulesOption rules;

    @Parameters(arity = "0..*", paramLabel = "<game> <parameters>")
    List<String> words = new ArrayList<>();

    @Option(names = "--upto", required = true, paramLabel = "N", description = "the largest n")
    long upto;

    @Option(names = "--json", description = "print the table as JSON (every value)")
    boolean json;

    @Option(names = {"--time-limit", "--max-seconds"}, paramLabel = "S",
            description = "stop a long table after S seconds with a one-line message and exit status 2 (default: no bound)")
    long maxSeconds;

    @Option(names = "--summary", description = {"take-and-break heap games: print a summary (count of each value, the",
            "largest, the rare heaps and their values) instead of the table; the run keeps its values in a byte or two each"})
    boolean summary;

    @Option(names = "--checkpoint", paramLabel = "DIR", description = {"with --summary: save the values to DIR every few minutes",
            "and resume from there when run again (after a kill)"})
    java.nio.file.Path checkpoint;

    @Option(names = "--checkpoint-seconds", paramLabel = "S", defaultValue = "180",
            description = "with --checkpoint: the time between checkpoints (default: ${DEFAULT-VALUE})")
    long checkpointSeconds;

    @Option(names = "--sequence", paramLabel = "FILE", description = {"with --summary: also write every value to FILE, two bytes",
            "per value, big-endian, G(0) first"})
    java.nio.file.Path sequence;

    /** With --summary: the threads of the long run (the values are the same on any number). */
    @Mixin
    ThreadsOption threads;

    @Mixin
    LangOption lang;

    @Override
    public Integer call() {
        if (upto < 0 || upto > MAX_UPTO) {
            throw new BadInputException(Text.format("--upto %d：应为 0..%d", "--upto %d: expected 0..%d", upto, MAX_UPTO));
        }
        if (maxSeconds < 0) {
            throw new BadInputException(Text.format("--max-seconds %d：应为正整数", "--max-seconds %d: expected a positive number", maxSeconds));
        }
        Lang language = lang.lang();
        GameArguments args = rules.arguments(words);
        if (!args.position().isBlank()) {
            throw new BadInputException(Text.format("参数后面多了 \"%s\"", "unexpected words \"%s\" after the parameters",
                    args.position()));
        }
        GameInstance<?> game = args.instance();
        PrintWriter err = spec.commandLine().getErr();
        if (summary || checkpoint != null || sequence != null) {
            if (checkpointSeconds <= 0) {
                throw new BadInputException(Text.format("--checkpoint-seconds %d：应为正整数",
                        "--checkpoint-seconds %d: expected a positive number", checkpointSeconds));
            }
            return new SummaryTable(game, upto, checkpoint, checkpointSeconds, sequence, maxSeconds, threads.threads())
                    .run(spec.commandLine().getOut(), err, language);
        }
        if (game.family() instanceof boyi.rules.RulePartizanFamily partizan) {
            printPartizan(spec.commandLine().getOut(), game.describe(), partizan, language);
            return 0;
        }
        ProgressBar bar = new ProgressBar(err, language);
        boyi.rules.RuleInstance rules = game instanceof boyi.rules.RuleInstance r ? r : null;
        AtomicReference<TableProof> judged = new AtomicReference<>();
        Table t = compute(() -> {
            if (rules != null) {
                return TableProof.of(rules, upto, WorkBudget.unbounded(bar), () -> TableProof.proofWithin(rules, PROOF_SHARE)).map(p -> {
                    judged.set(p);
                    return p.table();
                });
            }
            return game instanceof BudgetedTable b ? b.table(upto, WorkBudget.unbounded(bar)) : game.table(upto);
        }, bar).orElseThrow(() ->
                new BadInputException(Text.format("%s 没有关于 n 的表（它不是只有一个大小参数的游戏）",
                        "%s has no table over n (it is not a one-size family)", game.family().id())));
        bar.finish();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            // written as it goes: the values stay packed in the table, never one string
            Json.write(out, judged.get() != null ? judged.get().json() : t.json());
            out.println();
        } else if (rules != null && rules.pairTable()) {
            out.println(game.describe() + (language == Lang.ZH ? "：" : ": ") + rules.program().variables().get(0) + ", "
                    + rules.program().variables().get(1) + " = 0.." + upto);
            out.print(boyi.pattern.PairTableText.render(t.kind().equals(Table.GRUNDY) ? boyi.pattern.ValueKind.GRUNDY
                    : boyi.pattern.ValueKind.OUTCOME, t.values()).in(language));
            out.println(t.explanation().in(language));
        } else {
            // a rule table's explanation states its pattern; the period line only repeats a period a procedure proved
            print(out, game.describe(), t, language, rules == null || t.periodicity() != null && t.periodicity().proven());
        }
        out.flush();
        return 0;
    }

    /** The table on a worker thread, interrupted after --max-seconds (the solvers check interruption). */
    private Optional<Table> compute(java.util.function.Supplier<Optional<Table>> table, ProgressBar bar) {
        AtomicReference<Optional<Table>> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(table.get());
            } catch (RuntimeException e) {
                failed.set(e);
            } catch (OutOfMemoryError e) {
                failed.set(new TooLargeException(Text.format("--upto %d：内存不够（可以用 BOYI_JAVA_OPTS=-Xmx... 调大）",
                        "--upto %d: out of memory (BOYI_JAVA_OPTS=-Xmx... raises it)", upto)));
            }
        }, "boyi table");
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join(maxSeconds == 0 ? 0 : maxSeconds * 1000);
            if (worker.isAlive()) {
                worker.interrupt();
                worker.join(5000);
                bar.finish();
                throw new TooLargeException(Text.format(
                        "--max-seconds %1$d：%1$d 秒内没有算完（算到 n = %2$d，目标 %3$d）；请调大 --max-seconds 或减小 --upto",
                        "--max-seconds %1$d: the table was not finished in %1$d s (reached n = %2$d of %3$d); raise --max-seconds or lower --upto",
                        maxSeconds, bar.reached(), upto));
            }
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new TooLargeException(Text.of("被中断", "interrupted"));
        }
        if (failed.get() != null) {
            throw failed.get();
        }
        return result.get();
    }

    /** How long a table waits for the prover before stating its pattern as a conjecture ({@code boyi prove} has no such bound). */
    static final java.time.Duration PROOF_SHARE = java.time.Duration.ofSeconds(10);

    /** A partizan rule game's canonical values per n: one line each, or the table as JSON (as {@code /api/table} answers it). */
    private void printPartizan(PrintWriter out, String game, boyi.rules.RulePartizanFamily partizan, Lang lang) {
        if (json) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("game", game);
            m.put("upto", upto);
            m.putAll(boyi.rules.PartizanTableJson.of(partizan, upto));
            Json.write(out, m);
            out.println();
        } else {
            List<java.util.Map<String, Object>> rows = partizan.table(upto);
            boolean zh = lang == Lang.ZH;
            out.println(game + (zh ? "：各 n 的标准型（组合博弈论），n = 0.." : ": canonical forms (combinatorial game theory), n = 0..") + upto);
            List<String[]> lines = new ArrayList<>();
            lines.add(zh ? new String[] {"n", "标准型", "结果类", "温度", "平均值"} : new String[] {"n", "value", "outcome", "temperature", "mean"});
            for (java.util.Map<String, Object> r : rows) {
                lines.add(new String[] {String.valueOf(r.get("n")), (String) r.get("canonical"), (String) r.get("outcome"),
                        (String) r.get("temperature"), (String) r.get("mean")});
            }
            int[] width = new int[5];
            for (String[] l : lines) {
                for (int i = 0; i < 5; i++) {
                    width[i] = Math.max(width[i], SolveCommand.displayWidth(l[i]));
                }
            }
            for (String[] l : lines) {
                StringBuilder b = new StringBuilder();
                for (int i = 0; i < 4; i++) {
                    b.append(SolveCommand.pad(l[i], width[i])).append("  ");
                }
                out.println(b.append(l[4]).toString().stripTrailing());
            }
        }
        out.flush();
    }

    /**
     * The table as text; {@code periodLine}: the line saying the period or that none was found (a
     * rule game's explanation states its pattern, so it has the line only for a proven period).
     */
    static void print(PrintWriter out, String game, Table t, Lang lang, boolean periodLine) {
        boolean outcomes = t.kind().equals(Table.OUTCOME);
        out.println(game + ", n = 0.." + (t.length() - 1) + (lang == Lang.ZH ? "" : " ") + (outcomes
                ? Text.of("（+ 先手必胜，0 平局，- 先手必败）", "(+ win, 0 draw, - loss for the player to move)")
                : Text.of("（SG 值）", "(Grundy values)")).in(lang));
        List<String> names = t.rowNames().stream().map(n -> n.in(lang)).toList();
        int nameWidth = names.stream().mapToInt(String::length).max().orElse(1);
        int perLine = outcomes ? 50 : 20;
        int rows = t.rows().size();
        long entries = (long) t.length() * rows;
        int shown = entries <= FULL_TEXT ? t.length() : Math.min(t.length(), SHOWN);
        for (int start = 0; start < shown; start += perLine) {
            int end = Math.min(shown, start + perLine);
            out.printf("%" + nameWidth + "s  n=%d..%d%n", "", start, end - 1);
            for (int r = 0; r < rows; r++) {
                StringBuilder b = new StringBuilder();
                for (int n = start; n < end; n++) {
                    long v = t.value(r, n);
                    if (outcomes) {
                        b.append(v > 0 ? '+' : v < 0 ? '-' : '0');
                    } else {
                        b.append(n > start ? " " : "").append(v);
                    }
                }
                out.printf("%" + nameWidth + "s  %s%n", names.get(r), b);
            }
        }
        if (shown < t.length()) {
            out.println(summary(t, shown).in(lang));
        }
        if (periodLine) {
            out.println(t.periodicity() != null ? t.periodicity().summary().in(lang)
                    : Text.of("在算出的值中没有找到周期", "no period found in the values computed").in(lang));
        }
        if (!t.explanation().isEmpty()) {
            out.println(t.explanation().in(lang));
        }
    }

    /** What a long table's hidden part holds: its size, and per row the largest value or the counts of outcomes. */
    private static Text summary(Table t, int shown) {
        long hidden = t.length() - (long) shown;
        StringBuilder zh = new StringBuilder(String.format(Locale.ROOT, "……（n = %d..%d 共 %d 个未显示，--json 可输出全部）",
                shown, t.length() - 1, hidden));
        StringBuilder en = new StringBuilder(String.format(Locale.ROOT, "... (n = %d..%d not shown: %d more; --json prints them all)",
                shown, t.length() - 1, hidden));
        for (int r = 0; r < t.rows().size(); r++) {
            PackedLongs row = t.rows().get(r);
            String name = t.rowNames().get(r).en();
            if (t.kind().equals(Table.GRUNDY)) {
                long max = 0;
                long zeros = 0;
                for (int n = 0; n < row.length(); n++) {
                    long v = row.get(n);
                    max = Math.max(max, v);
                    zeros += v == 0 ? 1 : 0;
                }
                zh.append(String.format(Locale.ROOT, "%n%s：最大值 %d，值为 0（先手必败）的有 %d 个", t.rowNames().get(r).zh(), max, zeros));
                en.append(String.format(Locale.ROOT, "%n%s: largest value %d, %d zeros (losses for the player to move)", name, max, zeros));
            } else {
                long[] count = new long[3];
                for (int n = 0; n < row.length(); n++) {
                    count[(int) row.get(n) + 1]++;
                }
                zh.append(String.format(Locale.ROOT, "%n%s：先手必胜 %d，平局 %d，先手必败 %d", t.rowNames().get(r).zh(),
                        count[2], count[1], count[0]));
                en.append(String.format(Locale.ROOT, "%n%s: %d wins, %d draws, %d losses", name, count[2], count[1], count[0]));
            }
        }
        return Text.of(zh.toString(), en.toString());
    }

    /** The estimate and a progress bar on stderr, shown only for runs estimated at 2 seconds or more. */
    private static final class ProgressBar implements WorkBudget.Listener {

        private static final long SHOW_FROM_NANOS = 2_000_000_000L;
        private static final int WIDTH = 30;

        private final PrintWriter err;
        private final Lang lang;
        private Text what;
        private boolean shown;
        private boolean open;
        private long lastDraw;
        private volatile long reached;

        ProgressBar(PrintWriter err, Lang lang) {
            this.err = err;
            this.lang = lang;
        }

        long reached() {
            return reached;
        }

        @Override
        public void started(Text what) {
            this.what = what;
        }

        @Override
        public synchronized void progress(long done, long target, long elapsedNanos, long estimatedNanos) {
            reached = done;
            if (!shown) {
                if (estimatedNanos < SHOW_FROM_NANOS) {
                    return;
                }
                shown = true;
                err.println("boyi table: " + (what == null ? "" : what.in(lang)) + Text.format(
                        "；估计需要 %s（--max-seconds 可以限制时间）", "; estimate: about %s (--max-seconds bounds it)",
                        duration(estimatedNanos)).in(lang));
            }
            long now = System.nanoTime();
            if (now - lastDraw < 500_000_000L && done < target) {
                return;
            }
            lastDraw = now;
            int filled = (int) (WIDTH * (double) done / Math.max(1, target));
            long left = Math.max(0, estimatedNanos - elapsedNanos);
            err.print(String.format(Locale.ROOT, "\r[%s%s] %3d%%  n = %,d / %,d  %s, %s",
                    "#".repeat(filled), ".".repeat(WIDTH - filled), 100 * done / Math.max(1, target), done, target,
                    duration(elapsedNanos), Text.format("还需约 %s", "about %s left", duration(left)).in(lang)));
            err.flush();
            open = true;
        }

        /** Ends the progress line. */
        synchronized void finish() {
            if (open) {
                err.println();
                err.flush();
                open = false;
            }
        }

        private static String duration(long nanos) {
            long s = Math.round(nanos / 1e9);
            return s < 60 ? s + " s" : s / 60 + " min " + s % 60 + " s";
        }
    }
}
