package boyi.games.lol;

import boyi.games.lol.LolGame.Row;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How LOL rows and moves are written: a row over {@code *} (empty), {@code L} and {@code O}; a
 * move is the cell number from 1 and the letter, {@code 3O}, labelled "第 3 格填 O" / "O at
 * cell 3". Playing accepts the move syntax (either letter case) and both labels.
 *
 * <pre>{@code
 * LolNotation n = new LolNotation();
 * n.play(n.parse("L**L"), "2O");              // LO*L
 * n.play(n.parse("L**L"), "第 2 格填 O");      // LO*L
 * n.play(n.parse("L**L"), "O at cell 2");     // LO*L
 * }</pre>
 */
final class LolNotation implements Notation<Row> {

    /** The longest row accepted as a position (components are limited separately). */
    static final int MAX_ROW = 100_000;

    /** Rows longer than this are shortened in messages. */
    private static final int SHOWN_CELLS = 40;

    private static final Pattern SYNTAX = Pattern.compile("([0-9]{1,9})([LOlo])");
    private static final Pattern LABEL_ZH = Pattern.compile("第\\s*([0-9]{1,9})\\s*格填\\s*([LOlo])");
    private static final Pattern LABEL_EN = Pattern.compile("([LOlo])\\s+at\\s+cell\\s+([0-9]{1,9})", Pattern.CASE_INSENSITIVE);

    @Override
    public Row parse(String text) {
        String row = text.trim();
        if (row.isEmpty()) {
            throw new BadInputException("lol", Text.of("局面是空的；应为由 *（空格）、L 和 O 组成的一行，如 L**L***L",
                    "empty position; expected a row over * (empty), L and O: L**L***L"));
        }
        if (row.length() > MAX_ROW) {
            throw new BadInputException("lol", Text.format("这一行有 %d 格，超过了上限 %d 格", "a row of %d cells is longer than %d",
                    row.length(), MAX_ROW));
        }
        Text bad = LolRules.badCell(row);
        if (bad != null) {
            throw new BadInputException("lol", Text.of("局面 \"" + shorten(row) + "\"：" + bad.zh(),
                    "position \"" + shorten(row) + "\": " + bad.en()));
        }
        return new Row(row);
    }

    @Override
    public String format(Row position) {
        return position.cells();
    }

    /** "第 3 格填 O" / "O at cell 3" for the move {@code 3O}. */
    @Override
    public Text label(Row from, Move<Row> move) {
        String name = move.name();
        return Text.format("第 %1$s 格填 %2$c", "%2$c at cell %1$s", name.substring(0, name.length() - 1),
                name.charAt(name.length() - 1));
    }

    /**
     * The row after {@code move}: {@code 3O} (or {@code 3o}), "第 3 格填 O" or "O at cell 3".
     *
     * @throws BadInputException when that is not a legal move of {@code position}
     */
    Row play(Row position, String move) {
        String row = position.cells();
        String m = move.trim();
        int cell = -1;
        char letter = ' ';
        Matcher syntax = SYNTAX.matcher(m);
        Matcher zh = LABEL_ZH.matcher(m);
        Matcher en = LABEL_EN.matcher(m);
        if (syntax.matches()) {
            cell = Integer.parseInt(syntax.group(1));
            letter = syntax.group(2).charAt(0);
        } else if (zh.matches()) {
            cell = Integer.parseInt(zh.group(1));
            letter = zh.group(2).charAt(0);
        } else if (en.matches()) {
            cell = Integer.parseInt(en.group(2));
            letter = en.group(1).charAt(0);
        }
        boolean over = LolRules.containsLol(row) || row.indexOf('*') < 0;
        if (cell >= 1 && cell <= row.length() && row.charAt(cell - 1) == '*' && !over) {
            return new Row(LolRules.place(row, cell - 1, Character.toUpperCase(letter)));
        }
        throw new BadInputException(Text.of(
                "\"" + m + "\" 不是 " + shorten(row) + " 中的合法着法（着法写成空格的格号（从 1 开始）加字母，如 3L 或 3O）",
                "\"" + m + "\" is not a legal move in " + shorten(row)
                        + " (moves look like 3L or 3O: an empty cell numbered from 1 and a letter)"));
    }

    private static String shorten(String row) {
        return row.length() <= SHOWN_CELLS ? row : row.substring(0, SHOWN_CELLS - 3) + "...";
    }
}
