package boyi.check;

import java.util.ArrayList;
import java.util.List;

/** The inputs of the classic judge problems: monks, fibonacci-again, euclid, nim, wythoff, fibonacci. */
final class ClassicInputs {

    private static final long E18 = Range.E18;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private ClassicInputs() {
    }

    /** The case's numbers as words after a game id: {@code nim 3 4 5}. */
    static List<String> solveWords(String game, long[] c) {
        List<String> words = new ArrayList<>(List.of(game));
        for (long v : c) {
            words.add(Long.toString(v));
        }
        return words;
    }

    static InputFormat monks() {
        Row steps = new Row(new Range(1, 99, 100_000), new Range(1, 999, E18)).lengthAt(Row.Length.NONE).distinct().sorted()
                .edges(new long[] {1, 5, 9}, new long[] {1, 5, 8, 10}, new long[] {1}, new long[] {1, 2}, new long[] {1, 3},
                        new long[] {2, 3}, new long[] {1, 2, 3, 4}, new long[] {1, 999}, new long[] {998, 999},
                        new long[] {1, 3, 5, 7}, new long[] {1, E18}, new long[] {E18 - 2, E18 - 1, E18})
                .special(d -> {
                    // pairs of monks with equal gaps from the bottom: a staircase Nim sum of 0 and its neighbours
                    int pairs = d.count(new Range(1, 20, 1000));
                    long gap = d.value(new Range(0, 20, E18 / 4000));
                    long[] c = new long[2 * pairs];
                    long at = d.between(1, 5);
                    for (int i = 0; i < c.length; i++) {
                        c[i] = at;
                        at += 1 + (i % 2 == 0 ? gap : d.between(0, 3));
                    }
                    return c;
                })
                .explainedBy(c -> solveWords("monks", java.util.Arrays.stream(c).sorted().toArray()));
        return new InputFormat("monks", Framing.SINGLE, null, null, steps, TokenChecker.INSTANCE);
    }

    static InputFormat fibonacciAgain() {
        Range pile = new Range(1, 1000, 1_000_000);
        Tuple piles = new Tuple(pile, pile, pile)
                .edges(new long[] {1, 1, 1}, new long[] {1, 4, 1}, new long[] {1, 1, 2}, new long[] {4, 4, 4},
                        new long[] {1000, 1000, 1000}, new long[] {987, 610, 377}, new long[] {1_000_000, 1_000_000, 1})
                .special(d -> {
                    long a = d.value(pile);
                    return new long[] {a, a, d.between(1, 12)};
                })
                .explainedBy(c -> solveWords("fibonacci-subtraction", c));
        return new InputFormat("fibonacci-again", Framing.TERMINATED, "0 0 0", new Range(1, 100, 10_000), piles,
                TokenChecker.INSTANCE);
    }

    static InputFormat euclid() {
        Range number = new Range(1, INT_MAX, E18);
        Tuple pair = new Tuple(number, number)
                .edges(new long[] {34, 12}, new long[] {15, 24}, new long[] {1, 1}, new long[] {2, 1}, new long[] {1, 2},
                        new long[] {3, 2}, new long[] {5, 3}, new long[] {8, 5}, new long[] {INT_MAX, 1},
                        new long[] {INT_MAX, INT_MAX - 1}, new long[] {1836311903, 1134903170},
                        new long[] {E18, 1}, new long[] {E18, E18 - 1}, new long[] {420196140727489673L, 259695496911122585L})
                .special(d -> {
                    long b = TheoremNumbers.fibonacci(d, d.bound(number) / 2);
                    long a = TheoremNumbers.fibonacciAtMost(b * 2 - 1);
                    return d.oneIn(2) ? new long[] {a + d.between(-1, 1), b} : new long[] {b, a};
                })
                .explainedBy(c -> solveWords("euclid", c));
        return new InputFormat("euclid", Framing.TERMINATED, "0 0", new Range(1, 100, 10_000), pair, TokenChecker.INSTANCE);
    }

    static InputFormat nim() {
        Range pile = new Range(0, INT_MAX, E18);
        Row piles = new Row(new Range(1, 1000, 1_000_000), pile)
                .edges(new long[] {3, 4, 5}, new long[] {0}, new long[] {1}, new long[] {1, 1}, new long[] {1, 2, 3},
                        new long[] {0, 0}, new long[] {INT_MAX, INT_MAX}, new long[] {INT_MAX, 1},
                        new long[] {E18}, new long[] {E18, E18}, new long[] {1L << 59, 1L << 58, (1L << 59) + (1L << 58)})
                .special(d -> {
                    // nim-sum 0, or one off
                    int n = d.count(new Range(1, 1000, 1_000_000));
                    long[] c = new long[n + 1];
                    long x = 0;
                    for (int i = 0; i < n; i++) {
                        c[i] = d.value(pile);
                        x ^= c[i];
                    }
                    c[n] = Math.max(0, x + d.between(-1, 1) * (d.oneIn(2) ? 1 : 0));
                    return c;
                })
                .explainedBy(c -> solveWords("nim", c));
        return new InputFormat("nim", Framing.SINGLE, null, null, piles, TokenChecker.INSTANCE);
    }

    /** Wythoff's cold pairs and their neighbours, either way round. */
    static long[] nearColdPair(RandomDraw d, long max) {
        long k = d.value(new Range(0, TheoremNumbers.largestColdPairIndex(Math.min(max, 1_000_000_000)),
                TheoremNumbers.largestColdPairIndex(max)));
        long[] p = TheoremNumbers.coldPair(k);
        if (d.oneIn(3)) {
            p[d.below(2)] += d.between(-1, 1);
        }
        return d.oneIn(2) ? p : new long[] {p[1], p[0]};
    }

    static InputFormat wythoff() {
        long[] far = TheoremNumbers.coldPair(TheoremNumbers.largestColdPairIndex(E18));
        Tuple pair = new Tuple(new Range(0, 1_000_000_000, E18), new Range(0, 1_000_000_000, E18))
                .edges(new long[] {0, 0}, new long[] {1, 2}, new long[] {2, 1}, new long[] {2, 2}, new long[] {3, 5},
                        new long[] {4, 7}, new long[] {0, 1}, new long[] {1, 1}, new long[] {1_000_000_000, 1_000_000_000},
                        TheoremNumbers.coldPair(TheoremNumbers.largestColdPairIndex(1_000_000_000)), far,
                        new long[] {far[0], far[1] - 1}, new long[] {E18, E18})
                .special(d -> nearColdPair(d, E18))
                .explainedBy(c -> solveWords("wythoff", c));
        return new InputFormat("wythoff", Framing.SINGLE, null, null, pair, TokenChecker.INSTANCE);
    }

    static InputFormat fibonacci() {
        Range n = new Range(2, INT_MAX, E18);
        Tuple one = new Tuple(n)
                .edges(new long[] {2}, new long[] {3}, new long[] {4}, new long[] {13}, new long[] {14}, new long[] {12},
                        new long[] {1836311903}, new long[] {1836311904}, new long[] {INT_MAX}, new long[] {2971215073L},
                        new long[] {420196140727489673L}, new long[] {420196140727489674L}, new long[] {E18})
                .special(d -> new long[] {TheoremNumbers.fibonacci(d, d.bound(n)) + d.between(-1, 1)})
                .explainedBy(c -> solveWords("fibonacci-nim", c));
        return new InputFormat("fibonacci", Framing.SINGLE, null, null, one, TokenChecker.INSTANCE);
    }
}
