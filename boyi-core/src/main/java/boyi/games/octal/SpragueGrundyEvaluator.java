package boyi.games.octal;

import boyi.games.PositionNumbers;
import boyi.games.heaprules.HeapMove;
import boyi.games.heaprules.HeapValues;
import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;

/**
 * The theorem evaluator of a heap game: the position is lost exactly when the XOR of its heaps'
 * Grundy values is 0 (Sprague–Grundy); when it is not, the explanation names a move that makes it
 * 0 with the numbers that decided. Remoteness is not computed.
 *
 * <pre>{@code
 * new SpragueGrundyEvaluator(kayles).evaluate(List.of(5L, 7L))
 * // win, theorem, "G(5)=4 xor G(7)=2 = 6: nonzero, the player to move wins by heap 1: take 1, leave 1+3: ..."
 * }</pre>
 */
final class SpragueGrundyEvaluator implements Evaluator<List<Long>> {

    static final Method THEOREM = Method.theorem(Text.of("斯普拉格–格伦迪定理", "Sprague–Grundy theorem"));

    private final HeapGame game;

    SpragueGrundyEvaluator(HeapGame game) {
        this.game = game;
    }

    @Override
    public Optional<Value> value(List<Long> p) {
        return Optional.of(Value.of(game.values().grundy(PositionNumbers.unboxed(p)) == 0 ? Outcome.LOSS : Outcome.WIN));
    }

    @Override
    public Optional<Verdict> evaluate(List<Long> p) {
        if (p.isEmpty()) {
            return Optional.of(new Verdict(Value.of(Outcome.LOSS), Method.OVER, Text.of(
                    "已经没有堆了：轮到的一方无路可走，输了（G = 0）。",
                    "No heap is left: the player to move has no move and loses (G = 0)."), 0L));
        }
        if (game.game().primitive(p) != null) {
            return Optional.of(new Verdict(Value.of(Outcome.LOSS), Method.OVER, Text.of(
                    "没有哪一堆还能走：轮到的一方输了（G = 0）。",
                    "No heap has a move left: the player to move loses (G = 0)."), 0L));
        }
        HeapValues values = game.values();
        StringBuilder zh = new StringBuilder();
        StringBuilder en = new StringBuilder();
        long total = 0;
        for (int i = 0; i < p.size(); i++) {
            long g = values.grundy(p.get(i));
            total ^= g;
            zh.append(i == 0 ? "" : " 异或 ").append("G(").append(p.get(i)).append(")=").append(g);
            en.append(i == 0 ? "" : " xor ").append("G(").append(p.get(i)).append(")=").append(g);
        }
        boolean several = p.size() > 1;
        if (several) {
            zh.append(" = ").append(total);
            en.append(" = ").append(total);
        }
        if (total == 0) {
            zh.append(several ? "，为 0：" : " 为 0：").append("无论怎么走，SG 值的异或都会变成非 0，所以先手必败");
            en.append(several ? ": zero," : " is zero:").append(" every move makes the Grundy sum nonzero, so the player to move loses");
        } else {
            zh.append(several ? "，不为 0：" : " 不为 0：").append("先手必胜");
            en.append(several ? ": nonzero," : " is nonzero:").append(" the player to move wins");
            for (int i = 0; i < p.size(); i++) {
                HeapMove m = game.winningMove(p, i, total);
                if (m != null) {
                    String name = game.move(p, i, m).name();
                    Text left = left(m);
                    zh.append("，走法是").append(HeapMove.chinese(name)).append("：G(").append(p.get(i)).append(")=")
                            .append(values.grundy(p.get(i))).append(" 变成 ").append(left.zh())
                            .append(several ? "，异或和变为 0" : "");
                    en.append(" by ").append(name).append(": G(").append(p.get(i)).append(")=")
                            .append(values.grundy(p.get(i))).append(" becomes ").append(left.en())
                            .append(several ? ", so the sum becomes 0" : "");
                    break;
                }
            }
        }
        Text method = values.method();
        zh.append("（SG 定理；").append(method.zh()).append("）。");
        en.append(" (Sprague–Grundy; ").append(method.en()).append(").");
        return Optional.of(new Verdict(Value.of(total == 0 ? Outcome.LOSS : Outcome.WIN), THEOREM,
                Text.of(zh.toString(), en.toString()), total));
    }

    /** What the move leaves, with its values: {@code G(1)=1 xor G(3)=3 = 2}, or 0 when nothing is left. */
    private Text left(HeapMove m) {
        if (m.leaves().length == 0) {
            return Text.of("0（不剩堆）", "0 (no heap left)");
        }
        StringBuilder zh = new StringBuilder();
        StringBuilder en = new StringBuilder();
        for (long l : m.leaves()) {
            long g = game.values().grundy(l);
            zh.append(zh.length() == 0 ? "" : " 异或 ").append("G(").append(l).append(")=").append(g);
            en.append(en.length() == 0 ? "" : " xor ").append("G(").append(l).append(")=").append(g);
        }
        if (m.leaves().length > 1) {
            long v = game.values().grundy(m.leaves());
            zh.append(" = ").append(v);
            en.append(" = ").append(v);
        }
        return Text.of(zh.toString(), en.toString());
    }
}
