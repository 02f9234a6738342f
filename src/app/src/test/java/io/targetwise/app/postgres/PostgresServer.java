package io.targetwise.app.postgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server from the machine's installation (Debian's {@code postgresql} package), started for the
 * tests in a temporary directory on a free loopback port, and removed afterwards. As root it runs as the
 * {@code postgres} user, since PostgreSQL refuses to run as root.
 */
public final class PostgresServer implements AutoCloseable {
    public static final String USER = "targetwise";
    private static final String ROOT_RUN_AS = "postgres";

    private final Path binDir;
    private final Path dataDir;
    private final int port;
    private final boolean durableCommits;
    private final boolean statementStatistics;

    private PostgresServer(Path binDir, Path dataDir, int port, boolean durableCommits, boolean statementStatistics) {
        this.binDir = binDir;
        this.dataDir = dataDir;
        this.port = port;
        this.durableCommits = durableCommits;
        this.statementStatistics = statementStatistics;
    }

    /** A fast server for tests: commits are acknowledged before their WAL is written (lost if the server crashes). */
    public static PostgresServer start() {
        return start(false, false);
    }

    /**
     * A fast server that also counts the time of every statement ({@code pg_stat_statements}, loaded at start; create
     * the extension in a database to read its view), for benchmarks that ask where the server's time goes.
     */
    public static PostgresServer startWithStatementStatistics() {
        return start(false, true);
    }

    /**
     * A server whose acknowledged commits survive {@link #stopAbruptly()}, as on a production server
     * ({@code synchronous_commit=on}): otherwise a crash loses the last few hundred milliseconds of commits that
     * clients were told had succeeded.
     */
    public static PostgresServer startWithDurableCommits() {
        return start(true, false);
    }

    private static PostgresServer start(boolean durableCommits, boolean statementStatistics) {
        Path bin = findBinDir();
        try {
            Path dir = Files.createTempDirectory("targetwise-pg");
            int port = io.targetwise.app.FreePorts.pick();
            PostgresServer server = new PostgresServer(bin, dir, port, durableCommits, statementStatistics);
            if (isRoot()) {
                run(List.of("chown", ROOT_RUN_AS, dir.toString()), false);
            }
            server.runTool("initdb", "-D", dir.resolve("data").toString(), "-U", USER, "--auth=trust", "-E", "UTF8",
                    "--no-sync");
            server.startServer();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start PostgreSQL", e);
        }
    }

    private void startServer() {
        runTool("pg_ctl", "-D", dataDir.resolve("data").toString(), "-l", dataDir.resolve("server.log").toString(),
                "-w", "-t", "60", "-o", "-p " + port + " -k " + dataDir + " -c listen_addresses=127.0.0.1 -c fsync=off"
                        + " -c synchronous_commit=" + (durableCommits ? "on" : "off") + " -c full_page_writes=off"
                        + (statementStatistics ? " -c shared_preload_libraries=pg_stat_statements" : ""),
                "start");
    }

    /**
     * Stops the server as an outage would: {@code pg_ctl stop -m immediate} ends every session at once without a
     * checkpoint (crash recovery runs at the next start), so clients see their connections broken mid-use.
     */
    public void stopAbruptly() {
        runTool("pg_ctl", "-D", dataDir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
    }

    /** Starts the server again after {@link #stopAbruptly()}, on the same port and data. */
    public void startAgain() {
        startServer();
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?reWriteBatchedInserts=true";
    }

    /** Rows of a query, each as its columns' values; timestamps as {@link java.time.Instant}s. */
    public List<List<Object>> query(String sql, Object... parameters) throws java.sql.SQLException {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(jdbcUrl(), USER, "");
                java.sql.PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setObject(i + 1, parameters[i]);
            }
            List<List<Object>> rows = new ArrayList<>();
            try (java.sql.ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                        Object value = r.getObject(i);
                        row.add(value instanceof java.time.OffsetDateTime t ? t.toInstant()
                                : value instanceof java.sql.Timestamp t ? t.toInstant() : value);
                    }
                    rows.add(row);
                }
            }
            return rows;
        }
    }

    @Override
    public void close() {
        try {
            if (Files.exists(dataDir.resolve("data").resolve("postmaster.pid"))) { // not if a test left it stopped
                runTool("pg_ctl", "-D", dataDir.resolve("data").toString(), "-m", "fast", "-w", "stop");
            }
        } finally {
            try (Stream<Path> files = Files.walk(dataDir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void runTool(String tool, String... args) {
        List<String> command = new ArrayList<>();
        command.add(binDir.resolve(tool).toString());
        command.addAll(List.of(args));
        run(command, isRoot());
    }

    private static void run(List<String> command, boolean asPostgresUser) {
        List<String> full = new ArrayList<>();
        if (asPostgresUser) {
            full.addAll(List.of("runuser", "-u", ROOT_RUN_AS, "--"));
        }
        full.addAll(command);
        try {
            Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed:\n" + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** The newest installed server: /usr/lib/postgresql/N/bin, as Debian lays it out. */
    private static Path findBinDir() {
        Path root = Path.of("/usr/lib/postgresql");
        try (Stream<Path> versions = Files.isDirectory(root) ? Files.list(root) : Stream.empty()) {
            return versions.map(v -> v.resolve("bin"))
                    .filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.comparing(b -> Integer.parseInt(b.getParent().getFileName().toString().replaceAll("\\D", "0"))))
                    .orElseThrow(() -> new IllegalStateException("PostgreSQL server binaries not found under " + root
                            + ": install Debian's postgresql package (apt-get install postgresql), as .ci/run does"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
