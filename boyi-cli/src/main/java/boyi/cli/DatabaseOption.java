package boyi.cli;

import boyi.games.matches.MatchesSolutions;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --db DIR}: answer positions of the size of a strong-solution database (written by
 * {@code boyi strong-solve}) by lookup. A mixin: a command takes it with one line,
 * {@code @Mixin DatabaseOption databases;}.
 */
final class DatabaseOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--db", paramLabel = "DIR",
            description = "a strong-solution database folder (boyi strong-solve): positions of its size are looked up")
    void useDatabase(Path dir) {
        try {
            MatchesSolutions.useDatabase(dir);
        } catch (BadInputException e) {
            throw Main.badOption(spec.commandLine(), Text.of("--db " + dir + "：" + e.text().zh(), "--db " + dir + ": " + e.text().en()));
        }
    }
}
