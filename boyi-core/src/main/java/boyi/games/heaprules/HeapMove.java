package boyi.games.heaprules;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move on one heap: take some tokens and leave no heap, one heap or two heaps. Its name is
 * {@code take 3, leave 2+4}, {@code take 1, leave 6}, {@code take 2, leave nothing}, or
 * {@code split 7 into 3+4} when nothing is taken.
 *
 * <pre>{@code
 * new HeapMove(9, 3, new long[] {2, 4}).name();   // "take 3, leave 2+4"
 * HeapMove.parse(9, "take 3, leave 2+4");         // the same move
 * }</pre>
 *
 * @param heap   the heap's size before the move
 * @param take   tokens taken
 * @param leaves the heaps left (0, 1 or 2 nonempty heaps, summing to heap - take)
 */
public record HeapMove(long heap, long take, long[] leaves) {

    private static final Pattern TAKE = Pattern.compile("take\\s+(\\d+)\\s*,?\\s*leave\\s+(nothing|\\d+(?:\\s*\\+\\s*\\d+)?)");
    private static final Pattern SPLIT = Pattern.compile("split\\s+(\\d+)\\s+into\\s+(\\d+\\s*\\+\\s*\\d+)");

    /** Taking k tokens from a heap of n: one heap of n - k is left, or nothing when k = n. */
    public static HeapMove take(long heap, long take) {
        return new HeapMove(heap, take, take == heap ? new long[0] : new long[] {heap - take});
    }

    /** Taking k tokens (maybe none) and splitting the rest into heaps a and b. */
    public static HeapMove split(long heap, long take, long a, long b) {
        return new HeapMove(heap, take, new long[] {a, b});
    }

    public String name() {
        if (take == 0 && leaves.length == 2) {
            return "split " + heap + " into " + leaves[0] + "+" + leaves[1];
        }
        return "take " + take + ", leave " + left();
    }

    /** The move for a reader: 取 3，剩 2+4 / take 3, leave 2+4; 把 7 分成 3+4 / split 7 into 3+4. */
    public Text label() {
        return Text.of(chinese(name()), name());
    }

    /** A move name ({@code heap 2: take 3, leave 2+4}) in Chinese ({@code 第 2 堆：取 3，剩 2+4}). */
    public static String chinese(String name) {
        return name.replaceFirst("^heap (\\d+): ", "第 $1 堆：")
                .replaceFirst("split (\\d+) into ", "把 $1 分成 ")
                .replaceFirst("take (\\d+), leave nothing", "取 $1，不剩")
                .replaceFirst("take (\\d+), leave ", "取 $1，剩 ");
    }

    /** A move written in Chinese ({@code 第 2 堆：取 3，剩 2+4}) in the move syntax; other text unchanged. */
    public static String fromChinese(String text) {
        return text.trim().replaceFirst("^第\\s*(\\d+)\\s*堆\\s*[：:]\\s*", "heap $1: ")
                .replaceFirst("把\\s*(\\d+)\\s*分成\\s*", "split $1 into ")
                .replaceFirst("取\\s*(\\d+)\\s*[，,]?\\s*不剩", "take $1, leave nothing")
                .replaceFirst("取\\s*(\\d+)\\s*[，,]?\\s*剩\\s*", "take $1, leave ");
    }

    /** The heaps left: {@code nothing}, {@code 6} or {@code 2+4}. */
    public String left() {
        return switch (leaves.length) {
            case 0 -> "nothing";
            case 1 -> Long.toString(leaves[0]);
            default -> leaves[0] + "+" + leaves[1];
        };
    }

    /**
     * Reads a move name for a heap of size {@code heap} (the rules are not checked here).
     *
     * @throws BadInputException when the text is not a move name or its sizes do not add up
     */
    public static HeapMove parse(long heap, String text) {
        String t = fromChinese(text);
        Matcher m = TAKE.matcher(t);
        long take;
        String left;
        if (m.matches()) {
            take = number(m.group(1), t);
            left = m.group(2);
        } else {
            m = SPLIT.matcher(t);
            if (!m.matches()) {
                throw new BadInputException(Text.of("\"" + text.trim() + "\" 不是一步棋；应写成 \"取 3，剩 2+4\"、\"取 1，不剩\" "
                        + "或 \"把 7 分成 3+4\"（也可以写 \"take 3, leave 2+4\"）", "\"" + t + "\" is not a move; expected e.g. \"take 3, leave 2+4\", "
                        + "\"take 1, leave nothing\" or \"split 7 into 3+4\""));
            }
            if (number(m.group(1), t) != heap) {
                throw new BadInputException(Text.format("\"%1$s\"：这一堆有 %2$d 个，不是 %3$s 个",
                        "\"%1$s\": the heap has %2$d tokens, not %3$s", t, heap, m.group(1)));
            }
            take = 0;
            left = m.group(2);
        }
        long[] leaves;
        if (left.equals("nothing")) {
            leaves = new long[0];
        } else {
            String[] parts = left.split("\\s*\\+\\s*");
            leaves = new long[parts.length];
            for (int i = 0; i < parts.length; i++) {
                leaves[i] = number(parts[i], t);
            }
        }
        long rest = heap - take;
        for (long l : leaves) {
            rest -= l;
            if (l <= 0) {
                throw new BadInputException(Text.format("\"%s\"：留下的堆不能是空的", "\"%s\": heaps left must be nonempty", t));
            }
        }
        if (take > heap || rest != 0) {
            throw new BadInputException(Text.format("\"%1$s\"：从 %2$d 个里取走后剩 %3$d 个，与写出的各堆之和不符",
                    "\"%1$s\": from a heap of %2$d that leaves %3$d tokens, which the heaps named do not add up to",
                    t, heap, heap - take));
        }
        return new HeapMove(heap, take, leaves);
    }

    private static long number(String digits, String move) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new BadInputException(Text.format("\"%1$s\"：%2$s 太大了", "\"%1$s\": %2$s is too large", move, digits));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeapMove h && heap == h.heap && take == h.take && java.util.Arrays.equals(leaves, h.leaves);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(heap, take, java.util.Arrays.hashCode(leaves));
    }
}
