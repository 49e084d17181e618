package boyi.games.heaps;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.Numbers;
import boyi.games.Theorem;
import boyi.games.ExactRemoteness;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.MoveSelection;
import boyi.games.Parameter;
import boyi.games.Theorem.Judgement;
import boyi.model.Evaluator;
import boyi.model.Indexed;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.RetrogradeSolver;
import boyi.solve.ValueStore;
import boyi.theory.NorthcottTheory;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Northcott's game (HDU 1730) in its real rules: each row of an n x m board holds Tom's piece and
 * Jerry's; a player moves one of their own pieces along its row to any empty cell without jumping
 * the other piece (moving away is allowed, so the game is loopy, and partizan: each player moves
 * only their own pieces). It is Nim on the gaps ({@link NorthcottTheory}); small boards are also
 * solved by retrograde analysis of these rules (cycles would show as draws; there are none).
 *
 * <pre>{@code
 * Analyzer.analyze(NorthcottGame.FAMILY.instantiate(Map.of("m", "6")), "4 5, 1 2, 1 2").value();   // loss
 * }</pre>
 */
public final class NorthcottGame {

    /** The retrograde table is built for boards of at most this many positions. */
    static final long RETROGRADE_LIMIT = 300_000;

    public static final GameFamily FAMILY = new FactoryFamily("northcott", "Northcott 游戏", "Northcott's game",
            Text.of("n × m 的棋盘，每行有汤姆的一枚黑子和杰瑞的一枚白子。轮到谁，谁就把自己的一枚棋子沿着所在的行移到任意一个空格，但不能跳过对方在这一行的棋子（可以后退）。"
                            + "不能走的人输，汤姆先走。",
                    "Each row of an n x m board holds one black piece (Tom) and one white piece (Jerry). A move takes one of your "
                            + "own pieces to any empty cell of its row without jumping over the opponent's piece there (moving away "
                            + "is allowed). The player who cannot move loses; Tom moves first."),
            List.of(new Parameter("m", Text.of("列数 m，2..10^18", "the number of columns m, 2..10^18"), "6", "6")),
            Text.of("每行的 T J（汤姆和杰瑞的棋子所在的列，1..m），行与行之间用逗号分隔；轮到杰瑞时前面写 jerry:，例如 4 5, 1 2, 1 2",
                    "each row's T J (the columns of Tom's and Jerry's piece, 1..m), rows separated by commas; prefix jerry: when "
                            + "Jerry is to move, e.g. 4 5, 1 2, 1 2"),
            ViewKind.NORTHCOTT, "4 5, 1 2, 1 2", NorthcottGame::instance);

    private static final Pattern MOVE = Pattern.compile("row (\\d{1,9}): (\\d{1,19}) -> (\\d{1,19})");

    /** The pieces' columns, row by row, and whose turn it is. */
    public record Board(List<Long> tom, List<Long> jerry, boolean tomToMove) {
    }

    private NorthcottGame() {
    }

    static long moveCount(Board b, long m) {
        long count = 0;
        for (int i = 0; i < b.tom().size(); i++) {
            long own = b.tomToMove() ? b.tom().get(i) : b.jerry().get(i);
            long other = b.tomToMove() ? b.jerry().get(i) : b.tom().get(i);
            count = Math.min(Numbers.E18, count + (own < other ? other - 2 : m - other - 1));
        }
        return count;
    }

    static Move<Board> move(Board b, int row, long to) {
        List<Long> tom = new ArrayList<>(b.tom());
        List<Long> jerry = new ArrayList<>(b.jerry());
        long from = b.tomToMove() ? tom.set(row, to) : jerry.set(row, to);
        return new Move<>("row " + (row + 1) + ": " + from + " -> " + to, new Board(List.copyOf(tom), List.copyOf(jerry), !b.tomToMove()),
                MoveShape.of("slide").with("row", row + 1).with("from", from).with("to", to));
    }

    /** The real rules on a board of m columns and a fixed number of rows, numbered for retrograde analysis. */
    static final class Rules implements Indexed<Board> {
        final long m;
        final int rows;

        Rules(long m, int rows) {
            this.m = m;
            this.rows = rows;
        }

        @Override
        public List<Move<Board>> moves(Board b) {
            if (moveCount(b, m) > 1_000_000) {
                throw new TooLargeException(Text.of("走法超过 1000000 种，无法全部列出", "more than 1000000 moves to list"));
            }
            List<Move<Board>> out = new ArrayList<>();
            for (int i = 0; i < b.tom().size(); i++) {
                long own = b.tomToMove() ? b.tom().get(i) : b.jerry().get(i);
                long other = b.tomToMove() ? b.jerry().get(i) : b.tom().get(i);
                long lo = own < other ? 1 : other + 1;
                long hi = own < other ? other - 1 : m;
                for (long to = lo; to <= hi; to++) {
                    if (to != own) {
                        out.add(move(b, i, to));
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(Board b) {
            return moveCount(b, m) == 0 ? Value.loss(0) : null;
        }

        @Override
        public long size() {
            double estimate = 2 * Math.pow((double) m * m, rows);
            return estimate > Long.MAX_VALUE / 4.0 ? Long.MAX_VALUE : 2 * pow(m * m, rows);
        }

        private static long pow(long b, int e) {
            long r = 1;
            for (int i = 0; i < e; i++) {
                r *= b;
            }
            return r;
        }

        @Override
        public long index(Board b) {
            long i = 0;
            for (int r = b.tom().size() - 1; r >= 0; r--) {
                i = i * m * m + (b.tom().get(r) - 1) * m + (b.jerry().get(r) - 1);
            }
            return i * 2 + (b.tomToMove() ? 0 : 1);
        }

        @Override
        public Board position(long index) {
            boolean tomToMove = index % 2 == 0;
            long i = index / 2;
            List<Long> tom = new ArrayList<>();
            List<Long> jerry = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                long cell = i % (m * m);
                i /= m * m;
                long t = cell / m + 1;
                long j = cell % m + 1;
                if (t == j) {
                    return null;
                }
                tom.add(t);
                jerry.add(j);
            }
            return new Board(List.copyOf(tom), List.copyOf(jerry), tomToMove);
        }
    }

    /** Retrograde analysis of the real rules, per number of rows, for small boards. */
    static final class Retrograde implements Evaluator<Board> {
        private final long m;
        private final Map<Integer, ValueStore> tables = new HashMap<>();

        Retrograde(long m) {
            this.m = m;
        }

        synchronized Optional<Value> valueIfSmall(Board b) {
            int rows = b.tom().size();
            double size = 2 * Math.pow((double) m * m, rows);
            if (size > RETROGRADE_LIMIT) {
                return Optional.empty();
            }
            Rules rules = new Rules(m, rows);
            ValueStore store = tables.computeIfAbsent(rows, r -> RetrogradeSolver.solve(rules));
            return Optional.of(store.get(rules.index(b)));
        }

        /** The value where the board is small enough, else empty. */
        @Override
        public Optional<Value> value(Board b) {
            return valueIfSmall(b);
        }

        @Override
        public Optional<Verdict> evaluate(Board b) {
            Optional<Value> v = valueIfSmall(b);
            if (v.isEmpty()) {
                throw new TooLargeException(Text.of("棋盘太大，无法做逆推分析", "the board is too large for retrograde analysis"));
            }
            return Optional.of(new Verdict(v.get(), Method.search(Text.of("逆推分析（真实规则，有环）", "retrograde analysis (real rules, with cycles)")),
                    Text.of("逆推分析真实规则下这个棋盘的所有局面。", "Retrograde analysis of every position of this board under the real rules.")));
        }
    }

    static ComposedGame<Board> instance(GameFamily family, Map<String, String> values) {
        long m = Numbers.parse(Text.of(family.id() + " 的参数 m", family.id() + " m"), Text.of("列数 m", "the number of columns m"), values.get("m"), 2, Numbers.E18);
        Rules rules = new Rules(m, 0);
        Retrograde retrograde = new Retrograde(m);
        Notation<Board> notation = new Notation<>() {
            @Override
            public Board parse(String text) {
                String t = text.trim();
                boolean tomToMove = true;
                String lower = t.toLowerCase(java.util.Locale.ROOT);
                if (lower.startsWith("jerry:") || lower.startsWith("tom:")) {
                    tomToMove = lower.startsWith("tom:");
                    t = t.substring(t.indexOf(':') + 1).trim();
                }
                if (t.isEmpty()) {
                    throw new BadInputException("northcott", Text.of("局面为空，应写出每行的 T J", "the position is empty; write each row's T J"));
                }
                List<Long> tom = new ArrayList<>();
                List<Long> jerry = new ArrayList<>();
                for (String row : t.split("\\s*,\\s*")) {
                    String[] w = row.trim().split("\\s+");
                    if (w.length != 2) {
                        throw new BadInputException("northcott", Text.of("行 \"" + row.trim() + "\" 应为两个数 T J",
                                "row \"" + row.trim() + "\": expected two numbers T J"));
                    }
                    long tc = Numbers.parse("northcott", Text.of("汤姆的列", "Tom's column"), w[0], 1, m);
                    long jc = Numbers.parse("northcott", Text.of("杰瑞的列", "Jerry's column"), w[1], 1, m);
                    if (tc == jc) {
                        throw new BadInputException("northcott", Text.of("行 \"" + row.trim() + "\" 中两枚棋子在同一格",
                                "row \"" + row.trim() + "\": both pieces on one cell"));
                    }
                    tom.add(tc);
                    jerry.add(jc);
                }
                return new Board(List.copyOf(tom), List.copyOf(jerry), tomToMove);
            }

            @Override
            public String format(Board b) {
                StringBuilder s = new StringBuilder(b.tomToMove() ? "" : "jerry: ");
                for (int i = 0; i < b.tom().size(); i++) {
                    s.append(i > 0 ? ", " : "").append(b.tom().get(i)).append(' ').append(b.jerry().get(i));
                }
                return s.toString();
            }

            @Override
            public Text label(Board from, Move<Board> move) {
                return moveLabel(from, move.name());
            }
        };
        Theorem<Board> theorem = new Theorem<>(Text.of("Northcott = 间隔上的尼姆", "Northcott = Nim on the gaps"), NorthcottGame::judge);
        MoveSelection<Board> shown = new MoveSelection<>() {
            @Override
            public List<Move<Board>> moves(Board b) {
                if (complete(b)) {
                    return rules.moves(b);
                }
                List<Move<Board>> out = new ArrayList<>();
                Move<Board> w = winningMove(b);
                if (w != null) {
                    out.add(w);
                }
                return out;
            }

            @Override
            public boolean complete(Board b) {
                return moveCount(b, m) <= 200;
            }
        };
        return ComposedGame.of(family, values, rules, notation).evaluators(new ExactRemoteness<>(theorem, retrograde, Text.of("逆推分析", "retrograde analysis"), rules, notation, shown::moves),
                        new TheoremEvaluator<>(theorem)).moves(shown)
                .reader((b, name) -> Optional.of(play(b, name, m, notation)), Text.EMPTY).build();
    }

    static long xor(Board b) {
        long x = 0;
        for (int i = 0; i < b.tom().size(); i++) {
            x ^= NorthcottTheory.gap(b.tom().get(i), b.jerry().get(i));
        }
        return x;
    }

    /** The move that closes one gap to leave XOR 0, or null when the XOR is 0. */
    static Move<Board> winningMove(Board b) {
        long x = xor(b);
        for (int i = 0; i < b.tom().size() && x != 0; i++) {
            long g = NorthcottTheory.gap(b.tom().get(i), b.jerry().get(i));
            if ((g ^ x) < g) {
                long own = b.tomToMove() ? b.tom().get(i) : b.jerry().get(i);
                long other = b.tomToMove() ? b.jerry().get(i) : b.tom().get(i);
                long shift = g - (g ^ x);
                return move(b, i, own < other ? own + shift : own - shift);
            }
        }
        return null;
    }

    /** A move's label: 第 1 行：汤姆的棋子 5 → 4 / row 1: Tom's piece 5 -> 4. */
    static Text moveLabel(Board from, String name) {
        Matcher mm = MOVE.matcher(name);
        if (!mm.matches()) {
            return Text.same(name);
        }
        return Text.of("第 " + mm.group(1) + " 行：" + (from.tomToMove() ? "汤姆的棋子" : "杰瑞的棋子") + " " + mm.group(2) + " → " + mm.group(3),
                "row " + mm.group(1) + ": " + (from.tomToMove() ? "Tom's" : "Jerry's") + " piece " + mm.group(2) + " -> " + mm.group(3));
    }

    private static Board play(Board b, String name, long m, Notation<Board> notation) {
        Matcher mm = MOVE.matcher(name.trim());
        if (mm.matches()) {
            try {
                int row = Integer.parseInt(mm.group(1)) - 1;
                long from = Long.parseLong(mm.group(2));
                long to = Long.parseLong(mm.group(3));
                if (row >= 0 && row < b.tom().size()) {
                    long own = b.tomToMove() ? b.tom().get(row) : b.jerry().get(row);
                    long other = b.tomToMove() ? b.jerry().get(row) : b.tom().get(row);
                    boolean legal = from == own && to != own && to >= 1 && to <= m && (own < other ? to < other : to > other);
                    if (legal) {
                        return move(b, row, to).result();
                    }
                }
            } catch (NumberFormatException e) {
                // not legal
            }
        }
        if (moveCount(b, m) <= 1_000_000) {
            for (Move<Board> mv : new Rules(m, 0).moves(b)) {
                if (InputText.normalize(notation.label(b, mv).zh()).equals(name.trim())) {
                    return mv.result();
                }
            }
        }
        throw new BadInputException(Text.of("\"" + name.trim() + "\" 不是局面 " + notation.format(b) + " 的合法走法（写作 \"row 1: 4 -> 3\"）",
                "\"" + name.trim() + "\" is not a legal move in " + notation.format(b) + " (moves look like \"row 1: 4 -> 3\")"));
    }

    static Judgement judge(Board b) {
        long x = xor(b);
        StringBuilder gaps = new StringBuilder();
        for (int i = 0; i < b.tom().size() && i < 8; i++) {
            gaps.append(i > 0 ? " xor " : "").append(NorthcottTheory.gap(b.tom().get(i), b.jerry().get(i)));
        }
        if (b.tom().size() > 8) {
            gaps.append(" xor ...");
        }
        String g = gaps.toString();
        String who = b.tomToMove() ? "汤姆" : "杰瑞";
        String whoEn = b.tomToMove() ? "Tom" : "Jerry";
        if (x == 0) {
            return new Judgement(Outcome.LOSS, Text.of("每行两子之间的空格数 " + g.replace(" xor ", " 异或 ") + " = 0：" + who
                            + "（先走）必败。向对方靠近就是尼姆里的取石子；后退只会被对方跟进同样的格数抵消，而棋盘有边，不能一直后退。",
                    "The empty cells between the pieces of each row give " + g + " = 0: " + whoEn + " (to move) loses. Moving "
                            + "towards the other piece is a Nim move; moving away is answered by following it the same distance, and "
                            + "the board's edge stops retreats, so the game is Nim on the gaps."), null);
        }
        Move<Board> w = winningMove(b);
        return new Judgement(Outcome.WIN, Text.of("每行两子之间的空格数 " + g.replace(" xor ", " 异或 ") + " = " + x + "，不为 0：" + who
                        + "（先走）必胜，走 " + moveLabel(b, w.name()).zh() + "，使异或和变为 0；对方后退就跟进同样的格数（Northcott 即间隔上的尼姆）。",
                "The empty cells between the pieces of each row give " + g + " = " + x + ", not 0: " + whoEn + " (to move) wins by "
                        + w.name() + ", leaving XOR 0; a retreat is answered by following it the same distance (Northcott is Nim on "
                        + "the gaps)."), null);
    }
}
