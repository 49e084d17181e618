package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.partizan.HackenbushGraph.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Keys of parts ({@link PartLabelling}) against the canonical numbering of whole pictures
 * ({@link HackenbushLabelling}, an independent method): the same key exactly when the same
 * picture up to renumbering; and renumbered copies of random and of symmetric pictures.
 */
class PartLabellingTest {

    private static final HackenbushGraphGame GAME = new HackenbushGraphGame();

    /** The key of the whole of {@code picture} (its vertices below 64). */
    static List<Long> keyOf(HackenbushGraph picture) {
        List<Edge> edges = picture.edges();
        int[] from = new int[edges.size()];
        int[] to = new int[edges.size()];
        long blue = 0;
        for (int e = 0; e < edges.size(); e++) {
            from[e] = edges.get(e).from();
            to[e] = edges.get(e).to();
            blue |= edges.get(e).colour() == 'L' ? 1L << e : 0;
        }
        long all = edges.size() == 64 ? -1L : (1L << edges.size()) - 1;
        return Arrays.stream(new PartLabelling(from, to, blue).key(all)).boxed().toList();
    }

    /** {@code picture} with its other vertices renumbered at random below 64, its edges shuffled and turned round. */
    static HackenbushGraph renumbered(HackenbushGraph picture, long seed) {
        Random random = new Random(seed);
        List<Integer> numbers = new ArrayList<>(IntStream.range(1, 64).boxed().toList());
        Collections.shuffle(numbers, random);
        List<Edge> out = new ArrayList<>();
        for (Edge e : picture.edges()) {
            int a = e.from() == 0 ? 0 : numbers.get(e.from() - 1);
            int b = e.to() == 0 ? 0 : numbers.get(e.to() - 1);
            out.add(random.nextBoolean() ? new Edge(a, b, e.colour()) : new Edge(b, a, e.colour()));
        }
        Collections.shuffle(out, random);
        return new HackenbushGraph(out);
    }

    @Test
    void theSameKeyExactlyWhenTheSamePictureRenumberedOnEverySmallPicture() {
        Map<HackenbushGraph, List<Long>> keyOfShape = new HashMap<>();
        Map<List<Long>, HackenbushGraph> shapeOfKey = new HashMap<>();
        for (HackenbushGraph p : BlueRedNumbersTest.smallPictures()) {
            HackenbushGraph shape = HackenbushLabelling.of(p, false);
            assertThat(shape).as("%s", p).isNotNull();
            List<Long> key = keyOf(p);
            assertThat(keyOfShape.computeIfAbsent(shape, s -> key)).as("%s", p).isEqualTo(key);
            assertThat(shapeOfKey.computeIfAbsent(key, k -> shape)).as("%s", p).isEqualTo(shape);
        }
        assertThat(keyOfShape).hasSizeLessThan(BlueRedNumbersTest.smallPictures().size());   // some pictures share
    }

    static Stream<Long> seeds() {
        return IntStream.range(0, 60).mapToObj(i -> 4_100L + i);
    }

    /** A random picture of 8-31 edges on up to 15 vertices (cycles, loops and parallel edges among them). */
    static HackenbushGraph randomPicture(long seed) {
        return BlueRedNumbersTest.randomPicture(seed, 2, 14, 8, 24);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void aRandomPictureRenumberedHasTheSameKey(long seed) {
        HackenbushGraph p = randomPicture(seed);
        assertThat(keyOf(renumbered(p, seed))).as("%s", p).isEqualTo(keyOf(p));
    }

    /** Pictures whose vertices refinement cannot tell apart, with cycles: every numbering is tried. */
    @ParameterizedTest
    @ValueSource(strings = {
        "0-1:L 0-2:L 0-3:L 0-4:L 1-2:R 2-3:R 3-4:R 4-1:R",                                    // a red square on blue legs
        "0-1:L 0-2:L 0-3:L 1-2:R 2-3:R 3-1:R 1-4:R 2-5:R 3-6:R 4-5:L 5-6:L 6-4:L",            // a prism
        "0-1:L 0-2:L 0-3:L 0-4:L 1-2:R 1-3:R 1-4:R 2-3:R 2-4:R 3-4:R",                        // K4 on legs
        "1-2:R 2-3:R 3-4:R 4-5:R 5-6:R 6-1:R 0-1:L 0-4:L 2-7:L 3-8:L 5-9:L 6-10:L",             // a hexagon, leaves
        "0-1:R 1-2:L 1-3:L 2-4:R 3-4:R 2-5:R 3-6:R 5-7:L 6-7:L 0-7:R"})                          // two ladders
    void aSymmetricPictureRenumberedHasTheSameKey(String picture) {
        HackenbushGraph p = GAME.parseTurn(picture).board();
        for (long seed = 0; seed < 20; seed++) {
            assertThat(keyOf(renumbered(p, seed))).as("%s, renumbering %d", p, seed).isEqualTo(keyOf(p));
        }
    }

    @Test
    void theModeratelyHardBedRenumberedHasTheSameKey() {
        HackenbushGraph bed = GAME.parseTurn(BlueRedNumbersTest.BED).board();
        assertThat(keyOf(renumbered(bed, 5))).isEqualTo(keyOf(bed));
        assertThat(keyOf(bed.cut(0))).isNotEqualTo(keyOf(bed.cut(1)));   // a blue leg against the red top of another post
    }
}
