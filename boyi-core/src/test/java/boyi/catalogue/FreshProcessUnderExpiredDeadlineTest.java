package boyi.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.GameFamily;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: the first partizan request of a server ran on a thread past its deadline, the
 * static initialiser of CanonicalGame stopped at that deadline, and every partizan family then
 * answered "NoClassDefFoundError" until a restart. No static initialiser may check a deadline,
 * read a thread's state or do work that can fail: a fresh JVM that initialises every class of the
 * core under an expired deadline and an interrupt must then answer every family as this one does.
 */
class FreshProcessUnderExpiredDeadlineTest {

    @Test
    void everyClassInitialisesUnderAnExpiredDeadlineAndEveryFamilyThenAnswers() throws Exception {
        List<String> lines = runFresh();
        assertThat(lines).isNotEmpty();
        assertThat(lines.get(0)).matches("classes \\d{3,} interrupted true");
        List<String> expected = new ArrayList<>();
        expected.add(lines.get(0));
        for (GameFamily f : Catalogue.families()) {
            expected.add(f.id() + "\t" + StartUnderExpiredDeadline.answer(f));
        }
        assertThat(lines).containsExactlyElementsOf(expected);
    }

    private static List<String> runFresh() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xss512k", "-cp", System.getProperty("java.class.path"),
                StartUnderExpiredDeadline.class.getName())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().toList();
    }
}
