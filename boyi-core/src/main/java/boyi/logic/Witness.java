package boyi.logic;

import java.math.BigInteger;
import java.util.Arrays;

/** Reading a smallest accepted tuple off an automaton. */
final class Witness {

    private Witness() {
    }

    /**
     * The shortest word {@code a} accepts, lexicographically least among the shortest (by letter
     * value, so track 1 decides first); null when it accepts nothing.
     */
    static int[] shortestAccepted(Automaton a, StateBudget budget) {
        int n = a.stateCount();
        int letters = a.letterCount();
        // distance[s]: length of the shortest accepted word from s, by breadth-first search backwards
        int[] predecessorCount = new int[n + 1];
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < letters; l++) {
                predecessorCount[a.step(s, l) + 1]++;
            }
        }
        for (int s = 0; s < n; s++) {
            predecessorCount[s + 1] += predecessorCount[s];
        }
        int[] predecessors = new int[n * letters];
        int[] fill = Arrays.copyOf(predecessorCount, n);
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < letters; l++) {
                predecessors[fill[a.step(s, l)]++] = s;
            }
            budget.check();
        }
        int[] distance = new int[n];
        Arrays.fill(distance, -1);
        int[] queue = new int[n];
        int size = 0;
        for (int s = 0; s < n; s++) {
            if (a.accepting(s)) {
                distance[s] = 0;
                queue[size++] = s;
            }
        }
        for (int i = 0; i < size; i++) {
            int t = queue[i];
            for (int k = predecessorCount[t]; k < predecessorCount[t + 1]; k++) {
                int s = predecessors[k];
                if (distance[s] < 0) {
                    distance[s] = distance[t] + 1;
                    queue[size++] = s;
                }
            }
        }
        int state = a.start();
        if (distance[state] < 0) {
            return null;
        }
        int[] word = new int[distance[state]];
        for (int i = 0; i < word.length; i++) {
            for (int l = 0; l < letters; l++) {
                int t = a.step(state, l);
                if (distance[t] == distance[state] - 1) {
                    word[i] = l;
                    state = t;
                    break;
                }
            }
        }
        return word;
    }

    /**
     * The other tracks' values of the shortest, then lexicographically least, accepted word whose
     * first tracks spell {@code fixed} (digit strings, msd first); null when none. A shortest one
     * is at most {@code stateCount} letters longer than the longest fixed string: before the fixed
     * digits start, a longer run would repeat a state and the loop between could be cut.
     */
    static BigInteger[] completion(Automaton a, int[][] fixed) {
        int k = fixed.length;
        int free = a.arity() - k;
        int b = a.numeration().digitsPerTrack();
        int freeLetters = 1;
        for (int i = 0; i < free; i++) {
            freeLetters *= b;
        }
        int longest = 0;
        for (int[] t : fixed) {
            longest = Math.max(longest, t.length);
        }
        int states = a.stateCount();
        for (int length = longest; length <= longest + states; length++) {
            // the fixed part of each letter, padded with leading zeros to the word's length
            int[] fixedPart = new int[length];
            for (int i = 0; i < length; i++) {
                int v = 0;
                for (int[] t : fixed) {
                    int j = i - (length - t.length);
                    v = v * b + (j >= 0 ? t[j] : 0);
                }
                fixedPart[i] = v * freeLetters;
            }
            // alive[i][s]: from s at position i, the rest of the fixed digits can be read into acceptance
            boolean[][] alive = new boolean[length + 1][states];
            for (int s = 0; s < states; s++) {
                alive[length][s] = a.accepting(s);
            }
            for (int i = length - 1; i >= 0; i--) {
                for (int s = 0; s < states; s++) {
                    for (int f = 0; f < freeLetters && !alive[i][s]; f++) {
                        alive[i][s] = alive[i + 1][a.step(s, fixedPart[i] + f)];
                    }
                }
            }
            if (!alive[0][a.start()]) {
                continue;
            }
            int[] word = new int[length];
            int state = a.start();
            for (int i = 0; i < length; i++) {
                for (int f = 0; f < freeLetters; f++) {
                    int t = a.step(state, fixedPart[i] + f);
                    if (alive[i + 1][t]) {
                        word[i] = fixedPart[i] + f;
                        state = t;
                        break;
                    }
                }
            }
            return Arrays.copyOfRange(decode(a, word), k, a.arity());
        }
        return null;
    }

    /** The tuple of numbers spelled by {@code word}, one per track. */
    static BigInteger[] decode(Automaton a, int[] word) {
        int arity = a.arity();
        int b = a.numeration().digitsPerTrack();
        int[][] digits = new int[arity][word.length];
        for (int i = 0; i < word.length; i++) {
            int rest = word[i];
            for (int t = arity - 1; t >= 0; t--) {
                digits[t][i] = rest % b;
                rest /= b;
            }
        }
        BigInteger[] values = new BigInteger[arity];
        for (int t = 0; t < arity; t++) {
            values[t] = a.numeration().value(digits[t]);
        }
        return values;
    }
}
