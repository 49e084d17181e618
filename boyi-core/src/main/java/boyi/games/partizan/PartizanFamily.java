package boyi.games.partizan;

import boyi.cgt.CanonicalGame;
import boyi.cgt.OutcomeClass;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A family of partizan games: the rules of its boards, how a board is written, and the analysis
 * every family shares. A position is a board, optionally followed by {@code L} or {@code R} for
 * the player to move (Left by default); its value for the player to move comes from the board's
 * canonical value ({@link PartizanValues}), and {@link #report} gives the value itself, its
 * outcome class and temperature and each player's best moves.
 *
 * <pre>{@code
 * PartizanFamily<?> d = new DomineeringGame();
 * d.report("..|..").value().toString();   // "+-1"
 * }</pre>
 *
 * @param <B> the board type
 */
public abstract class PartizanFamily<B> extends DescribedFamily {

    /** Regions evaluated per family before an evaluation is refused (each region is kept). */
    public static final long REGION_BUDGET = 5_000_000;

    static final Method METHOD = Method.search(Text.of("组合博弈论的标准型", "canonical form (combinatorial game theory)"));

    private volatile PartizanValues<B> values;

    protected PartizanFamily(String id, String nameZh, String nameEn, Text rules, Text positionSyntax,
                             String examplePosition) {
        this(id, nameZh, nameEn, rules, List.of(), positionSyntax, examplePosition);
    }

    /** A family with parameters (a partizan rule text's {@code param} statements). */
    protected PartizanFamily(String id, String nameZh, String nameEn, Text rules, List<Parameter> parameters,
                             Text positionSyntax, String examplePosition) {
        super(id, nameZh, nameEn, rules, parameters, positionSyntax, examplePosition);
    }

    /** The rules of the boards. */
    protected abstract PartizanRules<B> boardRules();

    /** Reads a board. @throws BadInputException naming what is wrong and where */
    protected abstract B parseBoard(String text);

    /** How a board is written; by default its {@code toString}. */
    protected String formatBoard(B board) {
        return board.toString();
    }

    /** Left is blue and Right red (Hackenbush, Col, Snort). */
    protected static Text blueOrRed(boolean left) {
        return left ? Text.of("左方（蓝）", "Left (blue)") : Text.of("右方（红）", "Right (red)");
    }

    /** A move's name for a reader ({@code left}: the move is Left's). */
    protected abstract Text moveLabel(B from, Move<B> move, boolean left);

    /** What Left and Right are in this game, e.g. "Left (vertical)". */
    protected abstract Text playerName(boolean left);

    /** What Left and Right are in this game, for a front end: e.g. "Left (vertical)" / "左方（竖放）". */
    public final Text player(boolean left) {
        return playerName(left);
    }

    /** The shared cache of region values. */
    public final PartizanValues<B> values() {
        PartizanValues<B> v = values;
        if (v == null) {
            synchronized (this) {
                if (values == null) {
                    values = new PartizanValues<>(boardRules(), REGION_BUDGET);
                }
                v = values;
            }
        }
        return v;
    }

    /** A fresh cache of region values of its own, with its own budget of regions (long runs, benchmarks). */
    public final PartizanValues<B> values(long regionBudget) {
        return new PartizanValues<>(boardRules(), regionBudget);
    }

    @Override
    public GameInstance<Turn<B>> instantiate(Map<String, String> given) {
        return ComposedGame.of(this, Parameters.resolve(this, given), new TurnGame(), new TurnNotation())
                .evaluators(this::verdict)
                .acceptsAnyLegalMove()
                .build();
    }

    /** A board and the player to move: {@code "<board>"}, {@code "<board> L"} or {@code "<board> R"}. */
    public Turn<B> parseTurn(String text) {
        String t = text.trim();
        boolean left = true;
        String marker = moverMarker(false);
        if (t.endsWith(marker) || t.endsWith(moverMarker(true))) {
            left = !t.endsWith(marker);
            t = t.substring(0, t.length() - marker.length()).trim();
        }
        return new Turn<>(parseBoard(t), left);
    }

    /** What follows a board to say who moves: {@code " L"} or {@code " R"} (both of one length). */
    protected String moverMarker(boolean left) {
        return left ? " L" : " R";
    }

    private Optional<Verdict> verdict(Turn<B> turn) {
        CanonicalGame g = values().value(turn.board());
        boolean moverWins = turn.leftToMove() ? !g.leq(CanonicalGame.ZERO) : !CanonicalGame.ZERO.leq(g);
        OutcomeClass c = g.outcome();
        Text mover = playerName(turn.leftToMove());
        Text why = Text.of(
                "标准型 " + g + "，结果类 " + c.name() + "（" + c.meaning().zh() + "），温度 " + g.temperature()
                        + "：" + mover.zh() + "先走" + (moverWins ? "必胜" : "必败") + "。",
                "Canonical form " + g + ", outcome class " + c.name() + " (" + c.meaning().en() + "), temperature "
                        + g.temperature() + ": " + mover.en() + ", moving first, " + (moverWins ? "wins" : "loses") + ".");
        return Optional.of(new Verdict(Value.of(moverWins ? Outcome.WIN : Outcome.LOSS), METHOD, why));
    }

    /**
     * The board's canonical value and each player's moves with the value each leaves, best first
     * (a move is best when no other move of that player leaves a larger value for her).
     *
     * @throws BadInputException for a malformed position
     */
    public PartizanReport report(String positionText) {
        B board = parseTurn(positionText).board();
        CanonicalGame g = values().value(board);
        return new PartizanReport(g, options(board, boardRules().leftMoves(board), true),
                options(board, boardRules().rightMoves(board), false));
    }

    private List<PartizanReport.Option> options(B board, List<Move<B>> moves, boolean left) {
        List<PartizanReport.Option> out = new ArrayList<>();
        for (Move<B> m : moves) {
            out.add(new PartizanReport.Option(m.name(), moveLabel(board, m, left), formatBoard(m.result()),
                    values().value(m.result()), false, m.shape()));
        }
        List<PartizanReport.Option> ranked = new ArrayList<>();
        for (PartizanReport.Option o : out) {
            boolean best = true;
            for (PartizanReport.Option p : out) {
                // Left prefers larger values, Right smaller
                if (left ? p.value().geq(o.value()) && !o.value().geq(p.value())
                        : p.value().leq(o.value()) && !o.value().leq(p.value())) {
                    best = false;
                    break;
                }
            }
            ranked.add(new PartizanReport.Option(o.move(), o.label(), o.position(), o.value(), best, o.shape()));
        }
        List<PartizanReport.Option> sorted = new ArrayList<>(ranked.stream().filter(PartizanReport.Option::best).toList());
        sorted.addAll(ranked.stream().filter(o -> !o.best()).toList());
        return sorted;
    }

    private final class TurnGame implements Game<Turn<B>> {
        @Override
        public List<Move<Turn<B>>> moves(Turn<B> t) {
            List<Move<B>> moves = t.leftToMove() ? boardRules().leftMoves(t.board()) : boardRules().rightMoves(t.board());
            List<Move<Turn<B>>> out = new ArrayList<>(moves.size());
            for (Move<B> m : moves) {
                out.add(m.renamed(m.name(), new Turn<>(m.result(), !t.leftToMove())));
            }
            return out;
        }

        @Override
        public Value primitive(Turn<B> t) {
            return moves(t).isEmpty() ? Value.loss(0) : null;
        }
    }

    private final class TurnNotation implements Notation<Turn<B>> {
        @Override
        public Turn<B> parse(String text) {
            return parseTurn(text);
        }

        @Override
        public String format(Turn<B> t) {
            return formatBoard(t.board()) + (t.leftToMove() ? "" : moverMarker(false));
        }

        @Override
        public Text label(Turn<B> from, Move<Turn<B>> move) {
            return moveLabel(from.board(), new Move<>(move.name(), move.result().board()), from.leftToMove());
        }
    }
}
