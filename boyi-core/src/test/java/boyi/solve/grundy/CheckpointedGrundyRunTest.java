package boyi.solve.grundy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Long Grundy runs that checkpoint and resume: a run stopped part way (and one killed after
 * appending past its last state) and resumed ends with byte for byte the values of a run never
 * stopped; damaged or foreign checkpoints are refused; the summary's rare values of Grundy's game
 * are Flammenkamp's.
 */
class CheckpointedGrundyRunTest {

    private static final int UPTO = 60_000;

    private static CheckpointedGrundyRun.Progress until(long stopAt) {
        return (done, target, rate) -> done < stopAt;
    }

    @Test
    void aStoppedAndResumedRunEndsWithTheValuesOfOneNeverStopped(@TempDir Path dir) throws IOException {
        Path whole = dir.resolve("whole");
        new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), whole, Long.MAX_VALUE).extendTo(UPTO, until(Long.MAX_VALUE));

        Path pieces = dir.resolve("pieces");
        CheckpointedGrundyRun first = new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), pieces, 0, 1, 4_096);
        first.extendTo(UPTO, until(20_000));                 // checkpoints after every step, stops early
        assertThat(first.reached()).isLessThan(UPTO);
        // a run killed after appending values but before replacing its state leaves extra bytes
        Files.write(pieces.resolve(CheckpointedGrundyRun.VALUES), new byte[] {1, 2, 3}, StandardOpenOption.APPEND);
        CheckpointedGrundyRun second = new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), pieces, 0, 1, 4_096);
        SparseTakeAndBreak resumed = second.extendTo(UPTO, until(Long.MAX_VALUE));

        assertThat(second.resumedValues()).isEqualTo(first.reached() + 1);
        byte[] expected = Files.readAllBytes(whole.resolve(CheckpointedGrundyRun.VALUES));
        assertThat(expected).hasSize(2 * (UPTO + 1));
        assertThat(Files.readAllBytes(pieces.resolve(CheckpointedGrundyRun.VALUES))).isEqualTo(expected);
        SparseTakeAndBreak direct = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
        direct.extendTo(UPTO);
        for (int n = 0; n <= UPTO; n += 997) {
            assertThat(resumed.grundy(n)).isEqualTo(direct.grundy(n));
        }
        Path file = dir.resolve("sequence.u16");
        CheckpointedGrundyRun.writeValues(direct, 0, UPTO + 1, file);
        assertThat(Files.readAllBytes(file)).isEqualTo(expected);
    }

    @Test
    void aDamagedCheckpointIsRefused(@TempDir Path dir) throws IOException {
        new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), dir, 0).extendTo(5_000, until(Long.MAX_VALUE));
        Path values = dir.resolve(CheckpointedGrundyRun.VALUES);
        byte[] bytes = Files.readAllBytes(values);
        bytes[1001] ^= 1;
        Files.write(values, bytes);
        assertThatThrownBy(() -> new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), dir, 0).extendTo(6_000, until(Long.MAX_VALUE)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("CRC");
    }

    @Test
    void aCheckpointOfAnotherRuleIsRefused(@TempDir Path dir) {
        new CheckpointedGrundyRun(TakeAndBreak.octal("0.77"), dir, 0).extendTo(1_000, until(Long.MAX_VALUE));
        assertThatThrownBy(() -> new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), dir, 0).extendTo(2_000, until(Long.MAX_VALUE)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("another rule");
    }

    /**
     * The first 48 sparse values of Grundy's game as Flammenkamp's table lists them (sparse: the
     * bits of G(n) above the lowest have even parity), "Sprague-Grundy Values of Grundy's Game",
     * wwwhomes.uni-bielefeld.de/achim/grundy.html.
     */
    private static final int[][] FLAMMENKAMP = {
        {0, 0}, {1, 0}, {2, 0}, {3, 1}, {4, 0}, {6, 1}, {7, 0}, {9, 1}, {10, 0}, {12, 1}, {15, 1}, {20, 0},
        {23, 0}, {26, 0}, {28, 1}, {31, 1}, {34, 1}, {37, 1}, {40, 1}, {43, 1}, {46, 1}, {49, 1}, {50, 0}, {52, 1},
        {53, 0}, {55, 1}, {58, 1}, {61, 1}, {87, 7}, {90, 7}, {93, 7}, {146, 6}, {149, 6}, {152, 6}, {158, 11},
        {161, 11}, {164, 11}, {167, 11}, {176, 7}, {179, 7}, {181, 12}, {182, 7}, {185, 7}, {188, 7}, {190, 12},
        {193, 12}, {196, 10}, {231, 10}};

    @Test
    void theSummarysRareValuesOfGrundysGameAreFlammenkamps() {
        SparseTakeAndBreak g = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
        g.extendTo(100_000);
        GrundySummary s = GrundySummary.of(g, g::isRare);
        List<int[]> listed = new ArrayList<>();
        for (int i = 0; i < s.rareHeaps().length && s.rareHeaps()[i] <= 231; i++) {
            listed.add(new int[] {s.rareHeaps()[i], s.rareValues()[i]});
        }
        assertThat(listed).containsExactly(FLAMMENKAMP);
        long total = 0;
        for (long c : s.counts()) {
            total += c;
        }
        assertThat(total).isEqualTo(100_001);
        assertThat(s.counts()[s.largest()]).isPositive();
        assertThat(g.grundy(s.firstLargest())).isEqualTo(s.largest());
        for (int n = 0; n < s.firstLargest(); n++) {
            assertThat(g.grundy(n)).isLessThan(s.largest());
        }
    }
}
