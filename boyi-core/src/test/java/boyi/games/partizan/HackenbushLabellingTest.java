package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.cgt.CanonicalGame;
import boyi.games.partizan.HackenbushGraph.Edge;
import boyi.games.partizan.PartizanRules.Oriented;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The region cache key of Blue-Red Hackenbush pictures: the same for every renumbering of the
 * vertices and order of the edges, and never the same for pictures that differ otherwise.
 */
class HackenbushLabellingTest {

    private static final HackenbushGraphGame GAME = new HackenbushGraphGame();
    private static final HackenbushGraphGame.Rules RULES = new HackenbushGraphGame.Rules();

    @Test
    void edgeOrderAndNumbersDoNotChangeTheKey() {
        // the numbering by a search from the ground gave these three different keys
        List<String> same = List.of("0-1:L 1-2:L 1-3:L 2-4:R", "0-1:L 1-3:L 1-2:L 2-4:R", "0-5:L 9-5:L 5-7:L 7-2:R");
        Oriented<HackenbushGraph> first = RULES.representative(GAME.parseBoard(same.get(0)));
        for (String text : same) {
            assertThat(RULES.representative(GAME.parseBoard(text))).as(text).isEqualTo(first);
        }
        assertThat(first.region().toString()).isEqualTo("0-1:L 1-2:L 1-3:L 3-4:R");
        assertThat(RULES.representative(GAME.parseBoard("0-1:L 1-2:L 1-3:R 2-4:L"))).isNotEqualTo(first);
    }

    /** Random pictures (cycles, loops, parallel edges, symmetric ones) against renumbered, reordered copies. */
    @Test
    void renumberedCopiesShareTheKeyAndTheValue() {
        Random random = new Random(11);
        int canonical = 0;
        int pictures = 0;
        for (int k = 0; k < 400; k++) {
            List<Edge> edges = k % 4 == 3 ? symmetric(random) : randomEdges(random);
            HackenbushGraph g = HackenbushGraph.of(edges);
            Oriented<HackenbushGraph> key = RULES.representative(g);
            canonical += HackenbushLabelling.of(g, false) != null ? 1 : 0;
            CanonicalGame value = GAME.report(g.toString()).value();
            for (int copy = 0; copy < 3; copy++) {
                HackenbushGraph h = renumbered(g, random);
                assertThat(RULES.representative(h)).as("%s ~ %s", g, h).isEqualTo(key);
                // the first copy on its own (no cached region), the others through the shared cache
                HackenbushGraphGame game = copy == 0 ? new HackenbushGraphGame() : GAME;
                assertThat(game.report(h.toString()).value()).as("%s ~ %s", g, h).isSameAs(value);
            }
            pictures++;
        }
        assertThat(pictures).isEqualTo(400);
        assertThat(canonical).isEqualTo(400);       // none of these is beyond the search's budget
    }

    /**
     * Every picture of up to 4 edges on the vertices 0..3: two pictures share a key exactly
     * when one is the other renumbered (or, with the negation flag, colour-swapped).
     */
    @Test
    void smallPicturesShareAKeyExactlyWhenIsomorphic() {
        List<Edge> kinds = new ArrayList<>();
        for (int a = 0; a <= 3; a++) {
            for (int b = a; b <= 3; b++) {
                kinds.add(new Edge(a, b, 'L'));
                kinds.add(new Edge(a, b, 'R'));
            }
        }
        Map<String, Oriented<HackenbushGraph>> keyOfClass = new HashMap<>();
        Map<Oriented<HackenbushGraph>, String> classOfKey = new HashMap<>();
        int pictures = 0;
        for (List<Edge> edges : multisets(kinds, 4)) {
            HackenbushGraph g = HackenbushGraph.of(edges);
            Oriented<HackenbushGraph> key = RULES.representative(g);
            // the key is a renumbering of the picture (colour-swapped when negated)
            assertThat(bruteForce(key.region(), false)).as(g.toString()).isEqualTo(bruteForce(g, key.negated()));
            String cls = bruteForce(g, false);
            Oriented<HackenbushGraph> before = keyOfClass.putIfAbsent(cls, key);
            assertThat(before == null ? key : before).as("canonical: %s", g).isEqualTo(key);
            String other = classOfKey.putIfAbsent(key, cls);
            assertThat(other == null ? cls : other).as("shared with another picture: %s", g).isEqualTo(cls);
            pictures++;
        }
        assertThat(pictures).isEqualTo(1 + 20 + 210 + 1540 + 8855);
        assertThat(keyOfClass.size()).isEqualTo(classOfKey.size());
    }

    @Test
    void equalPetalsOnAStalkAreNumberedCanonicallyUpToTheBudget() {
        // ten triangles on one stalk: 10! numberings of equal standing, cut down by the symmetries found
        HackenbushGraph ten = triangles(10);
        HackenbushGraph canonical = HackenbushLabelling.of(ten, false);
        assertThat(canonical).isNotNull();
        Random random = new Random(2);
        for (int copy = 0; copy < 3; copy++) {
            assertThat(HackenbushLabelling.of(renumbered(ten, random), false)).isEqualTo(canonical);
        }
        // thirteen are beyond it: the key is a numbering of the picture itself
        HackenbushGraph thirteen = triangles(13);
        assertThat(HackenbushLabelling.of(thirteen, false)).isNull();
        HackenbushGraph plain = thirteen.relabelled(false);
        HackenbushGraph swapped = thirteen.relabelled(true);
        assertThat(RULES.representative(thirteen).region())
                .isEqualTo(swapped.toString().compareTo(plain.toString()) < 0 ? swapped : plain);
    }

    /** A blue stalk with {@code k} triangles on top: two red edges from its top and a blue one between them. */
    private static HackenbushGraph triangles(int k) {
        StringBuilder b = new StringBuilder("0-1:L");
        for (int t = 0; t < k; t++) {
            int x = 2 + 2 * t;
            b.append(" 1-").append(x).append(":R ").append(x).append('-').append(x + 1).append(":L ")
                    .append(x + 1).append("-1:R");
        }
        return GAME.parseBoard(b.toString());
    }

    // ---------------------------------------------------------------- helpers

    private static List<Edge> randomEdges(Random random) {
        int vertices = 2 + random.nextInt(6);
        int count = 1 + random.nextInt(10);
        List<Edge> edges = new ArrayList<>();
        for (int e = 0; e < count; e++) {
            int a = random.nextInt(vertices);
            int b = random.nextInt(5) == 0 ? a : random.nextInt(vertices);
            edges.add(new Edge(a, b, random.nextBoolean() ? 'L' : 'R'));
        }
        return edges;
    }

    /** A stalk with equal petals on top: paths, triangles or squares (automorphisms to spare). */
    private static List<Edge> symmetric(Random random) {
        List<Edge> edges = new ArrayList<>();
        edges.add(new Edge(0, 1, random.nextBoolean() ? 'L' : 'R'));
        int petals = 2 + random.nextInt(2);
        int size = 1 + random.nextInt(3);
        char[] colours = new char[size + 1];
        for (int c = 0; c <= size; c++) {
            colours[c] = random.nextBoolean() ? 'L' : 'R';
        }
        int next = 2;
        for (int p = 0; p < petals; p++) {
            int prev = 1;
            for (int s = 0; s < size; s++) {
                edges.add(new Edge(prev, next, colours[s]));
                prev = next++;
            }
            if (size > 1) {
                edges.add(new Edge(prev, 1, colours[size]));     // close the petal into a cycle
            }
        }
        return edges;
    }

    /** The picture with its vertices renamed (the ground stays 0), ends and edges shuffled. */
    private static HackenbushGraph renumbered(HackenbushGraph g, Random random) {
        List<Integer> names = new ArrayList<>();
        for (int v = 1; v <= 999; v++) {
            names.add(v);
        }
        Collections.shuffle(names, random);
        Map<Integer, Integer> name = new HashMap<>();
        name.put(0, 0);
        List<Edge> out = new ArrayList<>();
        for (Edge e : g.edges()) {
            int a = name.computeIfAbsent(e.from(), v -> names.get(name.size()));
            int b = name.computeIfAbsent(e.to(), v -> names.get(name.size()));
            out.add(random.nextBoolean() ? new Edge(a, b, e.colour()) : new Edge(b, a, e.colour()));
        }
        Collections.shuffle(out, random);
        return HackenbushGraph.of(out);
    }

    /** The least sorted edge text over all renumberings of the vertices 1..3 (colours swapped if asked). */
    private static String bruteForce(HackenbushGraph g, boolean swap) {
        int[][] perms = {{0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1}};
        String best = null;
        for (int[] p : perms) {
            List<String> words = new ArrayList<>();
            for (Edge e : g.edges()) {
                int a = p[e.from()];
                int b = p[e.to()];
                char c = swap ? (e.colour() == 'L' ? 'R' : 'L') : e.colour();
                words.add(Math.min(a, b) + "-" + Math.max(a, b) + ":" + c);
            }
            Collections.sort(words);
            String text = String.join(" ", words);
            best = best == null || text.compareTo(best) < 0 ? text : best;
        }
        return best;
    }

    /** Every multiset of at most {@code max} of the given kinds. */
    private static List<List<Edge>> multisets(List<Edge> kinds, int max) {
        List<List<Edge>> out = new ArrayList<>();
        List<List<Edge>> layer = new ArrayList<>();
        List<Integer> lastKind = new ArrayList<>();
        layer.add(List.of());
        lastKind.add(0);
        out.add(List.of());
        for (int size = 1; size <= max; size++) {
            List<List<Edge>> nextLayer = new ArrayList<>();
            List<Integer> nextLast = new ArrayList<>();
            for (int k = 0; k < layer.size(); k++) {
                for (int kind = lastKind.get(k); kind < kinds.size(); kind++) {
                    List<Edge> m = new ArrayList<>(layer.get(k));
                    m.add(kinds.get(kind));
                    nextLayer.add(m);
                    nextLast.add(kind);
                }
            }
            out.addAll(nextLayer);
            layer = nextLayer;
            lastKind = nextLast;
        }
        return out;
    }
}
