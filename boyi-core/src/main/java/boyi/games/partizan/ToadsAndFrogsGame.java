package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Toads and Frogs (蟾蜍与青蛙): a strip of cells; Left's toads {@code t} move one cell right into
 * an empty cell or jump right over one frog into the empty cell behind it; Right's frogs
 * {@code f} do the same to the left; whoever cannot move loses. Positions are CGSuite's strips
 * ({@code tt..ff}); a strip and its mirror image with toads and frogs swapped share one cached
 * value (negated).
 *
 * <pre>{@code
 * new ToadsAndFrogsGame().report("t.f").value().toString();   // "*"
 * }</pre>
 */
public final class ToadsAndFrogsGame extends PartizanFamily<StripBoard> {

    /** The longest strip accepted. */
    public static final int MAX_CELLS = 64;

    private static final Rules RULES = new Rules();

    public ToadsAndFrogsGame() {
        super("toads-and-frogs", "蟾蜍与青蛙", "Toads and Frogs",
                Text.of("一排格子里有蟾蜍 t 和青蛙 f：左方的蟾蜍向右走一格到空格，或向右跳过一只青蛙落到它后面的空格；"
                                + "右方的青蛙向左同样走或跳；轮到谁不能走谁输。价值是组合博弈论的标准型。",
                        "A row of cells holds toads t and frogs f: Left moves a toad one cell right into an empty cell, "
                                + "or jumps it right over one frog into the empty cell behind; Right moves frogs left the "
                                + "same way; whoever cannot move loses. The value is the canonical form of combinatorial "
                                + "game theory (as in CGSuite)."),
                Text.of("一行，t 为蟾蜍、f 为青蛙、. 为空格；后面可加 L 或 R 表示谁先走（默认 L）：tt..ff",
                        "one row: t toad, f frog, . empty; optionally L or R after it for the player to move (default L): tt..ff"),
                "tt..ff");
    }

    @Override
    public ViewKind view() {
        return ViewKind.TOADS;
    }

    @Override
    protected PartizanRules<StripBoard> boardRules() {
        return RULES;
    }

    @Override
    protected StripBoard parseBoard(String text) {
        return parseStrip(id(), text, "tf.", MAX_CELLS);
    }

    /** A strip of the allowed characters, at most {@code max} long. */
    static StripBoard parseStrip(String game, String text, String allowed, int max) {
        char[][] g = GridText.parse(game, text, allowed);
        if (g.length != 1 || g[0].length > max) {
            throw new BadInputException(game, Text.of("应为一行，至多 " + max + " 格",
                    "expected one row of at most " + max + " cells"));
        }
        return new StripBoard(new String(g[0]));
    }

    @Override
    protected String formatBoard(StripBoard board) {
        return board.cells();
    }

    @Override
    protected Text moveLabel(StripBoard from, Move<StripBoard> move, boolean left) {
        return left ? Text.of("蟾蜍 " + move.name(), "toad " + move.name()) : Text.of("青蛙 " + move.name(), "frog " + move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return left ? Text.of("左方（蟾蜍）", "Left (toads)") : Text.of("右方（青蛙）", "Right (frogs)");
    }

    /** Moves named by the cells, counted from 1: {@code 2-3} (a step) or {@code 2-4} (a jump). */
    static final class Rules implements PartizanRules<StripBoard> {

        @Override
        public List<Move<StripBoard>> leftMoves(StripBoard b) {
            return moves(b.cells(), 't', 'f', 1);
        }

        @Override
        public List<Move<StripBoard>> rightMoves(StripBoard b) {
            return moves(b.cells(), 'f', 't', -1);
        }

        private static List<Move<StripBoard>> moves(String s, char mine, char theirs, int dir) {
            List<Move<StripBoard>> out = new ArrayList<>();
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) != mine) {
                    continue;
                }
                int step = i + dir;
                int jump = i + 2 * dir;
                if (step >= 0 && step < s.length() && s.charAt(step) == '.') {
                    out.add(move(s, i, step));
                } else if (jump >= 0 && jump < s.length() && s.charAt(step) == theirs && s.charAt(jump) == '.') {
                    out.add(move(s, i, jump));
                }
            }
            return out;
        }

        private static Move<StripBoard> move(String s, int from, int to) {
            char[] c = s.toCharArray();
            c[to] = c[from];
            c[from] = '.';
            return new Move<>((from + 1) + "-" + (to + 1), new StripBoard(new String(c)),
                    MoveShape.of("slide").with("from", from + 1).with("to", to + 1));
        }

        /** The strip without the cells no creature can ever reach or leave at either end. */
        @Override
        public List<StripBoard> regions(StripBoard b) {
            String s = b.cells();
            int start = 0;
            int end = s.length();
            // frogs at the left end and toads at the right end never move again
            while (start < end && s.charAt(start) == 'f') {
                start++;
            }
            while (end > start && s.charAt(end - 1) == 't') {
                end--;
            }
            return start == end ? List.of() : List.of(new StripBoard(s.substring(start, end)));
        }

        /** The strip or its mirror with toads and frogs swapped (which negates the value), whichever is less. */
        @Override
        public Oriented<StripBoard> representative(StripBoard b) {
            StringBuilder m = new StringBuilder();
            String s = b.cells();
            for (int i = s.length() - 1; i >= 0; i--) {
                char c = s.charAt(i);
                m.append(c == 't' ? 'f' : c == 'f' ? 't' : c);
            }
            String mirror = m.toString();
            return mirror.compareTo(s) < 0 ? new Oriented<>(new StripBoard(mirror), true) : new Oriented<>(b, false);
        }
    }
}
