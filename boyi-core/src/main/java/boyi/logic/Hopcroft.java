package boyi.logic;

import java.util.Arrays;

/**
 * Hopcroft's partition refinement: the classes of equivalent states of a complete deterministic
 * automaton, in O(n log n) splits per letter. Blocks are ranges of one array of states; a splitter
 * (block, letter) marks the predecessors of its states, moving each to the front of its block,
 * and every block with some but not all states marked splits in two.
 */
final class Hopcroft {

    private Hopcroft() {
    }

    /**
     * The class of each state 0..n-1 ({@code next[s * letters + l]}, all states reachable or not);
     * classes are numbered 0.. in no particular order.
     */
    static int[] classes(int n, int letters, int[] next, boolean[] accepting, StateBudget budget) {
        // predecessors by (letter, target): inverse[inverseStart[l * (n + 1) + t] ..]
        int[] inverseStart = new int[letters * (n + 1) + 1];
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < letters; l++) {
                inverseStart[l * (n + 1) + next[s * letters + l] + 1]++;
            }
        }
        for (int i = 1; i < inverseStart.length; i++) {
            inverseStart[i] += inverseStart[i - 1];
        }
        int[] inverse = new int[n * letters];
        int[] fill = Arrays.copyOf(inverseStart, inverseStart.length);
        for (int s = 0; s < n; s++) {
            for (int l = 0; l < letters; l++) {
                inverse[fill[l * (n + 1) + next[s * letters + l]]++] = s;
            }
        }
        budget.check();
        // blocks: elements[start[b], end[b]) hold the states of block b
        int[] elements = new int[n];
        int[] location = new int[n];
        int[] block = new int[n];
        int[] start = new int[n + 1];
        int[] end = new int[n + 1];
        int[] marked = new int[n + 1];
        int blocks = 0;
        int at = 0;
        for (int pass = 0; pass < 2; pass++) {
            int from = at;
            for (int s = 0; s < n; s++) {
                if (accepting[s] == (pass == 1)) {
                    elements[at] = s;
                    location[s] = at;
                    block[s] = blocks;
                    at++;
                }
            }
            if (at > from) {
                start[blocks] = from;
                end[blocks] = at;
                blocks++;
            }
        }
        // worklist of splitters (block, letter)
        boolean[] waiting = new boolean[(n + 1) * letters];
        int[] work = new int[Math.max(16, 2 * letters)];
        int workSize = 0;
        int first = blocks == 2 && end[1] - start[1] < end[0] - start[0] ? 1 : 0;
        for (int l = 0; l < letters; l++) {
            waiting[first * letters + l] = true;
            work[workSize++] = first * letters + l;
        }
        int[] touched = new int[n + 1];
        int[] splitterStates = new int[n];
        while (workSize > 0) {
            int splitter = work[--workSize];
            waiting[splitter] = false;
            int c = splitter / letters;
            int l = splitter % letters;
            int touchedCount = 0;
            // a copy: marking moves states inside their blocks, c's own included
            int size = end[c] - start[c];
            System.arraycopy(elements, start[c], splitterStates, 0, size);
            for (int i = 0; i < size; i++) {
                int q = splitterStates[i];
                int base = l * (n + 1) + q;
                for (int k = inverseStart[base]; k < inverseStart[base + 1]; k++) {
                    int p = inverse[k];
                    int b = block[p];
                    int front = start[b] + marked[b];
                    if (location[p] >= front) {
                        if (marked[b] == 0) {
                            touched[touchedCount++] = b;
                        }
                        int other = elements[front];
                        elements[front] = p;
                        elements[location[p]] = other;
                        location[other] = location[p];
                        location[p] = front;
                        marked[b]++;
                    }
                }
                budget.check();
            }
            for (int t = 0; t < touchedCount; t++) {
                int b = touched[t];
                int m = marked[b];
                marked[b] = 0;
                if (m == end[b] - start[b]) {
                    continue;
                }
                // the marked front part becomes a new block
                int fresh = blocks++;
                start[fresh] = start[b];
                end[fresh] = start[b] + m;
                start[b] = start[b] + m;
                for (int i = start[fresh]; i < end[fresh]; i++) {
                    block[elements[i]] = fresh;
                }
                int smaller = end[fresh] - start[fresh] <= end[b] - start[b] ? fresh : b;
                for (int a = 0; a < letters; a++) {
                    int add = waiting[b * letters + a] ? fresh : smaller;
                    if (!waiting[add * letters + a]) {
                        waiting[add * letters + a] = true;
                        if (workSize == work.length) {
                            work = Arrays.copyOf(work, work.length * 2);
                        }
                        work[workSize++] = add * letters + a;
                    }
                }
            }
        }
        return block;
    }
}
