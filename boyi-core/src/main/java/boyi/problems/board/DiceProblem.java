package boyi.problems.board;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.sim.DiceEstimate;
import boyi.sim.DiceRules;
import boyi.sim.DiceSimulation;
import boyi.util.BadInputException;
import java.util.List;

/**
 * {@code boyi problem dice} (古代赌局): no input; line 1 the simulated house edge (6 decimals),
 * line 2 {@code exact 5/108 = 0.046296}, the value by enumerating all outcomes. Options
 * {@code --rounds N} (default 500000) and {@code --seed S} (default 2012). The estimate depends
 * only on rounds and seed (not on the machine's number of cores).
 *
 * <pre>{@code
 * new DiceProblem().solve("", List.of("--rounds", "1000000", "--seed", "7"));
 * }</pre>
 */
public final class DiceProblem extends JudgeProblem {

    /** The id of {@code boyi problem dice}. */
    public static final String ID = "dice";

    public static final long DEFAULT_ROUNDS = 500_000;
    public static final long DEFAULT_SEED = 2012;

    public DiceProblem() {
        super(ID,
                "古代赌局", "Ancient dice game (house edge)",
                Text.of("无需输入；输出模拟得到的庄家优势（--rounds N 局数，--seed S 随机种子）和精确值 5/108 = 0.046296",
                        "no input; the simulated house edge (--rounds N, --seed S) and the exact 5/108 = 0.046296"));
    }

    @Override
    public String solve(String input, List<String> options) {
        long rounds = DEFAULT_ROUNDS;
        long seed = DEFAULT_SEED;
        for (int i = 0; i < options.size(); i++) {
            String word = options.get(i);
            String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
            if (!name.equals("--rounds") && !name.equals("--seed")) {
                throw new BadInputException(Text.format(
                        "未知选项 \"%s\"；可用的选项：--rounds N, --seed S",
                        "unknown option \"%s\"; known: --rounds N, --seed S", word));
            }
            String value;
            if (word.contains("=")) {
                value = word.substring(word.indexOf('=') + 1);
            } else if (i + 1 < options.size()) {
                value = options.get(++i);
            } else {
                throw new BadInputException(Text.format(
                        "选项 %s：缺少它的值", "option %s: missing its value", name));
            }
            if (name.equals("--rounds")) {
                rounds = number(name, value, 1, DiceSimulation.MAX_ROUNDS);
            } else {
                seed = number(name, value, Long.MIN_VALUE, Long.MAX_VALUE);
            }
        }
        DiceRules rules = DiceRules.CLASSIC;
        DiceEstimate e = DiceSimulation.run(rules, rounds, seed, Runtime.getRuntime().availableProcessors(), null);
        var exact = rules.exactHouseEdge();
        return e.edgeDecimal(6) + "\nexact " + exact + " = " + exact.decimal(6) + "\n";
    }

    private static long number(String name, String text, long min, long max) {
        try {
            long v = Long.parseLong(text.trim());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        String range = (min == Long.MIN_VALUE ? "" : min + "..") + (max == Long.MAX_VALUE ? "" : String.valueOf(max));
        throw new BadInputException(Text.of(
                "选项 " + name + " \"" + text + "\"：应为整数" + (max == Long.MAX_VALUE ? "（任意 long 值）" : " " + range),
                "option " + name + " \"" + text + "\": expected a whole number " + range + (max == Long.MAX_VALUE ? "(any long)" : "")));
    }
}
