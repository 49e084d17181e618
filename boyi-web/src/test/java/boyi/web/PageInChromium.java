package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the page tests share: a server of the real catalogue on 127.0.0.1 and a headless Chromium
 * ({@link HeadlessChromium}) for the whole class, a clean console after every test, phone and
 * desktop sizes, screenshots, and waiting for the page. A test class extends it; the class is
 * skipped (with a message) when Chromium is not installed.
 *
 * <pre>{@code
 * class SomePageTest extends PageInChromium {
 *     SomePageTest() { super("boyi-some-"); }
 *     @Test void opens() { resize(PHONE); load(server, "#game=nim"); waitForGame("nim"); }
 * }
 * }</pre>
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PageInChromium {

    static final Dimension PHONE = new Dimension(390, 844);
    static final Dimension DESKTOP = new Dimension(1400, 900);

    /** The real catalogue. */
    BoyiServer server;
    HeadlessChromium chromium;
    WebDriver driver;
    private final String profilePrefix;

    /** @param profilePrefix the name of the browser's temporary profile folder starts with this */
    PageInChromium(String profilePrefix) {
        this.profilePrefix = profilePrefix;
    }

    /** The profile folder named after the test class. */
    PageInChromium() {
        this.profilePrefix = "boyi-" + getClass().getSimpleName() + "-";
    }

    /** The server's address, ending in a slash. */
    String url() {
        return server.url();
    }

    /** A fresh page at this address of the server. */
    void load(String hash) {
        load(server, hash);
    }

    /** The trimmed text of the first element {@code css}, or "" when there is none. */
    String text(String css) {
        List<WebElement> found = driver.findElements(By.cssSelector(css));
        return found.isEmpty() ? "" : found.get(0).getText().trim();
    }

    @BeforeAll
    void startServerAndBrowser() throws IOException {
        HeadlessChromium.assumeInstalled();
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(20)).start("127.0.0.1", 0);
        chromium = HeadlessChromium.start(profilePrefix);
        driver = chromium.driver();
    }

    @AfterAll
    void stopServerAndBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.stop();
        }
    }

    /**
     * The page runs under its own {@code default-src 'self'} policy (a meta tag, like the server's
     * header): no script error, no policy violation, no 404 (a game without a table asks for none).
     */
    @AfterEach
    void consoleIsClean() {
        assertThat(chromium.consoleProblems()).as("browser console").isEmpty();
    }

    /** The viewport at exactly this size (emulated: a desktop window cannot be narrower than 500 px). */
    void resize(Dimension size) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size.width,
                "height", size.height, "deviceScaleFactor", 1, "mobile", size.equals(PHONE)));
    }

    void load(BoyiServer s, String hash) {
        driver.get("about:blank");
        driver.get(s.url() + hash);
    }

    /** Waits until the game {@code id} is analysed and on an unlocked board. */
    void waitForGame(String id) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).withMessage(() -> "game " + id + " analysed; page at "
                + js("return location.hash + ' ' + document.getElementById('setup-error').textContent + ' ' + document.getElementById('status').dataset.result")).until(d -> {
            Object ok = js("const s = document.getElementById('status'); return !!s.dataset.result"
                    + " && !document.getElementById('board').classList.contains('locked')"
                    + " && new URLSearchParams(location.hash.slice(1)).get('game') === arguments[0]", id);
            return Boolean.TRUE.equals(ok);
        });
    }

    /** Waits until the human may tap the board or the game is over; whether the game goes on. */
    boolean awaitHumansTurn() {
        waitUntil("human's turn or the end", () -> !"playing".equals(attr("#status", "data-result"))
                || (!driver.findElements(By.cssSelector("#board .target")).isEmpty()
                && !driver.findElement(By.id("board")).getAttribute("class").contains("locked")));
        return "playing".equals(attr("#status", "data-result"));
    }

    /** Saves the page as {@code target/screenshots/<name>.png}. */
    void screenshot(String name) {
        save(name, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    /** Saves the element {@code css} (a card of the page) as {@code target/screenshots/<name>.png}. */
    void screenshotOf(String css, String name) {
        WebElement e = driver.findElement(By.cssSelector(css));
        js("arguments[0].scrollIntoView({block: 'start'})", e);
        save(name, e.getScreenshotAs(OutputType.BYTES));
    }

    private static void save(String name, byte[] png) {
        try {
            Files.write(HeadlessChromium.SHOTS.resolve(name + ".png"), png);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** The main page at phone size, opened at {@code hash}, once game {@code id} is shown. */
    void openOnAPhone(String hash, String id) {
        resize(PHONE);
        load(hash);
        waitForGame(id);
    }

    /** The target on the board {@code board} (a CSS selector) that plays {@code move}, or that selects its piece; null if none. */
    WebElement boardTarget(String board, String move, boolean select) {
        return (WebElement) js("return Array.from(document.querySelectorAll(arguments[2] + ' [data-moves]'))"
                + ".find(e => e.dataset.moves.split('|').includes(arguments[0]) && (e.dataset.action === 'select') === arguments[1])",
                move, select, board);
    }

    /** Enter on an SVG target, as a keyboard user would (a click on SVG may land on a child); a click for buttons. */
    void tapTarget(WebElement target) {
        js("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", target);
        if ("button".equals(target.getTagName())) {
            target.click();
        } else {
            target.sendKeys(org.openqa.selenium.Keys.ENTER);
        }
    }

    String attr(String css, String name) {
        return driver.findElement(By.cssSelector(css)).getAttribute(name);
    }

    void waitUntil(String what, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).withMessage(what).until(d -> condition.getAsBoolean());
    }
}
