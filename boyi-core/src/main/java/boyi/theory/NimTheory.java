package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
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

    /** The theorem's name: Bouton's theorem, or misère Nim. */
    public static Method method(boolean misere) {
        return misere ? MISERE : BOUTON;
    }

    private static final Method BOUTON = Method.theorem(Text.of("Bouton 定理", "Bouton's theorem"));
    private static final Method MISERE = Method.theorem(Text.of("反常尼姆定理", "misère Nim"));

    /**
     * The outcome (not the remoteness), the method and why, with the numbers: {@code "3 xor 4
     * xor 5 = 2, not 0: the player to move wins by reducing pile 1 from 3 to 1 (3 xor 2 = 1),
     * leaving nim-sum 0."} Under normal play the Grundy value is the nim-sum.
     */
    public static Verdict verdict(long[] piles, boolean misere) {
        boolean wins = moverWins(piles, misere);
        Value value = allEmpty(piles) ? (misere ? Value.win(0) : Value.loss(0)) : Value.of(wins ? Outcome.WIN : Outcome.LOSS);
        long s = nimSum(piles);
        return new Verdict(value, method(misere), why(piles, misere, s), misere ? null : s);
    }

    private static Text why(long[] piles, boolean misere, long s) {
        Text rule = method(misere).name();
        String normalZh = misere ? "；有一堆至少 2 个，所以按正常规则" : "";
        String normalEn = misere ? "; some pile has 2 or more stones, so the normal rule applies" : "";
        if (misere && !hasBigPile(piles)) {
            long ones = ones(piles);
            if (ones == 0) {
                return Text.of("石子已取完：最后一个是对手取走的，反常规则下先手已经获胜（" + rule.zh() + "）。",
                        "No stones are left: the opponent took the last stone, so under misère play the player to move has won ("
                                + rule.en() + ").");
            }
            String en = "Every pile has at most 1 stone and there " + (ones == 1 ? "is 1 one-stone pile" : "are " + ones
                    + " one-stone piles") + ", ";
            return ones % 2 == 0
                    ? Text.of("每堆至多 1 个，只有 1 个的堆共 " + ones + " 堆，是偶数：先手取空任意一堆，留下奇数堆，先手必胜（"
                                    + rule.zh() + "）。",
                            en + "an even number: the player to move wins by emptying any pile, leaving an odd number ("
                                    + rule.en() + ").")
                    : Text.of("每堆至多 1 个，只有 1 个的堆共 " + ones + " 堆，是奇数：双方轮流取空，最后一个落到先手手里，先手必败（"
                                    + rule.zh() + "）。",
                            en + "an odd number: the player to move loses, the players empty them in turn and the player to "
                                    + "move takes the last stone (" + rule.en() + ").");
        }
        if (allEmpty(piles)) {
            return Text.of("石子已取完：先手已经输了（" + rule.zh() + "）。",
                    "No stones are left: the player to move has lost (" + rule.en() + ").");
        }
        List<PileMove> wins = winningMoves(piles, misere);
        if (misere && wins.size() == 1 && bigPiles(piles) == 1) {
            PileMove m = wins.get(0);
            return Text.of(String.format("只有第 %d 堆多于 1 个（%d 个），反常规则下先手把它取到剩 %d 个，留下奇数个只有 1 个的堆，"
                            + "先手必胜（%s）。", m.pile() + 1, m.from(), m.to(), rule.zh()),
                    String.format("Only pile %d has more than 1 stone (%d), so under misère play the player to move wins by "
                            + "reducing it to %d, leaving an odd number of one-stone piles (%s).",
                            m.pile() + 1, m.from(), m.to(), rule.en()));
        }
        Text xor = xorText(piles);
        if (s == 0) {
            return Text.of(xor.zh() + " = 0：无论怎么取，异或和都会变成非零，先手必败（" + rule.zh() + normalZh + "）。",
                    xor.en() + " = 0: every move makes the nim-sum non-zero, so the player to move loses (" + rule.en()
                            + normalEn + ").");
        }
        PileMove m = wins.get(0);
        String allZh = wins.size() > 1 ? "；共有 " + wins.size() + " 种必胜走法" : "";
        String allEn = wins.size() > 1 ? "; " + wins.size() + " winning moves in all" : "";
        return Text.of(
                String.format("%s = %d，不为 0：先手把第 %d 堆从 %d 个取到 %d 个（%d 异或 %d = %d），使异或和为 0，先手必胜%s（%s%s）。",
                        xor.zh(), s, m.pile() + 1, m.from(), m.to(), m.from(), s, m.to(), allZh, rule.zh(), normalZh),
                String.format("%s = %d, not 0: the player to move wins by reducing pile %d from %d to %d (%d xor %d = %d), "
                                + "leaving nim-sum 0%s (%s%s).",
                        xor.en(), s, m.pile() + 1, m.from(), m.to(), m.from(), s, m.to(), allEn, rule.en(), normalEn));
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

    /** {@code 3 xor 4 xor 5} (Chinese {@code 3 异或 4 异或 5}), shortened to the first 8 terms for many piles. */
    static Text xorText(long[] piles) {
        StringBuilder zh = new StringBuilder();
        StringBuilder en = new StringBuilder();
        int shown = Math.min(piles.length, 8);
        for (int i = 0; i < shown; i++) {
            zh.append(i > 0 ? " 异或 " : "").append(piles[i]);
            en.append(i > 0 ? " xor " : "").append(piles[i]);
        }
        if (shown < piles.length) {
            zh.append(" 异或 ...（共 ").append(piles.length).append(" 堆）");
            en.append(" xor ... (").append(piles.length).append(" piles)");
        }
        return Text.of(zh.toString(), en.toString());
    }
}
