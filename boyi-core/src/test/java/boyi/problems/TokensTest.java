package boyi.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import org.junit.jupiter.api.Test;

class TokensTest {

    @Test
    void readsNumbersAcrossAnyWhitespace() {
        Tokens t = new Tokens("1\t2\r\n  3\r4\n\n5 ");
        long sum = 0;
        while (t.hasNext()) {
            sum += t.nextLong("a number", 0, 10);
        }
        assertThat(sum).isEqualTo(15);
    }

    @Test
    void errorsNameLineTokenAndExpectation() {
        Tokens t = new Tokens("1 2 3\n4 x 6\n");
        for (int i = 0; i < 4; i++) {
            t.nextLong("n", 0, 9);
        }
        assertThatThrownBy(() -> t.nextLong("a ball count", 0, Tokens.E18))
                .isInstanceOf(BadInputException.class)
                .hasMessage("line 2, token 2 \"x\": expected a ball count, a whole number 0..10^18");
    }

    @Test
    void rangeAndEndOfInputAreChecked() {
        assertThatThrownBy(() -> new Tokens("-1").nextLong("n", 0, 5)).hasMessageContaining("line 1, token 1 \"-1\"");
        assertThatThrownBy(() -> new Tokens("99999999999999999999999").nextLong("n", 0, Tokens.E18))
                .hasMessageContaining("0..10^18");
        Tokens one = new Tokens("7\n");
        one.next("n");
        assertThatThrownBy(() -> one.next("m")).hasMessage("line 2: input ends, expected m");
        Tokens extra = new Tokens("1 2");
        extra.nextLong("n", 0, 5);
        assertThatThrownBy(extra::expectEnd).hasMessage("line 1, token 2 \"2\": unexpected extra input");
    }

    @Test
    void knowsWhenALineHasMoreTokens() {
        Tokens t = new Tokens("1 2\n3\n");
        t.next("a");
        assertThat(t.hasNextOnLine()).isTrue();
        t.next("b");
        assertThat(t.hasNextOnLine()).isFalse();
        assertThat(t.nextLineNumber()).isEqualTo(2);
    }

    @Test
    void fullWidthDigitsReadAndErrorsSpeakBothLanguages() {
        Tokens t = new Tokens("１２ x\n");
        assertThat(t.nextLong(boyi.util.Text.of("石子数", "a pile size"), 0, Tokens.E18)).isEqualTo(12);
        assertThatThrownBy(() -> t.nextLong(boyi.util.Text.of("石子数", "a pile size"), 0, Tokens.E18))
                .isInstanceOf(BadInputException.class)
                .hasMessage("line 1, token 2 \"x\": expected a pile size, a whole number 0..10^18")
                .satisfies(e -> assertThat(((BadInputException) e).text().zh())
                        .isEqualTo("第 1 行第 2 个词 \"x\"：应为石子数，0..10^18 的整数"));
    }
}
