package boyi.bench;

import boyi.cgt.CanonicalGame;
import boyi.games.partizan.DomineeringBoard;
import boyi.games.partizan.DomineeringGame;
import boyi.games.partizan.PartizanValues;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bin/bench domineering [--rectangles 6x6] [--strips 30] [--max-seconds S] [--out FILE]}:
 * canonical forms of Domineering on every rectangle up to R x C and on 2 x n up to n, with the
 * wall and CPU time of each (one shared region cache, in order of size, as a user would meet them), the
 * regions evaluated and the heap live after it (after a full collection); stops at the first size over
 * the time limit. No region budget (the command line has one, {@link boyi.games.partizan.PartizanFamily#REGION_BUDGET});
 * a progress line goes to stderr every minute.
 * With {@code --out}, writes the values as a Markdown table.
 */
public final class DomineeringBench {

    private DomineeringBench() {
    }

    public static void main(String[] args) throws IOException {
        int maxRows = 6;
        int maxCols = 6;
        int strip = 30;
        double maxSeconds = 600;
        Path outFile = null;
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--rectangles" -> {
                    String[] rc = args[i + 1].split("x");
                    maxRows = Integer.parseInt(rc[0]);
                    maxCols = Integer.parseInt(rc[1]);
                }
                case "--strips" -> strip = Integer.parseInt(args[i + 1]);
                case "--max-seconds" -> maxSeconds = Double.parseDouble(args[i + 1]);
                case "--out" -> outFile = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<int[]> sizes = new ArrayList<>();
        for (int n = 1; n <= strip; n++) {
            sizes.add(new int[] {2, n});
        }
        for (int r = 1; r <= maxRows; r++) {
            for (int c = r; c <= maxCols; c++) {
                if (r != 2) {
                    sizes.add(new int[] {r, c});
                }
            }
        }
        sizes.sort((a, b) -> a[0] * a[1] != b[0] * b[1] ? Integer.compare(a[0] * a[1], b[0] * b[1])
                : Integer.compare(a[0], b[0]));
        DomineeringGame game = new DomineeringGame();
        PartizanValues<DomineeringBoard> values = game.values(Long.MAX_VALUE);
        Thread progress = new Thread(() -> {
            try {
                while (true) {
                    Thread.sleep(60_000);
                    Runtime rt = Runtime.getRuntime();
                    System.err.printf("progress: %d regions evaluated, %d MB of heap in use%n", values.evaluatedRegions(),
                            (rt.totalMemory() - rt.freeMemory()) >> 20);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        progress.setDaemon(true);
        progress.start();
        StringBuilder md = new StringBuilder("| board | value | temperature | wall s | CPU s | regions evaluated (total) | live heap MB |\n|---|---|---|---|---|---|---|\n");
        System.out.println("board     wall     cpu  regions  heapMB  temperature  value");
        for (int[] s : sizes) {
            String board = (".".repeat(s[1]) + "|").repeat(s[0]);
            board = board.substring(0, board.length() - 1);
            java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            CanonicalGame v = values.value(parse(game, board));
            double secs = (System.nanoTime() - t0) / 1e9;
            double cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
            System.gc();                              // the heap of what is live: the region table, the games, the caches
            long heap = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() >> 20;
            String name = s[0] + "x" + s[1];
            System.out.printf("%-6s %7.2f %7.2f  %7d  %6d  %-11s  %s%n", name, secs, cpu, values.evaluatedRegions(), heap,
                    v.temperature(), v);
            md.append("| ").append(name).append(" | `").append(v.toString().replace("|", "\\|")).append("` | ").append(v.temperature()).append(" | ")
                    .append(String.format("%.2f | %.2f", secs, cpu)).append(" | ").append(values.evaluatedRegions())
                    .append(" | ").append(heap).append(" |\n");
            if (outFile != null) {
                Files.writeString(outFile, md.toString());
            }
            if (cpu > maxSeconds) {
                System.out.println("stopped: " + name + " took more than " + maxSeconds + " s");
                break;
            }
        }
    }

    private static DomineeringBoard parse(DomineeringGame game, String board) {
        return game.parseTurn(board).board();
    }
}
