package boyi.games.octal;

import boyi.games.AbstractGameInstance;
import boyi.games.GameFamily;
import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The part every impartial heap game shares: positions are {@link Heaps}, a move changes one
 * heap, and the value of a sum is the XOR of the heaps' Grundy values (Sprague–Grundy). A
 * subclass says what one heap's moves are and how its Grundy values are computed.
 *
 * <p>Move names are the heap move's name ({@link HeapMove#name()}), prefixed with
 * {@code heap i: } (1-based) when the position has more than one heap.
 */
abstract class HeapGameInstance extends AbstractGameInstance<Heaps> {

    /** Positions with at most this many moves list all of them in an analysis. */
    static final long LISTED_MOVES = 200;
    /** {@link Game#moves} refuses positions with more moves than this. */
    static final long MAX_MOVES = 2_000_000;

    private static final Pattern HEAP_PREFIX = Pattern.compile("heap\\s+(\\d+)\\s*:\\s*(.*)");

    private final HeapGame game = new HeapGame();

    HeapGameInstance(GameFamily family, Map<String, String> parameters) {
        super(family, parameters);
    }

    /** Every move of a heap of size {@code n}, in the order of {@link #firstMoves}. */
    final List<HeapMove> heapMoves(long n) {
        return firstMoves(n, Integer.MAX_VALUE);
    }

    /** The number of moves of a heap of size {@code n}. */
    abstract long moveCount(long n);

    /** Whether {@code move} follows the rules (its sizes already add up). */
    abstract boolean legal(HeapMove move);

    /** G(n), by the fastest method available. @throws TooLargeException beyond the budget */
    abstract long grundy(long n);

    /** A move of heap n to heaps whose Grundy values XOR to {@code target}, or null. */
    HeapMove moveTo(long n, long target) {
        for (HeapMove m : heapMoves(n)) {
            if (valueOf(m) == target) {
                return m;
            }
        }
        return null;
    }

    /** How the heap values are obtained, e.g. "period 12 from n = 71, proven". */
    abstract String method();

    /** The Grundy value of what move {@code m} leaves of its heap. */
    final long valueOf(HeapMove m) {
        return grundySum(m.leaves());
    }

    /** The XOR of the Grundy values of these heaps (0 for none). */
    private long grundySum(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= grundy(h);
        }
        return x;
    }

    @Override
    public Game<Heaps> game() {
        return game;
    }

    @Override
    public Heaps parse(String text) {
        return Heaps.parse(text);
    }

    @Override
    public String format(Heaps position) {
        return position.format();
    }

    /** The Grundy value of the position: the XOR over its heaps (Sprague–Grundy). */
    long sum(Heaps p) {
        return grundySum(p.sizes());
    }

    @Override
    public Value value(Heaps position) {
        return sum(position) == 0 ? Value.of(boyi.model.Outcome.LOSS) : Value.of(boyi.model.Outcome.WIN);
    }

    private long totalMoves(Heaps p) {
        long total = 0;
        for (long s : p.sizes()) {
            total += moveCount(s);
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
            return game.moves(p);
        }
        long total = sum(p);
        List<Move<Heaps>> out = new ArrayList<>();
        for (int i = 0; i < p.count(); i++) {
            HeapMove m = winningMove(p, i, total);
            if (m != null) {
                out.add(move(p, i, m));
            }
        }
        if (out.isEmpty()) {
            for (int i = 0; i < p.count() && out.size() < 10; i++) {
                List<HeapMove> few = firstMoves(p.size(i), 3);
                for (HeapMove m : few) {
                    out.add(move(p, i, m));
                }
            }
        }
        return out;
    }

    /**
     * A move of heap i that makes the Grundy sum {@code total} zero (to the heap whose value is
     * {@code total ^ G(heap i)}, smaller than G(heap i)), or null when this heap has none.
     */
    private HeapMove winningMove(Heaps p, int i, long total) {
        long g = grundy(p.size(i));
        long target = total ^ g;
        return total != 0 && target < g ? moveTo(p.size(i), target) : null;
    }

    /** The first {@code count} moves of heap n in a fixed order, without listing them all. */
    abstract List<HeapMove> firstMoves(long n, int count);

    private Move<Heaps> move(Heaps p, int i, HeapMove m) {
        String name = p.count() > 1 ? "heap " + (i + 1) + ": " + m.name() : m.name();
        return new Move<>(name, p.replace(i, m.leaves()));
    }

    @Override
    public Heaps play(Heaps position, String move) {
        String text = move.trim();
        int heap = 0;
        Matcher prefix = HEAP_PREFIX.matcher(text);
        if (prefix.matches()) {
            long i = parseIndex(prefix.group(1), position);
            heap = (int) i - 1;
            text = prefix.group(2);
        } else if (position.count() != 1) {
            throw new BadInputException("\"" + move.trim() + "\": say which heap, e.g. \"heap 2: " + text + "\" ("
                    + (position.count() == 0 ? "no heap is left" : position.count() + " heaps") + ")");
        }
        HeapMove m = HeapMove.parse(position.size(heap), text);
        if (!legal(m)) {
            throw new BadInputException("\"" + move.trim() + "\" is not a legal move of the heap of " + m.heap()
                    + " in " + describe());
        }
        return position.replace(heap, m.leaves());
    }

    private static long parseIndex(String digits, Heaps position) {
        long i;
        try {
            i = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            i = -1;
        }
        if (i < 1 || i > position.count()) {
            throw new BadInputException("heap " + digits + ": expected a heap number 1.." + position.count());
        }
        return i;
    }

    @Override
    public String explain(Heaps p) {
        if (p.count() == 0) {
            return "No heap is left: the player to move has no move and loses (G = 0).";
        }
        if (game.primitive(p) != null) {
            return "No heap has a move left: the player to move loses (G = 0).";
        }
        StringBuilder b = new StringBuilder();
        long total = 0;
        for (int i = 0; i < p.count(); i++) {
            long g = grundy(p.size(i));
            total ^= g;
            b.append(i == 0 ? "" : " xor ").append("G(").append(p.size(i)).append(")=").append(g);
        }
        if (p.count() > 1) {
            b.append(" = ").append(total);
        }
        if (total == 0) {
            b.append(p.count() > 1 ? ": zero," : " is zero:")
                    .append(" every move makes the Grundy sum nonzero, so the player to move loses");
        } else {
            b.append(p.count() > 1 ? ": nonzero," : " is nonzero:").append(" the player to move wins");
            for (int i = 0; i < p.count(); i++) {
                HeapMove m = winningMove(p, i, total);
                if (m != null) {
                    b.append(" by ").append(move(p, i, m).name()).append(": G(").append(p.size(i)).append(")=")
                            .append(grundy(p.size(i))).append(" becomes ").append(leftValues(m))
                            .append(p.count() > 1 ? ", so the sum becomes 0" : "");
                    break;
                }
            }
        }
        return b.append(" (Sprague–Grundy; ").append(method()).append(").").toString();
    }

    private String leftValues(HeapMove m) {
        if (m.leaves().length == 0) {
            return "0 (no heap left)";
        }
        StringBuilder b = new StringBuilder();
        for (long l : m.leaves()) {
            b.append(b.length() == 0 ? "" : " xor ").append("G(").append(l).append(")=").append(grundy(l));
        }
        return m.leaves().length == 1 ? b.toString() : b.append(" = ").append(valueOf(m)).toString();
    }

    /** The rules as moves: a move changes one heap; the game is over when no heap has a move. */
    private final class HeapGame implements Decomposable<Heaps> {

        @Override
        public List<Move<Heaps>> moves(Heaps p) {
            long total = totalMoves(p);
            if (total > MAX_MOVES) {
                throw new TooLargeException(p.format() + " has more than " + MAX_MOVES + " moves to list");
            }
            List<Move<Heaps>> out = new ArrayList<>((int) total);
            for (int i = 0; i < p.count(); i++) {
                for (HeapMove m : heapMoves(p.size(i))) {
                    out.add(move(p, i, m));
                }
            }
            return out;
        }

        @Override
        public Value primitive(Heaps p) {
            for (long s : p.sizes()) {
                if (moveCount(s) > 0) {
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
