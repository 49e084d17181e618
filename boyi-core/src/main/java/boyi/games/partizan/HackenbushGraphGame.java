package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
import boyi.cgt.Dyadic;
import boyi.games.ViewKind;
import boyi.games.partizan.HackenbushGraph.Edge;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Blue-Red Hackenbush on any picture (红蓝砍树，树与图): edges between numbered vertices, vertex
 * 0 the ground, each edge Left's ({@code L}, blue) or Right's ({@code R}, red), written
 * {@code from-to:colour} and separated by spaces; a player cuts one of her edges and every edge
 * no longer joined to the ground falls; whoever cannot cut loses. Every position is a number.
 * The parts that meet only at the ground are independent regions.
 *
 * <pre>{@code
 * new HackenbushGraphGame().report("0-1:L 1-2:R 1-3:R").value().toString();   // "1/4"
 * new HackenbushGraphGame().report("0-1:L 0-2:L 1-2:R").value().toString();   // "1"
 * }</pre>
 */
public final class HackenbushGraphGame extends PartizanFamily<HackenbushGraph> {

    /** The most edges accepted. */
    public static final int MAX_EDGES = 40;
    /** The largest vertex number accepted. */
    public static final int MAX_VERTEX = 999;

    private static final Pattern EDGE = Pattern.compile("(\\d{1,4})-(\\d{1,4}):([LR])");
    private static final Rules RULES = new Rules();

    public HackenbushGraphGame() {
        super("hackenbush-graph", "红蓝砍树（树与图）", "Blue-Red Hackenbush trees and graphs",
                Text.of("图由连在地面上的边组成，每条边属于左方（蓝，L）或右方（红，R）；轮到的一方砍掉自己的一条边，"
                                + "不再与地面相连的边都掉下来；轮到谁无边可砍谁输。每个局面的价值都是一个数。",
                        "A picture of edges joined to the ground, each edge Left's (blue, L) or Right's (red, R); a player "
                                + "cuts one of her edges and every edge no longer joined to the ground falls; whoever "
                                + "cannot cut loses. Every position's value is a number."),
                Text.of("各边写成 起点-终点:颜色，用空格隔开；顶点是数，0 是地面，颜色 L（蓝）或 R（红）；"
                                + "后面可加 L 或 R 表示谁先走（默认 L）：0-1:L 1-2:R 1-3:R",
                        "edges as from-to:colour separated by spaces; vertices are numbers, 0 is the ground, colour L "
                                + "(blue) or R (red); optionally L or R after it for the player to move (default L): "
                                + "0-1:L 1-2:R 1-3:R"),
                "0-1:L 1-2:R 1-3:R");
    }

    @Override
    public ViewKind view() {
        return ViewKind.PICTURE;
    }

    @Override
    protected PartizanRules<HackenbushGraph> boardRules() {
        return RULES;
    }

    /** Edges {@code from-to:colour} separated by spaces, or {@code -} for none. */
    @Override
    protected HackenbushGraph parseBoard(String text) {
        String t = text.trim();
        if (t.equals("-")) {
            return new HackenbushGraph(List.of());
        }
        if (t.isEmpty()) {
            throw new BadInputException(id(), Text.of("缺少边", "missing the edges"));
        }
        String[] words = t.split("\\s+");
        if (words.length > MAX_EDGES) {
            throw new BadInputException(id(), Text.of("边太多（" + words.length + " 条，至多 " + MAX_EDGES + " 条）",
                    "too many edges (" + words.length + ", at most " + MAX_EDGES + ")"));
        }
        List<Edge> edges = new ArrayList<>();
        for (int k = 0; k < words.length; k++) {
            Matcher m = EDGE.matcher(words[k]);
            if (!m.matches()) {
                throw new BadInputException(id(), Text.of(
                        "第 " + (k + 1) + " 条边 \"" + words[k] + "\"：应写成 起点-终点:颜色，如 0-1:L（0 是地面，颜色 L 或 R）",
                        "edge " + (k + 1) + " \"" + words[k] + "\": expected from-to:colour, e.g. 0-1:L (0 is the "
                                + "ground, colour L or R)"));
            }
            int a = Integer.parseInt(m.group(1));
            int b = Integer.parseInt(m.group(2));
            if (a > MAX_VERTEX || b > MAX_VERTEX) {
                throw new BadInputException(id(), Text.of(
                        "第 " + (k + 1) + " 条边 \"" + words[k] + "\"：顶点至多 " + MAX_VERTEX,
                        "edge " + (k + 1) + " \"" + words[k] + "\": vertex numbers go up to " + MAX_VERTEX));
            }
            edges.add(new Edge(a, b, m.group(3).charAt(0)));
        }
        return HackenbushGraph.of(edges);
    }

    @Override
    protected Text moveLabel(HackenbushGraph from, Move<HackenbushGraph> move, boolean left) {
        return HackenbushGame.cut(move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return blueOrRed(left);
    }

    /** Moves named by the edge cut ({@code 1-2:R}), with {@code #k} for the k-th of equal edges. */
    static final class Rules implements PartizanRules.ByPlayer<HackenbushGraph> {

        private final RememberedRepresentatives<HackenbushGraph> known = new RememberedRepresentatives<>(Rules::canonical);
        /** The last picture evaluated with numbers: its options are evaluated with what it learnt. */
        private final AtomicReference<BlueRedNumbers> lastNumbers = new AtomicReference<>();

        /**
         * The value with numbers only ({@link BlueRedNumbers}); a picture made of some of the
         * edges of the last one evaluated shares that evaluation's memory (a report's options).
         * Threads that meet take an evaluator of their own.
         */
        @Override
        public CanonicalGame directValue(HackenbushGraph region) {
            BlueRedNumbers numbers = lastNumbers.getAndSet(null);
            Dyadic v = numbers == null ? null : numbers.valueOf(region);
            if (v == null) {
                numbers = BlueRedNumbers.over(region, BlueRedNumbers.PART_BUDGET);
                v = numbers.valueOf(region);
            }
            lastNumbers.set(numbers);
            return CanonicalGame.number(v);
        }

        @Override
        public List<Move<HackenbushGraph>> moves(HackenbushGraph b, boolean left) {
            char mine = left ? 'L' : 'R';
            List<Move<HackenbushGraph>> out = new ArrayList<>();
            List<Edge> edges = b.edges();
            for (int i = 0; i < edges.size(); i++) {
                Edge e = edges.get(i);
                if (e.colour() == mine) {
                    int same = 0;
                    for (int j = 0; j < i; j++) {
                        same += edges.get(j).equals(e) ? 1 : 0;
                    }
                    out.add(new Move<>(e + (same > 0 ? "#" + (same + 1) : ""), b.cut(i), MoveShape.of("cut").with("edge", i + 1)
                            .with("from", e.from()).with("to", e.to()).with("colour", String.valueOf(mine))));
                }
            }
            return out;
        }

        /** The parts that meet only at the ground. */
        @Override
        public List<HackenbushGraph> regions(HackenbushGraph b) {
            return b.parts();
        }

        /**
         * The picture canonically renumbered ({@link HackenbushLabelling}: equal for any
         * renumbering of the vertices and any order of the edges) or its colour swap (which
         * negates the value), whichever text is less. When the canonical numbering gives up (a
         * very symmetric picture with cycles), both are numbered by a search from the ground
         * instead: a key then perhaps not shared with a renumbered copy, never with another picture.
         */
        @Override
        public Oriented<HackenbushGraph> representative(HackenbushGraph b) {
            return known.of(b);
        }

        private static Oriented<HackenbushGraph> canonical(HackenbushGraph b) {
            HackenbushGraph plain = HackenbushLabelling.of(b, false);
            HackenbushGraph swapped = plain == null ? null : HackenbushLabelling.of(b, true);
            if (plain == null || swapped == null) {
                plain = b.relabelled(false);
                swapped = b.relabelled(true);
            }
            return swapped.toString().compareTo(plain.toString()) < 0 ? new Oriented<>(swapped, true)
                    : new Oriented<>(plain, false);
        }
    }
}
