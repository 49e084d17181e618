package boyi.bench;

import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * {@code bin/bench <name> [args]}: runs the side-by-side ratio benchmark class
 * {@code boyi.bench.<Name>Bench} (name in kebab case: {@code take-ball} runs
 * {@code TakeBallBench}); {@code bin/bench jmh [JMH options]} runs the JMH benchmarks.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.out.println("usage: bin/bench <name> [args]   (runs boyi.bench.<Name>Bench)");
            System.out.println("       bin/bench jmh [JMH options]");
            return;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        if (args[0].equals("jmh")) {
            org.openjdk.jmh.Main.main(rest);
            return;
        }
        StringBuilder cls = new StringBuilder("boyi.bench.");
        for (String part : args[0].split("-")) {
            if (!part.isEmpty()) {
                cls.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        cls.append("Bench");
        Class<?> c;
        try {
            c = Class.forName(cls.toString());
        } catch (ClassNotFoundException e) {
            System.err.println("bin/bench: no benchmark " + args[0] + " (class " + cls + ")");
            System.exit(2);
            return;
        }
        Method main = c.getMethod("main", String[].class);
        main.invoke(null, (Object) rest);
    }
}
