package boyi.bench;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.games.matches.MatchesBoard;
import boyi.games.matches.MatchesTiers;
import boyi.model.Value;
import boyi.solve.ValueCode;
import boyi.solve.tier.TierSolver;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bin/bench matches [max-rows max-cols]}: the empty 3 x 4 matches board (火柴游戏) by the
 * published plain recursion (try every cell and direction, recurse, stop at the first move to a
 * lost position; no memo) against Boyi's tier table of all 28 064 legal 3 x 4 boards (the
 * generic tier engine, {@link TierSolver}, in memory), side by side; then the tier tables for
 * 4 x 4 and 4 x 5 (and larger sizes up to the given one, e.g. {@code 5 5}: 292 million
 * positions) on one thread and on all cores, with positions, time and heap, and the tier sizes
 * of the sizes beyond one table.
 */
public final class MatchesBench {

    private MatchesBench() {
    }

    /** The contest solution: plain recursion over a char grid, value only. */
    static final class PlainRecursion {
        final char[][] g;
        long calls;

        PlainRecursion(int rows, int cols) {
            g = new char[rows][cols];
            for (char[] row : g) {
                Arrays.fill(row, '0');
            }
        }

        boolean allowed(int r, int c, char o) {
            if (g[r][c] != '0') {
                return false;
            }
            int dr = o == '1' ? 1 : 0;
            int dc = o == '-' ? 1 : 0;
            for (int i = r - dr, j = c - dc; i >= 0 && j >= 0; i -= dr, j -= dc) {
                if (g[i][j] == o) {
                    return false;
                }
                if (g[i][j] != '0') {
                    break;
                }
            }
            for (int i = r + dr, j = c + dc; i < g.length && j < g[0].length; i += dr, j += dc) {
                if (g[i][j] == o) {
                    return false;
                }
                if (g[i][j] != '0') {
                    break;
                }
            }
            return true;
        }

        /** Whether the player to move wins. */
        boolean wins() {
            calls++;
            for (int r = 0; r < g.length; r++) {
                for (int c = 0; c < g[0].length; c++) {
                    for (char o : new char[] {'-', '1'}) {
                        if (allowed(r, c, o)) {
                            g[r][c] = o;
                            boolean opponentWins = wins();
                            g[r][c] = '0';
                            if (!opponentWins) {
                                return true;
                            }
                        }
                    }
                }
            }
            return false;
        }
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    public static void main(String[] args) {
        int maxRows = args.length >= 2 ? Integer.parseInt(args[0]) : 4;
        int maxCols = args.length >= 2 ? Integer.parseInt(args[1]) : 5;
        System.out.println("matches (火柴游戏): empty 3 x 4 board, plain recursion vs Boyi's tier table");

        long t0 = System.nanoTime();
        PlainRecursion plain = new PlainRecursion(3, 4);
        boolean plainWins = plain.wins();
        double plainSeconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "  plain recursion:  %s, %.3f s, %d calls%n", plainWins ? "win" : "loss",
                plainSeconds, plain.calls);

        t0 = System.nanoTime();
        MatchesTiers small = MatchesTiers.of(3, 4);
        TierSolver.Table cold = new TierSolver(small, null).solveInMemory();
        double coldSeconds = (System.nanoTime() - t0) / 1e9;
        Value v = ValueCode.value(cold.code(0, 0));
        int reps = 20;
        t0 = System.nanoTime();
        for (int i = 0; i < reps; i++) {
            new TierSolver(small, null).solveInMemory();
        }
        double warmSeconds = (System.nanoTime() - t0) / 1e9 / reps;
        System.out.printf(Locale.ROOT, "  Boyi table:       %s, all %d positions solved in %.4f s cold, %.4f s warm%n",
                v, cold.positions(), coldSeconds, warmSeconds);
        System.out.printf(Locale.ROOT, "  ratio (plain / Boyi): %.0fx cold, %.0fx warm%n", plainSeconds / coldSeconds,
                plainSeconds / warmSeconds);

        @SuppressWarnings("unchecked")
        GameInstance<MatchesBoard> game = (GameInstance<MatchesBoard>) Catalogue.family("matches").instantiate(Map.of());
        t0 = System.nanoTime();
        int answered = 0;
        for (String b : new String[] {"0000/0000/0000", "0111/-000/-000", "1111/----/0010", "00-1/-000/0100"}) {
            Analyzer.analyze(game, b);
            answered++;
        }
        System.out.printf(Locale.ROOT, "  Boyi analyses of %d 3 x 4 positions (all moves valued): %.4f s%n", answered,
                (System.nanoTime() - t0) / 1e9);

        java.util.Random random = new java.util.Random(1);
        java.util.List<MatchesBoard> boards = new java.util.ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            MatchesBoard b = MatchesBoard.empty(3, 4);
            int depth = random.nextInt(12);
            while (b.matches() < depth && !b.moves().isEmpty()) {
                b = b.moves().get(random.nextInt(b.moves().size())).result();
            }
            boards.add(b);
        }
        double[] passes = new double[6];
        for (int pass = 0; pass < passes.length; pass++) {
            t0 = System.nanoTime();
            for (MatchesBoard b : boards) {
                Analyzer.analyze(game, b);
            }
            passes[pass] = (System.nanoTime() - t0) / 1e3 / boards.size();
        }
        double[] warm = Arrays.copyOfRange(passes, 1, passes.length);
        Arrays.sort(warm);
        System.out.printf(Locale.ROOT, "  Boyi analyses of 10000 random 3 x 4 positions: %.1f microseconds each (first pass), "
                + "%.1f (median of the next %d passes)%n", passes[0], warm[warm.length / 2], warm.length);

        System.out.println();
        System.out.println("strong solutions by the tier engine (value of the empty board, positions = legal boards, one byte each):");
        int[][] sizes = {{3, 4}, {4, 4}, {4, 5}, {5, 5}};
        int cores = Runtime.getRuntime().availableProcessors();
        for (int[] s : sizes) {
            if (s[0] > maxRows || s[1] > maxCols) {
                continue;
            }
            MatchesTiers tiers = MatchesTiers.of(s[0], s[1]);
            for (int threads : cores > 1 ? new int[] {1, cores} : new int[] {1}) {
                long before = usedHeap();
                t0 = System.nanoTime();
                TierSolver.Table t = new TierSolver(tiers, null).threads(threads).solveInMemory();
                double seconds = (System.nanoTime() - t0) / 1e9;
                long after = usedHeap();
                System.out.printf(Locale.ROOT, "  %d x %d: %-12s %,14d positions (%,d solved from moves), %d thread%s, %.2f s, %,d MB heap%n",
                        s[0], s[1], ValueCode.value(t.code(0, 0)), t.positions(), t.solvedFromMoves(), threads,
                        threads == 1 ? "" : "s", seconds, Math.max(0, after - before) >> 20);
            }
        }
        System.out.println();
        System.out.println("beyond one table: legal boards per tier (k = matches placed)");
        for (int[] s : new int[][] {{5, 6}, {6, 6}}) {
            MatchesTiers big = MatchesTiers.of(s[0], s[1]);
            long[] tiers = new long[big.tierCount()];
            for (int k = 0; k < tiers.length; k++) {
                tiers[k] = big.tierSize(k);
            }
            long total = Arrays.stream(tiers).sum();
            long widest = Arrays.stream(tiers).max().orElse(0);
            long pair = 0;
            for (int k = 0; k + 1 < tiers.length; k++) {
                pair = Math.max(pair, tiers[k] + tiers[k + 1]);
            }
            System.out.printf(Locale.ROOT, "  %d x %d: %,d positions; largest tier %,d; largest two adjacent tiers %,d bytes%n",
                    s[0], s[1], total, widest, pair);
            System.out.println("    " + Arrays.toString(tiers));
        }
    }
}
