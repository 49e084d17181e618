package boyi.games.sums;

import boyi.games.MoveSelection;
import boyi.model.Move;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The moves of a sum as an analysis shows them and as a player types them: every move when few,
 * else the winning moves and a few others; a typed move is its move-syntax name or either label,
 * and on positions with too many moves to list it is read component by component
 * ({@code heap 2: take 3}, under Every-SG one per live component joined by {@code "; "}).
 *
 * <pre>{@code
 * new SumMoves<>(parts).play(List.of(3L, 5L), "heap 2: take 3");   // [3, 2]
 * }</pre>
 */
final class SumMoves<C> {

    /** Moves listed in full up to this many. */
    static final long SHOW_ALL = 200;

    private final SumParts<C> parts;

    SumMoves(SumParts<C> parts) {
        this.parts = parts;
    }

    MoveSelection<List<C>> shown() {
        return new MoveSelection<>() {
            @Override
            public List<Move<List<C>>> moves(List<C> p) {
                if (complete(p)) {
                    return parts.game.moves(p);
                }
                return interestingMoves(p);
            }

            @Override
            public boolean complete(List<C> p) {
                return countMoves(p) <= SHOW_ALL;
            }
        };
    }

    long countMoves(List<C> p) {
        if (parts.rule != SumRule.EVERY_SG) {
            return parts.game.singleMoveCount(p);
        }
        long count = 1;
        for (C c : p) {
            long k = parts.rules.moveCount(c);
            if (k > 0) {
                count = k > SHOW_ALL || count * k > SHOW_ALL ? SHOW_ALL + 1 : count * k;
            }
        }
        return parts.game.allOver(p) ? 0 : count;
    }

    List<Move<List<C>>> interestingMoves(List<C> p) {
        List<Move<List<C>>> out = new ArrayList<>();
        if (parts.rule == SumRule.EVERY_SG) {
            StringBuilder name = new StringBuilder();
            List<C> after = new ArrayList<>(p);
            for (int i = 0; i < p.size(); i++) {
                if (parts.rules.moveCount(p.get(i)) == 0) {
                    continue;
                }
                Optional<ComponentMove<C>> m = parts.rules.stepMove(p.get(i));
                if (m.isEmpty()) {
                    return out;
                }
                name.append(name.length() > 0 ? "; " : "").append(parts.game.prefix(i)).append(m.get().name());
                after.set(i, m.get().parts().get(0));
            }
            out.add(new Move<>(name.toString(), List.copyOf(after)));
            return out;
        }
        long[] g = parts.grundies(p);
        if (g != null) {
            long x = 0;
            for (long v : g) {
                x ^= v;
            }
            if (parts.rule == SumRule.NORMAL || bigCount(g) >= 2) {
                out.addAll(parts.normalWinningMoves(p, g, x, 20));
            } else if (bigCount(g) == 1) {
                for (int i = 0; i < g.length; i++) {
                    if (g[i] > 1) {
                        long ones = x ^ g[i];             // the parity of the other 1-values
                        int at = i;
                        parts.rules.moveToGrundy(p.get(i), ones == 1 ? 0 : 1).ifPresent(m -> out.add(parts.game.single(p, at, m)));
                    }
                }
            }
        }
        for (int i = 0; i < p.size() && i < 10; i++) {
            if (parts.rules.moveCount(p.get(i)) <= 20) {
                for (ComponentMove<C> m : parts.rules.moves(p.get(i))) {
                    Move<List<C>> whole = parts.game.single(p, i, m);
                    if (out.stream().noneMatch(o -> o.name().equals(whole.name()))) {
                        out.add(whole);
                    }
                }
            }
        }
        return out;
    }

    private static int bigCount(long[] g) {
        int n = 0;
        for (long v : g) {
            n += v > 1 ? 1 : 0;
        }
        return n;
    }

    /** The position after the named move (its move-syntax name or either label). */
    List<C> play(List<C> p, String name) {
        String wanted = name.trim();
        if (countMoves(p) <= SumGame.MOVE_LIMIT && (parts.rule != SumRule.EVERY_SG || countMoves(p) <= SHOW_ALL)) {
            List<Move<List<C>>> moves = parts.game.moves(p);
            for (Move<List<C>> m : moves) {
                if (m.name().equals(wanted)) {
                    return m.result();
                }
            }
            for (Move<List<C>> m : moves) {
                Text label = parts.game.label(p, m);
                if (InputText.normalize(label.zh()).equals(wanted) || label.en().equals(wanted)) {
                    return m.result();
                }
            }
        } else {
            List<C> after = new ArrayList<>(p);
            boolean ok = !wanted.isEmpty();
            java.util.Set<Integer> moved = new java.util.HashSet<>();
            for (String part : wanted.split(";\\s*")) {
                ok &= playOne(p, after, part, moved);
            }
            if (parts.rule == SumRule.EVERY_SG) {
                for (int i = 0; i < p.size(); i++) {
                    ok &= moved.contains(i) || parts.rules.moveCount(p.get(i)) == 0;
                }
            } else {
                ok &= moved.size() == 1;
            }
            if (ok) {
                List<C> flat = new ArrayList<>();
                for (Object o : after) {
                    if (o instanceof Split<?> s) {
                        @SuppressWarnings("unchecked")
                        List<C> parts = (List<C>) s.parts();
                        flat.addAll(parts);
                    } else {
                        @SuppressWarnings("unchecked")
                        C c = (C) o;
                        flat.add(c);
                    }
                }
                return List.copyOf(flat);
            }
        }
        throw new BadInputException(Text.format("\"%s\" 不是局面 %s 的合法走法（走法写作 \"%s1: ...\"）",
                "\"%s\" is not a legal move in %s (moves look like \"%s1: ...\")", wanted, parts.notation().format(p),
                parts.rules.word().en() + " "));
    }

    private record Split<C>(List<C> parts) {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private boolean playOne(List<C> p, List after, String part, java.util.Set<Integer> moved) {
        String prefix = parts.rules.word().en() + " ";
        int colon = part.indexOf(": ");
        if (!part.startsWith(prefix) || colon < 0) {
            return false;
        }
        int i;
        try {
            i = Integer.parseInt(part.substring(prefix.length(), colon).trim()) - 1;
        } catch (NumberFormatException e) {
            return false;
        }
        if (i < 0 || i >= p.size() || !moved.add(i)) {
            return false;
        }
        Optional<ComponentMove<C>> m = parseMove(p.get(i), part.substring(colon + 2).trim());
        if (m.isEmpty()) {
            return false;
        }
        after.set(i, m.get().parts().size() == 1 ? m.get().parts().get(0) : new Split<>(m.get().parts()));
        return true;
    }

    private Optional<ComponentMove<C>> parseMove(C c, String inner) {
        return parts.rules.move(c, inner);
    }
}
