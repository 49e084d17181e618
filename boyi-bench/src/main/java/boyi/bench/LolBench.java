package boyi.bench;

import boyi.games.lol.LolPlainSearch;
import boyi.games.lol.LolSolver;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Random;

/**
 * {@code bin/bench lol}: Boyi's {@link LolSolver} against the usual contest method (every move,
 * memoised on the board string in a {@code HashMap<String, Integer>}), side by side in one run,
 * on all-empty rows of 10 to 19 cells, seeded random partly filled rows, and long rows. The
 * string method runs only up to {@value #STRING_METHOD_MAX_EMPTY} empty cells (about 17 s at
 * 14 here; a smaller limit may be given as the first argument); each Boyi time is the best of three runs with a fresh solver (no memo reuse), or
 * one run when it takes over half a second.
 */
public final class LolBench {

    static final int STRING_METHOD_MAX_EMPTY = 14;

    private LolBench() {
    }

    public static void main(String[] args) {
        int maxEmptyForStrings = args.length > 0 ? Integer.parseInt(args[0]) : STRING_METHOD_MAX_EMPTY;
        List<String> rows = new ArrayList<>();
        for (int n = 10; n <= 19; n++) {
            rows.add("*".repeat(n));
        }
        Random random = new Random(2017);
        for (int n : new int[] {12, 14, 16, 19, 19, 19}) {
            rows.add(randomRow(random, n));
        }
        for (int n : new int[] {25, 30, 40, 61}) {
            rows.add("*".repeat(n));
        }
        rows.add("**O****************");   // the hardest 19-cell row found (all rows with up to 3 letters)
        rows.add("**O******O*****************O*******L**");
        rows.add("******O*O***********O**O*******O*****O**");   // hard draws found by random search
        rows.add("****O*******OO***************O****O**O***O**O*O*O*");
        rows.add("*******O****************O**O**O***O*****O******O*O**O**O*O***");
        rows.add("L*O**L".repeat(100));
        // chains of runs joined by single O's: draws by the region lemma or a short search
        rows.add("*****O".repeat(11).substring(0, 61));
        rows.add("******O".repeat(9).substring(0, 61));
        rows.add("*******O".repeat(5).substring(0, 40));
        rows.add("********O".repeat(5).substring(0, 40));
        rows.add("*******O".repeat(8).substring(0, 61));
        for (int i = 0; i < 20; i++) {   // warm-up
            new LolSolver().solve(rows.get(i % 10));
        }
        System.out.printf("%-40s %5s %6s %10s %10s %12s %9s%n", "row", "empty", "value", "positions", "boyi ms",
                "string ms", "ratio");
        for (String row : rows) {
            int empty = (int) row.chars().filter(c -> c == '*').count();
            long best = Long.MAX_VALUE;
            LolSolver.Result result = null;
            long positions = 0;
            for (int rep = 0; rep < 3 && (rep == 0 || best < 500_000_000L); rep++) {   // repeat only fast ones
                LolSolver solver = new LolSolver();
                long t = System.nanoTime();
                result = solver.solve(row);
                best = Math.min(best, System.nanoTime() - t);
                positions = solver.positionsSearched();
            }
            String stringMs = "skipped";
            String ratio = "";
            if (empty <= maxEmptyForStrings) {
                LolPlainSearch plain = new LolPlainSearch();
                long t = System.nanoTime();
                int v = plain.value(row);
                long nanos = System.nanoTime() - t;
                if (v != result.outcome().number()) {
                    throw new AssertionError("methods disagree on " + row);
                }
                stringMs = String.format("%.1f", nanos / 1e6);
                ratio = String.format("%.0fx", (double) nanos / best);
            }
            String shown = row.length() <= 40 ? row : row.substring(0, 30) + "... (" + row.length() + ")";
            System.out.printf("%-40s %5d %6d %10d %10.3f %12s %9s%n", shown, empty, result.outcome().number(), positions,
                    best / 1e6, stringMs, ratio);
        }
    }

    private static String randomRow(Random random, int n) {
        while (true) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                b.append(random.nextInt(4) == 0 ? (random.nextBoolean() ? 'L' : 'O') : '*');
            }
            String row = b.toString();
            if (!row.contains("LOL")) {
                return row;
            }
        }
    }
}
