package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.Decider;
import boyi.logic.Numeration;
import boyi.rules.RuleClaim;
import boyi.rules.RuleFamily;
import boyi.rules.RuleFormula;
import boyi.rules.RuleInstance;
import boyi.rules.RuleTables;
import boyi.util.Text;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Checks a user's claim about a rule game ({@code loss iff n % 5 in {0, 2}}, {@code grundy == n % 3})
 * for every position: the claim becomes an automaton, which is proven to be the game's losses (or
 * Grundy relation) by the same closed statements as a guessed pattern, or compared with the proven
 * pattern. A false claim gets its smallest counterexample, with the value plain search gives there.
 *
 * <pre>{@code
 * ClaimCheck.Result r = ClaimCheck.check(game, "loss iff n % 7 in {0, 2}");
 * r.holds();   // true for subtraction {1, 3, 4}
 * }</pre>
 */
public final class ClaimCheck {

    private ClaimCheck() {
    }

    /**
     * The answer: whether the claim holds at every position, the proof it rests on, and the
     * smallest counterexample when it does not.
     */
    public record Result(boolean holds, RuleClaim claim, RuleProof proof, Automaton claimed, BigInteger[] counterexample, Text text) {
    }

    public static Result check(RuleInstance game, String claimText) {
        RuleFormula f = RuleProver.formula(game);
        RuleClaim claim = RuleClaim.parse(((RuleFamily) game.family()).text(), game.parameters(), claimText);
        boolean grundy = claim.kind() == RuleClaim.Kind.GRUNDY;
        if (grundy != f.heaps() || grundy && !RuleTables.normalPlayHeaps(game)) {
            throw new boyi.util.BadInputException(grundy
                    ? Text.of("“grundy == ...” 只用于正常规则下的 heaps 游戏", "`grundy == ...` is for heaps games under normal play")
                    : Text.of("heaps 游戏的断言写成 “grundy == 表达式”", "a claim about a heaps game reads `grundy == EXPR`"));
        }
        Numeration n = claim.numeration() != null ? Numeration.parse(claim.numeration())
                : f.numeration() != null ? Numeration.parse(f.numeration()) : null;
        RuleProof guessed = null;
        if (n == null || n.id().equals(f.numeration())) {
            guessed = RuleProver.prove(game);
            if (guessed.proven() && n == null) {
                n = guessed.numeration();
            }
        }
        if (n == null) {
            n = RuleProver.candidates(f).get(0);
        }
        Decider d = new Decider(n, RuleProver.MAX_STATES);
        List<String> vars = new java.util.ArrayList<>(f.state());
        if (grundy) {
            vars.add(RuleClaim.VALUE);
        }
        String[] names = vars.toArray(String[]::new);
        String claimed = claim.formula();
        if (guessed != null && guessed.proven() && guessed.numeration().equals(n)) {
            // compare with the proven pattern
            String truth;
            if (grundy) {
                d.define("G", guessed.grundy());
                truth = "$G(" + String.join(",", names) + ")";
            } else {
                d.define("L", guessed.losses());
                String xs = String.join(",", f.state());
                String dr = guessed.draws() == null ? "false" : "$D(" + xs + ")";
                if (guessed.draws() != null) {
                    d.define("D", guessed.draws());
                }
                truth = switch (claim.kind()) {
                    case LOSS -> "$L(" + xs + ")";
                    case DRAW -> dr;
                    default -> "(~$L(" + xs + ") & ~" + dr + ")";
                };
            }
            String differ = "~((" + claimed + ") <=> " + truth + ")";
            Optional<BigInteger[]> at = d.smallest(differ, names);
            Automaton auto = d.compile(claimed, names);
            if (at.isEmpty()) {
                return new Result(true, claim, guessed, auto, null, Text.of("对每个局面都成立（证明：" + guessed.text().zh() + "；断言与之等价）",
                        "true for every position (proof: " + guessed.text().en() + "; the claim is equivalent to it)"));
            }
            return refuted(game, claim, guessed, auto, at.get(), f);
        }
        // prove the claim itself
        Automaton auto = d.compile(claimed, names);
        RuleProof p = grundy ? RuleProver.proveGrundy(game, n, auto) : RuleProver.proveLosses(game, n, claimAsLosses(claim, auto, d, f), null);
        if (p.proven()) {
            return new Result(true, claim, p, auto, null, Text.of("对每个局面都成立（证明：" + p.text().zh() + "）",
                    "true for every position (proof: " + p.text().en() + ")"));
        }
        BigInteger[] at = p.counterexample();
        if (at == null) {
            return new Result(false, claim, p, auto, null, Text.of("无法证明：" + p.text().zh(), "not proven: " + p.text().en()));
        }
        return refuted(game, claim, p, auto, at, f);
    }

    /** A claim about wins or draws as the automaton of the losses it implies (no draws). */
    private static Automaton claimAsLosses(RuleClaim claim, Automaton auto, Decider d, RuleFormula f) {
        if (claim.kind() == RuleClaim.Kind.LOSS) {
            return auto;
        }
        String xs = String.join(",", f.state());
        return claim.kind() == RuleClaim.Kind.WIN ? d.compile("~(" + claim.formula() + ")", f.state().toArray(String[]::new))
                : d.compile("false & " + f.state().get(0) + " = " + f.state().get(0), xs.split(","));
    }

    private static Result refuted(RuleInstance game, RuleClaim claim, RuleProof proof, Automaton auto, BigInteger[] at, RuleFormula f) {
        StringBuilder where = new StringBuilder();
        for (int i = 0; i < f.state().size(); i++) {
            where.append(i == 0 ? "" : ", ").append(f.state().get(i)).append(" = ").append(at[i]);
        }
        long[] v = new long[f.state().size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = at[i].longValueExact();
        }
        Text found;
        if (claim.kind() == RuleClaim.Kind.GRUNDY) {
            long g = RuleTables.heapGrundy(game, (int) v[0])[(int) v[0]];
            found = Text.of("搜索得 SG 值 " + g + "，断言说 " + at[at.length - 1] + (auto.accepts(at) ? "" : " 不是"),
                    "Grundy value " + g + " by search, the claim " + (auto.accepts(at) ? "says " + at[at.length - 1] : "denies " + at[at.length - 1]));
        } else {
            BigInteger[] wrong = firstDisagreement(game, claim, auto, v);
            if (wrong != null) {
                at = wrong;
                where.setLength(0);
                for (int i = 0; i < f.state().size(); i++) {
                    where.append(i == 0 ? "" : ", ").append(f.state().get(i)).append(" = ").append(at[i]);
                    v[i] = at[i].longValueExact();
                }
            }
            int o = RuleTables.searchOutcome(game, v);
            boolean says = auto.accepts(java.util.Arrays.copyOf(at, v.length));
            String kind = claim.kind().name().toLowerCase(java.util.Locale.ROOT);
            String claimSays = says ? kind : "not " + kind;
            found = Text.of("搜索得" + outcomeZh(o) + "，断言说" + (says ? "" : "不是") + outcomeZh(kindNumber(claim.kind())),
                    outcomeEn(o) + " by search, the claim says " + claimSays);
        }
        return new Result(false, claim, proof, auto, at, Text.of("不成立：最小反例 " + where + "（" + found.zh() + "）",
                "false: smallest counterexample " + where + " (" + found.en() + ")"));
    }

    /**
     * A statement failing at x means the claim misjudges x or a position below it (a move lowers
     * the measure): the smallest such position by search (least sum, then least numbers), when
     * the box up to x is small enough to tabulate; null otherwise.
     */
    private static BigInteger[] firstDisagreement(RuleInstance game, RuleClaim claim, Automaton auto, long[] x) {
        long max = 0;
        for (long a : x) {
            max = Math.max(max, a);
        }
        long cells = 1;
        for (int i = 0; i < x.length; i++) {
            cells *= max + 1;
            if (cells > 200_000) {
                return null;
            }
        }
        byte[] t = RuleTables.outcomes(game, (int) max);
        int want = kindNumber(claim.kind());
        BigInteger[] best = null;
        long bestSum = Long.MAX_VALUE;
        for (int c = 0; c < t.length; c++) {
            long r = c;
            BigInteger[] v = new BigInteger[x.length];
            long sum = 0;
            for (int i = x.length - 1; i >= 0; i--) {
                v[i] = BigInteger.valueOf(r % (max + 1));
                sum += r % (max + 1);
                r /= max + 1;
            }
            if (sum < bestSum && auto.accepts(v) != (t[c] == want)) {
                best = v;
                bestSum = sum;
            }
        }
        return best;
    }

    private static int kindNumber(RuleClaim.Kind k) {
        return k == RuleClaim.Kind.LOSS ? -1 : k == RuleClaim.Kind.DRAW ? 0 : 1;
    }

    private static String outcomeZh(int o) {
        return o < 0 ? "先手必败" : o == 0 ? "平局" : "先手必胜";
    }

    private static String outcomeEn(int o) {
        return o < 0 ? "loss" : o == 0 ? "draw" : "win";
    }
}
