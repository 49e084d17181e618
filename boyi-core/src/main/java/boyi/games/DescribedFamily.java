package boyi.games;

import boyi.util.Named;
import boyi.util.Text;
import java.util.List;

/**
 * The descriptive part of a {@link GameFamily}: id, names, rules, parameters, position syntax and
 * example position, fixed at construction, so each family file holds only how it instantiates
 * and solves its games.
 *
 * <pre>{@code
 * public final class NimGame extends DescribedFamily {
 *     public NimGame() {
 *         super("nim", "尼姆博弈", "Nim", Text.of("几堆石子，每次从一堆取 ...", "Piles of stones; a move takes ..."),
 *                 List.of(new Parameter("play", Text.of("normal 或 misere（取走最后一个的人输）", "normal or misere"),
 *                         "normal", "normal")),
 *                 Text.of("各堆石子数 0..10^18，用空格隔开：3 4 5", "pile sizes 0..10^18 separated by spaces: 3 4 5"), "3 4 5");
 *     }
 *     public Instance instantiate(Map<String, String> given) { ... }
 * }
 * }</pre>
 */
public abstract class DescribedFamily extends Named implements GameFamily {

    private final Text rules;
    private final List<Parameter> parameters;
    private final Text positionSyntax;
    private final String examplePosition;

    protected DescribedFamily(String id, String nameZh, String nameEn, Text rules, List<Parameter> parameters,
                              Text positionSyntax, String examplePosition) {
        super(id, nameZh, nameEn);
        this.rules = rules;
        this.parameters = List.copyOf(parameters);
        this.positionSyntax = positionSyntax;
        this.examplePosition = examplePosition;
    }

    @Override
    public final Text rules() {
        return rules;
    }

    @Override
    public final List<Parameter> parameters() {
        return parameters;
    }

    @Override
    public final Text positionSyntax() {
        return positionSyntax;
    }

    @Override
    public final String examplePosition() {
        return examplePosition;
    }
}
