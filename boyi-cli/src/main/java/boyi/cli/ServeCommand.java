package boyi.cli;

import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

/** {@code boyi serve}: not built yet. */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "(not built yet)")
final class ServeCommand implements Callable<Integer> {

    @Unmatched
    List<String> words = new ArrayList<>();

    @Override
    public Integer call() {
        throw new BadInputException("not built yet");
    }
}
