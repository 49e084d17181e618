package boyi.games.classic;

import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Decomposable;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.theory.NimTheory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Nim (尼姆博弈): piles of stones; a move takes any positive number from one pile. Normal play
 * (last stone wins) or misère (last stone loses), decided by {@link NimTheory} for any number of
 * piles of up to 10^18 stones.
 *
 * <pre>{@code
 * GameInstance<?> nim = new NimGame().instantiate(Map.of());
 * Analyzer.analyze(nim, "3 4 5").bestMove();   // "pile 1: 3 -> 1": 3 xor 4 xor 5 = 2
 * }</pre>
 */
public final class NimGame extends DescribedFamily {

    static final long LIMIT = 1_000_000_000_000_000_000L;
    private static final Pattern MOVE = Pattern.compile("pile (\\d+): (\\d+) -> (\\d+)");

    public NimGame() {
        super("nim", "尼姆博弈", "Nim",
                "Piles of stones; a move takes any positive number of stones from one pile. Under normal play whoever "
                        + "takes the last stone wins; under misère play whoever takes the last stone loses.",
                List.of(new Parameter("play", "normal (last stone wins) or misere (last stone loses)", "normal", "normal")),
                "pile sizes 0..10^18 separated by spaces: 3 4 5", "3 4 5");
    }

    @Override
    public String view() {
        return "piles";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        boolean misere = Parameters.choice(this, "play", v.get("play"), List.of("normal", "misere")).equals("misere");
        return new Instance(this, v, misere);
    }

    /** Nim with its play convention fixed; positions are the pile sizes in the order given. */
    public static final class Instance extends PilesInstance {

        private final boolean misere;
        private final Game<List<Long>> rules;

        Instance(NimGame family, Map<String, String> parameters, boolean misere) {
            super(family, parameters, LIMIT);
            this.misere = misere;
            this.rules = misere ? new MisereRules() : new NormalRules();
        }

        /** The moves; canonical form sorts the piles. */
        private class Rules implements Symmetric<List<Long>> {
            @Override
            public List<Move<List<Long>>> moves(List<Long> piles) {
                long count = 0;
                for (long p : piles) {
                    count = Math.min(count + p, LIMIT);    // saturated: only compared with the move limit
                }
                checkMoveCount(family(), format(piles), count);
                List<Move<List<Long>>> out = new ArrayList<>();
                for (int i = 0; i < piles.size(); i++) {
                    for (long to = piles.get(i) - 1; to >= 0; to--) {
                        out.add(move(piles, i, to));
                    }
                }
                return out;
            }

            @Override
            public Value primitive(List<Long> piles) {
                for (long p : piles) {
                    if (p != 0) {
                        return null;
                    }
                }
                return misere ? Value.win(0) : Value.loss(0);
            }

            @Override
            public List<Long> canonical(List<Long> piles) {
                return piles.stream().sorted().toList();
            }
        }

        /** Under normal play Nim is impartial and a sum of its piles. */
        private final class NormalRules extends Rules implements Decomposable<List<Long>> {
            @Override
            public List<List<Long>> components(List<Long> piles) {
                return piles.stream().map(List::of).toList();
            }
        }

        private final class MisereRules extends Rules {
        }

        private static Move<List<Long>> move(List<Long> piles, int pile, long to) {
            return new Move<>("pile " + (pile + 1) + ": " + piles.get(pile) + " -> " + to, replaced(piles, pile, to));
        }

        @Override
        public Game<List<Long>> game() {
            return rules;
        }

        @Override
        Outcome theoremOutcome(List<Long> piles) {
            return NimTheory.moverWins(unboxed(piles), misere) ? Outcome.WIN : Outcome.LOSS;
        }

        @Override
        String theoremExplanation(List<Long> piles) {
            return NimTheory.explain(unboxed(piles), misere);
        }

        @Override
        public List<Move<List<Long>>> movesToShow(List<Long> piles) {
            if (showsAllMoves(piles)) {
                return rules.moves(piles);
            }
            // The winning moves, then from each of the first piles: take one, take all.
            List<Move<List<Long>>> out = new ArrayList<>();
            for (NimTheory.PileMove m : NimTheory.winningMoves(unboxed(piles), misere)) {
                addOnce(out, move(piles, m.pile(), m.to()));
                if (out.size() >= 20) {
                    break;
                }
            }
            for (int i = 0; i < piles.size() && i < 10; i++) {
                long p = piles.get(i);
                if (p > 0) {
                    addOnce(out, move(piles, i, p - 1));
                    addOnce(out, move(piles, i, 0));
                }
            }
            return out;
        }

        @Override
        public boolean showsAllMoves(List<Long> piles) {
            long moves = 0;
            for (long p : piles) {
                moves += p;
                if (moves > 200) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public List<Long> play(List<Long> piles, String name) {
            return playMatching(piles, name, MOVE, m -> {
                int pile = Integer.parseInt(m.group(1)) - 1;
                long from = Long.parseLong(m.group(2));
                long to = Long.parseLong(m.group(3));
                boolean legal = pile >= 0 && pile < piles.size() && piles.get(pile) == from && to >= 0 && to < from;
                return legal ? move(piles, pile, to).result() : null;
            }, "(moves look like \"pile 1: 3 -> 1\")");
        }
    }
}
