package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hopcroft's classes agree with Moore's refinement (written here independently) on random automata. */
class HopcroftTest {

    /** Moore: refine by (class, classes of successors) until the number of classes stops growing. */
    private static int[] moore(int n, int letters, int[] next, boolean[] accepting) {
        int[] cls = new int[n];
        for (int s = 0; s < n; s++) {
            cls[s] = accepting[s] ? 1 : 0;
        }
        int count = -1;
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] refined = new int[n];
            for (int s = 0; s < n; s++) {
                Integer[] signature = new Integer[letters + 1];
                signature[0] = cls[s];
                for (int l = 0; l < letters; l++) {
                    signature[l + 1] = cls[next[s * letters + l]];
                }
                refined[s] = ids.computeIfAbsent(Arrays.asList(signature), k -> ids.size());
            }
            cls = refined;
            if (ids.size() == count) {
                return cls;
            }
            count = ids.size();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void agreesWithMooreOnRandomAutomata(int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int trial = 0; trial < 150; trial++) {
            int n = 1 + random.nextInt(60);
            int letters = 1 + random.nextInt(4);
            int[] next = new int[n * letters];
            boolean[] accepting = new boolean[n];
            int targets = 1 + random.nextInt(n);   // few targets: many equivalent states
            for (int i = 0; i < next.length; i++) {
                next[i] = random.nextInt(targets);
            }
            for (int s = 0; s < n; s++) {
                accepting[s] = random.nextInt(3) == 0;
            }
            int[] expected = moore(n, letters, next, accepting);
            int[] actual = Hopcroft.classes(n, letters, next, accepting, new StateBudget(1000));
            for (int s = 0; s < n; s++) {
                for (int t = 0; t < n; t++) {
                    assertThat(actual[s] == actual[t]).as("states %d, %d of trial %d", s, t, trial)
                            .isEqualTo(expected[s] == expected[t]);
                }
            }
        }
    }
}
