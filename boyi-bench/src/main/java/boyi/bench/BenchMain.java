package boyi.bench;

/**
 * {@code bin/bench}: side-by-side ratio runs (Boyi's method against the simple reference method
 * in one process), and JMH benchmarks via {@code bin/bench jmh [jmh options]}.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("jmh")) {
            String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
            org.openjdk.jmh.Main.main(rest);
            return;
        }
        System.out.println("usage: bin/bench <name>|all|jmh ...");
    }
}
