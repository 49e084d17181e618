package boyi.solve;

import boyi.util.Text;

/**
 * The eventual period of a sequence or of the rows of a table: {@code x(n + period) = x(n)} for
 * every {@code n >= preperiod}, where remoteness (if the entries carry it) grows by
 * {@code saltus} per period. Proven by a prover (the recurrence window repeats; the octal
 * periodicity theorem) or only observed on the computed values.
 *
 * <pre>{@code
 * Periodicity k = new Periodicity(71, 12, 0, true, Text.of("...", "octal periodicity theorem ..."));
 * k.reduce(1_000_000);   // the n below 83 with the same value
 * }</pre>
 *
 * @param preperiod least n from which the entries repeat
 * @param period    least period, at least 1
 * @param saltus    growth per period (remoteness), 0 for plain values
 * @param proven    whether the period holds for every n, not only for the computed ones
 * @param proof     how it was found or proven, with the numbers
 */
public record Periodicity(long preperiod, long period, long saltus, boolean proven, Text proof) {

    public Periodicity {
        if (preperiod < 0 || period < 1 || saltus < 0) {
            throw new IllegalArgumentException("bad period " + period + " from " + preperiod + " (saltus " + saltus + ")");
        }
    }

    /** The n' in {@code [0, preperiod + period)} with the same entry as {@code n} (up to saltus). */
    public long reduce(long n) {
        return n < preperiod + period ? n : preperiod + (n - preperiod) % period;
    }

    /** How many whole periods lie between {@link #reduce reduce(n)} and {@code n}. */
    public long periodsBetween(long n) {
        return n < preperiod + period ? 0 : (n - preperiod) / period;
    }

    /**
     * The shape in words: {@code "period 12 from n = 71"}, with {@code ", saltus 1"} when the
     * entries grow per period.
     */
    public Text shape() {
        Text t = Text.format("从 n = %2$d 起周期为 %1$d", "period %1$d from n = %2$d", period, preperiod);
        return saltus == 0 ? t : Text.of(t.zh() + "，每个周期增加 " + saltus, t.en() + ", saltus " + saltus);
    }

    /** {@link #shape()} followed by {@code (proven)} or {@code (observed, not proven)}. */
    public Text summary() {
        Text s = shape();
        return proven ? Text.of(s.zh() + "（已证明）", s.en() + " (proven)")
                : Text.of(s.zh() + "（仅观察到，未证明）", s.en() + " (observed, not proven)");
    }
}
