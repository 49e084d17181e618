package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.solve.Table;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongFunction;

/**
 * A game instance composed of its parts: the rules, the notation, the evaluators in order, which
 * moves an analysis lists, how a move is read and, optionally, a table. Families build one in
 * {@code instantiate} instead of subclassing anything.
 *
 * <pre>{@code
 * GameInstance<Long> bash = ComposedGame.of(family, parameters, rules, notation)
 *         .evaluators(List.of(new TheoremEvaluator<>(n -> Bash.verdict(n, m, false))))
 *         .build();
 * }</pre>
 *
 * @param <P> the position type
 */
public final class ComposedGame<P> implements PartsInstance<P> {

    private final GameParts<P> parts;
    private final Game<P> rules;
    private final Notation<P> notation;
    private final MoveSelection<P> selection;
    private final MoveReader<P> reader;
    private final Text moveHint;
    private final boolean anyLegalMove;
    private final LongFunction<Optional<Table>> table;

    private ComposedGame(Builder<P> b) {
        this.parts = new GameParts<>(b.family, b.parameters, b.rules, b.notation, b.evaluators);
        this.rules = b.rules;
        this.notation = b.notation;
        this.selection = b.selection != null ? b.selection : MoveSelection.all(b.rules);
        this.reader = b.reader;
        this.moveHint = b.moveHint;
        this.anyLegalMove = b.anyLegalMove;
        this.table = b.table;
    }

    /** Starts a game of {@code family} with these parameter values (in the family's order). */
    public static <P> Builder<P> of(GameFamily family, Map<String, String> parameters, Game<P> rules, Notation<P> notation) {
        return new Builder<>(family, parameters, rules, notation);
    }

    @Override
    public GameParts<P> parts() {
        return parts;
    }

    @Override
    public P parse(String text) {
        return notation.parse(InputText.normalize(text));
    }

    @Override
    public List<Move<P>> movesToShow(P position) {
        return selection.moves(position);
    }

    @Override
    public boolean showsAllMoves(P position) {
        return selection.complete(position);
    }

    @Override
    public OptionalLong moveCount(P position) {
        return selection.total(position);
    }

    /**
     * Reads the move with the game's {@link MoveReader} when it has one (any size), else by its
     * name or label among the listed moves; either label is accepted for listed moves. Games built
     * with {@link Builder#acceptsAnyLegalMove()} also accept a legal move that is not listed.
     */
    @Override
    public P play(P position, String move) {
        String wanted = InputText.normalize(move).trim();
        if (reader != null) {
            Optional<P> read = reader.read(position, wanted);
            if (read.isPresent()) {
                return read.get();
            }
        }
        boolean complete = selection.complete(position);
        if (reader == null || complete) {
            Optional<P> listed = named(position, selection.moves(position), wanted);
            if (listed.isPresent()) {
                return listed.get();
            }
        }
        if (anyLegalMove && !complete) {
            Optional<P> legal = named(position, rules.moves(position), wanted);
            if (legal.isPresent()) {
                return legal.get();
            }
        }
        String where = InputText.shorten(format(position), 60);
        String shown = InputText.shorten(wanted, 60);
        throw new BadInputException(Text.of("\"" + shown + "\" 不是局面 " + where + " 的合法着法" + (moveHint.isEmpty() ? "" : "（" + moveHint.zh() + "）"),
                "\"" + shown + "\" is not a legal move in " + where + (moveHint.isEmpty() ? "" : " (" + moveHint.en() + ")")));
    }

    private Optional<P> named(P position, List<Move<P>> moves, String wanted) {
        for (Move<P> m : moves) {
            Text label = notation.label(position, m);
            if (m.name().equals(wanted) || InputText.normalize(label.zh()).equals(wanted) || label.en().equals(wanted)) {
                return Optional.of(m.result());
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<Table> table(long upto) {
        return table.apply(upto);
    }

    /**
     * The parts of a {@link ComposedGame}; rules and notation are required, the rest optional.
     *
     * @param <P> the position type
     */
    public static final class Builder<P> {
        private final GameFamily family;
        private final Map<String, String> parameters;
        private final Game<P> rules;
        private final Notation<P> notation;
        private List<Evaluator<P>> evaluators = List.of();
        private MoveSelection<P> selection;
        private MoveReader<P> reader;
        private Text moveHint = Text.EMPTY;
        private boolean anyLegalMove;
        private LongFunction<Optional<Table>> table = upto -> Optional.empty();

        private Builder(GameFamily family, Map<String, String> parameters, Game<P> rules, Notation<P> notation) {
            this.family = Objects.requireNonNull(family);
            this.parameters = Objects.requireNonNull(parameters);
            this.rules = Objects.requireNonNull(rules);
            this.notation = Objects.requireNonNull(notation);
        }

        /** The ways to decide positions, in order: theorem, table or database, search. */
        @SafeVarargs
        public final Builder<P> evaluators(Evaluator<P>... inOrder) {
            this.evaluators = List.of(inOrder);
            return this;
        }

        /** The ways to decide positions, in order: theorem, table or database, search. */
        public Builder<P> evaluators(List<Evaluator<P>> inOrder) {
            this.evaluators = List.copyOf(inOrder);
            return this;
        }

        public Builder<P> moves(MoveSelection<P> selection) {
            this.selection = selection;
            return this;
        }

        /** Reads moves directly; {@code hint} shows how moves look, e.g. {@code moves look like "take 1"}. */
        public Builder<P> reader(MoveReader<P> reader, Text hint) {
            this.reader = reader;
            this.moveHint = hint;
            return this;
        }

        /**
         * Plays a legal move given by name or label even when the analysis does not list it (the
         * legal moves are then generated to find it; for games whose positions have few enough).
         */
        public Builder<P> acceptsAnyLegalMove() {
            this.anyLegalMove = true;
            return this;
        }

        public Builder<P> table(LongFunction<Optional<Table>> table) {
            this.table = table;
            return this;
        }

        public ComposedGame<P> build() {
            return new ComposedGame<>(this);
        }
    }
}
