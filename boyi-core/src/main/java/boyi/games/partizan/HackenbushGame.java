package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Blue-Red Hackenbush strings (红蓝砍树，单链): stalks of edges standing on the ground, each
 * written from the ground up, {@code L} (blue, Left's) or {@code R} (red, Right's), stalks
 * separated by spaces; a player cuts one of her edges, and every edge above it falls; whoever
 * cannot cut loses. Every position is a number, given by the sign-expansion rule. No edges left
 * is written {@code -}.
 *
 * <pre>{@code
 * new HackenbushGame().report("LR").value().toString();   // "1/2"
 * }</pre>
 */
public final class HackenbushGame extends PartizanFamily<StripBoard> {

    /** The most edges accepted in all. */
    public static final int MAX_EDGES = 64;

    private static final Rules RULES = new Rules();

    public HackenbushGame() {
        super("hackenbush", "红蓝砍树（单链）", "Blue-Red Hackenbush strings",
                Text.of("地面上立着若干根由边连成的链，每条边属于左方（蓝，L）或右方（红，R）；轮到的一方砍掉自己的一条边，"
                                + "它上面的边都掉下来；轮到谁无边可砍谁输。价值是组合博弈论的标准型。",
                        "Stalks of edges stand on the ground, each edge Left's (blue, L) or Right's (red, R); a player cuts "
                                + "one of her edges and every edge above it falls; whoever cannot cut loses. The value "
                                + "is the canonical form of combinatorial game theory (as in CGSuite)."),
                Text.of("每根链从地面往上写 L（蓝）和 R（红），各链用空格隔开；后面可加 @L 或 @R 表示谁先走（默认 @L）：LRR LL",
                        "each stalk from the ground up in L (blue) and R (red), stalks separated by spaces; optionally "
                                + "@L or @R after it for the player to move (default @L): LRR LL"),
                "LRR LL");
    }

    @Override
    public ViewKind view() {
        return ViewKind.STALKS;
    }

    @Override
    protected PartizanRules<StripBoard> boardRules() {
        return RULES;
    }

    /** Stalks separated by single spaces (a trailing lone L or R is the player to move, read before). */
    @Override
    protected StripBoard parseBoard(String text) {
        String t = text.trim().replaceAll("\\s+", " ");
        if (t.equals("-")) {
            return new StripBoard("");                // every edge cut
        }
        for (String stalk : t.split(" ")) {
            ToadsAndFrogsGame.parseStrip(id(), stalk, "LR", MAX_EDGES);
        }
        if (t.replace(" ", "").length() > MAX_EDGES) {
            ToadsAndFrogsGame.parseStrip(id(), t.replace(" ", ""), "LR", MAX_EDGES);
        }
        return new StripBoard(t);
    }

    /** A stalk may be a lone L or R, so the player to move is written {@code @L} or {@code @R}. */
    @Override
    protected String moverMarker(boolean left) {
        return left ? " @L" : " @R";
    }

    @Override
    protected String formatBoard(StripBoard board) {
        return board.cells().isEmpty() ? "-" : board.cells();
    }

    @Override
    protected Text moveLabel(StripBoard from, Move<StripBoard> move, boolean left) {
        return cut(move.name());
    }

    /** A cut's label: {@code cut 1.2}, {@code 砍 1.2}. */
    static Text cut(String edge) {
        return Text.of("砍 " + edge, "cut " + edge);
    }

    @Override
    protected Text playerName(boolean left) {
        return blueOrRed(left);
    }

    /** Moves named {@code stalk.edge}, both from 1 (edge 1 touches the ground). */
    static final class Rules implements PartizanRules<StripBoard> {

        @Override
        public List<Move<StripBoard>> leftMoves(StripBoard b) {
            return cuts(b, 'L');
        }

        @Override
        public List<Move<StripBoard>> rightMoves(StripBoard b) {
            return cuts(b, 'R');
        }

        private static List<Move<StripBoard>> cuts(StripBoard b, char mine) {
            List<Move<StripBoard>> out = new ArrayList<>();
            String[] stalks = b.cells().isEmpty() ? new String[0] : b.cells().split(" ");
            for (int k = 0; k < stalks.length; k++) {
                for (int e = 0; e < stalks[k].length(); e++) {
                    if (stalks[k].charAt(e) == mine) {
                        List<String> after = new ArrayList<>();
                        for (int j = 0; j < stalks.length; j++) {
                            String s = j == k ? stalks[j].substring(0, e) : stalks[j];
                            if (!s.isEmpty()) {
                                after.add(s);
                            }
                        }
                        out.add(new Move<>((k + 1) + "." + (e + 1), new StripBoard(String.join(" ", after)),
                                MoveShape.of("cut").with("stalk", k + 1).with("edge", e + 1)));
                    }
                }
            }
            return out;
        }

        /** Each stalk is a region. */
        @Override
        public List<StripBoard> regions(StripBoard b) {
            List<StripBoard> out = new ArrayList<>();
            if (!b.cells().isEmpty()) {
                for (String s : b.cells().split(" ")) {
                    out.add(new StripBoard(s));
                }
            }
            return out;
        }

        /** A stalk with the colours swapped has the negative value. */
        @Override
        public Oriented<StripBoard> representative(StripBoard b) {
            String swapped = b.cells().replace('L', 'x').replace('R', 'L').replace('x', 'R');
            return swapped.compareTo(b.cells()) < 0 ? new Oriented<>(new StripBoard(swapped), true) : new Oriented<>(b, false);
        }
    }
}
