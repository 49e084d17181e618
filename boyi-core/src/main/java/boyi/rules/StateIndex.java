package boyi.rules;

import boyi.solve.LongLongMap;
import java.util.HashMap;
import java.util.Map;

/**
 * The numbers a search gave the positions it reached. Tuples of one or two small numbers are
 * packed into one {@code long} and kept in a primitive open-addressing table (a search of
 * Wythoff's 200 x 200 looks up ten million children); other positions in a hash map.
 *
 * <pre>{@code
 * StateIndex index = StateIndex.forShape(program);
 * index.put(state, 7);
 * index.get(state);   // 7, or -1 when absent
 * }</pre>
 */
abstract class StateIndex {

    abstract int get(RuleState s);

    /** The index of the tuple with these values, or -1. */
    int get(long[] values) {
        return get(RuleState.owned(values.clone()));
    }

    abstract void put(RuleState s, int index);

    static StateIndex forShape(RuleProgram program) {
        return forShape(program, java.util.List.of());
    }

    /**
     * The index for a search from {@code roots}: tuples of one or two numbers inside the box the
     * roots span (0..largest of each number, at most {@link #DENSE_CELLS} cells) in a plain array,
     * the others packed or hashed.
     */
    static StateIndex forShape(RuleProgram program, java.util.List<RuleState> roots) {
        boolean small = program.shape() == RuleProgram.Shape.TUPLE && program.variables().size() <= 2;
        if (!small) {
            return new Objects();
        }
        StateIndex packed = new Packed(new Objects());
        long[] most = new long[program.variables().size()];
        for (RuleState r : roots) {
            for (int i = 0; i < most.length; i++) {
                most[i] = Math.max(most[i], r.value(i));
            }
        }
        long cells = 1;
        for (long m : most) {
            cells = m >= DENSE_CELLS ? DENSE_CELLS + 1 : cells * (m + 1);
            if (cells > DENSE_CELLS) {
                return packed;
            }
        }
        return roots.isEmpty() ? packed : new Dense(most, packed);
    }

    /** The most cells a dense index holds. */
    static final long DENSE_CELLS = 4_000_000;

    /** Tuples inside a box by their place in it (row by row), with index + 1 in an int array. */
    private static final class Dense extends StateIndex {
        private final long[] most;
        private final int[] slots;
        private final StateIndex outside;

        Dense(long[] most, StateIndex outside) {
            this.most = most;
            long cells = 1;
            for (long m : most) {
                cells *= m + 1;
            }
            this.slots = new int[(int) cells];
            this.outside = outside;
        }

        private int place(long[] v) {
            long p = 0;
            for (int i = 0; i < v.length; i++) {
                if (v[i] > most[i]) {
                    return -1;
                }
                p = p * (most[i] + 1) + v[i];
            }
            return (int) p;
        }

        @Override
        int get(RuleState s) {
            return get(s.numbersUnsafe());
        }

        @Override
        int get(long[] values) {
            int p = place(values);
            return p < 0 ? outside.get(values) : slots[p] - 1;
        }

        @Override
        void put(RuleState s, int index) {
            int p = place(s.numbersUnsafe());
            if (p < 0) {
                outside.put(s, index);
            } else {
                slots[p] = index + 1;
            }
        }
    }

    /** Any position, in a hash map. */
    private static final class Objects extends StateIndex {
        private final Map<RuleState, Integer> map = new HashMap<>();

        @Override
        int get(RuleState s) {
            Integer i = map.get(s);
            return i == null ? -1 : i;
        }

        @Override
        void put(RuleState s, int index) {
            map.put(s, index);
        }
    }

    /**
     * One or two numbers below 2^31 packed as {@code a << 31 | b} (one number: itself, below
     * 2^62), stored with index + 1 (0 means absent); larger tuples go to the fallback map.
     */
    private static final class Packed extends StateIndex {
        private static final long LIMIT = 1L << 31;
        private final LongLongMap table = new LongLongMap(1 << 12, Long.MAX_VALUE);
        private final StateIndex fallback;

        Packed(StateIndex fallback) {
            this.fallback = fallback;
        }

        private static long key(RuleState s) {
            return key(s.numbersUnsafe());
        }

        private static long key(long[] v) {
            if (v.length == 1) {
                return v[0] < (1L << 62) ? v[0] : -1;
            }
            return v[0] < LIMIT && v[1] < LIMIT ? v[0] << 31 | v[1] : -1;
        }

        @Override
        int get(RuleState s) {
            long k = key(s);
            return k < 0 ? fallback.get(s) : (int) table.get(k) - 1;
        }

        @Override
        int get(long[] values) {
            long k = key(values);
            return k < 0 ? fallback.get(RuleState.owned(values.clone())) : (int) table.get(k) - 1;
        }

        @Override
        void put(RuleState s, int index) {
            long k = key(s);
            if (k < 0) {
                fallback.put(s, index);
            } else {
                table.put(k, index + 1L);
            }
        }
    }
}
