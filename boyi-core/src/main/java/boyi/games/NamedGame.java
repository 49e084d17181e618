package boyi.games;

import boyi.util.Text;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A named instance of a family: the seed problems' games ("take-ball" is the parity family with
 * odd holdings winning; "kayles" is octal 0.77) registered under their own id, with some
 * parameters fixed and others given new defaults.
 *
 * <pre>{@code
 * GameFamily kayles = new NamedGame("kayles", "凯尔斯保龄", "Kayles", Text.of("每次击倒一个或相邻的两个瓶", "Knock down one or two adjacent pins."),
 *         Catalogue.family("octal"), Map.of("code", "0.77"), Map.of(), "5 3");
 * Analyzer.analyze(kayles.instantiate(Map.of()), "5 3");
 * }</pre>
 */
public final class NamedGame implements GameFamily {

    private final String id;
    private final String nameZh;
    private final String nameEn;
    private final Text rules;
    private final GameFamily base;
    private final Map<String, String> fixed;
    private final Map<String, String> defaults;
    private final String examplePosition;

    /**
     * @param fixed    parameters of {@code base} that this game sets once and for all
     * @param defaults parameters of {@code base} that stay open but get this default
     */
    public NamedGame(String id, String nameZh, String nameEn, Text rules, GameFamily base,
                     Map<String, String> fixed, Map<String, String> defaults, String examplePosition) {
        this.id = id;
        this.nameZh = nameZh;
        this.nameEn = nameEn;
        this.rules = rules;
        this.base = base;
        this.fixed = Map.copyOf(fixed);
        this.defaults = Map.copyOf(defaults);
        this.examplePosition = examplePosition;
    }

    /** The base family's estimate, with this game's fixed parameters. */
    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        Map<String, String> all = new java.util.HashMap<>(parameters);
        all.putAll(fixed);
        return base.estimatedWork(all, position);
    }

    /** The family this game is an instance of. */
    public GameFamily base() {
        return base;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String nameZh() {
        return nameZh;
    }

    @Override
    public String nameEn() {
        return nameEn;
    }

    /**
     * The rules, then which game of the base family this is: in Chinese by the base's name and
     * the parameters' Chinese labels ("（即减法博弈：取数集合 1,3,7,8，反常规则。）"), in English by
     * the base's id and the parameters as they are typed ("(The subtraction game play=misere ...)").
     */
    @Override
    public Text rules() {
        StringBuilder settings = new StringBuilder();
        fixed.forEach((k, v) -> settings.append(' ').append(k).append('=').append(v));
        List<String> zh = base.parameters().stream().filter(p -> fixed.containsKey(p.name()))
                .map(p -> settingZh(p, fixed.get(p.name()))).toList();
        return Text.of(rules.zh() + "（即" + base.nameZh() + "：" + String.join("，", zh) + "。）",
                rules.en() + " (The " + base.id() + " game" + settings + ".)");
    }

    /** A fixed parameter in Chinese: 反常规则 / 正常规则 for the play convention, else its label and value (取数集合 1,3,7,8). */
    private static String settingZh(Parameter p, String value) {
        if (p.name().equals("play")) {
            return value.equals("misere") ? "反常规则" : "正常规则";
        }
        return Parameters.labelZh(p) + " " + value;
    }

    @Override
    public ViewKind view() {
        return base.view();
    }

    @Override
    public List<Parameter> parameters() {
        return base.parameters().stream()
                .filter(p -> !fixed.containsKey(p.name()))
                .map(p -> defaults.containsKey(p.name())
                        ? new Parameter(p.name(), p.description(), p.example(), defaults.get(p.name()), p.choices())
                        : p)
                .toList();
    }

    @Override
    public Text positionSyntax() {
        return base.positionSyntax();
    }

    @Override
    public String examplePosition() {
        return examplePosition;
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> parameters) {
        Map<String, String> all = new LinkedHashMap<>(defaults);
        for (String k : parameters.keySet()) {
            if (fixed.containsKey(k)) {
                throw new boyi.util.BadInputException(id, Text.of(
                        "参数 " + k + " 固定为 " + fixed.get(k) + "（要改它，请用 " + base.id() + " 游戏）",
                        "parameter " + k + " is fixed to " + fixed.get(k) + " (use the " + base.id() + " game to change it)"));
            }
        }
        all.putAll(parameters);
        all.putAll(fixed);
        return base.instantiate(all);
    }
}
