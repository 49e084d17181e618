package boyi.catalogue;

import boyi.games.heaps.HeapSumGame;
import boyi.games.heaps.JohnGame;
import boyi.games.heaps.BeTheWinnerGame;
import boyi.games.heaps.LaskerNimGame;
import boyi.games.heaps.SNimGame;
import boyi.games.heaps.GeorgiaBobGame;
import boyi.games.heaps.TakeMPilesGame;
import boyi.games.heaps.MooreNimGame;
import boyi.games.heaps.Cet4Game;
import boyi.games.heaps.NorthcottGame;
import boyi.games.pairs.EverySgEuclidGame;
import boyi.games.pairs.TakeTwoPilesGame;
import boyi.games.pairs.MultiplicationGame;
import boyi.games.pairs.KikiGame;
import boyi.games.graphs.DagTokensGame;
import boyi.games.graphs.GreenHackenbushGame;
import boyi.games.graphs.CoinTurningGame;
import boyi.games.graphs.CircleKaylesGame;
import boyi.games.graphs.CuttingGameFamily;
import boyi.problems.canon.JohnProblem;
import boyi.problems.canon.BeTheWinnerProblem;
import boyi.problems.canon.LaskerNimProblem;
import boyi.problems.canon.SNimProblem;
import boyi.problems.canon.EverySgEuclidProblem;
import boyi.problems.canon.GeorgiaBobProblem;
import boyi.problems.canon.GoodBoyProblem;
import boyi.problems.canon.TakeMPilesProblem;
import boyi.problems.canon.TakeTwoPilesProblem;
import boyi.problems.canon.Cet4Problem;
import boyi.problems.canon.MultiplicationProblem;
import boyi.problems.canon.NorthcottProblem;
import boyi.problems.canon.KikiProblem;
import boyi.problems.canon.DagChessProblem;
import boyi.problems.canon.TreeGameProblem;
import boyi.problems.canon.ChristmasGameProblem;
import boyi.problems.canon.MockTurtlesProblem;
import boyi.problems.canon.FunnyGameProblem;
import boyi.problems.canon.CuttingGameProblem;
import boyi.games.GameFamily;
import boyi.games.NamedGame;
import boyi.games.lol.LolGame;
import boyi.games.matches.MatchesGame;
import boyi.games.classic.EuclidGame;
import boyi.games.classic.FibonacciNimGame;
import boyi.games.classic.FibonacciSubtractionGame;
import boyi.games.classic.MonksGame;
import boyi.games.classic.NimGame;
import boyi.games.classic.WythoffGame;
import boyi.games.octal.AllButSubtraction;
import boyi.games.octal.GrundysGame;
import boyi.games.octal.OctalGame;
import boyi.games.takeaway.BashGame;
import boyi.games.takeaway.ParityGame;
import boyi.games.takeaway.StonesGame;
import boyi.games.takeaway.SubtractionGame;
import boyi.games.takeaway.TakeBallGame;
import boyi.problems.ProblemEntry;
import boyi.problems.Problem;
import boyi.problems.board.DiceProblem;
import boyi.problems.board.LolProblem;
import boyi.problems.board.MatchesMultiProblem;
import boyi.problems.board.MatchesProblem;
import boyi.problems.classic.EuclidProblem;
import boyi.problems.classic.FibonacciAgainProblem;
import boyi.problems.classic.FibonacciProblem;
import boyi.problems.classic.MonksProblem;
import boyi.problems.classic.NimProblem;
import boyi.problems.classic.WythoffProblem;
import boyi.problems.takeaway.BallGameProblem;
import boyi.problems.takeaway.BashProblem;
import boyi.problems.takeaway.BraveGameProblem;
import boyi.problems.takeaway.StonesProblem;
import boyi.problems.takeaway.TakeBallProblem;
import boyi.problems.takeaway.TangJiangProblem;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one catalogue of everything Boyi knows: the game families, the named games (a family with
 * some parameters fixed, registered under their own id) and the judge problems, one line per
 * entry in the explicit lists below (Boyi's own, then the contest canon's). The web's board for a game is its family's {@link GameFamily#view() view kind}, served by
 * {@code /api/games}, so no game id is written anywhere else.
 *
 * <pre>{@code
 * for (GameFamily f : Catalogue.families()) System.out.println(f.id() + " " + f.nameZh() + " " + f.view());
 * GameFamily nim = Catalogue.family("nim");
 * Problem takeBall = Catalogue.problem("take-ball");
 * }</pre>
 */
public final class Catalogue {

    /*
     * Each list below is indexed at its first use, and the contest canon's groups only when an id
     * is not among Boyi's own or everything is listed: building a family or an entry loads its
     * classes, which is much of the start-up of a short run (boyi problem nim, boyi solve bash).
     */

    /** Boyi's own families and named games, built at first use (a judge run never needs them). */
    private static final class Families {
        static final Map<String, GameFamily> OWN = index(games(), GameFamily::id, "game");
    }

    /** Every family: Boyi's own, then the contest canon's groups. */
    private static final class AllFamilies {
        static final Map<String, GameFamily> BY_ID = index(with(Families.OWN.values(), canonGames()), GameFamily::id, "game");
    }

    /** Boyi's own judge problems by id; each is made when it is first asked for. */
    private static final class Problems {
        static final Map<String, ProblemEntry> OWN = index(judgeProblems(), ProblemEntry::id, "problem");
        static final Map<String, Problem> MADE = new java.util.concurrent.ConcurrentHashMap<>();

        static Problem made(ProblemEntry e) {
            return MADE.computeIfAbsent(e.id(), id -> e.create().get());
        }
    }

    private Catalogue() {
    }

    /** The game families, then the named games built on them: one line each. */
    private static List<GameFamily> games() {
        List<GameFamily> families = new ArrayList<>(List.of(
                new SubtractionGame(),
                new ParityGame(),
                new BashGame(),
                new TakeBallGame(),
                new StonesGame(),
                new NimGame(),
                new WythoffGame(),
                new FibonacciNimGame(),
                new MonksGame(),
                new EuclidGame(),
                new FibonacciSubtractionGame(),
                new MatchesGame(),
                new LolGame(),
                new OctalGame(),
                new GrundysGame(),
                new AllButSubtraction(),
                new boyi.games.partizan.DomineeringGame(),
                new boyi.games.partizan.ClobberGame(),
                new boyi.games.partizan.ToadsAndFrogsGame(),
                new boyi.games.partizan.HackenbushGame(),
                new boyi.games.partizan.CutcakeGame(),
                new boyi.games.partizan.HackenbushGraphGame(),
                new boyi.games.partizan.ColGame(),
                new boyi.games.partizan.SnortGame()));
        Function<String, GameFamily> base = id -> families.stream().filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("a named game refers to the missing family " + id));
        families.addAll(List.of(
                new NamedGame("ball-game", "取球游戏", "Ball game (Lanqiao Cup 2012)",
                        Text.of("每次取 1、3、7 或 8 个球；取走最后一个球的人输。",
                                "Take 1, 3, 7 or 8 balls; whoever takes the last ball loses."),
                        base.apply("subtraction"), Map.of("takes", "1,3,7,8", "play", "misere"), Map.of(), "10"),
                new NamedGame("kayles", "凯尔斯保龄", "Kayles",
                        Text.of("一排球瓶，每次击倒一个或相邻的两个，可能把一排分成两排；不能走的人输。",
                                "Knock down one pin or two adjacent pins of a row, possibly splitting it in two; whoever cannot "
                                        + "move loses."),
                        base.apply("octal"), Map.of("code", "0.77"), Map.of(), "10"),
                new NamedGame("dawson-kayles", "道森保龄", "Dawson's Kayles",
                        Text.of("一排球瓶，每次击倒相邻的两个，可能把一排分成两排；不能走的人输。",
                                "Knock down two adjacent pins of a row, possibly splitting it in two; whoever cannot move loses."),
                        base.apply("octal"), Map.of("code", "0.07"), Map.of(), "10"),
                new NamedGame("dawson-chess", "道森象棋", "Dawson's chess",
                        Text.of("3 × n 棋盘上的兵，等价于拿取分堆游戏 0.137；不能走的人输。",
                                "Pawns on a 3 x n board as the take-and-break game 0.137; whoever cannot move loses."),
                        base.apply("octal"), Map.of("code", "0.137"), Map.of(), "10")));
        return families;
    }

    /** The contest canon's families (heaps, pairs, graphs): one line each. */
    private static List<GameFamily> canonGames() {
        return List.of(
                HeapSumGame.FAMILY,
                JohnGame.FAMILY,
                BeTheWinnerGame.FAMILY,
                LaskerNimGame.FAMILY,
                SNimGame.FAMILY,
                EverySgEuclidGame.FAMILY,
                GeorgiaBobGame.FAMILY,
                TakeMPilesGame.FAMILY,
                new MooreNimGame(),
                TakeTwoPilesGame.FAMILY,
                Cet4Game.FAMILY,
                MultiplicationGame.FAMILY,
                NorthcottGame.FAMILY,
                KikiGame.FAMILY,
                new DagTokensGame(),
                new GreenHackenbushGame(),
                new CoinTurningGame(),
                new CircleKaylesGame(),
                new CuttingGameFamily());
    }

    /** The contest canon's judge formats: one line each, made at first use. */
    private static List<ProblemEntry> canonProblems() {
        return List.of(
                new ProblemEntry(JohnProblem.ID, JohnProblem::new),
                new ProblemEntry(BeTheWinnerProblem.ID, BeTheWinnerProblem::new),
                new ProblemEntry(LaskerNimProblem.ID, LaskerNimProblem::new),
                new ProblemEntry(SNimProblem.ID, SNimProblem::new),
                new ProblemEntry(EverySgEuclidProblem.ID, EverySgEuclidProblem::new),
                new ProblemEntry(GeorgiaBobProblem.ID, GeorgiaBobProblem::new),
                new ProblemEntry(GoodBoyProblem.ID, GoodBoyProblem::new),
                new ProblemEntry(TakeMPilesProblem.ID, TakeMPilesProblem::new),
                new ProblemEntry(TakeTwoPilesProblem.ID, TakeTwoPilesProblem::new),
                new ProblemEntry(Cet4Problem.ID, Cet4Problem::new),
                new ProblemEntry(MultiplicationProblem.ID, MultiplicationProblem::new),
                new ProblemEntry(NorthcottProblem.ID, NorthcottProblem::new),
                new ProblemEntry(KikiProblem.ID, KikiProblem::new),
                new ProblemEntry(DagChessProblem.ID, DagChessProblem::new),
                new ProblemEntry(TreeGameProblem.ID, TreeGameProblem::new),
                new ProblemEntry(ChristmasGameProblem.ID, ChristmasGameProblem::new),
                new ProblemEntry(MockTurtlesProblem.ID, MockTurtlesProblem::new),
                new ProblemEntry(FunnyGameProblem.ID, FunnyGameProblem::new),
                new ProblemEntry(CuttingGameProblem.ID, CuttingGameProblem::new));
    }

    /** The judge formats of {@code boyi problem <id>}: one line each, made at first use. */
    private static List<ProblemEntry> judgeProblems() {
        List<ProblemEntry> problems = new ArrayList<>(List.of(
                new ProblemEntry(TakeBallProblem.ID, TakeBallProblem::new),
                new ProblemEntry(BallGameProblem.ID, BallGameProblem::new),
                new ProblemEntry(StonesProblem.ID, StonesProblem::new),
                new ProblemEntry(BashProblem.ID, BashProblem::normal),
                new ProblemEntry(BashProblem.MISERE_ID, BashProblem::misere),
                new ProblemEntry(BraveGameProblem.ID, BraveGameProblem::new),
                new ProblemEntry(TangJiangProblem.ID, TangJiangProblem::new),
                new ProblemEntry(MonksProblem.ID, MonksProblem::new),
                new ProblemEntry(FibonacciAgainProblem.ID, FibonacciAgainProblem::new),
                new ProblemEntry(EuclidProblem.ID, EuclidProblem::new),
                new ProblemEntry(NimProblem.ID, NimProblem::new),
                new ProblemEntry(WythoffProblem.ID, WythoffProblem::new),
                new ProblemEntry(FibonacciProblem.ID, FibonacciProblem::new),
                new ProblemEntry(MatchesProblem.ID, MatchesProblem::new),
                new ProblemEntry(MatchesMultiProblem.ID, MatchesMultiProblem::new),
                new ProblemEntry(LolProblem.ID, LolProblem::new),
                new ProblemEntry(DiceProblem.ID, DiceProblem::new)));
        return problems;
    }

    /** Every judge problem: Boyi's own, then the contest canon's groups. */
    private static final class AllProblems {
        static final Map<String, ProblemEntry> BY_ID = index(with(Problems.OWN.values(), canonProblems()), ProblemEntry::id, "problem");
    }

    private static <T> List<T> with(java.util.Collection<T> first, List<T> more) {
        List<T> all = new ArrayList<>(first);
        all.addAll(more);
        return all;
    }

    private static <T> Map<String, T> index(List<T> entries, Function<T, String> id, String kind) {
        Map<String, T> byId = new LinkedHashMap<>();
        for (T e : entries) {
            if (byId.put(id.apply(e), e) != null) {
                throw new IllegalStateException("two " + kind + "s with id " + id.apply(e));
            }
        }
        return Collections.unmodifiableMap(byId);
    }

    /** Every family and named game, in catalogue order. */
    public static List<GameFamily> families() {
        return List.copyOf(AllFamilies.BY_ID.values());
    }

    /** The family or named game with this id. @throws BadInputException naming the known ids */
    public static GameFamily family(String id) {
        GameFamily own = Families.OWN.get(id);
        return own != null ? own : lookup(AllFamilies.BY_ID, id, "游戏", "game");
    }

    /**
     * The tiers of a game's size for strong solving by tiers.
     *
     * @throws BadInputException for an unknown game, a game without tiers (naming those with
     *                           tiers) or a bad size
     */
    public static boyi.solve.tier.TierGame tiers(String game, String size) {
        GameFamily f = family(game);
        return f.tiers(size).orElseThrow(() -> {
            String tiered = String.join(", ", Families.OWN.values().stream()
                    .filter(g -> !(g instanceof NamedGame) && hasTiers(g)).map(GameFamily::id).toList());
            return new BadInputException(Text.format("strong-solve %s：这个游戏不能按层强解；能按层强解的：%s",
                    "strong-solve %s: this game cannot be strong-solved by tiers; games with tiers: %s", game, tiered));
        });
    }

    /** Whether a family has tiers at all: its {@code tiers} answers, or refuses a size it cannot read. */
    private static boolean hasTiers(GameFamily f) {
        try {
            return f.tiers("").isPresent();
        } catch (BadInputException e) {
            return true;
        }
    }

    /** Every judge problem, in catalogue order. */
    public static List<Problem> problems() {
        return AllProblems.BY_ID.values().stream().map(Problems::made).toList();
    }

    /** The ids of every judge problem, in catalogue order (makes no problem). */
    public static List<String> problemIds() {
        return List.copyOf(AllProblems.BY_ID.keySet());
    }

    /** The judge problem with this id. @throws BadInputException naming the known ids */
    public static Problem problem(String id) {
        ProblemEntry own = Problems.OWN.get(id);
        return Problems.made(own != null ? own : lookup(AllProblems.BY_ID, id, "题目", "problem"));
    }

    private static <T> T lookup(Map<String, T> byId, String id, String kindZh, String kindEn) {
        T found = byId.get(id);
        if (found == null) {
            String known = String.join(", ", byId.keySet());
            throw new BadInputException(Text.of("未知的" + kindZh + " \"" + id + "\"；已有：" + known,
                    "unknown " + kindEn + " \"" + id + "\"; known: " + known));
        }
        return found;
    }
}
