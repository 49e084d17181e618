package boyi.check;

import boyi.util.Text;

/**
 * The verdicts of {@code boyi check}, as judges name them, in both languages.
 *
 * <pre>{@code
 * CheckVerdict.WRONG_ANSWER.text().zh();   // "答案错误"
 * }</pre>
 */
public enum CheckVerdict {
    ACCEPTED("通过", "accepted"),
    WRONG_ANSWER("答案错误", "wrong answer"),
    PRESENTATION("格式错误", "presentation"),
    TIME_LIMIT("超时", "time limit"),
    MEMORY_LIMIT("超内存", "memory limit"),
    RUNTIME_ERROR("运行错误", "runtime error"),
    OUTPUT_LIMIT("输出超限", "output limit");

    private final Text text;

    CheckVerdict(String zh, String en) {
        this.text = Text.of(zh, en);
    }

    public Text text() {
        return text;
    }
}
