package boyi.solve;

import boyi.model.Game;
import boyi.model.LongEncoded;
import boyi.model.Symmetric;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.HashMap;
import java.util.Map;

/**
 * A memo from positions to non-zero {@code long} codes for a game: primitive-keyed when the game
 * is {@link LongEncoded}, an object map otherwise; symmetric positions share an entry.
 *
 * <pre>{@code
 * PositionMemo<P> memo = PositionMemo.of(game, 1_000_000);
 * memo.put(p, code);
 * long c = memo.get(p);   // 0 when absent
 * }</pre>
 */
abstract class PositionMemo<P> {

    abstract long get(P position);

    abstract void put(P position, long code);

    abstract int size();

    static <P> PositionMemo<P> of(Game<P> game, long budget) {
        @SuppressWarnings("unchecked")
        Symmetric<P> sym = game instanceof Symmetric<?> s ? (Symmetric<P>) s : null;
        if (game instanceof LongEncoded<?> e) {
            @SuppressWarnings("unchecked")
            LongEncoded<P> enc = (LongEncoded<P>) e;
            LongLongMap map = new LongLongMap(1024, budget);
            return new PositionMemo<>() {
                private long key(P p) {
                    return enc.encode(sym == null ? p : sym.canonical(p));
                }

                long get(P p) {
                    return map.get(key(p));
                }

                void put(P p, long code) {
                    map.put(key(p), code);
                }

                int size() {
                    return map.size();
                }
            };
        }
        Map<P, Long> map = new HashMap<>();
        return new PositionMemo<>() {
            private P key(P p) {
                return sym == null ? p : sym.canonical(p);
            }

            long get(P p) {
                Long v = map.get(key(p));
                return v == null ? 0 : v;
            }

            void put(P p, long code) {
                if (map.put(key(p), code) == null && map.size() > budget) {
                    throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（内存上限）",
                            "the search needs more than %d positions (the memory budget)", budget));
                }
            }

            int size() {
                return map.size();
            }
        };
    }
}
