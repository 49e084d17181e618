package boyi.games.takeaway;

import boyi.games.heaprules.PeriodicCache;
import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.NegamaxSolver;
import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.Table;
import boyi.theory.SubtractionRecurrence;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.List;
import java.util.Optional;

/**
 * The evaluators of a subtraction game, in order: the game is over; one pile from its outcome
 * rows and their proven period (exact remoteness up to 10^18); several small piles by exact
 * search; several piles under normal play by the Sprague–Grundy theorem over the piles' Grundy
 * rows (misère sums beyond search have no general theory and are refused).
 *
 * <pre>{@code
 * SubtractionEvaluators e = new SubtractionEvaluators(new SubtractionRule(TakeSet.of(1, 3, 4)), false, rules);
 * Analyzer.verdict(game, List.of(10L, 20L));   // theorem: Sprague–Grundy, G(10) xor G(20)
 * }</pre>
 */
final class SubtractionEvaluators {

    /** Positions (product of pile sizes + 1) small enough for exact search. */
    static final long SEARCH_LIMIT = 200_000;

    static final Method ROWS = Method.table(Text.of("一堆的胜负周期表", "outcome rows of one pile with a proven period"));
    static final Method SPRAGUE_GRUNDY = Method.theorem(Text.of("斯普拉格–格伦迪定理", "Sprague–Grundy theorem"));

    private final SubtractionRule heap;
    private final TakeSet takes;
    private final boolean misere;
    private final Game<List<Long>> rules;
    private final PeriodicCache outcomes;
    private final PeriodicCache outcomesOnly;
    private NegamaxSolver<List<Long>> search;

    /** @param rules the sum of {@code heap}'s piles under the play convention */
    SubtractionEvaluators(SubtractionRule heap, boolean misere, Game<List<Long>> rules) {
        this.heap = heap;
        this.takes = heap.takes();
        this.misere = misere;
        this.rules = rules;
        this.outcomes = new PeriodicCache(takes, t -> SubtractionRecurrence.outcomes(t, misere), PeriodFinder.Kind.REMOTENESS);
        this.outcomesOnly = new PeriodicCache(takes, t -> SubtractionRecurrence.outcomes(t, misere), PeriodFinder.Kind.OUTCOME);
    }

    List<Evaluator<List<Long>>> inOrder() {
        // under misère play no theorem sums the piles: the search is the last evaluator, and refuses beyond its limit
        return misere ? List.of(this::over, onePile(), smallSearch()) : List.of(this::over, onePile(), smallSearch(), spragueGrundy());
    }

    /** The Grundy value of one pile under normal play. */
    long grundy(long n) {
        return n < takes.min() ? 0 : heap.grundyRows(n).plain(n, 0);   // the rows, as the explanations and the table read them
    }

    private Optional<Verdict> over(List<Long> piles) {
        Value end = rules.primitive(piles);
        if (end == null) {
            return Optional.empty();
        }
        return Optional.of(new Verdict(end, Method.OVER, Text.of(
                "取数集合 {" + takes + "} 中没有一个数能从任何一堆里取：轮到的一方无路可走，" + (misere ? "赢了（反常规则）。" : "输了（正常规则）。"),
                "No take of {" + takes + "} fits in any pile: the player to move cannot move and "
                        + (misere ? "wins (misère play)." : "loses (normal play)."))));
    }

    private Evaluator<List<Long>> onePile() {
        return new Evaluator<>() {
            @Override
            public Optional<Value> value(List<Long> piles) {
                RecurrenceRows r = piles.size() != 1 ? null : outcomes.rows(piles.get(0));
                return r == null ? Optional.empty() : Optional.of(r.value(piles.get(0), 0));
            }

            @Override
            public Optional<Verdict> evaluate(List<Long> piles) {
                if (piles.size() != 1) {
                    return Optional.empty();
                }
                long n = piles.get(0);
                RecurrenceRows r = outcomes.rows(n);
                if (r == null) {
                    return Optional.empty();   // no take fits: the game is over (decided by over())
                }
                Text proof = r.periodicity().proof();
                Text where = r.locate(n);
                Long g = misere ? null : grundy(n);
                String upTo = takes.upTo(n);
                return Optional.of(new Verdict(r.value(n, 0), ROWS, Text.of(
                        // the proof names what repeats (胜负与步数：…), so it follows 的 directly, not another colon
                        "取数集合 {" + upTo + "}" + (misere ? "、反常规则" : "") + "下一堆的" + proof.zh() + "；" + where.zh()
                                + (g == null ? "" : "；SG 值 G(" + n + ") = " + g) + "。",
                        "Outcomes of one pile with takes {" + upTo + "}" + (misere ? " (misère)" : "") + ": " + proof.en() + "; "
                                + where.en() + (g == null ? "" : "; Grundy value G(" + n + ") = " + g) + "."), g));
            }
        };
    }

    private Evaluator<List<Long>> smallSearch() {
        return new Evaluator<>() {
            @Override
            public Optional<Value> value(List<Long> piles) {
                if (!small(piles)) {
                    refuseMisere(piles);
                    return Optional.empty();
                }
                return Optional.of(search().value(piles));
            }

            @Override
            public Optional<Verdict> evaluate(List<Long> piles) {
                if (!small(piles)) {
                    refuseMisere(piles);
                    return Optional.empty();
                }
                Value v = search().value(piles);
                long solved = search().positionsSolved();
                String shown = piles.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(" "));
                return Optional.of(new Verdict(v, Method.SEARCH, Text.of(
                        "对局面 " + shown + " 之后的所有局面做了穷举搜索（目前已解出 " + solved + " 个局面）：堆数不止一个，但局面足够小，可以搜索。",
                        "Exact search over the positions below " + shown + " (" + solved
                                + " solved so far): several piles, small enough to search.")));
            }
        };
    }

    private synchronized NegamaxSolver<List<Long>> search() {
        if (search == null) {
            // positions stored as written, not sorted by the sum's symmetry: the count solved is in the explanations
            Game<List<Long>> asWritten = new Game<>() {
                @Override
                public List<Move<List<Long>>> moves(List<Long> piles) {
                    return rules.moves(piles);
                }

                @Override
                public Value primitive(List<Long> piles) {
                    return rules.primitive(piles);
                }
            };
            search = new NegamaxSolver<>(asWritten, SEARCH_LIMIT * 4);
        }
        return search;
    }

    private static boolean small(List<Long> piles) {
        long product = 1;
        for (long p : piles) {
            if (p >= SEARCH_LIMIT) {
                return false;
            }
            product *= p + 1;
            if (product > SEARCH_LIMIT) {
                return false;
            }
        }
        return true;
    }

    private Evaluator<List<Long>> spragueGrundy() {
        return new Evaluator<>() {
            @Override
            public Optional<Value> value(List<Long> piles) {
                if (rules.primitive(piles) != null) {
                    return Optional.empty();   // the game is over: decided by over()
                }
                refuseMisere(piles);
                if (misere) {
                    return Optional.empty();
                }
                return Optional.of(Value.of(xor(piles) != 0 ? Outcome.WIN : Outcome.LOSS));
            }

            @Override
            public Optional<Verdict> evaluate(List<Long> piles) {
                if (rules.primitive(piles) != null) {
                    return Optional.empty();
                }
                refuseMisere(piles);
                if (misere) {
                    return Optional.empty();
                }
                StringBuilder g = new StringBuilder();
                long x = 0;
                for (int i = 0; i < piles.size(); i++) {
                    long gi = grundy(piles.get(i));
                    x ^= gi;
                    if (i < 8) {
                        g.append(i == 0 ? "" : " ^ ").append(gi);
                    }
                }
                if (piles.size() > 8) {
                    g.append(" ^ ...");
                }
                long largest = piles.stream().mapToLong(Long::longValue).max().orElse(0);
                Text proof = heap.grundyRows(largest).periodicity().proof();
                String upTo = takes.upTo(largest);
                return Optional.of(new Verdict(Value.of(x != 0 ? Outcome.WIN : Outcome.LOSS), SPRAGUE_GRUNDY, Text.of(
                        "SG 定理：各堆 SG 值的异或为 " + g + " = " + x + (x != 0 ? "，不为 0：先手必胜" : "：先手必败")
                                + "（未计算步数）。取数集合 {" + upTo + "} 的 SG 值：" + proof.zh() + "。",
                        "Sprague-Grundy: the XOR of the piles' Grundy values is " + g + " = " + x
                                + (x != 0 ? ", not 0: a first-player win" : ": a loss for the player to move")
                                + " (remoteness not computed). Grundy values of the takes {" + upTo + "}: " + proof.en() + "."), x));
            }
        };
    }

    private long xor(List<Long> piles) {
        long x = 0;
        for (long p : piles) {
            x ^= grundy(p);
        }
        return x;
    }

    /** Misère play with several piles too large to search: no method applies (one pile and small positions have one). */
    private void refuseMisere(List<Long> piles) {
        if (misere && piles.size() > 1 && !small(piles)) {
            String shown = String.join(" ", piles.stream().map(String::valueOf).toList());
            throw new TooLargeException(Text.of(
                    "反常规则下多堆的减法博弈没有一般的理论，穷举搜索限于 " + SEARCH_LIMIT + " 个局面；" + shown
                            + " 的局面更多（各堆大小加 1 的乘积）",
                    "misère subtraction with several piles has no general theory, and exact search is limited to "
                            + SEARCH_LIMIT + " positions; " + shown + " has more (the product of pile sizes + 1)"));
        }
    }

    /** One pile over n = 0..upto: Grundy values under normal play, outcomes under misère play. */
    Table table(long upto) {
        TableLimit.check(Text.of("表", "a table"), upto, 1);
        RecurrenceRows r = misere ? outcomesOnly.rows(takes.max()) : heap.grundyRows(takes.max());
        Text proof = r.periodicity().proof();
        Text explanation = misere
                ? Text.of("一堆在反常规则下的胜负：" + proof.zh() + "。", "Misère outcomes of one pile: " + proof.en() + ".")
                : Text.of("一堆的 SG 值：" + proof.zh() + "。", "Grundy values of one pile: " + proof.en() + ".");
        return new Table(misere ? Table.OUTCOME : Table.GRUNDY,
                List.of(misere ? Text.of("胜负", "outcome") : Table.GRUNDY_ROW), r.packedTable(upto), r.periodicity(), explanation);
    }
}
