package boyi.games.sums;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.Locale;

/**
 * How a position made of several components (heaps, rows, pairs) is played:
 * <ul>
 * <li>{@link #NORMAL}: a move changes one component; whoever cannot move loses. Sprague–Grundy:
 *     the XOR of the components' Grundy values decides. A move that splits a component into
 *     several (Lasker's Nim, rows of apples) is worth the XOR of the parts (Multi-SG).</li>
 * <li>{@link #MISERE}: the same moves, but whoever makes the last move loses. The Anti-SG rule
 *     (SJ theorem) decides where a component of value 0 cannot move; otherwise exact search.</li>
 * <li>{@link #EVERY_SG}: every turn the mover moves in every component that is not over; whoever
 *     cannot move loses. The greatest Every-SG step decides (odd: the mover wins).</li>
 * </ul>
 *
 * <pre>{@code
 * SumRule.parse("misere");   // MISERE
 * SumRule.EVERY_SG.id();     // "every-sg"
 * }</pre>
 */
public enum SumRule {
    NORMAL("normal", Text.of("正常规则（走最后一步的一方胜）", "normal play (the last move wins)")),
    MISERE("misere", Text.of("反常规则（走最后一步的一方负）", "misère play (the last move loses)")),
    EVERY_SG("every-sg", Text.of("Every-SG（每回合每个未结束的子游戏都要走一步）",
            "Every-SG (each turn, a move in every component that is not over)"));

    private final String id;
    private final Text description;

    SumRule(String id, Text description) {
        this.id = id;
        this.description = description;
    }

    public String id() {
        return id;
    }

    public Text description() {
        return description;
    }

    /** The ids, for a parameter's choices. */
    public static List<String> ids() {
        return List.of(NORMAL.id, MISERE.id, EVERY_SG.id);
    }

    /** @throws BadInputException naming the allowed ids */
    public static SumRule parse(String familyId, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('è', 'e');
        for (SumRule r : values()) {
            if (r.id.equals(t)) {
                return r;
            }
        }
        throw new BadInputException(familyId, Text.format("参数 sum=\"%s\" 应为 normal、misere 或 every-sg 之一",
                "parameter sum=\"%s\": expected one of normal, misere, every-sg", text));
    }
}
