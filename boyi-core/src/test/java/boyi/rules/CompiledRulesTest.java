package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import boyi.model.Move;
import boyi.solve.Table;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The compiled moves ({@link CompiledMoves#compile}) against the interpreter, the reference, on
 * every rule file of {@code rules/} and {@code rules/examples/}: the same table (values, rows,
 * period), and at each of the first positions reachable from the start the same moves (labels and
 * positions, in order) and the same end; and on rule texts that break a bound, the same error.
 */
class CompiledRulesTest {

    /** Positions compared per file, breadth first from the start position. */
    private static final int POSITIONS = 500;

    static Stream<Path> ruleFiles() throws IOException {
        return filesIn("", "examples");
    }

    /** The rule files of the given folders below {@code rules/}, each folder's in name order. */
    private static Stream<Path> filesIn(String... folders) throws IOException {
        Path root = Files.isDirectory(Path.of("..", "rules")) ? Path.of("..", "rules") : Path.of("rules");
        List<Path> files = new ArrayList<>();
        for (String folder : folders) {
            try (Stream<Path> s = Files.list(root.resolve(folder))) {
                s.filter(f -> f.toString().endsWith(".boyi")).sorted().forEach(files::add);
            }
        }
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("ruleFiles")
    void compiledAndInterpretedAgreeOnEveryRuleFile(Path file) throws IOException {
        RuleProgram program = RuleParser.parse(Files.readString(file, StandardCharsets.UTF_8), Map.of());
        RuleGame compiled = new RuleGame(program);
        RuleGame interpreted = RuleGame.interpreted(program);
        RuleInstance c = new RuleInstance(null, program, compiled);
        RuleInstance i = new RuleInstance(null, program, interpreted);
        // two numbers, or misère heaps (single heaps by exact search over every sum they split into): a smaller table
        boolean small = program.variables().size() == 2 || program.shape() == RuleProgram.Shape.HEAPS && program.miserePlay();
        int upto = small ? 24 : 120;
        Optional<Table> ct = c.table(upto);
        Optional<Table> it = i.table(upto);
        assertThat(ct.isPresent()).isEqualTo(it.isPresent());
        if (ct.isPresent()) {
            assertThat(ct.get().values()).isDeepEqualTo(it.get().values());
            assertThat(ct.get().rowNames()).isEqualTo(it.get().rowNames());
            assertThat(String.valueOf(ct.get().periodicity())).isEqualTo(String.valueOf(it.get().periodicity()));
        }
        if (program.shape() == RuleProgram.Shape.HEAPS && program.normalPlay()) {
            assertThat(new HeapGrundy(compiled).upTo(150)).containsExactly(new HeapGrundy(interpreted).upTo(150));
        }
        RuleNotation notation = new RuleNotation(compiled, program.id());
        int compared = sameMovesFrom(notation.parse(program.start()), compiled, interpreted);
        assertThat(compared).isPositive();
    }

    static Stream<Path> partizanRuleFiles() throws IOException {
        return filesIn("partizan", "partizan/examples");
    }

    /** Each player's moves of a partizan rule file (boards: cell loops, cell reads and assignments compiled) against the interpreter. */
    @ParameterizedTest
    @MethodSource("partizanRuleFiles")
    void compiledAndInterpretedAgreeOnEveryPartizanRuleFile(Path file) throws IOException {
        RuleProgram program = RuleParser.parse(Files.readString(file, StandardCharsets.UTF_8), Map.of());
        for (boolean left : new boolean[] {true, false}) {
            RuleProgram player = program.forPlayer(left);
            RuleGame compiled = new RuleGame(player);
            RuleState start = new RuleNotation(compiled, player.id()).parse(player.start());
            assertThat(sameMovesFrom(start, compiled, RuleGame.interpreted(player))).isPositive();
        }
    }

    /** Compares moves and ends breadth first from {@code start}; the number of positions compared. */
    private static int sameMovesFrom(RuleState start, RuleGame compiled, RuleGame interpreted) {
        ArrayDeque<RuleState> queue = new ArrayDeque<>(List.of(start));
        Set<RuleState> seen = new HashSet<>(List.of(start));
        int compared = 0;
        while (!queue.isEmpty() && compared < POSITIONS) {
            RuleState p = queue.poll();
            RuleGame.Expansion a = compiled.expand(p, true);
            RuleGame.Expansion b = interpreted.expand(p, true);
            assertThat(a.over()).as("end at %s", p).isEqualTo(b.over());
            assertThat(names(a.moves())).as("moves at %s", p).isEqualTo(names(b.moves()));
            if (a.over() == null) {
                assertThat(compiled.labels(p)).isEqualTo(interpreted.labels(p));
            }
            compared++;
            for (Move<RuleState> m : a.moves()) {
                if (seen.add(m.result())) {
                    queue.add(m.result());
                }
            }
        }
        return compared;
    }

    private static List<String> names(List<Move<RuleState>> moves) {
        return moves.stream().map(m -> m.name() + " -> " + m.result()).toList();
    }

    /** Texts whose moves break a bound or an arithmetic rule at some position, with that position. */
    @ParameterizedTest
    @ValueSource(strings = {
            "state n\nmove \"x\" if n > 0 -> n * 4611686018427387904 - n\n|3",
            "state n\nmove \"x\" if n > 0 -> n - 1 + 9223372036854775807 - 9223372036854775807\n|3",
            "state n\nmove \"x\" if n > 0 -> (n - 1) / (n - 3)\n|3",
            "state n\nmove \"x\" if n > 0 -> (n - 1) % (n - 3)\n|3",
            "state n\nmove \"x\" for k in 0..n -> n - k - 1\n|5",
            "state n\nmove \"x\" for k in 1..n * 1000 -> n - 1\n|200",
            "state n\nmove \"x\" for k in 1..99999 for j in 1..99999 if k == j + 200000 -> n - 1\n|5",
            "heaps n\nmove \"x\" for a in 1..n - 1 -> a, n - a - 2\n|5",
            "state a, b\nmove \"x\" for k in {1, 2, a - 9} -> a - k - 3, b\n|4 0",
            "board row \".x\"\nmove \"x\" for i in cells if cell[i + 1] == '.' -> cell[i] = 'x'\n|...",
            "board row \".x\"\nmove \"x\" for i in cells if cell[i] == '.' -> cell[i + 2] = 'x'\n|...",
            "board row \".x\"\nmove \"x\" for i in cells if cell[i] == '.' -> cell[i] = 'x', cell[i - 9223372036854775807 - 1 - i] = 'x'\n|..."})
    void compiledAndInterpretedFailTheSameWay(String textAndPosition) {
        String[] parts = textAndPosition.split("\\|");
        RuleProgram program = RuleParser.parse(parts[0], Map.of());
        RuleGame compiled = new RuleGame(program);
        RuleGame interpreted = RuleGame.interpreted(program);
        RuleState p = new RuleNotation(compiled, program.id()).parse(parts[1]);
        Throwable a = catchThrowable(() -> compiled.moves(p));
        Throwable b = catchThrowable(() -> interpreted.moves(p));
        assertThat(a).isInstanceOf(RuleException.class);
        assertThat(a).hasMessage(b.getMessage());
        assertThat(Arrays.asList(((RuleException) a).line(), ((RuleException) a).column()))
                .isEqualTo(Arrays.asList(((RuleException) b).line(), ((RuleException) b).column()));
    }
}
