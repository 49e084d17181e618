package boyi.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import boyi.util.Text;
import org.junit.jupiter.api.Test;

class TokensTest {

    private static final Text N = Text.of("石子数 n", "n");
    private static final Text M = Text.of("每次最多取的个数 m", "m");
    private static final Text BALLS = Text.of("球数", "a ball count");

    private static String zh(Throwable e) {
        return ((BadInputException) e).text().zh();
    }

    @Test
    void readsNumbersAcrossAnyWhitespace() {
        Tokens t = new Tokens("1\t2\r\n  3\r4\n\n5 ");
        long sum = 0;
        while (t.hasNext()) {
            sum += t.nextLong(N, 0, 10);
        }
        assertThat(sum).isEqualTo(15);
    }

    @Test
    void errorsNameLineTokenAndExpectation() {
        Tokens t = new Tokens("1 2 3\n4 x 6\n");
        for (int i = 0; i < 4; i++) {
            t.nextLong(N, 0, 9);
        }
        assertThatThrownBy(() -> t.nextLong(BALLS, 0, Tokens.E18))
                .isInstanceOf(BadInputException.class)
                .hasMessage("line 2, token 2 \"x\": expected a ball count, a whole number 0..10^18")
                .satisfies(e -> assertThat(zh(e)).isEqualTo("第 2 行第 2 个词 \"x\"：应为球数，0..10^18 的整数"));
    }

    @Test
    void rangeAndEndOfInputAreChecked() {
        assertThatThrownBy(() -> new Tokens("-1").nextLong(N, 0, 5)).hasMessageContaining("line 1, token 1 \"-1\"");
        assertThatThrownBy(() -> new Tokens("99999999999999999999999").nextLong(N, 0, Tokens.E18))
                .hasMessageContaining("0..10^18");
        Tokens one = new Tokens("7\n");
        one.next(N);
        assertThatThrownBy(() -> one.next(M)).hasMessage("line 2: input ends, expected m")
                .satisfies(e -> assertThat(zh(e)).isEqualTo("第 2 行：输入结束了，还缺每次最多取的个数 m"));
        Tokens extra = new Tokens("1 2");
        extra.nextLong(N, 0, 5);
        assertThatThrownBy(extra::expectEnd).hasMessage("line 1, token 2 \"2\": unexpected extra input")
                .satisfies(e -> assertThat(zh(e)).isEqualTo("第 1 行第 2 个词 \"2\"：多余的输入"));
    }

    @Test
    void knowsWhenALineHasMoreTokens() {
        Tokens t = new Tokens("1 2\n3\n");
        t.next(N);
        assertThat(t.hasNextOnLine()).isTrue();
        t.next(M);
        assertThat(t.hasNextOnLine()).isFalse();
        assertThat(t.nextLineNumber()).isEqualTo(2);
    }

    @Test
    void fullWidthDigitsReadAndErrorsSpeakBothLanguages() {
        Tokens t = new Tokens("１２ x\n");
        assertThat(t.nextLong(Text.of("石子数", "a pile size"), 0, Tokens.E18)).isEqualTo(12);
        assertThatThrownBy(() -> t.nextLong(Text.of("石子数", "a pile size"), 0, Tokens.E18))
                .isInstanceOf(BadInputException.class)
                .hasMessage("line 1, token 2 \"x\": expected a pile size, a whole number 0..10^18")
                .satisfies(e -> assertThat(zh(e)).isEqualTo("第 1 行第 2 个词 \"x\"：应为石子数，0..10^18 的整数"));
    }
}
