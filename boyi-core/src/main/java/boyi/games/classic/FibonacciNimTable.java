package boyi.games.classic;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.RemotenessFold;
import boyi.solve.ValueCode;
import boyi.util.Text;
import java.util.Optional;

/**
 * The exact values, remoteness included, of every Fibonacci Nim position with at most
 * {@link #STONES} stones, built once by the remoteness rule in O(STONES^2): the position
 * (n, m) has the moves of (n, m - 1) plus the take m, so its children fold in one at a time
 * (16-bit {@link ValueCode} records, about 4 MB).
 *
 * <pre>{@code
 * FibonacciNimTable.EVALUATOR.value(new FibonacciNimGame.Pile(43, 42));   // Optional[win in 27]
 * }</pre>
 */
final class FibonacciNimTable {

    /** The most stones the table covers. */
    static final int STONES = 2000;

    static final Method METHOD = Method.table(Text.of("斐波那契博弈精确步数表", "exact Fibonacci Nim table"));

    /** The table as an evaluator: positions with at most {@link #STONES} stones, empty beyond. */
    static final Evaluator<FibonacciNimGame.Pile> EVALUATOR = new Evaluator<>() {
        @Override
        public Optional<Verdict> evaluate(FibonacciNimGame.Pile p) {
            return value(p).map(v -> new Verdict(v, METHOD, Text.format(
                    "查 %d 个石子以内的精确步数表：%s。", "Looked up in the exact table of positions up to %d stones: %s.",
                    STONES, v.toString())));
        }

        @Override
        public Optional<Value> value(FibonacciNimGame.Pile p) {
            return p.stones() <= STONES ? Optional.of(ValueCode.value(codes()[index(p.stones(), p.most())] & 0xFFFF))
                    : Optional.empty();
        }
    };

    private static short[] codes;

    private FibonacciNimTable() {
    }

    private static int index(long n, long m) {
        return n == 0 ? 0 : (int) (n * (n - 1) / 2 + m);
    }

    private static synchronized short[] codes() {
        if (codes == null) {
            short[] c = new short[index(STONES, STONES) + 1];
            c[0] = ValueCode.toShort(ValueCode.loss(0));
            RemotenessFold fold = new RemotenessFold();
            for (int n = 1; n <= STONES; n++) {
                fold.reset();
                for (int m = 1; m <= n; m++) {
                    int left = n - m;
                    fold.addCode(c[index(left, Math.min(2L * m, left))] & 0xFFFF);
                    c[index(n, m)] = ValueCode.toShort(fold.resultCode());
                }
            }
            codes = c;
        }
        return codes;
    }
}
