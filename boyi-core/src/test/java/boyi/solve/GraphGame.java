package boyi.solve;

import boyi.model.Indexed;
import boyi.model.Move;
import boyi.model.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A hand-built game graph for solver tests: vertices 0..n-1, edges, and primitive values. */
final class GraphGame implements Indexed<Integer> {

    private final int size;
    private final Map<Integer, List<Integer>> edges = new HashMap<>();
    private final Map<Integer, Value> primitives = new HashMap<>();

    GraphGame(int size) {
        this.size = size;
    }

    GraphGame edge(int from, int... to) {
        for (int t : to) {
            edges.computeIfAbsent(from, k -> new ArrayList<>()).add(t);
        }
        return this;
    }

    GraphGame primitive(int vertex, Value value) {
        primitives.put(vertex, value);
        return this;
    }

    @Override
    public List<Move<Integer>> moves(Integer p) {
        if (primitives.containsKey(p)) {
            return List.of();
        }
        return edges.getOrDefault(p, List.of()).stream().map(t -> new Move<>("to " + t, t)).toList();
    }

    @Override
    public Value primitive(Integer p) {
        Value v = primitives.get(p);
        if (v == null && !edges.containsKey(p)) {
            return Value.loss(0);
        }
        return v;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public long index(Integer p) {
        return p;
    }

    @Override
    public Integer position(long index) {
        return (int) index;
    }
}
