package boyi.bench;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;

/**
 * {@code bin/bench table-stream [upto] [-Xmx...]}: a table's JSON ({@code table --json}) written
 * the streamed way (packed rows, written as it goes) and the assembled way it was written before
 * (every value a {@code long}, the whole text one string, then printed), each in its own JVM of the
 * same heap bound, side by side: peak resident memory (VmHWM), wall time, and whether the two
 * texts are identical (CRC-32 of the bytes). Default: Kayles to 10^7 (10^8 is the target),
 * Grundy values of subtraction 1,3,4 and the four parity rows of stones 3 to a tenth of that
 * (at most 2,000,000), in JVMs bounded by -Xmx4g.
 */
public final class TableStreamBench {

    private TableStreamBench() {
    }

    private static final String[][] TABLES = {
        {"kayles", ""}, {"subtraction", "takes=1,3,4"}, {"stones", "m=3"}};

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child(args[1], args[2], args[3], Long.parseLong(args[4]));
            return;
        }
        long upto = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
        String heap = args.length > 1 ? args[1] : "-Xmx4g";
        System.out.printf(Locale.ROOT, "== table --json: streamed vs assembled (the way before), each in a JVM with %s ==%n", heap);
        for (String[] table : TABLES) {
            // the other tables stop at 10^7 entries (a parity table has four a heap)
            long n = table[0].equals("kayles") ? upto : Math.min(upto / 10, 2_000_000);
            Run old = run(heap, "assembled", table, n);
            Run streamed = run(heap, "streamed", table, n);
            System.out.printf(Locale.ROOT, "%-24s n = 0..%,d: %,d bytes; identical: %s%n", table[0] + " " + table[1], n,
                    streamed.bytes, old.ok() && streamed.ok() && old.crc == streamed.crc && old.bytes == streamed.bytes ? "yes" : "NO");
            System.out.printf(Locale.ROOT, "  assembled  %s%n  streamed   %s%n", old, streamed);
            if (old.ok() && streamed.ok()) {
                System.out.printf(Locale.ROOT, "  ratio (assembled / streamed): peak memory %.1fx, wall time %.1fx%n",
                        (double) old.peakKb / streamed.peakKb, (double) old.nanos / streamed.nanos);
            }
        }
    }

    /** One child JVM's figures: its status, peak resident memory, wall time, and the bytes written with their CRC-32. */
    private record Run(int status, long peakKb, long nanos, long bytes, long crc, String error) {

        boolean ok() {
            return status == 0;
        }

        @Override
        public String toString() {
            return ok() ? String.format(Locale.ROOT, "peak RSS %,6d MB  wall %7.2f s", peakKb >> 10, nanos / 1e9)
                    : "failed (exit " + status + "): " + error;
        }
    }

    private static Run run(String heap, String way, String[] table, long upto) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, heap, "-cp", System.getProperty("java.class.path"),
                TableStreamBench.class.getName(), "child", way, table[0], table[1].isEmpty() ? "-" : table[1], Long.toString(upto)));
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long start = System.nanoTime();
        String line;
        StringBuilder err = new StringBuilder();
        String figures = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            while ((line = r.readLine()) != null) {
                if (line.startsWith("figures ")) {
                    figures = line;
                } else {
                    err.append(line).append(' ');
                }
            }
        }
        int status = p.waitFor();
        long nanos = System.nanoTime() - start;
        if (status != 0 || figures == null) {
            return new Run(status == 0 ? -1 : status, 0, nanos, 0, 0, err.toString().trim());
        }
        String[] f = figures.split(" ");
        return new Run(0, Long.parseLong(f[1]), nanos, Long.parseLong(f[2]), Long.parseLong(f[3]), "");
    }

    /** In the child JVM: the table written one way to stdout, then "figures peakKb bytes crc" on stderr. */
    private static void child(String way, String family, String params, long upto) throws IOException {
        Map<String, String> p = new LinkedHashMap<>();
        if (!params.equals("-")) {
            for (String kv : params.split(" ")) {
                p.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
            }
        }
        GameInstance<?> game = Catalogue.family(family).instantiate(p);
        Table t = (game instanceof BudgetedTable b ? b.table(upto, WorkBudget.unbounded(null)) : game.table(upto)).orElseThrow();
        CheckedOutputStream checked = new CheckedOutputStream(System.out, new CRC32());
        Counting counted = new Counting(checked);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(counted, StandardCharsets.UTF_8));
        if (way.equals("streamed")) {
            Json.write(out, t.json());
            out.println();
        } else {
            out.println(Json.write(t.jsonWithLongRows()));
        }
        out.flush();
        System.err.println("figures " + peakKb() + " " + counted.bytes + " " + checked.getChecksum().getValue());
    }

    /** The peak resident set of this process in kB (VmHWM), or -1 where /proc does not say. */
    private static long peakKb() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return -1;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("VmHWM:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }

    private static final class Counting extends java.io.FilterOutputStream {
        long bytes;

        Counting(java.io.OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            bytes += len;
        }
    }
}
