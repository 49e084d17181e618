package boyi.check;

import boyi.util.Text;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The output kept up to a bound, then judged whole by a {@link Checker}: for the checkers whose
 * right outputs are short (a board, a move per line, an estimate), so more than the bound is wrong.
 */
final class BufferedJudge implements OutputJudge {

    private static final int LEAST_BOUND = 1 << 20;

    private final Checker checker;
    private final String input;
    private final String expected;
    private final int bound;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private long seen;

    BufferedJudge(Checker checker, String input, String expected) {
        this.checker = checker;
        this.input = input;
        this.expected = expected;
        this.bound = (int) Math.max(LEAST_BOUND, Math.min(Integer.MAX_VALUE / 2, 4L * expected.length()));
    }

    @Override
    public void accept(byte[] bytes, int offset, int length) {
        seen += length;
        int room = (int) Math.max(0, Math.min(length, bound - (long) kept.size()));
        kept.write(bytes, offset, room);
    }

    @Override
    public CheckResult finish() {
        if (seen > bound) {
            return CheckResult.wrong(Text.format("输出了 %d 字节，远多于应有的 %d 字节", "printed %d bytes, far more than the %d expected",
                    seen, expected.length()));
        }
        return checker.judge(input, expected, kept.toString(StandardCharsets.UTF_8));
    }
}
