package boyi.games.heaps;

import boyi.games.sums.SumParameter;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.pairs.EuclidPair;

import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.games.sums.ComponentRules;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Any heap game under any sum rule: {@code of} names the component game (nim, rows, lasker,
 * powers-of-two, kayles, octal:CODE, subtraction:S, euclid) and {@code sum} the rule (normal,
 * misere, every-sg). Where no theorem applies (misère Kayles), exact search decides small
 * positions.
 *
 * <pre>{@code
 * GameInstance<?> g = HeapSumGame.FAMILY.instantiate(Map.of("of", "kayles", "sum", "misere"));
 * Analyzer.analyze(g, "4 1").method();   // search
 * }</pre>
 */
public final class HeapSumGame {

    /** The component games in Chinese, each with the word that names it (the value of {@code of}). */
    private static final String COMPONENTS_ZH = "尼姆堆 nim、一排苹果（取连续的）rows、拉斯克尼姆堆 lasker、取 2 的幂 powers-of-two、"
            + "凯尔斯保龄 kayles、八进制游戏 octal:代码、减法博弈 subtraction:取数集合、欧几里得数对 euclid";

    /** The components offered as a list (any octal:CODE and subtraction:S are accepted as well). */
    static final List<String> CHOICES = List.of("nim", "rows", "lasker", "powers-of-two", "kayles", "octal:0.07", "octal:0.137",
            "subtraction:1,3,4", "euclid");

    public static final GameFamily FAMILY = new FactoryFamily("sum", "游戏的和（可选和规则）", "Sums of games (choose the sum rule)",
            Text.of("几个同一种子游戏（堆、行、两堆对）放在一起玩：normal 规则下每次在一个子游戏里走一步，不能走的人输；misere 规则下走最后一步的人输；"
                            + "every-sg 规则下每回合要在每个未结束的子游戏里各走一步。",
                    "Several components of one game (heaps, rows, pairs of piles) played together: under normal play a move is "
                            + "made in one component and the player who cannot move loses; under misère play whoever makes the last "
                            + "move loses; under Every-SG each turn makes a move in every component that is not over."),
            List.of(new Parameter("of", Text.of("子游戏：" + COMPONENTS_ZH,
                            "the component game: nim, rows (consecutive apples), lasker, powers-of-two, kayles, octal:CODE, subtraction:S, euclid"),
                            "kayles", "nim", CHOICES),
                    SumParameter.of(SumRule.NORMAL)),
            Text.of("各子游戏用空格分隔（euclid 的每对 p q 用逗号分隔）：3 4 5", "the components separated by spaces (euclid pairs p q by commas): 3 4 5"),
            ViewKind.PINS, "3 4 5",
            (family, values) -> {
                SumRule rule = SumRule.parse(family.id(), values.get("sum"));
                String of = values.get("of").trim().toLowerCase(Locale.ROOT);
                if (of.equals("euclid")) {
                    return Sums.instance(family, values, EuclidPair.RULES, rule, n -> Optional.empty());
                }
                return Sums.heapInstance(family, values, heap(family, of), rule, null);
            });

    private HeapSumGame() {
    }

    static ComponentRules<Long> heap(GameFamily family, String of) {
        switch (of) {
            case "nim":
                return HeapComponent.NIM;
            case "rows":
                return AppleRow.RULES;
            case "lasker":
                return HeapComponent.LASKER;
            case "powers-of-two":
                return Cet4Game.PILE;
            case "kayles":
                return new HeapComponent(new TakeAndBreakRule(TakeAndBreak.octal("0.77")));
            default:
                break;
        }
        try {
            if (of.startsWith("octal:")) {
                return new HeapComponent(new TakeAndBreakRule(TakeAndBreak.octal(of.substring(6))));
            }
        } catch (BadInputException e) {
            throw new BadInputException(family.id(), Text.of("参数 of=\"" + of + "\"：" + e.text().zh(),
                    "parameter of=\"" + of + "\": bad octal code (" + e.text().en() + ")"));
        }
        if (of.startsWith("subtraction:")) {
            return new HeapComponent(new SubtractionRule(SNimGame.takes(family, "of", of.substring(12))));
        }
        throw new BadInputException(family.id(), Text.of("参数 of=\"" + of + "\" 应为以下子游戏之一：" + COMPONENTS_ZH,
                "parameter of=\"" + of + "\": expected nim, rows, lasker, powers-of-two, kayles, octal:CODE, subtraction:S or euclid"));
    }
}
