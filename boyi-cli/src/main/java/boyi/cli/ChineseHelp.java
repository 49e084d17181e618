package boyi.cli;

import boyi.analysis.Analyzer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The Chinese usage help of every command, as the resource bundle picocli reads its texts from
 * ({@link Main} sets it when the help is to be Chinese; the English stays in the annotations).
 * Keys follow picocli: {@code usage.description.0}, {@code usage.footer.0} ... per line of a
 * section, qualified by the command ({@code boyi.solve.usage.description.0}); an option by its
 * name without dashes ({@code boyi.solve.json}, unqualified when every command shares it:
 * {@code lang}, {@code db}, {@code threads}); a positional parameter by its label and index
 * ({@code boyi.problem.<id>[0]}); the standard options by {@code mixinStandardHelpOptions.help}
 * and {@code .version}, the {@code help} command by {@code helpCommand.help} and {@code .command}.
 * Like picocli's annotations, texts are format strings: {@code %n} breaks a line, {@code %%} is a
 * percent sign, {@code ${DEFAULT-VALUE}} is the option's default.
 *
 * <pre>{@code
 * ChineseHelp.install(new CommandLine(new Main()));
 * }</pre>
 */
final class ChineseHelp extends ListResourceBundle {

    /** Makes the usage help of {@code cl} and its subcommands Chinese. */
    static void install(CommandLine cl) {
        cl.setResourceBundle(new ChineseHelp());
        // picocli counts the heading "用法：" as 3 columns; it takes 6 on a terminal
        cl.setHelpFactory((spec, colors) -> new CommandLine.Help(spec, colors) {
            @Override
            public int synopsisHeadingLength() {
                String heading = spec.usageMessage().synopsisHeading().replace("%n", "\n");
                return columns(heading.substring(heading.lastIndexOf('\n') + 1));
            }
        });
    }

    /** Terminal columns of a text: Chinese characters and full-width punctuation take two. */
    static int columns(String text) {
        return text.codePoints().map(c -> wide(c) ? 2 : 1).sum();
    }

    private static boolean wide(int codePoint) {
        Character.UnicodeBlock block = Character.UnicodeBlock.of(codePoint);
        return block == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS
                || block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS && codePoint < 0xFF61;
    }

    @Override
    protected Object[][] getContents() {
        Entries e = new Entries();

        // headings and options of every command
        e.put("usage.synopsisHeading", "用法：");
        e.put("usage.commandListHeading", "命令：%n");
        e.put("mixinStandardHelpOptions.help", "显示本帮助并退出。");
        e.put("mixinStandardHelpOptions.version", "显示版本信息并退出。");
        e.put("lang", "输出和错误信息的语言：zh（中文）或 en（英文）（默认跟随环境变量 LANG/LC_ALL）");
        e.put("db", "强解数据库目录（由 boyi strong-solve 生成）：这个尺寸的局面直接查库");
        e.put("threads", "工作线程数，1..1024（默认：本机的核数）");
        e.put("time-limit", "计算超过 S 秒就停下，输出一行说明，退出码为 2（默认 " + TimeLimitOption.DEFAULT_SECONDS + "；0 表示不限时）");
        e.put("rules", "用规则文本描述的游戏（.boyi 文件；- 表示从标准输入读；语法见 docs/rules.md）");

        e.lines("boyi.usage.description", "博弈（Boyi）：精确求解双人完全信息博弈，并讲清楚结论是怎么得出来的。");
        e.examples("boyi", Main.class);

        e.lines("boyi.list.usage.description", "列出所有游戏和评测题，附中英文名称和一句话规则。");
        e.examples("boyi.list", ListCommand.class);

        e.lines("boyi.problem.usage.description",
                "做一道评测题：从标准输入读入数据，输出与评测要求完全一致。",
                "有哪些题、各自的输入输出格式，用 'boyi list' 查看。");
        e.put("boyi.problem.<id>[0]", "题目 id，如 take-ball");
        e.examples("boyi.problem", ProblemCommand.class);

        e.lines("boyi.solve.usage.description",
                "求解一个局面：轮到走的一方必胜、平局还是必败，几步分出结果。",
                "同时列出所有合法走法和各自的胜负、推荐的走法，以及用什么方法判定、理由是什么。",
                "先写参数（按顺序，或写成 name=value），再写局面；见 'boyi list'。",
                "最多列出 " + Analyzer.MAX_MOVES + " 个走法，好的在前（文本只列前 --max-moves 个）；",
                "合法走法更多、甚至多到天文数字时，只列一部分并注明",
                "（JSON 里 \"all_moves\": false，能数出总数时还有 \"moves_total\"）。");
        e.put("boyi.solve.json", "以 JSON 输出分析结果（中英文都有；最多 " + Analyzer.MAX_MOVES + " 个走法，好的在前）");
        e.put("boyi.solve.max-moves", "文本输出列出的走法个数（默认 ${DEFAULT-VALUE}；最多 " + Analyzer.MAX_MOVES + "）");
        e.examples("boyi.solve", SolveCommand.class);

        e.lines("boyi.table.usage.description",
                "打表：n = 0..N 时的胜负或 SG 值，并找出预周期和周期。",
                "胜负用 + 表示必胜，0 表示平局，- 表示必败。",
                "堆类游戏（octal、grundy-game、all-but）的长表要算多久就算多久：",
                "预计用时和进度条输出到 stderr；--max-seconds 限定时间（超时退出码为 2）。",
                "超过 " + TableCommand.FULL_TEXT + " 项时，文本只显示前面的值和摘要；--json 输出全部。");
        e.put("boyi.table.upto", "n 的最大值");
        e.put("boyi.table.json", "以 JSON 输出整张表（每个值都有）");
        e.put("boyi.table.max-seconds", "长表算到 S 秒就停下，输出一行说明，退出码为 2（默认：不限时）");
        e.put("boyi.table.summary", "取子分堆的堆游戏：不打表，只输出摘要（各值个数、最大值、稀有值所在的堆），值按字节压紧存放");
        e.put("boyi.table.checkpoint", "与 --summary 同用：每隔几分钟把值存进 DIR，被杀掉后再运行从那里继续");
        e.put("boyi.table.checkpoint-seconds", "与 --checkpoint 同用：两次存盘之间的秒数（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.table.sequence", "与 --summary 同用：把每个值写进 FILE，每个值两个字节（高位在前），从 G(0) 起");
        e.examples("boyi.table", TableCommand.class);

        e.lines("boyi.prove.usage.description",
                "证明规则文本描述的游戏的规律对每个局面都成立，或检查你给出的断言。",
                "先用搜索打表，再猜出从数字读出规律的最小自动机（2 进制、3 进制……、斐波那契进制），",
                "最后判定加法算术中的闭公式为真。给出断言时（如 'loss iff n %% 5 in {0, 2}'、",
                "'win iff a != b'、'grundy == n %% 3'，可用 ispow(b, x) 和 isfib(x)），",
                "检查这个断言：对每个局面都成立，或者给出最小反例。");
        e.put("boyi.prove.json", "以 JSON 输出结果：自动机（记数法、状态、转移、接受状态）和判定过的公式");
        e.examples("boyi.prove", ProveCommand.class);

        e.lines("boyi.play.usage.description",
                "在终端里和从不失误的电脑对弈。",
                "照列出的写法输入走法；'hint' 显示每个走法的胜负，'moves' 列出合法走法，",
                "'undo' 悔一步，'quit' 退出。走法也可以从管道读入。");
        e.put("boyi.play.first", "谁先走：human（你先手）或 computer（电脑先手）（默认 ${DEFAULT-VALUE}）");
        e.examples("boyi.play", PlayCommand.class);

        e.lines("boyi.serve.usage.description",
                "启动网页版：任选一个游戏，和从不失误的电脑（或朋友）对弈。",
                "页面上显示每个走法的胜负、胜负的变化记录和胜负表。",
                "所有内容都由 jar 提供（不联网也能用）；JSON 接口在 /api/ 下。");
        e.put("boyi.serve.port", "端口（默认 ${DEFAULT-VALUE}；0 表示自动找一个空闲端口）");
        e.put("boyi.serve.host", "监听的地址（默认 ${DEFAULT-VALUE}）");
        e.examples("boyi.serve", ServeCommand.class);

        e.lines("boyi.simulate.usage.description",
                "用随机模拟估计古代赌局（掷骰子）的庄家优势，附 95%% 置信区间。",
                "旁边给出枚举所有结果算出的精确值。结果可以复现：估计值只取决于规则、",
                "--rounds 和 --seed（与 --threads 和线程调度无关）。");
        e.put("boyi.simulate.<simulation>[0]", "模拟什么：dice（古代赌局）");
        e.put("boyi.simulate.rounds", "模拟的局数，1..10^12（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.simulate.seed", "随机数生成器的种子（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.simulate.dice", "骰子个数，1..8（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.simulate.payouts", "押中的骰子为 0、1、..、dice 个时玩家的净收益，用逗号隔开（3 个骰子时默认 -1,1,2,10）");
        e.put("boyi.simulate.progress", "运行超过一秒时在 stderr 显示进度条：auto（连着终端时显示）、always（总是显示）、"
                + "never（不显示）（默认 ${DEFAULT-VALUE}）");
        e.examples("boyi.simulate", SimulateCommand.class);

        e.lines("boyi.strong-solve.usage.description",
                "强解一个游戏：按层求出所有局面的胜负，存进磁盘上的数据库目录。",
                "可以断点续算：中途停下后再运行同一条命令，会从第一个没算完的层接着算。",
                "solve、problem、play 和 serve 加上 --db DIR，就能直接查库回答已强解尺寸的局面。");
        e.put("boyi.strong-solve.<game>[0]", "游戏：matches（火柴游戏）");
        e.put("boyi.strong-solve.<size>[1]", "棋盘大小，行数 x 列数，如 5x6");
        e.put("boyi.strong-solve.db", "数据库目录（不存在就新建）");
        e.put("boyi.strong-solve.engine", "local（默认）或 spark：同样的逐层计算改由 Apache Spark 作业完成"
                + "（bin/boyi 会改为启动 bin/boyi-spark，Spark 在它的 jar 里）");
        e.put("boyi.strong-solve.plan", "只列出各层、每层的大小、占用的磁盘和内存字节数以及预计用时，不求解");
        e.put("boyi.strong-solve.cores", "--plan 估算时假定的核数（默认：本机的核数）");
        e.put("boyi.strong-solve.memory", "层记录最多占用的内存，如 600m 或 6g（默认：整个堆）");
        e.put("boyi.strong-solve.verify", "检查数据库的文件，再随机抽 N 个局面，用它们的走法和普通搜索核对，不求解");
        e.put("boyi.strong-solve.against", "与 --verify 一起用：再把每一层的计数和校验和与发布的清单（docs/tiers.md）比较，指出第一个不同的层");
        e.put("boyi.strong-solve.convert", "把格式 1 的层文件（没有分块校验和）逐个完整检查后改写为格式 2；可以中断后继续；不求解");
        e.put("boyi.strong-solve.stop-after", "算完 N 层就停下（测试用）");
        e.put("boyi.strong-solve.quiet", "不显示进度条");
        e.examples("boyi.strong-solve", StrongSolveCommand.class);

        e.lines("boyi.check.usage.description",
                "对拍：用生成的输入运行你写的某道评测题或某个规则游戏的解答（先穷举所有小输入，再试定理的关键局面、",
                "随机输入和极限输入），把输出和 'boyi problem <id>' 的答案比较，遇到第一处不同就停下，",
                "把这组输入缩小到再删去或减小任何一处都不再出错为止。程序在临时文件夹里、自己的会话中运行",
                "（系统允许时还在自己的 PID 命名空间里）；它留下的进程都会被终止并在结果里指出。",
                "用 --rules FILE 时，输入是 T，再是 T 个局面（用规则游戏自己的写法，每行一个），",
                "程序对每个局面输出一个词：先手胜 win、负 loss、和 draw（或 --answers 给的词）。",
                "全部通过时退出码为 0，发现错误时为 1，用法不对时为 2。");
        e.lines("boyi.check.<id> -- <command>[0..*]", "题目 id，如 nim（见 'boyi list'）；用 --rules 时改为规则游戏的 name=value 参数",
                "写在 -- 之后：要检查的程序和它的参数，不经过 shell 直接运行");
        e.put("boyi.check.answers", "与 --rules 一起用：程序对先手胜、负、和分别输出的词（默认 'win,loss,draw'）");
        e.put("boyi.check.limits", "输入规模到评测的限制（judge）还是 Boyi 的限制（boyi：数到 10^18、堆数到 10^6）"
                + "（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.check.cases", "运行多少组输入，1..1000000（默认 100；加 --stress 时为 3）");
        e.put("boyi.check.seed", "生成器的随机种子（默认：新取一个，结果里会给出）");
        e.put("boyi.check.time-limit", "每次运行的时限（墙上时间，秒），如 1 或 0.5（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.check.memory-limit", "每次运行的内存上限，单位 MB（默认 ${DEFAULT-VALUE}）");
        e.put("boyi.check.save", "把出错的输入和两份输出写进目录 DIR");
        e.put("boyi.check.json", "以 JSON 输出结果");
        e.put("boyi.check.stress", "运行规模最大的输入，报告程序用时和时限相比如何");
        e.put("boyi.check.progress", "在 stderr 显示进度条：auto（连着终端时显示）、always（总是显示）、never（不显示）"
                + "（默认 ${DEFAULT-VALUE}）");
        e.examples("boyi.check", CheckCommand.class);

        e.lines("boyi.cgt.usage.description",
                "用 CGSuite 的记法计算短的党派博弈（partizan game）的表达式，",
                "输出它的标准型、结果类、生日、左右停止值、平均值、温度、原子权重（全小博弈）、",
                "双方的选项和温度图；写成 'A >= B'（或 <=、=、<、>、||）时回答这个比较是否成立。",
                "'G.AtomicWeight' 或 'AtomicWeight(G)' 是 G 的原子权重，可当作一个值来计算。");
        e.put("boyi.cgt.picture", "用文字画出温度图（L 为左墙，R 为右墙，| 为桅杆）");
        e.put("boyi.cgt.json", "以 JSON 输出（值都是 CGSuite 记法的字符串）");
        e.put("boyi.cgt.<expr>[0..*]", "表达式，如 '{2|0} + ^'");
        e.examples("boyi.cgt", CgtCommand.class);

        // picocli's own help command ("boyi help solve")
        e.lines("boyi.help.usage.header", "显示指定命令的帮助。");
        e.put("boyi.help.usage.synopsisHeading", "%n用法：");
        e.lines("boyi.help.usage.description", "%n不给 COMMAND 时，显示主命令的帮助。", "给了 COMMAND 时，显示这个命令的帮助。%n");
        e.put("helpCommand.help", "显示 help 命令自己的帮助并退出。");
        e.put("helpCommand.command", "要显示帮助的命令 COMMAND。");
        return e.contents();
    }

    /** The comments of the examples that are words (the others show output: "# Yes"). */
    private static final Map<String, String> COMMENTS = Map.of(
            "a position that starts with -", "以 - 开头的局面",
            "then open http://127.0.0.1:7070/", "然后打开 http://127.0.0.1:7070/",
            "let other machines in (default: this one only)", "允许别的机器访问（默认只允许本机）");

    /** Key-value pairs; a section of several lines becomes {@code key.0}, {@code key.1} ... */
    private static final class Entries {

        private final List<Object[]> entries = new ArrayList<>();

        void put(String key, String value) {
            entries.add(new Object[] {key, value});
        }

        void lines(String key, String... lines) {
            for (int i = 0; i < lines.length; i++) {
                put(key + "." + i, lines[i]);
            }
        }

        /**
         * The footer of a command: a blank line, "例子：", then the example lines of its English
         * footer ({@code "", "Examples:", examples...}), their comments in Chinese.
         */
        void examples(String command, Class<?> type) {
            String[] english = type.getAnnotation(Command.class).footer();
            if (english.length < 3 || !english[1].equals("Examples:")) {
                throw new IllegalStateException(type.getSimpleName() + ": the footer is not \"Examples:\" and examples");
            }
            List<String> footer = new ArrayList<>(List.of("", "例子："));
            for (String line : Arrays.asList(english).subList(2, english.length)) {
                int comment = line.indexOf(" # ");
                String chinese = comment < 0 ? null : COMMENTS.get(line.substring(comment + 3));
                footer.add(chinese == null ? line : line.substring(0, comment + 3) + chinese);
            }
            lines(command + ".usage.footer", footer.toArray(String[]::new));
        }

        Object[][] contents() {
            return entries.toArray(Object[][]::new);
        }
    }
}
