package boyi.games.lol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.model.Outcome;
import boyi.util.TooLargeException;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fast solver against plain search on every board up to 10 cells, and its own consistency beyond. */
class LolSolverTest {

    static String board(long index, int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append("*LO".charAt((int) (index % 3)));
            index /= 3;
        }
        return b.toString();
    }

    @Test
    void agreesWithPlainSearchOnEveryBoardUpTo10Cells() {
        LolPlainSearch plain = new LolPlainSearch();
        LolSolver fast = new LolSolver();
        long checked = 0;
        for (int n = 0; n <= 10; n++) {
            long count = (long) Math.pow(3, n);
            for (long k = 0; k < count; k++) {
                String row = board(k, n);
                assertThat(fast.outcome(row).number()).as(row).isEqualTo(plain.value(row));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(88_573);
    }

    /** The lemma behind the parity argument: a threat-free row where no move is safe has an even number of empty cells. */
    @Test
    void stuckRowsHaveAnEvenNumberOfEmptyCells() {
        int stuck = 0;
        for (int n = 1; n <= 12; n++) {
            long count = (long) Math.pow(3, n);
            for (long k = 0; k < count; k++) {
                byte[] c = LolRules.cells(board(k, n));
                int empty = LolRules.countEmpty(c);
                if (empty == 0 || LolRules.containsLol(c) || LolRules.immediateWin(c) >= 0) {
                    continue;
                }
                boolean anySafe = false;
                for (int i = 0; i < n && !anySafe; i++) {
                    anySafe = c[i] == LolRules.EMPTY && (LolRules.isSafe(c, i, LolRules.L) || LolRules.isSafe(c, i, LolRules.O));
                }
                if (!anySafe) {
                    stuck++;
                    assertThat(empty % 2).as(board(k, n)).isZero();
                    String row = LolRules.text(c);
                    for (int i = 0; i < n; i++) {
                        if (c[i] == LolRules.EMPTY) {
                            boolean inDeadPair = (i >= 1 && row.startsWith("L**L", i - 1)) || (i >= 2 && row.startsWith("L**L", i - 2));
                            assertThat(inDeadPair).as("cell %d of %s lies in L**L", i + 1, row).isTrue();
                        }
                    }
                }
            }
        }
        assertThat(stuck).isGreaterThan(100);
    }

    @Test
    void emptyRowsOfKnownValue() {
        LolSolver s = new LolSolver();
        // 1..10 agree with plain search (above); beyond, the parents-and-children test checks the solver
        String expected = "000000+0+0+0+0+-+-+-+-+-+-+-+-+-+-+-+-+-+-";
        for (int n = 1; n <= expected.length(); n++) {
            char e = expected.charAt(n - 1);
            Outcome want = e == '0' ? Outcome.DRAW : e == '+' ? Outcome.WIN : Outcome.LOSS;
            assertThat(s.outcome("*".repeat(n))).as("%d empty cells", n).isEqualTo(want);
        }
    }

    /** Gamesman-style self-test: the value of a row is the best of its children's values, on long random rows. */
    @ParameterizedTest
    @ValueSource(ints = {14, 19, 24, 40})
    void parentsAndChildrenAgreeOnRandomRows(int length) {
        Random random = new Random(length);
        LolSolver s = new LolSolver();
        for (int t = 0; t < 12; t++) {
            double filled = 0.2 + 0.4 * random.nextDouble();
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < length; i++) {
                b.append(random.nextDouble() < filled ? (random.nextBoolean() ? 'L' : 'O') : '*');
            }
            String row = b.toString();
            if (row.contains("LOL") || row.indexOf('*') < 0) {
                continue;
            }
            Outcome best = Outcome.LOSS;
            for (int i = 0; i < length; i++) {
                if (row.charAt(i) == '*') {
                    for (char letter : new char[] {'L', 'O'}) {
                        Outcome child = s.outcome(LolRules.place(row, i, letter)).negate();
                        best = child.compareTo(best) > 0 ? child : best;
                    }
                }
            }
            assertThat(s.outcome(row)).as(row).isEqualTo(best);
        }
    }

    @Test
    void boardsWithLolAreLost() {
        assertThat(new LolSolver().solve("**LOL**").reason()).isEqualTo(LolSolver.Reason.OVER);
        assertThat(new LolSolver().outcome("LOL")).isEqualTo(Outcome.LOSS);
    }

    @Test
    void immediateWinIsNamed() {
        LolSolver.Result r = new LolSolver().solve("*L*L");
        assertThat(r.outcome()).isEqualTo(Outcome.WIN);
        assertThat(r.winningMove()).isEqualTo("3O");
    }

    @Test
    void componentsAreIndependentParts() {
        // a single L or two filled cells separate parts; a single O joins them; O next to a part is like the row's end
        assertThat(new LolSolver().solve("**L**OO***O**").components()).containsExactly("**L", "**L", "**O***");
    }

    @Test
    void longRowsOfInertPartsAreDrawsAtOnce() {
        // every part is inert (no dead pair L**L can ever be made), so the row always fills
        LolSolver s = new LolSolver();
        assertThat(s.outcome("**L**OO*O".repeat(5000))).isEqualTo(Outcome.DRAW);
        assertThat(s.positionsSearched()).isZero();
    }

    @Test
    void tooDeepASearchIsTooLarge() {
        // each "***L" can become a dead pair: 15000 live empty cells
        assertThatThrownBy(() -> new LolSolver().solve("**L**OO*".repeat(5000)))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("14998 moves deep");
    }

    @Test
    void aSmallBudgetGivesAClearMessage() {
        assertThatThrownBy(() -> new LolSolver(50).solve("**O****************"))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("more than 50 positions");
    }

    @Test
    void longRunsWinForTheLastMoverAtOnce() {
        LolSolver s = new LolSolver();
        assertThat(s.solve("*".repeat(11)).reason()).isEqualTo(LolSolver.Reason.LONG_RUN);
        assertThat(s.solve("*".repeat(12)).reason()).isEqualTo(LolSolver.Reason.SEARCH);   // F to move
        assertThat(s.solve("*".repeat(1001)).outcome()).isEqualTo(Outcome.WIN);
        assertThat(s.solve("*".repeat(1000)).outcome()).isEqualTo(Outcome.LOSS);
        assertThat(s.solve("*".repeat(11) + "LL" + "*".repeat(11)).outcome()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void aPartLongerThanTheEncodingIsTooLarge() {
        assertThatThrownBy(() -> new LolSolver().solve("*O".repeat(40)))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("limit is 61");
    }

    /**
     * A holding part folds into a tempo move by the parity of all its empty cells, also past 32
     * cells (this part has an odd number of empty cells among its last 32, an even number in all).
     */
    @Test
    void aLongHoldingPartFoldsByTheParityOfAllItsCells() {
        String part = "**O****O***O*O*O****O***O***O*O*****O***O**";
        long code = LolComponents.of(LolRules.cells(part))[0];
        int empty = LolComponents.emptyCells(code);
        assertThat(empty).isEqualTo(part.replace("O", "").length()).isEven();
        assertThat(Long.bitCount(code & 0xFFFF_FFFFL) % 2).isOne();
        LolRace race = new LolRace(LolSolver.DEFAULT_BUDGET, true, LolRace.GROUPS_FROM_EMPTY);
        assertThat(race.runRegions().holds(code)).isTrue();
        assertThat(race.fold(new long[] {code}, race.runRegions())).isEmpty();
        assertThat(race.fold(new long[] {code, LolComponents.TEMPO}, race.runRegions())).containsExactly(LolComponents.TEMPO);
    }

    /** The race stops when its thread is interrupted (a server's time budget ran out). */
    @Test
    void anInterruptedSearchStops() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> new LolSolver().solve("*******O".repeat(5).substring(0, 40)))
                    .isInstanceOf(TooLargeException.class).hasMessageContaining("stopped");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void eachStepNamesItsReason() {
        LolSolver s = new LolSolver();
        assertThat(s.solve("LOO").reason()).isEqualTo(LolSolver.Reason.FULL);
        assertThat(s.solve("L**L*").reason()).isEqualTo(LolSolver.Reason.DEAD_PAIR);
        assertThat(s.solve("L**L*").outcome()).isEqualTo(Outcome.WIN);
        assertThat(s.solve("***").reason()).isEqualTo(LolSolver.Reason.INERT);
        LolSolver.Result r = new LolSolver().solve("*".repeat(14));
        assertThat(r.reason()).isEqualTo(LolSolver.Reason.SEARCH);
        assertThat(r.searched()).isEqualTo(83);
        assertThat(r.components()).containsExactly("*".repeat(14));
    }
}
