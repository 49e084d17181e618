package boyi.games.octal;

import java.util.ArrayList;
import java.util.List;

/** Small positions for the contract tests: single heaps, pairs and a few triples. */
final class HeapPositions {

    private HeapPositions() {
    }

    static List<Heaps> small(int single, int pair, int triple) {
        List<Heaps> out = new ArrayList<>();
        for (long a = 0; a <= single; a++) {
            out.add(a == 0 ? Heaps.of() : Heaps.of(a));
        }
        for (long a = 1; a <= pair; a++) {
            for (long b = 1; b <= pair; b++) {
                out.add(Heaps.of(a, b));
            }
        }
        for (long a = 1; a <= triple; a++) {
            out.add(Heaps.of(a, triple + 1 - a, a + 1));
        }
        return out;
    }
}
