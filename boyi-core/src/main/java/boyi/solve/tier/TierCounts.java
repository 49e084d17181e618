package boyi.solve.tier;

import boyi.solve.ValueCode;

/**
 * The counts of a solved tier (or of a rank range of it) and its checksum: wins, losses, draws,
 * absent records (ranks naming no position), and a 64-bit sum of a mix of (rank, record) over
 * every rank. The checksum does not depend on the order in which ranges are added, so a
 * cluster engine may add the counts of its partitions ({@link #plus}).
 *
 * <pre>{@code
 * TierCounts c = TierCounts.ZERO.add(0, ValueCode.loss(0)).add(1, ValueCode.win(1));
 * c.wins();       // 1
 * c.records();    // 2
 * }</pre>
 */
public record TierCounts(long wins, long losses, long draws, long absent, long checksum) {

    public static final TierCounts ZERO = new TierCounts(0, 0, 0, 0, 0);

    /** The counts with one more record at {@code rank}. */
    public TierCounts add(long rank, long code) {
        return new TierCounts(wins + (ValueCode.isWin(code) ? 1 : 0), losses + (ValueCode.isLoss(code) ? 1 : 0),
                draws + (ValueCode.isDraw(code) ? 1 : 0), absent + (ValueCode.isAbsent(code) ? 1 : 0),
                checksum + mix(rank, code));
    }

    public TierCounts plus(TierCounts o) {
        return new TierCounts(wins + o.wins, losses + o.losses, draws + o.draws, absent + o.absent, checksum + o.checksum);
    }

    /** The number of records counted. */
    public long records() {
        return wins + losses + draws + absent;
    }

    /** The checksum term of one record (SplitMix64's finaliser of rank and record). */
    public static long mix(long rank, long code) {
        long z = rank * 0x10001L + code + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Adds records one by one without allocating (one per thread or range). */
    public static final class Counter {
        private long wins;
        private long losses;
        private long draws;
        private long absent;
        private long checksum;

        public void add(long rank, long code) {
            switch ((int) (code & 3)) {
                case ValueCode.WIN -> wins++;
                case ValueCode.LOSS -> losses++;
                case ValueCode.DRAW -> draws++;
                default -> absent++;
            }
            checksum += mix(rank, code);
        }

        public TierCounts counts() {
            return new TierCounts(wins, losses, draws, absent, checksum);
        }
    }
}
