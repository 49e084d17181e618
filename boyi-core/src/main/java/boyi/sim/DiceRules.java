package boyi.sim;

import boyi.util.Text;
import boyi.util.BadInputException;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The rules of 古代赌局 (the ancient dice game), generalised: a player stakes 1 on one of six
 * boxes, the house rolls {@code dice} dice, and the player's net gain is {@code payouts[k]}
 * when {@code k} dice show the box (the classic game: 3 dice, payouts {@code -1, 1, 2, 10}:
 * none loses the stake, one or two win 1 or 2, three win 10). The house edge is the house's
 * expected profit per unit staked.
 *
 * <pre>{@code
 * DiceRules.CLASSIC.exactHouseEdge();     // 5/108
 * }</pre>
 *
 * @param dice    1..{@link #MAX_DICE}
 * @param payouts {@code dice + 1} net gains of the player, each in -1000..1000
 */
public record DiceRules(int dice, long[] payouts) {

    public static final int MAX_DICE = 8;
    public static final long MAX_PAYOUT = 1000;
    public static final int FACES = 6;

    /** 3 dice, payouts -1, 1, 2, 10. */
    public static final DiceRules CLASSIC = new DiceRules(3, new long[] {-1, 1, 2, 10});

    public DiceRules {
        payouts = payouts.clone();
        if (dice < 1 || dice > MAX_DICE) {
            throw new BadInputException(Text.format(
                    "骰子个数 %d：应在 1..%d 之间", "number of dice %d: expected 1..%d", dice, MAX_DICE));
        }
        if (payouts.length != dice + 1) {
            throw new BadInputException(Text.format(
                    "赔付表：应有 %d 个数（押中的骰子为 0..%d 个时玩家的净收益），实际有 %d 个",
                    "payouts: expected %d numbers (the player's net gain when 0..%d dice show the box), got %d",
                    dice + 1, dice, payouts.length));
        }
        for (long p : payouts) {
            if (Math.abs(p) > MAX_PAYOUT) {
                throw new BadInputException(Text.format(
                        "赔付 %d：应在 -%d..%d 之间", "payout %d: expected -%d..%d", p, MAX_PAYOUT, MAX_PAYOUT));
            }
        }
    }

    /**
     * Reads a comma-separated payout table, e.g. {@code -1,1,2,10}.
     *
     * @throws BadInputException naming the bad entry
     */
    public static DiceRules of(int dice, String payouts) {
        String[] parts = payouts.trim().split("\\s*,\\s*");
        long[] p = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                p[i] = Long.parseLong(parts[i]);
            } catch (NumberFormatException e) {
                throw new BadInputException(Text.format(
                        "赔付表 \"%s\"：第 %d 项 \"%s\" 不是整数（应形如 -1,1,2,10）",
                        "payouts \"%s\": entry %d \"%s\" is not a whole number (expected e.g. -1,1,2,10)",
                        payouts, i + 1, parts[i]));
            }
        }
        return new DiceRules(dice, p);
    }

    /** The player's net gain for one round: a box, then the dice. */
    public long playRound(SplittableRandom random) {
        int box = random.nextInt(FACES);
        int hits = 0;
        for (int d = 0; d < dice; d++) {
            if (random.nextInt(FACES) == box) {
                hits++;
            }
        }
        return payouts[hits];
    }

    /** The number of equally likely outcomes (box and every die): 6^(dice + 1). */
    public long outcomes() {
        long n = 1;
        for (int i = 0; i <= dice; i++) {
            n *= FACES;
        }
        return n;
    }

    /**
     * The exact house edge, by enumerating every outcome (box and dice, 6^(dice + 1) of them):
     * minus the player's total net gain over all outcomes, divided by their number.
     */
    public Rational exactHouseEdge() {
        long total = 0;
        long n = outcomes();
        int[] faces = new int[dice + 1];          // faces[0] is the box
        for (long o = 0; o < n; o++) {
            int hits = 0;
            for (int d = 1; d <= dice; d++) {
                if (faces[d] == faces[0]) {
                    hits++;
                }
            }
            total += payouts[hits];
            for (int i = 0; i <= dice && ++faces[i] == FACES; i++) {
                faces[i] = 0;
            }
        }
        return Rational.of(BigInteger.valueOf(-total), BigInteger.valueOf(n));
    }

    /** E.g. {@code -1,1,2,10}. */
    public String payoutText() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < payouts.length; i++) {
            b.append(i == 0 ? "" : ",").append(payouts[i]);
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DiceRules r && r.dice == dice && Arrays.equals(r.payouts, payouts);
    }

    @Override
    public int hashCode() {
        return 31 * dice + Arrays.hashCode(payouts);
    }

    @Override
    public long[] payouts() {
        return payouts.clone();
    }

    @Override
    public String toString() {
        return dice + " dice, payouts " + payoutText();
    }
}
