package boyi.proof;

import boyi.pattern.PatternReport;
import boyi.rules.RuleInstance;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.Text;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A rule game's table with the one statement it makes about its pattern, the same in the command
 * line and the web API: the prover's proof when it decided the pattern (the pattern finder's
 * conjectures are then dropped), else the pattern finder's first conjecture with the range it
 * was checked on and why the prover did not decide it, else "no period or pattern found".
 *
 * <pre>{@code
 * TableProof t = TableProof.of(game, 2000, () -> RuleProver.prove(game)).orElseThrow();
 * t.report().statement().text().en();   // "proven by automaton (base 2, 4 states): the losses are exactly what it accepts"
 * t.json();                             // the table, its statement, the findings and the proof (automaton, formulas)
 * }</pre>
 *
 * @param table  the table, its explanation stating the pattern once
 * @param pairs  whether it is a two-number table (one row per value of the first number)
 * @param report the pattern finder's report as judged by the proof
 * @param proof  what the prover found
 */
public record TableProof(Table table, boolean pairs, PatternReport report, RuleProof proof) {

    /**
     * The table of {@code game} for n = 0..upto judged by the proof {@code prover} makes (asked
     * once the table exists); empty when the game has no table over n.
     */
    public static Optional<TableProof> of(RuleInstance game, long upto, Supplier<RuleProof> prover) {
        return of(game, upto, WorkBudget.DEFAULT, prover);
    }

    /** {@link #of(RuleInstance, long, Supplier)} with the table computed within {@code budget}. */
    public static Optional<TableProof> of(RuleInstance game, long upto, WorkBudget budget, Supplier<RuleProof> prover) {
        RuleProof[] proof = new RuleProof[1];
        PatternReport[] judged = new PatternReport[1];     // the table's own pattern report, as the proof judges it
        return game.table(upto, budget, r -> {
            proof[0] = prover.get();
            judged[0] = proof[0].proven() ? r.decided(proven(proof[0])) : r.undecided(proof[0].text());
            return judged[0];
        }).map(t -> new TableProof(t, game.pairTable(), judged[0], proof[0]));
    }

    /** "proven by automaton (base 2, 4 states): the losses are exactly what it accepts". */
    static Text proven(RuleProof p) {
        return p.grundy() != null
                ? Text.of("已由自动机证明（" + p.summary().zh() + "）：自动机接受 (n, v) 当且仅当 G(n) = v",
                        "proven by automaton (" + p.summary().en() + "): it accepts (n, v) exactly when G(n) = v")
                : Text.of("已由自动机证明（" + p.summary().zh() + "）：先手必败的局面恰为自动机所接受的",
                        "proven by automaton (" + p.summary().en() + "): the losses are exactly what it accepts");
    }

    /**
     * The game's proof (kept per rule text and parameters), or a conjecture when it does not finish
     * within {@code budget} (remembered: the same budget again answers at once); a deadline of the
     * caller that passes first still stops the caller. See {@link ProofAnswers#proofWithin}.
     */
    public static RuleProof proofWithin(RuleInstance game, Duration budget) {
        return new ProofAnswers(game).proofWithin(budget);
    }

    /**
     * The table's JSON ({@link Table#json()}) with {@code pairs} (a two-number table),
     * {@code statement} (the one statement about its pattern), {@code patterns} (the findings)
     * and {@code proof} ({@link RuleProof#json()}: status, text, automaton, decided formulas).
     */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>(table.json());
        m.put("pairs", pairs);
        m.put("statement", report.statement().json());
        m.put("patterns", report.json());
        m.put("proof", proof.json());
        return m;
    }
}
