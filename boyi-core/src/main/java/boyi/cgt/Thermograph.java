package boyi.cgt;

import java.util.ArrayList;
import java.util.List;

/**
 * The thermograph of a game, exact: its left and right walls as functions of the temperature
 * {@code t >= -1}, which meet at the temperature and continue as the vertical mast at the
 * mean. Left's scaffold is {@code max over GL of (right wall of GL)(t) - t}, Right's
 * {@code min over GR of (left wall of GR)(t) + t}; the walls follow them up to the first
 * {@code t} where they meet. A number {@code m/2^k} has a mast only, and temperature
 * {@code -1/2^k} (an integer: -1), as in CGSuite.
 *
 * <pre>{@code
 * Thermograph t = CgtNotation.parse("{2|0}").thermograph();
 * t.temperature();   // 1
 * t.mast();          // 1
 * t.left().at(Dyadic.ZERO);   // 2
 * }</pre>
 *
 * @param left        the left wall (the larger values: Left's side)
 * @param right       the right wall
 * @param temperature where the walls meet
 * @param mast        the value of the mast: the mean
 */
public record Thermograph(Wall left, Wall right, Dyadic temperature, Dyadic mast) {

    static Thermograph of(CanonicalGame g) {
        if (g.isNumber()) {
            Dyadic x = g.number();
            Dyadic t = x.isInteger() ? Dyadic.MINUS_ONE : Dyadic.MINUS_ONE.shiftDown(x.exponent());
            Wall w = Wall.constant(x);
            return new Thermograph(w, w, t, x);
        }
        Wall ls = null;
        for (CanonicalGame gl : g.leftOptions()) {
            Wall w = gl.thermograph().right.plusT(-1);
            ls = ls == null ? w : Wall.max(ls, w);
        }
        Wall rs = null;
        for (CanonicalGame gr : g.rightOptions()) {
            Wall w = gr.thermograph().left.plusT(1);
            rs = rs == null ? w : Wall.min(rs, w);
        }
        // ls - rs is non-increasing (slopes of ls are -1 or 0, of rs 0 or 1): the first t where
        // ls(t) <= rs(t) is on a break of either wall or at a crossing inside a piece
        Dyadic t = firstMeeting(ls, rs);
        Dyadic lt = ls.at(t);
        Dyadic rt = rs.at(t);
        // apart already at -1 (ls < rs there): the mast is the simplest number between them
        Dyadic mast = lt.compareTo(rt) >= 0 ? lt : simplestIn(lt, rt);
        return new Thermograph(ls.mastFrom(t, mast), rs.mastFrom(t, mast), t, mast);
    }

    private static Dyadic simplestIn(Dyadic low, Dyadic high) {
        // the simplest number of the closed interval [low, high]
        Dyadic open = Dyadic.simplestBetween(low, high);
        for (Dyadic c : List.of(low, high)) {
            if (simpler(c, open)) {
                open = c;
            }
        }
        return open;
    }

    private static boolean simpler(Dyadic a, Dyadic b) {
        return CanonicalGame.number(a).birthday().compareTo(CanonicalGame.number(b).birthday()) < 0;
    }

    private static Dyadic firstMeeting(Wall ls, Wall rs) {
        Dyadic t = Wall.BOTTOM;
        if (ls.at(t).compareTo(rs.at(t)) <= 0) {
            return t;
        }
        List<Dyadic> breaks = new ArrayList<>(ls.breaks());
        breaks.addAll(rs.breaks());
        breaks.sort(null);
        Dyadic from = t;
        for (int i = 0; i <= breaks.size(); i++) {
            Dyadic to = i < breaks.size() ? breaks.get(i) : null;
            // on [from, to) both are single lines: solve ls(t) = rs(t)
            Wall.Piece a = pieceAt(ls, from);
            Wall.Piece b = pieceAt(rs, from);
            if (a.slope() != b.slope()) {
                Dyadic c = Wall.crossing(a, b);
                if (c.compareTo(from) >= 0 && (to == null || c.compareTo(to) <= 0)) {
                    return c;
                }
            }
            if (to == null) {
                throw new IllegalStateException("thermograph walls never meet");
            }
            if (ls.at(to).compareTo(rs.at(to)) <= 0) {
                return to;
            }
            from = to;
        }
        throw new IllegalStateException("thermograph walls never meet");
    }

    private static Wall.Piece pieceAt(Wall w, Dyadic t) {
        Wall.Piece p = w.pieces().get(0);
        for (Wall.Piece q : w.pieces()) {
            if (q.start().compareTo(t) <= 0) {
                p = q;
            }
        }
        return p;
    }
}
