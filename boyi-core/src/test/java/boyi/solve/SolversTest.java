package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SolversTest {

    /**
     * 0 and 1 are terminal (lost for the mover). 2 -> {0, 3}; 3 -> {1}; 4 -> {2, 3}; 5 -> {3}.
     * 3 wins in 1 (to 1). 2 wins in 1 (to 0, the quickest lost child). 4: children 2 (win 1) and
     * 3 (win 1), so 4 is lost in 2. 5 -> 3 only: lost in 2. 6 -> {4, 5}: both lost in 2, win in 3.
     */
    private static GraphGame remotenessGraph() {
        return new GraphGame(7).edge(2, 0, 3).edge(3, 1).edge(4, 2, 3).edge(5, 3).edge(6, 4, 5);
    }

    @Test
    void remotenessRuleOnAHandBuiltGraph() {
        GraphGame g = remotenessGraph();
        NegamaxSolver<Integer> s = new NegamaxSolver<>(g);
        assertThat(s.value(0)).isEqualTo(Value.loss(0));
        assertThat(s.value(3)).isEqualTo(Value.win(1));
        assertThat(s.value(2)).isEqualTo(Value.win(1));
        assertThat(s.value(4)).isEqualTo(Value.loss(2));
        assertThat(s.value(6)).isEqualTo(Value.win(3));
    }

    @Test
    void winnerHurriesAndLoserDelays() {
        // 0 terminal; 1 -> 0 (win 1); 2 -> 1 (loss 2); 3 -> 2 (win 3); 4 -> {0, 3}: win in 1 not 4.
        // 5 -> {1, 3}: both wins (1 and 3): loss in 4, the slowest.
        GraphGame g = new GraphGame(6).edge(1, 0).edge(2, 1).edge(3, 2).edge(4, 0, 3).edge(5, 1, 3);
        NegamaxSolver<Integer> s = new NegamaxSolver<>(g);
        assertThat(s.value(4)).isEqualTo(Value.win(1));
        assertThat(s.value(5)).isEqualTo(Value.loss(4));
        ValueStore r = RetrogradeSolver.solve(g);
        for (int i = 0; i < 6; i++) {
            assertThat(r.get(i)).as("vertex %d", i).isEqualTo(s.value(i));
        }
    }

    @Test
    void drawsFromPrimitiveDraws() {
        // 0 is a drawn end; 1 -> {0, 2} where 2 -> 3 (terminal loss) so 2 wins: 1 draws.
        GraphGame g = new GraphGame(4).primitive(0, Value.DRAW).edge(1, 0, 2).edge(2, 3);
        assertThat(new NegamaxSolver<>(g).value(1)).isEqualTo(Value.DRAW);
        assertThat(RetrogradeSolver.solve(g).get(1)).isEqualTo(Value.DRAW);
    }

    @Test
    void retrogradeMakesCyclesDrawsAndStillFindsWins() {
        // 1 <-> 2 cycle, 2 -> 0 (terminal loss), so 2 wins in 1; 1's children: 2 (win) => 1 lost in 2.
        // 3 <-> 4 pure cycle: draws. 5 -> {3, 1}: 1 is lost, so 5 wins in 3.
        GraphGame g = new GraphGame(6).edge(1, 2).edge(2, 1, 0).edge(3, 4).edge(4, 3).edge(5, 3, 1);
        ValueStore r = RetrogradeSolver.solve(g);
        assertThat(r.get(2)).isEqualTo(Value.win(1));
        assertThat(r.get(1)).isEqualTo(Value.loss(2));
        assertThat(r.get(3)).isEqualTo(Value.DRAW);
        assertThat(r.get(4)).isEqualTo(Value.DRAW);
        assertThat(r.get(5)).isEqualTo(Value.win(3));
        assertThatThrownBy(() -> new NegamaxSolver<>(g).value(3)).hasMessageContaining("cycle");
    }

    @Test
    void retrogradeAgreesWithNegamaxOnRandomAcyclicGraphs() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int n = 2 + random.nextInt(40);
            GraphGame g = new GraphGame(n);
            for (int v = 1; v < n; v++) {
                int out = random.nextInt(4);
                for (int e = 0; e < out; e++) {
                    g.edge(v, random.nextInt(v));
                }
                if (random.nextInt(10) == 0) {
                    g.primitive(v, random.nextBoolean() ? Value.DRAW : Value.win(0));
                }
            }
            NegamaxSolver<Integer> s = new NegamaxSolver<>(g);
            ValueStore r = RetrogradeSolver.solve(g);
            for (int v = 0; v < n; v++) {
                assertThat(r.get(v)).as("trial %d vertex %d", trial, v).isEqualTo(s.value(v));
            }
        }
    }

    /** One pile, take 1 or 2: a chain as deep as the pile. */
    private static final Game<Long> TAKE_ONE_OR_TWO = new Game<>() {
        @Override
        public List<Move<Long>> moves(Long n) {
            List<Move<Long>> out = new ArrayList<>();
            for (long t = 1; t <= Math.min(2, n); t++) {
                out.add(new Move<>("take " + t, n - t));
            }
            return out;
        }

        @Override
        public Value primitive(Long n) {
            return n == 0 ? Value.loss(0) : null;
        }
    };

    @Test
    void deepGamesDoNotOverflowTheJavaStack() {
        long n = 300_000;   // a recursive search overflows the default stack long before this
        Value v = new NegamaxSolver<>(TAKE_ONE_OR_TWO).value(n);
        // n mod 3 == 0 loses; a loss lasts 2 moves per round of 3.
        assertThat(v).isEqualTo(Value.loss(2 * n / 3));
        assertThat(new NegamaxSolver<>(TAKE_ONE_OR_TWO).value(n + 1)).isEqualTo(Value.win(2 * n / 3 + 1));
    }

    @Test
    void anInterruptedSearchStopsWithAClearError() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> new NegamaxSolver<>(TAKE_ONE_OR_TWO).value(100_000L))
                    .isInstanceOf(TooLargeException.class).hasMessageContaining("time budget");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void budgetGivesAClearError() {
        assertThatThrownBy(() -> new NegamaxSolver<>(TAKE_ONE_OR_TWO, 1000).value(5000L))
                .isInstanceOfSatisfying(TooLargeException.class, e -> {
                    assertThat(e).hasMessageContaining("1000 positions");
                    assertThat(e.text().zh()).contains("超过 1000 个局面（内存上限）");
                });
    }

    /** Nim on lists of piles, decomposable into single piles. */
    private static final Decomposable<List<Integer>> NIM = new Decomposable<>() {
        @Override
        public List<Move<List<Integer>>> moves(List<Integer> piles) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            for (int i = 0; i < piles.size(); i++) {
                for (int k = 0; k < piles.get(i); k++) {
                    List<Integer> next = new ArrayList<>(piles);
                    next.set(i, k);
                    out.add(new Move<>("pile " + i + " to " + k, List.copyOf(next)));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Integer> piles) {
            return piles.stream().allMatch(p -> p == 0) ? Value.loss(0) : null;
        }

        @Override
        public List<List<Integer>> components(List<Integer> piles) {
            return piles.stream().map(List::of).toList();
        }
    };

    @Test
    void grundyOfNimIsTheXorOfThePiles() {
        GrundySolver<List<Integer>> g = new GrundySolver<>(NIM);
        NegamaxSolver<List<Integer>> s = new NegamaxSolver<>(NIM);
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 6; b++) {
                for (int c = 0; c < 4; c++) {
                    List<Integer> p = List.of(a, b, c);
                    assertThat(g.grundy(p)).isEqualTo(a ^ b ^ c);
                    assertThat(s.value(p).outcome() == boyi.model.Outcome.LOSS).isEqualTo((a ^ b ^ c) == 0);
                }
            }
        }
        assertThat(g.grundy(List.of(7))).isEqualTo(7);
    }

    @Test
    void valueCodeRoundTrips() {
        for (Value v : List.of(Value.win(0), Value.loss(17), Value.DRAW, Value.of(boyi.model.Outcome.WIN), Value.win(1L << 40))) {
            assertThat(ValueCode.value(ValueCode.of(v))).isEqualTo(v);
        }
    }

    @Test
    void storesOfEveryWidthKeepTheirRecordsAndRefuseWhatDoesNotFit() {
        for (int width : new int[] {1, 2, 4}) {
            ValueStore s = ValueStore.ofWidth(width, 10);
            assertThat(s.width()).isEqualTo(width);
            assertThat(s.get(3)).isNull();
            s.set(3, Value.win(ValueCode.BYTE_MAX_REMOTENESS));
            s.set(4, Value.DRAW);
            s.set(5, Value.loss(0));
            assertThat(s.get(3)).isEqualTo(Value.win(ValueCode.BYTE_MAX_REMOTENESS));
            assertThat(s.get(4)).isEqualTo(Value.DRAW);
            assertThat(s.get(5)).isEqualTo(Value.loss(0));
        }
        assertThatThrownBy(() -> ValueStore.ofWidth(1, 1).set(0, Value.win(ValueCode.BYTE_MAX_REMOTENESS + 1)))
                .isInstanceOf(IllegalArgumentException.class);
        ValueStore wide = ValueStore.ofWidth(2, 1);
        wide.set(0, Value.loss(ValueCode.SHORT_MAX_REMOTENESS));
        assertThat(wide.get(0)).isEqualTo(Value.loss(ValueCode.SHORT_MAX_REMOTENESS));
        assertThat(ValueStore.widthFor(62)).isEqualTo(1);
        assertThat(ValueStore.widthFor(63)).isEqualTo(2);
        assertThat(ValueStore.widthFor(1L << 20)).isEqualTo(4);
    }

    @Test
    void longLongMapStoresAndGrows() {
        LongLongMap m = new LongLongMap(4, 1_000_000);
        Random r = new Random(1);
        long[] keys = r.longs(50_000).toArray();
        for (long k : keys) {
            m.put(k, k | 1);
        }
        m.put(0, 5);
        for (long k : keys) {
            assertThat(m.get(k)).isEqualTo(k | 1);
        }
        assertThat(m.get(0)).isEqualTo(5);
        assertThat(m.get(12345)).isZero();
        assertThatThrownBy(() -> {
            LongLongMap small = new LongLongMap(4, 10);
            for (long k = 1; k <= 11; k++) {
                small.put(k, 1);
            }
        }).isInstanceOf(TooLargeException.class);
    }
}
