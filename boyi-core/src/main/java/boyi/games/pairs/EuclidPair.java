package boyi.games.pairs;

import boyi.games.Numbers;

import boyi.games.sums.ComponentMove;
import boyi.games.sums.ComponentRules;
import boyi.theory.EverySgTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One two-pile game of HDU 3595 (GG and MM): pick a pile with x > 0 stones and remove a positive
 * multiple of x from the other pile; a pair with an empty pile is over. Every-SG steps in
 * closed form ({@link EverySgTheory#euclidStep}); Grundy values and misère play by search.
 *
 * <pre>{@code
 * EuclidPair.RULES.moves(new EuclidPair.Pair(3, 2));   // subtract 1*2 from 3 -> (1, 2)
 * }</pre>
 */
public final class EuclidPair implements ComponentRules<EuclidPair.Pair> {

    public static final EuclidPair RULES = new EuclidPair();
    private static final Pattern MOVE = Pattern.compile(EuclidMove.NAME);

    /** The two piles in the order written. */
    public record Pair(long p, long q) {
    }

    @Override
    public Text word() {
        return Text.of("对", "pair");
    }

    @Override
    public Pair parse(String text) {
        String[] w = text.trim().split("\\s+");
        if (w.length != 2) {
            throw new BadInputException(Text.of("对 \"" + text.trim() + "\"：应为两个数 p q，几对之间用逗号分隔",
                    "pair \"" + text.trim() + "\": expected two numbers p q, pairs separated by commas"));
        }
        Text what = Text.of("一堆的石子数", "a pile size");
        Text where = Text.of("数对", "pair");
        return new Pair(Numbers.parse(where, what, w[0], 0, Numbers.E18), Numbers.parse(where, what, w[1], 0, Numbers.E18));
    }

    @Override
    public String format(Pair c) {
        return c.p() + " " + c.q();
    }

    @Override
    public String separator() {
        return ", ";
    }

    /** Remove k*x from the pile holding y (the first pile when {@code fromFirst}). */
    static ComponentMove<Pair> subtract(Pair c, boolean fromFirst, long k) {
        EuclidMove move = fromFirst ? new EuclidMove(k, c.q(), c.p()) : new EuclidMove(k, c.p(), c.q());
        Pair after = fromFirst ? new Pair(move.rest(), move.x()) : new Pair(move.x(), move.rest());
        return new ComponentMove<>(move.name(), move.label(), List.of(after));
    }

    @Override
    public List<ComponentMove<Pair>> moves(Pair c) {
        List<ComponentMove<Pair>> out = new ArrayList<>();
        if (c.p() == 0 || c.q() == 0) {
            return out;
        }
        for (long k = c.p() / c.q(); k >= 1; k--) {
            out.add(subtract(c, true, k));
        }
        for (long k = c.p() == c.q() ? 0 : c.q() / c.p(); k >= 1; k--) {   // equal piles: one direction is enough
            out.add(subtract(c, false, k));
        }
        return out;
    }

    @Override
    public long moveCount(Pair c) {
        return c.p() == 0 || c.q() == 0 ? 0 : c.p() == c.q() ? 1 : c.p() / c.q() + c.q() / c.p();
    }

    @Override
    public OptionalLong step(Pair c) {
        return OptionalLong.of(EverySgTheory.euclidStep(c.p(), c.q()));
    }

    @Override
    public Optional<ComponentMove<Pair>> stepMove(Pair c) {
        if (moveCount(c) == 0) {
            return Optional.empty();
        }
        boolean firstBigger = c.p() >= c.q();
        long x = Math.min(c.p(), c.q());
        long y = Math.max(c.p(), c.q());
        long q = y / x;
        long r = y % x;
        long k;
        if (r == 0 || q == 1) {
            k = q;                                        // win at once, or forced
        } else {
            k = EverySgTheory.euclidStep(r, x) % 2 == 0 ? q : q - 1;    // to (r, x) if lost, else to (x, x + r)
        }
        return Optional.of(subtract(c, firstBigger, k));
    }

    @Override
    public Optional<ComponentMove<Pair>> move(Pair c, String name) {
        Matcher m = MOVE.matcher(name.trim());
        if (!m.matches() || moveCount(c) == 0) {
            return Optional.empty();
        }
        try {
            long k = Long.parseLong(m.group(1));
            long x = Long.parseLong(m.group(2));
            long y = Long.parseLong(m.group(3));
            for (boolean fromFirst : new boolean[] {true, false}) {
                long px = fromFirst ? c.q() : c.p();
                long py = fromFirst ? c.p() : c.q();
                if (px == x && py == y && k >= 1 && k <= y / x) {
                    return Optional.of(subtract(c, fromFirst, k));
                }
            }
        } catch (NumberFormatException e) {
            // not a legal move
        }
        return Optional.empty();
    }

    @Override
    public double weight(Pair c) {
        long x = Math.min(c.p(), c.q());
        long y = Math.max(c.p(), c.q());
        double w = 1;
        while (x > 0) {
            w += y / x;
            long r = y % x;
            y = x;
            x = r;
            if (w > 1e12) {
                break;
            }
        }
        return w;
    }
}
