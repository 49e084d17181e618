package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Grundy values on DAGs against search of the real token game; cycles are found and are real. */
class DagGrundyTest {

    /** Several tokens on the graph; a move slides one token along an edge. Positions are sorted token lists. */
    record Tokens(int[] start, int[] targets) implements Impartial<List<Integer>> {
        @Override
        public List<Move<List<Integer>>> moves(List<Integer> tokens) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            for (int i = 0; i < tokens.size(); i++) {
                int v = tokens.get(i);
                for (int e = start[v]; e < start[v + 1]; e++) {
                    List<Integer> next = new ArrayList<>(tokens);
                    next.set(i, targets[e]);
                    next.sort(null);
                    out.add(new Move<>(v + "->" + targets[e], List.copyOf(next)));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Integer> tokens) {
            return moves(tokens).isEmpty() ? Value.loss(0) : null;
        }
    }

    /** A random graph on n vertices; with {@code acyclic} every edge goes to a larger vertex. */
    private static int[][] randomGraph(Random random, int n, boolean acyclic) {
        int[] start = new int[n + 1];
        List<Integer> targets = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            for (int w = 0; w < n; w++) {
                if ((!acyclic || w > v) && random.nextInt(3) == 0) {
                    targets.add(w);
                }
            }
            start[v + 1] = targets.size();
        }
        return new int[][] {start, targets.stream().mapToInt(Integer::intValue).toArray()};
    }

    @Test
    void valuesAndTokenSumsAgreeWithSearchOfTheRealGame() {
        Random random = new Random(1524);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + random.nextInt(8);
            int[][] g = randomGraph(random, n, true);
            DagGrundy.Result r = DagGrundy.solve(g[0], g[1]);
            assertThat(r.acyclic()).isTrue();
            Tokens game = new Tokens(g[0], g[1]);
            for (int v = 0; v < n; v++) {
                assertThat(r.grundy()[v]).isEqualTo(GrundySolver.solve(game, List.of(v)));
            }
            List<Integer> tokens = new ArrayList<>();
            int x = 0;
            for (int k = 0; k < 3; k++) {
                int v = random.nextInt(n);
                tokens.add(v);
                x ^= r.grundy()[v];
            }
            tokens.sort(null);
            Outcome searched = NegamaxSolver.solve(game, List.copyOf(tokens)).outcome();
            assertThat(searched).isEqualTo(x != 0 ? Outcome.WIN : Outcome.LOSS);
        }
    }

    @Test
    void aCycleIsReportedWithRealEdges() {
        Random random = new Random(2425);
        int cyclic = 0;
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + random.nextInt(8);
            int[][] g = randomGraph(random, n, false);
            DagGrundy.Result r = DagGrundy.solve(g[0], g[1]);
            if (r.acyclic()) {
                continue;
            }
            cyclic++;
            int[] c = r.cycle();
            for (int i = 0; i < c.length; i++) {
                assertThat(hasEdge(g, c[i], c[(i + 1) % c.length])).isTrue();
            }
            assertThat(g[1][r.cycleEdge()]).isEqualTo(c[0]);
            assertThat(hasEdge(g, c[c.length - 1], c[0])).isTrue();
        }
        assertThat(cyclic).isGreaterThan(100);
    }

    private static boolean hasEdge(int[][] g, int from, int to) {
        for (int e = g[0][from]; e < g[0][from + 1]; e++) {
            if (g[1][e] == to) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aMillionVertexChainNeedsNoRecursion() {
        int n = 1_000_000;
        int[] start = new int[n + 1];
        int[] targets = new int[n - 1];
        for (int v = 0; v < n - 1; v++) {
            targets[v] = v + 1;
            start[v + 1] = v + 1;
        }
        start[n] = n - 1;
        int[] g = DagGrundy.solve(start, targets).grundy();
        assertThat(g[0]).isEqualTo((n - 1) % 2);
        assertThat(g[n - 1]).isZero();
    }
}
