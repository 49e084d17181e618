package boyi.games.partizan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Blue-Red Hackenbush picture: coloured edges between numbered vertices, vertex 0 the ground.
 * Every edge is connected to the ground (edges that are not fall when the picture is made).
 *
 * <pre>{@code
 * HackenbushGraph.of(List.of(new HackenbushGraph.Edge(0, 1, 'L'), new HackenbushGraph.Edge(1, 2, 'R')));
 * // the string LR: a blue edge on the ground with a red one on top
 * }</pre>
 *
 * @param edges the edges, in the order they were written
 */
public record HackenbushGraph(List<Edge> edges) {

    /** The ground. */
    public static final int GROUND = 0;

    /**
     * One edge.
     *
     * @param from   one end (0 is the ground)
     * @param to     the other end (equal to {@code from} for a loop)
     * @param colour {@code L} (blue, Left's) or {@code R} (red, Right's)
     */
    public record Edge(int from, int to, char colour) {
        @Override
        public String toString() {
            return from + "-" + to + ":" + colour;
        }
    }

    public HackenbushGraph {
        edges = List.copyOf(edges);
    }

    /** The picture of the given edges without those no path joins to the ground. */
    public static HackenbushGraph of(List<Edge> edges) {
        Map<Integer, List<Edge>> at = incidence(edges);
        java.util.Set<Integer> grounded = new java.util.HashSet<>();
        Deque<Integer> todo = new ArrayDeque<>();
        grounded.add(GROUND);
        todo.push(GROUND);
        while (!todo.isEmpty()) {                     // vertices joined to the ground, explicit stack
            int v = todo.pop();
            for (Edge e : at.getOrDefault(v, List.of())) {
                int w = e.from() == v ? e.to() : e.from();
                if (grounded.add(w)) {
                    todo.push(w);
                }
            }
        }
        List<Edge> kept = new ArrayList<>();
        for (Edge e : edges) {
            if (grounded.contains(e.from())) {
                kept.add(e);
            }
        }
        return new HackenbushGraph(kept);
    }

    static Map<Integer, List<Edge>> incidence(List<Edge> edges) {
        Map<Integer, List<Edge>> at = new HashMap<>();
        for (Edge e : edges) {
            at.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e);
            if (e.to() != e.from()) {
                at.computeIfAbsent(e.to(), k -> new ArrayList<>()).add(e);
            }
        }
        return at;
    }

    /** The picture after cutting edge {@code index}: that edge and whatever no longer reaches the ground fall. */
    HackenbushGraph cut(int index) {
        List<Edge> rest = new ArrayList<>(edges);
        rest.remove(index);
        return of(rest);
    }

    /**
     * The parts that touch each other only at the ground: a part is the edges of one component of
     * the picture with the ground taken out (a loop at the ground is a part of its own).
     */
    List<HackenbushGraph> parts() {
        Map<Integer, Integer> component = new HashMap<>();
        Map<Integer, List<Edge>> at = incidence(edges);
        int next = 0;
        for (int start : at.keySet()) {
            if (start == GROUND || component.containsKey(start)) {
                continue;
            }
            Deque<Integer> todo = new ArrayDeque<>();
            todo.push(start);
            component.put(start, next);
            while (!todo.isEmpty()) {
                int v = todo.pop();
                for (Edge e : at.get(v)) {
                    int w = e.from() == v ? e.to() : e.from();
                    if (w != GROUND && !component.containsKey(w)) {
                        component.put(w, next);
                        todo.push(w);
                    }
                }
            }
            next++;
        }
        List<List<Edge>> groups = new ArrayList<>();
        for (int k = 0; k < next; k++) {
            groups.add(new ArrayList<>());
        }
        List<HackenbushGraph> out = new ArrayList<>();
        for (Edge e : edges) {
            int v = e.from() == GROUND ? e.to() : e.from();
            if (v == GROUND) {
                out.add(new HackenbushGraph(List.of(e)));     // a loop at the ground
            } else {
                groups.get(component.get(v)).add(e);
            }
        }
        for (List<Edge> g : groups) {
            out.add(new HackenbushGraph(g));
        }
        return out;
    }

    /**
     * The same picture with its vertices renumbered in the order a search from the ground meets
     * them (edges taken in their written order), edges sorted, and, with {@code swap}, the colours
     * exchanged: equal pictures drawn with other numbers often get the same text.
     */
    HackenbushGraph relabelled(boolean swap) {
        Map<Integer, List<Edge>> at = incidence(edges);
        Map<Integer, Integer> label = new HashMap<>();
        label.put(GROUND, 0);
        Deque<Integer> todo = new ArrayDeque<>();
        todo.add(GROUND);
        while (!todo.isEmpty()) {                         // breadth first, explicit queue
            int v = todo.poll();
            List<Edge> here = new ArrayList<>(at.getOrDefault(v, List.of()));
            here.sort((a, b) -> Character.compare(a.colour(), b.colour()));
            for (Edge e : here) {
                int w = e.from() == v ? e.to() : e.from();
                if (!label.containsKey(w)) {
                    label.put(w, label.size());
                    todo.add(w);
                }
            }
        }
        List<Edge> out = new ArrayList<>();
        for (Edge e : edges) {
            int a = label.get(e.from());
            int b = label.get(e.to());
            char c = swap ? (e.colour() == 'L' ? 'R' : 'L') : e.colour();
            out.add(new Edge(Math.min(a, b), Math.max(a, b), c));
        }
        out.sort((x, y) -> x.from() != y.from() ? Integer.compare(x.from(), y.from())
                : x.to() != y.to() ? Integer.compare(x.to(), y.to()) : Character.compare(x.colour(), y.colour()));
        return new HackenbushGraph(out);
    }

    /** The edges as written: {@code 0-1:L 1-2:R}; {@code -} when there are none. */
    @Override
    public String toString() {
        if (edges.isEmpty()) {
            return "-";
        }
        StringBuilder b = new StringBuilder();
        for (Edge e : edges) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(e);
        }
        return b.toString();
    }
}
