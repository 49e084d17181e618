package boyi.games.octal;

import boyi.games.TheoremEvaluator;
import boyi.games.Partitions;

import boyi.games.BudgetedSearch;
import boyi.games.GameFamily;
import boyi.games.GameParts;
import boyi.games.PartsInstance;
import boyi.games.heaprules.HeapMove;
import boyi.games.heaprules.HeapRule;
import boyi.games.heaprules.HeapValues;
import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
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
 *
 * <p>Move names are the heap move's name ({@link HeapMove#name()}), prefixed with
 * {@code heap i: } (1-based) when the position has more than one heap; their Chinese labels read
 * {@code 第 i 堆：取 1，剩 1+3}.
 *
 * <pre>{@code
 * TakeAndBreakRule rule = new TakeAndBreakRule(TakeAndBreak.octal("0.77"));
 * GameInstance<Heaps> kayles = new HeapGame(family, Map.of("code", "0.77"), rule, rule.values());
 * Analyzer.analyze(kayles, "5 7");   // win: G(5)=4 xor G(7)=2 = 6 ...
 * }</pre>
 */
public final class HeapGame implements PartsInstance<Heaps>, BudgetedTable {

    /** Positions with at most this many moves list all of them in an analysis. */
    static final long LISTED_MOVES = 200;
    /** {@link Game#moves} refuses positions with more moves than this. */
    static final long MAX_MOVES = 2_000_000;

    /** Positions below (a rough count, heaps in any order) at most this many are searched for their remoteness. */
    static final double SEARCHED = 1_000;

    private static final Pattern HEAP_PREFIX = Pattern.compile("heap\\s+(\\d+)\\s*:\\s*(.*)");

    private final HeapRule rule;
    private final HeapValues values;
    private final Rules rules = new Rules();
    private final GameParts<Heaps> parts;

    /**
     * @param parameters copied, in its iteration order
     * @param values     the Grundy pipeline of {@code rule}
     */
    public HeapGame(GameFamily family, Map<String, String> parameters, HeapRule rule, HeapValues values) {
        this.rule = rule;
        this.values = values;
        HeapNotation notation = new HeapNotation();
        BudgetedSearch<Heaps> search = new BudgetedSearch<>(rules, notation, HeapGame::fewPositionsBelow, 100 * (long) SEARCHED);
        this.parts = new GameParts<>(family, parameters, rules, notation,
                TheoremEvaluator.completing(new SpragueGrundyEvaluator(this), search, rules, notation));
    }

    /**
     * Whether the positions below {@code p} number at most about {@link #SEARCHED}: they are at
     * most the multisets of heaps whose total is at most p's (partitions). The total never grows,
     * so the positions below a small one are small too. A rough count, only to decide whether a
     * search is cheap.
     */
    static boolean fewPositionsBelow(Heaps p) {
        long total = 0;
        for (long s : p.sizes()) {
            total += s;
            if (total > SEARCHED) {
                return false;
            }
        }
        return Partitions.estimate(total) <= SEARCHED;
    }

    @Override
    public GameParts<Heaps> parts() {
        return parts;
    }

    /** The rule of the heaps. */
    public HeapRule rule() {
        return rule;
    }

    HeapValues values() {
        return values;
    }

    private long totalMoves(Heaps p) {
        long total = 0;
        for (long s : p.sizes()) {
            total += rule.moveCount(s);
            if (total > MAX_MOVES) {
                return total;
            }
        }
        return total;
    }

    @Override
    public boolean showsAllMoves(Heaps position) {
        return totalMoves(position) <= LISTED_MOVES;
    }

    /** All moves when few; otherwise one winning move per heap that has one, else a few moves per heap. */
    @Override
    public List<Move<Heaps>> movesToShow(Heaps p) {
        if (showsAllMoves(p)) {
            return rules.moves(p);
        }
        long total = values.grundy(p.sizes());
        List<Move<Heaps>> out = new ArrayList<>();
        for (int i = 0; i < p.count(); i++) {
            HeapMove m = winningMove(p, i, total);
            if (m != null) {
                out.add(move(p, i, m));
            }
        }
        if (out.isEmpty()) {
            for (int i = 0; i < p.count() && out.size() < 10; i++) {
                for (HeapMove m : rule.firstMoves(p.size(i), 3)) {
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
    HeapMove winningMove(Heaps p, int i, long total) {
        long g = values.grundy(p.size(i));
        long target = total ^ g;
        return total != 0 && target < g ? rule.moveTo(p.size(i), target) : null;
    }

    /** The move as listed: prefixed with its heap when there are several. */
    Move<Heaps> move(Heaps p, int i, HeapMove m) {
        boolean several = p.count() > 1;
        MoveShape shape = several ? MoveShape.of("pile").with("pile", i + 1) : MoveShape.of("pile");
        return new Move<>(several ? "heap " + (i + 1) + ": " + m.name() : m.name(), p.replace(i, m.leaves()),
                shape.with("amount", m.take()));
    }

    /** Accepts the move syntax ({@code heap 2: take 1, leave 3}) and the Chinese labels ({@code 第 2 堆：取 1，剩 3}). */
    @Override
    public Heaps play(Heaps position, String move) {
        String text = HeapMove.fromChinese(move);
        int heap = 0;
        Matcher prefix = HEAP_PREFIX.matcher(text);
        if (prefix.matches()) {
            heap = heapIndex(prefix.group(1), position) - 1;
            text = prefix.group(2);
        } else if (position.count() != 1) {
            String many = position.count() == 0 ? "no heap is left" : position.count() + " heaps";
            String manyZh = position.count() == 0 ? "已经没有堆了" : "共有 " + position.count() + " 堆";
            throw new BadInputException(Text.of("\"" + move.trim() + "\"：要说明是哪一堆，例如 \"第 2 堆：" + move.trim()
                    + "\"（" + manyZh + "）", "\"" + move.trim() + "\": say which heap, e.g. \"heap 2: " + text + "\" (" + many + ")"));
        }
        HeapMove m = HeapMove.parse(position.size(heap), text);
        if (!rule.legal(m)) {
            throw new BadInputException(Text.format("\"%1$s\" 不是 %3$s 中 %2$d 个的那一堆的合法走法",
                    "\"%1$s\" is not a legal move of the heap of %2$d in %3$s", move.trim(), m.heap(), describe()));
        }
        return position.replace(heap, m.leaves());
    }

    private static int heapIndex(String digits, Heaps position) {
        long i;
        try {
            i = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            i = -1;
        }
        if (i < 1 || i > position.count()) {
            throw new BadInputException(Text.format("第 %1$s 堆：堆的编号应为 1..%2$d", "heap %1$s: expected a heap number 1..%2$d",
                    digits, position.count()));
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

    /** Positions are {@link Heaps}; moves are labelled in both languages. */
    private static final class HeapNotation implements Notation<Heaps> {
        @Override
        public Heaps parse(String text) {
            return Heaps.parse(text);
        }

        @Override
        public String format(Heaps position) {
            return position.format();
        }

        @Override
        public Text label(Heaps from, Move<Heaps> move) {
            return Text.of(HeapMove.chinese(move.name()), move.name());
        }
    }

    /** The rules as moves: a move changes one heap; the game is over when no heap has a move. */
    private final class Rules implements Decomposable<Heaps>, Symmetric<Heaps> {

        /** The heaps in increasing order, without those that have no move: the same game. */
        @Override
        public Heaps canonical(Heaps p) {
            long[] live = Arrays.stream(p.sizes()).filter(s -> rule.moveCount(s) > 0).sorted().toArray();
            return Arrays.equals(live, p.sizes()) ? p : new Heaps(live);
        }

        @Override
        public List<Move<Heaps>> moves(Heaps p) {
            long total = totalMoves(p);
            if (total > MAX_MOVES) {
                throw new TooLargeException(Text.format("%1$s 有超过 %2$d 种走法，无法一一列出",
                        "%1$s has more than %2$d moves to list", p.format(), MAX_MOVES));
            }
            List<Move<Heaps>> out = new ArrayList<>((int) total);
            for (int i = 0; i < p.count(); i++) {
                for (HeapMove m : rule.firstMoves(p.size(i), Integer.MAX_VALUE)) {
                    out.add(move(p, i, m));
                }
            }
            return out;
        }

        @Override
        public Value primitive(Heaps p) {
            for (long s : p.sizes()) {
                if (rule.moveCount(s) > 0) {
                    return null;
                }
            }
            return Value.loss(0);
        }

        @Override
        public List<Heaps> components(Heaps p) {
            if (p.count() <= 1) {
                return List.of(p);
            }
            List<Heaps> out = new ArrayList<>(p.count());
            for (long s : p.sizes()) {
                out.add(Heaps.of(s));
            }
            return out;
        }
    }
}
