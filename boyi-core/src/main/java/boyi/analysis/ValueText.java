package boyi.analysis;

import boyi.model.Method;
import boyi.model.Value;
import boyi.util.Text;

/**
 * How values and methods read in both languages: {@code 必胜，11 步} / {@code win in 11},
 * {@code 定理：Bouton 定理} / {@code theorem: Bouton's theorem}.
 *
 * <pre>{@code
 * ValueText.of(Value.win(11)).zh();          // "必胜，11 步"
 * ValueText.of(Method.SEARCH).en();          // "search: exact search"
 * }</pre>
 */
public final class ValueText {

    private ValueText() {
    }

    public static Text of(Value v) {
        String zh = switch (v.outcome()) {
            case WIN -> "必胜";
            case LOSS -> "必败";
            case DRAW -> "平局";
        };
        return Text.of(v.hasRemoteness() ? zh + "，" + v.remoteness() + " 步" : zh, v.toString());
    }

    /** The kind and the name, e.g. {@code theorem: Bash theorem}. */
    public static Text of(Method m) {
        String kind = switch (m.kind()) {
            case OVER -> "终局";
            case THEOREM -> "定理";
            case TABLE -> "表";
            case DATABASE -> "数据库";
            case SEARCH -> "搜索";
        };
        return Text.of(kind + "：" + m.name().zh(), m.kind().id() + ": " + m.name().en());
    }
}
