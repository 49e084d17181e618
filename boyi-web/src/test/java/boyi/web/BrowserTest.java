package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.catalogue.Catalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in Debian's headless Chromium: full games of take-ball and LOL played by clicking the
 * board, against the perfect computer, checking the result shown. Skipped (with a message) only
 * when Chromium is not installed; {@code .ci/install-chromium} installs it in CI.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** Where the screenshots go (docs/screenshot.png is copied from here by hand). */
    private static final Path SHOTS = Path.of("target", "screenshots");

    /** The real catalogue (what the screenshots show). */
    private BoyiServer server;
    /** The toy families of {@link ToyGames}, for tests that must not depend on the catalogue. */
    private BoyiServer toyServer;
    private WebDriver driver;
    private Path profile;

    @BeforeAll
    void start() throws IOException {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if ("true".equals(System.getenv("CI"))) {
            // CI installs Chromium first (.ci/install-chromium): there, a missing browser is a failure.
            assertThat(installed).as("Chromium and chromedriver installed in CI").isTrue();
        }
        assumeTrue(installed,
                "browser test skipped: Chromium is not installed (" + CHROMIUM + ", " + DRIVER
                        + "); install it with .ci/install-chromium");
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(20)).start("127.0.0.1", 0);
        toyServer = new BoyiServer(ToyGames.families(), Duration.ofSeconds(20)).start("127.0.0.1", 0);
        profile = Files.createTempDirectory("boyi-chromium-");
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        java.util.logging.Logger.getLogger("org.openqa.selenium").setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--window-size=1400,1750", "--lang=en-US");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.stop();
        }
        if (toyServer != null) {
            toyServer.stop();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void assumeGame(String id) {
        assertThat(Catalogue.families()).as("catalogue")
                .anyMatch(f -> f.id().equals(id));
    }

    @Test
    void takeBallPlayedPerfectlyByClickingEndsAsTheAnalysisSaid() throws IOException {
        assumeGame("parity");
        String start = open("parity", Map.of("takes", "1,2,3", "win", "odd"), "11", "en");
        assertThat(text("#game-name")).contains("parity");
        assertThat(driver.findElements(By.cssSelector("#board g.ball"))).hasSize(11);
        assertThat(start).isEqualTo("win"); // take-ball: 11 balls, takes 1,2,3: the first player wins
        int moves = playBestByClicking("take-ball");
        assertThat(moves).isPositive();
        assertResultMatches(start);
    }

    @Test
    void lolPlayedPerfectlyByClickingEndsAsTheAnalysisSaid() throws IOException {
        assumeGame("lol");
        String start = open("lol", Map.of(), "L**L***L", "en");
        assertThat(driver.findElements(By.cssSelector("#board g.cell"))).hasSize(8);
        assertThat(start).isEqualTo("win");
        playBestByClicking("lol");
        assertResultMatches(start);
        assertThat(attr("#status", "data-winner")).isEqualTo("human");
        assertThat(text("#status")).contains("You win");
    }

    @Test
    void matchesPlayedPerfectlyByClickingEndsAsTheAnalysisSaid() throws IOException {
        assumeGame("matches");
        String start = open("matches", Map.of(), "0111/-000/-000", "en");
        assertThat(driver.findElements(By.cssSelector("#board g.slot"))).isNotEmpty();
        playBestByClicking("matches");
        assertResultMatches(start);
    }

    @Test
    void toyGameInChineseAgainstAComputerThatMovesFirst() {
        open("toy-take", Map.of("k", "3"), "9", "zh");
        new Select(driver.findElement(By.id("mode"))).selectByValue("ch");
        waitUntil("computer moved", () -> driver.findElements(By.cssSelector("#move-log li")).size() == 1);
        assertThat(text("#position-text")).isEqualTo("8"); // the computer took 1, leaving a multiple of 4
        playBestByClicking("toy");
        assertThat(attr("#status", "data-winner")).isEqualTo("computer");
        assertThat(text("#status")).contains("电脑获胜");
        assertThat(text("#lang-zh")).isEqualTo("中文");
        // undo goes back to the human's turn, redo forward again
        click("#undo");
        assertThat(attr("#status", "data-result")).isEqualTo("playing");
        click("#redo");
        waitUntil("game over again", () -> "p1".equals(attr("#status", "data-result")));
    }

    @Test
    void aBlunderIsMarkedInTheLogAndTheValueHistory() {
        open("toy-take", Map.of("k", "3"), "5", "en");
        // 5 stones, take 1..3: take 1 wins; take 2 leaves 3 and throws the win away
        driver.findElement(By.cssSelector("#board [data-moves='take 2']")).click();
        waitUntil("blunder marked", () -> !driver.findElements(By.cssSelector("#move-log .blunder")).isEmpty());
        assertThat(driver.findElements(By.cssSelector("#history-chart g.point.blunder"))).hasSize(1);
        waitUntil("computer answered", () -> driver.findElements(By.cssSelector("#move-log li")).size() == 2);
        assertThat(text("#position-text")).isEqualTo("0");
        assertThat(attr("#status", "data-winner")).isEqualTo("computer");
    }

    @Test
    void tablesAreDrawnWithThePeriodMarked() {
        open("toy-take", Map.of("k", "2"), "5", "en");
        waitUntil("table drawn", () -> !driver.findElements(By.cssSelector("#table-chart svg")).isEmpty());
        assertThat(driver.findElements(By.cssSelector("#table-chart line.preperiod"))).hasSize(1);
        assertThat(text("#table-explanation")).contains("period = 3");
        // clicking a column starts a game from that n
        driver.findElement(By.cssSelector("#table-chart rect[data-n='7']")).click();
        waitUntil("game from n = 7", () -> text("#position-text").equals("7"));
        assertThat(attr("#status", "data-result")).isEqualTo("playing");
    }

    // ---- helpers ----

    /** Opens a game, fills its form and starts it; returns the start's value for the first player. */
    private String open(String game, Map<String, String> params, String position, String lang) {
        driver.get((game.startsWith("toy-") ? toyServer : server).url() + "#game=" + game);
        waitUntil("game list", () -> !driver.findElements(By.cssSelector("#game-list button[data-game='" + game + "']")).isEmpty());
        click("#lang-" + lang);
        click("#game-list button[data-game='" + game + "']");
        waitUntil("game " + game + " opened", () -> text("#game-id").equals(game));
        params.forEach((k, v) -> {
            WebElement input = driver.findElement(By.id("param-" + k));
            input.clear();
            input.sendKeys(v);
        });
        new Select(driver.findElement(By.id("mode"))).selectByValue("hc");
        new Select(driver.findElement(By.id("skill"))).selectByValue("1");
        WebElement pos = driver.findElement(By.id("position-input"));
        pos.clear();
        pos.sendKeys(position);
        click("#new-game");
        waitUntil("analysis of " + position, () -> text("#position-text").equals(position)
                && "playing".equals(attr("#status", "data-result")) && !driver.findElements(By.cssSelector("#move-rows tr")).isEmpty());
        return (String) js("return document.querySelector('#value-line .chip').className.split(' ')[1]");
    }

    /** The human plays the analysis's best move by clicking the board until the game ends. */
    private int playBestByClicking(String shot) {
        int moves = 0;
        while (true) {
            waitUntil("human's turn or the end", () -> !"playing".equals(attr("#status", "data-result"))
                    || !driver.findElements(By.cssSelector("#board .clickable")).isEmpty());
            if (!"playing".equals(attr("#status", "data-result"))) {
                return moves;
            }
            if (moves == 2) {
                screenshot(shot);
            }
            String best = driver.findElement(By.cssSelector("#move-rows tr")).getAttribute("data-move");
            WebElement target = (WebElement) js("return Array.from(document.querySelectorAll('#board [data-moves]'))"
                    + ".find(e => e.dataset.moves.split('|').includes(arguments[0]))", best);
            assertThat(target).as("a board element plays " + best).isNotNull();
            int logged = driver.findElements(By.cssSelector("#move-log li")).size();
            target.click();
            moves++;
            waitUntil("move " + best + " played", () -> driver.findElements(By.cssSelector("#move-log li")).size() > logged);
        }
    }

    private void assertResultMatches(String startValue) {
        String result = attr("#status", "data-result");
        switch (startValue) {
            case "win" -> assertThat(result).isEqualTo("p1");
            case "loss" -> assertThat(result).isEqualTo("p2");
            default -> assertThat(result).isEqualTo("draw");
        }
        // the human never blundered and the perfect computer cannot blunder from a lost position
        assertThat(driver.findElements(By.cssSelector("#move-log .blunder"))).isEmpty();
        int plies = driver.findElements(By.cssSelector("#move-log li")).size();
        assertThat(attr("#history-chart svg", "data-points")).isEqualTo(String.valueOf(plies + 1));
    }

    private void screenshot(String name) {
        try {
            Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private void click(String css) {
        driver.findElement(By.cssSelector(css)).click();
    }

    private String text(String css) {
        return driver.findElement(By.cssSelector(css)).getText().trim();
    }

    private String attr(String css, String name) {
        return driver.findElement(By.cssSelector(css)).getAttribute(name);
    }

    private void waitUntil(String what, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).withMessage(what).until(d -> condition.getAsBoolean());
    }
}
