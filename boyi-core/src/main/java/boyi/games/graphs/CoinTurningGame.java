package boyi.games.graphs;

import boyi.games.ViewKind;
import boyi.games.PositionText;

import boyi.games.ComposedGame;
import boyi.games.MoveSelection;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Table;
import boyi.theory.CoinTurning;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Coin turning (翻硬币; HDU 3537): a row of coins numbered from 0, the position lists the heads.
 * A move turns over some coins, the rightmost of which goes from heads to tails: one, two or three
 * coins in Mock Turtles, a run of consecutive coins in the ruler game. Each head is a game of its
 * own, so the value is the XOR of the heads' values ({@link CoinTurning}).
 *
 * <pre>{@code
 * GameInstance<?> g = new CoinTurningGame().instantiate(Map.of("rule", "mock-turtles"));
 * Analyzer.analyze(g, "0 1 2 3");   // loss: 1 xor 2 xor 4 xor 7 = 0
 * }</pre>
 */
public final class CoinTurningGame extends DescribedFamily {

    static final long MAX_COIN = 1_000_000_000_000_000_000L;
    static final int MAX_HEADS = 1_000_000;
    private static final long MOVE_LIMIT = 1_000_000;
    private static final int TABLE_LIMIT = 1_000_000;
    /** Positions whose heads all lie among the first this many coins get their remoteness searched (2^9 sets). */
    static final long SEARCHED_COINS = 9;
    private static final Method ODIOUS = Method.theorem(Text.of("假海龟游戏：恶数定理", "Mock Turtles: odious numbers"));
    private static final Method RULER = Method.theorem(Text.of("尺子游戏：2 的最高幂", "ruler game: largest power of 2"));

    public CoinTurningGame() {
        super("coin-turning", "翻硬币游戏", "Coin turning",
                Text.of("一排硬币从 0 开始编号，局面列出正面朝上的硬币；轮到的一方翻转若干枚硬币，其中最右边的一枚必须从正面翻成反面；无法翻的一方输。"
                                + "规则 mock-turtles：翻 1、2 或 3 枚（编号为 x 的正面硬币的 SG 值是第 x+1 个恶数，恶数即二进制中 1 的个数为奇数的数：x 的二进制 1 的个数为奇数时为 2x，否则为 2x+1）。"
                                + "规则 ruler（尺子游戏）：翻连续的若干枚（SG 值是整除 x+1 的最大的 2 的幂）。局面的 SG 值是各正面硬币 SG 值的异或。",
                        "A row of coins numbered from 0; the position lists the heads. A move turns over some coins, the rightmost "
                                + "of which goes from heads to tails; whoever cannot move loses. Rule mock-turtles: one, two or "
                                + "three coins (a head at x is worth the (x+1)-th odious number: 2x if x has an odd number of "
                                + "1-bits, else 2x+1). Rule ruler: any run of consecutive coins (a head at x is worth the largest "
                                + "power of 2 dividing x+1). The position is worth the XOR over its heads."),
                List.of(new Parameter("rule", Text.of("mock-turtles（翻 1 到 3 枚）或 ruler（翻连续的一段）",
                        "mock-turtles (turn 1 to 3 coins) or ruler (turn a run of coins)"),
                        "mock-turtles", "mock-turtles", List.of("mock-turtles", "ruler"))),
                Text.of("正面朝上的硬币编号 0..10^18，用空格分隔，如 0 1 2 3（重复的编号算一枚；none 表示全是反面）",
                        "the heads' numbers 0..10^18 separated by spaces, e.g. 0 1 2 3 (a repeated number is one coin; none "
                                + "for all tails)"),
                "0 1 2 3");
    }

    @Override
    public ViewKind view() {
        return ViewKind.COINS;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        boolean ruler = Parameters.choice(this, "rule", values.get("rule"), List.of("mock-turtles", "ruler")).equals("ruler");
        Rules rules = new Rules(ruler);
        CoinNotation notation = new CoinNotation(id(), ruler);
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(GraphFamilyParts.evaluators(rules, notation, Text.of("所有硬币都是反面：轮到的一方无法翻，判负（SG 值 0）。",
                        "Every coin shows tails: the player to move cannot turn and loses (Grundy value 0)."), p -> Optional.of(verdict(ruler, p)),
                        CoinTurningGame::fewPositionsBelow))
                .moves(GraphFamilyParts.listed(rules, rules::moveCount, p -> sampleMoves(ruler, p)))
                .acceptsAnyLegalMove()
                .reader((p, name) -> Optional.ofNullable(read(id(), ruler, p, name)), Text.EMPTY)
                .table(upto -> Optional.of(table(ruler, upto)))
                .build();
    }

    /**
     * Whether the heads all lie among the first {@link #SEARCHED_COINS} coins: every coin a move
     * turns lies at or left of a head that turns to tails, so the positions below are sets of
     * heads among the same coins.
     */
    static boolean fewPositionsBelow(List<Long> heads) {
        return heads.isEmpty() || heads.get(heads.size() - 1) < SEARCHED_COINS;
    }

    static long value(boolean ruler, long coin) {
        return ruler ? CoinTurning.ruler(coin) : CoinTurning.mockTurtle(coin);
    }

    /** The rules: positions are the sorted distinct heads. */
    record Rules(boolean ruler) implements Impartial<List<Long>> {

        long moveCount(List<Long> heads) {
            long count = 0;
            for (long h : heads) {
                long c = ruler ? h + 1 : h >= 3_000_000_000L ? MOVE_LIMIT + 1 : 1 + h + h * (h - 1) / 2;
                count = Math.min(count + c, MOVE_LIMIT + 1);
            }
            return count;
        }

        @Override
        public List<Move<List<Long>>> moves(List<Long> heads) {
            long count = moveCount(heads);
            if (count > MOVE_LIMIT) {
                throw new TooLargeException(Text.format("局面的走法超过 %d 种，无法一一列出", "the position has more than %d moves to list",
                        MOVE_LIMIT));
            }
            List<Move<List<Long>>> out = new ArrayList<>((int) count);
            for (long h : heads) {
                if (ruler) {
                    for (long s = h; s >= 0; s--) {
                        out.add(turn(heads, run(s, h)));
                    }
                } else {
                    out.add(turn(heads, new long[] {h}));
                    for (long a = h - 1; a >= 0; a--) {
                        out.add(turn(heads, new long[] {h, a}));
                        for (long b = a - 1; b >= 0; b--) {
                            out.add(turn(heads, new long[] {h, a, b}));
                        }
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> heads) {
            return heads.isEmpty() ? Value.loss(0) : null;
        }
    }

    static long[] run(long from, long to) {
        long[] coins = new long[(int) (to - from + 1)];
        for (int i = 0; i < coins.length; i++) {
            coins[i] = to - i;
        }
        return coins;
    }

    /** The move turning {@code coins} (the first is the rightmost, a head). */
    static Move<List<Long>> turn(List<Long> heads, long[] coins) {
        java.util.TreeSet<Long> next = new java.util.TreeSet<>(heads);
        for (long c : coins) {
            if (!next.remove(c)) {
                next.add(c);
            }
        }
        return new Move<>(name(coins), List.copyOf(next));
    }

    /** {@code turn 5}, {@code turn 5 3 1} or, for a run, {@code turn 2..5}. */
    static String name(long[] coins) {
        if (coins.length > 3) {
            return "turn " + coins[coins.length - 1] + ".." + coins[0];
        }
        StringBuilder b = new StringBuilder("turn");
        for (long c : coins) {
            b.append(' ').append(c);
        }
        return b.toString();
    }

    /** A move read from its name without listing all moves, or null if the name is not of that form. */
    static List<Long> read(String family, boolean ruler, List<Long> heads, String name) {
        if (!name.startsWith("turn ")) {
            return null;
        }
        String rest = name.substring(5).trim();
        long[] coins;
        try {
            if (rest.contains("..")) {
                String[] ends = rest.split("\\.\\.");
                coins = run(Long.parseLong(ends[0].trim()), Long.parseLong(ends[1].trim()));
            } else {
                coins = Arrays.stream(rest.split("[\\s,]+")).mapToLong(Long::parseLong).toArray();
            }
        } catch (RuntimeException e) {
            return null;
        }
        boolean legal = coins.length > 0 && coins[0] >= 0 && heads.contains(coins[0]);
        for (int i = 1; i < coins.length && legal; i++) {
            legal = coins[i] >= 0 && (ruler ? coins[i] == coins[i - 1] - 1 : coins[i] < coins[i - 1]);
        }
        legal &= ruler || coins.length <= 3;
        if (!legal) {
            throw PositionText.error(family, Text.of("\"" + name + "\" 不是合法的走法：最右边翻的硬币必须是正面，"
                            + (ruler ? "其余是紧挨着它左边的连续硬币" : "另外最多再翻它左边的两枚"),
                    "\"" + name + "\" is not a legal move: the rightmost coin turned must be a head, "
                            + (ruler ? "the others the run just left of it" : "and at most two more coins left of it")));
        }
        return turn(heads, coins).result();
    }

    private record CoinNotation(String family, boolean ruler) implements Notation<List<Long>> {
        @Override
        public List<Long> parse(String text) {
            List<String> words = PositionText.words(text);
            if (words.size() > MAX_HEADS) {
                throw PositionText.error(family, Text.format("正面硬币数 %d 超过上限 %d", "%d heads, more than the limit %d",
                        words.size(), MAX_HEADS));
            }
            long[] heads = new long[words.size()];
            for (int i = 0; i < heads.length; i++) {
                heads[i] = PositionText.number(family, words.get(i), i + 1, 0, MAX_COIN, Text.of("正面硬币的编号", "a head's number"));
            }
            return List.copyOf(Arrays.stream(heads).sorted().distinct().boxed().toList());
        }

        @Override
        public String format(List<Long> heads) {
            return PositionText.join(heads);
        }

        @Override
        public Text label(List<Long> from, Move<List<Long>> move) {
            String coins = move.name().substring(5);
            return coins.contains("..")
                    ? Text.of("翻转 " + coins.replace("..", " 到 ") + " 号硬币", "turn coins " + coins)
                    : Text.of("翻转 " + coins.replace(" ", "、") + " 号硬币", "turn coin" + (coins.contains(" ") ? "s " : " ")
                            + coins.replace(" ", ", "));
        }
    }

    /** The companions of a winning move at head h, or null. */
    static long[] winningCoins(boolean ruler, long head, long total) {
        long target = total ^ value(ruler, head);
        if (ruler) {
            long k = CoinTurning.rulerRun(head, target);
            return k == 0 || k > Integer.MAX_VALUE ? null : run(head - k + 1, head);
        }
        long[] companions = CoinTurning.mockTurtleCompanions(head, target);
        if (companions == null) {
            return null;
        }
        long[] coins = new long[companions.length + 1];
        coins[0] = head;
        System.arraycopy(companions, 0, coins, 1, companions.length);
        Arrays.sort(coins, 1, coins.length);
        for (int i = 1, j = coins.length - 1; i < j; i++, j--) {
            long t = coins[i];
            coins[i] = coins[j];
            coins[j] = t;
        }
        return coins;
    }

    static Verdict verdict(boolean ruler, List<Long> heads) {
        long total = 0;
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < heads.size(); i++) {
            long v = value(ruler, heads.get(i));
            total ^= v;
            if (i < 12) {
                sum.append(i == 0 ? "" : " xor ").append("G(").append(heads.get(i)).append(")=").append(v);
            }
        }
        String shown = (heads.size() > 12 ? sum + " xor ..." : sum.toString()) + (heads.size() > 1 ? " = " + total : "");
        Text rule = ruler
                ? Text.of("尺子游戏：编号 x 的正面硬币值为整除 x+1 的最大的 2 的幂", "ruler game: a head at x is worth the largest power of 2 dividing x+1")
                : Text.of("假海龟游戏：编号 x 的正面硬币值为第 x+1 个恶数（2x 与 2x+1 中二进制 1 的个数为奇数的那个）",
                        "Mock Turtles: a head at x is worth the (x+1)-th odious number (2x or 2x+1, whichever has an odd number of 1-bits)");
        Text why;
        String shownZh = shown.replace(" xor ", " 异或 ").replace(" 异或 ...", " 异或 ……");
        if (total == 0) {
            why = Text.of(String.format("%s：为 0，每一步都会让异或和变成非零，先手必败（%s；局面是各正面硬币之和）。", shownZh, rule.zh()),
                    String.format("%s: zero, so every move makes the XOR nonzero and the player to move loses (%s; the position is the sum of its heads).", shown, rule.en()));
        } else {
            Move<List<Long>> win = winningMove(ruler, heads, total);
            why = Text.of(String.format("%s：不为 0，先手必胜，%s 后异或和为 0（%s；局面是各正面硬币之和）。", shownZh,
                            win.name().replace("turn", "翻转"), rule.zh()),
                    String.format("%s: nonzero, so the player to move wins with \"%s\", leaving XOR 0 (%s; the position is the sum of its heads).",
                            shown, win.name(), rule.en()));
        }
        return new Verdict(Value.of(total != 0 ? Outcome.WIN : Outcome.LOSS), ruler ? RULER : ODIOUS, why, total);
    }

    /** A winning move at the largest head that has one (the head holding the XOR's top bit has one). */
    static Move<List<Long>> winningMove(boolean ruler, List<Long> heads, long total) {
        for (int i = heads.size() - 1; i >= 0; i--) {
            long[] coins = winningCoins(ruler, heads.get(i), total);
            if (coins != null) {
                return turn(heads, coins);
            }
        }
        throw new IllegalStateException("no winning move although the XOR is " + total);
    }

    /** Winning moves (if any) and a few others, for positions with too many moves to list. */
    private static List<Move<List<Long>>> sampleMoves(boolean ruler, List<Long> heads) {
        long total = 0;
        for (long h : heads) {
            total ^= value(ruler, h);
        }
        List<Move<List<Long>>> out = new ArrayList<>();
        for (int i = heads.size() - 1; i >= 0 && out.size() < 20; i--) {
            long[] coins = total == 0 ? null : winningCoins(ruler, heads.get(i), total);
            if (coins != null) {
                out.add(turn(heads, coins));
            }
        }
        for (int i = 0; i < heads.size() && out.size() < 30; i++) {
            Move<List<Long>> m = turn(heads, new long[] {heads.get(i)});
            MoveSelection.addOnce(out, m);
        }
        return out;
    }

    static Table table(boolean ruler, long upto) {
        if (upto > TABLE_LIMIT) {
            throw new BadInputException(Text.format("表最多到 n = %d", "the table goes up to n = %d at most", TABLE_LIMIT));
        }
        long[] g = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            g[n] = value(ruler, n);
        }
        return Table.grundy(g, null, ruler
                ? Text.of("G(n) 等于整除 n+1 的最大 2 的幂（尺子游戏，已与搜索核对）；没有周期。",
                        "G(n) = the largest power of 2 dividing n+1 (ruler game, checked against search); no period.")
                : Text.of("G(n) 是第 n+1 个恶数（二进制中 1 的个数为奇数的数），即 2n 或 2n+1（假海龟游戏，已与搜索核对）；没有周期：它一直增长。",
                        "G(n) = the (n+1)-th odious number, 2n or 2n+1 (Mock Turtles, checked against search); no period: it grows."));
    }
}
