package boyi.games.heaps;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.PositionNumbers;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Moore's Nim under the contract for k = 2 (here), k = 1 and k = 3 (nested), and Moore's theorem
 * and the winning move of its proof against plain search on every small position.
 */
class MooreNimGameTest extends GameContractTest<List<Long>> {

    static GameInstance<List<Long>> moore(int k) {
        return new MooreNimGame().instantiate(Map.of("k", Integer.toString(k)));
    }

    /** Every position of 1 to {@code piles} piles of at most {@code max} stones. */
    static List<List<Long>> positions(int piles, int max) {
        List<List<Long>> out = new ArrayList<>();
        for (int n = 1; n <= piles; n++) {
            int count = (int) Math.pow(max + 1, n);
            for (int code = 0; code < count; code++) {
                List<Long> p = new ArrayList<>();
                for (int i = 0, c = code; i < n; i++, c /= max + 1) {
                    p.add((long) (c % (max + 1)));
                }
                out.add(List.copyOf(p));
            }
        }
        return out;
    }

    @Override
    protected GameInstance<List<Long>> instance() {
        return moore(2);
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return positions(3, 4);
    }

    @Nested
    class Nim extends GameContractTest<List<Long>> {
        @Override
        protected GameInstance<List<Long>> instance() {
            return moore(1);
        }

        @Override
        protected List<List<Long>> smallPositions() {
            return positions(3, 4);
        }
    }

    @Nested
    class ThreePiles extends GameContractTest<List<Long>> {
        @Override
        protected GameInstance<List<Long>> instance() {
            return moore(3);
        }

        @Override
        protected List<List<Long>> smallPositions() {
            return positions(4, 3);
        }
    }

    /**
     * Moore's theorem (every bit's count a multiple of k+1 exactly when lost) and the winning move
     * of its proof (legal: at most k piles, each smaller; leaves a lost position) against plain
     * search of the real rules: up to 3 piles of at most 5 for k = 1, 2, 3, and 4 piles of at most
     * 4 for k = 2, 3.
     */
    @Test
    void theoremAndItsWinningMoveAgreeWithPlainSearch() {
        int checked = 0;
        for (int k = 1; k <= 3; k++) {
            NegamaxSolver<List<Long>> search = new NegamaxSolver<>(moore(k).game());
            List<List<Long>> all = new ArrayList<>(positions(3, 5));
            if (k >= 2) {
                all.addAll(positions(4, 4).stream().filter(p -> p.size() == 4).toList());
            }
            for (List<Long> p : all) {
                boolean lost = Arrays.stream(MooreNimGame.residues(p, k)).allMatch(r -> r == 0);
                assertThat(lost).as("k = %d, %s lost", k, p).isEqualTo(search.value(p).outcome() == Outcome.LOSS);
                long[] after = MooreNimGame.winningMove(PositionNumbers.unboxed(p), k);
                assertThat(after == null).as("k = %d, %s has no winning move", k, p).isEqualTo(lost);
                if (after != null) {
                    int changed = 0;
                    for (int i = 0; i < p.size(); i++) {
                        assertThat(after[i]).as("k = %d, %s -> %s", k, p, Arrays.toString(after)).isBetween(0L, p.get(i));
                        changed += after[i] != p.get(i) ? 1 : 0;
                    }
                    assertThat(changed).as("piles changed, k = %d, %s -> %s", k, p, Arrays.toString(after)).isBetween(1, k);
                    assertThat(search.value(PositionNumbers.boxed(after)).outcome()).as("k = %d, %s -> %s", k, p,
                            Arrays.toString(after)).isEqualTo(Outcome.LOSS);
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(3 * 258 + 2 * 625);
    }

    @Test
    void movesTakeFromAtMostKPilesAndAreNamedLikeNims() {
        GameInstance<List<Long>> g = moore(2);
        // one pile: 3 + 4 + 5 moves; two piles: 3*4 + 3*5 + 4*5
        assertThat(g.game().moves(List.of(3L, 4L, 5L))).hasSize(12 + 47);
        assertThat(g.movesToShow(List.of(3L, 4L, 5L)).get(0).name()).isEqualTo("pile 1: 3 -> 2");
        assertThat(g.play(List.of(3L, 4L, 5L), "piles 1, 3: 3 -> 1, 5 -> 2")).containsExactly(1L, 4L, 2L);
        assertThat(g.play(List.of(3L, 4L, 5L), "第 1、3 堆：3 → 1，5 → 2")).containsExactly(1L, 4L, 2L);
        assertThat(MooreNimGame.label("piles 1, 3: 3 -> 1, 5 -> 2").zh()).isEqualTo("第 1、3 堆：3 → 1，5 → 2");
        assertThat(MooreNimGame.label("pile 2: 4 -> 0").zh()).isEqualTo("第 2 堆：4 → 0");
        // three piles at once is beyond k = 2, and a pile named twice is no move
        assertThat(moore(3).play(List.of(3L, 4L, 5L), "piles 1, 2, 3: 3 -> 0, 4 -> 0, 5 -> 0")).containsExactly(0L, 0L, 0L);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> g.play(List.of(3L, 4L, 5L), "piles 1, 2, 3: 3 -> 0, 4 -> 0, 5 -> 0"))
                .isInstanceOf(boyi.util.BadInputException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> g.play(List.of(3L, 4L, 5L), "piles 1, 1: 3 -> 2, 3 -> 1"))
                .isInstanceOf(boyi.util.BadInputException.class);
        assertThat(MooreNimGame.count(List.of(3L, 4L, 5L), 2, Long.MAX_VALUE)).isEqualTo(59);
        assertThat(MooreNimGame.count(List.of(3L, 4L, 5L), 3, Long.MAX_VALUE)).isEqualTo(59 + 60);
    }

    @Test
    void everyBitCountAMultipleOfKPlusOneIsLost() {
        // 3 = 011, 5 = 101, 6 = 110, 7 = 111: each bit is set in 3 piles, a multiple of 3 but odd
        Analysis a = Analyzer.analyze(moore(2), "3 5 6 7");
        assertThat(a.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(a.why().en()).contains("3 = 11, 5 = 101, 6 = 110, 7 = 111", "2^2: 3, 2^1: 3, 2^0: 3", "Moore's theorem");
        assertThat(a.why().zh()).contains("摩尔定理").doesNotContain("Moore");
        assertThat(Analyzer.value(moore(1), List.of(3L, 5L, 6L, 7L)).outcome()).isEqualTo(Outcome.WIN);
        // 1 2 4: every bit set once, not a multiple of 3: the mover wins, e.g. by emptying two piles
        Analysis b = Analyzer.analyze(moore(2), "1 2 4");
        assertThat(b.value()).isEqualTo(Value.win(b.value().remoteness()));
        assertThat(b.why().en()).contains("the player to move wins by ");
        assertThat(b.why().zh()).contains("先手必胜，走「");
    }

    @Test
    void hugePilesAreDecidedByTheTheoremWithItsWinningMoveListedFirst() {
        GameInstance<List<Long>> g = moore(2);
        String huge = "1000000000000000000 999999999999999999 123456789012345678 5";
        Analysis a = Analyzer.analyze(g, huge);
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.allMoves()).isFalse();
        assertThat(a.moves().get(0).value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.why().en()).contains("wins by " + a.moves().get(0).label().en());
        long[] after = MooreNimGame.winningMove(PositionNumbers.unboxed(g.parse(huge)), 2);
        assertThat(MooreNimGame.residues(PositionNumbers.boxed(after), 2)).containsOnly(0);
        // a million piles: the theorem, a selection, no list of every move
        String many = "7 ".repeat(1_000_000).trim();
        Analysis m = Analyzer.analyze(moore(3), many);
        assertThat(m.value().outcome()).isEqualTo(Outcome.LOSS);   // a million is a multiple of 4
        assertThat(m.movesTotal()).isNull();
    }
}
