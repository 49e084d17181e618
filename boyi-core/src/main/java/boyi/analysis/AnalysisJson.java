package boyi.analysis;

import boyi.solve.Table;

import boyi.model.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of analyses and tables, shared by {@code boyi solve --json}, {@code boyi table
 * --json} and the web API: {@code {"value":"win","remoteness":5,"moves":[{"move":"take 2",
 * "value":"win","remoteness":5}...],"explanation":"..."}}. Unknown remoteness is {@code null}.
 *
 * <pre>{@code
 * String json = Json.write(AnalysisJson.of(analysis));
 * }</pre>
 */
public final class AnalysisJson {

    private AnalysisJson() {
    }

    public static Map<String, Object> of(Analysis a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", a.game());
        m.put("position", a.position());
        m.put("value", a.value().outcome().word());
        m.put("remoteness", remoteness(a.value()));
        List<Object> moves = new ArrayList<>();
        for (MoveValue mv : a.moves()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("move", mv.move());
            o.put("position", mv.result());
            o.put("value", mv.value().outcome().word());
            o.put("remoteness", remoteness(mv.value()));
            moves.add(o);
        }
        m.put("moves", moves);
        m.put("all_moves", a.allMoves());
        m.put("best", a.bestMove().orElse(null));
        m.put("explanation", a.explanation());
        return m;
    }

    public static Map<String, Object> of(Table t) {
        return t.json();
    }

    private static Long remoteness(Value v) {
        return v.hasRemoteness() ? v.remoteness() : null;
    }
}
