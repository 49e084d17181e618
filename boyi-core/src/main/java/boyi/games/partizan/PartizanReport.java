package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
import boyi.cgt.ValueReport;
import boyi.model.MoveShape;
import boyi.util.Lang;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A partizan board's canonical value with each player's moves and the value each leaves, best
 * first ({@link PartizanFamily#report}).
 *
 * @param value the board's canonical value
 * @param left  Left's moves, best first
 * @param right Right's moves, best first
 */
public record PartizanReport(CanonicalGame value, List<Option> left, List<Option> right) {

    /**
     * One move.
     *
     * @param move     its name
     * @param label    its name for a reader
     * @param position the board it leaves
     * @param value    the value it leaves
     * @param best     whether no other move of the same player leaves a value better for her
     * @param shape    what the move does ({@link MoveShape}); null where the game gives none
     */
    public record Option(String move, Text label, String position, CanonicalGame value, boolean best, MoveShape shape) {

        public Option(String move, Text label, String position, CanonicalGame value, boolean best) {
            this(move, label, position, value, best, null);
        }
    }

    /** The value's fields ({@link ValueReport#json}) and each player's moves: move, labels, position, value, best, shape. */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>(ValueReport.json(value));
        m.put("left_moves", json(left));
        m.put("right_moves", json(right));
        return m;
    }

    private static List<Object> json(List<Option> options) {
        List<Object> out = new ArrayList<>();
        for (Option o : options) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", o.move());
            m.put("label_zh", o.label().zh());
            m.put("label_en", o.label().en());
            m.put("position", o.position());
            m.put("value", o.value().toString());
            m.put("best", o.best());
            m.put("shape", (o.shape() != null ? o.shape() : MoveShape.reaching(o.position())).json());
            out.add(m);
        }
        return out;
    }

    /** Text lines: the value, outcome class, temperature and each player's best moves with the value each leaves. */
    public List<String> lines(Lang lang) {
        boolean zh = lang == Lang.ZH;
        List<String> out = new ArrayList<>();
        out.add((zh ? "博弈值：    " : "cgt value:   ") + value);
        out.add((zh ? "结果类：    " : "outcome:     ") + ValueReport.outcomeText(value, lang));
        out.add((zh ? "温度：      " : "temperature: ") + value.temperature());
        out.add((zh ? "左方最佳：  " : "Left best:   ") + best(left, lang));
        out.add((zh ? "右方最佳：  " : "Right best:  ") + best(right, lang));
        return out;
    }

    /**
     * {@link #lines} and the rest of the value's fields (stops, mean, atomic weight, thermograph),
     * then every move of each player with the value it leaves, best first.
     */
    public List<String> fullLines(Lang lang) {
        boolean zh = lang == Lang.ZH;
        List<String> out = new ArrayList<>(lines(lang));
        for (String line : ValueReport.lines(value, lang)) {
            if (line.startsWith(zh ? "左停止值" : "left stop") || line.startsWith(zh ? "右停止值" : "right stop")
                    || line.startsWith(zh ? "平均值" : "mean") || line.startsWith(zh ? "原子权重" : "atomic weight")
                    || line.startsWith(zh ? "温度图" : "thermograph")) {
                out.add(line);
            }
        }
        out.add(zh ? "左方各着法：" : "Left moves:");
        all(out, left, lang);
        out.add(zh ? "右方各着法：" : "Right moves:");
        all(out, right, lang);
        return out;
    }

    private static void all(List<String> out, List<Option> options, Lang lang) {
        if (options.isEmpty()) {
            out.add(lang == Lang.ZH ? "  无" : "  none");
        }
        for (Option o : options) {
            out.add("  " + o.label().in(lang) + " -> " + o.position() + " = " + o.value() + (o.best() ? lang == Lang.ZH ? "（最佳）" : " (best)" : ""));
        }
    }

    private static String best(List<Option> options, Lang lang) {
        List<String> parts = new ArrayList<>();
        for (Option o : options) {
            if (o.best()) {
                parts.add(o.label().in(lang) + " -> " + o.value());
            }
        }
        return parts.isEmpty() ? (lang == Lang.ZH ? "无（无子可走）" : "none (no move)") : String.join(", ", parts);
    }
}
