package boyi.bench;

import boyi.cgt.CanonicalGame;
import boyi.games.partizan.StripBoard;
import boyi.games.partizan.ToadsAndFrogsGame;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bin/bench toads-and-frogs [--max-length 12] [--out FILE]}: the canonical form of every
 * Toads and Frogs position {@code t^a .^b f^c} with {@code a + b + c <= max} (toads left, frogs
 * right), in order of length with one shared region cache; prints, for each length, the
 * positions, the CPU time so far, the regions evaluated and the heap in use, and the hottest
 * position. With {@code --out}, writes every value as a Markdown table.
 */
public final class ToadsAndFrogsBench {

    private ToadsAndFrogsBench() {
    }

    public static void main(String[] args) throws IOException {
        int max = 12;
        Path outFile = null;
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--max-length" -> max = Integer.parseInt(args[i + 1]);
                case "--out" -> outFile = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        ToadsAndFrogsGame game = new ToadsAndFrogsGame();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        List<String> rows = new ArrayList<>();
        int positions = 0;
        System.out.println("length  positions  wall s   CPU s  regions  heap MB  hottest");
        for (int n = 1; n <= max; n++) {
            String hottest = null;
            CanonicalGame hot = null;
            int here = 0;
            for (int a = 0; a <= n; a++) {
                for (int c = 0; a + c <= n; c++) {
                    int b = n - a - c;
                    String s = "t".repeat(a) + ".".repeat(b) + "f".repeat(c);
                    CanonicalGame v = game.values().value(new StripBoard(s));
                    here++;
                    rows.add("| " + a + " | " + b + " | " + c + " | `" + s + "` | `" + v.toString().replace("|", "\\|")
                            + "` | " + v.temperature() + " |");
                    if (hot == null || v.temperature().compareTo(hot.temperature()) > 0) {
                        hot = v;
                        hottest = s;
                    }
                }
            }
            positions += here;
            Runtime rt = Runtime.getRuntime();
            System.out.printf("%6d  %9d  %6.2f  %6.2f  %7d  %7d  %s = %s (temperature %s)%n", n, positions,
                    (System.nanoTime() - t0) / 1e9, (mx.getCurrentThreadCpuTime() - c0) / 1e9,
                    game.values().evaluatedRegions(), (rt.totalMemory() - rt.freeMemory()) >> 20, hottest, hot,
                    hot.temperature());
        }
        if (outFile != null) {
            StringBuilder md = new StringBuilder("| a | b | c | position | value | temperature |\n|---|---|---|---|---|---|\n");
            rows.forEach(r -> md.append(r).append('\n'));
            Files.writeString(outFile, md.toString());
        }
    }
}
