package boyi.cgt;

import boyi.util.Lang;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a front end shows of a partizan value: its canonical form, outcome class, birthday,
 * stops, mean, temperature, options and thermograph, as text lines (Chinese or English) or as a
 * JSON map whose values are strings in CGSuite's notation.
 *
 * <pre>{@code
 * ValueReport.json(CgtNotation.parse("{2|0}")).get("temperature");   // "1"
 * }</pre>
 */
public final class ValueReport {

    private ValueReport() {
    }

    /**
     * The JSON fields: canonical, outcome, birthday, left_stop, right_stop, mean, temperature,
     * atomic_weight (for an all-small game; {@code null} for any other, where Boyi does not define it),
     * options, thermograph.
     */
    public static Map<String, Object> json(CanonicalGame g) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("canonical", g.toString());
        m.put("outcome", g.outcome().name());
        m.put("outcome_zh", g.outcome().meaning().zh());
        m.put("outcome_en", g.outcome().meaning().en());
        m.put("birthday", g.birthday());
        m.put("left_stop", g.leftStop().toString());
        m.put("right_stop", g.rightStop().toString());
        m.put("mean", g.mean().toString());
        m.put("temperature", g.temperature().toString());
        m.put("atomic_weight", AtomicWeight.applies(g) ? AtomicWeight.of(g).toString() : null);
        m.put("left_options", texts(g.leftOptions()));
        m.put("right_options", texts(g.rightOptions()));
        Thermograph t = g.thermograph();
        Map<String, Object> thermo = new LinkedHashMap<>();
        thermo.put("left", points(t.left(), t.temperature()));
        thermo.put("right", points(t.right(), t.temperature()));
        m.put("thermograph", thermo);
        return m;
    }

    /** The lines of the text report, labels in the given language. */
    public static List<String> lines(CanonicalGame g, Lang lang) {
        boolean zh = lang == Lang.ZH;
        List<String> out = new ArrayList<>();
        out.add((zh ? "标准型：    " : "canonical:     ") + g);
        out.add((zh ? "结果类：    " : "outcome:       ") + outcomeText(g, lang));
        out.add((zh ? "生日：      " : "birthday:      ") + g.birthday());
        out.add((zh ? "左停止值：  " : "left stop:     ") + g.leftStop());
        out.add((zh ? "右停止值：  " : "right stop:    ") + g.rightStop());
        out.add((zh ? "平均值：    " : "mean:          ") + g.mean());
        out.add((zh ? "温度：      " : "temperature:   ") + g.temperature());
        out.add((zh ? "原子权重：  " : "atomic weight: ") + (AtomicWeight.applies(g) ? AtomicWeight.of(g).toString()
                : zh ? "无（不是全小博弈）" : "none (not all-small)"));
        out.add((zh ? "左方选项：  " : "Left moves:    ") + String.join(", ", texts(CgtNotation.ordered(g.leftOptions()))));
        out.add((zh ? "右方选项：  " : "Right moves:   ") + String.join(", ", texts(CgtNotation.ordered(g.rightOptions()))));
        out.add((zh ? "温度图：    " : "thermograph:   ") + thermographText(g.thermograph(), zh));
        return out;
    }

    /** The outcome class with its meaning: {@code N (the first player wins)}, {@code N（先手胜）}. */
    public static String outcomeText(CanonicalGame g, Lang lang) {
        OutcomeClass c = g.outcome();
        return lang == Lang.ZH ? c.name() + "（" + c.meaning().zh() + "）" : c.name() + " (" + c.meaning().en() + ")";
    }

    /** The walls in words: each wall's points from t = -1 up to the temperature, then the mast. */
    static String thermographText(Thermograph t, boolean zh) {
        String l = pointsText(points(t.left(), t.temperature()));
        String r = pointsText(points(t.right(), t.temperature()));
        return zh ? "左墙 " + l + "，右墙 " + r + "，t ≥ " + t.temperature() + " 时为竖直的桅杆 " + t.mast()
                : "left wall " + l + ", right wall " + r + ", mast at " + t.mast() + " from t = " + t.temperature();
    }

    private static String pointsText(List<List<String>> points) {
        List<String> out = new ArrayList<>();
        for (List<String> p : points) {
            out.add("(t=" + p.get(0) + ", " + p.get(1) + ")");
        }
        return String.join("-", out);
    }

    /** [t, value] at -1, at each break below the temperature and at the temperature. */
    static List<List<String>> points(Wall w, Dyadic temperature) {
        List<List<String>> out = new ArrayList<>();
        List<Dyadic> ts = new ArrayList<>();
        ts.add(Wall.BOTTOM);
        for (Dyadic b : w.breaks()) {
            if (b.compareTo(temperature) < 0) {
                ts.add(b);
            }
        }
        if (temperature.compareTo(Wall.BOTTOM) > 0) {
            ts.add(temperature);
        }
        for (Dyadic t : ts) {
            out.add(List.of(t.toString(), w.at(t).toString()));
        }
        return out;
    }

    private static List<String> texts(List<CanonicalGame> games) {
        List<String> out = new ArrayList<>();
        for (CanonicalGame g : games) {
            out.add(g.toString());
        }
        return out;
    }
}
