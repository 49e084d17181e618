package boyi.cli;

import boyi.util.Text;
import boyi.sim.DiceEstimate;
import boyi.sim.DiceRules;
import boyi.sim.DiceSimulation;
import boyi.sim.ProgressBar;
import boyi.sim.Rational;
import boyi.util.BadInputException;
import boyi.util.Lang;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi simulate dice}: the 古代赌局 house edge by parallel Monte Carlo, next to the exact value. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Estimate the house edge of 古代赌局 (the ancient dice game) by simulation.",
                "The estimate comes with a 95%% confidence interval, next to the exact value from enumerating every",
                "outcome. Reproducible: the estimate depends",
                "only on the rules, --rounds and --seed (not on --threads or scheduling)."},
        footer = {"", "Examples:",
                "  boyi simulate dice --rounds 10000000 --seed 7",
                "  boyi simulate dice --dice 4 --payouts -1,1,2,5,50",
                "  boyi simulate dice --lang zh"})
final class SimulateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LangOption lang;

    @Parameters(index = "0", paramLabel = "<simulation>", description = "what to simulate: dice")
    String what;

    @Option(names = "--rounds", defaultValue = "1000000", description = "rounds to play, 1..10^12 (default ${DEFAULT-VALUE})")
    long rounds;

    @Option(names = "--seed", defaultValue = "2012", description = "seed of the generator (default ${DEFAULT-VALUE})")
    long seed;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--dice", defaultValue = "3", description = "number of dice, 1..8 (default ${DEFAULT-VALUE})")
    int dice;

    @Option(names = "--payouts", description = "the player's net gain when 0, 1, .., dice dice show the box, "
            + "comma-separated (default -1,1,2,10 for 3 dice)")
    String payouts;

    @Option(names = "--progress", defaultValue = "auto", description = "progress bar on stderr for runs over a second: "
            + "auto (when a console is attached), always, never (default ${DEFAULT-VALUE})")
    String progress;

    @Override
    public Integer call() {
        Lang language = lang.lang();
        if (!what.equals("dice")) {
            throw new BadInputException(Text.format(
                    "未知的模拟 \"%s\"；目前只有：dice", "unknown simulation \"%s\"; known: dice", what));
        }
        if (payouts == null && dice != 3) {
            throw new BadInputException(Text.format(
                    "--dice %d 需要用 --payouts 给出 %d 个数", "--dice %d needs --payouts with %d numbers", dice, dice + 1));
        }
        DiceRules rules = DiceRules.of(dice, payouts == null ? DiceRules.CLASSIC.payoutText() : payouts);
        int t = threads.threads();
        boolean bar = switch (progress.toLowerCase(Locale.ROOT)) {
            case "always" -> true;
            case "never" -> false;
            case "auto" -> System.console() != null;
            default -> throw new BadInputException(Text.format(
                    "--progress \"%s\"：应为 auto、always 或 never",
                    "--progress \"%s\": expected auto, always or never", progress));
        };
        Rational exact = rules.exactHouseEdge();
        AtomicLong done = new AtomicLong();
        long start = System.nanoTime();
        DiceEstimate e;
        if (bar) {
            try (ProgressBar p = ProgressBar.start(System.err, rounds, done, language == Lang.ZH ? "局" : "rounds")) {
                e = DiceSimulation.run(rules, rounds, seed, t, done);
            }
        } else {
            e = DiceSimulation.run(rules, rounds, seed, t, null);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double half = e.halfWidth95();
        double est = e.edge().doubleValue();
        PrintWriter out = spec.commandLine().getOut();
        boolean covered = e.covers(exact);
        for (Text line : List.of(
                line("模拟：      古代赌局（dice）：%1$d 个骰子，掷出所押点数的骰子有 0..%1$d 个时，玩家的净收益依次为 %2$s",
                        "simulation: 古代赌局 (dice): %1$d dice, player's net gain %2$s for 0..%1$d dice showing the box",
                        rules.dice(), rules.payoutText()),
                line("局数：      %d（随机种子 %d，%d 个线程）", "rounds:     %d (seed %d, %d %s)",
                        rounds, seed, t, t == 1 ? "thread" : "threads"),
                line("庄家优势：  %s ± %.6f（95%% 置信区间 %.6f .. %.6f）", "house edge: %s ± %.6f (95%% confidence interval %.6f .. %.6f)",
                        e.edgeDecimal(6), half, est - half, est + half),
                line("精确值：    %s = %s（枚举了押注和骰子的全部 %d 种结果）", "exact:      %s = %s (all %d outcomes of box and dice enumerated)",
                        exact, exact.decimal(6), rules.outcomes()),
                line("在区间内：  %1$s（估计值 - 精确值 = %3$.6f）", "in CI:      %2$s (estimate - exact = %3$.6f)",
                        covered ? "是" : "否", covered ? "yes" : "no", est - exact.doubleValue()),
                line("用时：      %.3f 秒，每秒 %.1f 百万局", "time:       %.3f s, %.1f million rounds/s",
                        seconds, rounds / seconds / 1e6))) {
            out.println(line.in(language));
        }
        out.flush();
        return 0;
    }

    /** One line of the report in both languages, numbers formatted the same everywhere (a decimal point). */
    private static Text line(String zh, String en, Object... args) {
        return Text.of(String.format(Locale.ROOT, zh, args), String.format(Locale.ROOT, en, args));
    }
}
