package boyi.games.heaps;

import boyi.games.Partitions;

import boyi.games.Numbers;

import boyi.games.heaprules.HeapMove;
import boyi.games.sums.ComponentMove;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A row of apples (Be the Winner, HDU 2509): a move takes one or more consecutive apples, which
 * may split the row into two rows (Multi-SG). A row's Grundy value is its length: an option
 * leaves rows a + b < n worth {@code a xor b <= a + b < n}, and taking from the end reaches every
 * smaller length. Only the empty row is worth 0 and a row of 1 can only be emptied, so misère
 * sums follow the Anti-SG rule as misère Nim does (tests check it against misère search).
 *
 * <pre>{@code
 * AppleRow.RULES.moves(3L);   // take 1 leave 0+2, take 1 leave 1+1, take 2 leave 0+1, take 3
 * }</pre>
 */
public final class AppleRow implements SizeComponent {

    @Override
    public Text sizeName() {
        return Text.of("一行苹果的个数", "a row length");
    }

    public static final AppleRow RULES = new AppleRow();
    private static final Pattern MOVE = Pattern.compile("take (\\d{1,19})(?:, leave (\\d{1,19})\\+(\\d{1,19}))?");

    @Override
    public Text word() {
        return Text.of("行", "row");
    }

    /** Take k apples leaving a on the left and b on the right (a <= b; a = b = 0: the row is gone). */
    static ComponentMove<Long> take(long k, long a, long b) {
        if (a == 0) {
            return new ComponentMove<>("take " + k, Text.format("取走 %d 个", "take %d", k), List.of(b));
        }
        return HeapComponent.componentMove(HeapMove.split(a + k + b, k, a, b));
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            for (long a = 0; a <= (n - k) / 2; a++) {
                out.add(take(k, a, n - k - a));
            }
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        if (n > 2_000_000_000L) {
            return Numbers.E18;
        }
        long count = 0;
        for (long k = 1; k <= n && count < Numbers.E18; k++) {
            count += (n - k) / 2 + 1;
        }
        return count;
    }

    @Override
    public boolean splits() {
        return true;
    }

    @Override
    public Text grundyRule() {
        return Text.of("一行的 SG 值就是它的长度", "a row's Grundy value is its length");
    }

    @Override
    public OptionalLong grundy(Long n) {
        return OptionalLong.of(n);
    }

    @Override
    public boolean antiSg() {
        return true;
    }

    /** Taking from the end reaches every shorter row. */
    @Override
    public Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        return target < n ? Optional.of(take(n - target, 0, target)) : Optional.empty();
    }

    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        Matcher m = MOVE.matcher(name.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            long k = Long.parseLong(m.group(1));
            long a = m.group(2) == null ? 0 : Long.parseLong(m.group(2));
            long b = m.group(2) == null ? n - k : Long.parseLong(m.group(3));
            boolean legal = k >= 1 && k <= n && a >= 0 && b >= a && (m.group(2) == null || a >= 1) && a + b + k == n;
            return legal ? Optional.of(take(k, a, b)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public double weight(Long n) {
        return Partitions.estimate(n);
    }
}
