package boyi.rules;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user's claim about a rule game, written in the rule language's expressions: {@code loss iff
 * EXPR}, {@code win iff EXPR}, {@code draw iff EXPR} (EXPR over the state variables) or {@code
 * grundy == EXPR} (one heap's Grundy value), as a formula of additive arithmetic over the state
 * names of {@link RuleFormula#state()} ({@code v_} stands for the Grundy value).
 *
 * <pre>{@code
 * RuleClaim c = RuleClaim.parse(program, "loss iff n % 5 in {0, 2}");
 * c.formula();   // ((n)%5 = 0) | ((n)%5 = 2), roughly
 * }</pre>
 *
 * @param kind       what the claim is about
 * @param formula    the claim as a formula over the state names (and {@code v_} for Grundy claims)
 * @param numeration the numeration a predicate in it needs ({@code ispow}, {@code isfib}), or null
 */
public record RuleClaim(Kind kind, String formula, String numeration) {

    /** The name of the Grundy value in a Grundy claim's formula. */
    public static final String VALUE = "v_";

    /** What a claim says. */
    public enum Kind {
        LOSS, WIN, DRAW, GRUNDY
    }

    private static final Pattern SHAPE = Pattern.compile("\\s*(?:(loss|win|draw)\\s+iff\\s+|(grundy)\\s*==\\s*)(.*)", Pattern.DOTALL);

    /**
     * Reads a claim about {@code program}'s game with its parameters {@code given}.
     *
     * @throws BadInputException naming the column of the claim, in both languages
     * @throws RuleFormula.NotExpressible for a construct additive arithmetic cannot say
     */
    public static RuleClaim parse(String ruleText, Map<String, String> given, String claim) {
        Matcher m = SHAPE.matcher(claim);
        if (!m.matches()) {
            throw claimError(1, "断言应写成 “loss iff 表达式”、“win iff 表达式”、“draw iff 表达式” 或 “grundy == 表达式”",
                    "a claim reads `loss iff EXPR`, `win iff EXPR`, `draw iff EXPR` or `grundy == EXPR`");
        }
        String expr = m.group(3);
        if (expr.contains("\n")) {
            throw claimError(m.start(3) + 1, "断言只能写一行", "a claim is one line");
        }
        int offset = m.start(3);
        String base = ruleText.endsWith("\n") ? ruleText : ruleText + "\n";
        int claimLine = (int) base.chars().filter(c -> c == '\n').count() + 1;
        String prefix = "when ";
        RuleProgram program;
        try {
            program = RuleParser.parse(base + prefix + expr + ": loss\n", given);
        } catch (RuleException e) {
            if (e.line() != claimLine) {
                throw e;
            }
            // the claim sits in "when CLAIM: loss": a ":" found is the end of the claim
            String en = e.text().en().replaceFirst("^rules line \\d+, column \\d+: ", "").replace("not \":\"", "not the end of the claim");
            String zh = e.text().zh().replaceFirst("^规则第 \\d+ 行第 \\d+ 列：", "").replace("而不是 \":\"", "而不是断言的结尾");
            throw claimError(Math.max(1, e.column() - prefix.length()) + offset, zh, en);
        }
        Expr e = program.ends().get(program.ends().size() - 1).condition();
        Kind kind = m.group(1) != null ? Kind.valueOf(m.group(1).toUpperCase(java.util.Locale.ROOT)) : Kind.GRUNDY;
        String[] f = RuleFormula.claim(program, e, kind == Kind.GRUNDY ? VALUE : null);
        return new RuleClaim(kind, f[0], f[1]);
    }

    private static BadInputException claimError(int column, String zh, String en) {
        return new BadInputException(Text.of("断言第 1 行第 " + column + " 列：" + zh, "claim line 1, column " + column + ": " + en));
    }
}
