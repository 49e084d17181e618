package boyi.pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.pattern.Finding.Kind;
import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** One-number tables: known sequences computed by brute force, and sequences that must not fit. */
class PatternsTest {

    private static Finding only(PatternReport r, Kind kind) {
        assertThat(r.findings().stream().filter(f -> f.kind() == kind)).hasSize(1);
        return r.first(kind).orElseThrow();
    }

    @Test
    void nimHeapIsGrundyN() {
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, Brute.subtraction(200, java.util.stream.IntStream
                .rangeClosed(1, 200).toArray()), null);
        Finding f = only(r, Kind.GRUNDY_FORMULA);
        assertThat(f.statement().en()).isEqualTo("G(n) = n");
        assertThat(f.proven()).isFalse();
        assertThat(f.labelled().en()).isEqualTo("G(n) = n (conjecture, checked to n = 200, not proven)");
        assertThat(f.labelled().zh()).isEqualTo("G(n) = n（猜想，已核对到 n = 200，未证明）");
        assertThat(f.predict(1_000_000_000_000L)).hasValue(1_000_000_000_000L);
        // arithmetic period 1 with saltus 1, and the one loss n = 0
        assertThat(only(r, Kind.PERIOD).facts()).containsEntry("period", 1L).containsEntry("saltus", 1L);
        assertThat(only(r, Kind.PERIOD).statement().en()).isEqualTo("period 1 from n = 0, saltus 1");
        assertThat(only(r, Kind.PERIOD).predict(1_000_000_000_000L)).hasValue(1_000_000_000_000L);
        assertThat(only(r, Kind.P_POSITIONS).facts()).containsEntry("count", 1L);
    }

    /**
     * A formula with a k lists its facts in one order in every JVM: they were a {@code Map.of},
     * whose order changes from one JVM to the next (so without the fix this fails in about half
     * of the runs, and {@code table --json} printed {"k":4,"formula":"n mod k"} in those).
     */
    @Test
    void aFormulasFactsKeepTheirOrder() {
        Finding mod = only(Patterns.ofSequence(ValueKind.GRUNDY, Brute.subtraction(100, 1, 2, 3), null), Kind.GRUNDY_FORMULA);
        assertThat(mod.facts().keySet()).containsExactly("formula", "k");
        assertThat(boyi.util.Json.write(mod.json())).contains("\"formula\":\"n mod k\",\"k\":4");
        long[] floor = new long[40];
        for (int n = 0; n < floor.length; n++) {
            floor[n] = n / 3;
        }
        Finding quotient = only(Patterns.ofSequence(ValueKind.GRUNDY, floor, null), Kind.GRUNDY_FORMULA);
        assertThat(quotient.facts().keySet()).containsExactly("formula", "k");
    }

    @Test
    void subtractionOneTwoThreeIsNMod4() {
        long[] g = Brute.subtraction(1000, 1, 2, 3);
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
        assertThat(only(r, Kind.GRUNDY_FORMULA).statement().en()).isEqualTo("G(n) = n mod 4");
        assertThat(only(r, Kind.GRUNDY_FORMULA).predict(1_000_000_007L)).hasValue(3);
        Finding period = only(r, Kind.PERIOD);
        assertThat(period.facts()).containsEntry("preperiod", 0L).containsEntry("period", 4L).containsEntry("saltus", 0L);
        Finding loss = only(r, Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("loss exactly when n mod 4 = 0");
        assertThat(loss.statement().zh()).isEqualTo("先手必败当且仅当 n mod 4 = 0");
        assertThat(loss.predict(4_000_000_000L)).hasValue(-1);
        assertThat(loss.predict(4_000_000_001L)).hasValue(1);
        assertThat(r.findings()).extracting(Finding::kind)
                .containsExactly(Kind.PERIOD, Kind.GRUNDY_FORMULA, Kind.LOSS_RULE, Kind.P_POSITIONS);
        assertThat(only(r, Kind.P_POSITIONS).statement().en())
                .isEqualTo("251 losses (P-positions) for n <= 1000: 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56,"
                        + " 60, 64, 68, 72, 76, ...");
        assertThat(r.explanation().en()).startsWith("Table to n = 1000: period 4 from n = 0 (conjecture, checked to n = 1000,"
                + " not proven); G(n) = n mod 4 (conjecture, checked to n = 1000, not proven); loss exactly when n mod 4 = 0");
        assertThat(r.explanation().zh()).startsWith("打表到 n = 1000：从 n = 0 起周期为 4（猜想，已核对到 n = 1000，未证明）；");
    }

    @Test
    void kaylesHasPeriod12From71() {
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, Brute.kayles(400), null);
        Finding period = only(r, Kind.PERIOD);
        assertThat(period.facts()).containsEntry("preperiod", 71L).containsEntry("period", 12L);
        assertThat(period.statement().en()).isEqualTo("period 12 from n = 71");
        assertThat(period.isConjecture()).isTrue();
        // G(1000) = G(71 + (1000 - 71) mod 12) = G(80) = 2 (Kayles: 4 1 2 8 1 4 7 2 1 8 2 7 from 72)
        assertThat(period.predict(1000)).hasValue(Brute.kayles(1000)[1000]);
        assertThat(r.first(Kind.GRUNDY_FORMULA)).isEmpty();
    }

    @Test
    void kaylesTooShortForItsPeriodShowsNone() {
        // 71 + 2 * 12 = 95 values are needed to see the period twice, and 2 * 71 <= N for the preperiod
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, Brute.kayles(120), null);
        assertThat(r.first(Kind.PERIOD)).isEmpty();
        // what it does see is true of Kayles (the first player mirrors): no loss but n = 0
        assertThat(r.explanation().en()).isEqualTo("Table to n = 120: for n >= 1: no position is a loss (conjecture, "
                + "checked to n = 120, not proven); 1 loss (P-position) for n <= 120: 0.");
    }

    @Test
    void takeBallMisereHasPeriod15() {
        // 取球博弈 (Lanqiao): takes {1, 3, 7, 8}, whoever takes the last ball loses
        long[] o = Brute.misereSubtraction(1000, 1, 3, 7, 8);
        assertThat(new long[] {o[1], o[2], o[10], o[18]}).containsExactly(-1, 1, 1, -1);   // the sample: 0 1 1 0
        PatternReport r = Patterns.ofSequence(ValueKind.OUTCOME, o, null);
        assertThat(only(r, Kind.PERIOD).facts()).containsEntry("period", 15L).containsEntry("preperiod", 0L);
        Finding loss = only(r, Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("loss exactly when n mod 15 ∈ {1, 3, 5, 7}");
        assertThat(loss.statement().zh()).isEqualTo("先手必败当且仅当 n mod 15 ∈ {1, 3, 5, 7}");
        assertThat(loss.facts()).containsEntry("residues", List.of(1L, 3L, 5L, 7L));
        assertThat(loss.predict(15L * 1_000_000_000 + 7)).hasValue(-1);
        assertThat(loss.predict(15L * 1_000_000_000 + 9)).hasValue(1);
    }

    @Test
    void fibonacciNimLosesAtFibonacciNumbers() {
        PatternReport r = Patterns.ofSequence(ValueKind.OUTCOME, Brute.fibonacciNim(300), null);
        Finding loss = only(r, Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("for n >= 1: loss exactly when n is a Fibonacci number");
        assertThat(loss.statement().zh()).isEqualTo("n >= 1 时，先手必败当且仅当 n 是斐波那契数");
        assertThat(loss.predict(832_040)).hasValue(-1);
        assertThat(loss.predict(832_041)).hasValue(1);
        assertThat(r.first(Kind.PERIOD)).isEmpty();
    }

    @Test
    void takeAtMostHalfLosesAt2kMinus1() {
        // take k stones with 1 <= k <= n/2
        long[] g = Brute.grundy(1100, n -> java.util.stream.IntStream.rangeClosed(1, n / 2).mapToObj(k -> new int[] {n - k})
                .toArray(int[][]::new));
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
        assertThat(only(r, Kind.LOSS_RULE).statement().en()).isEqualTo("loss exactly when n = 2^k - 1 for some k");
        assertThat(only(r, Kind.LOSS_RULE).predict((1L << 40) - 1)).hasValue(-1);
        // the losses to 1024 would also repeat with period 512 from n = 511; they are not called periodic
        assertThat(r.first(Kind.PERIOD)).isEmpty();
    }

    @Test
    void divisorGameLosesAtOddN() {
        // take d where d divides n and d < n (n >= 1); 1 has no move
        long[] g = Brute.grundy(300, n -> java.util.stream.IntStream.range(1, Math.max(n, 1)).filter(d -> n % d == 0)
                .mapToObj(d -> new int[] {n - d}).toArray(int[][]::new));
        PatternReport r = Patterns.ofSequence(ValueKind.OUTCOME, Brute.outcomes(g), null);
        Finding loss = only(r, Kind.LOSS_RULE);
        // 0 has no move either: the odd rule speaks from n = 1
        assertThat(loss.statement().en()).isEqualTo("for n >= 1: loss exactly when n is odd");
        assertThat(loss.statement().zh()).isEqualTo("n >= 1 时，先手必败当且仅当 n 是奇数");
    }

    @Test
    void otherClosedForms() {
        long[] floor = new long[200];
        long[] ruler = new long[200];
        long[] v2 = new long[200];
        long[] lowBit = new long[200];
        for (int n = 0; n < 200; n++) {
            lowBit[n] = n == 0 ? 0 : n & -n;
            floor[n] = n / 3;
            ruler[n] = Long.numberOfTrailingZeros(n + 1);
            v2[n] = n == 0 ? 7 : Long.numberOfTrailingZeros(n);
        }
        Finding f = only(Patterns.ofSequence(ValueKind.GRUNDY, floor, null), Kind.GRUNDY_FORMULA);
        assertThat(f.statement().en()).isEqualTo("G(n) = ⌊n/3⌋");
        assertThat(f.predict(3_000_000_001L)).hasValue(1_000_000_000L);
        assertThat(only(Patterns.ofSequence(ValueKind.GRUNDY, ruler, null), Kind.GRUNDY_FORMULA).statement().en())
                .isEqualTo("G(n) = ν2(n + 1), the exponent of the largest power of 2 dividing n + 1");
        Finding f2 = only(Patterns.ofSequence(ValueKind.GRUNDY, v2, null), Kind.GRUNDY_FORMULA);
        assertThat(f2.statement().zh()).isEqualTo("n >= 1 时，G(n) = ν2(n)，即整除 n 的 2 的最高次幂的指数");
        assertThat(f2.predict(0)).hasValue(7);
        assertThat(f2.predict(96)).hasValue(5);
        Finding f3 = only(Patterns.ofSequence(ValueKind.GRUNDY, lowBit, null), Kind.GRUNDY_FORMULA);
        assertThat(f3.statement().en()).isEqualTo("for n >= 1: G(n) = the largest power of 2 dividing n");
        assertThat(f3.statement().zh()).isEqualTo("n >= 1 时，G(n) = 整除 n 的 2 的最高次幂");
        assertThat(f3.predict(3L << 40)).hasValue(1L << 40);
    }

    @Test
    void randomValuesHaveNoPattern() {
        Random random = new Random(18);
        long[] g = new long[2000];
        for (int n = 0; n < g.length; n++) {
            g[n] = random.nextInt(6);
        }
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
        assertThat(r.findings()).extracting(Finding::kind).containsExactly(Kind.P_POSITIONS);
        assertThat(r.explanation().zh()).startsWith("打表到 n = 1999：没有找到周期或规律；n <= 1999 中先手必败的位置共 ");
    }

    @Test
    void aPatternBrokenAtFiftyIsNotThatPattern() {
        long[] g = Brute.subtraction(300, 1, 2, 3);
        g[50] = 0;
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
        assertThat(r.first(Kind.GRUNDY_FORMULA)).isEmpty();
        // what is true of the table is still said: period 4 from n = 51, losses n mod 4 = 0 from n = 51
        assertThat(only(r, Kind.PERIOD).facts()).containsEntry("preperiod", 51L).containsEntry("period", 4L);
        assertThat(only(r, Kind.LOSS_RULE).statement().en()).isEqualTo("for n >= 51: loss exactly when n mod 4 = 0");
        long[] pow = new long[600];
        for (int n = 0; n < pow.length; n++) {
            pow[n] = Long.bitCount(n) == 1 && n != 64 ? -1 : 1;
        }
        assertThat(Patterns.ofSequence(ValueKind.OUTCOME, pow, null).first(Kind.LOSS_RULE)).isEmpty();
    }

    @Test
    void aProvenPeriodIsStatedAsProvenAndCarriesTheRules() {
        long[] g = Brute.subtraction(100, 1, 3, 4);   // G period 7: 0 1 0 1 2 3 2
        Periodicity proven = new Periodicity(0, 7, 0, true, Text.of("递推窗口重复", "the recurrence window repeats"));
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, proven);
        Finding period = only(r, Kind.PERIOD);
        assertThat(period.proven()).isTrue();
        assertThat(period.labelled().en()).isEqualTo("period 7 from n = 0 (proven)");
        assertThat(period.labelled().zh()).isEqualTo("从 n = 0 起周期为 7（已证明）");
        assertThat(period.facts()).containsEntry("proof_en", "the recurrence window repeats");
        assertThat(period.predict(1_000_000_000_000_000_000L)).hasValue(g[(int) (1_000_000_000_000_000_000L % 7)]);
        Finding loss = only(r, Kind.LOSS_RULE);
        assertThat(loss.statement().en()).isEqualTo("loss exactly when n mod 7 ∈ {0, 2}");
        assertThat(loss.proven()).isTrue();
        assertThat(r.explanation().en()).contains("loss exactly when n mod 7 ∈ {0, 2} (proven)");
        // an unproven Periodicity is not taken on trust
        Periodicity seen = new Periodicity(0, 7, 0, false, Text.EMPTY);
        assertThat(only(Patterns.ofSequence(ValueKind.GRUNDY, g, seen), Kind.PERIOD).proven()).isFalse();
    }

    @Test
    void aProvenPeriodStatesTheLossesOfAShortTable() {
        long[] g = Brute.subtraction(9, 1, 3, 4);   // a period 7 is seen twice only from n = 13
        Periodicity proven = new Periodicity(0, 7, 0, true, Text.EMPTY);
        assertThat(Patterns.ofSequence(ValueKind.GRUNDY, g, null).first(Kind.LOSS_RULE)).isEmpty();
        Finding loss = only(Patterns.ofSequence(ValueKind.GRUNDY, g, proven), Kind.LOSS_RULE);
        assertThat(loss.labelled().en()).isEqualTo("loss exactly when n mod 7 ∈ {0, 2} (proven)");
        assertThat(loss.predict(700_002)).hasValue(-1);
    }

    @Test
    void aProvenPeriodProvesAMatchingFormula() {
        long[] g = Brute.subtraction(100, 1, 2, 3);
        Periodicity proven = new Periodicity(0, 4, 0, true, Text.EMPTY);
        assertThat(only(Patterns.ofSequence(ValueKind.GRUNDY, g, proven), Kind.GRUNDY_FORMULA).labelled().en())
                .isEqualTo("G(n) = n mod 4 (proven)");
    }

    @Test
    void aTableThatContradictsItsProvenPeriodIsRejected() {
        long[] g = Brute.subtraction(100, 1, 2, 3);
        Periodicity wrong = new Periodicity(0, 3, 0, true, Text.EMPTY);
        assertThatThrownBy(() -> Patterns.ofSequence(ValueKind.GRUNDY, g, wrong))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contradicts");
        assertThatThrownBy(() -> Patterns.ofSequence(ValueKind.OUTCOME, new long[] {-1, 2}, null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void tinyTablesSayLittle() {
        PatternReport one = Patterns.ofSequence(ValueKind.OUTCOME, new long[] {-1}, null);
        assertThat(one.explanation().en()).isEqualTo("Table to n = 0: no period or pattern found; 1 loss (P-position) for n <= 0: 0.");
        assertThat(one.first(Kind.P_POSITIONS).orElseThrow().predict(0)).isEmpty();
        PatternReport pair = Patterns.ofPairs(ValueKind.GRUNDY, new long[][] {{0}});
        assertThat(pair.explanation().en()).isEqualTo("Table to a <= 0, b <= 0: no period or pattern found; "
                + "symmetric: swapping a and b keeps the value (checked for a, b <= 0); 1 loss (P-position) in the table: (0, 0).");
        assertThatThrownBy(() -> Patterns.ofSequence(ValueKind.GRUNDY, new long[0], null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void jsonCarriesEveryFinding() {
        Map<String, Object> json = Patterns.ofSequence(ValueKind.GRUNDY, Brute.subtraction(100, 1, 2, 3), null).json();
        assertThat(json).containsKeys("findings", "explanation", "explanation_zh");
        @SuppressWarnings("unchecked")
        Map<String, Object> first = ((List<Map<String, Object>>) json.get("findings")).get(0);
        assertThat(first).containsEntry("kind", "period").containsEntry("proven", false).containsEntry("conjecture", true)
                .containsEntry("checked_up_to", 100L).containsEntry("period", 4L);
        assertThat(boyi.util.Json.write(json)).contains("\"text_en\":\"period 4 from n = 0 (conjecture, checked to n = 100, not proven)\"");
    }

    @Test
    void aMillionValuesAreQuick() {
        long[] g = Brute.subtraction(1_000_000, 2, 5, 6);
        long start = System.nanoTime();
        PatternReport r = Patterns.ofSequence(ValueKind.GRUNDY, g, null);
        assertThat(only(r, Kind.PERIOD).facts()).containsEntry("preperiod", 0L);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000);   // about 0.5 s; quadratic would take hours
        assertThat(OptionalLong.of(g[1_000_000])).isEqualTo(only(r, Kind.PERIOD).predict(1_000_000));
    }
}
