package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The canonical numbering of Col and Snort regions: renumbered copies share it (and their
 * values), graphs that are not renumberings of each other never do.
 */
class ColouringCanonicalTest {

    /** The region with vertex v renamed perm[v]. */
    private static ColouringBoard renumbered(ColouringBoard b, int[] perm) {
        char[] s = new char[b.size()];
        long[] n = new long[b.size()];
        for (int v = 0; v < b.size(); v++) {
            s[perm[v]] = b.state(v);
            for (long w = b.neighbours(v); w != 0; w &= w - 1) {
                n[perm[v]] |= 1L << perm[Long.numberOfTrailingZeros(w)];
            }
        }
        return new ColouringBoard(new String(s), n, 0);
    }

    private static ColouringBoard graph(String states, long edgeBits) {
        int size = states.length();
        long[] n = new long[size];
        int bit = 0;
        for (int a = 0; a < size; a++) {
            for (int b = a + 1; b < size; b++, bit++) {
                if ((edgeBits >>> bit & 1) != 0) {
                    n[a] |= 1L << b;
                    n[b] |= 1L << a;
                }
            }
        }
        return new ColouringBoard(states, n, 0);
    }

    private static List<int[]> permutations(int size) {
        List<int[]> out = new ArrayList<>();
        int[] p = new int[size];
        for (int i = 0; i < size; i++) {
            p[i] = i;
        }
        while (true) {
            out.add(p.clone());
            int i = size - 2;
            while (i >= 0 && p[i] >= p[i + 1]) {
                i--;
            }
            if (i < 0) {
                return out;
            }
            int j = size - 1;
            while (p[j] <= p[i]) {
                j--;
            }
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
            for (int a = i + 1, b = size - 1; a < b; a++, b--) {
                t = p[a];
                p[a] = p[b];
                p[b] = t;
            }
        }
    }

    @Test
    void everyGraphOfFourVerticesKeyedExactlyUpToRenumbering() {
        List<int[]> perms = permutations(4);
        Map<ColouringBoard, ColouringBoard> firstWithKey = new HashMap<>();
        int boards = 0;
        for (int states = 0; states < 16; states++) {
            StringBuilder s = new StringBuilder();
            for (int v = 0; v < 4; v++) {
                s.append((states >>> v & 1) == 0 ? '.' : 'l');
            }
            for (long edges = 0; edges < 64; edges++) {
                ColouringBoard b = graph(s.toString(), edges);
                ColouringBoard key = b.canonical();
                assertThat(key).as(b.toString()).isNotNull();
                assertThat(key.size()).isEqualTo(4);
                boolean isomorphic = false;
                ColouringBoard first = firstWithKey.putIfAbsent(key, b);
                for (int[] p : perms) {
                    ColouringBoard copy = renumbered(b, p);
                    assertThat(copy.canonical()).as(b + " renumbered").isEqualTo(key);
                    isomorphic |= first == null || copy.equals(first);
                }
                assertThat(isomorphic).as(b + " shares its key with " + first).isTrue();
                assertThat(perms.stream().anyMatch(p -> renumbered(b, p).equals(key))).as("the key is a renumbering of " + b).isTrue();
                boards++;
            }
        }
        assertThat(boards).isEqualTo(1024);
        assertThat(firstWithKey).hasSize(90);         // the classes of 2-coloured graphs on 4 vertices (counted by brute force)
    }

    @Test
    void renumberedRandomRegionsShareTheirRepresentativeAndValue() {
        Random random = new Random(17);
        for (PartizanFamily<ColouringBoard> family : List.of(new ColGame(), new SnortGame())) {
            PartizanRules<ColouringBoard> rules = family.boardRules();
            for (int k = 0; k < 150; k++) {
                int size = 2 + random.nextInt(6);
                StringBuilder s = new StringBuilder();
                for (int v = 0; v < size; v++) {
                    s.append(".lr".charAt(random.nextInt(3)));
                }
                ColouringBoard b = graph(s.toString(), random.nextLong() & ((1L << (size * (size - 1) / 2)) - 1));
                int[] perm = permutations(size).get(random.nextInt(size <= 5 ? (size == 2 ? 2 : size == 3 ? 6 : size == 4 ? 24 : 120) : 720));
                ColouringBoard copy = renumbered(b, perm);
                assertThat(rules.representative(copy)).as(b.toString()).isEqualTo(rules.representative(b));
                assertThat(family.values(1_000_000).value(copy)).as(b.toString()).isSameAs(family.values(1_000_000).value(b));
            }
        }
    }
}
