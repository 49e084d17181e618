package boyi.cli;

import boyi.proof.ClaimCheck;
import boyi.proof.RuleProof;
import boyi.proof.RuleProver;
import boyi.rules.RuleFamily;
import boyi.rules.RuleInstance;
import boyi.util.BadInputException;
import boyi.util.Json;
import boyi.util.Lang;
import boyi.util.Text;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi prove --rules FILE [NAME=VALUE ...] ['CLAIM']}. */
@Command(name = "prove", mixinStandardHelpOptions = true,
        description = {"Prove a rule game's pattern for every position, or check a claim about it.",
                "The table by search, the smallest automaton that reads it from the digits (base 2, 3,",
                "..., Fibonacci), and closed formulas of additive arithmetic decided true. With a CLAIM ('loss iff n %% 5 in {0, 2}',",
                "'win iff a != b', 'grundy == n %% 3'; ispow(b, x) and isfib(x) allowed) the claim is",
                "checked instead: true for every position, or its smallest counterexample."},
        footer = {"", "Examples:",
                "  boyi prove --rules rules/wythoff.boyi",
                "  boyi prove --rules rules/subtraction.boyi 'loss iff n %% 7 in {0, 2}'",
                "  boyi prove --rules rules/nim.boyi 'grundy == n' --json"})
final class ProveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LangOption lang;

    @Mixin
    RulesOption rules;

    @Parameters(arity = "0..*", paramLabel = "[NAME=VALUE ...] [CLAIM]")
    List<String> words = new ArrayList<>();

    @Option(names = "--json", description = "print the result as JSON: the automaton (numeration, states, transitions, accepting) and the decided formulas")
    boolean json;

    @Mixin
    TimeLimitOption timeLimit;

    @Override
    public Integer call() {
        return timeLimit.run(this::prove);
    }

    private Integer prove() {
        if (!rules.given()) {
            throw new BadInputException(Text.of("prove 需要 --rules FILE", "prove needs --rules FILE"));
        }
        RuleFamily family = rules.family();
        Map<String, String> parameters = new LinkedHashMap<>();
        List<String> claimWords = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        family.parameters().forEach(p -> names.add(p.name()));
        for (String w : words) {
            int eq = w.indexOf('=');
            if (eq > 0 && names.contains(w.substring(0, eq)) && !w.contains(" ")) {
                parameters.put(w.substring(0, eq), w.substring(eq + 1));
            } else {
                claimWords.add(w);
            }
        }
        if (claimWords.size() > 1) {
            throw new BadInputException(Text.of("断言要放在一对引号里：'loss iff ...'", "put the claim in one pair of quotes: 'loss iff ...'"));
        }
        RuleInstance game = family.instantiate(parameters);
        Lang language = lang.lang();
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", game.describe());
        RuleProof proof;
        Text answer;
        if (claimWords.isEmpty()) {
            proof = RuleProver.prove(game);
            answer = proof.text();
            m.put("status", proof.status().name().toLowerCase(java.util.Locale.ROOT));
        } else {
            ClaimCheck.Result r = ClaimCheck.check(game, claimWords.get(0));
            proof = r.proof();
            answer = r.text();
            m.put("claim", claimWords.get(0));
            m.put("claim_formula", r.claim().formula());
            m.put("status", r.holds() ? "true" : r.counterexample() != null ? "false" : "unknown");
            if (r.counterexample() != null) {
                m.put("counterexample", RuleProver.show(r.counterexample()));
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (json) {
            m.put("answer", Map.of("zh", answer.zh(), "en", answer.en()));
            if (proof != null) {
                m.putAll(proof.automatonJson());
            }
            m.put("milliseconds", ms);
            out.println(Json.write(m));
        } else {
            out.println((language == Lang.ZH ? "游戏：  " : "game:   ") + game.describe());
            out.println((language == Lang.ZH ? "结论：  " : "answer: ") + answer.in(language));
            if (proof != null && proof.automaton() != null && proof.proven()) {
                out.println((language == Lang.ZH ? "自动机：" : "automaton (") + proof.summary().in(language)
                        + (language == Lang.ZH ? "；" : "); ") + (proof.grundy() != null
                        ? (language == Lang.ZH ? "读 (n, v)，接受当且仅当 G(n) = v" : "reads (n, v), accepts iff G(n) = v")
                        : (language == Lang.ZH ? "接受的局面恰是先手必败的局面" : "accepts exactly the positions that are losses")));
                out.print(proof.automaton().toText());
            }
            out.println((language == Lang.ZH ? "用时：  " : "time:   ") + ms + " ms");
        }
        out.flush();
        return 0;
    }
}
