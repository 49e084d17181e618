package boyi.catalogue;

import static boyi.catalogue.LargePosition.HUGE;
import static boyi.catalogue.LargePosition.HUGE_LESS;
import static boyi.catalogue.LargePosition.SIX_BY_EIGHT;
import static boyi.catalogue.LargePosition.chain;
import static boyi.catalogue.LargePosition.grid;
import static boyi.catalogue.LargePosition.ladder;
import static boyi.catalogue.LargePosition.multiplesOfThree;

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
 * entry in the explicit lists below (Boyi's own, then the contest canon's). A game is registered
 * with a {@link LargePosition} of it, which the budget tests analyse. The web's board for a game
 * is its family's {@link GameFamily#view() view kind}, served by {@code /api/games}, so no game
 * id is written anywhere else.
 *
 * <pre>{@code
 * for (GameFamily f : Catalogue.families()) System.out.println(f.id() + " " + f.nameZh() + " " + f.view());
 * GameFamily nim = Catalogue.family("nim");
 * Problem takeBall = Catalogue.problem("take-ball");
 * Catalogue.largePosition("nim").position();   // "30 31 32 33 34 35"
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
        static final Map<String, Entry> OWN = index(games(), e -> e.family().id(), "game");
    }

    /** Every family: Boyi's own, then the contest canon's groups. */
    private static final class AllFamilies {
        static final Map<String, Entry> BY_ID = index(with(Families.OWN.values(), canonGames()), e -> e.family().id(), "game");
    }

    /** A family or named game as registered: with a large position of it. */
    private record Entry(GameFamily family, LargePosition large) {
    }

    /** The family registered with its large position: the position, then parameter names and values. */
    private static Entry entry(GameFamily family, String largePosition, String... largeParameters) {
        return new Entry(family, LargePosition.of(largePosition, largeParameters));
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

    /** The game families, then the named games built on them: one line each, with a large position. */
    private static List<Entry> games() {
        List<Entry> families = new ArrayList<>(List.of(
                entry(new SubtractionGame(), HUGE + " " + HUGE_LESS, "takes", "3,7,100003"),
                entry(new ParityGame(), HUGE, "takes", "1,2,3,100001"),
                entry(new BashGame(), HUGE),
                entry(new TakeBallGame(), HUGE + " 1 0", "takes", "1,3,7,100001"),
                entry(new StonesGame(), HUGE, "m", "10000"),
                entry(new NimGame(), "30 31 32 33 34 35"),
                entry(new WythoffGame(), "1000000000000 1618033988749"),
                entry(new FibonacciNimGame(), HUGE),
                entry(new MonksGame(), "1 5 8 10 13 21 34 55 89 144 233 377 610 987 " + HUGE),
                entry(new EuclidGame(), HUGE + " " + HUGE_LESS),
                entry(new FibonacciSubtractionGame(), "1000000 999999 999998 999997"),
                entry(new MatchesGame(), "000000/000000/000000/000000/000000/000000"),
                entry(new LolGame(), "L" + "*".repeat(80) + "L"),
                entry(new OctalGame(), "100000 99999 99998", "code", "0.137"),
                entry(new GrundysGame(), "100000 99999"),
                entry(new AllButSubtraction(), "3000000 5", "except", "1,2"),
                entry(new boyi.games.partizan.DomineeringGame(), SIX_BY_EIGHT),
                entry(new boyi.games.partizan.ClobberGame(), "xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo|oxoxox"),
                entry(new boyi.games.partizan.ToadsAndFrogsGame(), "tttttttt........ffffffff"),
                entry(new boyi.games.partizan.HackenbushGame(), "LRLRLRLRLR RLRLRLRLRL LRRLLRRLLR LLRRLLRRLL RRLLRRLLRR"),
                entry(new boyi.games.partizan.CutcakeGame(), "64x64 63x63 62x62 61x61"),
                entry(new boyi.games.partizan.HackenbushGraphGame(), ladder(13)),
                entry(new boyi.games.partizan.ColGame(), SIX_BY_EIGHT),
                entry(new boyi.games.partizan.SnortGame(), SIX_BY_EIGHT)));
        Function<String, GameFamily> base = id -> families.stream().map(Entry::family).filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("a named game refers to the missing family " + id));
        families.addAll(List.of(
                entry(new NamedGame("ball-game", "取球游戏", "Ball game (Lanqiao Cup 2012)",
                        Text.of("每次取 1、3、7 或 8 个球；取走最后一个球的人输。",
                                "Take 1, 3, 7 or 8 balls; whoever takes the last ball loses."),
                        base.apply("subtraction"), Map.of("takes", "1,3,7,8", "play", "misere"), Map.of(), "10"),
                        HUGE + " " + HUGE_LESS),
                entry(new NamedGame("kayles", "凯尔斯保龄", "Kayles",
                        Text.of("一排球瓶，每次击倒一个或相邻的两个，可能把一排分成两排；不能走的人输。",
                                "Knock down one pin or two adjacent pins of a row, possibly splitting it in two; whoever cannot "
                                        + "move loses."),
                        base.apply("octal"), Map.of("code", "0.77"), Map.of(), "10"), "100000 99999"),
                entry(new NamedGame("dawson-kayles", "道森保龄", "Dawson's Kayles",
                        Text.of("一排球瓶，每次击倒相邻的两个，可能把一排分成两排；不能走的人输。",
                                "Knock down two adjacent pins of a row, possibly splitting it in two; whoever cannot move loses."),
                        base.apply("octal"), Map.of("code", "0.07"), Map.of(), "10"), "100000 99999"),
                entry(new NamedGame("dawson-chess", "道森象棋", "Dawson's chess",
                        Text.of("3 × n 棋盘上的兵，等价于拿取分堆游戏 0.137；不能走的人输。",
                                "Pawns on a 3 x n board as the take-and-break game 0.137; whoever cannot move loses."),
                        base.apply("octal"), Map.of("code", "0.137"), Map.of(), "10"), "100000 99999")));
        return families;
    }

    /** The contest canon's families (heaps, pairs, graphs): one line each, with a large position. */
    private static List<Entry> canonGames() {
        return List.of(
                entry(HeapSumGame.FAMILY, "100000 99999 99998", "of", "kayles"),
                entry(JohnGame.FAMILY, HUGE + " " + HUGE_LESS + " 5"),
                entry(BeTheWinnerGame.FAMILY, HUGE + " " + HUGE_LESS + " 2"),
                entry(LaskerNimGame.FAMILY, HUGE + " " + HUGE_LESS + " 5"),
                entry(SNimGame.FAMILY, "100000 99999", "takes", multiplesOfThree(100)),
                entry(EverySgEuclidGame.FAMILY, HUGE + " " + HUGE_LESS + ", 1 1"),
                entry(GeorgiaBobGame.FAMILY, "1 5 6 7 9 12 14 17 " + HUGE),
                entry(TakeMPilesGame.FAMILY, HUGE + " " + HUGE_LESS + " 5 7 8 9 10"),
                entry(new MooreNimGame(), HUGE + " " + HUGE_LESS + " 5 7 8 9 10", "k", "3"),
                entry(TakeTwoPilesGame.FAMILY, HUGE + " " + HUGE_LESS),
                entry(Cet4Game.FAMILY, HUGE + " " + HUGE_LESS),
                entry(MultiplicationGame.FAMILY, "1", "n", HUGE),
                entry(NorthcottGame.FAMILY, "1 1000000, 2 999999, 3 999998, 4 999997", "m", "1000000"),
                entry(KikiGame.FAMILY, HUGE + " " + HUGE_LESS),
                entry(new DagTokensGame(), "0 0 0 0 0 0 0 0 0 0 0 0", "edges", chain(60)),
                entry(new GreenHackenbushGame(), grid(7)),
                entry(new CoinTurningGame(), "0 1 2 3 5 8 13 21 34 55 89 144 " + HUGE),
                entry(new CircleKaylesGame(), "circle 100000"),
                entry(new CuttingGameFamily(), "500x500 499x499 498x497"));
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
        return AllFamilies.BY_ID.values().stream().map(Entry::family).toList();
    }

    /**
     * A large position of the family or named game with this id, registered with it.
     *
     * @throws BadInputException naming the known ids
     */
    public static LargePosition largePosition(String id) {
        Entry own = Families.OWN.get(id);
        return (own != null ? own : lookup(AllFamilies.BY_ID, id, "游戏", "game")).large();
    }

    /** The family or named game with this id. @throws BadInputException naming the known ids */
    public static GameFamily family(String id) {
        Entry own = Families.OWN.get(id);
        return (own != null ? own : lookup(AllFamilies.BY_ID, id, "游戏", "game")).family();
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
            String tiered = String.join(", ", Families.OWN.values().stream().map(Entry::family)
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
