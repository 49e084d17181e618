package boyi.cgt;

import java.util.ArrayList;
import java.util.List;

/**
 * One wall of a thermograph: a continuous piecewise-linear function of the temperature
 * {@code t >= -1}, exact. Piece {@code i} holds from {@code starts[i]} to the next start:
 * {@code value(t) = intercepts[i] + slopes[i]·t}. Slopes of thermograph walls are -1, 0 or 1,
 * so crossings of two pieces fall on dyadic temperatures.
 *
 * <pre>{@code
 * Wall w = Wall.constant(Dyadic.ONE).plusT(-1);   // 1 - t
 * w.at(Dyadic.of(1));                            // 0
 * }</pre>
 *
 * @param pieces the pieces, by increasing start; the first starts at -1
 */
public record Wall(List<Piece> pieces) {

    /** {@code value(t) = intercept + slope·t} from {@code start} on. */
    public record Piece(Dyadic start, Dyadic intercept, int slope) {
        Dyadic at(Dyadic t) {
            return intercept.add(t.times(slope));
        }
    }

    static final Dyadic BOTTOM = Dyadic.MINUS_ONE;

    public static Wall constant(Dyadic x) {
        return new Wall(List.of(new Piece(BOTTOM, x, 0)));
    }

    public Dyadic at(Dyadic t) {
        Piece p = pieces.get(0);
        for (Piece q : pieces) {
            if (q.start.compareTo(t) <= 0) {
                p = q;
            }
        }
        return p.at(t);
    }

    /** This wall plus {@code k·t}. */
    Wall plusT(int k) {
        List<Piece> out = new ArrayList<>();
        for (Piece p : pieces) {
            out.add(new Piece(p.start, p.intercept, p.slope + k));
        }
        return new Wall(out);
    }

    static Wall max(Wall a, Wall b) {
        return combine(a, b, true);
    }

    static Wall min(Wall a, Wall b) {
        return combine(a, b, false);
    }

    /** The pointwise max (or min): on each common interval, split where the two lines cross. */
    private static Wall combine(Wall a, Wall b, boolean max) {
        List<Dyadic> starts = mergedStarts(a, b);
        List<Piece> out = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            Dyadic s = starts.get(i);
            Dyadic e = i + 1 < starts.size() ? starts.get(i + 1) : null;
            Piece pa = a.pieceAt(s);
            Piece pb = b.pieceAt(s);
            Piece first = better(pa, pb, s, max);
            add(out, new Piece(s, first.intercept, first.slope));
            if (pa.slope != pb.slope) {
                // crossing t = (ib - ia) / (sa - sb), with sa - sb in {±1, ±2}
                Dyadic t = crossing(pa, pb);
                if (t.compareTo(s) > 0 && (e == null || t.compareTo(e) < 0)) {
                    Piece second = first == pa ? pb : pa;
                    add(out, new Piece(t, second.intercept, second.slope));
                }
            }
        }
        return new Wall(out);
    }

    private static Piece better(Piece pa, Piece pb, Dyadic s, boolean max) {
        int c = pa.at(s).compareTo(pb.at(s));
        if (c == 0) {                     // equal at s: the one that is better just after s
            c = Integer.compare(pa.slope, pb.slope);
        }
        return (c >= 0) == max ? pa : pb;
    }

    static Dyadic crossing(Piece pa, Piece pb) {
        int ds = pa.slope - pb.slope;
        Dyadic di = pb.intercept.subtract(pa.intercept);
        return switch (ds) {
            case 1 -> di;
            case -1 -> di.negate();
            case 2 -> di.shiftDown(1);
            case -2 -> di.negate().shiftDown(1);
            default -> throw new IllegalStateException("wall slopes differ by " + ds);
        };
    }

    private static void add(List<Piece> out, Piece p) {
        if (!out.isEmpty()) {
            Piece last = out.get(out.size() - 1);
            if (last.slope == p.slope && last.intercept.equals(p.intercept)) {
                return;
            }
        }
        out.add(p);
    }

    private Piece pieceAt(Dyadic t) {
        Piece p = pieces.get(0);
        for (Piece q : pieces) {
            if (q.start.compareTo(t) <= 0) {
                p = q;
            }
        }
        return p;
    }

    private static List<Dyadic> mergedStarts(Wall a, Wall b) {
        List<Dyadic> all = new ArrayList<>();
        for (Piece p : a.pieces) {
            all.add(p.start);
        }
        for (Piece p : b.pieces) {
            all.add(p.start);
        }
        all.sort(null);
        List<Dyadic> out = new ArrayList<>();
        for (Dyadic d : all) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(d)) {
                out.add(d);
            }
        }
        return out;
    }

    /** This wall up to {@code t}, then the vertical mast at {@code x}. */
    Wall mastFrom(Dyadic t, Dyadic x) {
        List<Piece> out = new ArrayList<>();
        for (Piece p : pieces) {
            if (p.start.compareTo(t) < 0) {
                out.add(p);
            }
        }
        add(out, new Piece(t, x, 0));
        return new Wall(out);
    }

    /** The temperatures where the slope changes, above -1. */
    public List<Dyadic> breaks() {
        List<Dyadic> out = new ArrayList<>();
        for (Piece p : pieces.subList(1, pieces.size())) {
            out.add(p.start);
        }
        return out;
    }
}
