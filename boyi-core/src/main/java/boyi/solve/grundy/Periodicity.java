package boyi.solve.grundy;

/**
 * The eventual period of a Grundy sequence: G(n + period) = G(n) for every n >= preperiod
 * (least such n), proven by a theorem or only observed on the computed values.
 *
 * <pre>{@code
 * Periodicity k = OctalPeriods.octal(kayles.values(), 1000, 2);
 * k.period();      // 12
 * k.preperiod();   // 71
 * k.proven();      // true
 * }</pre>
 *
 * @param preperiod   least n0, or {@code null} when no period was found
 * @param period      least period, or {@code null}
 * @param proven      whether a theorem proves the period for every n (not only the computed ones)
 * @param explanation one or two sentences with the numbers
 */
public record Periodicity(Long preperiod, Long period, boolean proven, String explanation) {

    public static Periodicity none(String explanation) {
        return new Periodicity(null, null, false, explanation);
    }

    public boolean found() {
        return period != null;
    }

    /** G(n) for any n from the first {@code preperiod + period} values (requires a period). */
    public long reduce(long n) {
        long n0 = preperiod;
        return n < n0 + period ? n : n0 + (n - n0) % period;
    }
}
