package boyi.cli;

import boyi.catalogue.GameArguments;
import boyi.rules.RuleFamily;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --rules FILE}: the game is the one a rule text describes ({@code -} reads it from standard
 * input), and every word after the options is a parameter or the position. A mixin: a command
 * takes it with one line, {@code @Mixin RulesOption rules;}.
 */
final class RulesOption {

    /** The most bytes a rule file may have (the language itself takes at most 20,000 characters). */
    private static final int MAX_BYTES = 64 * 1024;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--rules", paramLabel = "FILE",
            description = "play the game a rule text describes (a .boyi file, or - for standard input; see docs/rules.md)")
    String file;

    /** The game and its words: the catalogue's {@code <game> <parameters> <position>}, or a rule text's. */
    GameArguments arguments(List<String> words) {
        if (file == null) {
            return GameArguments.parse(words);
        }
        return GameArguments.parse(family().playable(), words);
    }

    boolean given() {
        return file != null;
    }

    RuleFamily family() {
        String name = file.equals("-") ? "rules" : String.valueOf(Path.of(file).getFileName());
        return RuleFamily.of(read(), name.endsWith(".boyi") ? name.substring(0, name.length() - 5) : name)
                .withProofs(boyi.proof.ProofAnswers::new);
    }

    private String read() {
        byte[] bytes;
        try {
            if (file.equals("-")) {
                bytes = readAtMost(Main.stdin);
            } else {
                Path p = Path.of(file);
                if (!Files.isRegularFile(p)) {     // a FIFO or a device is refused before it is opened
                    throw bad(Files.exists(p) ? "不是普通文件" : "文件不存在", Files.exists(p) ? "not a regular file" : "no such file");
                }
                try (InputStream in = Files.newInputStream(p)) {
                    bytes = readAtMost(in);
                }
            }
        } catch (IOException e) {
            throw bad("读不出来（" + e.getMessage() + "）", "cannot be read (" + e.getMessage() + ")");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw bad("不是 UTF-8 文本", "is not UTF-8 text");
        }
    }

    private byte[] readAtMost(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw bad("太大（最多 " + MAX_BYTES + " 字节）", "is too large (at most " + MAX_BYTES + " bytes)");
        }
        return bytes;
    }

    private BadInputException bad(String zh, String en) {
        return new BadInputException(Text.of("--rules " + file + "：" + zh, "--rules " + file + ": " + en));
    }
}
