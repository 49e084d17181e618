package boyi.theory;

import java.util.ArrayList;
import java.util.List;

/**
 * Bouton's theorem for Nim: under normal play the player to move wins exactly when the XOR
 * ("nim-sum") of the pile sizes is not 0, and the winning moves reduce a pile {@code p} to
 * {@code p xor s} wherever that is smaller. Under misère play (whoever takes the last stone
 * loses) the same rule holds while some pile has 2 or more stones; when every pile has at most
 * 1 stone, the player to move wins exactly when the number of 1-piles is even.
 *
 * <pre>{@code
 * NimTheory.nimSum(new long[] {3, 4, 5});              // 2
 * NimTheory.winningMoves(new long[] {3, 4, 5}, false);  // [pile 1: 3 -> 1]
 * }</pre>
 */
public final class NimTheory {

    private NimTheory() {
    }

    /** A move that leaves pile {@code pile} (0-based) with {@code to} stones instead of {@code from}. */
    public record PileMove(int pile, long from, long to) {
    }

    public static long nimSum(long[] piles) {
        long x = 0;
        for (long p : piles) {
            x ^= p;
        }
        return x;
    }

    /** Whether some pile has 2 or more stones (where misère Nim follows the normal rule). */
    public static boolean hasBigPile(long[] piles) {
        for (long p : piles) {
            if (p > 1) {
                return true;
            }
        }
        return false;
    }

    /** Whether the player to move wins. */
    public static boolean moverWins(long[] piles, boolean misere) {
        if (misere && !hasBigPile(piles)) {
            return ones(piles) % 2 == 0;
        }
        return nimSum(piles) != 0;
    }

    private static long ones(long[] piles) {
        long n = 0;
        for (long p : piles) {
            n += p;
        }
        return n;
    }

    /** Every winning move (empty when the player to move loses or the game is over). */
    public static List<PileMove> winningMoves(long[] piles, boolean misere) {
        List<PileMove> out = new ArrayList<>();
        if (misere && !hasBigPile(piles)) {
            if (ones(piles) % 2 == 0) {
                for (int i = 0; i < piles.length; i++) {
                    if (piles[i] == 1) {
                        out.add(new PileMove(i, 1, 0));
                    }
                }
            }
            return out;
        }
        if (misere) {
            int big = -1;
            int bigCount = 0;
            long otherOnes = 0;
            for (int i = 0; i < piles.length; i++) {
                if (piles[i] > 1) {
                    big = i;
                    bigCount++;
                } else {
                    otherOnes += piles[i];
                }
            }
            if (bigCount == 1) {
                // Leave an odd number of 1-piles: the opponent then takes the last stone.
                out.add(new PileMove(big, piles[big], otherOnes % 2 == 1 ? 0 : 1));
                return out;
            }
        }
        long s = nimSum(piles);
        if (s == 0) {
            return out;
        }
        for (int i = 0; i < piles.length; i++) {
            long target = piles[i] ^ s;
            if (target < piles[i]) {
                out.add(new PileMove(i, piles[i], target));
            }
        }
        return out;
    }

    /**
     * Why, with the numbers: {@code "3 xor 4 xor 5 = 2, not 0: the player to move wins by
     * reducing pile 1 from 3 to 1 (3 xor 2 = 1), leaving nim-sum 0."}
     */
    public static String explain(long[] piles, boolean misere) {
        String rule = misere ? "misère Nim" : "Bouton's theorem";
        if (misere && !hasBigPile(piles)) {
            long ones = ones(piles);
            if (ones == 0) {
                return "No stones are left: the opponent took the last stone, so under misère play the player to move has won ("
                        + rule + ").";
            }
            return "Every pile has at most 1 stone and there " + (ones == 1 ? "is 1 one-stone pile" : "are " + ones
                    + " one-stone piles") + ", " + (ones % 2 == 0 ? "an even number: the player to move wins by emptying any "
                    + "pile, leaving an odd number" : "an odd number: the player to move loses, the players empty them in "
                    + "turn and the player to move takes the last stone") + " (" + rule + ").";
        }
        long s = nimSum(piles);
        StringBuilder b = new StringBuilder();
        b.append(xorText(piles)).append(" = ").append(s);
        if (piles.length == 0) {
            return "There are no piles: the player to move has lost (" + rule + ").";
        }
        List<PileMove> wins = winningMoves(piles, misere);
        if (misere && wins.size() == 1 && bigPiles(piles) == 1) {
            PileMove m = wins.get(0);
            return "Only pile " + (m.pile() + 1) + " has more than 1 stone (" + m.from() + "), so under misère play the "
                    + "player to move wins by reducing it to " + m.to() + ", leaving an odd number of one-stone piles ("
                    + rule + ").";
        }
        if (s == 0) {
            if (allEmpty(piles)) {
                return "No stones are left: the player to move has lost (" + rule + ").";
            }
            return b.append(": every move makes the nim-sum non-zero, so the player to move loses (").append(rule)
                    .append(misere ? "; some pile has 2 or more stones, so the normal rule applies" : "").append(").")
                    .toString();
        }
        PileMove m = wins.get(0);
        b.append(", not 0: the player to move wins by reducing pile ").append(m.pile() + 1).append(" from ")
                .append(m.from()).append(" to ").append(m.to()).append(" (").append(m.from()).append(" xor ").append(s)
                .append(" = ").append(m.to()).append("), leaving nim-sum 0");
        if (wins.size() > 1) {
            b.append("; ").append(wins.size()).append(" winning moves in all");
        }
        return b.append(" (").append(rule).append(misere ? "; some pile has 2 or more stones, so the normal rule applies"
                : "").append(").").toString();
    }

    private static int bigPiles(long[] piles) {
        int n = 0;
        for (long p : piles) {
            if (p > 1) {
                n++;
            }
        }
        return n;
    }

    private static boolean allEmpty(long[] piles) {
        for (long p : piles) {
            if (p != 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code 3 xor 4 xor 5}, shortened to the first 8 terms for many piles. */
    static String xorText(long[] piles) {
        StringBuilder b = new StringBuilder();
        int shown = Math.min(piles.length, 8);
        for (int i = 0; i < shown; i++) {
            if (i > 0) {
                b.append(" xor ");
            }
            b.append(piles[i]);
        }
        if (shown < piles.length) {
            b.append(" xor ... (").append(piles.length).append(" piles)");
        }
        return b.toString();
    }
}
