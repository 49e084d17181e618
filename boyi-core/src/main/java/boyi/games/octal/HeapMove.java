package boyi.games.octal;

import boyi.util.BadInputException;
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

    public String name() {
        if (take == 0 && leaves.length == 2) {
            return "split " + heap + " into " + leaves[0] + "+" + leaves[1];
        }
        return "take " + take + ", leave " + left();
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
        String t = text.trim();
        Matcher m = TAKE.matcher(t);
        long take;
        String left;
        if (m.matches()) {
            take = number(m.group(1), t);
            left = m.group(2);
        } else {
            m = SPLIT.matcher(t);
            if (!m.matches()) {
                throw new BadInputException("\"" + t + "\" is not a move; expected e.g. \"take 3, leave 2+4\", "
                        + "\"take 1, leave nothing\" or \"split 7 into 3+4\"");
            }
            if (number(m.group(1), t) != heap) {
                throw new BadInputException("\"" + t + "\": the heap has " + heap + " tokens, not " + m.group(1));
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
                throw new BadInputException("\"" + t + "\": heaps left must be nonempty");
            }
        }
        if (take > heap || rest != 0) {
            throw new BadInputException("\"" + t + "\": from a heap of " + heap + " that leaves " + (heap - take)
                    + " tokens, which the heaps named do not add up to");
        }
        return new HeapMove(heap, take, leaves);
    }

    private static long number(String digits, String move) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new BadInputException("\"" + move + "\": " + digits + " is too large");
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
