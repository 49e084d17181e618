package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The catalogue's page in one headless Chromium for a test class: the server (127.0.0.1, a 20 s
 * budget), the browser, a clean console after every test, and the small steps a test takes
 * (load an address, wait for a game, read a text, run a script).
 *
 * <pre>{@code
 * class PageDetailsTest extends CataloguePage {
 *     @Test void x() { resize(PHONE); load("#game=nim"); waitForGame("nim"); ... }
 * }
 * }</pre>
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CataloguePage {

    static final Dimension PHONE = new Dimension(390, 844);
    static final Dimension DESKTOP = new Dimension(1400, 900);

    private BoyiServer server;
    private HeadlessChromium chromium;
    WebDriver driver;

    @BeforeAll
    void startServerAndBrowser() throws IOException {
        HeadlessChromium.assumeInstalled();
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(20)).start("127.0.0.1", 0);
        chromium = HeadlessChromium.start("boyi-" + getClass().getSimpleName() + "-");
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

    /** No script error, no Content-Security-Policy violation, no 404. */
    @AfterEach
    void consoleIsClean() {
        assertThat(chromium.consoleProblems()).as("browser console").isEmpty();
    }

    /** The viewport at exactly this size (a phone's emulated as mobile). */
    void resize(Dimension size) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size.width,
                "height", size.height, "deviceScaleFactor", 1, "mobile", size.equals(PHONE)));
    }

    /** The server's address, ending in a slash. */
    String url() {
        return server.url();
    }

    /** A fresh page at this address of the server. */
    void load(String hash) {
        driver.get("about:blank");
        driver.get(server.url() + hash);
    }

    /** Waits until the game is analysed, on the board and in the address. */
    void waitForGame(String id) {
        waitUntil("game " + id + " analysed", () -> Boolean.TRUE.equals(js("const s = document.getElementById('status');"
                + " return !!s.dataset.result && !document.getElementById('board').classList.contains('locked')"
                + " && new URLSearchParams(location.hash.slice(1)).get('game') === arguments[0]", id)));
    }

    String text(String css) {
        return driver.findElement(By.cssSelector(css)).getText().trim();
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    void waitUntil(String what, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).withMessage(what).until(d -> condition.getAsBoolean());
    }
}
