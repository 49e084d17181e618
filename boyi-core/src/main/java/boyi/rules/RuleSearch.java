package boyi.rules;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.IntValueStore;
import boyi.solve.MoveGraph;
import boyi.solve.RetrogradeSolver;
import boyi.solve.ValueCode;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Exact search of a rule game, loops allowed: the positions reachable from the asked one are
 * numbered breadth first (positions solved by an earlier search count as solved), then solved by
 * retrograde analysis, so a position that neither side can force is a draw. Values are kept for
 * later questions (an analysis asks for every child), and the explanation names only the question
 * asked, so it reads the same whatever was asked before. Positions beyond {@code budget} reachable
 * positions get no verdict (empty).
 *
 * <pre>{@code
 * RuleSearch s = new RuleSearch(game, notation, 1_000_000);
 * s.evaluate(RuleState.numbers(10));   // win in 3, "Exact (retrograde) search of the positions reachable from 10 ..."
 * }</pre>
 */
final class RuleSearch implements Evaluator<RuleState> {

    /** Moves one search may generate before it gives up (its work, beside its positions). */
    static final long MAX_EDGES = 40_000_000;

    /** Values kept at most; past it the store starts afresh. */
    private static final int MAX_KEPT = 4_000_000;

    private final RuleGame game;
    private final RuleNotation notation;
    private final int budget;
    private final Map<RuleState, Long> solved = new HashMap<>();
    private final Map<RuleState, Long> grundy = new HashMap<>();

    RuleSearch(RuleGame game, RuleNotation notation, int budget) {
        this.game = game;
        this.notation = notation;
        this.budget = budget;
    }

    @Override
    public Optional<Verdict> evaluate(RuleState position) {
        Optional<Value> v = value(position);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        Value value = v.get();
        Long g;
        synchronized (this) {
            g = grundy.get(position);
        }
        String p = notation.format(position);
        Text result = switch (value.outcome()) {
            case WIN -> Text.format("先手必胜，%d 步", "win in %d", value.remoteness());
            case LOSS -> Text.format("先手必败，%d 步", "loss in %d", value.remoteness());
            case DRAW -> Text.of("双方都走对时是平局（谁也无法逼出胜负）", "a draw with best play (neither side can force a win)");
        };
        Text grundyText = g == null ? Text.EMPTY : Text.format("；SG 值为 %d", "; Grundy value %d", g);
        return Optional.of(new Verdict(value, Method.SEARCH, Text.of(
                "对从局面 " + p + " 出发能到达的局面做了穷举（逆向）搜索：" + result.zh() + grundyText.zh() + "。",
                "Exact (retrograde) search of the positions reachable from " + p + ": " + result.en() + grundyText.en()
                        + "."), g));
    }

    @Override
    public synchronized Optional<Value> value(RuleState position) {
        Long known = solved.get(position);
        if (known == null) {
            if (!solve(List.of(position))) {
                return Optional.empty();
            }
            known = solved.get(position);
        }
        return Optional.of(ValueCode.value(known));
    }

    /** Solves every position reachable from the roots; false when more than the budget are reachable. */
    synchronized boolean solve(List<RuleState> roots) {
        return solve(roots, false);
    }

    /**
     * {@link #solve(List)}; with {@code grundyOnly}, a game under normal play without cycles keeps
     * only the Grundy values (a table needs no remoteness, and the retrograde pass is skipped).
     */
    synchronized boolean solve(List<RuleState> roots, boolean grundyOnly) {
        try {
            return explore(roots, grundyOnly);
        } catch (OverBudget e) {
            return false;
        }
    }

    /**
     * The outcome of each root (-1 loss, 0 draw, 1 win for the player to move), in order.
     *
     * @param range the roots as an error message names them, e.g. {@code 0...100}
     * @throws TooLargeException when more positions than the budget are reachable
     */
    synchronized long[] outcomes(List<RuleState> roots, String range) {
        if (!solve(roots, false)) {
            throw tooLarge(range, budget);
        }
        long[] out = new long[roots.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ValueCode.value(solved.get(roots.get(i))).outcome().number();
        }
        return out;
    }

    /** Thrown out of a move generation when the search numbers more positions than its budget. */
    private static final class OverBudget extends RuntimeException {
        OverBudget() {
            super(null, null, false, false);
        }
    }

    private static final OverBudget OVER_BUDGET = new OverBudget();

    private boolean explore(List<RuleState> roots, boolean grundyOnly) {
        if (solved.size() > MAX_KEPT) {
            solved.clear();
            grundy.clear();
        }
        StateIndex index = StateIndex.forShape(game.program(), roots);
        List<RuleState> states = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (RuleState r : roots) {
            if (index.get(r) < 0) {
                index.put(r, states.size());
                states.add(r);
                queue.add(states.size() - 1);
            }
        }
        MoveGraph graph = new MoveGraph(1024);
        int[][] children = {new int[64]};
        int[] childCount = {0};
        long[] edges = {0};
        boolean normal = game.program().normalPlay();
        List<Long> earlierGrundy = new ArrayList<>();
        // Nodes are added in index order: the queue hands them out in the order they were numbered.
        while (!queue.isEmpty()) {
            int i = queue.poll();
            RuleState s = states.get(i);
            Long code = solved.get(s);
            Long g = grundy.get(s);
            if (code != null && (!normal || g != null)) {
                graph.addPrimitive(ValueCode.value(code));
                earlierGrundy.add(g);
                continue;
            }
            earlierGrundy.add(null);
            childCount[0] = 0;
            Value over = game.expandInto(s, new RuleGame.Sink() {
                @Override
                public void move(String name, RuleState child) {
                    int c = index.get(child);
                    add(c < 0 ? number(child) : c);
                }

                @Override
                public void tuple(long[] values) {
                    int c = index.get(values);
                    add(c < 0 ? number(RuleState.owned(values.clone())) : c);
                }

                private int number(RuleState child) {
                    if (states.size() >= budget) {
                        throw OVER_BUDGET;
                    }
                    int c = states.size();
                    index.put(child, c);
                    states.add(child);
                    queue.add(c);
                    return c;
                }

                private void add(int c) {
                    if (++edges[0] > MAX_EDGES) {
                        throw OVER_BUDGET;
                    }
                    if (childCount[0] == children[0].length) {
                        children[0] = java.util.Arrays.copyOf(children[0], childCount[0] * 2);
                    }
                    children[0][childCount[0]++] = c;
                }
            });
            if (over != null) {
                graph.addPrimitive(over);
                continue;
            }
            graph.startChildren();
            for (int k = 0; k < childCount[0]; k++) {
                graph.addChild(children[0][k]);
            }
        }
        long[] g = normal ? graph.grundy(i -> earlierGrundy.get(i) == null ? 0 : earlierGrundy.get(i)) : null;
        if (grundyOnly && g != null) {
            for (int i = 0; i < states.size(); i++) {
                grundy.put(states.get(i), g[i]);
            }
            return true;
        }
        IntValueStore values = RetrogradeSolver.solve(graph);
        for (int i = 0; i < states.size(); i++) {
            solved.put(states.get(i), values.code(i));
            if (g != null) {
                grundy.put(states.get(i), g[i]);
            }
        }
        return true;
    }

    /** The value of a position already solved, or {@code null}. */
    synchronized Long solvedCode(RuleState s) {
        return solved.get(s);
    }

    synchronized Long grundyOf(RuleState s) {
        return grundy.get(s);
    }

    static TooLargeException tooLarge(String position, int budget) {
        return new TooLargeException(Text.format("从局面 %s 能到达的局面超过 %d 个，超出了穷举搜索的预算",
                "more than %2$d positions are reachable from %1$s: beyond the exact search's budget", position, budget));
    }
}
