package boyi.games.classic;

import boyi.games.AbstractGameInstance;
import boyi.games.GameFamily;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the classic games share: the theorem decides every position; positions small enough for
 * an exact memoised search also get their remoteness from it (the theorem gives only the
 * outcome). The search memo lives as long as the instance.
 *
 * <pre>{@code
 * value(p) = small(p) ? negamax(p) : Value.of(theoremOutcome(p))
 * }</pre>
 *
 * @param <P> the position type
 */
abstract class TheoremInstance<P> extends AbstractGameInstance<P> {

    /** Positions the memoised search may store per instance. */
    static final long SEARCH_BUDGET = 2_000_000;
    /** The most moves {@link boyi.model.Game#moves} lists before giving up. */
    static final long MOVE_LIMIT = 1_000_000;

    private NegamaxSolver<P> search;

    TheoremInstance(GameFamily family, Map<String, String> parameters) {
        super(family, parameters);
    }

    /** Whether an exact search from {@code p} is cheap (a few thousand positions at most). */
    abstract boolean small(P p);

    /** The outcome by the theorem. */
    abstract Outcome theoremOutcome(P p);

    /** The theorem's explanation with the numbers. */
    abstract String theoremExplanation(P p);

    @Override
    public Value value(P p) {
        if (small(p)) {
            synchronized (this) {
                if (search == null) {
                    search = new NegamaxSolver<>(game(), SEARCH_BUDGET);
                }
                return search.value(p);
            }
        }
        return Value.of(theoremOutcome(p));
    }

    @Override
    public String explain(P p) {
        return theoremExplanation(p) + (small(p) ? " Remoteness by exact search of the positions below."
                : " Remoteness not computed: the position is too large to search, the theorem decides the outcome.");
    }

    /**
     * The position after the move called {@code name}: it must match {@code move}, and
     * {@code after} gives the position it leads to, or {@code null} when it is not legal here.
     *
     * @param hint how moves look, shown in the error, e.g. {@code (moves look like "take 1")}
     * @throws BadInputException naming the move and the position
     */
    final P playMatching(P p, String name, Pattern move, Function<Matcher, P> after, String hint) {
        Matcher m = move.matcher(name.trim());
        if (m.matches()) {
            try {
                P result = after.apply(m);
                if (result != null) {
                    return result;
                }
            } catch (NumberFormatException e) {
                // a number too large to be legal: fall through to the message
            }
        }
        throw new BadInputException("\"" + name.trim() + "\" is not a legal move in " + format(p) + " " + hint);
    }

    /** The legal moves, or TooLargeException when there are more than {@link #MOVE_LIMIT}. */
    static void checkMoveCount(GameFamily family, String position, long count) {
        if (count > MOVE_LIMIT) {
            throw new TooLargeException(family.id() + ": " + position + " has " + count + " moves, more than "
                    + MOVE_LIMIT + " to list; the analysis lists the interesting ones");
        }
    }

    /** Adds {@code m} unless a move with the same name is there already. */
    static <P> void addOnce(List<Move<P>> moves, Move<P> m) {
        for (Move<P> x : moves) {
            if (x.name().equals(m.name())) {
                return;
            }
        }
        moves.add(m);
    }

    /**
     * Whole numbers separated by spaces or commas, each in [min, max].
     *
     * @throws BadInputException naming the family, the token and what was expected
     */
    static long[] numbers(GameFamily family, String text, String what, long min, long max) {
        String trimmed = text.trim();
        String[] parts = trimmed.isEmpty() ? new String[0] : trimmed.split("[\\s,]+");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                out[i] = Long.parseLong(parts[i]);
                if (out[i] >= min && out[i] <= max) {
                    continue;
                }
            } catch (NumberFormatException e) {
                // fall through to the message
            }
            throw new BadInputException(family.id() + ": position \"" + shorten(trimmed) + "\", number " + (i + 1) + " \""
                    + shorten(parts[i]) + "\": expected " + what + ", a whole number " + show(min) + ".." + show(max));
        }
        return out;
    }

    /** At least one number, else "{@code <id>}: missing {@code missing} (position syntax)". */
    static long[] someNumbers(GameFamily family, String text, String what, long min, long max, String missing) {
        long[] out = numbers(family, text, what, min, max);
        if (out.length == 0) {
            throw new BadInputException(family.id() + ": missing " + missing + " (" + family.positionSyntax() + ")");
        }
        return out;
    }

    /** Exactly {@code count} numbers. */
    static long[] numbers(GameFamily family, String text, String what, long min, long max, int count) {
        long[] out = numbers(family, text, what, min, max);
        if (out.length != count) {
            throw new BadInputException(family.id() + ": position \"" + shorten(text.trim()) + "\": expected " + count
                    + " numbers (" + family.positionSyntax() + "), got " + out.length);
        }
        return out;
    }

    static String show(long v) {
        return v == 1_000_000_000_000_000_000L ? "10^18" : Long.toString(v);
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    static String join(long[] values) {
        StringBuilder b = new StringBuilder();
        for (long v : values) {
            b.append(b.length() == 0 ? "" : " ").append(v);
        }
        return b.toString();
    }

    static String join(List<Long> values) {
        return join(unboxed(values));
    }

    /** {@code values} with the one at {@code index} replaced by {@code value}. */
    static List<Long> replaced(List<Long> values, int index, long value) {
        List<Long> out = new ArrayList<>(values);
        out.set(index, value);
        return List.copyOf(out);
    }

    static List<Long> boxed(long[] values) {
        List<Long> out = new ArrayList<>(values.length);
        for (long v : values) {
            out.add(v);
        }
        return List.copyOf(out);
    }

    static long[] unboxed(List<Long> values) {
        long[] out = new long[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }
}
