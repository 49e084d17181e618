package boyi.bench;

import boyi.games.partizan.DomineeringGame;
import boyi.games.partizan.PartizanFamily;
import boyi.games.partizan.ToadsAndFrogsGame;
import boyi.rules.RuleFamily;
import boyi.rules.RulePartizanFamily;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code bin/bench partizan-rules [rounds]}: partizan games written as rule texts against their
 * Java families, side by side in one JVM, fresh instances every round (no cached values; the
 * canonical-form engine's own caches are shared, as in a server): Domineering on the empty 4 x 5
 * board, and Toads and Frogs on every position {@code t^a .^b f^c} of length 12 with a, c >= 1.
 * Prints the median wall and thread CPU time of each and the ratios; the values are checked equal.
 * Which of the two runs first alternates from round to round: the one that runs second finds more
 * canonical forms already made.
 */
public final class PartizanRulesBench {

    /** The moves of {@code rules/partizan/domineering.boyi}, labels left out. */
    static final String DOMINEERING = """
            board grid ".#"
            move left for i in cells if i + width < size and cell[i] == '.' and cell[i + width] == '.' -> cell[i] = '#', cell[i + width] = '#'
            move right for i in cells if i % width + 1 < width and cell[i] == '.' and cell[i + 1] == '.' -> cell[i] = '#', cell[i + 1] = '#'
            """;
    /** The moves of {@code rules/partizan/toads-and-frogs.boyi}, labels left out. */
    static final String TOADS_AND_FROGS = """
            board row ".tf"
            move left for i in cells if cell[i] == 't' and i + 1 < size and cell[i + 1] == '.' -> cell[i] = '.', cell[i + 1] = 't'
            move left for i in cells if cell[i] == 't' and i + 2 < size and cell[i + 1] == 'f' and cell[i + 2] == '.' -> cell[i] = '.', cell[i + 2] = 't'
            move right for i in cells if cell[i] == 'f' and i >= 1 and cell[i - 1] == '.' -> cell[i] = '.', cell[i - 1] = 'f'
            move right for i in cells if cell[i] == 'f' and i >= 2 and cell[i - 1] == 't' and cell[i - 2] == '.' -> cell[i] = '.', cell[i - 2] = 'f'
            """;

    private PartizanRulesBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        compare("Domineering 4 x 5 (empty board)", rounds, DOMINEERING, List.of("...../...../...../....."),
                DomineeringGame::new, List.of(".....|.....|.....|....."));
        List<String> strips = new ArrayList<>();
        for (int a = 1; a < 12; a++) {
            for (int c = 1; a + c <= 12; c++) {
                strips.add("t".repeat(a) + ".".repeat(12 - a - c) + "f".repeat(c));
            }
        }
        compare("Toads and Frogs, every t^a .^b f^c of length 12 (" + strips.size() + " positions)", rounds, TOADS_AND_FROGS,
                strips, ToadsAndFrogsGame::new, strips);
    }

    private static void compare(String what, int rounds, String rules, List<String> rulePositions,
                                Supplier<PartizanFamily<?>> family, List<String> familyPositions) {
        String[] expected = values(family.get(), familyPositions);
        long[][] r = new long[2][rounds];
        long[][] f = new long[2][rounds];
        for (int i = 0; i < rounds; i++) {
            // the canonical-form engine's shared caches favour whichever runs second: the order alternates
            if (i % 2 == 1) {
                time(() -> values(family.get(), familyPositions), expected, "family", f, i);
            }
            time(() -> values((RulePartizanFamily) RuleFamily.of(rules).playable(), rulePositions), expected, "rules", r, i);
            if (i % 2 == 0) {
                time(() -> values(family.get(), familyPositions), expected, "family", f, i);
            }
        }
        System.out.printf("%s%n  rule text     %8.1f ms wall %8.1f ms CPU (median of %d)%n", what, median(r[0]), median(r[1]), rounds);
        System.out.printf("  Java family   %8.1f ms wall %8.1f ms CPU   rules/family = %.2f wall, %.2f CPU%n", median(f[0]), median(f[1]),
                median(r[0]) / median(f[0]), median(r[1]) / median(f[1]));
    }

    private static <B> String[] values(PartizanFamily<B> game, List<String> positions) {
        return positions.stream().map(p -> game.values().value(game.parseTurn(p).board()).toString()).toArray(String[]::new);
    }

    private static String[] values(RulePartizanFamily game, List<String> positions) {
        return positions.stream().map(p -> game.value(p).toString()).toArray(String[]::new);
    }

    private static void time(Supplier<String[]> work, String[] expected, String who, long[][] into, int round) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        String[] got = work.get();
        into[0][round] = System.nanoTime() - t0;
        into[1][round] = mx.getCurrentThreadCpuTime() - c0;
        if (!Arrays.equals(got, expected)) {
            throw new IllegalStateException(who + " disagrees with the family");
        }
    }

    private static double median(long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return s[s.length / 2] / 1e6;
    }
}
