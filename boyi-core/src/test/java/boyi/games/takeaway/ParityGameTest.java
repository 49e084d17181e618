package boyi.games.takeaway;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ParityGameTest {

    static final long E18 = 1_000_000_000_000_000_000L;

    static ParityGame.Instance game(String takes, String win) {
        return (ParityGame.Instance) Catalogue.family("parity").instantiate(Map.of("takes", takes, "win", win));
    }

    static List<ParityPosition> allUpTo(int n) {
        List<ParityPosition> out = new ArrayList<>();
        for (int b = 0; b <= n; b++) {
            for (int mine = 0; mine < 2; mine++) {
                for (int theirs = 0; theirs < 2; theirs++) {
                    out.add(new ParityPosition(b, mine, theirs));
                }
            }
        }
        return out;
    }

    @Nested
    class TakeBallTwoThreeFive extends FixedInstanceContract<ParityPosition> {
        TakeBallTwoThreeFive() {
            super(game("2,3,5", "odd"), allUpTo(60), true);
        }
    }

    @Nested
    class StonesOneToThree extends FixedInstanceContract<ParityPosition> {
        StonesOneToThree() {
            super((ParityGame.Instance) Catalogue.family("stones").instantiate(Map.of("m", "3")), allUpTo(60), true);
        }
    }

    /**
     * An independent plain memoised search of take-ball (recursive, fine for small n in a test):
     * +1 win, 0 draw, -1 loss for the player to move holding {@code mine}, opponent {@code theirs}.
     */
    private static int plainTakeBall(int n, int mine, int theirs, int[] takes, Map<Integer, Integer> memo) {
        int key = n * 4 + mine * 2 + theirs;
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int best = Integer.MIN_VALUE;
        for (int t : takes) {
            if (t <= n) {
                best = Math.max(best, -plainTakeBall(n - t, theirs, (mine + t) % 2, takes, memo));
            }
        }
        if (best == Integer.MIN_VALUE) {
            best = mine == 1 && theirs == 0 ? 1 : mine == 0 && theirs == 1 ? -1 : 0;
        }
        memo.put(key, best);
        return best;
    }

    @Test
    void takeBallAgreesWithAnIndependentPlainSearch() {
        Random random = new Random(2016);
        for (int trial = 0; trial < 40; trial++) {
            int[] takes = random.ints(1 + random.nextInt(4), 1, 20).toArray();
            String list = String.join(",", java.util.Arrays.stream(takes).mapToObj(Integer::toString).toList());
            ParityGame.Instance g = game(list, "odd");
            Map<Integer, Integer> memo = new HashMap<>();
            for (int n = 0; n <= 400; n++) {
                int expected = plainTakeBall(n, 0, 0, takes, memo);
                assertThat(g.outcome(ParityPosition.start(n)).number()).as("takes %s, n=%d", list, n).isEqualTo(expected);
                assertThat(Analyzer.value(g, ParityPosition.start(n)).outcome().number()).isEqualTo(expected);
            }
        }
    }

    @Test
    void stonesKnownPatternForMThree() {
        ParityGame.Instance g = game("1,2,3", "even");
        for (long n : new long[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 64, 65, E18 - 7, E18 - 1, E18}) {
            Outcome expected = n % 2 == 0 ? Outcome.DRAW : n % 8 == 1 ? Outcome.LOSS : Outcome.WIN;
            assertThat(Analyzer.value(g, ParityPosition.start(n)).outcome()).as("n=%d", n).isEqualTo(expected);
        }
    }

    @Test
    void hugePositionsHaveExactRemoteness() {
        ParityGame.Instance g = game("1,2,3", "odd");
        // even/even row, period 8: n = 5 (mod 8) lost; remoteness grows by 4 per period from n = 4
        Value small = Analyzer.value(g, ParityPosition.start(13));
        Value big = Analyzer.value(g, ParityPosition.start(13 + 8L * 1_000_000_000_000L));
        assertThat(small.outcome()).isEqualTo(Outcome.LOSS);
        assertThat(big).isEqualTo(Value.loss(small.remoteness() + 4 * 1_000_000_000_000L));
        assertThat(Analyzer.value(g, ParityPosition.start(E18)).outcome()).isEqualTo(Outcome.DRAW);
        assertThat(Analyzer.verdict(g, ParityPosition.start(E18)).why().en()).contains("period 8").contains("n = 10^18 falls on offset");
    }

    @Test
    void tableShowsTheFourParityRows() {
        var t = game("1,2,3", "odd").table(16).orElseThrow();
        assertThat(t.rowNames().stream().map(boyi.util.Text::en)).containsExactly("even/even", "even/odd", "odd/even", "odd/odd");
        // the outcome rows repeat from n = 0 (with remoteness only from n = 4: the solve text says which)
        assertThat(t.periodicity().period()).isEqualTo(8);
        assertThat(t.periodicity().preperiod()).isZero();
        assertThat(t.periodicity().proven()).isTrue();
        assertThat(t.periodicity().proof().en()).startsWith("outcomes: period 8 from n = 0");
        // 取球博弈 sample: 1..5 -> + 0 + 0 -
        assertThat(java.util.Arrays.copyOfRange(t.values()[0], 1, 6)).containsExactly(1, 0, 1, 0, -1);
    }

    @Test
    void hugeTakesOnlyMatterWhereTheyFit() {
        ParityGame.Instance g = game("1,2,3," + E18, "odd");
        assertThat(g.outcome(ParityPosition.start(5))).isEqualTo(Outcome.LOSS);
    }

    @Test
    void namedInstancesTakeBallAndStones() {
        GameInstance<?> takeBall = Catalogue.family("take-ball").instantiate(Map.of("takes", "1,4,5"));
        GameInstance<?> stones = Catalogue.family("stones").instantiate(Map.of("m", "3"));
        assertThat(takeBall.describe()).isEqualTo("take-ball takes=1,4,5");
        assertThat(stones.describe()).isEqualTo("stones m=3");
        // 取球博弈 sample 2: 10 11 12 13 15 -> 0 - 0 + +
        StringBuilder b = new StringBuilder();
        for (String n : new String[] {"10", "11", "12", "13", "15"}) {
            b.append(Analyzer.analyze(takeBall, n).value().outcome().sign());
        }
        assertThat(b.toString()).isEqualTo("0-0++");
        assertThat(Analyzer.analyze(stones, "65").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(stones, "65").bestMove()).contains("take 1");
    }
}
