package boyi.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON of a partizan rule game's table, written once for the command line and the web app:
 * {@code "kind": "cgt"} and one row per n with its canonical form, outcome class, temperature
 * and mean ({@link RulePartizanFamily#table}).
 *
 * <pre>{@code
 * PartizanTableJson.of(shove, 2);
 * // {"kind":"cgt","rows":[{"n":0,"canonical":"0","outcome":"P",...},...]}
 * }</pre>
 */
public final class PartizanTableJson {

    private PartizanTableJson() {
    }

    /**
     * The table up to n = {@code upto}.
     *
     * @throws boyi.util.BadInputException for a game whose positions are not one number, or upto beyond the largest table
     */
    public static Map<String, Object> of(RulePartizanFamily family, long upto) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "cgt");
        m.put("rows", family.table(upto));
        return m;
    }
}
