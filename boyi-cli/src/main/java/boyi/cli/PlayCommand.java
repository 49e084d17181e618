package boyi.cli;

import boyi.util.Lang;
import boyi.util.Text;
import boyi.analysis.Analyzer;
import boyi.analysis.Analysis;
import boyi.analysis.MoveValue;
import boyi.catalogue.GameArguments;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.BadInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi play <game> <parameters> <position>}: play against the perfect player in the terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play a game against the perfect player in the terminal.",
                "Type a move as listed; 'hint' shows every move's value, 'moves' the legal moves,",
                "'undo' takes back your last move, 'quit' stops. Moves may come from a pipe."},
        footer = {"", "Examples:",
                "  boyi play bash 3 10",
                "  boyi play parity 1,2,3 win=odd 10 --first computer",
                "  printf 'take 2\\nhint\\ntake 1\\n' | boyi play bash 3 10",
                "  boyi play matches -- -000/0000/0000   # a position that starts with -"})
final class PlayCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption databases;

    @Mixin
    LangOption language;

    /** How many moves the position display lists before "...". */
    private static final int LISTED = 12;
    /** Moves that undo can take back (a game of 10^18 moves must not keep every position). */
    static final int UNDO_DEPTH = 1000;

    @Spec
    CommandSpec spec;

    @Mixin
    RulesOption rules;

    @Parameters(arity = "0..*", paramLabel = "<game> <parameters> <position>")
    List<String> words = new ArrayList<>();

    @Option(names = "--first", defaultValue = "human", paramLabel = "human|computer",
            description = "who moves first (default ${DEFAULT-VALUE})")
    String first;

    @Mixin
    TimeLimitOption timeLimit;

    @Override
    public Integer call() throws IOException {
        if (!first.equals("human") && !first.equals("computer")) {
            throw new BadInputException(Text.format(
                    "--first \"%s\"：应为 human（你先走）或 computer（电脑先走）",
                    "--first \"%s\": expected human or computer", first));
        }
        GameArguments args = rules.arguments(words);
        GameInstance<?> game = args.instance();
        String position = args.position().isBlank() && rules.given() ? game.family().examplePosition() : args.position();
        if (position.isBlank()) {
            Text syntax = game.family().positionSyntax();
            throw new BadInputException(game.family().id(), Text.of("缺少局面（" + syntax.zh() + "），例如 " + game.family().examplePosition(),
                    "missing the position (" + syntax.en() + "), e.g. " + game.family().examplePosition()));
        }
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(Main.stdin, StandardCharsets.UTF_8));
        boolean echo = Main.stdin != System.in || System.console() == null;
        return session(game, position, first.equals("computer"), in, out, echo, language.lang(), timeLimit).run();
    }

    private static <P> Session<P> session(GameInstance<P> game, String position, boolean computerFirst,
                                          BufferedReader in, PrintWriter out, boolean echo, Lang lang, TimeLimitOption limit) {
        return new Session<>(game, game.parse(position), computerFirst, in, out, echo, lang, limit);
    }

    /** One game: the positions so far and whose turn it is. */
    private static final class Session<P> {
        private final GameInstance<P> game;
        private final boolean computerFirst;
        private final BufferedReader in;
        private final PrintWriter out;
        private final boolean echo;
        private final Lang lang;
        /** The positions before the latest moves, newest first, at most {@link #UNDO_DEPTH} (a long game keeps its memory bounded). */
        private final Deque<P> history = new ArrayDeque<>();
        /** Moves made so far (both players), net of undos: its parity says whose turn it is. */
        private long plies;
        private P position;

        /** Bounds each analysis (the time the player thinks is not counted). */
        private final TimeLimitOption limit;

        Session(GameInstance<P> game, P start, boolean computerFirst, BufferedReader in, PrintWriter out, boolean echo, Lang lang,
                TimeLimitOption limit) {
            this.limit = limit;
            this.lang = lang;
            this.game = game;
            this.position = start;
            this.computerFirst = computerFirst;
            this.in = in;
            this.out = out;
            this.echo = echo;
        }

        private boolean computerToMove() {
            return (plies % 2 == 0) == computerFirst;
        }

        int run() throws IOException {
            out.println(say(game.family().nameZh() + " · " + game.family().nameEn(), game.family().nameEn() + " · " + game.family().nameZh())
                    + "   (" + game.describe() + ")");
            out.println(say("规则：", "Rules: ") + game.family().rules().in(lang));
            out.println(say("你" + (computerFirst ? "后" : "先") + "走，电脑下得完美。命令：照列出的样子输入一步棋，或 hint（提示）、moves（全部着法）、undo（悔棋）、quit（退出）。",
                    "You move " + (computerFirst ? "second" : "first") + "; the computer plays perfectly. "
                    + "Commands: a move as listed, hint, moves, undo, quit."));
            while (true) {
                P now = position;
                Analysis a = limit.run(() -> Analyzer.analyze(game, now));
                out.println();
                out.println(say("局面：", "Position: ") + a.position());
                if (game.isOver(position) || a.moves().isEmpty()) {
                    finish(a);
                    return 0;
                }
                if (computerToMove()) {
                    String move = a.bestMove().orElseThrow();
                    out.println(say("电脑走：" + a.moves().get(0).label().zh() + "   （对电脑来说" + describe(a.value()) + "）",
                            "Computer plays: " + move + "   (" + describe(a.value()) + " for the computer)"));
                    remember(position);
                    position = game.play(position, move);
                    continue;
                }
                out.println(say("你的着法：", "Your moves: ") + listMoves());
                if (!humanTurn(a)) {
                    return 0;
                }
            }
        }

        /** Reads commands until a move is made; false when the player quits or input ends. */
        private boolean humanTurn(Analysis a) throws IOException {
            while (true) {
                out.print("> ");
                out.flush();
                String line;
                try {
                    line = in.readLine();
                } catch (IOException e) {
                    throw Main.unreadableStdin(e);
                }
                if (line == null) {
                    out.println();
                    out.println(say("输入结束，对局到此为止。", "End of input; the game stops here."));
                    return false;
                }
                line = line.trim();
                if (echo) {
                    out.println(line);
                }
                switch (line.toLowerCase(java.util.Locale.ROOT)) {
                    case "" -> {
                        continue;
                    }
                    case "quit", "exit", "q" -> {
                        out.println(say("再见。", "Bye."));
                        return false;
                    }
                    case "hint", "h", "?" -> {
                        hint(a);
                        continue;
                    }
                    case "moves" -> {
                        out.println(say("你的着法：", "Your moves: ") + String.join(", ", moveNames())
                                + (a.allMoves() ? "" : say("，……（任何合法着法都可以输入）", ", ... (any legal move may be typed)")));
                        continue;
                    }
                    case "undo", "u" -> {
                        if (undo()) {
                            return true;
                        }
                        out.println(say("没有可以悔的棋。", "Nothing to undo."));
                        continue;
                    }
                    default -> {
                        try {
                            P next = game.play(position, line);
                            remember(position);
                            position = next;
                            return true;
                        } catch (BadInputException e) {
                            out.println(say(e.text().zh() + "。输入 moves 或 hint 查看。", e.text().en() + ". Type 'moves' or 'hint'."));
                        }
                    }
                }
            }
        }

        /** Records the position before a move; the oldest is forgotten past {@link #UNDO_DEPTH}. */
        private void remember(P before) {
            history.push(before);
            plies++;
            if (history.size() > UNDO_DEPTH) {
                history.removeLast();
            }
        }

        /** Takes back the player's last move (and the computer's answer to it). */
        private boolean undo() {
            Deque<P> saved = new ArrayDeque<>(history);
            P was = position;
            long wasPlies = plies;
            do {
                if (history.isEmpty()) {
                    history.clear();
                    history.addAll(saved);
                    position = was;
                    plies = wasPlies;
                    return false;
                }
                position = history.pop();
                plies--;
            } while (computerToMove());
            out.println(say("已悔棋。", "Undone."));
            return true;
        }

        private void hint(Analysis a) {
            out.println(say("你：" + describe(a.value()) + "。", "You: " + describe(a.value()) + ". ") + a.explanation(lang));
            int width = a.moves().stream().mapToInt(m -> shown(m).length()).max().orElse(0);
            for (MoveValue m : a.moves()) {
                out.printf("  %-" + width + "s  %-12s -> %s%n", shown(m), describe(m.value()), m.result());
            }
            if (!a.allMoves()) {
                out.println(say("  （只列出一部分：着法太多）", "  (a selection: there are too many moves to list)"));
            }
        }

        /** A listed move as the player may type it: its Chinese label in Chinese, its name in English. */
        private String shown(MoveValue m) {
            return lang == Lang.ZH ? m.label().zh() : m.move();
        }

        /** The moves in the game's own order (the analysis lists them best first: that is the hint). */
        private List<String> moveNames() {
            return game.movesToShow(position).stream()
                    .map(m -> lang == Lang.ZH ? game.notation().label(position, m).zh() : m.name()).toList();
        }

        private String listMoves() {
            List<String> names = moveNames();
            String shown = String.join(", ", names.subList(0, Math.min(LISTED, names.size())));
            return names.size() > LISTED || !game.showsAllMoves(position)
                    ? shown + say("，……（输入 moves 列出全部）", ", ... ('moves' lists them)") : shown;
        }

        private void finish(Analysis a) {
            Outcome o = a.value().outcome();
            boolean humanToMove = !computerToMove();
            if (o == Outcome.DRAW) {
                out.println(say("对局结束：平局。", "Game over: draw."));
            } else if ((o == Outcome.WIN) == humanToMove) {
                out.println(say("对局结束：你赢了！", "Game over: you win!"));
            } else {
                out.println(say("对局结束：电脑赢了。", "Game over: the computer wins."));
            }
            out.println(a.explanation(lang));
        }

        private String say(String zh, String en) {
            return lang == Lang.ZH ? zh : en;
        }

        /** The value in words: 必胜（5 步）/ win in 5. */
        private String describe(Value v) {
            if (lang != Lang.ZH) {
                return v.toString();
            }
            String word = switch (v.outcome()) {
                case WIN -> "必胜";
                case LOSS -> "必败";
                case DRAW -> "平局";
            };
            return v.hasRemoteness() ? word + "（" + v.remoteness() + " 步）" : word;
        }
    }
}
