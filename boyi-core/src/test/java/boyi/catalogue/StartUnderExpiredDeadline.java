package boyi.catalogue;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameFamily;
import boyi.solve.Interruption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The start of a process on a busy machine, at its worst (run in a fresh JVM by
 * {@link FreshProcessUnderExpiredDeadlineTest}): every class of the core is initialised by a
 * thread that is interrupted and whose deadline has passed; then, with neither, every family of
 * the catalogue answers its example. Prints {@code class <name>: <error>} for each class that
 * failed to initialise, then {@code <family>\t<answer>} for each family (see {@link #answer}).
 */
final class StartUnderExpiredDeadline {

    private StartUnderExpiredDeadline() {
    }

    public static void main(String[] args) throws Exception {
        Path classes = Path.of(Interruption.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names = classNames(classes);
        ClassLoader loader = StartUnderExpiredDeadline.class.getClassLoader();
        List<String> failed = new ArrayList<>();
        Thread.currentThread().interrupt();
        Interruption.withDeadlineAt(System.nanoTime() - 1_000_000_000L, () -> {
            for (String name : names) {
                try {
                    Class.forName(name, true, loader);
                } catch (Throwable e) {
                    failed.add("class " + name + ": " + e);
                }
            }
            return null;
        });
        boolean wasInterrupted = Thread.interrupted();
        System.out.println("classes " + names.size() + " interrupted " + wasInterrupted);
        failed.forEach(System.out::println);
        for (GameFamily f : Catalogue.families()) {
            String answer;
            try {
                answer = answer(f);
            } catch (Throwable e) {
                answer = "failed: " + e;
            }
            System.out.println(f.id() + "\t" + answer);
        }
    }

    /** The value and best move of the family's example, e.g. {@code win in 19 / take 1}. */
    static String answer(GameFamily f) {
        Analysis a = Analyzer.analyze(f.instantiate(f.exampleParameters()), f.examplePosition());
        return a.value() + " / " + a.bestMove().orElse("no move");
    }

    /** The binary names of the classes under a classes folder. */
    static List<String> classNames(Path classes) throws IOException {
        try (Stream<Path> files = Files.walk(classes)) {
            return files.map(p -> classes.relativize(p).toString())
                    .filter(n -> n.endsWith(".class") && !n.endsWith("module-info.class") && !n.endsWith("package-info.class"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace(java.io.File.separatorChar, '.'))
                    .sorted()
                    .toList();
        }
    }
}
