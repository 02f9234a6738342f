package io.targetwise.app.it;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The packaged application ({@code target/quarkus-app/quarkus-run.jar}) run as a separate JVM, as an operator would
 * run it: it can be killed and started again, and several can run side by side.
 */
public final class ApplicationInstance implements AutoCloseable {
    static final String ADMIN_USERNAME = "admin";
    static final String ADMIN_PASSWORD = "targetwise-dev";
    private final List<String> command;
    private final Path log;
    private final int port;
    private Process process;
    private Path workingDirectory;
    private String sessionCookie;

    private ApplicationInstance(List<String> command, Path log, int port) {
        this.command = command;
        this.log = log;
        this.port = port;
    }

    /**
     * The application as built for H2 (the plain build).
     *
     * @param config system properties for the application, e.g. the database URL and Kafka address
     */
    public static ApplicationInstance of(String name, Map<String, String> config) {
        return of(name, System.getProperty("targetwise.application.jar"), config);
    }

    /** The application as built for PostgreSQL (target/quarkus-app-postgresql, see pom.xml). */
    public static ApplicationInstance ofPostgresBuild(String name, Map<String, String> config) {
        Path h2Jar = Path.of(System.getProperty("targetwise.application.jar"));
        return of(name, h2Jar.getParent().resolveSibling("quarkus-app-postgresql").resolve("quarkus-run.jar").toString(),
                config);
    }

    private static ApplicationInstance of(String name, String jar, Map<String, String> config) {
        if (jar == null || !Files.exists(Path.of(jar))) {
            throw new IllegalStateException("the packaged application is missing (" + jar + "): run ./mvnw verify");
        }
        try {
            int port = freePort();
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx768m", "-Dquarkus.profile=it", "-Dquarkus.http.port=" + port));
            config.forEach((k, v) -> command.add("-D" + k + "=" + v));
            command.addAll(List.of("-jar", jar));
            return new ApplicationInstance(command, Files.createTempFile("targetwise-" + name, ".log"), port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds options for the application's JVM, e.g. a flight recording to profile it; call before {@link #start()}. */
    public ApplicationInstance withJvmOptions(List<String> options) {
        command.addAll(command.indexOf("-jar"), options);
        return this;
    }

    /**
     * Runs the application in {@code dir}, so that its relative defaults (the H2 database and the embedded broker's
     * logs under {@code data/}) land there, as in the README's plain start.
     */
    public ApplicationInstance inDirectory(Path dir) {
        this.workingDirectory = dir;
        return this;
    }

    /** Starts the JVM and waits until readiness reports UP. */
    public ApplicationInstance start() {
        try {
            process = new ProcessBuilder(command).directory(workingDirectory == null ? null : workingDirectory.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        await().atMost(Duration.ofSeconds(120)).pollInterval(Duration.ofMillis(500)).until(() -> {
            if (!process.isAlive()) {
                throw new IllegalStateException("the application exited with " + process.exitValue() + "; log: " + log);
            }
            try {
                return given().port(port).when().get("/q/health/ready").statusCode() == 200;
            } catch (Exception notYetListening) { // RestAssured throws ConnectException unchecked
                return false;
            }
        });
        return this;
    }

    /** Kills the JVM without a graceful shutdown, as a crash or power loss would. */
    public void kill() {
        process.destroyForcibly();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the JVM is still the one {@link #start()} started (a restart would be a new process). */
    public boolean isRunning() {
        return process != null && process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    /** The id of the demo process seeded at first start, read through {@code api}. */
    public static long demoProcessId(io.restassured.specification.RequestSpecification api) {
        return api.when().get("/api/processes").then().statusCode(200).extract().jsonPath()
                .getLong("find { it.name == '" + io.targetwise.app.plant.DemoProcessSeeder.DEMO_PROCESS_NAME + "' }.id");
    }

    public int port() {
        return port;
    }

    /** A request to this instance's API as the first administrator (the `it` profile's default credentials). */
    public io.restassured.specification.RequestSpecification api() {
        return given().port(port).auth().preemptive().basic(ADMIN_USERNAME, ADMIN_PASSWORD);
    }

    /**
     * A request to this instance's API in the first administrator's signed-in session: the password is checked
     * (bcrypt, deliberately slow) once at sign-in, where {@link #api()} has it checked on every request. For loops
     * that poll, so that they do not take the CPU from what they watch.
     */
    public io.restassured.specification.RequestSpecification sessionApi() {
        if (sessionCookie == null) {
            sessionCookie = given().port(port).header("Origin", origin()).formParam("username", ADMIN_USERNAME)
                    .formParam("password", ADMIN_PASSWORD).post("/j_security_check").then().statusCode(302).extract()
                    .cookie("quarkus-credential");
        }
        // a request borne by the session cookie changes state only from the application's own origin
        return given().port(port).header("Origin", origin()).cookie("quarkus-credential", sessionCookie);
    }

    /** This instance's origin as RestAssured reaches it, what the console's pages send. */
    public String origin() {
        return "http://localhost:" + port;
    }

    public Path log() {
        return log;
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            process.destroy();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** A port for a server of the test's own (see {@link io.targetwise.app.FreePorts}). */
    public static int freePort() throws IOException {
        return io.targetwise.app.FreePorts.pick();
    }
}
