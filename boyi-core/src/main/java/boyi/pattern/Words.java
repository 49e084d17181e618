package boyi.pattern;

import boyi.util.Text;
import java.util.List;
import java.util.stream.Collectors;

/** Texts shared by the pattern finders: residue sets, lists of positions, row prefixes. */
final class Words {

    /** How many positions a statement lists before "...". */
    static final int LISTED = 20;

    private Words() {
    }

    /** {@code "n mod 8 = 1"}, {@code "n mod 5 ∈ {0, 2}"}; the variable is {@code x}. */
    static String residues(String x, long modulus, List<Long> residues) {
        if (residues.size() == 1) {
            return x + " mod " + modulus + " = " + residues.get(0);
        }
        return x + " mod " + modulus + " ∈ {" + join(residues) + "}";
    }

    static String join(List<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** The first {@link #LISTED} items, then {@code ", ..."} (or {@code "，……"}) when there are more. */
    static Text firstFew(List<String> items) {
        String shown = String.join(", ", items.subList(0, Math.min(items.size(), LISTED)));
        boolean more = items.size() > LISTED;
        return Text.of(shown + (more ? " ……" : ""), shown + (more ? ", ..." : ""));
    }

    /** {@code "偶/偶 行："} / {@code "row even/even: "} for a table with several rows, else empty. */
    static Text rowPrefix(List<Text> rowNames, int row) {
        if (rowNames.size() <= 1) {
            return Text.EMPTY;
        }
        Text name = rowNames.get(row);
        return Text.of(name.zh() + " 行：", "row " + name.en() + ": ");
    }

    /** {@code "n >= 9 时，"} / {@code "for n >= 9: "} when {@code from > 0}, else empty. */
    static Text fromN(long from) {
        return from == 0 ? Text.EMPTY : Text.format("n >= %d 时，", "for n >= %d: ", from);
    }
}
