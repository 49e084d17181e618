package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.Dyadic;
import java.math.BigInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What hangs from a vertex counted by its value as a stalk ({@link PendantStalks},
 * {@link PartCore}, {@link StalkPicture}): the evaluator that uses it against the one that
 * remembers each part by its edge mask and tries every cut ({@link BlueRedNumbers#byEdgeMasks}).
 */
class ColonPrincipleTest {

    private static final HackenbushGraphGame GAME = new HackenbushGraphGame();

    static Stream<Long> seeds() {
        return IntStream.range(0, 40).mapToObj(i -> 9_100L + i);
    }

    /** Random pictures of 12-20 edges on 8-13 vertices (trees hanging, cycles, loops). */
    @ParameterizedTest
    @MethodSource("seeds")
    void stalksForWhatHangsGiveTheValuesOfEveryCut(long seed) {
        HackenbushGraph p = BlueRedNumbersTest.randomPicture(seed, 8, 6, 12, 9);
        Dyadic expected = BlueRedNumbers.byEdgeMasks(p, 4_000_000).valueOf(p);
        assertThat(BlueRedNumbers.over(p, 4_000_000).valueOf(p)).as("%s", p).isEqualTo(expected);
    }

    /** A tree hanging from a cycle and the stalk of its value in its place: one value, by every cut. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "0-1:L 1-2:R 2-0:R 2-3:L 3-4:R 3-5:R; 0-1:L 1-2:R 2-0:R 2-3:L 3-4:R 4-5:R",          // l(r;r) = 1/4 = lrr
        "0-1:R 1-2:L 2-0:L 1-3:L 3-4:L 3-5:R 1-6:R; 0-1:R 1-2:L 2-0:L",                     // l(l;r) + r = 1 - 1 = 0: nothing
        "0-1:L 1-2:R 2-0:L 2-2:R 2-3:L 2-4:R; 0-1:L 1-2:R 2-0:L 2-3:R"})                    // r + l + r = -1 = r
    void aPieceHangingCountsByItsValue(String withTree, String withStalk) {
        HackenbushGraph tree = GAME.parseTurn(withTree).board();
        HackenbushGraph stalk = GAME.parseTurn(withStalk).board();
        Dyadic v = BlueRedNumbers.byEdgeMasks(tree, 1_000_000).valueOf(tree);
        assertThat(BlueRedNumbers.byEdgeMasks(stalk, 1_000_000).valueOf(stalk)).isEqualTo(v);
        assertThat(BlueRedNumbers.over(tree, 1_000_000).valueOf(tree)).isEqualTo(v);
    }

    /** The core of a triangle on the ground with a path hanging from one corner and a loop on another. */
    @Test
    void theCoreIsTheBlockOnTheGround() {
        // edges: 0 0-1, 1 1-2, 2 2-0, 3 2-3, 4 3-4, 5 1-1 (loop), 6 3-5, 7 5-4 (a cycle beyond 3)
        int[] from = {0, 1, 2, 2, 3, 1, 3, 5};
        int[] to = {1, 2, 0, 3, 4, 1, 5, 4};
        long[] incident = new long[6];
        for (int e = 0; e < from.length; e++) {
            incident[from[e]] |= 1L << e;
            incident[to[e]] |= 1L << e;
        }
        PartCore cores = new PartCore(from, to, incident);
        assertThat(cores.of(0xFF, 0)).isEqualTo(0b111);
        assertThat(cores.hangingVertices()).isEqualTo(1L << 1 | 1L << 2);
        assertThat(cores.of(0b11000, 2)).isEqualTo(0b1000);     // 2-3-4 grounded at 2: the edge 2-3, 3-4 hangs from 3
        assertThat(cores.hangingVertices()).isEqualTo(1L << 3);
        assertThat(cores.of(0b11011000, 2)).isEqualTo(0b1000);
        assertThat(cores.of(0b11010000, 3)).isEqualTo(0b11010000);   // the cycle 3-4-5 on its vertex 3
        assertThat(cores.hangingVertices()).isZero();
    }

    /** A stalk's value is the number of its sign expansion, an edge below one moves it as the first sign. */
    @ParameterizedTest
    @CsvSource({"true, 0, 1", "true, -1, 1/2", "false, 1, -1/2", "true, 1/2, 3/2", "true, -1/4, 7/8", "false, -3, -4",
        "false, 5/8, -11/16"})
    void anEdgeBelowAStalk(boolean blue, String top, String value) {
        assertThat(fixed(StalkPicture.onTopOf(blue, fixed(top)))).isEqualTo(Dyadic.parse(value));
    }

    private static long fixed(String number) {
        Dyadic d = Dyadic.parse(number);
        return d.numerator().shiftLeft(48).shiftRight(d.exponent()).longValueExact();
    }

    private static Dyadic fixed(long value) {
        return Dyadic.of(BigInteger.valueOf(value), 48);
    }
}
