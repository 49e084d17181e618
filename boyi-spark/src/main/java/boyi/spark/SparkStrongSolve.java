package boyi.spark;

import boyi.solve.ValueCode;
import boyi.solve.tier.TierDatabase;
import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code strong-solve} on the Spark engine: {@code bin/boyi strong-solve matches 4x5 --db DIR
 * --engine spark} runs it embedded ({@code local[*]}); on a cluster the same jar runs with
 * {@code spark-submit --master spark://HOST:7077 --class boyi.spark.SparkStrongSolve
 * boyi-spark.jar matches 5x6 --db /shared/db-5x6}, where {@code /shared} is a folder every
 * executor and the driver see at the same path (NFS, or a mounted HDFS/S3 file system).
 *
 * <pre>{@code
 * SparkStrongSolve.main(new String[] {"matches", "3x4", "--db", "/tmp/db-3x4", "--master", "local[2]"});
 * }</pre>
 */
public final class SparkStrongSolve {

    private SparkStrongSolve() {
    }

    public static void main(String[] args) {
        Lang lang = Lang.fromEnvironment();
        try {
            Options o = Options.parse(args);
            lang = o.lang;
            System.exit(run(o));
        } catch (BadInputException e) {
            System.err.println("boyi strong-solve: " + e.text().in(lang));
            System.exit(2);
        } catch (TooLargeException e) {
            System.err.println("boyi strong-solve: " + e.text().in(lang));
            System.exit(2);
        }
    }

    static int run(Options o) {
        TierGames.Spec spec = TierGames.spec(o.game, o.size);
        TierDatabase db = TierDatabase.create(o.db, spec.game());
        try (JavaSparkContext sc = context(o.master)) {
            SparkTierSolver.Result r = new SparkTierSolver(sc, spec, db).progress(o.quiet ? null : System.err).solveAll();
            System.out.println(Text.format("%s %s（Spark %s）：本次解出 %d 层（%,d 个局面），用时 %.1f 秒；数据库 %s 已有 %d 层，共 %d 层",
                    "%s %s (Spark %s): solved %d tiers (%,d positions) in %.1f s; the database %s holds %d of %d tiers",
                    o.game, o.size, sc.master(), r.tiersSolved(), r.positions(), r.millis() / 1000.0, o.db,
                    db.manifest().solved().size(), db.manifest().tierCount()).in(o.lang));
            if (r.complete()) {
                long code = db.code(0, 0);
                long rem = ValueCode.remoteness(code);
                Text v = ValueCode.isWin(code) ? Text.format("必胜（%d 步）", "win in %d", rem)
                        : ValueCode.isLoss(code) ? Text.format("必败（%d 步）", "loss in %d", rem) : Text.of("平局", "draw");
                System.out.println(Text.of("空棋盘：" + v.zh() + "（对先手）", "empty board: " + v.en() + " (for the player to move)").in(o.lang));
            }
        }
        return 0;
    }

    /**
     * A Spark context for {@code master} ({@code null}: the one spark-submit set, else
     * {@code local[*]}); embedded runs bind to 127.0.0.1, without the web UI, logging warnings only.
     */
    public static JavaSparkContext context(String master) {
        SparkConf conf = new SparkConf().setAppName("boyi strong-solve");
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        if (conf.get("spark.master").startsWith("local")) {
            conf.set("spark.ui.enabled", "false")
                    .set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
        }
        JavaSparkContext sc = new JavaSparkContext(conf);
        sc.setLogLevel("WARN");
        return sc;
    }

    /** The command line: {@code <game> <size> --db DIR [--master M] [--quiet] [--lang zh|en]}. */
    record Options(String game, String size, Path db, String master, boolean quiet, Lang lang) {

        static Options parse(String[] args) {
            String game = null;
            String size = null;
            Path db = null;
            String master = null;
            boolean quiet = false;
            Lang lang = Lang.fromEnvironment();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                    case "strong-solve" -> {
                        if (i != 0) {
                            throw new BadInputException(Text.of("多余的 strong-solve", "strong-solve given twice"));
                        }
                    }
                    case "--db" -> db = Path.of(value(args, ++i, a));
                    case "--master" -> master = value(args, ++i, a);
                    case "--engine" -> {
                        String e = value(args, ++i, a);
                        if (!e.equals("spark")) {
                            throw new BadInputException(Text.format("--engine %s：这里是 Spark 引擎", "--engine %s: this is the Spark engine", e));
                        }
                    }
                    case "--quiet" -> quiet = true;
                    case "--lang" -> lang = Lang.parse(value(args, ++i, a));
                    default -> {
                        if (a.startsWith("-")) {
                            throw new BadInputException(Text.format("未知选项 %s（可用：--db DIR --master M --quiet --lang zh|en）",
                                    "unknown option %s (known: --db DIR --master M --quiet --lang zh|en)", a));
                        }
                        if (game == null) {
                            game = a.toLowerCase(Locale.ROOT);
                        } else if (size == null) {
                            size = a;
                        } else {
                            throw new BadInputException(Text.format("多余的参数 \"%s\"", "unexpected argument \"%s\"", a));
                        }
                    }
                }
            }
            if (game == null || size == null) {
                throw new BadInputException(Text.of("用法：strong-solve <游戏> <大小> --db DIR [--master M]，例如 matches 4x5",
                        "usage: strong-solve <game> <size> --db DIR [--master M], e.g. matches 4x5"));
            }
            if (db == null) {
                throw new BadInputException(Text.of("缺少 --db DIR（数据库文件夹）", "missing --db DIR (the database folder)"));
            }
            return new Options(game, size, db, master, quiet, lang);
        }

        private static String value(String[] args, int i, String option) {
            if (i >= args.length) {
                throw new BadInputException(Text.format("%s 后面缺少值", "%s needs a value", option));
            }
            return args[i];
        }
    }
}
