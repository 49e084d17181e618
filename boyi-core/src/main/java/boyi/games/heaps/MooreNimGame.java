package boyi.games.heaps;

import static boyi.games.PositionNumbers.unboxed;

import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.MoveLimit;
import boyi.games.MoveSelection;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.PileNotation;
import boyi.games.PositionNumbers;
import boyi.games.Theorem;
import boyi.games.Theorem.Judgement;
import boyi.games.TheoremEvaluator;
import boyi.games.ViewKind;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moore's Nim_k (摩尔博弈): piles of stones; a move takes at least one stone in all from at least
 * one and at most k piles, any number from each. Decided by Moore's theorem (1910) for any number
 * of piles of up to 10^18 stones: write the pile sizes in binary; the player to move loses exactly
 * when, at every bit position, the number of piles with that bit set is a multiple of k+1. k = 1 is
 * Nim. A move on one pile is named as in Nim ({@code pile 1: 3 -> 1}), a move on several piles
 * lists them ({@code piles 1, 2: 3 -> 1, 4 -> 2}, in Chinese {@code 第 1、2 堆：3 → 1，4 → 2}).
 *
 * <pre>{@code
 * GameInstance<List<Long>> moore = new MooreNimGame().instantiate(Map.of("k", "2"));
 * Analyzer.analyze(moore, "1 2 4").value();   // win in 3: every bit is set in one pile, and 1 is not a multiple of 3
 * Analyzer.analyze(moore, "3 4 5").why();     // names a winning move on at most 2 piles
 * }</pre>
 */
public final class MooreNimGame extends DescribedFamily {

    /** One pile ({@code pile 1: 3 -> 1}) or several ({@code piles 1, 3: 3 -> 1, 5 -> 2}). */
    private static final Pattern MOVE = Pattern.compile(
            "piles? ((?:\\d{1,9}, )*\\d{1,9}): ((?:\\d{1,19} -> \\d{1,19}, )*\\d{1,19} -> \\d{1,19})");
    /** Positions with at most this many positions below are searched for their remoteness ... */
    private static final long SEARCHED = 20_000;
    /** ... when the positions below times the moves of the position stay within this. */
    private static final long SEARCH_WORK = 2_000_000;
    /** Bits of a pile of at most 10^18. */
    private static final int BITS = 60;

    public MooreNimGame() {
        super("moore-nim", "摩尔博弈", "Moore's Nim",
                Text.of("若干堆石子，每次从至少 1 堆、至多 k 堆中取石子，每堆取任意多个，一共至少取 1 个；取走最后一个的人获胜。"
                                + "k = 1 就是尼姆博弈。",
                        "Piles of stones; a move takes stones from at least 1 and at most k piles, any number from each, at "
                                + "least one in all; whoever takes the last stone wins. k = 1 is Nim."),
                List.of(new Parameter("k", Text.of("一步最多动几堆，1..100", "the most piles one move takes from, 1..100"), "2", "2")),
                Text.of("各堆石子数 0..10^18，用空格分隔：3 4 5", "pile sizes 0..10^18 separated by spaces: 3 4 5"), "1 3 3 5");
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        int k = (int) Parameters.longValue(this, "k", values.get("k"), 1, 100);
        Rules rules = new Rules(k);
        PileNotation notation = new PileNotation(this, Text.of("堆的大小", "a pile size"), 0, WholeNumber.E18,
                Text.of("各堆的石子数", "the pile sizes"), (piles, m) -> label(m.name()));
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("摩尔定理", "Moore's theorem"), piles -> judge(piles, k));
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, piles -> searched(piles, k));
        Selection selection = new Selection(rules, k);
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation, selection))
                .moves(selection)
                .reader((piles, name) -> read(piles, name, k), Text.of("着法形如 \"第 1 堆：3 → 1\" 或 \"第 1、2 堆：3 → 1，4 → 2\"",
                        "moves look like \"pile 1: 3 -> 1\" or \"piles 1, 2: 3 -> 1, 4 -> 2\""))
                .build();
    }

    /** Whether an exact search from {@code piles} stays small: few positions below, few moves each. */
    private static boolean searched(List<Long> piles, int k) {
        if (!BudgetedSearch.fewPositionsBelow(piles, SEARCHED)) {
            return false;
        }
        long below = 1;
        for (long p : piles) {
            below *= p + 1;                              // at most SEARCHED: no overflow
        }
        return count(piles, k, SEARCH_WORK + 1) * below <= SEARCH_WORK;
    }

    // ---- the theorem ----

    /**
     * How many piles have each bit set, mod (k+1): the position is lost for the mover exactly when
     * every entry is 0 (Moore's theorem).
     */
    static int[] residues(List<Long> piles, int k) {
        long[] count = bitCounts(piles);
        int[] r = new int[BITS];
        for (int b = 0; b < BITS; b++) {
            r[b] = (int) (count[b] % (k + 1));
        }
        return r;
    }

    /** How many piles have each bit set. */
    private static long[] bitCounts(List<Long> piles) {
        long[] count = new long[BITS];
        for (long p : piles) {
            for (int b = 0; b < BITS; b++) {
                count[b] += (p >>> b) & 1;
            }
        }
        return count;
    }

    /**
     * The winning move of Moore's proof, as the pile sizes it leaves, or null when the position is
     * lost. Bits are settled from the highest down. A pile becomes "free" at the first bit where the
     * move turns its 1 into 0 (it is smaller from then on whatever its lower bits are); at each bit
     * with r = (the other piles with the bit set) mod (k+1) not 0, either k+1-r free piles get the
     * bit set, or, when fewer are free, r of the other piles with the bit set become free there.
     * Invariant: at most k piles are free, so the move takes from at most k piles.
     */
    static long[] winningMove(long[] piles, int k) {
        long[] after = piles.clone();
        boolean[] free = new boolean[piles.length];
        int freeCount = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            long bit = 1L << b;
            long set = 0;
            for (int i = 0; i < piles.length; i++) {
                if (!free[i] && (piles[i] & bit) != 0) {
                    set++;
                }
            }
            int r = (int) (set % (k + 1));
            if (r == 0) {
                continue;                                   // free piles keep 0 at this bit
            }
            if (freeCount >= k + 1 - r) {
                int give = k + 1 - r;
                for (int i = 0; i < piles.length && give > 0; i++) {
                    if (free[i]) {
                        after[i] |= bit;
                        give--;
                    }
                }
            } else {
                int take = r;                               // freeCount + r <= k
                for (int i = 0; i < piles.length && take > 0; i++) {
                    if (!free[i] && (piles[i] & bit) != 0) {
                        free[i] = true;
                        freeCount++;
                        after[i] = piles[i] >>> (b + 1) << (b + 1);
                        take--;
                    }
                }
            }
        }
        return freeCount == 0 ? null : after;
    }

    static Judgement judge(List<Long> piles, int k) {
        long[] count = bitCounts(piles);
        StringBuilder binary = new StringBuilder();
        StringBuilder binaryZh = new StringBuilder();
        for (int i = 0; i < piles.size() && i < 8; i++) {
            String one = piles.get(i) + " = " + Long.toBinaryString(piles.get(i));
            binary.append(i == 0 ? "" : ", ").append(one);
            binaryZh.append(i == 0 ? "" : "，").append(one);
        }
        if (piles.size() > 8) {
            binary.append(", ...");
            binaryZh.append("，……");
        }
        StringBuilder counts = new StringBuilder();
        StringBuilder countsZh = new StringBuilder();
        for (int b = BITS - 1; b >= 0; b--) {
            if (count[b] > 0) {
                counts.append(counts.length() == 0 ? "" : ", ").append("2^").append(b).append(": ").append(count[b]);
                countsZh.append(countsZh.length() == 0 ? "" : "，").append("2^").append(b).append(" 位 ").append(count[b]).append(" 堆");
            }
        }
        if (counts.length() == 0) {
            counts.append("none");
            countsZh.append("没有");
        }
        String head = "k = " + k + ", k+1 = " + (k + 1);
        String headZh = "k = " + k + "，k+1 = " + (k + 1);
        Long grundy = k == 1 ? piles.stream().reduce(0L, (a, b) -> a ^ b) : null;   // k = 1 is Nim
        long[] from = unboxed(piles);
        long[] after = winningMove(from, k);
        if (after == null) {
            return new Judgement(Outcome.LOSS, Text.of(
                    headZh + "；写成二进制：" + binaryZh + "；各位上为 1 的堆数：" + countsZh + "，都是 " + (k + 1)
                            + " 的倍数：先手必败，无论怎样走，总有一位的堆数不再是 " + (k + 1) + " 的倍数（摩尔定理）。",
                    head + "; in binary: " + binary + "; piles with each bit set: " + counts + ", every count a multiple of "
                            + (k + 1) + ": the player to move loses, as every move leaves some bit whose count is not a multiple of "
                            + (k + 1) + " (Moore's theorem)."), grundy);
        }
        String name = moveName(from, after);
        return new Judgement(Outcome.WIN, Text.of(
                headZh + "；写成二进制：" + binaryZh + "；各位上为 1 的堆数：" + countsZh + "，不全是 " + (k + 1)
                        + " 的倍数：先手必胜，走「" + label(name).zh() + "」，使每一位的堆数都是 " + (k + 1) + " 的倍数（摩尔定理）。",
                head + "; in binary: " + binary + "; piles with each bit set: " + counts + ", not all multiples of " + (k + 1)
                        + ": the player to move wins by " + name + ", leaving every count a multiple of " + (k + 1)
                        + " (Moore's theorem)."), grundy);
    }

    // ---- move names ----

    /** The move from {@code from} to {@code to}; one changed pile is its shape's pile. */
    static Move<List<Long>> move(long[] from, long[] to) {
        int changed = -1;
        for (int i = 0; i < from.length; i++) {
            if (from[i] != to[i]) {
                changed = changed == -1 ? i : -2;
            }
        }
        Move<List<Long>> m = new Move<>(moveName(from, to), PositionNumbers.boxed(to));
        return changed < 0 ? m : m.shaped(MoveShape.of("pile").with("pile", changed + 1).with("amount", from[changed] - to[changed]));
    }

    /** The name of the move from {@code from} to {@code to} (which differ in at least one pile). */
    static String moveName(long[] from, long[] to) {
        StringBuilder which = new StringBuilder();
        StringBuilder what = new StringBuilder();
        int changed = 0;
        for (int i = 0; i < from.length; i++) {
            if (from[i] != to[i]) {
                which.append(changed == 0 ? "" : ", ").append(i + 1);
                what.append(changed == 0 ? "" : ", ").append(from[i]).append(" -> ").append(to[i]);
                changed++;
            }
        }
        return (changed == 1 ? "pile " : "piles ") + which + ": " + what;
    }

    /** The label of a move name in both languages: {@code 第 1、2 堆：3 → 1，4 → 2}. */
    static Text label(String name) {
        Matcher m = MOVE.matcher(name);
        if (!m.matches()) {
            return Text.same(name);
        }
        String zh = "第 " + m.group(1).replace(", ", "、") + " 堆：" + m.group(2).replace(" -> ", " → ").replace(", ", "，");
        return Text.of(zh, name);
    }

    private static Optional<List<Long>> read(List<Long> piles, String name, int k) {
        Matcher m = MOVE.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        String[] which = m.group(1).split(", ");
        String[] what = m.group(2).split(", ");
        boolean one = name.startsWith("pile ");
        if (which.length != what.length || which.length > k || (which.length == 1) != one) {
            return Optional.empty();
        }
        List<Long> after = new ArrayList<>(piles);
        int last = -1;
        for (int j = 0; j < which.length; j++) {
            int pile = Integer.parseInt(which[j]) - 1;
            String[] fromTo = what[j].split(" -> ");
            long from = Long.parseLong(fromTo[0]);
            long to = Long.parseLong(fromTo[1]);
            if (pile <= last || pile >= piles.size() || piles.get(pile) != from || to >= from) {
                return Optional.empty();
            }
            after.set(pile, to);
            last = pile;
        }
        return Optional.of(List.copyOf(after));
    }

    // ---- the rules ----

    /**
     * The number of moves, saturated at {@code cap}: the sum over sets of 1..k non-empty piles of
     * the product of their sizes (elementary symmetric sums e_1..e_k, built pile by pile).
     */
    static long count(List<Long> piles, int k, long cap) {
        long[] e = new long[k + 1];
        e[0] = 1;
        int seen = 0;
        for (long p : piles) {
            if (p == 0) {
                continue;
            }
            seen++;
            for (int j = Math.min(k, seen); j >= 1; j--) {
                long add = e[j - 1] > (cap - e[j]) / p ? cap : e[j] + e[j - 1] * p;
                e[j] = Math.min(cap, add);
                if (e[j] == cap) {
                    return cap;                     // sums only grow: the total is at least cap
                }
            }
        }
        long total = 0;
        for (int j = 1; j <= k; j++) {
            total = Math.min(cap, total + e[j]);
        }
        return total;
    }

    /** Moves of Moore's Nim; canonical form sorts the piles. */
    private final class Rules implements Impartial<List<Long>>, Symmetric<List<Long>> {
        private final int k;

        Rules(int k) {
            this.k = k;
        }

        /**
         * Every move: first the moves on one pile (as Nim lists them), then on two piles, and so on;
         * the piles of a move in increasing order, each pile's new size from the largest down.
         */
        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            MoveLimit.check(MooreNimGame.this, PositionNumbers.join(piles), count(piles, k, WholeNumber.E18));
            long[] from = unboxed(piles);
            int[] nonEmpty = java.util.stream.IntStream.range(0, from.length).filter(i -> from[i] > 0).toArray();
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int size = 1; size <= Math.min(k, nonEmpty.length); size++) {
                int[] pick = new int[size];                 // indices into nonEmpty, increasing
                for (int j = 0; j < size; j++) {
                    pick[j] = j;
                }
                while (true) {
                    addAll(out, from, nonEmpty, pick);
                    int j = size - 1;
                    while (j >= 0 && pick[j] == nonEmpty.length - size + j) {
                        j--;
                    }
                    if (j < 0) {
                        break;
                    }
                    pick[j]++;
                    for (int t = j + 1; t < size; t++) {
                        pick[t] = pick[t - 1] + 1;
                    }
                }
            }
            return out;
        }

        /** The moves on exactly the piles picked: every choice of smaller sizes, an odometer. */
        private void addAll(List<Move<List<Long>>> out, long[] from, int[] nonEmpty, int[] pick) {
            long[] to = from.clone();
            for (int j : pick) {
                to[nonEmpty[j]] = from[nonEmpty[j]] - 1;
            }
            while (true) {
                out.add(move(from, to));
                int j = pick.length - 1;
                while (j >= 0 && to[nonEmpty[pick[j]]] == 0) {
                    to[nonEmpty[pick[j]]] = from[nonEmpty[pick[j]]] - 1;
                    j--;
                }
                if (j < 0) {
                    return;
                }
                to[nonEmpty[pick[j]]]--;
            }
        }

        @Override
        public Value primitive(List<Long> piles) {
            for (long p : piles) {
                if (p != 0) {
                    return null;
                }
            }
            return Value.loss(0);
        }

        @Override
        public List<Long> canonical(List<Long> piles) {
            return piles.stream().sorted().toList();
        }
    }

    /**
     * Every move up to the list limit (or where the search reaches), else the winning move of
     * Moore's proof and, from each of the first piles, take one and take all, and one move on the
     * first two non-empty piles.
     */
    private record Selection(Rules rules, int k) implements MoveSelection<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            if (complete(piles)) {
                return rules.moves(piles);
            }
            long[] from = unboxed(piles);
            List<Move<List<Long>>> out = new ArrayList<>();
            long[] win = winningMove(from, k);
            if (win != null) {
                out.add(move(from, win));
            }
            int[] nonEmpty = java.util.stream.IntStream.range(0, from.length).filter(i -> from[i] > 0).limit(10).toArray();
            for (int i : nonEmpty) {
                for (long to : new long[] {from[i] - 1, 0}) {
                    long[] after = from.clone();
                    after[i] = to;
                    MoveSelection.addOnce(out, move(from, after));
                }
            }
            if (k >= 2 && nonEmpty.length >= 2) {
                long[] after = from.clone();
                after[nonEmpty[0]] = 0;
                after[nonEmpty[1]] = 0;
                MoveSelection.addOnce(out, move(from, after));
            }
            return out;
        }

        @Override
        public boolean complete(List<Long> piles) {
            // Searched positions list every move, so the quickest win is among them.
            return count(piles, k, LIST_LIMIT + 1) <= LIST_LIMIT || searched(piles, k);
        }

        @Override
        public OptionalLong total(List<Long> piles) {
            long n = count(piles, k, Long.MAX_VALUE);
            return n == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(n);
        }
    }
}
