package boyi.rules;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Conway's genus of single heaps of a {@code heaps} rule game (On Numbers and Games, ch. 12;
 * Winning Ways, ch. 13): {@code g^(g1 g2 g3 ...)} where g = γ0 is the heap's Grundy value under
 * normal play, γ1 its misère Grundy value, γ2 the misère Grundy value of the heap plus a nim-heap
 * of 2, γ3 with two such heaps, and so on. A misère Grundy value is 1 for a position with no move,
 * else the mex of its options' values; it is 0 exactly where the player to move loses under
 * misère play. The sums are evaluated exactly (heaps, nim-heaps of 2 and of 1), with an explicit
 * stack and a budget of positions. Every move must leave smaller heaps (as {@link HeapGrundy}
 * requires), so no position repeats.
 *
 * <p>A genus is tame when it is the genus of a misère Nim position: {@code 0^(120)},
 * {@code 1^(031)}, or {@code a^(a b)} with b = a xor 2.
 *
 * <pre>{@code
 * MisereGenus g = new MisereGenus(nim, new HeapGrundy(nim), 200_000);
 * g.of(0);   // [0, 1, 2, 0, 2, 0]: written 0^120
 * g.of(2);   // [2, 2, 0, 2, 0, 2]: written 2^20
 * }</pre>
 */
final class MisereGenus {

    /** γ0 .. γ(TERMS - 1) are computed; the symbol drops the tail where the last two alternate. */
    static final int TERMS = 6;

    private final RuleGame game;
    private final HeapGrundy normal;
    private final long budget;
    /** Misère Grundy values of sums: key = the heaps that can move, sorted, then the counts of *2 and *1. */
    private final Map<Sum, Integer> values = new HashMap<>();
    private final Map<Long, List<long[]>> options = new HashMap<>();

    MisereGenus(RuleGame game, HeapGrundy normal, long budget) {
        this.game = game;
        this.normal = normal;
        this.budget = budget;
    }

    /** A sum of heaps of the game (those that can move, sorted) with {@code twos} copies of *2 and {@code ones} of *1. */
    private record Sum(List<Long> heaps, int twos, int ones) {
    }

    /** γ0 .. γ(TERMS - 1) of the heap {@code n}. @throws TooLargeException past the budget or the deadline */
    synchronized long[] of(long n) {
        long[] g = new long[TERMS];
        g[0] = normal.upTo(n)[(int) n];
        List<Long> heap = canMove(n) ? List.of(n) : List.of();
        for (int k = 1; k < TERMS; k++) {
            g[k] = misere(new Sum(heap, k - 1, 0));
        }
        return g;
    }

    /** The genus symbol, {@code 0^120}: γ0, then γ1 .. γm, where from γm on each value repeats the one two before it. */
    static String symbol(long[] g) {
        int m = g.length - 1;
        while (m >= 3 && g[m] == g[m - 2]) {
            m--;
        }
        StringBuilder b = new StringBuilder().append(g[0]).append('^');
        for (int k = 1; k <= m; k++) {
            b.append(g[k] > 9 ? "(" + g[k] + ")" : String.valueOf(g[k]));
        }
        return b.toString();
    }

    /**
     * Whether the genus is that of a misère Nim position: γ1 = γ0 (a heap of 2 or more in it), or
     * γ1 = γ0 xor 1 with γ0 at most 1 (heaps of 1 only); then γ2, γ4, ... = γ0 xor 2 and γ3, γ5, ... = γ0.
     */
    static boolean tame(long[] g) {
        long a = g[0];
        if (g[1] != a && !(a <= 1 && g[1] == (a ^ 1))) {
            return false;
        }
        for (int k = 2; k < g.length; k++) {
            if (g[k] != (k % 2 == 0 ? a ^ 2 : a)) {
                return false;
            }
        }
        return true;
    }

    private boolean canMove(long h) {
        return !options(h).isEmpty();
    }

    private List<long[]> options(long h) {
        return options.computeIfAbsent(h, game::heapOptions);
    }

    /** The misère Grundy value of a sum, its options first, on an explicit stack. */
    private int misere(Sum root) {
        Interruption stop = new Interruption();
        Deque<Sum> stack = new ArrayDeque<>();
        Map<Sum, List<Sum>> expanded = new HashMap<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            stop.check();
            Sum s = stack.peek();
            if (values.containsKey(s)) {
                stack.pop();
                continue;
            }
            List<Sum> next = expanded.get(s);
            if (next == null) {
                if (values.size() >= budget) {
                    throw new TooLargeException(Text.of("计算亏格需要超过 " + budget + " 个和局面（预算）",
                            "the genus needs more than " + budget + " sum positions (budget)"));
                }
                next = moves(s);
                expanded.put(s, next);
                for (Sum o : next) {
                    if (!values.containsKey(o)) {
                        stack.push(o);
                    }
                }
                continue;
            }
            boolean[] seen = new boolean[next.size() + 2];
            for (Sum o : next) {
                int v = values.get(o);
                if (v < seen.length) {
                    seen[v] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            values.put(s, next.isEmpty() ? 1 : mex);
            expanded.remove(s);
            stack.pop();
        }
        return values.get(root);
    }

    private List<Sum> moves(Sum s) {
        List<Sum> out = new ArrayList<>();
        for (int i = 0; i < s.heaps().size(); i++) {
            if (i > 0 && s.heaps().get(i).equals(s.heaps().get(i - 1))) {
                continue;
            }
            for (long[] parts : options(s.heaps().get(i))) {
                List<Long> heaps = new ArrayList<>(s.heaps());
                heaps.remove(i);
                for (long p : parts) {
                    if (p >= s.heaps().get(i)) {
                        throw new TooLargeException(Text.format("一步把大小为 %d 的堆变成了不更小的堆 %d：亏格不能这样计算",
                                "a move on a heap of %d leaves a heap of %d, not smaller: the genus cannot be computed this way",
                                s.heaps().get(i), p));
                    }
                    if (canMove(p)) {
                        heaps.add(p);
                    }
                }
                heaps.sort(null);
                out.add(new Sum(List.copyOf(heaps), s.twos(), s.ones()));
            }
        }
        if (s.twos() > 0) {
            out.add(new Sum(s.heaps(), s.twos() - 1, s.ones() + 1));
            out.add(new Sum(s.heaps(), s.twos() - 1, s.ones()));
        }
        if (s.ones() > 0) {
            out.add(new Sum(s.heaps(), s.twos(), s.ones() - 1));
        }
        return out;
    }
}
