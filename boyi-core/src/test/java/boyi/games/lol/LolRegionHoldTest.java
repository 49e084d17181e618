package boyi.games.lol;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The region pairing lemma ({@link LolRegionHold}) against the race search without it: on small
 * components, sums of holding components, every board up to 11 cells by plain search, and seeded
 * random rows of 13 to 30 cells, many of them runs joined by single O's.
 */
class LolRegionHoldTest {

    private static LolSolver withoutLemma() {
        return new LolSolver(LolSolver.DEFAULT_BUDGET, false);
    }

    /** Every component row of up to 14 cells: runs of 1..14 empty cells joined by single O's, with optional L contexts. */
    static List<String> smallComponents(int maxCells) {
        List<String> out = new ArrayList<>();
        for (int cells = 1; cells <= maxCells; cells++) {
            for (int mask = 0; mask < 1 << cells; mask++) {
                StringBuilder b = new StringBuilder();
                boolean ok = (mask & 1) != 0 && (mask >>> (cells - 1) & 1) != 0;   // ends are empty
                for (int i = 0; i < cells && ok; i++) {
                    boolean empty = (mask >>> i & 1) != 0;
                    ok = empty || (mask >>> (i - 1) & 1) != 0;   // no OO inside
                    b.append(empty ? '*' : 'O');
                }
                if (ok) {
                    for (int ctx = 0; ctx < 4; ctx++) {
                        out.add(((ctx & 1) != 0 ? "L" : "") + b + ((ctx & 2) != 0 ? "L" : ""));
                    }
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aHoldingComponentIsADrawWithEitherPlayerToMove(boolean groups) {
        LolRegionHold regions = new LolRegionHold(LolSolver.DEFAULT_BUDGET, LolRegionHold.MAX_RUN, groups);
        LolRegionHold runsAlone = new LolRegionHold(LolSolver.DEFAULT_BUDGET, LolRegionHold.MAX_RUN, false);
        LolSolver plain = withoutLemma();
        int holding = 0;
        int onlyTogether = 0;
        for (String row : smallComponents(13)) {
            byte[] c = LolRules.cells(row);
            if (LolRules.immediateWin(c) >= 0) {
                continue;
            }
            long[] parts = LolComponents.of(c);
            assertThat(parts).hasSize(1);
            if (regions.holds(parts[0])) {
                holding++;
                onlyTogether += runsAlone.holds(parts[0]) ? 0 : 1;
                assertThat(plain.outcome(row)).as(row).isEqualTo(Outcome.DRAW);
                assertThat(plain.outcome(row + "OO*")).as(row + " with a tempo move").isEqualTo(Outcome.DRAW);
            }
        }
        assertThat(holding).isGreaterThan(1000);
        assertThat(onlyTogether > 0).isEqualTo(groups);   // e.g. *******O*****
    }

    @Test
    void sumsOfHoldingComponentsAreDraws() {
        LolRegionHold regions = new LolRegionHold(LolSolver.DEFAULT_BUDGET);
        List<String> holding = new ArrayList<>();
        for (String row : smallComponents(9)) {
            byte[] c = LolRules.cells(row);
            if (LolRules.immediateWin(c) < 0 && regions.holds(LolComponents.of(c)[0])
                    && LolRules.countEmpty(c) >= 3) {
                holding.add(row);
            }
        }
        Random random = new Random(11);
        LolSolver plain = withoutLemma();
        for (int t = 0; t < 300; t++) {
            StringBuilder b = new StringBuilder(holding.get(random.nextInt(holding.size())));
            for (int k = random.nextInt(3); k >= 0; k--) {
                b.append("OO").append(holding.get(random.nextInt(holding.size())));
            }
            String row = b.toString();
            assertThat(plain.outcome(row)).as(row).isEqualTo(Outcome.DRAW);
            assertThat(plain.outcome(row + "OO*")).as(row + " with a tempo move").isEqualTo(Outcome.DRAW);
        }
    }

    /** A part whose regions all hold acts as a pile of tempo moves: only the parity of its empty cells counts. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aHoldingPartActsAsTempoMoves(boolean groups) {
        LolRegionHold regions = new LolRegionHold(LolSolver.DEFAULT_BUDGET, LolRegionHold.MAX_RUN, groups);
        List<String> holding = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String row : smallComponents(groups ? 11 : 9)) {
            byte[] c = LolRules.cells(row);
            if (LolRules.immediateWin(c) < 0) {
                (regions.holds(LolComponents.of(c)[0]) ? holding : others).add(row);
            }
        }
        Random random = new Random(12);
        LolSolver plain = withoutLemma();
        int wins = 0;
        for (int t = 0; t < 1500; t++) {
            String x = others.get(random.nextInt(others.size()));
            if (random.nextBoolean()) {
                x += "OO" + others.get(random.nextInt(others.size()));
            }
            String h = holding.get(random.nextInt(holding.size()));
            if (random.nextBoolean()) {
                h += "OO" + holding.get(random.nextInt(holding.size()));
            }
            String tempo = LolRules.countEmpty(LolRules.cells(h)) % 2 == 1 ? "OO*" : "";
            Outcome want = plain.outcome(x + tempo);
            wins += want == Outcome.DRAW ? 0 : 1;
            assertThat(plain.outcome(x + "OO" + h)).as(x + "OO" + h).isEqualTo(want);
        }
        assertThat(wins).isGreaterThan(100);
    }

    /** The table in {@link LolRegionHold}'s Javadoc, and that no run of 7 to 12 cells holds (so none is searched). */
    @Test
    void whichRunsHold() {
        LolRegionHold regions = new LolRegionHold(LolSolver.DEFAULT_BUDGET, 12, false);
        String[] ends = {"end", "L", "link"};
        List<String> table = new ArrayList<>();
        for (int left = 0; left < 3; left++) {
            for (int right = left; right < 3; right++) {
                StringBuilder b = new StringBuilder(ends[left] + "/" + ends[right] + ":");
                for (int n = 1; n <= 12; n++) {
                    b.append(regions.regionHolds(n, left, right) ? " " + n : "");
                }
                table.add(b.toString());
            }
        }
        assertThat(table).containsExactly("end/end: 1 2 3 4 5 6", "end/L: 1 2", "end/link: 1 2 3 4 5 6", "L/L: 1 4",
                "L/link: 1 2", "link/link: 1 2 3 4 5 6");
    }

    @Test
    void twoRunsOfSevenHoldTogether() {
        long code = LolComponents.of(LolRules.cells("*******O*******"))[0];
        assertThat(new LolRegionHold(LolSolver.DEFAULT_BUDGET).holds(code)).isTrue();
        assertThat(new LolRegionHold(LolSolver.DEFAULT_BUDGET, LolRegionHold.MAX_RUN, false).holds(code)).isFalse();
        assertThat(withoutLemma().outcome("*******O*******")).isEqualTo(Outcome.DRAW);
        assertThat(withoutLemma().outcome("*******O*******OO*")).isEqualTo(Outcome.DRAW);
        String sevens = "*******O".repeat(8).substring(0, 61);
        assertThat(new LolSolver().solve(sevens).outcome()).isEqualTo(Outcome.DRAW);
    }

    @Test
    void runsOfFiveAndSixHold() {
        LolRegionHold regions = new LolRegionHold(LolSolver.DEFAULT_BUDGET);
        String fives = "*****O".repeat(11).substring(0, 61);
        String sixes = "******O".repeat(9).substring(0, 61);
        for (String row : List.of(fives, sixes)) {
            assertThat(regions.holds(LolComponents.of(LolRules.cells(row))[0])).as(row).isTrue();
            LolSolver.Result r = new LolSolver().solve(row);
            assertThat(r.outcome()).isEqualTo(Outcome.DRAW);
            assertThat(r.reason()).isEqualTo(LolSolver.Reason.REGIONS_HOLD);
        }
        // a shorter chain the search without the lemma still decides quickly
        assertThat(withoutLemma().outcome("*****O".repeat(5).substring(0, 29))).isEqualTo(Outcome.DRAW);
    }

    @Test
    void agreesWithPlainSearchOnEveryBoardOf11Cells() {
        LolPlainSearch plain = new LolPlainSearch();
        LolSolver fast = new LolSolver();
        long count = (long) Math.pow(3, 11);
        for (long k = 0; k < count; k++) {
            String row = LolSolverTest.board(k, 11);
            assertThat(fast.outcome(row).number()).as(row).isEqualTo(plain.value(row));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, LolRace.GROUPS_FROM_EMPTY})
    void agreesWithTheSearchWithoutTheLemmaOnRandomRows(int groupsFromEmpty) {
        Random random = new Random(2026 + groupsFromEmpty);
        LolSolver fast = new LolSolver(LolSolver.DEFAULT_BUDGET, true, groupsFromEmpty);
        LolSolver plain = withoutLemma();
        int regionDraws = 0;
        for (int t = 0; t < 800; t++) {
            int length = 13 + random.nextInt(18);
            String row = t % 2 == 0 ? randomRow(random, length) : joinedRuns(random, length);
            if (row.contains("LOL")) {
                continue;
            }
            LolSolver.Result r = fast.solve(row);
            regionDraws += r.reason() == LolSolver.Reason.REGIONS_HOLD ? 1 : 0;
            assertThat(r.outcome()).as(row).isEqualTo(plain.outcome(row));
        }
        assertThat(regionDraws).isGreaterThan(30);
    }

    private static String randomRow(Random random, int length) {
        double filled = 0.1 + 0.4 * random.nextDouble();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(random.nextDouble() < filled ? (random.nextBoolean() ? 'L' : 'O') : '*');
        }
        return b.toString();
    }

    /** Runs of 1 to 8 empty cells joined by single O's, now and then an L or OO instead. */
    private static String joinedRuns(Random random, int length) {
        StringBuilder b = new StringBuilder();
        while (b.length() < length) {
            b.append("*".repeat(1 + random.nextInt(8)));
            int r = random.nextInt(10);
            b.append(r < 7 ? "O" : r < 9 ? "L" : "OO");
        }
        return b.substring(0, length);
    }
}
