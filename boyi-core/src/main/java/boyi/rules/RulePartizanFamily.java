package boyi.rules;

import boyi.cgt.CanonicalGame;
import boyi.cgt.ValueReport;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.ViewKind;
import boyi.games.partizan.PartizanFamily;
import boyi.games.partizan.PartizanRules;
import boyi.games.partizan.Turn;
import boyi.model.Move;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A partizan game written as a rule text ({@code move left ...}, {@code move right ...}, and
 * {@code move ...} for both), analysed like the Java partizan families: a position's canonical
 * value in CGSuite's notation ({@link RuleCanonical}), its outcome class, stops, mean,
 * temperature, thermograph and atomic weight, and each player's moves with the value each
 * leaves. A position is written as the rule text says, optionally followed by {@code L} or
 * {@code R} for the player to move (Left by default).
 *
 * <pre>{@code
 * RuleFamily f = RuleFamily.of(cutcakeText);
 * RulePartizanFamily p = (RulePartizanFamily) f.playable();
 * p.report("203").value().toString();    // "2": a 2 x 3 cake
 * }</pre>
 */
public final class RulePartizanFamily extends PartizanFamily<RuleState> {

    /** Positions a family's canonical values may evaluate (each is kept). */
    static final long BUDGET = 1_000_000;
    /** The largest table over n. */
    public static final long MAX_TABLE = 10_000;

    private final String text;
    private final String fallbackId;
    private final RuleProgram program;
    private final RuleNotation notation;
    private final RuleCanonical canonical;
    /** Left's and Right's moves labelled as the rule text says (each keeps the last position's labels). */
    private final RuleNotation leftLabels;
    private final RuleNotation rightLabels;
    private final PartizanRules<RuleState> rules;

    RulePartizanFamily(String text, String fallbackId, RuleProgram program) {
        super(program.id(), program.name().zh(), program.name().en(), about(program), parameters(program),
                syntax(program), program.start());
        this.text = text;
        this.fallbackId = fallbackId;
        this.program = program;
        this.notation = new RuleNotation(new RuleGame(program), program.id());
        this.canonical = new RuleCanonical(program, BUDGET);
        this.leftLabels = new RuleNotation(canonical.player(true), program.id());
        this.rightLabels = new RuleNotation(canonical.player(false), program.id());
        this.rules = new Rules();
    }

    private static Text about(RuleProgram p) {
        return p.about().isEmpty() ? Text.of("按规则文本定义的党派博弈：左方与右方的走法不同（" + p.moves().size() + " 种走法），不能走的一方输。",
                "A partizan game defined by a rule text: Left and Right move differently (" + p.moves().size()
                        + " move statements); whoever cannot move loses.") : p.about();
    }

    private static List<Parameter> parameters(RuleProgram p) {
        List<Parameter> out = new ArrayList<>();
        for (RuleProgram.Param q : p.parameters()) {
            out.add(new Parameter(q.name(), q.description(), q.value(), q.value()));
        }
        return out;
    }

    private static Text syntax(RuleProgram p) {
        Text s = new RuleNotation(new RuleGame(p), p.id()).syntax();
        return Text.of(s.zh() + "；后面可加 L 或 R 表示谁先走（默认 L）", s.en() + "; optionally L or R after it for the player to move (default L)");
    }

    /** The compiled rules. */
    public RuleProgram program() {
        return program;
    }

    @Override
    public ViewKind view() {
        return ViewKind.of(program.view());
    }

    @Override
    public GameInstance<Turn<RuleState>> instantiate(Map<String, String> given) {
        boolean defaults = true;
        for (RuleProgram.Param p : program.parameters()) {
            defaults &= !given.containsKey(p.name()) || given.get(p.name()).equals(p.value());
        }
        if (defaults) {
            return super.instantiate(given);
        }
        return new RulePartizanFamily(text, fallbackId, RuleParser.parse(text, given, fallbackId)).instantiate(given);
    }

    @Override
    protected PartizanRules<RuleState> boardRules() {
        return rules;
    }

    @Override
    protected RuleState parseBoard(String position) {
        return notation.parse(position);
    }

    @Override
    protected String formatBoard(RuleState board) {
        return notation.format(board);
    }

    @Override
    protected Text moveLabel(RuleState from, Move<RuleState> move, boolean left) {
        return (left ? leftLabels : rightLabels).label(from, move);
    }

    @Override
    protected Text playerName(boolean left) {
        return left ? Text.of("左方", "Left") : Text.of("右方", "Right");
    }

    /** Whether {@link #table} applies: a position is one number (one state variable, or heaps). */
    public boolean hasTable() {
        return program.shape() == RuleProgram.Shape.HEAPS
                || program.shape() == RuleProgram.Shape.TUPLE && program.variables().size() == 1;
    }

    /** The canonical value of a position (written as the rule text says, without L or R). */
    public CanonicalGame value(String position) {
        return canonical.value(parseTurn(position).board());
    }

    /**
     * The canonical value of each one-number position n = 0..upto (a one-variable state, or one
     * heap) with its outcome class, stops, mean and temperature.
     *
     * @throws BadInputException for a game whose positions are not one number
     * @throws TooLargeException past the budget of positions or the deadline
     */
    public List<Map<String, Object>> table(long upto) {
        if (!hasTable()) {
            throw new BadInputException(Text.of(id() + " 没有按 n 排列的表：它的局面不是一个数（一个状态变量或一堆）",
                    id() + " has no table over n: its positions are not one number (one state variable or one heap)"));
        }
        if (upto < 0 || upto > MAX_TABLE) {
            throw new BadInputException(Text.format("党派博弈的值表 n = 0..N：N 应为 0..%d", "a table of partizan values n = 0..N: N must be 0..%d",
                    MAX_TABLE));
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (long n = 0; n <= upto; n++) {
            CanonicalGame g = canonical.value(program.shape() == RuleProgram.Shape.HEAPS ? RuleState.heaps(new long[] {n})
                    : RuleState.numbers(n));
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("n", n);
            Map<String, Object> report = ValueReport.json(g);
            for (String k : List.of("canonical", "outcome", "left_stop", "right_stop", "mean", "temperature", "atomic_weight")) {
                row.put(k, report.get(k));
            }
            rows.add(row);
        }
        return rows;
    }

    /** Left's and Right's moves by the rule text, each component's value by {@link RuleCanonical}. */
    private final class Rules implements PartizanRules.ByPlayer<RuleState> {
        @Override
        public List<Move<RuleState>> moves(RuleState board, boolean left) {
            return canonical.player(left).moves(board);
        }

        @Override
        public List<RuleState> regions(RuleState board) {
            return canonical.components(board);
        }

        @Override
        public CanonicalGame directValue(RuleState region) {
            return canonical.component(region);
        }
    }
}
