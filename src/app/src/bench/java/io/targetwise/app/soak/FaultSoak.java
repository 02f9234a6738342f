package io.targetwise.app.soak;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.plant.DemoProcessSeeder;

/**
 * The fault soak: two instances on PostgreSQL and a real broker, the demo plant producing, a scripted operator
 * approving proposals, and for the given time a cycle of faults, each followed by a quiet spell: kill -9 of an
 * instance (then a restart), a broker restart, PostgreSQL stopped for 20-60 s, a burst of poison records and re-sent
 * duplicates (both also trickle in all along). Then exact accounting ({@link SoakAccounting}); a report in
 * {@code OUT/report.md}; the exit status is 1 if any check failed. Not part of CI: docs/benchmarks/reliability.md, "Fault soak".
 *
 * <pre>./mvnw -B -Pbench,production -pl src/app package -DskipTests exec:exec \
 *     -Dbench.main=io.targetwise.app.soak.FaultSoak -Dbench.args="PT30M target/fault-soak 2026"</pre>
 */
public final class FaultSoak {
    static final Duration READINESS_LIMIT = Duration.ofSeconds(60);
    private static final Duration READING_INTERVAL = Duration.ofMillis(250);
    private static final Duration OPERATOR_PAUSE = Duration.ofSeconds(3);
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(30);
    private static final int BURST = 50;

    enum Kind {
        KILL_A, BROKER_RESTART, POSTGRES_OUTAGE, KILL_B, POISON_BURST
    }

    /** One fault: when it began and ended (since the soak's start) and how long readiness then took to come back. */
    record Fault(Kind kind, Instant began, Instant ended, Optional<Duration> readiness) {
    }

    private FaultSoak() {
    }

    public static void main(String[] args) throws Exception {
        Duration length = Duration.parse(args.length > 0 ? args[0] : "PT30M");
        Path out = Path.of(args.length > 1 ? args[1] : "target/fault-soak");
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 2026;
        Files.createDirectories(out);
        String loadBefore = Files.readString(Path.of("/proc/loadavg")).trim();
        System.out.printf("Fault soak for %s (seed %d); load before: %s%n", length, seed, loadBefore);
        Path work = Files.createTempDirectory("targetwise-fault-soak");
        boolean passed;
        try (SoakStack stack = SoakStack.start(work)) {
            long processId = ApplicationInstance.demoProcessId(stack.instance("a").api());
            SoakPlant plant = new SoakPlant(stack.bootstrapServers(), processId, DemoProcessSeeder.demoProcess(),
                    READING_INTERVAL, seed);
            SoakOperator operator = new SoakOperator(stack, processId, OPERATOR_PAUSE);
            operator.start();
            Instant start = Instant.now();
            List<Fault> faults = new ArrayList<>();
            ScheduledExecutorService progress = Executors.newSingleThreadScheduledExecutor();
            progress.scheduleAtFixedRate(() -> {
                try {
                    System.out.println(progressLine(start, faults, plant, operator, stack, processId));
                } catch (RuntimeException e) { // a progress line is never worth ending the progress output for
                    System.out.println("  (no progress line: " + e + ")");
                }
            }, PROGRESS_EVERY.toSeconds(), PROGRESS_EVERY.toSeconds(), TimeUnit.SECONDS);

            Random random = new Random(seed);
            Kind[] cycle = Kind.values();
            for (int n = 0; Duration.between(start, Instant.now()).compareTo(length) < 0; n++) {
                Thread.sleep(Duration.ofSeconds(40 + random.nextInt(41)).toMillis()); // a quiet spell
                if (Duration.between(start, Instant.now()).compareTo(length) >= 0) {
                    break;
                }
                Fault fault = inject(cycle[n % cycle.length], stack, plant, random);
                synchronized (faults) {
                    faults.add(fault);
                }
                System.out.printf("  %s: %s, down %.0f s, ready again %s%n", elapsed(start), fault.kind(),
                        Duration.between(fault.began(), fault.ended()).toMillis() / 1000.0,
                        fault.readiness().map(d -> "after " + d.toMillis() / 1000.0 + " s").orElse("NOT within 60 s"));
            }
            Instant faultsEnded = Instant.now();
            operator.finish();
            plant.stopSending();
            progress.shutdownNow();
            System.out.println("Faults over; settling the accounts...");
            SoakAccounting accounts = SoakAccounting.settle(stack, plant, operator, processId, faults);
            plant.close();
            String loadAfter = Files.readString(Path.of("/proc/loadavg")).trim();
            String report = accounts.report(length, seed, start, faultsEnded, loadBefore, loadAfter);
            Files.writeString(out.resolve("report.md"), report);
            System.out.println(report);
            System.out.println("Report: " + out.resolve("report.md").toAbsolutePath() + "; instance logs: "
                    + stack.logs());
            passed = accounts.passed();
        } // every process of the soak is stopped here, before the exit status is set
        if (!passed) {
            System.exit(1);
        }
    }

    private static Fault inject(Kind kind, SoakStack stack, SoakPlant plant, Random random) throws Exception {
        Instant began = Instant.now();
        Instant ended = switch (kind) {
            case KILL_A, KILL_B -> stack.killAndRestart(kind == Kind.KILL_A ? "a" : "b",
                    Duration.ofSeconds(5 + random.nextInt(11)));
            case BROKER_RESTART -> stack.restartBroker(Duration.ofSeconds(5 + random.nextInt(16)));
            case POSTGRES_OUTAGE -> stack.postgresOutage(Duration.ofSeconds(20 + random.nextInt(41)));
            case POISON_BURST -> {
                plant.burst(BURST);
                yield Instant.now();
            }
        };
        // Looked for up to twice the limit, so that a late recovery is measured rather than only called late
        Optional<Duration> readiness = stack.awaitReady(READINESS_LIMIT.multipliedBy(2))
                .map(ready -> Duration.between(ended, ready));
        return new Fault(kind, began, ended, readiness);
    }

    private static String elapsed(Instant start) {
        long s = Duration.between(start, Instant.now()).toSeconds();
        return "%d:%02d".formatted(s / 60, s % 60);
    }

    private static String progressLine(Instant start, List<Fault> faults, SoakPlant plant, SoakOperator operator,
            SoakStack stack, long processId) {
        String stored;
        try {
            stored = stack.query("select count(*) from measurement where process_id = ?", processId).get(0).get(0)
                    .toString();
        } catch (Exception databaseAway) {
            stored = "? (database away)";
        }
        int faultCount;
        synchronized (faults) {
            faultCount = faults.size();
        }
        return ("[%s] faults %d | readings sent %d, acknowledged %d, stored %s | poison %d, duplicates %d | approved %d,"
                + " commands applied %d | ready: %s").formatted(elapsed(start), faultCount, plant.sent.size(),
                plant.acknowledged.size(), stored, plant.poison.size(), plant.duplicatesSent.get(),
                operator.approved.size(), plant.applications.size(),
                stack.ids().stream().map(id -> id + (stack.ready(id) ? " UP" : " DOWN")).toList());
    }
}
