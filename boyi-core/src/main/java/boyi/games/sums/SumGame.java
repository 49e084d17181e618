package boyi.games.sums;

import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;

/**
 * The real rules of a sum of components under a {@link SumRule}; positions are the components in
 * the order written. Move names say which component and what move, e.g. {@code heap 2: take 3};
 * under Every-SG one move names a move in every component that is not over, joined by
 * {@code "; "}. A family with names of its own (Nim's {@code pile 1: 3 -> 1}) gives its
 * {@link Naming}; the moves, their order and the end of the game stay the sums'.
 *
 * <pre>{@code
 * Game<List<Long>> misere = SumGame.of(HeapComponent.NIM, SumRule.MISERE);
 * misere.primitive(List.of(0L));   // win(0): the opponent took the last stone
 * }</pre>
 */
public abstract class SumGame<C> implements Symmetric<List<C>> {

    /** The most moves one position may list. */
    public static final long MOVE_LIMIT = 1_000_000;

    final ComponentRules<C> rules;
    /** The family's own move names, or null for the sums' ({@code heap 2: take 3}). */
    private final Naming<C> naming;

    SumGame(ComponentRules<C> rules, Naming<C> naming) {
        this.rules = rules;
        this.naming = naming;
    }

    public static <C> SumGame<C> of(ComponentRules<C> rules, SumRule rule) {
        return of(rules, rule, null);
    }

    /**
     * The sum with the family's own move names (null: the sums'). Every-SG moves name a move in
     * every component at once, so they keep the sums' names.
     */
    public static <C> SumGame<C> of(ComponentRules<C> rules, SumRule rule, Naming<C> naming) {
        return switch (rule) {
            case NORMAL -> new Normal<>(rules, naming);
            case MISERE -> new Misere<>(rules, naming);
            case EVERY_SG -> new EverySg<>(rules);
        };
    }

    /**
     * How a family names the move of one component as a move of the whole position, and refuses
     * a position with too many moves to list.
     *
     * <pre>{@code
     * // Nim: "pile 1: 3 -> 1" for taking 2 from the first of the piles 3 4 5
     * Move<List<Long>> m = naming.move(List.of(3L, 4L, 5L), 0, takeTwo);
     * }</pre>
     */
    public interface Naming<C> {
        /** The move of component {@code i} of {@code position} to the parts of {@code m}. */
        Move<List<C>> move(List<C> position, int i, ComponentMove<C> m);

        /** @throws TooLargeException when {@code count}, the position's number of moves, is more than a list holds */
        void checkCount(List<C> position, long count);
    }

    public ComponentRules<C> rules() {
        return rules;
    }

    /**
     * The components that can still move, sorted: the order of components and the finished ones
     * change neither the value nor the remoteness, so searches store one position per class.
     */
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public List<C> canonical(List<C> position) {
        List<C> live = new ArrayList<>(position.size());
        for (C c : position) {
            if (rules.moveCount(c) > 0) {
                live.add(c);
            }
        }
        live.sort((a, b) -> a instanceof Comparable ca ? ca.compareTo(b) : rules.format(a).compareTo(rules.format(b)));
        return List.copyOf(live);
    }

    /** The total of the components' move counts (saturated). */
    long singleMoveCount(List<C> position) {
        long n = 0;
        for (C c : position) {
            n = Math.min(n + rules.moveCount(c), 1_000_000_000_000_000_000L);
        }
        return n;
    }

    /** Whether every component is over. */
    boolean allOver(List<C> position) {
        for (C c : position) {
            if (rules.moveCount(c) > 0) {
                return false;
            }
        }
        return true;
    }

    /** The move-syntax prefix of component i (0-based): {@code heap 2: }. */
    String prefix(int i) {
        return rules.word().en() + " " + (i + 1) + ": ";
    }

    /** The label prefix: {@code 第 2 堆：} / {@code heap 2: }. */
    Text labelPrefix(int i) {
        return Text.of("第 " + (i + 1) + " " + rules.word().zh() + "：", rules.word().en() + " " + (i + 1) + ":");
    }

    /** The position with component i replaced by the parts of {@code m}. */
    List<C> replaced(List<C> position, int i, ComponentMove<C> m) {
        List<C> out = new ArrayList<>(position.size() + m.parts().size());
        out.addAll(position.subList(0, i));
        out.addAll(m.parts());
        out.addAll(position.subList(i + 1, position.size()));
        return List.copyOf(out);
    }

    /** The move of component i, as a move of the whole position. */
    Move<List<C>> single(List<C> position, int i, ComponentMove<C> m) {
        if (naming != null) {
            return naming.move(position, i, m);
        }
        return new Move<>(prefix(i) + m.name(), replaced(position, i, m), MoveShape.of("pile").with("pile", i + 1));
    }

    /** The label of a move named by {@link #single}. */
    public Text label(List<C> position, Move<List<C>> move) {
        String[] parts = move.name().split("; ");
        StringBuilder zh = new StringBuilder();
        StringBuilder en = new StringBuilder();
        for (String part : parts) {
            Text one = labelOfSingle(position, part);
            zh.append(zh.length() > 0 ? "；" : "").append(one.zh());
            en.append(en.length() > 0 ? "; " : "").append(one.en());
        }
        return Text.of(zh.toString(), en.toString());
    }

    private Text labelOfSingle(List<C> position, String name) {
        int colon = name.indexOf(": ");
        if (colon < 0) {
            return Text.same(name);
        }
        try {
            int i = Integer.parseInt(name.substring(rules.word().en().length() + 1, colon)) - 1;
            String inner = name.substring(colon + 2);
            if (i >= 0 && i < position.size() && rules.moveCount(position.get(i)) <= 10_000) {
                for (ComponentMove<C> m : rules.moves(position.get(i))) {
                    if (m.name().equals(inner)) {
                        return labelPrefix(i).then(m.label());
                    }
                }
            }
        } catch (RuntimeException e) {
            // an unusual name: shown as it is
        }
        return Text.same(name);
    }

    void checkCount(List<C> position, long count) {
        if (naming != null) {
            naming.checkCount(position, count);
        } else if (count > MOVE_LIMIT) {
            throw new TooLargeException(Text.format("这个局面有 %d 种走法，超过可以列出的 %d 种；分析只列出关键的走法",
                    "this position has %d moves, more than %d to list; the analysis lists the interesting ones", count, MOVE_LIMIT));
        }
    }

    /** Normal play: one component moves; no move left loses. */
    static final class Normal<C> extends SumGame<C> implements Decomposable<List<C>> {
        Normal(ComponentRules<C> rules, Naming<C> naming) {
            super(rules, naming);
        }

        @Override
        public List<Move<List<C>>> moves(List<C> position) {
            checkCount(position, singleMoveCount(position));
            List<Move<List<C>>> out = new ArrayList<>();
            for (int i = 0; i < position.size(); i++) {
                for (ComponentMove<C> m : rules.moves(position.get(i))) {
                    out.add(single(position, i, m));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<C> position) {
            return allOver(position) ? Value.loss(0) : null;
        }

        @Override
        public List<List<C>> components(List<C> position) {
            return position.stream().map(List::of).toList();
        }
    }

    /** Misère play: one component moves; no move left wins (the opponent made the last move). */
    static final class Misere<C> extends SumGame<C> {
        private final Normal<C> normal;

        Misere(ComponentRules<C> rules, Naming<C> naming) {
            super(rules, naming);
            this.normal = new Normal<>(rules, naming);
        }

        @Override
        public List<Move<List<C>>> moves(List<C> position) {
            return normal.moves(position);
        }

        @Override
        public Value primitive(List<C> position) {
            return allOver(position) ? Value.win(0) : null;
        }
    }

    /** Every-SG: a move in every component that is not over, all at once; no move left loses. */
    static final class EverySg<C> extends SumGame<C> {
        EverySg(ComponentRules<C> rules) {
            super(rules, null);
        }

        @Override
        public List<Move<List<C>>> moves(List<C> position) {
            long count = 1;
            for (C c : position) {
                long k = rules.moveCount(c);
                if (k > 0) {
                    count = k > MOVE_LIMIT || count * k > MOVE_LIMIT ? MOVE_LIMIT + 1 : count * k;
                }
            }
            if (allOver(position)) {
                return List.of();
            }
            checkCount(position, count);
            List<Move<List<C>>> out = new ArrayList<>();
            out.add(new Move<>("", position));
            for (int i = 0; i < position.size(); i++) {
                if (rules.moveCount(position.get(i)) == 0) {
                    continue;
                }
                List<ComponentMove<C>> ms = rules.moves(position.get(i));
                List<Move<List<C>>> next = new ArrayList<>(out.size() * ms.size());
                for (Move<List<C>> partial : out) {
                    for (ComponentMove<C> m : ms) {
                        List<C> after = new ArrayList<>(partial.result());
                        after.set(i, m.parts().get(0));     // Every-SG components never split
                        String name = (partial.name().isEmpty() ? "" : partial.name() + "; ") + prefix(i) + m.name();
                        next.add(new Move<>(name, after));
                    }
                }
                out = next;
            }
            List<Move<List<C>>> done = new ArrayList<>(out.size());
            for (Move<List<C>> m : out) {
                done.add(new Move<>(m.name(), List.copyOf(m.result())));
            }
            return done;
        }

        @Override
        public Value primitive(List<C> position) {
            return allOver(position) ? Value.loss(0) : null;
        }
    }
}
