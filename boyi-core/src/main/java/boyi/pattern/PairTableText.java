package boyi.pattern;

import boyi.util.Text;

/**
 * A two-number table as aligned text for the command line: a legend, a header of b values, one
 * line per a. Outcomes print as {@code +} (win), {@code -} (loss, a P-position) and {@code 0}
 * (draw); Grundy values print as numbers with {@code *} after each 0 (a P-position).
 *
 * <pre>{@code
 * PairTableText.render(ValueKind.OUTCOME, wythoff).en();
 * // rows a, columns b; + win, - loss (P-position), 0 draw, for the player to move
 * // a\b  0 1 2 3
 * //   0  - + + +
 * //   1  + + - +
 * //   ...
 * }</pre>
 */
public final class PairTableText {

    private PairTableText() {
    }

    public static Text render(ValueKind kind, long[][] values) {
        int lastA = values.length - 1;
        int lastB = values.length == 0 ? -1 : values[0].length - 1;
        String[][] cells = new String[lastA + 1][lastB + 1];
        int width = Integer.toString(Math.max(lastB, 0)).length();
        for (int a = 0; a <= lastA; a++) {
            for (int b = 0; b <= lastB; b++) {
                long v = values[a][b];
                kind.check(v);
                cells[a][b] = kind == ValueKind.OUTCOME ? (v < 0 ? "-" : v > 0 ? "+" : "0") : v == 0 ? "0*" : Long.toString(v);
                width = Math.max(width, cells[a][b].length());
            }
        }
        int labelWidth = Math.max(3, Integer.toString(Math.max(lastA, 0)).length());
        StringBuilder grid = new StringBuilder();
        grid.append(pad("a\\b", labelWidth));
        for (int b = 0; b <= lastB; b++) {
            grid.append(' ').append(pad(Integer.toString(b), width));
        }
        grid.append('\n');
        for (int a = 0; a <= lastA; a++) {
            grid.append(pad(Integer.toString(a), labelWidth));
            for (int b = 0; b <= lastB; b++) {
                grid.append(' ').append(pad(cells[a][b], width));
            }
            grid.append('\n');
        }
        Text legend = kind == ValueKind.OUTCOME
                ? Text.of("行是 a，列是 b；+ 先手必胜，- 先手必败，0 平局",
                        "rows a, columns b; + win, - loss (P-position), 0 draw, for the player to move")
                : Text.of("行是 a，列是 b；数字是格朗迪值，带 * 的 0 是先手必败的位置",
                        "rows a, columns b; Grundy values, * marks a 0: a loss (P-position) for the player to move");
        return Text.of(legend.zh() + "\n" + grid, legend.en() + "\n" + grid);
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
