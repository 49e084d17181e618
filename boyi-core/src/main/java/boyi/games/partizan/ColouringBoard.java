package boyi.games.partizan;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A graph whose vertices Col and Snort colour: one state character per vertex, {@code .}
 * uncoloured, {@code L} Left's colour, {@code R} Right's, and in reduced regions {@code l} or
 * {@code r} for an uncoloured vertex only Left or only Right may still colour; a grid board also
 * has {@code #} for a cell with no vertex. Up to 64 vertices, edges as neighbour bit masks.
 *
 * <pre>{@code
 * ColouringBoard path = ColouringBoard.grid(1, 3, "...");   // a path of three uncoloured vertices
 * }</pre>
 */
public final class ColouringBoard {

    /** The most vertices of a board. */
    public static final int MAX_VERTICES = 64;

    private static final Pattern EDGE = Pattern.compile("(\\d{1,2})-(\\d{1,2})");

    private final String states;
    private final long[] neighbours;
    private final int cols;

    /**
     * @param states     one character per vertex (per cell of a grid)
     * @param neighbours for each vertex, the bit mask of its neighbours
     * @param cols       the columns of a grid board written as a grid; 0 for a graph written as edges
     */
    ColouringBoard(String states, long[] neighbours, int cols) {
        this.states = states;
        this.neighbours = neighbours;
        this.cols = cols;
    }

    /** The grid graph of a rectangle of cells (neighbours share a side; {@code #} is no vertex). */
    static ColouringBoard grid(char[][] grid) {
        StringBuilder all = new StringBuilder();
        for (char[] row : grid) {
            all.append(row);
        }
        return grid(grid.length, grid[0].length, all.toString());
    }

    static ColouringBoard grid(int rows, int cols, String cells) {
        long[] n = new long[cells.length()];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int v = r * cols + c;
                if (cells.charAt(v) == '#') {
                    continue;
                }
                if (c + 1 < cols && cells.charAt(v + 1) != '#') {
                    n[v] |= 1L << (v + 1);
                    n[v + 1] |= 1L << v;
                }
                if (r + 1 < rows && cells.charAt(v + cols) != '#') {
                    n[v] |= 1L << (v + cols);
                    n[v + cols] |= 1L << v;
                }
            }
        }
        return new ColouringBoard(cells, n, cols);
    }

    /**
     * A graph written as its states ({@code .} uncoloured, {@code L} blue, {@code R} red,
     * {@code l} / {@code r} uncoloured that only Left / only Right may still colour) and its edges
     * {@code i-j}.
     *
     * @throws BadInputException naming the word that is wrong
     */
    static ColouringBoard graph(String game, String[] words) {
        String states = words[0];
        requireFewVertices(game, states.length());
        for (int v = 0; v < states.length(); v++) {
            if (".LRlr".indexOf(states.charAt(v)) < 0) {
                throw new BadInputException(game, Text.of(
                        "第 " + (v + 1) + " 个点 \"" + states.charAt(v) + "\"：只能是 . L R l r",
                        "vertex " + (v + 1) + " \"" + states.charAt(v) + "\": expected one of . L R l r"));
            }
        }
        long[] n = new long[states.length()];
        for (int k = 1; k < words.length; k++) {
            Matcher m = EDGE.matcher(words[k]);
            int a = m.matches() ? Integer.parseInt(m.group(1)) - 1 : -1;
            int b = m.matches() ? Integer.parseInt(m.group(2)) - 1 : -1;
            if (a < 0 || b < 0 || a >= states.length() || b >= states.length() || a == b) {
                throw new BadInputException(game, Text.of(
                        "第 " + k + " 条边 \"" + words[k] + "\"：应写成用 - 连起的两个不同点号，点号从 1 到 " + states.length(),
                        "edge " + k + " \"" + words[k] + "\": expected i-j with two different vertices from 1 to "
                                + states.length()));
            }
            n[a] |= 1L << b;
            n[b] |= 1L << a;
        }
        return new ColouringBoard(states, n, 0);
    }

    /**
     * A path of uncoloured vertices in Boyi's states ({@code .}, {@code l}, {@code r}), vertex i
     * joined to vertex i + 1: how a CGSuite path string such as {@code R-.-L} reads once its tags
     * are turned into who may still colour each vertex.
     */
    static ColouringBoard path(String game, String states) {
        requireFewVertices(game, states.length());
        long[] n = new long[states.length()];
        for (int v = 0; v + 1 < states.length(); v++) {
            n[v] |= 1L << (v + 1);
            n[v + 1] |= 1L << v;
        }
        return new ColouringBoard(states, n, 0);
    }

    private static void requireFewVertices(String game, int count) {
        if (count > MAX_VERTICES) {
            throw new BadInputException(game, Text.of("点太多（" + count + " 个，至多 " + MAX_VERTICES + " 个）",
                    "too many vertices (" + count + ", at most " + MAX_VERTICES + ")"));
        }
    }

    /** A vertex's name in moves: its cell ({@code b1}) on a grid, its number from 1 on a graph. */
    String name(int v) {
        return cols > 0 ? GridText.cell(v / cols, v % cols) : Integer.toString(v + 1);
    }

    /** The same graph without the edges whose ends' states fail {@code matters}. */
    ColouringBoard without(BiPredicate<Character, Character> matters) {
        long[] n = neighbours.clone();
        for (int v = 0; v < n.length; v++) {
            for (long w = n[v]; w != 0; w &= w - 1) {
                int u = Long.numberOfTrailingZeros(w);
                if (!matters.test(states.charAt(v), states.charAt(u))) {
                    n[v] &= ~(1L << u);
                }
            }
        }
        return new ColouringBoard(states, n, cols);
    }

    /**
     * This graph (a region: graph form, states {@code . l r L R}) with its vertices numbered
     * canonically: equal for any renumbering of the vertices, never equal for graphs that are
     * not renumberings of each other; {@code null} when the canonical numbering gives up (a very
     * symmetric graph). The graph goes through {@link HackenbushLabelling} as a picture: vertex
     * v is vertex v + 1 with as many red loops as its state's place in {@code ".lrLR"} plus one,
     * an edge is a blue edge, and a red edge joins the ground to every vertex (so that the
     * ground, which the numbering keeps fixed, is alike to all of them).
     */
    ColouringBoard canonical() {
        List<HackenbushGraph.Edge> edges = new ArrayList<>();
        for (int v = 0; v < size(); v++) {
            edges.add(new HackenbushGraph.Edge(HackenbushGraph.GROUND, v + 1, 'R'));
            for (int k = 0; k <= STATES.indexOf(states.charAt(v)); k++) {
                edges.add(new HackenbushGraph.Edge(v + 1, v + 1, 'R'));
            }
            for (long w = neighbours[v] & ~((2L << v) - 1); w != 0; w &= w - 1) {
                edges.add(new HackenbushGraph.Edge(v + 1, Long.numberOfTrailingZeros(w) + 1, 'L'));
            }
        }
        HackenbushGraph numbered = HackenbushLabelling.of(new HackenbushGraph(edges), false);
        if (numbered == null) {
            return null;
        }
        int[] loops = new int[size()];
        long[] n = new long[size()];
        for (HackenbushGraph.Edge e : numbered.edges()) {
            if (e.from() == e.to()) {
                loops[e.from() - 1]++;
            } else if (e.colour() == 'L') {
                n[e.from() - 1] |= 1L << (e.to() - 1);
                n[e.to() - 1] |= 1L << (e.from() - 1);
            }
        }
        StringBuilder st = new StringBuilder();
        for (int count : loops) {
            st.append(STATES.charAt(count - 1));
        }
        return new ColouringBoard(st.toString(), n, 0);
    }

    /** The states a region's vertex may have, in the order of their codes in {@link #canonical}. */
    private static final String STATES = ".lrLR";

    /** The board with the players' colours (and marks) exchanged. */
    ColouringBoard swapped() {
        char[] s = states.toCharArray();
        for (int v = 0; v < s.length; v++) {
            s[v] = switch (s[v]) {
                case 'L' -> 'R';
                case 'R' -> 'L';
                case 'l' -> 'r';
                case 'r' -> 'l';
                default -> s[v];
            };
        }
        return new ColouringBoard(new String(s), neighbours, cols);
    }

    public String states() {
        return states;
    }

    public int size() {
        return states.length();
    }

    public char state(int v) {
        return states.charAt(v);
    }

    long neighbours(int v) {
        return neighbours[v];
    }

    boolean isGrid() {
        return cols > 0;
    }

    ColouringBoard with(int v, char state) {
        char[] s = states.toCharArray();
        s[v] = state;
        return new ColouringBoard(new String(s), neighbours, cols);
    }

    /** The graph on the vertices in {@code keep} (a bit mask), numbered in order, with the given states. */
    ColouringBoard induced(long keep, char[] newStates) {
        int[] index = new int[states.length()];
        StringBuilder s = new StringBuilder();
        for (long m = keep; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            index[v] = s.length();
            s.append(newStates[v]);
        }
        long[] n = new long[s.length()];
        for (long m = keep; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            for (long w = neighbours[v] & keep; w != 0; w &= w - 1) {
                n[index[v]] |= 1L << index[Long.numberOfTrailingZeros(w)];
            }
        }
        return new ColouringBoard(s.toString(), n, 0);
    }

    /** The connected components of the vertices in {@code keep}, each a bit mask. */
    List<Long> components(long keep) {
        List<Long> out = new ArrayList<>();
        long left = keep;
        while (left != 0) {
            long part = Long.lowestOneBit(left);
            long frontier = part;
            while (frontier != 0) {                  // grow by neighbours until stable
                long next = 0;
                for (long m = frontier; m != 0; m &= m - 1) {
                    next |= neighbours[Long.numberOfTrailingZeros(m)];
                }
                next &= keep & ~part;
                part |= next;
                frontier = next;
            }
            out.add(part);
            left &= ~part;
        }
        return out;
    }

    /**
     * A grid in Boyi's grid notation (rows separated by {@code |}, {@code L} and {@code R}
     * coloured); a graph as its states, then its edges {@code i-j} (vertices numbered from 1):
     * {@code ..L 1-2 2-3}.
     */
    @Override
    public String toString() {
        if (cols > 0) {
            return GridText.format(states.length() / cols, cols, (r, c) -> states.charAt(r * cols + c));
        }
        StringBuilder b = new StringBuilder(states);
        for (int v = 0; v < states.length(); v++) {
            for (long w = neighbours[v] & ~((2L << v) - 1); w != 0; w &= w - 1) {
                b.append(' ').append(v + 1).append('-').append(Long.numberOfTrailingZeros(w) + 1);
            }
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColouringBoard b && cols == b.cols && states.equals(b.states)
                && Arrays.equals(neighbours, b.neighbours);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * states.hashCode() + Arrays.hashCode(neighbours)) + cols;
    }
}
