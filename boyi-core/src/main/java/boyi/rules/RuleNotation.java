package boyi.rules;

import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import java.util.List;

/**
 * How a rule game's positions are written: a tuple as its numbers in order ({@code 3 4}), heaps
 * as their sizes in any order ({@code 5 2 7}, kept sorted), a row board as its symbols
 * ({@code L**O}), a grid as its rows joined by {@code /} ({@code ..X/.O./...}). Move labels come
 * from the rule text's {@code move "中文" "English"} labels.
 *
 * <pre>{@code
 * notation.parse("3 4")                  // RuleState.numbers(3, 4)
 * notation.format(RuleState.heaps(...))  // "2 5"
 * }</pre>
 */
final class RuleNotation implements Notation<RuleState> {

    private final RuleGame game;
    private final RuleProgram program;
    private final String id;
    /** The moves and labels of the last position asked about (one analysis asks for every move's label). */
    private volatile Labelled lastLabels;
    /** Labels of moves a proof found where the rules have too many moves to list, or none. */
    private volatile java.util.function.BiFunction<RuleState, Move<RuleState>, java.util.Optional<Text>> provenLabels =
            (from, move) -> java.util.Optional.empty();

    private record Labelled(RuleState from, List<Move<RuleState>> moves, List<Text> labels) {
    }

    RuleNotation(RuleGame game, String id) {
        this.game = game;
        this.program = game.program();
        this.id = id;
    }

    /** How positions are written, in both languages. */
    Text syntax() {
        return switch (program.shape()) {
            case TUPLE -> program.variables().size() == 1
                    ? Text.of("一个整数 " + program.variables().get(0) + " >= 0：10", "one whole number " + program.variables().get(0) + " >= 0: 10")
                    : Text.of(program.variables().size() + " 个整数 " + String.join(" ", program.variables()) + "，用空格分开：" + program.start(),
                    program.variables().size() + " whole numbers " + String.join(" ", program.variables()) + " separated by spaces: "
                            + program.start());
            case HEAPS -> Text.of("一堆或多堆的大小，用空格分开：" + program.start(), "one or more heap sizes separated by spaces: " + program.start());
            case ROW -> Text.of("一排格子，每格一个符号（" + program.symbols() + "，" + program.symbols().charAt(0) + " 为空）：" + program.start(),
                    "a row of cells, one symbol each (" + program.symbols() + ", " + program.symbols().charAt(0) + " empty): " + program.start());
            case GRID -> Text.of("棋盘各行用 / 分开，每格一个符号（" + program.symbols() + "）：" + program.start(),
                    "the board's rows separated by /, one symbol a cell (" + program.symbols() + "): " + program.start());
        };
    }

    @Override
    public RuleState parse(String text) {
        String t = InputText.normalize(text).trim();
        if (t.isEmpty()) {
            throw bad("缺少局面：" + syntax().zh(), "missing the position: " + syntax().en());
        }
        return switch (program.shape()) {
            case TUPLE -> {
                long[] v = numbers(t);
                if (v.length != program.variables().size()) {
                    throw bad("局面有 " + v.length + " 个数，应为" + syntax().zh(),
                            "the position has " + v.length + " numbers; expected " + syntax().en());
                }
                yield RuleState.numbers(v);
            }
            case HEAPS -> {
                long[] v = numbers(t);
                if (v.length > RuleGame.MAX_HEAPS) {
                    throw bad("最多 " + RuleGame.MAX_HEAPS + " 堆", "at most " + RuleGame.MAX_HEAPS + " heaps");
                }
                if (!game.zeroHeapMoves()) {
                    v = java.util.Arrays.stream(v).filter(h -> h > 0).toArray();
                }
                yield RuleState.heaps(v);
            }
            case ROW -> board(t.replace(" ", ""), false);
            case GRID -> board(t.replace(" ", ""), true);
        };
    }

    private long[] numbers(String t) {
        String[] words = t.split("[\\s,]+");
        long[] v = new long[words.length];
        for (int i = 0; i < words.length; i++) {
            try {
                v[i] = Long.parseLong(words[i]);
            } catch (NumberFormatException e) {
                v[i] = -1;
            }
            if (v[i] < 0 || words[i].startsWith("+") || words[i].startsWith("-")) {
                throw bad("局面的第 " + (i + 1) + " 个数 \"" + InputText.shorten(words[i], 30) + "\"：应为 0..9223372036854775807 的整数",
                        "position number " + (i + 1) + " \"" + InputText.shorten(words[i], 30)
                                + "\": expected a whole number 0..9223372036854775807");
            }
        }
        return v;
    }

    private RuleState board(String t, boolean grid) {
        String[] rows = grid ? t.split("[/|]", -1) : new String[] {t};
        int width = rows[0].length();
        if (width == 0 || (long) width * rows.length > RuleGame.MAX_CELLS) {
            throw bad("棋盘应有 1 到 " + RuleGame.MAX_CELLS + " 个格子", "a board has 1 to " + RuleGame.MAX_CELLS + " cells");
        }
        byte[] cells = new byte[width * rows.length];
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length() != width) {
                throw bad("棋盘第 " + (r + 1) + " 行有 " + rows[r].length() + " 格，第 1 行有 " + width + " 格",
                        "board row " + (r + 1) + " has " + rows[r].length() + " cells; row 1 has " + width);
            }
            for (int c = 0; c < width; c++) {
                int s = program.symbols().indexOf(rows[r].charAt(c));
                if (s < 0) {
                    throw bad("第 " + (r + 1) + " 行第 " + (c + 1) + " 格的 \"" + rows[r].charAt(c) + "\" 不是棋盘符号（" + program.symbols() + "）",
                            "row " + (r + 1) + ", cell " + (c + 1) + ": \"" + rows[r].charAt(c) + "\" is not a board symbol ("
                                    + program.symbols() + ")");
                }
                cells[r * width + c] = (byte) s;
            }
        }
        return RuleState.board(cells, width);
    }

    private BadInputException bad(String zh, String en) {
        return new BadInputException(id, Text.of(zh, en));
    }

    @Override
    public String format(RuleState p) {
        if (!program.isBoard()) {
            if (p.size() == 0) {
                return "0";     // no heap left: read back as heaps of 0, which vanish
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < p.size(); i++) {
                b.append(i == 0 ? "" : " ").append(p.value(i));
            }
            return b.toString();
        }
        byte[] cells = p.cellsUnsafe();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0 && i % p.width() == 0) {
                b.append('/');
            }
            b.append(program.symbols().charAt(cells[i]));
        }
        return b.toString();
    }

    /** Where the labels of moves found by a proof come from (the instance's proven answers). */
    void provenLabels(java.util.function.BiFunction<RuleState, Move<RuleState>, java.util.Optional<Text>> labels) {
        this.provenLabels = labels;
    }

    @Override
    public Text label(RuleState from, Move<RuleState> move) {
        Labelled last = lastLabels;
        if (last == null || !last.from().equals(from)) {
            try {
                last = new Labelled(from, game.moves(from), game.labels(from));
            } catch (RuleException | boyi.util.TooLargeException tooMany) {
                if (tooMany instanceof boyi.solve.Interruption.Stopped) {
                    throw tooMany;
                }
                return provenLabels.apply(from, move).orElse(Text.same(move.name()));    // a move a proof found where the rules have too many to list
            }
            lastLabels = last;
        }
        List<Move<RuleState>> moves = last.moves();
        List<Text> labels = last.labels();
        for (int i = 0; i < moves.size() && i < labels.size(); i++) {
            if (moves.get(i).name().equals(move.name()) && moves.get(i).result().equals(move.result())) {
                return labels.get(i);
            }
        }
        return Text.same(move.name());
    }
}
