package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The exact successful output of {@code solve} (text in both languages, JSON) and {@code problem}. */
class SolveCommandTest {

    @Test
    void bashInEnglish() {
        Cli r = Cli.run("solve", "bash", "3", "10", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("""
                game:      bash m=3 play=normal
                position:  10
                value:     win in 5 (for the player to move)
                method:    theorem: Bash theorem
                best move: take 2
                moves:
                  take 2  win in 5   -> 8
                  take 1  loss in 6  -> 9
                  take 3  loss in 4  -> 7
                why:       n mod (m+1) = 10 mod 4 = 2, so take 2 and leave a multiple of 4: Bash theorem.
                """);
    }

    @Test
    void nimInChinese() {
        Cli r = Cli.run("solve", "nim", "1", "2", "--lang", "zh");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("""
                游戏：      nim play=normal
                局面：      1 2
                价值：      必胜，3 步（对轮到走的一方）
                方法：      定理：Bouton 定理；步数：穷举搜索
                最佳着法：  第 2 堆：2 → 1
                着法：
                  第 2 堆：2 → 1  必胜，3 步   -> 1 1
                  第 1 堆：1 → 0  必败，2 步   -> 0 2
                  第 2 堆：2 → 0  必败，2 步   -> 1 0
                原因：      1 异或 2 = 3，不为 0：先手把第 2 堆从 2 个取到 1 个（2 异或 3 = 1），使异或和为 0，先手必胜（Bouton 定理）。\
                步数由穷举搜索得出：3 步可胜，最快的走法是「第 2 堆：2 → 1」。
                """);
    }

    @Test
    void fullWidthInputReadsAsAscii() {
        assertThat(Cli.run("solve", "nim", "１，２", "--lang", "en").out())
                .isEqualTo(Cli.run("solve", "nim", "1", "2", "--lang", "en").out());
    }

    @Test
    void euclidAsJson() {
        Cli r = Cli.run("solve", "euclid", "34", "12", "--json");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("{\"game\":\"euclid\",\"position\":\"34 12\",\"value\":\"win\",\"remoteness\":3,"
                + "\"method\":{\"kind\":\"theorem\",\"name_zh\":\"欧几里得游戏定理\",\"name_en\":\"Euclid's game\"},"
                + "\"moves\":[{\"move\":\"subtract 2*12 from 34\",\"label_zh\":\"34 减去 2×12\",\"label_en\":\"subtract 2*12 from 34\","
                + "\"position\":\"10 12\",\"value\":\"win\",\"remoteness\":3,\"shape\":{\"kind\":\"position\",\"target\":\"10 12\"}},"
                + "{\"move\":\"subtract 1*12 from 34\",\"label_zh\":\"34 减去 1×12\",\"label_en\":\"subtract 1*12 from 34\","
                + "\"position\":\"22 12\",\"value\":\"loss\",\"remoteness\":4,\"shape\":{\"kind\":\"position\",\"target\":\"22 12\"}}],\"all_moves\":true,\"moves_total\":2,"
                + "\"best\":\"subtract 2*12 from 34\",\"explanation\":\"34 = 2*12 + 10 with quotient 2 >= 2: the player to move "
                + "chooses who faces (12, 10); (12, 10) is lost for its mover, so subtract 2*12 = 24, leaving (10, 12), and win "
                + "(Euclid's game). Remoteness exact from the quotients.\",\"explanation_zh\":\"34 = 2*12 + 10，商 2 ≥ 2：先手可以"
                + "决定由谁面对 (12, 10)；(12, 10) 对轮到的一方是必败，所以减去 2*12 = 24，留下 (10, 12)，先手获胜（欧几里得游戏）。"
                + "步数由各步的商精确算出。\"}\n");
    }

    /** Issue 9: "solve wythoff 1 60 --json" listed 5 of 62 moves; now all 62, and JSON says so. */
    @Test
    void jsonListsEveryMoveUpToTheBound() {
        String out = Cli.run("solve", "wythoff", "1", "60", "--json").out();
        assertThat(out.split("\"move\":", -1)).hasSize(62 + 1);
        assertThat(out).contains("\"all_moves\":true,\"moves_total\":62,");
    }

    @Test
    void hugePositionsListABoundedSelectionAndSaySo() {
        String out = Cli.run("solve", "nim", "1000000000000000000", "5", "--json").out();
        assertThat(out).contains("\"all_moves\":false,\"moves_total\":1000000000000000005,").contains("\"remoteness\":null");
        assertThat(Cli.run("solve", "nim", "1000000000000000000", "5", "--lang", "en").out())
                .contains("moves (a selection, 1000000000000000005 in all):");
    }

    @Test
    void problemOutputsExactly() {
        assertThat(Cli.withInput("3\n3 4 5\n", "problem", "nim").out()).isEqualTo("Yes\n");
        assertThat(Cli.withInput("1 5 8 10\n", "problem", "monks").out()).isEqualTo("1 3\n");
        assertThat(Cli.withInput("34 12\n15 24\n0 0\n", "problem", "euclid").out()).isEqualTo("Stan wins\nOllie wins\n");
        assertThat(Cli.withInput("１０ ３\n", "problem", "bash").out()).isEqualTo("Yes\n");
    }

    @Test
    void badLanguageIsOneLine() {
        assertThat(Cli.run("solve", "bash", "3", "10", "--lang", "fr").isBadInput()).isTrue();
    }

    @Test
    void listInChinese() {
        Cli r = Cli.run("list", "--lang", "zh");
        assertThat(r.out()).startsWith("游戏（boyi solve|table|play <游戏> <参数> <局面>）：\n")
                .contains("  nim              尼姆博弈 / Nim [play=normal]\n                   若干堆石子，每次从某一堆取走任意正数个。\n");
    }
}
