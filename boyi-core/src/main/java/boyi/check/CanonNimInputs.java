package boyi.check;

import static boyi.check.ClassicInputs.solveWords;

import java.util.ArrayList;
import java.util.List;

/**
 * The inputs of the contest canon's Nim part: john, be-the-winner, lasker-nim, s-nim,
 * every-sg-euclid, georgia-bob, good-boy, take-m-piles, take-2-piles, cet4, multiplication,
 * northcott, kiki.
 */
final class CanonNimInputs {

    private static final long E18 = Range.E18;
    private static final long INT_MAX = Integer.MAX_VALUE;
    /** Under Boyi's limits an input holds at most about 10^6 numbers: 10 cases of 10^5. */
    private static final Range PILE_COUNT = new Range(1, 100, 100_000);
    private static final Range CASE_COUNT = new Range(1, 20, 10);

    private CanonNimInputs() {
    }

    /** Piles with nim-sum 0 (or one off), all ones, or all equal: where misère and normal play part. */
    private static long[] specialPiles(RandomDraw d, Range pile) {
        int n = d.count(PILE_COUNT);
        long[] c = new long[n];
        int kind = d.below(3);
        long x = 0;
        for (int i = 0; i < n; i++) {
            c[i] = kind == 0 ? 1 : kind == 1 ? c.length > 0 && i > 0 ? c[0] : d.value(pile) : d.value(pile);
            x ^= c[i];
        }
        if (kind == 2 && n > 1) {
            c[n - 1] = x ^ c[n - 1];
        }
        return c;
    }

    private static Row piles(Range count, Range pile, String game) {
        return new Row(count, pile).special(d -> specialPiles(d, pile)).explainedBy(c -> solveWords(game, c));
    }

    static InputFormat john() {
        Range pile = new Range(1, 4747, E18);
        Row row = piles(new Range(1, 47, 100_000), pile, "john")
                .edges(new long[] {3, 5, 1}, new long[] {1}, new long[] {1, 1}, new long[] {1, 1, 1}, new long[] {2},
                        new long[] {2, 2}, new long[] {1, 2}, new long[] {1, 1, 2}, new long[] {4747}, new long[] {E18, E18, 1},
                        new long[] {0}, new long[] {0, 1});
        return new InputFormat("john", Framing.COUNTED, null, CASE_COUNT, row, TokenChecker.INSTANCE);
    }

    static InputFormat beTheWinner() {
        Row row = piles(new Range(1, 100, 100_000), new Range(1, 100, E18), "be-the-winner")
                .edges(new long[] {2, 2}, new long[] {3}, new long[] {1}, new long[] {1, 1}, new long[] {1, 1, 1},
                        new long[] {2}, new long[] {100, 100}, new long[] {E18}, new long[] {0, 1});
        return new InputFormat("be-the-winner", Framing.UNTIL_END, null, CASE_COUNT, row, TokenChecker.INSTANCE);
    }

    static InputFormat laskerNim() {
        Range heap = new Range(1, INT_MAX, E18);
        Row row = new Row(new Range(1, 1000, 100_000), heap)
                .special(d -> {
                    long[] c = new long[d.count(new Range(2, 10, 1000))];
                    long laskerSum = 0;
                    long plainSum = 0;
                    for (int i = 0; i < c.length; i++) {
                        c[i] = 4 * d.value(new Range(0, INT_MAX / 4 - 1, E18 / 4 - 1)) + d.between(1, 4);
                        laskerSum ^= i + 1 < c.length ? laskerGrundy(c[i]) : 0;
                        plainSum ^= i + 1 < c.length ? c[i] : 0;
                    }
                    // the last heap makes a losing position of Lasker's Nim or of plain Nim, where the two disagree
                    long last = d.oneIn(2) ? laskerHeap(laskerSum) : plainSum;
                    c[c.length - 1] = last >= 1 ? last : c[c.length - 1];
                    return c;
                })
                .explainedBy(c -> solveWords("lasker-nim", c))
                .edges(new long[] {2, 2, 3}, new long[] {3, 3}, new long[] {3}, new long[] {4}, new long[] {3, 4},
                        new long[] {7, 8}, new long[] {1}, new long[] {INT_MAX}, new long[] {INT_MAX, INT_MAX - 1},
                        new long[] {E18, E18 - 1}, new long[] {E18 - 1});
        return new InputFormat("lasker-nim", Framing.COUNTED, null, CASE_COUNT, row, TokenChecker.INSTANCE);
    }

    /** Lasker's Nim's Grundy value of a heap: 4k+3 and 4k+4 change places. */
    private static long laskerGrundy(long heap) {
        long r = heap % 4;
        return r == 3 ? heap + 1 : r == 0 && heap > 0 ? heap - 1 : heap;
    }

    /** The heap whose Lasker Grundy value is g (the map is its own inverse). */
    private static long laskerHeap(long g) {
        return laskerGrundy(g);
    }

    /**
     * S-Nim: the case is {k, s_1..s_k, then each position as a marker -(l + 1) and its l heaps}.
     */
    static InputFormat sNim() {
        Range set = new Range(1, 100, 10);
        Range element = new Range(1, 10_000, 100);
        Range heap = new Range(0, 10_000, 100_000);
        Range positions = new Range(1, 100, 100);
        Range heaps = new Range(0, 100, 1000);
        CustomCase format = new CustomCase(d -> {
            List<Long> c = new ArrayList<>();
            int k = d.count(set);
            c.add((long) k);
            for (int i = 0; i < k; i++) {
                c.add(d.oneIn(2) ? d.between(1, 9) : d.value(element));
            }
            int m = d.count(positions);
            for (int p = 0; p < m; p++) {
                int l = d.count(heaps);
                c.add(-(l + 1L));
                for (int h = 0; h < l; h++) {
                    c.add(d.value(heap));
                }
            }
            return c.stream().mapToLong(Long::longValue).toArray();
        }, (c, limits) -> {
            if (c.length < 2 || !set.contains(c[0], limits) || c.length < c[0] + 2) {
                return false;
            }
            for (int i = 1; i <= c[0]; i++) {
                if (!element.contains(c[i], limits)) {
                    return false;
                }
            }
            int start = (int) c[0] + 1;
            if (c[start] >= 0) {
                return false;
            }
            int count = 0;
            for (int i = start; i < c.length; i++) {
                if (c[i] < 0) {
                    count++;
                    int l = 0;
                    while (i + 1 + l < c.length && c[i + 1 + l] >= 0) {
                        if (!heap.contains(c[i + 1 + l], limits)) {
                            return false;
                        }
                        l++;
                    }
                    if (-c[i] - 1 != l || !heaps.contains(l, limits)) {
                        return false;
                    }
                    i += l;
                }
            }
            return positions.contains(count, limits);
        }, (c, out) -> {
            int k = (int) c[0];
            for (int i = 0; i <= k; i++) {
                out.append(i == 0 ? "" : " ").append(c[i]);
            }
            int m = 0;
            for (int i = k + 1; i < c.length; i++) {
                m += c[i] < 0 ? 1 : 0;
            }
            out.append('\n').append(m).append('\n');
            for (int i = k + 1; i < c.length; i++) {
                if (c[i] < 0) {
                    out.append(i == k + 1 ? "" : "\n").append(-c[i] - 1);
                } else {
                    out.append(' ').append(c[i]);
                }
            }
            out.append('\n');
        }).edges(new long[] {2, 2, 5, -3, 5, 12, -4, 2, 4, 7, -5, 2, 3, 7, 12},
                new long[] {5, 1, 2, 3, 4, 5, -3, 5, 12, -4, 2, 4, 7, -5, 2, 3, 7, 12},
                new long[] {1, 1, -2, 0}, new long[] {1, 1, -2, 1}, new long[] {1, 2, -2, 1}, new long[] {1, 1, -1},
                new long[] {2, 3, 3, -3, 5, 6})
                .small(CanonNimInputs::smallSNims)
                .explained(CanonNimInputs::sNimWords);
        return new InputFormat("s-nim", Framing.TERMINATED, "0", new Range(1, 10, 5), format, TokenChecker.INSTANCE);
    }

    /** Every take set of up to 3 numbers up to 4, each asked about every position of up to 2 heaps up to 6. */
    private static List<long[]> smallSNims() {
        List<long[]> all = new ArrayList<>();
        for (int set = 1; set < 16; set++) {
            if (Integer.bitCount(set) > 3) {
                continue;
            }
            List<Long> c = new ArrayList<>(List.of((long) Integer.bitCount(set)));
            for (int s = 1; s <= 4; s++) {
                if ((set >> (s - 1) & 1) == 1) {
                    c.add((long) s);
                }
            }
            for (long a = 0; a <= 6; a++) {
                c.addAll(List.of(-2L, a));
            }
            for (long a = 1; a <= 6; a++) {
                for (long b = a; b <= 6; b++) {
                    c.addAll(List.of(-3L, a, b));
                }
            }
            all.add(c.stream().mapToLong(Long::longValue).toArray());
        }
        return all;
    }

    /** {@code s-nim takes=S heaps...} for each position of an S-Nim case. */
    private static List<List<String>> sNimWords(long[] c) {
        int k = (int) c[0];
        StringBuilder takes = new StringBuilder("takes=");
        for (int i = 1; i <= k; i++) {
            takes.append(i == 1 ? "" : ",").append(c[i]);
        }
        List<List<String>> all = new ArrayList<>();
        for (int i = k + 1; i < c.length; i++) {
            if (c[i] < 0) {
                List<String> words = new ArrayList<>(List.of("s-nim", takes.toString()));
                for (int h = i + 1; h < c.length && c[h] >= 0; h++) {
                    words.add(Long.toString(c[h]));
                }
                all.add(words);
            }
        }
        return all;
    }

    /** The game's words, then the numbers in pairs separated by commas: {@code every-sg-euclid 3 2, 1 1}. */
    private static List<String> pairWords(List<String> game, long[] c, int from) {
        List<String> words = new ArrayList<>(game);
        for (int i = from; i + 1 < c.length; i += 2) {
            words.add(Long.toString(c[i]));
            words.add(c[i + 1] + (i + 2 < c.length ? "," : ""));
        }
        return words;
    }

    static InputFormat everySgEuclid() {
        Range pile = new Range(0, 1000, E18);
        CustomCase pairs = new CustomCase(d -> {
            long[] c = new long[2 * d.count(new Range(1, 1000, 100_000))];
            for (int i = 0; i < c.length; i++) {
                c[i] = d.oneIn(3) ? TheoremNumbers.fibonacci(d, d.bound(pile)) : d.value(pile);
            }
            return c;
        }, (c, limits) -> c.length >= 2 && c.length % 2 == 0 && c.length / 2 <= (limits == Limits.JUDGE ? 1000 : 100_000)
                && java.util.Arrays.stream(c).allMatch(v -> pile.contains(v, limits)), (c, out) -> {
            out.append(c.length / 2).append('\n');
            for (int i = 0; i < c.length; i += 2) {
                out.append(c[i]).append(' ').append(c[i + 1]).append('\n');
            }
        }).edges(new long[] {1, 1, 1, 1, 1, 1}, new long[] {3, 2}, new long[] {1, 1}, new long[] {0, 5}, new long[] {5, 0},
                new long[] {0, 0}, new long[] {2, 1}, new long[] {5, 3, 8, 5}, new long[] {1000, 999}, new long[] {E18, 1})
                .small(() -> {
                    // every pair up to 10, then every two pairs up to 3
                    List<long[]> all = new ArrayList<>(SmallBox.lists(new long[] {0}, 2, 2, 121, 10));
                    all.addAll(SmallBox.lists(new long[] {0}, 4, 4, 256, 3));
                    return all;
                })
                .explainedBy(c -> pairWords(List.of("every-sg-euclid"), c, 0));
        return new InputFormat("every-sg-euclid", Framing.UNTIL_END, null, CASE_COUNT, pairs, TokenChecker.INSTANCE);
    }

    static InputFormat georgiaBob() {
        Row cells = new Row(new Range(1, 1000, 100_000), new Range(1, 10_000, E18)).distinct()
                .special(d -> {
                    // pairs of chessmen with equal gaps: a staircase Nim sum of 0
                    long[] c = new long[2 * d.count(new Range(1, 20, 100))];
                    long at = d.between(1, 3);
                    for (int i = 0; i < c.length; i++) {
                        c[i] = at;
                        at += 1 + (i % 2 == 0 ? 2 : d.between(0, 3));
                    }
                    return c;
                })
                .explainedBy(c -> solveWords("georgia-bob", c))
                .edges(new long[] {1, 2, 3}, new long[] {1, 5, 6, 7, 9, 12, 14, 17}, new long[] {1}, new long[] {2},
                        new long[] {1, 2}, new long[] {1, 3}, new long[] {3, 1}, new long[] {10_000}, new long[] {E18, 1},
                        new long[] {2, 4, 6});
        return new InputFormat("georgia-bob", Framing.COUNTED, null, CASE_COUNT, cells, TokenChecker.INSTANCE);
    }

    static InputFormat goodBoy() {
        Row row = piles(new Range(1, 100, 100_000), new Range(1, 1_000_000, E18), "nim")
                .edges(new long[] {5, 7, 9}, new long[] {1}, new long[] {1, 1}, new long[] {1, 2, 3}, new long[] {3, 3, 3},
                        new long[] {1, 1, 1, 1}, new long[] {E18, E18 - 1}, new long[] {0});
        return new InputFormat("good-boy", Framing.TERMINATED, "0", CASE_COUNT, row, TokenChecker.INSTANCE);
    }

    static InputFormat takeMPiles() {
        Row row = piles(new Range(1, 1000, 100_000), new Range(1, 1_000_000, E18), "nim")
                .edges(new long[] {45, 45}, new long[] {3, 6, 9}, new long[] {5, 7, 8, 9, 10}, new long[] {1},
                        new long[] {1, 1}, new long[] {2, 2, 2}, new long[] {1, 2, 3}, new long[] {E18, 1});
        return new InputFormat("take-m-piles", Framing.TERMINATED, "0", CASE_COUNT, row, TokenChecker.INSTANCE);
    }

    static InputFormat takeTwoPiles() {
        Range pile = new Range(0, 1_000_000, E18);
        Tuple pair = new Tuple(pile, pile).where(c -> c[0] != 0 || c[1] != 0)
                .special(d -> ClassicInputs.nearColdPair(d, E18))
                .explainedBy(c -> solveWords("wythoff", c))
                .edges(new long[] {1, 2}, new long[] {5, 8}, new long[] {4, 7}, new long[] {2, 2}, new long[] {0, 1},
                        new long[] {1, 0}, new long[] {1, 1}, new long[] {2, 1}, new long[] {3, 5}, new long[] {E18, E18});
        return new InputFormat("take-2-piles", Framing.TERMINATED, "0 0", new Range(1, 100, 1000), pair, TokenChecker.INSTANCE);
    }

    static InputFormat cet4() {
        Range n = new Range(1, 1000, E18);
        // losing positions (multiples of 3), their neighbours, and the multiples of 4 a mod-4 solution takes for losing
        Tuple one = new Tuple(n).special(d -> new long[] {(d.oneIn(2) ? 3 : 4) * d.value(new Range(0, 250, E18 / 4))
                        + d.between(-1, 1)})
                .explainedBy(c -> solveWords("cet4", c))
                .edges(new long[] {1}, new long[] {2}, new long[] {3}, new long[] {4}, new long[] {6}, new long[] {999},
                        new long[] {1000}, new long[] {E18}, new long[] {E18 - 1}, new long[] {999_999_999_999_999_999L});
        return new InputFormat("cet4", Framing.UNTIL_END, null, new Range(1, 100, 10_000), one, TokenChecker.INSTANCE);
    }

    static InputFormat multiplication() {
        Range n = new Range(2, 4_294_967_295L, E18);
        Tuple one = new Tuple(n)
                .special(d -> {
                    long p = d.oneIn(2) ? 9 : 18;
                    for (int k = d.below(14); k > 0 && p <= E18 / 18; k--) {
                        p *= 18;
                    }
                    return new long[] {p + d.between(-1, 1)};
                })
                .explainedBy(c -> solveWords("multiplication", c))
                .edges(new long[] {162}, new long[] {17}, new long[] {34012226}, new long[] {2}, new long[] {9}, new long[] {10},
                        new long[] {18}, new long[] {19}, new long[] {161}, new long[] {163}, new long[] {324},
                        new long[] {2916}, new long[] {2917}, new long[] {4_294_967_295L}, new long[] {E18});
        return new InputFormat("multiplication", Framing.UNTIL_END, null, new Range(1, 100, 10_000), one,
                TokenChecker.INSTANCE);
    }

    /** Northcott: the case is {m, T_1, J_1, T_2, J_2, ...}, written {@code n m} and the n rows. */
    static InputFormat northcott() {
        Range columns = new Range(2, 100, E18);
        CustomCase board = new CustomCase(d -> {
            long m = d.value(columns);
            long[] c = new long[1 + 2 * d.count(new Range(1, 1000, 100_000))];
            c[0] = m;
            for (int i = 1; i < c.length; i += 2) {
                c[i] = d.between(1, m);
                do {
                    c[i + 1] = d.oneIn(3) ? c[i] + d.between(-2, 2) : d.between(1, m);
                } while (c[i + 1] == c[i] || c[i + 1] < 1 || c[i + 1] > m);
            }
            return c;
        }, (c, limits) -> {
            if (c.length < 3 || c.length % 2 == 0 || !columns.contains(c[0], limits)
                    || (c.length - 1) / 2 > (limits == Limits.JUDGE ? 1000 : 100_000)) {
                return false;
            }
            for (int i = 1; i < c.length; i += 2) {
                if (c[i] < 1 || c[i] > c[0] || c[i + 1] < 1 || c[i + 1] > c[0] || c[i] == c[i + 1]) {
                    return false;
                }
            }
            return true;
        }, (c, out) -> {
            out.append((c.length - 1) / 2).append(' ').append(c[0]).append('\n');
            for (int i = 1; i < c.length; i += 2) {
                out.append(c[i]).append(' ').append(c[i + 1]).append('\n');
            }
        }).edges(new long[] {6, 4, 5, 1, 2, 1, 2}, new long[] {6, 4, 5, 1, 3, 1, 2}, new long[] {2, 1, 2}, new long[] {2, 2, 1},
                new long[] {3, 1, 3}, new long[] {3, 3, 1}, new long[] {100, 1, 100}, new long[] {E18, 1, E18})
                .small(() -> {
                    // boards of 2 to 5 columns with one or two rows
                    List<long[]> all = new ArrayList<>();
                    for (long m = 2; m <= 5; m++) {
                        for (long[] rows : SmallBox.lists(new long[] {1}, 2, 4, 1000, m - 1)) {
                            long[] c = new long[1 + rows.length];
                            c[0] = m;
                            System.arraycopy(rows, 0, c, 1, rows.length);
                            all.add(c);
                        }
                    }
                    return all;
                })
                .explainedBy(c -> pairWords(List.of("northcott", "m=" + c[0]), c, 1));
        return new InputFormat("northcott", Framing.UNTIL_END, null, CASE_COUNT, board, TokenChecker.INSTANCE);
    }

    static InputFormat kiki() {
        Range side = new Range(1, 2000, E18);
        Tuple pair = new Tuple(side, side).special(d -> new long[] {d.value(side) | 1, d.value(side) | 1})
                .explainedBy(c -> solveWords("kiki", c))
                .edges(new long[] {5, 3}, new long[] {5, 4}, new long[] {6, 6}, new long[] {1, 1}, new long[] {1, 2},
                        new long[] {2, 1}, new long[] {2000, 2000}, new long[] {1999, 1999}, new long[] {E18 - 1, E18 - 1},
                        new long[] {E18, E18});
        return new InputFormat("kiki", Framing.TERMINATED, "0 0", new Range(1, 100, 10_000), pair, TokenChecker.INSTANCE);
    }
}
