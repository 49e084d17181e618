package boyi.games.lol;

import boyi.games.lol.LolSolver.Reason;
import boyi.games.lol.LolSolver.Result;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.util.Text;
import java.util.List;

/**
 * What decided a LOL value and why, in Chinese and English, built from the numbers of one
 * {@link LolSolver.Result} (empty cells, the parts, positions searched), so nothing is solved
 * again to be explained.
 *
 * <pre>{@code
 * Result r = new LolSolver().solve("L*L**");
 * LolExplanation.why(r, false).en();   // "Immediate win: O at 2 makes LOL."
 * LolExplanation.method(r.reason());   // theorem: LOL in one move
 * }</pre>
 */
final class LolExplanation {

    private static final Method IMMEDIATE_WIN = Method.theorem(Text.of("一步连成 LOL", "LOL in one move"));
    private static final Method DEAD_PAIR = Method.theorem(Text.of("死对 L**L 与空格奇偶性", "dead pair L**L and parity"));
    private static final Method LONG_RUN = Method.theorem(Text.of("11 格空段的双重威胁", "double threat in 11 empty cells"));
    private static final Method INERT = Method.theorem(Text.of("每个部分都会被填满", "every part fills"));
    private static final Method REGIONS_HOLD = Method.theorem(Text.of("区域配对引理", "region-pairing lemma"));
    private static final Method RACE = Method.search(Text.of("独立部分上的竞赛搜索", "race search over independent parts"));

    /** Parts listed in an explanation before the rest is counted. */
    private static final int PARTS_SHOWN = 6;

    private LolExplanation() {
    }

    static Method method(Reason reason) {
        return switch (reason) {
            case OVER, FULL -> Method.OVER;
            case IMMEDIATE_WIN -> IMMEDIATE_WIN;
            case DEAD_PAIR -> DEAD_PAIR;
            case LONG_RUN -> LONG_RUN;
            case INERT -> INERT;
            case REGIONS_HOLD -> REGIONS_HOLD;
            case SEARCH -> RACE;
        };
    }

    /**
     * Why {@code r} holds, with its numbers.
     *
     * @param remotenessBySearch whether the remoteness was added by plain search (said at the end)
     */
    static Text why(Result r, boolean remotenessBySearch) {
        Text remoteness = remotenessBySearch ? Text.of("步数由穷举搜索得出。", "Remoteness by plain search.") : Text.EMPTY;
        int e = r.emptyCells();
        boolean uToMove = e % 2 == 1;
        String parts = parts(r.components(), " ... %d in all");
        String partsZh = parts(r.components(), " …… 共 %d 个");
        return switch (r.reason()) {
            case OVER -> Text.of("这一行已经出现 LOL：轮到走的一方已经输了。", "LOL is already on the row: the player to move has lost.");
            case IMMEDIATE_WIN -> Text.format("一步获胜：第 %1$d 格填 %2$c 就连成 LOL。", "Immediate win: %2$c at %1$d makes LOL.",
                    r.winningCell(), r.winningLetter());
            case FULL -> Text.of("这一行已填满且没有 LOL：平局。", "The row is full without LOL: draw.");
            case DEAD_PAIR -> SAFE_MOVES_ONLY.then(Text.of(
                    "这一行有死对 L**L，它永远填不满，所以这一行填不满：对局在某一方没有安全着法时结束，这时空格数一定是偶数；现在有 "
                            + e + " 个空格，所以没有安全着法的是" + (uToMove ? "对手：必胜。" : "轮到走的一方：必败。"),
                    "The row holds a dead pair L**L that can never be filled, so it never fills: the game ends with a player"
                            + " who has no safe move, and as such a row always has an even number of empty cells and this one"
                            + " has " + cellsEn(e) + ", that player is "
                            + (uToMove ? "the opponent: win." : "the player to move: loss."))).then(remoteness);
            case LONG_RUN -> SAFE_MOVES_ONLY.then(Text.of(
                    lastMoverZh(e) + "；这一方可以在 11 个连续空格的正中填 L，同时威胁两个死对 L**L"
                            + (uToMove ? "" : "（对手一步破坏不了所有这样的空段）") + "，所以这一行填不满：" + zh(r.outcome()) + "。",
                    lastMoverEn(e) + ", and can write L amid 11 empty cells, threatening two dead pairs L**L at once"
                            + (uToMove ? "" : " (one move cannot spoil every such stretch)") + ", so it never fills: "
                            + r.outcome().word() + ".")).then(remoteness);
            case INERT -> SAFE_MOVES_ONLY.then(Text.of(
                    lastMoverZh(e) + "；任何部分（" + partsZh + "）都不可能出现死对 L**L，所以这一行一定会填满：平局。",
                    lastMoverEn(e) + "; no part (" + parts + ") can ever hold a dead pair L**L, so it fills: draw."));
            case REGIONS_HOLD -> SAFE_MOVES_ONLY.then(Text.of(
                    lastMoverZh(e) + "；另一方能守住这些部分（" + partsZh + "）里的每一段空格（或由单个 O 连起来的几段）："
                            + "对方在哪一段走，就在哪一段应对，所以逼不出死对 L**L：平局。",
                    lastMoverEn(e) + "; the other player can hold each run of empty cells (or a few runs joined by single"
                            + " O's) of the parts (" + parts + ") by answering each move there, so no dead pair L**L can be"
                            + " forced: draw."));
            case SEARCH -> SAFE_MOVES_ONLY.then(Text.of(
                    lastMoverZh(e) + "；搜索了 " + r.searched() + " 个局面（各独立部分 " + partsZh + " 的和），判断能否逼出死对 L**L："
                            + (r.outcome() == Outcome.DRAW ? "不能，平局。" : "能，" + zh(r.outcome()) + "。"),
                    lastMoverEn(e) + "; searched " + r.searched() + " positions (sums of the independent parts " + parts
                            + ") to decide whether a dead pair L**L can be forced: "
                            + (r.outcome() == Outcome.DRAW ? "no, draw." : "yes, " + r.outcome().word() + ".")))
                    .then(remoteness);
        };
    }

    private static final Text SAFE_MOVES_ONLY = Text.of(
            "没有一步连成 LOL 的着法，所以只需考虑安全着法（走完后不留下 L*L、LO*、*OL 的着法）。",
            "No immediate win, so only safe moves (that leave no L*L, LO*, *OL) matter.");

    /** Who makes the last safe move unless the row fills ({@code docs/lol.md}, section 3). */
    private static String lastMoverZh(int empty) {
        return "现在有 " + empty + " 个空格，只要这一行没填满，最后一个安全着法就由" + (empty % 2 == 1 ? "轮到走的一方" : "对手") + "走出";
    }

    private static String lastMoverEn(int empty) {
        return "With " + cellsEn(empty) + " the " + (empty % 2 == 1 ? "player to move" : "opponent")
                + " makes the last safe move unless the row fills up";
    }

    private static String cellsEn(int n) {
        return n == 1 ? "1 empty cell" : n + " empty cells";
    }

    private static String zh(Outcome o) {
        return switch (o) {
            case WIN -> "必胜";
            case LOSS -> "必败";
            case DRAW -> "平局";
        };
    }

    /** The parts as text, at most {@value #PARTS_SHOWN} of them, then {@code more} with the count. */
    private static String parts(List<String> parts, String more) {
        return parts.size() <= PARTS_SHOWN ? String.join(" ", parts)
                : String.join(" ", parts.subList(0, PARTS_SHOWN)) + String.format(more, parts.size());
    }
}
