package boyi.bench;

import boyi.model.Game;
import boyi.model.LongEncoded;
import boyi.model.Move;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The generic engine on a pile game (take 1, 3 or 4): NegamaxSolver with a primitive-keyed
 * memo ({@link LongEncoded}) against the same solver with an object-keyed memo.
 * Run: {@code bin/bench jmh EngineJmh}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgs = {"-Xss512k", "-Xmx2g"})
public class EngineJmh {

    @Param({"100000"})
    public long pile;

    /** Take 1, 3 or 4 from one pile; whoever cannot move loses. */
    static class Pile implements Game<Long> {
        @Override
        public List<Move<Long>> moves(Long n) {
            List<Move<Long>> out = new ArrayList<>(3);
            for (long t : new long[] {1, 3, 4}) {
                if (t <= n) {
                    out.add(new Move<>("take " + t, n - t));
                }
            }
            return out;
        }

        @Override
        public Value primitive(Long n) {
            return n == 0 ? Value.loss(0) : null;
        }
    }

    static final class EncodedPile extends Pile implements LongEncoded<Long> {
        @Override
        public long encode(Long n) {
            return n;
        }
    }

    @Benchmark
    public Value objectMemo() {
        return new NegamaxSolver<>(new Pile()).value(pile);
    }

    @Benchmark
    public Value primitiveMemo() {
        return new NegamaxSolver<>(new EncodedPile()).value(pile);
    }
}
