package boyi.check;

import static boyi.check.ClassicInputs.solveWords;

import java.util.ArrayList;
import java.util.List;

/**
 * The inputs of the contest canon's graph part: dag-chess, tree-game, christmas-game,
 * mock-turtles, funny-game, cutting-game. An edge is one number, {@code from << 21 | to}.
 */
final class CanonGraphInputs {

    private static final long E18 = Range.E18;
    private static final int SHIFT = 21;
    private static final long MASK = (1L << SHIFT) - 1;
    private static final Range CASE_COUNT = new Range(1, 10, 10);

    private CanonGraphInputs() {
    }

    private static long edge(long from, long to) {
        return from << SHIFT | to;
    }

    /**
     * A chess game on a graph without cycles: the case is {N, edges..., then the query's tokens as
     * -(p + 1)}; every edge goes from a position to a larger one.
     */
    static InputFormat dagChess() {
        Range positions = new Range(1, 1000, 100_000);
        CustomCase graph = new CustomCase(d -> {
            int n = d.count(positions);
            List<Long> c = new ArrayList<>(List.of((long) n));
            int edges = d.below(3 * n + 1);
            for (int e = 0; e < edges && n > 1; e++) {
                long from = d.between(0, n - 2);
                long to = d.oneIn(2) ? from + 1 : d.between(from + 1, n - 1);
                c.add(edge(from, to));
            }
            int tokens = 1 + d.below(Math.min(n, 10));
            for (int t = 0; t < tokens; t++) {
                c.add(-(d.between(0, n - 1) + 1));
            }
            return c.stream().mapToLong(Long::longValue).toArray();
        }, (c, limits) -> {
            if (c.length < 2 || !positions.contains(c[0], limits)) {
                return false;
            }
            int queries = 0;
            for (int i = 1; i < c.length; i++) {
                if (c[i] < 0) {
                    queries++;
                    if (-c[i] - 1 >= c[0]) {
                        return false;
                    }
                } else if ((c[i] >> SHIFT) >= (c[i] & MASK) || (c[i] & MASK) >= c[0]) {
                    return false;
                }
            }
            return queries >= 1;
        }, (c, out) -> {
            int n = (int) c[0];
            List<List<Long>> successors = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                successors.add(new ArrayList<>());
            }
            List<Long> tokens = new ArrayList<>();
            for (int i = 1; i < c.length; i++) {
                if (c[i] < 0) {
                    tokens.add(-c[i] - 1);
                } else {
                    successors.get((int) (c[i] >> SHIFT)).add(c[i] & MASK);
                }
            }
            out.append(n).append('\n');
            for (List<Long> s : successors) {
                out.append(s.size());
                s.forEach(v -> out.append(' ').append(v));
                out.append('\n');
            }
            out.append(tokens.size());
            tokens.forEach(v -> out.append(' ').append(v));
            out.append("\n0\n");
        }).edges(new long[] {4, edge(0, 1), edge(0, 2), edge(1, 3), -1, -3},
                new long[] {1, -1}, new long[] {2, edge(0, 1), -1}, new long[] {2, edge(0, 1), -1, -1},
                new long[] {3, edge(0, 1), edge(1, 2), -1}, new long[] {3, edge(0, 1), edge(0, 2), edge(1, 2), -1, -2})
                .small(CanonGraphInputs::smallDags);
        return new InputFormat("dag-chess", Framing.UNTIL_END, null, CASE_COUNT, graph, TokenChecker.INSTANCE);
    }

    /** Every graph on up to 4 positions (edges going up), with a token on position 0, and on 0 and 1. */
    private static List<long[]> smallDags() {
        List<long[]> all = new ArrayList<>();
        for (int n = 1; n <= 4; n++) {
            List<Long> possible = new ArrayList<>();
            for (int from = 0; from < n; from++) {
                for (int to = from + 1; to < n; to++) {
                    possible.add(edge(from, to));
                }
            }
            for (int subset = 0; subset < 1 << possible.size(); subset++) {
                for (int tokens = 1; tokens <= Math.min(n, 2); tokens++) {
                    List<Long> c = new ArrayList<>(List.of((long) n));
                    for (int e = 0; e < possible.size(); e++) {
                        if ((subset >> e & 1) == 1) {
                            c.add(possible.get(e));
                        }
                    }
                    for (long t = 0; t < tokens; t++) {
                        c.add(-(t + 1));
                    }
                    all.add(c.stream().mapToLong(Long::longValue).toArray());
                }
            }
        }
        return all;
    }

    /** A tree rooted at 1: the case is the parents of vertices 2, 3, ..., N (each smaller than its child). */
    static InputFormat treeGame() {
        Range vertices = new Range(1, 1000, 100_000);
        CustomCase tree = new CustomCase(d -> {
            long[] c = new long[d.count(vertices) - 1];
            int shape = d.below(3);
            for (int j = 0; j < c.length; j++) {
                c[j] = shape == 0 ? j + 1 : shape == 1 ? d.between(1, Math.min(j + 1, 3)) : d.between(1, j + 1);
            }
            return c;
        }, (c, limits) -> {
            if (!vertices.contains(c.length + 1, limits)) {
                return false;
            }
            for (int j = 0; j < c.length; j++) {
                if (c[j] < 1 || c[j] > j + 1) {
                    return false;
                }
            }
            return true;
        }, (c, out) -> {
            out.append(c.length + 1).append('\n');
            for (int j = 0; j < c.length; j++) {
                out.append(c[j]).append(' ').append(j + 2).append('\n');
            }
        }).small(() -> SmallBox.lists(new long[] {1}, 0, 5, 1000, 4)).edges(new long[] {1, 2}, new long[] {1, 1}, new long[] {},
                new long[] {1}, new long[] {1, 1, 1},
                new long[] {1, 2, 3}, new long[] {1, 1, 2, 2});
        return new InputFormat("tree-game", Framing.COUNTED, null, CASE_COUNT, tree, TokenChecker.INSTANCE);
    }

    /**
     * Pictures hanging from vertex 1: the case is each picture as -m then its edges; drawn as trees
     * with cycles (loops, parallel edges, longer rings) hung on single vertices, as the judge promises.
     */
    static InputFormat christmasGame() {
        Range pictures = new Range(1, 10, 100);
        Range vertices = new Range(1, 100, 10_000);
        CustomCase drawing = new CustomCase(d -> {
            List<Long> c = new ArrayList<>();
            int count = d.count(pictures);
            for (int p = 0; p < count; p++) {
                int budget = d.count(vertices);
                List<Long> edges = new ArrayList<>();
                int m = 1;
                while (m < budget) {
                    long at = d.between(1, m);
                    int kind = d.below(4);
                    if (kind == 0) {
                        edges.add(edge(at, at));
                    } else if (kind == 1) {
                        edges.add(edge(at, m + 1));
                        edges.add(edge(m + 1, at));
                        m++;
                    } else if (kind == 2) {
                        edges.add(edge(at, ++m));
                    } else {
                        int ring = (int) Math.min(budget - m, d.between(2, 6));
                        long prev = at;
                        for (int r = 0; r < ring; r++) {
                            edges.add(edge(prev, ++m));
                            prev = m;
                        }
                        edges.add(edge(prev, at));
                    }
                }
                c.add((long) -m);
                c.addAll(edges);
            }
            return c.stream().mapToLong(Long::longValue).toArray();
        }, (c, limits) -> {
            if (c.length == 0 || c[0] >= 0) {
                return false;
            }
            int count = 0;
            long m = 0;
            for (long v : c) {
                if (v < 0) {
                    count++;
                    m = -v;
                    if (!vertices.contains(m, limits)) {
                        return false;
                    }
                } else if ((v >> SHIFT) < 1 || (v >> SHIFT) > m || (v & MASK) < 1 || (v & MASK) > m) {
                    return false;
                }
            }
            return pictures.contains(count, limits);
        }, (c, out) -> {
            int count = 0;
            for (long v : c) {
                count += v < 0 ? 1 : 0;
            }
            out.append(count).append('\n');
            for (int i = 0; i < c.length; i++) {
                int k = 0;
                while (i + 1 + k < c.length && c[i + 1 + k] >= 0) {
                    k++;
                }
                out.append(-c[i]).append(' ').append(k).append('\n');
                for (int e = 1; e <= k; e++) {
                    out.append(c[i + e] >> SHIFT).append(' ').append(c[i + e] & MASK).append('\n');
                }
                i += k;
            }
        }).edges(new long[] {-2, edge(1, 2), -4, edge(1, 2), edge(2, 3), edge(2, 4), edge(3, 4)}, new long[] {-1},
                new long[] {-1, edge(1, 1)}, new long[] {-2, edge(1, 2), edge(2, 1)}, new long[] {-2, edge(1, 2)},
                new long[] {-3, edge(1, 2), edge(2, 3), edge(3, 1)}, new long[] {-2, edge(1, 2), edge(2, 2)})
                .small(CanonGraphInputs::smallPictures);
        return new InputFormat("christmas-game", Framing.UNTIL_END, null, CASE_COUNT, drawing, TokenChecker.INSTANCE);
    }

    /** Every small picture of up to 3 vertices (a path, a fork, a loop, a double edge, a ring), alone and in pairs. */
    private static List<long[]> smallPictures() {
        List<long[]> pictures = List.of(new long[] {-1}, new long[] {-1, edge(1, 1)}, new long[] {-2, edge(1, 2)},
                new long[] {-2, edge(1, 2), edge(2, 1)}, new long[] {-2, edge(1, 2), edge(2, 2)},
                new long[] {-2, edge(1, 2), edge(1, 1)}, new long[] {-3, edge(1, 2), edge(2, 3)},
                new long[] {-3, edge(1, 2), edge(1, 3)}, new long[] {-3, edge(1, 2), edge(2, 3), edge(3, 1)},
                new long[] {-3, edge(1, 2), edge(2, 3), edge(3, 2)});
        List<long[]> all = new ArrayList<>(pictures);
        for (int a = 0; a < pictures.size(); a++) {
            for (int b = a; b < pictures.size(); b++) {
                long[] c = new long[pictures.get(a).length + pictures.get(b).length];
                System.arraycopy(pictures.get(a), 0, c, 0, pictures.get(a).length);
                System.arraycopy(pictures.get(b), 0, c, pictures.get(a).length, pictures.get(b).length);
                all.add(c);
            }
        }
        return all;
    }

    static InputFormat mockTurtles() {
        Row heads = new Row(new Range(0, 100, 100_000), new Range(0, 100_000_000, E18)).distinct()
                .explained(c -> c.length == 0 ? List.of() : List.of(solveWords("coin-turning", c)))
                .edges(new long[] {0}, new long[] {}, new long[] {0, 1, 2, 3}, new long[] {1}, new long[] {2},
                        new long[] {3}, new long[] {1, 2}, new long[] {0, 1}, new long[] {100_000_000}, new long[] {E18});
        return new InputFormat("mock-turtles", Framing.UNTIL_END, null, CASE_COUNT, heads, TokenChecker.INSTANCE);
    }

    static InputFormat funnyGame() {
        Tuple one = new Tuple(new Range(1, 1_000_000, E18))
                .explainedBy(c -> List.of("circle-kayles", Long.toString(c[0])))
                .edges(new long[] {1}, new long[] {2}, new long[] {3}, new long[] {4}, new long[] {1_000_000}, new long[] {E18});
        return new InputFormat("funny-game", Framing.TERMINATED, "0", new Range(1, 100, 10_000), one, TokenChecker.INSTANCE);
    }

    static InputFormat cuttingGame() {
        Range side = new Range(2, 200, 500);
        Tuple sheet = new Tuple(side, side).where(c -> c[0] >= 1 && c[1] >= 1)
                .explainedBy(c -> List.of("cutting-game", c[0] + "x" + c[1]))
                .edges(new long[] {2, 2}, new long[] {3, 2}, new long[] {4, 2}, new long[] {2, 3}, new long[] {3, 3},
                        new long[] {2, 4}, new long[] {200, 200}, new long[] {500, 500}, new long[] {1, 1}, new long[] {1, 5});
        return new InputFormat("cutting-game", Framing.UNTIL_END, null, new Range(1, 100, 1000), sheet, TokenChecker.INSTANCE);
    }
}
