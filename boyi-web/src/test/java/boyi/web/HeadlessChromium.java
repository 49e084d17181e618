package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by its own chromedriver (Selenium never downloads one), with a
 * fresh profile, for the browser tests. A test class is skipped (with a message) when Chromium is
 * not installed, except in CI, where {@code .ci/install-chromium} installs it and its absence fails.
 *
 * <pre>{@code
 * HeadlessChromium chromium = HeadlessChromium.start("boyi-chromium-");
 * chromium.driver().get(server.url());
 * assertThat(chromium.consoleProblems()).isEmpty();
 * chromium.close();
 * }</pre>
 */
final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** Where the screenshots go (docs/screenshot-*.png are copied from here by hand). */
    static final Path SHOTS = Path.of("target", "screenshots");

    private final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** Skips the calling test class when Chromium is absent (fails in CI); call before starting servers. */
    static void assumeInstalled() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if ("true".equals(System.getenv("CI"))) {
            assertThat(installed).as("Chromium and chromedriver installed in CI").isTrue();
        }
        assumeTrue(installed, "browser test skipped: Chromium is not installed (" + CHROMIUM + ", " + DRIVER
                + "); install it with .ci/install-chromium");
    }

    /** A browser at 1400x900 in English with a fresh profile named from {@code prefix}. */
    static HeadlessChromium start(String prefix) throws IOException {
        Path profile = Files.createTempDirectory(prefix);
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        java.util.logging.Logger.getLogger("org.openqa.selenium").setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--window-size=1400,900", "--lang=en-US");
        // the console, to fail on script errors, Content-Security-Policy violations and 404s
        options.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        Files.createDirectories(SHOTS);
        return new HeadlessChromium(driver, profile);
    }

    ChromeDriver driver() {
        return driver;
    }

    /** Script errors, policy violations and 404s logged to the console since the last call. */
    List<String> consoleProblems() {
        return driver.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
                .map(e -> e.getLevel() + " " + e.getMessage())
                .filter(m -> m.contains("Content Security Policy") || m.contains("Uncaught") || m.contains(" 404 ")
                        || m.contains("TypeError") || m.contains("ReferenceError"))
                .toList();
    }

    /** Quits the browser and deletes its profile. */
    @Override
    public void close() throws IOException {
        driver.quit();
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
