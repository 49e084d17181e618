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
        boolean small = program.shape() == RuleProgram.Shape.TUPLE && program.variables().size() <= 2;
        return small ? new Packed(new Objects()) : new Objects();
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
