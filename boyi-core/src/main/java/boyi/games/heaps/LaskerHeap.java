package boyi.games.heaps;

import boyi.games.Partitions;

import boyi.games.sums.ComponentMove;
import boyi.theory.LaskerNimTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A heap of Lasker's Nim (HDU 3032): take any positive number, or split it into two non-empty
 * heaps (Multi-SG: a split is worth the XOR of its parts). Grundy values in closed form
 * ({@link LaskerNimTheory}); only the empty heap has value 0 and the one-heap of value 1 can only
 * be emptied, so misère sums follow the Anti-SG rule (tests check it by search).
 *
 * <pre>{@code
 * LaskerHeap.RULES.moves(3L);   // take 1, take 2, take 3, split 1+2
 * }</pre>
 */
public final class LaskerHeap implements SizeComponent {

    public static final LaskerHeap RULES = new LaskerHeap();
    private static final Pattern SPLIT = Pattern.compile("split (\\d{1,19})\\+(\\d{1,19})");

    static ComponentMove<Long> split(long a, long b) {
        return new ComponentMove<>("split " + a + "+" + b, Text.of("分成 " + a + " 和 " + b, "split into " + a + " and " + b),
                List.of(a, b));
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>(NimHeap.RULES.moves(n));
        for (long a = 1; a <= n / 2; a++) {
            out.add(split(a, n - a));
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        return n + n / 2;
    }

    @Override
    public boolean splits() {
        return true;
    }

    @Override
    public OptionalLong grundy(Long n) {
        return OptionalLong.of(LaskerNimTheory.grundy(n));
    }

    @Override
    public Text grundyRule() {
        return Text.of("拉斯克尼姆：g(4k+1)=4k+1，g(4k+2)=4k+2，g(4k+3)=4k+4，g(4k+4)=4k+3",
                "Lasker's Nim: g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3");
    }

    @Override
    public boolean antiSg() {
        return true;
    }

    @Override
    public Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        long heap = LaskerNimTheory.heapOfGrundy(target);
        if (heap < n) {
            return Optional.of(NimHeap.take(n, n - heap));
        }
        for (long a = 1; a <= n / 2 && a <= 8; a++) {
            if ((LaskerNimTheory.grundy(a) ^ LaskerNimTheory.grundy(n - a)) == target) {
                return Optional.of(split(a, n - a));
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        Optional<ComponentMove<Long>> take = NimHeap.RULES.move(n, name);
        if (take.isPresent()) {
            return take;
        }
        Matcher m = SPLIT.matcher(name.trim());
        if (m.matches()) {
            try {
                long a = Long.parseLong(m.group(1));
                long b = Long.parseLong(m.group(2));
                if (a >= 1 && b >= a && a + b == n) {
                    return Optional.of(split(a, b));
                }
            } catch (NumberFormatException e) {
                // not a legal move
            }
        }
        return Optional.empty();
    }

    @Override
    public double weight(Long n) {
        return Partitions.estimate(n);
    }
}
