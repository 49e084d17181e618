package boyi.check;

import java.util.ArrayList;
import java.util.List;

/** The inputs of the take-away judge problems: take-ball, ball-game, stones, bash, bash-misere, brave-game, tang-jiang. */
final class TakeawayInputs {

    private static final long E18 = Range.E18;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private TakeawayInputs() {
    }

    /** Line 1 the take set, line 2 the ball counts: the case is {k, takes..., counts...}. */
    static InputFormat takeBall() {
        Range takes = new Range(1, 99, 100);
        Range counts = new Range(1, 999, E18);
        CaseFormat format = new CustomCase(d -> {
            int k = d.limits() == Limits.JUDGE ? 3 : d.count(Range.of(1, 10));
            int games = d.limits() == Limits.JUDGE ? 5 : d.count(new Range(1, 5, 1000));
            long[] c = new long[1 + k + games];
            c[0] = k;
            for (int i = 1; i <= k; i++) {
                c[i] = d.oneIn(2) ? d.between(1, 9) : d.value(takes);
            }
            for (int i = k + 1; i < c.length; i++) {
                c[i] = d.value(counts);
            }
            return c;
        }, (c, limits) -> {
            if (c.length < 2 || c[0] < 1 || c[0] > 100 || c.length < c[0] + 2) {
                return false;
            }
            int k = (int) c[0];
            if (limits == Limits.JUDGE && (k != 3 || c.length - 1 - k != 5)) {
                return false;
            }
            for (int i = 1; i < c.length; i++) {
                if (!(i <= k ? takes : counts).contains(c[i], limits)) {
                    return false;
                }
            }
            return true;
        }, (c, out) -> {
            int k = (int) c[0];
            for (int i = 1; i < c.length; i++) {
                out.append(i == 1 || i == k + 1 ? "" : " ").append(c[i]).append(i == k || i == c.length - 1 ? "\n" : "");
            }
        }).edges(new long[] {3, 1, 2, 3, 1, 2, 3, 4, 5}, new long[] {3, 1, 4, 5, 10, 11, 12, 13, 15},
                new long[] {3, 2, 3, 5, 7, 8, 9, 10, 11}, new long[] {3, 2, 3, 5, 1, 1, 1, 2, 3},
                new long[] {3, 1, 1, 1, 1, 2, 997, 998, 999}, new long[] {3, 99, 98, 97, 1, 96, 97, 98, 999},
                new long[] {1, 1, 0, E18}, new long[] {2, 1, 2, E18, E18 - 1})
                .small(TakeawayInputs::smallTakeBalls)
                .explained(c -> {
                    int k = (int) c[0];
                    StringBuilder set = new StringBuilder();
                    for (int i = 1; i <= k; i++) {
                        set.append(i == 1 ? "" : ",").append(c[i]);
                    }
                    List<List<String>> all = new ArrayList<>();
                    for (int i = k + 1; i < c.length; i++) {
                        all.add(List.of("take-ball", set.toString(), Long.toString(c[i])));
                    }
                    return all;
                });
        return new InputFormat("take-ball", Framing.SINGLE, null, null, format, TokenChecker.INSTANCE);
    }

    /** Every take set of 3 numbers up to 5, with the counts 1 to 10 (the judge's 5 to a case). */
    private static List<long[]> smallTakeBalls() {
        List<long[]> all = new ArrayList<>();
        for (long a = 1; a <= 5; a++) {
            for (long b = a; b <= 5; b++) {
                for (long c = b; c <= 5; c++) {
                    all.add(new long[] {3, a, b, c, 1, 2, 3, 4, 5});
                    all.add(new long[] {3, a, b, c, 6, 7, 8, 9, 10});
                }
            }
        }
        return all;
    }

    static InputFormat ballGame() {
        Tuple count = new Tuple(new Range(1, 9999, E18))
                .edges(new long[] {1}, new long[] {2}, new long[] {10}, new long[] {18}, new long[] {8}, new long[] {9},
                        new long[] {15}, new long[] {16}, new long[] {9999}, new long[] {0}, new long[] {E18})
                .special(d -> new long[] {15 * d.value(new Range(0, 600, E18 / 15)) + d.between(0, 9)})
                .explainedBy(c -> List.of("ball-game", Long.toString(c[0])));
        return new InputFormat("ball-game", Framing.COUNTED, null, new Range(1, 99, 100_000), count, TokenChecker.INSTANCE);
    }

    static InputFormat stones() {
        Range m = new Range(1, 100, 100);
        Tuple format = new Tuple(new Range(1, 1_000_000_000, E18), m)
                .edges(new long[] {65, 3}, new long[] {1, 3}, new long[] {2, 3}, new long[] {9, 3}, new long[] {1, 1},
                        new long[] {2, 1}, new long[] {3, 1}, new long[] {100, 100}, new long[] {1_000_000_000, 100},
                        new long[] {E18, 3}, new long[] {E18 - 7, 3})
                .special(d -> new long[] {8 * d.value(new Range(0, 100_000_000, E18 / 8)) + 1 + d.between(-1, 1), 3})
                .explainedBy(c -> List.of("stones", Long.toString(c[1]), Long.toString(c[0])));
        return new InputFormat("stones", Framing.SINGLE, null, null, format, TokenChecker.INSTANCE);
    }

    /** Bash's game {@code n m} (normal or misère play): n = k(m+1) and its neighbours are the special cases. */
    static Tuple bashPair(long maxN, long maxM, boolean misere) {
        long shift = misere ? 1 : 0;
        return new Tuple(new Range(misere ? 1 : 0, maxN, E18), new Range(1, maxM, E18))
                .edges(new long[] {0, 1}, new long[] {1, 1}, new long[] {2, 1}, new long[] {1, 5}, new long[] {10, 3},
                        new long[] {12, 3}, new long[] {13, 3}, new long[] {4, 3}, new long[] {maxN, maxM},
                        new long[] {maxN, 1}, new long[] {1, maxM}, new long[] {INT_MAX, INT_MAX - 1},
                        new long[] {E18, E18}, new long[] {E18, E18 - 1}, new long[] {E18 - 1, 1}, new long[] {E18, 1})
                .special(d -> {
                    long m = d.value(new Range(1, maxM, E18));
                    long k = d.value(new Range(0, maxN / (m + 1), E18 / (m + 1)));
                    return new long[] {k * (m + 1) + shift + d.between(-1, 1), m};
                })
                .explainedBy(c -> misere ? List.of("bash", Long.toString(c[1]), "play=misere", Long.toString(c[0]))
                        : List.of("bash", Long.toString(c[1]), Long.toString(c[0])));
    }

    static InputFormat bash() {
        return new InputFormat("bash", Framing.SINGLE, null, null, bashPair(1_000_000_000, 1_000_000_000, false),
                TokenChecker.INSTANCE);
    }

    static InputFormat bashMisere() {
        return new InputFormat("bash-misere", Framing.SINGLE, null, null, bashPair(1_000_000_000, 1_000_000_000, true),
                TokenChecker.INSTANCE);
    }

    static InputFormat braveGame() {
        return new InputFormat("brave-game", Framing.COUNTED, null, new Range(1, 100, 10_000),
                bashPair(1000, 1000, false).where(c -> c[0] >= 1), TokenChecker.INSTANCE);
    }

    /** HDU 4764: Tang loses exactly when (N - 1) is a multiple of k + 1. */
    static InputFormat tangJiang() {
        Tuple format = new Tuple(new Range(1, 100_000_000, E18), new Range(1, 100, E18))
                .edges(new long[] {1, 1}, new long[] {30, 3}, new long[] {10, 2}, new long[] {2, 1}, new long[] {1, 100},
                        new long[] {101, 100}, new long[] {102, 100}, new long[] {100_000_000, 100}, new long[] {100_000_000, 1},
                        new long[] {E18, E18}, new long[] {E18, 1}, new long[] {E18 - 1, E18 - 2})
                .special(d -> {
                    long k = d.value(new Range(1, 100, E18 / 2));
                    long t = d.value(new Range(0, 100_000_000 / (k + 1) - 1, E18 / (k + 1) - 1));
                    return new long[] {t * (k + 1) + 1 + d.between(-1, 1), k};
                });
        return new InputFormat("tang-jiang", Framing.TERMINATED, "0 0", new Range(1, 100, 100_000), format,
                TokenChecker.INSTANCE);
    }
}
