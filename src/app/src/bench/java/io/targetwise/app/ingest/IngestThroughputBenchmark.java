package io.targetwise.app.ingest;


import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * Ingest throughput of the packaged application, against what the database itself takes. First the limit: the same
 * valid rows inserted by a bare JDBC loop into a fresh database of the same kind ({@link JdbcInsertLimit}; on
 * PostgreSQL by batches and by {@code COPY}, the faster counting). Then the
 * ingest: a producer sends N valid measurements plus 1% malformed records and 1% duplicates to an embedded broker; the
 * application (its own JVM) stores them in H2 or PostgreSQL. Reports measurements persisted per second from the first
 * record sent to the last stored, that rate as a share of the limit, and checks the exact counts. With
 * {@code -Dbench.jfr=DIR} every application JVM records a flight recording into DIR (written when it stops). With a
 * warm-up count, that many records are stored first, unmeasured, so that the measurement meets a JIT-compiled
 * application; the CPU breakdown by thread shows what compilation costs a cold one. On PostgreSQL,
 * {@code -Dbench.pg-statements=N} loads {@code pg_stat_statements} and prints the N statements that took the server
 * most time in the measured window (it costs the server a little time itself, so leave it off for the figures).
 *
 * <pre>./mvnw -B -Pbench,production package -DskipTests exec:exec \
 *     -Dbench.main=io.targetwise.app.ingest.IngestThroughputBenchmark \
 *     -Dbench.args="1000000 h2|postgresql [instances [warm-up records]]"</pre>
 */
public final class IngestThroughputBenchmark {
    static final int PROCESSES = 6;
    private static final Instant FIRST_SOURCE_TIME = Instant.parse("2026-11-21T00:00:00Z");

    private IngestThroughputBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int valid = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        String database = args.length > 1 ? args[1] : "h2";
        int instanceCount = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        if (instanceCount > 1 && !database.equals("postgresql")) {
            throw new IllegalArgumentException("several instances need the shared PostgreSQL database");
        }
        String jfrFolder = System.getProperty("bench.jfr", "");
        int topStatements = Integer.parseInt(System.getProperty("bench.pg-statements", "0").trim());
        Path work = Files.createTempDirectory("targetwise-throughput");
        try (EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(),
                ApplicationInstance.freePort(), work.resolve("kafka"), 3);
                PostgresServer postgres = !database.equals("postgresql") ? null
                        : topStatements > 0 ? PostgresServer.startWithStatementStatistics() : PostgresServer.start()) {
            System.out.printf("[1/2] limit: %d rows by bare JDBC batches into a fresh %s database...%n", valid, database);
            if (warmup > 0) {
                // warmed like the application: a first pass into a database of its own compiles the JDBC path
                System.out.printf("      warm-up pass: %.0f rows/s%n",
                        jdbcLimit(postgres, work, "jdbc_limit_warmup", valid).rowsPerSecond());
            }
            double serverCpuBefore = databaseServerCpuSeconds();
            JdbcInsertLimit.Rate byBatches = jdbcLimit(postgres, work, "jdbc_limit", valid);
            double limit = byBatches.rowsPerSecond();
            System.out.printf("      limit: %.0f rows/s (%s%.2f cores busy)%n", limit, postgres == null ? "" : String.format(
                    "PostgreSQL's processes: %.0f µs CPU per row; ", 1e6 * (databaseServerCpuSeconds() - serverCpuBefore) / valid),
                    byBatches.busyCores());
            if (postgres != null) {
                // the ingest sends its raw rows by COPY on PostgreSQL: the limit is the faster of the two ways in
                if (warmup > 0) {
                    System.out.printf("      warm-up pass by COPY: %.0f rows/s%n",
                            copyLimit(postgres, "jdbc_limit_copy_warmup", valid).rowsPerSecond());
                }
                serverCpuBefore = databaseServerCpuSeconds();
                JdbcInsertLimit.Rate byCopy = copyLimit(postgres, "jdbc_limit_copy", valid);
                System.out.printf("      limit by COPY: %.0f rows/s (PostgreSQL's processes: %.0f µs CPU per row; %.2f cores"
                        + " busy)%n", byCopy.rowsPerSecond(), 1e6 * (databaseServerCpuSeconds() - serverCpuBefore) / valid,
                        byCopy.busyCores());
                limit = Math.max(limit, byCopy.rowsPerSecond());
            }

            Map<String, String> config = new java.util.HashMap<>(Map.of(
                    "kafka.bootstrap.servers", broker.bootstrapServers(),
                    "targetwise.virtual-plant.enabled", "false",
                    "targetwise.campaign.quiet-period", "1h", "targetwise.campaign.max-quiet-wait", "1h"));
            // -Dbench.app-config=key=value,...: settings to compare, e.g. targetwise.ingest.store-threads=1
            for (String setting : System.getProperty("bench.app-config", "").split(",")) {
                if (!setting.isBlank()) {
                    config.put(setting.substring(0, setting.indexOf('=')).trim(), setting.substring(setting.indexOf('=') + 1));
                    System.out.println("      application setting " + setting.trim());
                }
            }
            if (postgres != null) {
                config.put("quarkus.datasource.jdbc.url", postgres.jdbcUrl());
                config.put("quarkus.datasource.username", PostgresServer.USER);
                config.put("quarkus.datasource.password", "");
            } else {
                config.put("quarkus.datasource.jdbc.url", h2Url(work.resolve("db")));
            }
            java.util.List<ApplicationInstance> apps = new java.util.ArrayList<>();
            try {
                for (int i = 0; i < instanceCount; i++) {
                    Map<String, String> own = new java.util.HashMap<>(config);
                    own.put("targetwise.instance-id", "bench-" + i);
                    ApplicationInstance app = postgres != null ? ApplicationInstance.ofPostgresBuild("throughput-pg-" + i, own)
                            : ApplicationInstance.of("throughput-h2", own);
                    if (!jfrFolder.isBlank()) {
                        Path recording = Files.createDirectories(Path.of(jfrFolder).toAbsolutePath())
                                .resolve("ingest-" + database + "-" + i + ".jfr");
                        app.withJvmOptions(java.util.List.of(
                                "-XX:FlightRecorderOptions=stackdepth=160",
                                "-XX:StartFlightRecording=settings=profile,dumponexit=true,filename=" + recording));
                        System.out.println("      instance " + i + " records to " + recording);
                    }
                    apps.add(app.start());
                }
                StatementStatistics statements = topStatements > 0 && postgres != null
                        ? new StatementStatistics(postgres.jdbcUrl(), PostgresServer.USER, topStatements) : null;
                double ingest = run(apps, broker.bootstrapServers(), valid, warmup, database, statements);
                System.out.printf("ingest %.0f measurements/s = %.0f%% of the bare JDBC limit (%.0f rows/s%s)%n", ingest,
                        100 * ingest / limit, limit, postgres == null ? "" : ", the faster way");
            } finally {
                apps.forEach(ApplicationInstance::close);
            }
        }
    }

    /** @return the rate of bare JDBC batches into a fresh database called {@code name} */
    private static JdbcInsertLimit.Rate jdbcLimit(PostgresServer postgres, Path work, String name, int rows) throws Exception {
        return postgres != null
                ? JdbcInsertLimit.measure(JdbcInsertLimit.freshPostgresDatabase(postgres.jdbcUrl(), PostgresServer.USER,
                        name), PostgresServer.USER, "", rows)
                : JdbcInsertLimit.measure(h2Url(work.resolve(name)), "sa", "", rows);
    }

    private static JdbcInsertLimit.Rate copyLimit(PostgresServer postgres, String name, int rows) throws Exception {
        return JdbcInsertLimit.measureCopy(JdbcInsertLimit.freshPostgresDatabase(postgres.jdbcUrl(), PostgresServer.USER,
                name), PostgresServer.USER, "", rows);
    }

    /** The embedded default's URL (H2 file store on an asynchronous channel) for a database at {@code file}. */
    private static String h2Url(Path file) {
        return "jdbc:h2:async:" + file + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /**
     * Sends {@code warmup} records (the same mix) and waits until they are stored, unmeasured, so that the measured
     * records meet a JIT-compiled application as a plant's long-running one would; then sends and measures
     * {@code valid}.
     *
     * @return measurements stored per second
     */
    private static double run(java.util.List<ApplicationInstance> apps, String bootstrap, int valid, int warmup,
            String database, StatementStatistics statements) throws Exception {
        ApplicationInstance app = apps.get(0);
        // Several processes, so that their keys spread over the partitions and every instance gets a share.
        long[] processIds = new long[PROCESSES];
        for (int p = 0; p < PROCESSES; p++) {
            processIds[p] = app.api().contentType("application/json").body("""
                    {"name": "Throughput %s", "designVariables": [
                       {"name": "a", "unit": "bar", "lowerBound": 0, "upperBound": 100, "resolution": 1},
                       {"name": "b", "unit": "K", "lowerBound": 0, "upperBound": 10}],
                     "output": {"name": "y", "unit": "mm"}, "target": 5, "lowerSpecLimit": 4, "upperSpecLimit": 6,
                     "replicates": 5}""".formatted(UUID.randomUUID()))
                    .post("/api/processes").then().statusCode(201).extract().jsonPath().getLong("id");
        }
        int malformed = valid / 100;
        int duplicates = valid / 100;
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.LINGER_MS_CONFIG, "10");
        props.put(ProducerConfig.BATCH_SIZE_CONFIG, Integer.toString(256 * 1024));
        props.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");
        if (warmup > 0) {
            System.out.printf("      warm-up: %d valid records (event ids after the measured ones), not measured...%n",
                    warmup);
            long warmupStart = System.nanoTime();
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(),
                    new StringSerializer())) {
                send(producer, processIds, valid, valid + warmup);
            }
            waitUntilStored(apps, warmup);
            System.out.printf("      warm-up stored in %.1f s%n", (System.nanoTime() - warmupStart) / 1e9);
        }
        System.out.printf("[2/2] ingest: sending %d valid, %d malformed and %d duplicate records to %d instance(s)...%n",
                valid, malformed, duplicates, apps.size());
        if (statements != null) {
            statements.reset();
        }
        double cpuBefore = applicationCpuSeconds(apps);
        double serverCpuBefore = databaseServerCpuSeconds();
        double kafkaCpuBefore = ownCpuSeconds();
        double machineBusyBefore = MachineCpu.busySeconds();
        Map<String, ThreadCpu> threadCpuBefore = threadCpu(apps);
        long start = System.nanoTime();
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
            send(producer, processIds, 0, valid);
        }
        double sentSeconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("      sent in %.1f s; waiting until all are stored...%n", sentSeconds);
        // Progress from the applications' stored counters (incremented after each commit): cheap to read, where
        // counting the rows through the API scans and sorts them on every poll, taking CPU from the ingest.
        long counted = waitUntilStored(apps, warmup + valid) - warmup;
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpu = applicationCpuSeconds(apps) - cpuBefore;
        double serverCpu = databaseServerCpuSeconds() - serverCpuBefore;
        double kafkaCpu = ownCpuSeconds() - kafkaCpuBefore;
        double machineBusy = MachineCpu.busySeconds() - machineBusyBefore;
        Map<String, Double> cpuByThreads = cpuByThreadGroup(threadCpuBefore, threadCpu(apps));
        double workerCpu = cpuByThreads.entrySet().stream().filter(e -> e.getKey().startsWith("executor-thr"))
                .mapToDouble(Map.Entry::getValue).sum();
        long inDatabase = 0;
        for (long processId : processIds) {
            inDatabase += app.sessionApi().queryParam("size", 1).get("/api/processes/{id}/measurements", processId)
                    .then().statusCode(200).extract().jsonPath().getLong("total");
        }
        long stored = inDatabase - warmup;
        System.out.printf("database=%s instances=%d valid=%d malformed=%d duplicates=%d sent_in=%.1fs stored=%d in %.1fs"
                + " => %.0f measurements/s%n", database, apps.size(), valid, malformed, duplicates, sentSeconds, stored,
                seconds, stored / seconds);
        // CPU time says more than wall time on a shared machine: other work slows the wall clock, not this.
        System.out.printf("application CPU while ingesting: %.1f s = %.0f µs per stored measurement, of which the"
                + " worker threads (the consumer; few requests) %.1f s = %.0f µs%n", cpu, 1e6 * cpu / stored, workerCpu,
                1e6 * workerCpu / stored);
        if (database.equals("postgresql")) {
            System.out.printf("PostgreSQL's processes: %.1f s CPU = %.0f µs per stored measurement%n", serverCpu,
                    1e6 * serverCpu / stored);
        }
        // The limit pays none of this: on a machine the ingest keeps busy, it is part of what a measurement costs.
        System.out.printf("this JVM (the broker, the producer, the progress polls): %.1f s CPU = %.0f µs per stored"
                + " measurement%n", kafkaCpu, 1e6 * kafkaCpu / stored);
        System.out.printf("the whole machine: %.2f of %d cores busy on average = %.0f µs of CPU per stored measurement%n",
                machineBusy / seconds, Runtime.getRuntime().availableProcessors(), 1e6 * machineBusy / stored);
        if (statements != null) {
            statements.print(stored);
        }
        System.out.println("      CPU by thread (Linux names, digits as N), µs per stored measurement:");
        cpuByThreads.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(12)
                .forEach(e -> System.out.printf("      %-16s %6.0f µs  %4.1f %%%n", e.getKey(), 1e6 * e.getValue() / stored,
                        100 * e.getValue() / cpu));
        for (ApplicationInstance instance : apps) {
            metrics(instance).filter(l -> l.startsWith("targetwise_measurements")).forEach(l -> System.out.println("  " + l));
        }
        if (stored != valid || counted != valid) {
            throw new IllegalStateException("expected " + valid + " stored after the warm-up, found " + stored
                    + " in the database and " + counted + " counted by the applications");
        }
        for (ApplicationInstance instance : apps) {
            long t0 = System.nanoTime();
            int status = instance.api().contentType("application/json").body("{\"count\": 1}")
                    .post("/api/processes/{id}/proposals", processIds[apps.indexOf(instance)]).statusCode();
            long designPoints = instance.api()
                    .get("/api/processes/{id}/design-points", processIds[apps.indexOf(instance)])
                    .then().extract().jsonPath().getList("$").size();
            System.out.printf("proposal on instance %d (a process with %d design points): HTTP %d in %.2fs%n",
                    apps.indexOf(instance), designPoints, status, (System.nanoTime() - t0) / 1e9);
        }
        return stored / seconds;
    }

    /** Measurements the applications stored so far, by their targetwise.measurements.stored counters. */
    private static long storedCounters(java.util.List<ApplicationInstance> apps) {
        return apps.stream().mapToLong(app -> metrics(app).filter(l -> l.startsWith("targetwise_measurements_stored_total"))
                .mapToLong(l -> (long) Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum()).sum();
    }

    private static java.util.stream.Stream<String> metrics(ApplicationInstance app) {
        return app.sessionApi().get("/q/metrics").then().statusCode(200).extract().asString().lines();
    }

    /**
     * CPU time so far of the PostgreSQL server (none for H2, which runs in the application): every running postgres
     * process's own time plus that of its children that ended (a closed connection's backend counts in the
     * postmaster's), from Linux's accounting.
     */
    private static double databaseServerCpuSeconds() {
        return ProcessHandle.allProcesses().filter(p -> p.info().command().filter(c -> c.endsWith("/postgres")).isPresent())
                .mapToDouble(p -> {
                    try {
                        String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
                        // after the parenthesised name: utime, stime, cutime, cstime are the 12th to 15th fields
                        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        long ticks = 0;
                        for (int f = 11; f <= 14; f++) {
                            ticks += Long.parseLong(fields[f]);
                        }
                        return ticks / (double) MachineCpu.CLOCK_TICKS;
                    } catch (java.io.IOException ended) {
                        return 0;
                    }
                }).sum();
    }

    /** CPU time this JVM used so far, user and system: the embedded broker's and the producer's. */
    private static double ownCpuSeconds() {
        return ProcessHandle.current().info().totalCpuDuration()
                .orElseThrow(() -> new IllegalStateException("the OS does not report this JVM's CPU time")).toNanos() / 1e9;
    }

    /** CPU time the application JVMs used so far, user and system. */
    private static double applicationCpuSeconds(java.util.List<ApplicationInstance> apps) {
        return apps.stream().mapToDouble(app -> ProcessHandle.of(app.pid()).flatMap(p -> p.info().totalCpuDuration())
                .orElseThrow(() -> new IllegalStateException("the OS does not report the application's CPU time"))
                .toNanos() / 1e9).sum();
    }

    /** Sends records {@code from} to {@code to} - 1, with a malformed record and a re-send of every 100th. */
    private static void send(KafkaProducer<String, String> producer, long[] processIds, int from, int to) {
        for (int i = from; i < to; i++) {
            String key = Long.toString(processIds[i % PROCESSES]);
            String value = measurement(i);
            producer.send(new ProducerRecord<>("targetwise.measurements", key, value));
            if (i % 100 == 0) {
                producer.send(new ProducerRecord<>("targetwise.measurements", key, "{\"eventId\": \"broken-" + i));
                producer.send(new ProducerRecord<>("targetwise.measurements", key, value)); // a re-send
            }
        }
    }

    /**
     * Waits until the applications counted {@code total} stored (at most 30 minutes), from their stored counters
     * (incremented after each commit): cheap to read, where counting rows through the API would scan them.
     *
     * @return the count reached
     */
    private static long waitUntilStored(java.util.List<ApplicationInstance> apps, long total) throws InterruptedException {
        long counted;
        Instant deadline = Instant.now().plus(Duration.ofMinutes(30));
        do {
            Thread.sleep(500);
            counted = storedCounters(apps);
        } while (counted < total && Instant.now().isBefore(deadline));
        return counted;
    }

    /** A thread's name as Linux shows it (15 characters), with digits as N so that pools group, and its CPU time. */
    private record ThreadCpu(String group, double seconds) {
    }

    /** CPU so far of every thread of the applications, by process and thread id (Linux accounting; empty elsewhere). */
    private static Map<String, ThreadCpu> threadCpu(java.util.List<ApplicationInstance> apps) throws java.io.IOException {
        Map<String, ThreadCpu> threads = new java.util.HashMap<>();
        for (ApplicationInstance app : apps) {
            Path tasks = Path.of("/proc", Long.toString(app.pid()), "task");
            if (!Files.isDirectory(tasks)) {
                continue;
            }
            try (java.util.stream.Stream<Path> listed = Files.list(tasks)) {
                for (Path thread : listed.toList()) {
                    String stat;
                    try {
                        stat = Files.readString(thread.resolve("stat"));
                    } catch (java.nio.file.NoSuchFileException ended) {
                        continue;
                    }
                    // after the parenthesised name: the state is the 1st field, utime the 12th, stime the 13th
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    threads.put(app.pid() + "/" + thread.getFileName(), new ThreadCpu(name.replaceAll("\\d+", "N"),
                            (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / (double) MachineCpu.CLOCK_TICKS));
                }
            }
        }
        return threads;
    }

    /** CPU seconds by thread group between two readings; a thread that ended in between is left out. */
    private static Map<String, Double> cpuByThreadGroup(Map<String, ThreadCpu> before, Map<String, ThreadCpu> after) {
        Map<String, Double> groups = new java.util.TreeMap<>();
        after.forEach((id, now) -> groups.merge(now.group(),
                now.seconds() - (before.containsKey(id) ? before.get(id).seconds() : 0), Double::sum));
        return groups;
    }

    private static String measurement(int i) {
        double[] setpoint = setpoint(i);
        return "{\"eventId\":\"" + eventId(i) + "\",\"sourceTime\":\"" + sourceTime(i) + "\",\"setpoints\":{\"a\":"
                + (int) setpoint[0] + ",\"b\":" + (int) setpoint[1] + "},\"output\":" + output(i)
                + ",\"unit\":\"mm\",\"quality\":\"GOOD\"}";
    }

    /** The i-th valid measurement's fields, for the records sent and the rows of the JDBC limit alike. */
    static String eventId(int i) {
        return "m-" + i;
    }

    static Instant sourceTime(int i) {
        return FIRST_SOURCE_TIME.plusMillis(i);
    }

    static double[] setpoint(int i) {
        return new double[] {i % 100, i % 7};
    }

    static double output(int i) {
        return 5 + (i % 13) * 0.01;
    }
}
