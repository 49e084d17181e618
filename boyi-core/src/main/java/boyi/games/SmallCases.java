package boyi.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Positions of a family small enough for plain search, with the parameter values they are for:
 * the game contract (the tests' {@code GameContractTest}) puts every evaluator of the family
 * (theorem, table, search) against plain search of its rules on each of them, with its moves,
 * texts and explanations. A family declares them in its own file ({@link GameFamily#smallCases()}),
 * so that a new game is that file and its line in the catalogue.
 *
 * <pre>{@code
 * @Override
 * public List<SmallCases> smallCases() {
 *     return List.of(SmallCases.of(Map.of("m", "3"), SmallCases.piles(3, 6)));   // "0", "0 0", "0 1", ..., "6 6 6"
 * }
 * }</pre>
 *
 * @param parameters the parameter values of the instance (missing ones take their defaults)
 * @param positions  the positions, as a user writes them
 * @param normalPlay whether an impartial game is played under normal play (Grundy value 0 exactly when lost)
 */
public record SmallCases(Map<String, String> parameters, List<String> positions, boolean normalPlay) {

    public SmallCases {
        parameters = Map.copyOf(parameters);
        positions = List.copyOf(positions);
    }

    /** Positions under normal play. */
    public static SmallCases of(Map<String, String> parameters, List<String> positions) {
        return new SmallCases(parameters, positions, true);
    }

    /** Every position of 1 to {@code count} piles of 0 to {@code max} stones, in every order: "0", "2 0", "0 2", "5 2 2". */
    public static List<String> piles(int count, long max) {
        List<String> out = new ArrayList<>();
        List<String> shorter = List.of("");
        for (int k = 1; k <= count; k++) {
            List<String> longer = new ArrayList<>();
            for (String prefix : shorter) {
                for (long p = 0; p <= max; p++) {
                    longer.add(prefix.isEmpty() ? Long.toString(p) : prefix + " " + p);
                }
            }
            out.addAll(longer);
            shorter = longer;
        }
        return out;
    }
}
