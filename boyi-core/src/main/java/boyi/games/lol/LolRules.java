package boyi.games.lol;

import boyi.games.lol.LolGame.Row;
import boyi.model.Game;
import boyi.model.LongEncoded;
import boyi.model.Move;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of LOL (填字母): every empty cell may take {@code L} or {@code O}; the game is over
 * when {@code LOL} appears (the player to move has lost) or the row is full (a draw). Also the
 * cell-level facts the solver builds on: threats (a triple one letter short of {@code LOL}), safe
 * moves (that leave no threat) and dead pairs {@code L**L} (see {@code docs/lol.md}).
 *
 * <pre>{@code
 * LolRules rules = new LolRules();
 * rules.moves(new Row("*L*")).get(0).name();         // "1L"
 * LolRules.immediateWin(LolRules.cells("*L*L"));     // 5 = 2 * cell index 2 + 1 (O)
 * }</pre>
 */
public final class LolRules implements Game<Row>, Symmetric<Row>, LongEncoded<Row> {

    /** Cell contents in the working arrays. */
    static final byte EMPTY = 0;
    static final byte L = 1;
    static final byte O = 2;

    /** The longest row the 2-bit encoding ({@link #encode}) holds. */
    static final int MAX_ENCODED_ROW = 31;

    private static final byte[] LOL = {L, O, L};

    @Override
    public List<Move<Row>> moves(Row position) {
        if (primitive(position) != null) {
            return List.of();
        }
        String row = position.cells();
        List<Move<Row>> out = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == '*') {
                out.add(new Move<>((i + 1) + "L", new Row(place(row, i, 'L'))));
                out.add(new Move<>((i + 1) + "O", new Row(place(row, i, 'O'))));
            }
        }
        return out;
    }

    @Override
    public Value primitive(Row position) {
        String row = position.cells();
        if (containsLol(row)) {
            return Value.loss(0);
        }
        return row.indexOf('*') < 0 ? Value.DRAW : null;
    }

    /** The row or its mirror image, whichever is smaller as text. */
    @Override
    public Row canonical(Row position) {
        String row = position.cells();
        String reverse = new StringBuilder(row).reverse().toString();
        return reverse.compareTo(row) < 0 ? new Row(reverse) : position;
    }

    /**
     * Two bits a cell ({@code *}=1, {@code L}=2, {@code O}=3) above a sentinel bit, so rows of up
     * to 31 cells encode injectively. @throws TooLargeException for longer rows
     */
    @Override
    public long encode(Row position) {
        String row = position.cells();
        if (row.length() > MAX_ENCODED_ROW) {
            throw new TooLargeException(Text.format("LOL 的 2 位编码最多容纳 %d 格的行，这一行有 %d 格",
                    "the 2-bit LOL encoding holds rows of up to %d cells, not %d", MAX_ENCODED_ROW, row.length()));
        }
        long code = 1;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            code = (code << 2) | (c == '*' ? 1 : c == 'L' ? 2 : 3);
        }
        return code;
    }

    // ---------------------------------------------------------------- rows as text

    /** The row with {@code letter} written into cell {@code index} (from 0). */
    static String place(String row, int index, char letter) {
        return row.substring(0, index) + letter + row.substring(index + 1);
    }

    /** What is wrong with the cells of a row ({@code null} if every cell is *, L or O). */
    public static Text badCell(String row) {
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c != '*' && c != 'L' && c != 'O') {
                return Text.format("第 %d 格是 '%c'；格子只能是 *（空格）、L 或 O", "cell %d is '%c'; cells are * (empty), L or O",
                        i + 1, c);
            }
        }
        return null;
    }

    /** Whether {@code LOL} appears in the row. */
    public static boolean containsLol(String row) {
        return row.contains("LOL");
    }

    // ---------------------------------------------------------------- rows as cells

    /**
     * The cells of a row over {@code *LO} (checked by the caller, see {@link #badCell}).
     *
     * @throws IllegalArgumentException on another character (a caller's bug)
     */
    public static byte[] cells(String row) {
        byte[] c = new byte[row.length()];
        for (int i = 0; i < c.length; i++) {
            c[i] = switch (row.charAt(i)) {
                case '*' -> EMPTY;
                case 'L' -> L;
                case 'O' -> O;
                default -> throw new IllegalArgumentException("not a LOL cell: " + row.charAt(i));
            };
        }
        return c;
    }

    static String text(byte[] c) {
        StringBuilder b = new StringBuilder(c.length);
        for (byte x : c) {
            b.append(x == EMPTY ? '*' : x == L ? 'L' : 'O');
        }
        return b.toString();
    }

    static int countEmpty(byte[] c) {
        int n = 0;
        for (byte x : c) {
            if (x == EMPTY) {
                n++;
            }
        }
        return n;
    }

    static boolean containsLol(byte[] c) {
        for (int s = 0; s + 2 < c.length; s++) {
            if (c[s] == L && c[s + 1] == O && c[s + 2] == L) {
                return true;
            }
        }
        return false;
    }

    /** Whether the triple starting at {@code s} has exactly one empty cell and agrees with LOL (a threat). */
    private static boolean isThreat(byte[] c, int s) {
        int empty = 0;
        for (int k = 0; k < 3; k++) {
            byte x = c[s + k];
            if (x == EMPTY) {
                empty++;
            } else if (x != LOL[k]) {
                return false;
            }
        }
        return empty == 1;
    }

    /**
     * A move completing LOL, as {@code 2 * cell + (0 for L, 1 for O)}, or -1 if none: the least
     * such code, so the move named is the first winning move in the order of {@link #moves}.
     */
    static int immediateWin(byte[] c) {
        int best = -1;
        for (int s = 0; s + 2 < c.length; s++) {
            if (isThreat(c, s)) {
                for (int k = 0; k < 3; k++) {
                    if (c[s + k] == EMPTY) {
                        int move = 2 * (s + k) + (k == 1 ? 1 : 0);
                        best = best < 0 ? move : Math.min(best, move);
                    }
                }
            }
        }
        return best;
    }

    /**
     * Whether writing {@code letter} into empty cell {@code i} of a threat-free row creates no
     * threat (only the three triples through {@code i} can change).
     */
    static boolean isSafe(byte[] c, int i, byte letter) {
        c[i] = letter;
        boolean safe = true;
        for (int s = Math.max(0, i - 2); s <= i && s + 2 < c.length; s++) {
            if (isThreat(c, s)) {
                safe = false;
                break;
            }
        }
        c[i] = EMPTY;
        return safe;
    }

    /** Whether an {@code L} in empty cell {@code i} would close a dead pair {@code L**L}. */
    static boolean makesDeadPair(byte[] c, int i) {
        return (i >= 3 && c[i - 3] == L && c[i - 2] == EMPTY && c[i - 1] == EMPTY)
                || (i + 3 < c.length && c[i + 1] == EMPTY && c[i + 2] == EMPTY && c[i + 3] == L);
    }
}
