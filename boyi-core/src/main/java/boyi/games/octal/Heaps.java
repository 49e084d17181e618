package boyi.games.octal;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.Arrays;

/**
 * A position of a heap game: the sizes of the nonempty heaps, in the order written. No heap
 * left is written {@code 0}.
 *
 * <pre>{@code
 * Heaps h = Heaps.parse("5 7");
 * h.replace(1, new long[] {2, 4});   // 5 2 4
 * }</pre>
 */
public record Heaps(long[] sizes) {

    /** Largest heap accepted. */
    public static final long MAX_HEAP = 1_000_000_000_000_000_000L;
    /** Most heaps accepted. */
    public static final int MAX_HEAPS = 10_000;

    public static Heaps of(long... sizes) {
        return new Heaps(sizes.clone());
    }

    /**
     * Heap sizes separated by spaces; zeros are dropped ({@code 0} alone: nothing left).
     *
     * @throws BadInputException naming the bad word
     */
    public static Heaps parse(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            throw new BadInputException(Text.of("应为用空格分开的各堆大小，例如 5 7（没有堆写 0）",
                    "expected heap sizes separated by spaces, e.g. 5 7 (0 for no heap)"));
        }
        String[] words = t.split("\\s+");
        if (words.length > MAX_HEAPS) {
            throw new BadInputException(Text.format("最多 %d 堆，这里有 %d 堆", "at most %d heaps, found %d", MAX_HEAPS, words.length));
        }
        long[] out = new long[words.length];
        int count = 0;
        for (int i = 0; i < words.length; i++) {
            long v;
            try {
                v = Long.parseLong(words[i]);
            } catch (NumberFormatException e) {
                v = -1;
            }
            if (v < 0 || v > MAX_HEAP) {
                throw new BadInputException(Text.format("第 %d 堆 \"%s\"：应为堆的大小，0..10^18 的整数",
                        "heap %d \"%s\": expected a heap size, a whole number 0..10^18", i + 1, words[i]));
            }
            if (v > 0) {
                out[count++] = v;
            }
        }
        return new Heaps(Arrays.copyOf(out, count));
    }

    public int count() {
        return sizes.length;
    }

    public long size(int i) {
        return sizes[i];
    }

    /** The position with heap i replaced by {@code leaves} (none, one or two heaps). */
    public Heaps replace(int i, long[] leaves) {
        long[] out = new long[sizes.length - 1 + leaves.length];
        System.arraycopy(sizes, 0, out, 0, i);
        System.arraycopy(leaves, 0, out, i, leaves.length);
        System.arraycopy(sizes, i + 1, out, i + leaves.length, sizes.length - i - 1);
        return new Heaps(out);
    }

    /** Sizes separated by spaces, or {@code 0} when no heap is left. */
    public String format() {
        if (sizes.length == 0) {
            return "0";
        }
        StringBuilder b = new StringBuilder();
        for (long s : sizes) {
            b.append(b.length() == 0 ? "" : " ").append(s);
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Heaps h && Arrays.equals(sizes, h.sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes);
    }

    @Override
    public String toString() {
        return format();
    }
}
