package io.targetwise.app.it;

import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;

import io.targetwise.app.autopilot.TestPlant;

/**
 * The autopilot on two packaged instances under faults for a given time: the process, plant and autopilot of
 * {@code AutopilotAcrossInstancesIT} (gp-krr, robust-lcb, batch 1; at most 3600 moves an hour, no inside-spec or
 * miss bound; a 3 s lease; the plant settling {@link #SETTLING} at each setpoint before it answers), a person who
 * acknowledges and resumes a suspended autopilot ({@link AutopilotPerson}), and every 60-120 s (seeded) one fault
 * drawn from a shuffled bag of: kill -9 of the lease holder, restarted 15-40 s later; kill -9 of the other instance,
 * restarted 15-40 s later; a graceful stop of one instance, started again 5-15 s later; a broker restart (down
 * 5-15 s); PostgreSQL (durable commits) stopped abruptly for 10-30 s. A fault starts at least 20 s after the previous
 * one ended.
 *
 * <p>At the end the autopilot is turned off, the commands in flight are let reach the plant, and the soak checks: no
 * proposal with more than one command; one proposal per iteration (below); approved commands = APPLIED events;
 * audited = approved + reverts; every audited command received by the plant; and in every 5-minute window a
 * command received, unless a broker or database outage overlapped the window. It writes {@code faults.csv},
 * {@code windows.csv} and {@code summary.txt} to the output folder and exits with 1 if a check failed.
 *
 * <p>One proposal per iteration: an iteration is a stored refit ({@code campaign_iteration}: process, model version;
 * the stored version is one past the process's last, given under the lease). The table has no column for the
 * instance, and an instance whose model did not refit stores its proposals under the version it recorded last, so
 * the proposals are grouped by (model version, the instance that made them, {@code created_by}); each group must
 * hold one proposal, apart from proposals a person asked for after a resume (a new question, counted separately).
 * Groups of one version from two instances, iterations without a proposal and proposals of a version without an
 * iteration are reported.
 *
 * <p>Not part of CI: docs/benchmarks/reliability.md, "Fault soak of the autopilot".
 *
 * <pre>./mvnw -o -B -Pbench -pl src/app test-compile exec:exec -Dbench.main=io.targetwise.app.it.AutopilotFaultSoak \
 *     -Dbench.args="30 2026 target/autopilot-fault-soak"     # minutes, seed, output folder</pre>
 */
public final class AutopilotFaultSoak {
    private static final Duration WINDOW = Duration.ofMinutes(5);
    private static final Duration PERSON_EVERY = Duration.ofSeconds(3);
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(30);
    /**
     * The plant's settling time at each commanded setpoint. Answering at once, as in the IT, the loop makes about 5
     * moves a second on this machine and reaches the autopilot's highest limit, 3600 moves an hour, in about 12
     * minutes, after which the limit holds every move by design; settling 1 s keeps a 30-minute soak under it.
     */
    static final Duration SETTLING = Duration.ofSeconds(1);

    enum Kind {
        KILL_HOLDER, KILL_OTHER, GRACEFUL_RESTART, BROKER_RESTART, DATABASE_OUTAGE;

        boolean outage() {
            return this == BROKER_RESTART || this == DATABASE_OUTAGE;
        }
    }

    /** One fault; {@code ended} when the broker or database was back, or the restarted instance ready. */
    record Fault(int n, Kind kind, String instance, Instant began, Instant ended, Duration down, int commandsBefore,
            String note) {
    }

    private final TwoInstances stack;
    private final long processId;
    private final TestPlant plant;
    private final AutopilotPerson person;
    private final AtomicInteger personFailures = new AtomicInteger();
    private final List<Fault> faults = Collections.synchronizedList(new ArrayList<>());
    private Instant start;

    private AutopilotFaultSoak(TwoInstances stack, long processId, TestPlant plant) {
        this.stack = stack;
        this.processId = processId;
        this.plant = plant;
        this.person = new AutopilotPerson(stack, processId);
    }

    public static void main(String[] args) throws Exception {
        double minutes = args.length > 0 ? Double.parseDouble(args[0]) : 30;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 2026;
        Path out = Path.of(args.length > 2 ? args[2] : "target/autopilot-fault-soak");
        Files.createDirectories(out);
        Duration length = Duration.ofSeconds(Math.round(minutes * 60));
        String loadBefore = Files.readString(Path.of("/proc/loadavg")).trim();
        System.out.printf("Autopilot fault soak for %s (seed %d); load before: %s%n", length, seed, loadBefore);
        List<String> failures;
        // Durable commits: the fast test server loses acknowledged commits at an abrupt stop, which no production
        // server does, and an instance that was told its proposal is stored waits for nothing
        TwoInstances stack = TwoInstances.startWithDurableCommits("autopilot-soak", 3,
                Map.of("targetwise.campaign.lease-duration", "3s"));
        TestPlant plant = null;
        try {
            long processId = AutopilotProcess.create(stack, "Autopilot soak");
            plant = new TestPlant(stack.kafka(), stack.bootstrapServers(), processId, "x", "V", 3, x -> x, 0.02);
            AutopilotFaultSoak soak = new AutopilotFaultSoak(stack, processId, plant);
            failures = soak.run(length, seed, out, loadBefore);
        } finally { // every process of the soak is stopped before the exit status is set
            if (plant != null) {
                plant.close();
            }
            System.out.println("Instance logs: " + stack.logs());
            stack.close();
        }
        System.exit(failures.isEmpty() ? 0 : 1);
    }


    private List<String> run(Duration length, long seed, Path out, String loadBefore) throws Exception {
        plant.settleFor(SETTLING);
        plant.measure(0.1, 3);
        plant.measure(0.9, 3);
        plant.measure(0.3, 3);
        plant.produceEvery(Duration.ofSeconds(2));
        start = Instant.now();
        ScheduledExecutorService watchers = Executors.newScheduledThreadPool(2);
        watchers.scheduleWithFixedDelay(() -> {
            try {
                person.look();
            } catch (Exception | AssertionError instanceAwayOrDatabaseDown) { // the person looks again later
                personFailures.incrementAndGet();
            }
        }, PERSON_EVERY.toMillis(), PERSON_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        watchers.scheduleAtFixedRate(() -> {
            try {
                System.out.println(progress());
            } catch (RuntimeException e) { // a progress line is never worth ending the progress output for
                System.out.println("  (no progress line: " + e + ")");
            }
        }, PROGRESS_EVERY.toSeconds(), PROGRESS_EVERY.toSeconds(), TimeUnit.SECONDS);

        Random random = new Random(seed);
        Deque<Kind> bag = new ArrayDeque<>();
        Instant next = start.plusSeconds(60 + random.nextInt(61));
        Instant end = start.plus(length);
        while (next.isBefore(end)) {
            Thread.sleep(Math.max(0, Duration.between(Instant.now(), next).toMillis()));
            if (bag.isEmpty()) {
                List<Kind> kinds = new ArrayList<>(List.of(Kind.values()));
                Collections.shuffle(kinds, random);
                bag.addAll(kinds);
            }
            Fault fault = inject(faults.size() + 1, bag.poll(), random);
            faults.add(fault);
            System.out.printf("  %s: fault %d %s%s, down %d s, over at %s%s%n", elapsed(fault.began()), fault.n(),
                    fault.kind(), fault.instance().isEmpty() ? "" : " of " + fault.instance(),
                    fault.down().toSeconds(), elapsed(fault.ended()), fault.note().isEmpty() ? "" : " (" + fault.note()
                            + ")");
            Instant gap = fault.began().plusSeconds(60 + random.nextInt(61));
            Instant quiet = fault.ended().plusSeconds(20);
            next = gap.isAfter(quiet) ? gap : quiet;
        }
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), end).toMillis()));

        // Stop the loop, then let every command issued before reach the plant. A click that races an applied move
        // is refused as "changed meanwhile" (409): a person looks and clicks again.
        Instant stopped = Instant.now();
        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofSeconds(1)).ignoreExceptions()
                .until(() -> stack.instance(person.live()).api().contentType("application/json").body("{}")
                        .post("/api/processes/{id}/autopilot/off", processId).statusCode() == 200);
        watchers.shutdownNow();
        watchers.awaitTermination(10, TimeUnit.SECONDS);
        settleCommandsInFlight();
        plant.close();

        AutopilotCommandAudit audit = AutopilotCommandAudit.settle(stack, processId, plant);
        PerIteration perIteration = perIteration();
        List<Window> windows = windows(stopped);
        String loadAfter = Files.readString(Path.of("/proc/loadavg")).trim();

        List<String> failures = new ArrayList<>(audit.failures());
        failures.addAll(perIteration.failures());
        windows.stream().filter(w -> w.commands() == 0 && !w.outage())
                .forEach(w -> failures.add("no command received in the window " + w.label() + " (no outage in it)"));

        writeFaults(out.resolve("faults.csv"));
        Files.writeString(out.resolve("windows.csv"), "window_start_s,window_end_s,commands_received,outage_in_window\n"
                + windows.stream().map(w -> "%d,%d,%d,%s".formatted(w.from(), w.to(), w.commands(), w.outage()))
                        .collect(Collectors.joining("\n")) + "\n");
        String summary = summary(length, seed, stopped, audit, perIteration, windows, failures, loadBefore, loadAfter);
        Files.writeString(out.resolve("summary.txt"), summary);
        System.out.println(summary);
        System.out.println("Written: " + out.toAbsolutePath().resolve("summary.txt") + ", faults.csv, windows.csv");
        return failures;
    }

    private Fault inject(int n, Kind kind, Random random) throws Exception {
        int commandsBefore = distinctReceived();
        Instant began = Instant.now();
        String instance = "";
        String note = "";
        Duration down;
        switch (kind) {
            case KILL_HOLDER, KILL_OTHER -> {
                String holder = leaseHolder();
                instance = kind == Kind.KILL_HOLDER ? holder : other(holder);
                down = Duration.ofSeconds(15 + random.nextInt(26));
                if (!stack.instance(instance).isRunning()) {
                    note = instance + " was not running";
                }
                stack.instance(instance).kill();
                Thread.sleep(down.toMillis());
                note = join(note, startAgain(instance));
            }
            case GRACEFUL_RESTART -> {
                instance = random.nextBoolean() ? "a" : "b";
                down = Duration.ofSeconds(5 + random.nextInt(11));
                note = instance.equals(leaseHolder()) ? "the lease holder" : "not the lease holder";
                stack.instance(instance).close(); // SIGTERM, and waits for the JVM's exit
                Thread.sleep(down.toMillis());
                note = join(note, startAgain(instance));
            }
            case BROKER_RESTART -> {
                down = Duration.ofSeconds(5 + random.nextInt(11));
                stack.restartBroker(down);
            }
            case DATABASE_OUTAGE -> {
                down = Duration.ofSeconds(10 + random.nextInt(21));
                stack.databaseOutage(down);
            }
            default -> throw new IllegalStateException(kind.toString());
        }
        return new Fault(n, kind, instance, began, Instant.now(), down, commandsBefore, note);
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + "; " + b;
    }

    /** Starts the instance's JVM again and waits for readiness; says so if it did not come. */
    private String startAgain(String instance) {
        Instant asked = Instant.now();
        try {
            stack.instance(instance).start();
            return "ready %.1f s after its start".formatted(Duration.between(asked, Instant.now()).toMillis() / 1000.0);
        } catch (RuntimeException notReady) {
            System.out.println("  instance " + instance + " not ready after its restart: " + notReady.getMessage());
            return "NOT READY after its restart: " + notReady.getMessage();
        }
    }

    /** The lease holder, {@code a} when no lease was taken yet or the database does not answer. */
    private String leaseHolder() {
        try {
            List<List<Object>> rows = stack.query("select owner from campaign_lease where process_id = ?", processId);
            return rows.isEmpty() ? "a" : (String) rows.get(0).get(0);
        } catch (Exception databaseAway) {
            return "a";
        }
    }

    private static String other(String instance) {
        return instance.equals("a") ? "b" : "a";
    }

    private int distinctReceived() {
        return (int) plant.commands().stream().map(c -> c.get("commandId").asText()).distinct().count();
    }

    /** Waits until every audited command reached the plant and nothing new arrived for 10 s (at most 90 s). */
    private void settleCommandsInFlight() throws InterruptedException {
        Instant limit = Instant.now().plusSeconds(90);
        int seen = -1;
        Instant stableSince = Instant.now();
        while (Instant.now().isBefore(limit)) {
            int now = plant.commands().size();
            if (now != seen) {
                seen = now;
                stableSince = Instant.now();
            }
            boolean allReceived;
            try {
                allReceived = AutopilotCommandAudit.settle(stack, processId, plant).notReceived().isEmpty();
            } catch (Exception e) {
                allReceived = false;
            }
            if (allReceived && Duration.between(stableSince, Instant.now()).toSeconds() >= 10) {
                return;
            }
            Thread.sleep(1000);
        }
    }

    /** The first receipt of each command id, in order. */
    private List<Instant> firstReceipts() {
        List<JsonNode> commands = plant.commands();
        List<Instant> receipts = plant.receipts();
        Set<String> seen = new HashSet<>();
        List<Instant> first = new ArrayList<>();
        for (int i = 0; i < Math.min(commands.size(), receipts.size()); i++) {
            if (seen.add(commands.get(i).get("commandId").asText())) {
                first.add(receipts.get(i));
            }
        }
        return first;
    }

    /** A 5-minute window since the start (the last one shorter), in seconds since the start. */
    record Window(long from, long to, int commands, boolean outage) {
        String label() {
            return "%d:%02d-%d:%02d".formatted(from / 60, from % 60, to / 60, to % 60);
        }
    }

    private List<Window> windows(Instant stopped) {
        List<Instant> receipts = firstReceipts();
        long total = Duration.between(start, stopped).toSeconds();
        List<Window> windows = new ArrayList<>();
        for (long from = 0; from < total; from += WINDOW.toSeconds()) {
            long to = Math.min(total, from + WINDOW.toSeconds());
            if (to - from < 60 && from > 0) { // a tail under a minute long is folded into the window before
                Window last = windows.remove(windows.size() - 1);
                from = last.from();
            }
            Instant a = start.plusSeconds(from);
            Instant b = start.plusSeconds(to);
            int commands = (int) receipts.stream().filter(r -> !r.isBefore(a) && r.isBefore(b)).count();
            boolean outage = faults.stream().anyMatch(f -> f.kind().outage() && f.began().isBefore(b)
                    && f.ended().isAfter(a));
            windows.add(new Window(from, to, commands, outage));
        }
        return windows;
    }

    /** The proposals per iteration, as the class comment defines it. */
    record PerIteration(int iterations, int proposals, int groups, List<List<Object>> over, List<List<Object>> overUnexplained,
            List<List<Object>> versionsFromTwoInstances, List<List<Object>> iterationsWithout,
            List<List<Object>> versionsWithoutIteration, int personRequested) {
        List<String> failures() {
            return overUnexplained.isEmpty() ? List.of()
                    : List.of("iterations with more than one proposal from one instance (not a person's request): "
                            + overUnexplained);
        }
    }

    private PerIteration perIteration() throws Exception {
        Set<Long> requested = person.requested();
        int iterations = ((Number) stack.query("select count(*) from campaign_iteration where process_id = ?",
                processId).get(0).get(0)).intValue();
        int proposals = ((Number) stack.query("select count(*) from proposal where process_id = ?", processId).get(0)
                .get(0)).intValue();
        List<List<Object>> groups = stack.query("select model_version, created_by, count(*) from proposal where"
                + " process_id = ? group by model_version, created_by", processId);
        List<List<Object>> over = stack.query("select p.model_version, p.created_by, p.id, p.status, p.selection_rule,"
                + " p.created_at, p.round_number from proposal p join (select model_version, created_by from proposal"
                + " where process_id = ? group by model_version, created_by having count(*) > 1) g"
                + " on g.model_version = p.model_version and g.created_by = p.created_by where p.process_id = ?"
                + " order by p.model_version, p.id", processId, processId);
        Map<List<Object>, List<List<Object>>> byGroup = new LinkedHashMap<>();
        over.forEach(r -> byGroup.computeIfAbsent(List.of(r.get(0), r.get(1)), k -> new ArrayList<>()).add(r));
        List<List<Object>> unexplained = new ArrayList<>();
        byGroup.forEach((group, rows) -> {
            long notAsked = rows.stream().filter(r -> !requested.contains(((Number) r.get(2)).longValue())).count();
            if (notAsked > 1) {
                unexplained.addAll(rows);
            }
        });
        List<List<Object>> twoInstances = stack.query("select model_version, string_agg(distinct created_by, ',')"
                + " from proposal where process_id = ? group by model_version having count(distinct created_by) > 1",
                processId);
        List<List<Object>> without = stack.query("select i.model_version from campaign_iteration i where"
                + " i.process_id = ? and not exists (select 1 from proposal p where p.process_id = i.process_id and"
                + " p.model_version = i.model_version) order by 1", processId);
        List<List<Object>> noIteration = stack.query("select p.model_version, count(*) from proposal p where"
                + " p.process_id = ? and not exists (select 1 from campaign_iteration i where i.process_id ="
                + " p.process_id and i.model_version = p.model_version) group by p.model_version order by 1",
                processId);
        return new PerIteration(iterations, proposals, groups.size(), over, unexplained, twoInstances, without,
                noIteration, requested.size());
    }

    private void writeFaults(Path file) throws Exception {
        List<Instant> receipts = firstReceipts();
        StringBuilder csv = new StringBuilder("n,kind,instance,began_utc,began_s,over_s,down_s,commands_before,"
                + "commands_during,first_command_after_s,note\n");
        synchronized (faults) {
            for (Fault f : faults) {
                long during = receipts.stream().filter(r -> !r.isBefore(f.began()) && r.isBefore(f.ended())).count();
                String after = receipts.stream().filter(r -> !r.isBefore(f.ended())).findFirst()
                        .map(r -> "%.1f".formatted(Duration.between(f.ended(), r).toMillis() / 1000.0)).orElse("none");
                csv.append("%d,%s,%s,%s,%d,%d,%d,%d,%d,%s,\"%s\"%n".formatted(f.n(), f.kind(), f.instance(), f.began(),
                        Duration.between(start, f.began()).toSeconds(), Duration.between(start, f.ended()).toSeconds(),
                        f.down().toSeconds(), f.commandsBefore(), during, after, f.note().replace('"', '\'')));
            }
        }
        Files.writeString(file, csv);
    }

    private String summary(Duration length, long seed, Instant stopped, AutopilotCommandAudit audit,
            PerIteration perIteration, List<Window> windows, List<String> failures, String loadBefore,
            String loadAfter) {
        Map<Kind, Long> byKind = new EnumMap<>(Kind.class);
        List<Instant> receipts = firstReceipts();
        List<Double> afterFault = new ArrayList<>();
        int noneAfter = 0;
        synchronized (faults) {
            for (Fault f : faults) {
                byKind.merge(f.kind(), 1L, Long::sum);
                var first = receipts.stream().filter(r -> !r.isBefore(f.ended())).findFirst();
                if (first.isPresent()) {
                    afterFault.add(Duration.between(f.ended(), first.get()).toMillis() / 1000.0);
                } else {
                    noneAfter++;
                }
            }
        }
        Collections.sort(afterFault);
        StringBuilder s = new StringBuilder();
        s.append("Autopilot fault soak: %s of faults (seed %d), stopped at %s; load %s before, %s after%n".formatted(
                length, seed, elapsed(stopped), loadBefore, loadAfter));
        s.append("faults injected: %d %s%n".formatted(faults.size(), byKind));
        s.append(("commands received: %d distinct (%d deliveries); audited %d = approved %d + reverts %d; APPLIED events"
                + " %d; proposals with more than one command: %s%n").formatted(audit.received().size(),
                        audit.deliveries(), audit.audited(), audit.approved(), audit.reverts(), audit.applied(),
                        audit.twice()));
        s.append("audited commands not received: %s; received but not audited: %s; issued by %s%n".formatted(
                audit.notReceived(), audit.notAudited(), audit.issuers()));
        s.append("commands received per 5-minute window: %s%n".formatted(windows.stream()
                .map(w -> w.label() + " " + w.commands() + (w.outage() ? " (outage in it)" : ""))
                .collect(Collectors.joining(", "))));
        s.append(("first command after each fault was over: median %s s, longest %s s; faults with no command after:"
                + " %d%n").formatted(afterFault.isEmpty() ? "-" : "%.1f".formatted(afterFault.get(afterFault.size() / 2)),
                        afterFault.isEmpty() ? "-" : "%.1f".formatted(afterFault.get(afterFault.size() - 1)), noneAfter));
        s.append(("proposals per iteration: %d iterations, %d proposals in %d (version, instance) groups; groups over"
                + " one: %s; of them not explained by a person's request: %s; versions with proposals from two"
                + " instances: %s; iterations without a proposal: %s; proposal versions without an iteration: %s;"
                + " proposals a person asked for: %d%n").formatted(perIteration.iterations(), perIteration.proposals(),
                        perIteration.groups(), perIteration.over(), perIteration.overUnexplained(),
                        perIteration.versionsFromTwoInstances(), perIteration.iterationsWithout(),
                        perIteration.versionsWithoutIteration(), perIteration.personRequested()));
        s.append("person: resumed the autopilot %d times; looks that failed (instance away, database down): %d%n"
                .formatted(person.resumed(), personFailures.get()));
        s.append(failures.isEmpty() ? "RESULT: every check held\n"
                : "RESULT: FAILED\n" + failures.stream().map(f -> "  - " + f).collect(Collectors.joining("\n")) + "\n");
        return s.toString();
    }

    private String progress() {
        String lease;
        try {
            lease = stack.query("select owner, generation from campaign_lease where process_id = ?", processId)
                    .toString();
        } catch (Exception databaseAway) {
            lease = "? (database away)";
        }
        return "[%s] faults %d | commands received %d | resumed %d | a %s, b %s | lease %s".formatted(
                elapsed(Instant.now()), faults.size(), distinctReceived(), person.resumed(),
                stack.instance("a").isRunning() ? "up" : "down", stack.instance("b").isRunning() ? "up" : "down",
                lease);
    }

    private String elapsed(Instant at) {
        long s = Duration.between(start, at).toSeconds();
        return "%d:%02d".formatted(s / 60, s % 60);
    }
}
