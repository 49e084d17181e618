package boyi.analysis;

import boyi.solve.Table;

import boyi.model.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of analyses and tables, shared by {@code boyi solve --json}, {@code boyi table
 * --json} and the web API: {@code {"value":"win","remoteness":5,"grundy":2,"method":{"kind":
 * "theorem","name_zh":"巴什定理","name_en":"Bash theorem"},"moves":[{"move":"take 2","label_zh":
 * "取 2 个","label_en":"take 2","position":"8","value":"win","remoteness":5,"shape":{"kind":
 * "position","target":"8"}}...],"all_moves":true,"moves_total":3,"best":"take 2","explanation":
 * "...","explanation_zh":"..."}}. Unknown remoteness is {@code null}; each move's {@code shape} is
 * its {@link boyi.model.MoveShape}, what boards read; {@code grundy} and {@code moves_total}
 * appear only when known; at most {@link Analyzer#MAX_MOVES} moves are listed.
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
        if (a.grundy() != null) {
            m.put("grundy", a.grundy());
        }
        Map<String, Object> method = new LinkedHashMap<>();
        method.put("kind", a.method().kind().id());
        method.put("name_zh", a.method().name().zh());
        method.put("name_en", a.method().name().en());
        m.put("method", method);
        List<Object> moves = new ArrayList<>();
        for (MoveValue mv : a.moves()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("move", mv.move());
            o.put("label_zh", mv.label().zh());
            o.put("label_en", mv.label().en());
            o.put("position", mv.result());
            o.put("value", mv.value().outcome().word());
            o.put("remoteness", remoteness(mv.value()));
            o.put("shape", mv.shape().json());
            moves.add(o);
        }
        m.put("moves", moves);
        m.put("all_moves", a.allMoves());
        if (a.movesTotal() != null) {
            m.put("moves_total", a.movesTotal());
        }
        m.put("best", a.bestMove().orElse(null));
        m.put("explanation", a.explanation());
        m.put("explanation_zh", a.why().zh());
        return m;
    }

    public static Map<String, Object> of(Table t) {
        return t.json();
    }

    private static Long remoteness(Value v) {
        return v.hasRemoteness() ? v.remoteness() : null;
    }
}
