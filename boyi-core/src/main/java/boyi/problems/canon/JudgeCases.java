package boyi.problems.canon;

import boyi.problems.Tokens;
import boyi.util.Text;
import java.util.Optional;

/**
 * The three layouts of the contest judge inputs, read in one place: cases announced by a leading
 * T ({@link #counted}), cases until the input ends ({@link #untilEnd}), and cases until a closing
 * case such as a line {@code 0} ({@link #untilClosing}, {@link #untilEmptyList}, {@link #untilZeroPair}). Each case reads its own tokens and gives
 * its answer lines; a case that is "N, then N numbers" is a {@link NumberList}. Every error names
 * the line and token in both languages ({@link Tokens}).
 *
 * <pre>{@code
 * NumberList piles = new NumberList(Text.of("堆数 N", "the number of piles N"), 1, CanonLimits.MAX_PILES,
 *         Text.of("一堆的石子数", "a pile size"), 0, Tokens.E18);
 * JudgeCases.counted("2\n2\n1 1\n1\n5\n", (t, c) -> xor(piles.read(t)) != 0 ? "Alice\n" : "Bob\n");   // "Bob\nAlice\n"
 * }</pre>
 */
final class JudgeCases {

    static final Text CASES = Text.of("组数 T", "the number of cases T");

    private JudgeCases() {
    }

    /** One case: reads its tokens and gives its answer lines. */
    interface Case {
        /** @param number the case's number, from 1 */
        String answer(Tokens tokens, int number);
    }

    /** One case of an input closed by a special case: its answer lines, or empty for the closing case. */
    interface ClosableCase {
        Optional<String> answer(Tokens tokens);
    }

    /** One case that opens with a list of numbers: its answer lines, reading any {@code rest} of the case. */
    interface ListCase {
        String answer(long[] numbers, Tokens rest);
    }

    /** T (1..{@link CanonLimits#MAX_CASES}), then T cases; nothing may follow. */
    static String counted(String input, Case each) {
        return counted(input, CanonLimits.MAX_CASES, each);
    }

    /** T (1..{@code maxCases}), then T cases; nothing may follow. */
    static String counted(String input, int maxCases, Case each) {
        Tokens t = new Tokens(input);
        int cases = t.nextInt(CASES, 1, maxCases);
        StringBuilder out = new StringBuilder();
        for (int c = 1; c <= cases; c++) {
            out.append(each.answer(t, c));
        }
        t.expectEnd();
        return out.toString();
    }

    /** Cases until the input ends. */
    static String untilEnd(String input, Case each) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        for (int c = 1; t.hasNext(); c++) {
            out.append(each.answer(t, c));
        }
        return out.toString();
    }

    /** Cases until the closing case; nothing may follow it. */
    static String untilClosing(String input, ClosableCase each) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        for (Optional<String> answer = each.answer(t); answer.isPresent(); answer = each.answer(t)) {
            out.append(answer.get());
        }
        t.expectEnd();
        return out.toString();
    }

    /** One case of two whole numbers: its answer lines, reading any {@code rest} of the case. */
    interface PairCase {
        String answer(long a, long b, Tokens rest);
    }

    /** Cases of two whole numbers 0..10^18 ({@code first}, {@code second}), until the closing line {@code 0 0}; nothing may follow. */
    static String untilZeroPair(String input, Text first, Text second, PairCase each) {
        return untilClosing(input, t -> {
            long a = t.nextLong(first, 0, Tokens.E18);
            long b = t.nextLong(second, 0, Tokens.E18);
            return a == 0 && b == 0 ? Optional.empty() : Optional.of(each.answer(a, b, t));
        });
    }

    /** Cases opening with a {@link NumberList}, until one whose count is 0; nothing may follow. */
    static String untilEmptyList(String input, NumberList list, ListCase each) {
        return untilClosing(input, t -> {
            long[] numbers = list.read(t);
            return numbers.length == 0 ? Optional.empty() : Optional.of(each.answer(numbers, t));
        });
    }

    /**
     * "N, then N numbers": a count in [{@code minCount}, {@code maxCount}], then that many whole
     * numbers in [{@code min}, {@code max}], each error naming {@code count} or {@code item}.
     *
     * <pre>{@code
     * new NumberList(Text.of("行数 n", "the number of rows n"), 1, 1_000_000, Text.of("一行的苹果数", "a row length"), 0, Tokens.E18)
     *         .read(new Tokens("2 3 4"));   // {3, 4}
     * }</pre>
     */
    record NumberList(Text count, int minCount, int maxCount, Text item, long min, long max) {

        /** The numbers of one case (empty when the count is 0, which closes some inputs). */
        long[] read(Tokens t) {
            int n = t.nextInt(count, minCount, maxCount);
            long[] out = new long[n];
            for (int i = 0; i < n; i++) {
                out[i] = t.nextLong(item, min, max);
            }
            return out;
        }
    }
}
