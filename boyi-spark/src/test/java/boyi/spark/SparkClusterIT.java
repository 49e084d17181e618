package boyi.spark;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierSolver;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark standalone cluster on 127.0.0.1: a master and two workers, each a JVM of its own
 * (Spark's own {@code Master} and {@code Worker} main classes), solve matches 4x4 through the entry
 * point of {@code spark-submit} ({@code SparkSubmit --class boyi.spark.SparkStrongSolve
 * boyi-spark.jar}); the executors load Boyi's classes from the jar the driver serves, and every
 * tier file must equal the local engine's byte for byte. Runs in the integration-test phase (it
 * needs the packaged jar and Spark's jars in {@code target/lib}).
 */
class SparkClusterIT {

    private static final Pattern MASTER_URL = Pattern.compile("Starting Spark master at (spark://127\\.0\\.0\\.1:\\d+)");
    /** Generous for a loaded machine: on two idle cores the cluster is up in about 10 s and solves 4x4 in about 30 s. */
    private static final long START_SECONDS = 150;
    private static final long SOLVE_SECONDS = 240;
    /** The master and workers only coordinate: a small heap, the quick compiler, no REST port (6066 is fixed). */
    private static final List<String> DAEMON_JVM = List.of("-Xmx192m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-Dspark.master.rest.enabled=false");

    @TempDir
    Path tmp;

    @Test
    @Timeout(value = 8, unit = TimeUnit.MINUTES)
    void aMasterAndTwoWorkersWriteTheLocalEnginesDatabaseByteForByte() throws Exception {
        Path target = targetFolder();
        Path jar = target.resolve("boyi-spark.jar");
        Path lib = target.resolve("lib");
        assertThat(jar).as("the packaged jar (this test runs in mvn verify, after package)").isRegularFile();
        assertThat(lib.resolve(sparkCoreJar(lib))).isRegularFile();
        Path sparkHome = tmp.resolve("spark-home");
        Files.createDirectories(sparkHome);
        Files.createSymbolicLink(sparkHome.resolve("jars"), lib);   // a worker starts executors with SPARK_HOME/jars/*

        try (ChildJvms cluster = new ChildJvms(lib + "/*", sparkHome, tmp.resolve("logs"))) {
            Process master = cluster.start("master", DAEMON_JVM, "org.apache.spark.deploy.master.Master",
                    "--host", "127.0.0.1", "--port", "0", "--webui-port", "0");
            String masterUrl = cluster.awaitLog("master", master, MASTER_URL, START_SECONDS).group(1);
            for (String worker : List.of("worker-1", "worker-2")) {
                Path work = tmp.resolve(worker);
                Files.createDirectories(work);
                cluster.start(worker, DAEMON_JVM, "org.apache.spark.deploy.worker.Worker",
                        "--host", "127.0.0.1", "--port", "0", "--webui-port", "0", "--cores", "1", "--memory", "600m",
                        "--work-dir", work.toString(), masterUrl);
            }
            cluster.awaitLog("master", master, Pattern.compile("(?s)Registering worker.*Registering worker"), START_SECONDS);

            Path db = tmp.resolve("db-cluster");
            Process submit = cluster.start("submit", List.of("-Xmx512m"), "org.apache.spark.deploy.SparkSubmit",
                    "--master", masterUrl, "--deploy-mode", "client",
                    "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
                    "--conf", "spark.ui.enabled=false", "--conf", "spark.executor.memory=512m",
                    "--conf", "spark.cores.max=2", "--conf", "spark.scheduler.minRegisteredResourcesRatio=1.0",
                    "--conf", "spark.scheduler.maxRegisteredResourcesWaitingTime=60s",
                    "--class", "boyi.spark.SparkStrongSolve", jar.toString(),
                    "matches", "4x4", "--db", db.toString(), "--quiet", "--lang", "en");
            boolean ended = submit.waitFor(SOLVE_SECONDS, TimeUnit.SECONDS);
            assertThat(ended).as("spark-submit ended within %d s; its log:%n%s", SOLVE_SECONDS, cluster.log("submit")).isTrue();
            assertThat(submit.exitValue()).as("spark-submit's exit status; its log:%n%s", cluster.log("submit")).isZero();
            String out = cluster.log("submit");
            assertThat(out).contains("matches 4x4 (Spark " + masterUrl + "): solved 17 tiers", "holds 17 of 17 tiers",
                    "empty board: ");
            List<Path> executors = executorLogs();
            assertThat(executors).as("one executor on each worker").hasSize(2);
            for (Path log : executors) {
                assertThat(Files.readString(log)).as("executor log %s", log)
                        .contains("Fetching spark://127.0.0.1:").contains("/jars/boyi-spark.jar").contains("Running task");
            }

            TierGames.Spec spec = TierGames.spec("matches", "4x4");
            TierDatabase local = TierDatabase.create(tmp.resolve("db-local"), spec.game());
            new TierSolver(spec.game(), local).threads(1).solveAll();
            TierDatabase spark = TierDatabase.open(db);
            assertThat(spark.manifest().solved()).isEqualTo(local.manifest().solved());
            for (int t = 0; t < local.manifest().tierCount(); t++) {
                assertThat(Files.readAllBytes(spark.tierFile(t))).as("tier %d", t).isEqualTo(Files.readAllBytes(local.tierFile(t)));
            }
        } finally {
            Files.deleteIfExists(sparkHome.resolve("jars"));   // the link only, never Spark's jars
        }
    }

    /** The logs of the executors the workers started ({@code WORK-DIR/APP/EXECUTOR/stderr}). */
    private List<Path> executorLogs() throws IOException {
        try (Stream<Path> files = Files.walk(tmp)) {
            return files.filter(p -> p.getFileName().toString().equals("stderr") && p.getParent().getParent().getParent()
                    .getFileName().toString().startsWith("worker-")).toList();
        }
    }

    private static String sparkCoreJar(Path lib) throws IOException {
        try (Stream<Path> jars = Files.list(lib)) {
            return jars.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("spark-core_")).findFirst()
                    .orElse("spark-core_*.jar (missing)");
        }
    }

    private static Path targetFolder() throws URISyntaxException {
        return Path.of(SparkClusterIT.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
    }
}
