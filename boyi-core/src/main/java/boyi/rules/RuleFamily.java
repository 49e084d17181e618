package boyi.rules;

import boyi.games.ViewKind;
import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game written as a rule text (the language of {@code docs/rules.md}), as a
 * {@link GameFamily}: the analysis, tables, CLI and web treat it like a family written in Java.
 * Its parameters are the text's {@code param} statements; instantiating compiles the text again
 * with the given values.
 *
 * <pre>{@code
 * RuleFamily f = RuleFamily.of("""
 *         game "取球游戏" "Ball game"
 *         state n
 *         move "取 {t} 个" "take {t}" for t in {1, 3, 7, 8} if t <= n -> n - t
 *         play misere
 *         """);
 * Analyzer.analyze(f.instantiate(Map.of()), "10");   // win in ..., best move "take 1"
 * }</pre>
 */
public final class RuleFamily implements GameFamily {

    private final String text;
    private final String fallbackId;
    private final RuleProgram defaults;
    /** Makes the proof answers of each instance, or null (no proofs). */
    private volatile java.util.function.Function<RuleInstance, ProvenAnswers> proofs;
    /** The partizan family of a partizan text, made once. */
    private volatile RulePartizanFamily partizan;

    private RuleFamily(String text, String fallbackId) {
        this.text = text;
        this.fallbackId = fallbackId;
        this.defaults = RuleParser.parse(text, Map.of(), fallbackId);
    }

    /** Compiles {@code text} with its default parameters. @throws RuleException at the first error */
    public static RuleFamily of(String text) {
        return new RuleFamily(text, "rules");
    }

    /**
     * Compiles {@code text}, whose id is {@code fallbackId} (made of lower-case letters, digits
     * and {@code -}; other characters are dropped) unless the text names one.
     */
    public static RuleFamily of(String text, String fallbackId) {
        String id = fallbackId.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]", "");
        return new RuleFamily(text, id.isEmpty() || id.length() > 40 ? "rules" : id);
    }

    /** Instances answer positions too large to search from a proof made by {@code proofs}; returns this. */
    public RuleFamily withProofs(java.util.function.Function<RuleInstance, ProvenAnswers> proofs) {
        this.proofs = proofs;
        return this;
    }

    /**
     * The family that plays the text: this one, or for a partizan text (Left and Right move
     * differently) a {@link RulePartizanFamily}, analysed by canonical forms.
     */
    public GameFamily playable() {
        RulePartizanFamily p = partizan;
        if (p == null && defaults.partizan()) {
            p = new RulePartizanFamily(text, fallbackId, defaults);
            partizan = p;
        }
        return p != null ? p : this;
    }

    /** The rule text as given. */
    public String text() {
        return text;
    }

    @Override
    public String id() {
        return defaults.id();
    }

    @Override
    public String nameZh() {
        return defaults.name().zh();
    }

    @Override
    public String nameEn() {
        return defaults.name().en();
    }

    @Override
    public Text rules() {
        if (!defaults.about().isEmpty()) {
            return defaults.about();
        }
        return Text.of("按规则文本定义的游戏（" + defaults.moves().size() + " 种走法）。", "A game defined by a rule text ("
                + defaults.moves().size() + " move statements).");
    }

    @Override
    public List<Parameter> parameters() {
        List<Parameter> out = new ArrayList<>();
        for (RuleProgram.Param p : defaults.parameters()) {
            out.add(new Parameter(p.name(), p.description(), p.value(), p.value()));
        }
        return out;
    }

    @Override
    public Text positionSyntax() {
        return new RuleNotation(new RuleGame(defaults), id()).syntax();
    }

    /** A rule text's work is unknown until it runs. */
    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return boyi.games.Work.UNKNOWN;
    }

    @Override
    public ViewKind view() {
        return ViewKind.of(defaults.view());
    }

    @Override
    public String examplePosition() {
        return defaults.start();
    }

    @Override
    public RuleInstance instantiate(Map<String, String> parameters) {
        if (defaults.partizan()) {
            throw new boyi.util.BadInputException(id(), Text.of("左右双方走法不同（move left / move right），这个游戏按标准型分析（solve、table、cgt 值），"
                            + "不按胜负搜索或证明",
                    "Left and Right move differently (move left / move right): the game is analysed by canonical "
                            + "forms (solve, table, cgt values), not by the impartial search or proofs"));
        }
        Map<String, String> given = new LinkedHashMap<>(parameters);
        RuleInstance g = new RuleInstance(this, RuleParser.parse(text, given, fallbackId));
        if (proofs != null) {
            g.answers = proofs.apply(g);
        }
        return g;
    }
}
