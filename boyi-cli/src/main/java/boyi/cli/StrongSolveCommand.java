package boyi.cli;

import boyi.catalogue.Catalogue;
import boyi.solve.ValueCode;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierFile;
import boyi.solve.tier.TierManifest;
import boyi.solve.tier.TierGame;
import boyi.solve.tier.TierPlan;
import boyi.solve.tier.TierSolver;
import boyi.solve.tier.TierVerifier;
import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi strong-solve matches 5x6 --db DIR [--plan] [--verify N]}. */
@Command(name = "strong-solve", mixinStandardHelpOptions = true,
        description = {"Solve every position of a game by tiers into a database folder on disk (resumable: "
                + "run the same command again after a stop and it continues at the first unfinished tier).",
                "solve, problem, play and serve answer positions of a solved size by lookup with --db DIR."},
        footer = {"", "Examples:",
                "  boyi strong-solve matches 4x5 --db db-4x5",
                "  boyi strong-solve matches 6x6 --plan --cores 100",
                "  boyi strong-solve matches 4x5 --db db-4x5 --engine spark",
                "  boyi strong-solve matches 4x5 --db db-4x5 --verify 1000",
                "  boyi strong-solve matches 4x5 --db db-4x5 --verify 0 --against 4x5.txt",
                "  boyi strong-solve matches 5x6 --db db-5x6 --convert"})
final class StrongSolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<game>", description = "the game: matches")
    String game;

    @Parameters(index = "1", paramLabel = "<size>", description = "the board size, rows x columns, e.g. 5x6")
    String size;

    @Option(names = "--db", paramLabel = "DIR", description = "the database folder (created if missing)")
    Path db;

    @Option(names = "--engine", defaultValue = "local", paramLabel = "ENGINE", description = "local (default) or spark: the same tier steps as Apache Spark jobs (bin/boyi starts bin/boyi-spark, whose jar holds Spark)")
    String engine;

    @Option(names = "--plan", description = "print the tiers, their sizes, bytes on disk and in memory and a time estimate; solve nothing")
    boolean plan;

    @Option(names = "--cores", paramLabel = "N", description = "cores assumed by --plan (default: this machine's)")
    Integer cores;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--memory", paramLabel = "SIZE", description = "the most memory for tier records, e.g. 600m or 6g (default: the heap)")
    String memory;

    @Option(names = "--verify", paramLabel = "N", description = "check the database's files and N random positions against their moves and plain search; solve nothing")
    Integer verify;

    @Option(names = "--against", paramLabel = "FILE", description = "with --verify: also compare every tier's counts and checksum with a published manifest (docs/tiers.md) and name the first tier that differs")
    Path against;

    @Option(names = "--convert", description = "rewrite the tier files of format 1 (written before block checksums) in format 2, each after a whole-file check; resumable; solve nothing")
    boolean convert;

    @Option(names = "--stop-after", hidden = true, paramLabel = "N", description = "stop after N tiers (tests)")
    Integer stopAfter;

    @Option(names = "--quiet", description = "no progress bar")
    boolean quiet;

    @Mixin
    LangOption lang;

    @Override
    public Integer call() {
        Lang language = lang.lang();
        TierGame tiers = Catalogue.tiers(game, size);
        PrintWriter out = spec.commandLine().getOut();
        int machineCores = Runtime.getRuntime().availableProcessors();
        if (!engine.equals("local")) {
            throw new BadInputException(engine.equals("spark")
                    ? Text.of("--engine spark：Spark 引擎不在 boyi.jar 里，请用 bin/boyi（它会启动 bin/boyi-spark）运行",
                            "--engine spark: the Spark engine is not in boyi.jar; run it through bin/boyi (which starts bin/boyi-spark)")
                    : Text.format("--engine %s：引擎只有 local 和 spark", "--engine %s: the engines are local and spark", engine));
        }
        if (cores != null && cores < 1) {
            throw new BadInputException(Text.format("--cores %d：核数应为正整数", "--cores %d: expected a positive number of cores", cores));
        }
        if (verify != null && verify < 0) {
            throw new BadInputException(Text.format("--verify %d：应为要抽查的局面数，0 或更多", "--verify %d: expected a number of positions to sample, 0 or more", verify));
        }
        if (plan && verify != null) {
            throw new BadInputException(Text.of("--plan 与 --verify 不能同时使用：--plan 只估算，不读数据库", "--plan and --verify do not go together: --plan only estimates, it reads no database"));
        }
        if (against != null && verify == null) {
            throw new BadInputException(Text.of("--against 要与 --verify N 一起用", "--against goes with --verify N"));
        }
        if (convert && (plan || verify != null)) {
            throw new BadInputException(Text.of("--convert 不能与 --plan 或 --verify 同时使用", "--convert does not go with --plan or --verify"));
        }
        if (plan) {
            out.print(TierPlan.of(tiers, cores == null ? machineCores : cores, 1500).format(language));
            out.flush();
            return 0;
        }
        if (db == null) {
            throw new BadInputException(Text.of("缺少 --db DIR（数据库文件夹）", "missing --db DIR (the database folder)"));
        }
        if (convert) {
            return convert(tiers, out, language);
        }
        if (verify != null) {
            TierDatabase database = TierDatabase.open(db);
            Text agreement = against == null ? null : compareWithPublished(database, language);
            TierVerifier.Report r;
            try {
                r = TierVerifier.verify(database, tiers, tiers.asTiered(), verify, 1, quiet ? null : System.err);
            } finally {
                if (!quiet) {
                    System.err.print("\r\033[K");   // the progress line goes before any answer or error
                    System.err.flush();
                }
            }
            out.println(r.text().in(language));
            if (agreement != null) {
                out.println(agreement.in(language));
            }
            out.flush();
            return 0;
        }
        long limit = memory == null ? -1 : bytes(memory);
        TierDatabase database = TierDatabase.create(db, tiers);
        for (Text dropped : database.repaired()) {
            spec.commandLine().getErr().println("boyi strong-solve: " + dropped.in(language));
        }
        TierSolver solver = new TierSolver(tiers, database).threads(threads.threads())
                .progress(quiet ? null : System.err);
        if (limit > 0) {
            solver.memoryLimit(limit);
        }
        if (stopAfter != null) {
            solver.stopAfter(stopAfter);
        }
        TierSolver.Result r = solver.solveAll();
        long positions = database.manifest().totalPositions();
        out.println(Text.format("%s %s：本次解出 %d 层（%,d 个局面），用时 %s；数据库 %s 已有 %d 层，共 %d 层",
                "%s %s: solved %d tiers (%,d positions) in %s; the database %s holds %d of %d tiers",
                tiers.name(), tiers.parameters(), r.tiersSolved(), r.positions(), clock(r.millis()), db,
                database.manifest().solved().size(), tiers.tierCount()).in(language));
        if (r.complete()) {
            Text v = valueText(database.code(0, 0));
            out.println(new Text(String.format("空棋盘：%s（对先手）；全部 %,d 个局面", v.zh(), positions),
                    String.format("empty board: %s (for the player to move); %,d positions in all", v.en(), positions)).in(language));
        }
        out.flush();
        return 0;
    }

    /** Compares the database's manifest with the published one; one line naming the first difference. */
    private Text compareWithPublished(TierDatabase database, Lang language) {
        TierManifest published = TierManifest.readPublished(against);
        Text difference = database.manifest().differenceFrom(published, against);
        if (difference != null) {
            throw new BadInputException(difference);
        }
        return Text.format("每一层（%d 层）的计数与校验和都与发布的清单 %s 一致", "every tier's counts and checksum (%d tiers) agree with the published manifest %s",
                published.tierCount(), against);
    }

    /** {@code --convert}: every tier file of format 1 rewritten in format 2. */
    private int convert(TierGame tiers, PrintWriter out, Lang language) {
        TierDatabase database = TierDatabase.open(db);
        if (!database.manifest().sameGame(TierManifest.of(tiers))) {
            throw new BadInputException(Text.format("%s 存的是 %s %s 的数据库", "%s holds a database of %s %s", db,
                    database.manifest().game(), database.manifest().parameters()));
        }
        PrintWriter err = spec.commandLine().getErr();
        TierDatabase.Conversion c = database.convert(stopAfter == null ? Integer.MAX_VALUE : stopAfter,
                quiet ? null : line -> {
                    err.println("boyi strong-solve: " + line.in(language));
                    err.flush();
                });
        out.println(Text.format("%s %s：%d 个层文件从格式 1 转换为格式 %d，%d 个原已是格式 %d；数据库 %s 已有 %d 层，共 %d 层",
                "%s %s: converted %d tier files from format 1 to format %d, %d already in format %d; the database %s holds %d of %d tiers",
                tiers.name(), tiers.parameters(), c.converted().size(), TierFile.FORMAT_VERSION, c.current().size(),
                TierFile.FORMAT_VERSION, db, database.manifest().solved().size(), tiers.tierCount()).in(language));
        out.flush();
        return 0;
    }

    /** A value code in words: 必胜（29 步）/ win in 29. */
    static Text valueText(long code) {
        long r = ValueCode.remoteness(code);
        return ValueCode.isWin(code) ? Text.format("必胜（%d 步）", "win in %d", r)
                : ValueCode.isLoss(code) ? Text.format("必败（%d 步）", "loss in %d", r) : Text.of("平局", "draw");
    }

    private static String clock(long millis) {
        long s = millis / 1000;
        return String.format(Locale.ROOT, "%d:%02d:%02d.%01d", s / 3600, s / 60 % 60, s % 60, millis % 1000 / 100);
    }

    /** {@code 600m}, {@code 6g}, {@code 1048576}. */
    static long bytes(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = t.endsWith("k") ? 1L << 10 : t.endsWith("m") ? 1L << 20 : t.endsWith("g") ? 1L << 30 : t.endsWith("t") ? 1L << 40 : 1;
        String digits = unit == 1 ? t : t.substring(0, t.length() - 1);
        try {
            long n = Long.parseLong(digits);
            if (n <= 0 || n > (Long.MAX_VALUE >> 41)) {
                throw new NumberFormatException();
            }
            return n * unit;
        } catch (NumberFormatException e) {
            throw new BadInputException(Text.format("--memory %s：应为一个大小，如 600m 或 6g", "--memory %s: expected a size such as 600m or 6g", text));
        }
    }
}
