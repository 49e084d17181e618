package boyi.games.octal;

import boyi.games.TheoremEvaluator;
import boyi.games.Partitions;

import boyi.games.BudgetedSearch;
import boyi.games.GameFamily;
import boyi.games.GameParts;
import boyi.games.PartsInstance;
import boyi.games.PositionNumbers;
import boyi.games.heaprules.HeapMove;
import boyi.games.heaprules.HeapRule;
import boyi.games.heaprules.HeapValues;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.ComponentMove;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An impartial heap game composed of its parts: a {@link HeapRule} (one heap's options), the
 * Grundy pipeline of that rule ({@link HeapValues}), the notation of {@link Heaps} with move labels
 * in both languages, and the Sprague–Grundy theorem over the heaps' values, completed by an exact
 * search that gives the remoteness of positions with few positions below ({@link #SEARCHED}).
 * The rules are the sum of the rule's heaps ({@link SumGame} over {@link HeapComponent}, as
 * {@code sum of=kayles} plays them) under the octal games' move names; a heap taken whole leaves
 * the position.
 *
 * <p>Move names are the heap move's name ({@link HeapMove#name()}), prefixed with
 * {@code heap i: } (1-based) when the position has more than one heap; their Chinese labels read
 * {@code 第 i 堆：取 1，剩 1+3}.
 *
 * <pre>{@code
 * TakeAndBreakRule rule = new TakeAndBreakRule(TakeAndBreak.octal("0.77"));
 * GameInstance<List<Long>> kayles = new HeapGame(family, Map.of("code", "0.77"), rule, rule.values());
 * Analyzer.analyze(kayles, "5 7");   // win: G(5)=4 xor G(7)=2 = 6 ...
 * }</pre>
 */
public final class HeapGame implements PartsInstance<List<Long>>, BudgetedTable {

    /** Positions with at most this many moves list all of them in an analysis. */
    static final long LISTED_MOVES = 200;
    /** {@link Game#moves} refuses positions with more moves than this. */
    static final long MAX_MOVES = 2_000_000;

    /** Positions below (a rough count, heaps in any order) at most this many are searched for their remoteness. */
    static final double SEARCHED = 1_000;

    private static final Pattern HEAP_PREFIX = Pattern.compile("heap\\s+(\\d+)\\s*:\\s*(.*)");

    private final HeapRule rule;
    private final HeapValues values;
    private final SumGame<Long> rules;
    private final GameParts<List<Long>> parts;

    /**
     * @param parameters copied, in its iteration order
     * @param values     the Grundy pipeline of {@code rule}
     */
    public HeapGame(GameFamily family, Map<String, String> parameters, HeapRule rule, HeapValues values) {
        this.rule = rule;
        this.values = values;
        this.rules = SumGame.of(new HeapComponent(rule), SumRule.NORMAL, new HeapMoves());
        HeapNotation notation = new HeapNotation();
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, HeapGame::fewPositionsBelow, 100 * (long) SEARCHED);
        this.parts = new GameParts<>(family, parameters, rules, notation,
                TheoremEvaluator.completing(new SpragueGrundyEvaluator(this), search, rules, notation));
    }

    /**
     * Whether the positions below {@code p} number at most about {@link #SEARCHED}: they are at
     * most the multisets of heaps whose total is at most p's (partitions). The total never grows,
     * so the positions below a small one are small too. A rough count, only to decide whether a
     * search is cheap.
     */
    static boolean fewPositionsBelow(List<Long> p) {
        long total = 0;
        for (long s : p) {
            total += s;
            if (total > SEARCHED) {
                return false;
            }
        }
        return Partitions.estimate(total) <= SEARCHED;
    }

    @Override
    public GameParts<List<Long>> parts() {
        return parts;
    }

    /** The rule of the heaps. */
    public HeapRule rule() {
        return rule;
    }

    HeapValues values() {
        return values;
    }

    private long totalMoves(List<Long> p) {
        long total = 0;
        for (long s : p) {
            total += rule.moveCount(s);
            if (total > MAX_MOVES) {
                return total;
            }
        }
        return total;
    }

    @Override
    public boolean showsAllMoves(List<Long> position) {
        return totalMoves(position) <= LISTED_MOVES;
    }

    /** All moves when few; otherwise one winning move per heap that has one, else a few moves per heap. */
    @Override
    public List<Move<List<Long>>> movesToShow(List<Long> p) {
        if (showsAllMoves(p)) {
            return rules.moves(p);
        }
        long total = values.grundy(PositionNumbers.unboxed(p));
        List<Move<List<Long>>> out = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            HeapMove m = winningMove(p, i, total);
            if (m != null) {
                out.add(move(p, i, m));
            }
        }
        if (out.isEmpty()) {
            for (int i = 0; i < p.size() && out.size() < 10; i++) {
                for (HeapMove m : rule.firstMoves(p.get(i), 3)) {
                    out.add(move(p, i, m));
                }
            }
        }
        return out;
    }

    /**
     * A move of heap i that makes the Grundy sum {@code total} zero (to the heaps whose value is
     * {@code total ^ G(heap i)}, smaller than G(heap i)), or null when this heap has none.
     */
    HeapMove winningMove(List<Long> p, int i, long total) {
        long g = values.grundy(p.get(i));
        long target = total ^ g;
        return total != 0 && target < g ? rule.moveTo(p.get(i), target) : null;
    }

    /** The move as listed: prefixed with its heap when there are several. */
    Move<List<Long>> move(List<Long> p, int i, HeapMove m) {
        boolean several = p.size() > 1;
        MoveShape shape = several ? MoveShape.of("pile").with("pile", i + 1) : MoveShape.of("pile");
        return new Move<>(several ? "heap " + (i + 1) + ": " + m.name() : m.name(), replace(p, i, m.leaves()),
                shape.with("amount", m.take()));
    }

    /** The position with heap i replaced by {@code leaves} (none, one or two heaps). */
    private static List<Long> replace(List<Long> p, int i, long[] leaves) {
        return PositionNumbers.boxed(new Heaps(PositionNumbers.unboxed(p)).replace(i, leaves).sizes());
    }

    /** Accepts the move syntax ({@code heap 2: take 1, leave 3}) and the Chinese labels ({@code 第 2 堆：取 1，剩 3}). */
    @Override
    public List<Long> play(List<Long> position, String move) {
        String text = HeapMove.fromChinese(move);
        int heap = 0;
        Matcher prefix = HEAP_PREFIX.matcher(text);
        if (prefix.matches()) {
            heap = heapIndex(prefix.group(1), position) - 1;
            text = prefix.group(2);
        } else if (position.size() != 1) {
            String many = position.isEmpty() ? "no heap is left" : position.size() + " heaps";
            String manyZh = position.isEmpty() ? "已经没有堆了" : "共有 " + position.size() + " 堆";
            throw new BadInputException(Text.of("\"" + move.trim() + "\"：要说明是哪一堆，例如 \"第 2 堆：" + move.trim()
                    + "\"（" + manyZh + "）", "\"" + move.trim() + "\": say which heap, e.g. \"heap 2: " + text + "\" (" + many + ")"));
        }
        HeapMove m = HeapMove.parse(position.get(heap), text);
        if (!rule.legal(m)) {
            throw new BadInputException(Text.format("\"%1$s\" 不是 %3$s 中 %2$d 个的那一堆的合法走法",
                    "\"%1$s\" is not a legal move of the heap of %2$d in %3$s", move.trim(), m.heap(), describe()));
        }
        return replace(position, heap, m.leaves());
    }

    private static int heapIndex(String digits, List<Long> position) {
        long i;
        try {
            i = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            i = -1;
        }
        if (i < 1 || i > position.size()) {
            throw new BadInputException(Text.format("第 %1$s 堆：堆的编号应为 1..%2$d", "heap %1$s: expected a heap number 1..%2$d",
                    digits, position.size()));
        }
        return (int) i;
    }

    @Override
    public Optional<Table> table(long upto) {
        return table(upto, WorkBudget.DEFAULT);
    }

    @Override
    public Optional<Table> table(long upto, WorkBudget budget) {
        return Optional.of(values.table(upto, budget));
    }

    /** Positions are {@link Heaps} (no empty heap); moves are labelled in both languages. */
    private static final class HeapNotation implements Notation<List<Long>> {
        @Override
        public List<Long> parse(String text) {
            return PositionNumbers.boxed(Heaps.parse(text).sizes());
        }

        @Override
        public String format(List<Long> position) {
            return new Heaps(PositionNumbers.unboxed(position)).format();
        }

        @Override
        public Text label(List<Long> from, Move<List<Long>> move) {
            return Text.of(HeapMove.chinese(move.name()), move.name());
        }
    }

    /**
     * The octal games' names of the sums' heap moves ({@code heap 2: take 1, leave 1+3}, without
     * the heap when there is one); a heap taken whole leaves the position.
     */
    private final class HeapMoves implements SumGame.Naming<Long> {
        @Override
        public Move<List<Long>> move(List<Long> p, int i, ComponentMove<Long> m) {
            long n = p.get(i);
            List<Long> leaves = m.parts();
            HeapMove heapMove = leaves.size() == 1 ? HeapMove.take(n, n - leaves.get(0))
                    : HeapMove.split(n, n - leaves.get(0) - leaves.get(1), leaves.get(0), leaves.get(1));
            return HeapGame.this.move(p, i, heapMove);
        }

        @Override
        public void checkCount(List<Long> p, long count) {
            if (count > MAX_MOVES) {
                throw new TooLargeException(Text.format("%1$s 有超过 %2$d 种走法，无法一一列出",
                        "%1$s has more than %2$d moves to list", new Heaps(PositionNumbers.unboxed(p)).format(), MAX_MOVES));
            }
        }
    }
}
