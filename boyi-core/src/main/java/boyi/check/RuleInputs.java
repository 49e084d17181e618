package boyi.check;

import boyi.analysis.Analyzer;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.problems.Problem;
import boyi.rules.RuleInstance;
import boyi.rules.RuleState;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * 对拍 for a game written as rules: the input is T, then T positions in the rule game's own
 * notation, one a line; the right output is one word a position, for a win, a loss or a draw of
 * the player to move ({@code win}, {@code loss}, {@code draw} unless other words are given).
 * Positions are made from the game's state: numbers ({@code state a, b}), heaps ({@code heaps n};
 * up to 4 of them) or a row of cells ({@code board row}) directly, in the same order as the judge
 * problems (every small one first, then random ones growing up to the reach); a grid
 * ({@code board grid}) by random play from its start. The reach is the larger of 30 and twice
 * the largest number of the start position (a row: its length and at least 6), ten times that
 * under {@code --limits boyi}.
 *
 * <pre>{@code
 * RuleInputs r = RuleInputs.of(instance, List.of("First", "Second", "Draw"));
 * r.format().write(cases);                 // "2\n3\n10\n"
 * r.problem().solve("2\n3\n10\n", List.of());   // "Second\nFirst\n"
 * }</pre>
 */
public final class RuleInputs {

    /** The words of the default answers: win, loss, draw. */
    public static final List<String> WORDS = List.of("win", "loss", "draw");
    private static final int MOST_HEAPS = 4;
    private static final Range CASES = new Range(1, 100, 100);

    /** How a state is written. */
    private enum Kind { NUMBERS, HEAPS, ROW, GRID }

    private final RuleInstance instance;
    private final Notation<RuleState> notation;
    private final List<String> answers;
    private final Kind kind;
    private final String symbols;
    private final RuleState start;
    private final InputFormat format;

    private RuleInputs(RuleInstance instance, List<String> answers) {
        this.instance = instance;
        this.notation = instance.notation();
        this.answers = answers;
        this.symbols = instance.program().symbols();
        this.start = notation.parse(instance.program().start());
        String startText = instance.program().start().trim();
        if (startText.contains("/")) {
            kind = Kind.GRID;
        } else if (!startText.matches("[0-9 ]+")) {
            kind = Kind.ROW;
        } else {
            kind = parses(startText + " 0") ? Kind.HEAPS : Kind.NUMBERS;
        }
        this.format = new InputFormat(instance.family().id(), Framing.COUNTED, null, CASES, caseFormat(), TokenChecker.INSTANCE);
    }

    /**
     * @param answers the words for a win, a loss and a draw, in that order
     * @throws BadInputException when they are not three different words
     */
    public static RuleInputs of(RuleInstance instance, List<String> answers) {
        Set<String> distinct = new LinkedHashSet<>(answers);
        if (answers.size() != 3 || distinct.size() != 3 || answers.stream().anyMatch(w -> w.isEmpty() || !w.matches("\\S+"))) {
            String given = String.join(",", answers);
            throw new BadInputException(Text.format("--answers \"%s\"：应为三个不同的词（胜、负、和），用逗号分开，如 First,Second,Draw",
                    "--answers \"%s\": expected three different words (win, loss, draw) separated by commas, e.g. First,Second,Draw",
                    given));
        }
        return new RuleInputs(instance, List.copyOf(answers));
    }

    /** The input format: T, then T positions, one a line. */
    public InputFormat format() {
        return format;
    }

    /** Boyi's answers: one word a position, by exact search. */
    public Problem problem() {
        return new Problem() {
            @Override
            public String id() {
                return format.id();
            }

            @Override
            public String nameZh() {
                return instance.family().nameZh();
            }

            @Override
            public String nameEn() {
                return instance.family().nameEn();
            }

            @Override
            public Text description() {
                return Text.of("每个局面：先手胜、负或和", "each position: a win, a loss or a draw for the player to move");
            }

            @Override
            public String solve(String input, List<String> options) {
                String[] lines = input.split("\n");
                int t = Integer.parseInt(lines[0].trim());
                StringBuilder out = new StringBuilder();
                for (int i = 1; i <= t; i++) {
                    Outcome o = Analyzer.value(instance, notation.parse(lines[i])).outcome();
                    out.append(answers.get(o == Outcome.WIN ? 0 : o == Outcome.LOSS ? 1 : 2)).append('\n');
                }
                return out.toString();
            }
        };
    }

    private boolean parses(String text) {
        try {
            notation.parse(text);
            return true;
        } catch (BadInputException | IllegalArgumentException e) {
            return false;
        }
    }

    private String text(long[] c) {
        return switch (kind) {
            case NUMBERS, HEAPS -> String.join(" ", Arrays.stream(c).mapToObj(Long::toString).toList());
            case ROW -> cells(c, 0, c.length);
            case GRID -> {
                List<String> rows = new ArrayList<>();
                for (int r = 0; r < c[0]; r++) {
                    rows.add(cells(c, 2 + r * (int) c[1], 2 + (r + 1) * (int) c[1]));
                }
                yield String.join("/", rows);
            }
        };
    }

    private String cells(long[] c, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            b.append(c[i] >= 0 && c[i] < symbols.length() ? symbols.charAt((int) c[i]) : '?');
        }
        return b.toString();
    }

    /** A state as a case: its numbers, its cells' symbol codes, or a grid's {rows, cols, codes...}. */
    private long[] codes(RuleState s) {
        String t = notation.format(s);
        return switch (kind) {
            case NUMBERS, HEAPS -> s.values().clone();
            case ROW -> t.chars().mapToLong(symbols::indexOf).toArray();
            case GRID -> {
                String[] rows = t.split("/");
                long[] c = new long[2 + rows.length * rows[0].length()];
                c[0] = rows.length;
                c[1] = rows[0].length();
                String joined = String.join("", rows);
                for (int i = 0; i < joined.length(); i++) {
                    c[2 + i] = symbols.indexOf(joined.charAt(i));
                }
                yield c;
            }
        };
    }

    /** The largest number (or row length) positions reach under the limits. */
    private long reach(Limits limits) {
        long largest = kind == Kind.ROW ? Math.max(6, instance.program().start().trim().length())
                : Arrays.stream(start.values()).max().orElse(0) * 2;
        long judge = Math.max(30, largest);
        return limits == Limits.JUDGE ? judge : judge * 10;
    }

    private CaseFormat caseFormat() {
        int width = kind == Kind.NUMBERS ? start.size() : 1;
        CustomCase c = new CustomCase(this::draw, (v, limits) -> v.length > 0 && within(v, limits) && parses(text(v)),
                (v, out) -> out.append(text(v)).append('\n'));
        return c.edges(codes(start)).small(() -> switch (kind) {
            case NUMBERS -> SmallBox.lists(new long[] {0}, width, width, 1000, 1000);
            case HEAPS -> SmallBox.lists(new long[] {0}, 1, 3, 300, 1000);
            case ROW -> SmallBox.lists(new long[] {0}, 1, 5, 1000, symbols.length() - 1);
            case GRID -> walks(new java.util.SplittableRandom(1), 100, 2);
        });
    }

    private boolean within(long[] v, Limits limits) {
        long reach = reach(limits);
        return switch (kind) {
            case NUMBERS, HEAPS -> v.length <= (kind == Kind.HEAPS ? MOST_HEAPS : v.length) && Arrays.stream(v).allMatch(x -> x <= reach);
            case ROW -> v.length <= reach;
            case GRID -> true;
        };
    }

    private long[] draw(RandomDraw d) {
        Range value = new Range(0, reach(Limits.JUDGE), reach(Limits.BOYI));
        return switch (kind) {
            case NUMBERS -> {
                long[] v = new long[start.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = d.value(value);
                }
                yield v;
            }
            case HEAPS -> {
                long[] v = new long[d.count(Range.of(1, MOST_HEAPS))];
                for (int i = 0; i < v.length; i++) {
                    v[i] = d.value(value);
                }
                yield v;
            }
            case ROW -> {
                long[] v = new long[(int) Math.max(1, d.value(new Range(1, reach(Limits.JUDGE), reach(Limits.BOYI))))];
                for (int i = 0; i < v.length; i++) {
                    v[i] = d.below(4) == 0 ? d.below(symbols.length()) : 0;
                }
                yield v;
            }
            case GRID -> walks(new java.util.SplittableRandom(d.between(0, Long.MAX_VALUE)), 1, d.below(20)).get(0);
        };
    }

    /** Positions reached from the start by up to {@code depth} random moves. */
    private List<long[]> walks(java.util.SplittableRandom random, int count, int depth) {
        Game<RuleState> game = instance.game();
        List<long[]> all = new ArrayList<>();
        for (int w = 0; w < count; w++) {
            RuleState s = start;
            for (int step = 0; step < depth; step++) {
                List<Move<RuleState>> moves = game.primitive(s) != null ? List.of() : game.moves(s);
                if (moves.isEmpty()) {
                    break;
                }
                s = moves.get(random.nextInt(moves.size())).result();
            }
            all.add(codes(s));
        }
        return all;
    }
}
