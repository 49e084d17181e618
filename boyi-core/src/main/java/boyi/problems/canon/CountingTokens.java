package boyi.problems.canon;

import boyi.problems.Tokens;
import boyi.util.Text;

/**
 * {@link Tokens} that count the tokens read, so an error found after reading (a cycle closed by
 * an edge read long before) can name that edge's line and token through
 * {@link InputPlace#errorAtToken}.
 */
final class CountingTokens {

    private final Tokens tokens;
    private long read;

    CountingTokens(String input) {
        this.tokens = new Tokens(input);
    }

    /** The number of the next token in the whole input (0-based). */
    long position() {
        return read;
    }

    Tokens tokens() {
        return tokens;
    }

    boolean hasNext() {
        return tokens.hasNext();
    }

    int nextInt(Text what, int min, int max) {
        return nextInt(() -> what, min, max);
    }

    int nextInt(java.util.function.Supplier<Text> what, int min, int max) {
        read++;
        return tokens.nextInt(what, min, max);
    }

    long nextLong(Text what, long min, long max) {
        read++;
        return tokens.nextLong(what, min, max);
    }

    void expectEnd() {
        tokens.expectEnd();
    }
}
