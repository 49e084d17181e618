package boyi.games.heaps;

import boyi.games.Partitions;
import boyi.games.heaprules.HeapMove;
import boyi.games.heaprules.HeapRule;
import boyi.games.heaprules.LaskerRule;
import boyi.games.heaprules.NimRule;
import boyi.games.sums.ComponentMove;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A heap of any {@link HeapRule} as a component of a sum: the rule's moves under the sums' move
 * names and its Grundy values (closed form or pipeline), Anti-SG claim and Every-SG steps for the
 * sum rules. It is the one adapter from a heap rule to a sum: a new heap rule needs no class
 * here. A heap left empty stays in the position as a heap of 0.
 *
 * <p>Move names: {@code take 3} (one heap or none left), {@code split 2+5} (nothing taken) and
 * {@code take 1, leave 2+4} (taken from the middle), with the labels 取 3 个 / 分成 2 和 5 /
 * 取走中间 1 个，剩 2 和 4; the two heaps of a split are written smaller first.
 *
 * <pre>{@code
 * HeapComponent kayles = new HeapComponent(new TakeAndBreakRule(TakeAndBreak.octal("0.77")));
 * kayles.moves(3L);       // take 1; take 1, leave 1+1; take 2 (in the rule's order)
 * kayles.grundy(5L);      // 4, from the pipeline
 * HeapComponent.NIM.moves(2L);   // take 1 -> 1, take 2 -> 0
 * }</pre>
 */
public final class HeapComponent implements SizeComponent {

    /** A Nim heap ({@link NimRule}). */
    public static final HeapComponent NIM = new HeapComponent(NimRule.RULE);
    /** A heap of Lasker's Nim ({@link LaskerRule}). */
    public static final HeapComponent LASKER = new HeapComponent(LaskerRule.RULE);

    private static final Pattern TAKE = Pattern.compile("take (\\d{1,19})(?:, leave (\\d{1,19})\\+(\\d{1,19}))?");
    private static final Pattern SPLIT = Pattern.compile("split (\\d{1,19})\\+(\\d{1,19})");

    private final HeapRule rule;
    private final Text word;
    private final Text sizeName;

    /** A heap called 堆/heap, whose size is 堆的大小/a heap size. */
    public HeapComponent(HeapRule rule) {
        this(rule, SizeComponent.HEAP, SizeComponent.HEAP_SIZE);
    }

    /**
     * @param word     what one heap is called in positions and move names (堆/pile)
     * @param sizeName what its number counts, in an error (牌数/a number of cards)
     */
    public HeapComponent(HeapRule rule, Text word, Text sizeName) {
        this.rule = rule;
        this.word = word;
        this.sizeName = sizeName;
    }

    @Override
    public Text word() {
        return word;
    }

    @Override
    public Text sizeName() {
        return sizeName;
    }

    @Override
    public long maxSize() {
        return rule.maxHeap();
    }

    @Override
    public boolean antiSg() {
        return rule.antiSg();
    }

    @Override
    public OptionalLong step(Long n) {
        return rule.everySgStep(n);
    }

    @Override
    public Optional<ComponentMove<Long>> stepMove(Long n) {
        return Optional.ofNullable(rule.everySgStepMove(n)).map(HeapComponent::componentMove);
    }

    public HeapRule rule() {
        return rule;
    }

    /** The move of a heap as a move of a component, named as the sums name it. */
    static ComponentMove<Long> componentMove(HeapMove m) {
        long k = m.take();
        if (m.leaves().length < 2) {
            return new ComponentMove<>("take " + k, Text.format("取 %d 个", "take %d", k), List.of(m.heap() - k));
        }
        long a = m.leaves()[0];
        long b = m.leaves()[1];
        if (k == 0) {
            return new ComponentMove<>("split " + a + "+" + b, Text.of("分成 " + a + " 和 " + b, "split into " + a + " and " + b),
                    List.of(a, b));
        }
        return new ComponentMove<>("take " + k + ", leave " + a + "+" + b,
                Text.of("取走中间 " + k + " 个，剩 " + a + " 和 " + b, "take " + k + ", leave " + a + "+" + b), List.of(a, b));
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<HeapMove> moves = rule.firstMoves(n, Integer.MAX_VALUE);
        List<ComponentMove<Long>> out = new ArrayList<>(moves.size());
        for (HeapMove m : moves) {
            out.add(componentMove(m));
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        return rule.moveCount(n);
    }

    @Override
    public boolean splits() {
        return rule.splits();
    }

    /** Empty when the pipeline's budget does not reach heap n (then search decides small heaps). */
    @Override
    public OptionalLong grundy(Long n) {
        try {
            return OptionalLong.of(rule.grundy(n));
        } catch (TooLargeException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public Text grundyRule() {
        return rule.grundyMethod();
    }

    @Override
    public Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        try {
            return Optional.ofNullable(rule.moveTo(n, target)).map(HeapComponent::componentMove);
        } catch (TooLargeException e) {
            return Optional.empty();
        }
    }

    /** Reads the name without listing the moves (heaps of 10^18), then asks the rule. */
    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        HeapMove m = parse(n, name.trim());
        // only the name as written by the moves themselves: "take 01" is not "take 1"
        return m != null && rule.legal(m) ? Optional.of(componentMove(m)).filter(c -> c.name().equals(name.trim()))
                : Optional.empty();
    }

    /** The heap move a sum's move name stands for, or null when the name is not one or its sizes do not add up. */
    private static HeapMove parse(long n, String name) {
        try {
            Matcher take = TAKE.matcher(name);
            if (take.matches()) {
                long k = Long.parseLong(take.group(1));
                if (take.group(2) == null) {
                    return k <= n ? HeapMove.take(n, k) : null;
                }
                return split(n, k, Long.parseLong(take.group(2)), Long.parseLong(take.group(3)));
            }
            Matcher split = SPLIT.matcher(name);
            return split.matches() ? split(n, 0, Long.parseLong(split.group(1)), Long.parseLong(split.group(2))) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Splits are written smaller heap first, both nonempty. */
    private static HeapMove split(long n, long k, long a, long b) {
        boolean fits = a >= 1 && b >= a && k <= n && a <= n - k && b == n - k - a;
        return fits ? HeapMove.split(n, k, a, b) : null;
    }

    /** Splitting rules have as many positions below as partitions; the others one per size. */
    @Override
    public double weight(Long n) {
        return rule.splits() ? Partitions.estimate(n) : n + 1.0;
    }
}
