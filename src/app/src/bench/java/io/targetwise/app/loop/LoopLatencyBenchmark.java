package io.targetwise.app.loop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Collectors;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.plant.BenchOperator;
import io.targetwise.app.plant.BenchStack;
import io.targetwise.app.plant.PlantTopics;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plant.PlantReading;
import io.targetwise.simulators.plant.VirtualPlant;

/**
 * How fast the loop answers, end to end through Kafka: the packaged application (H2 build) on a broker of its own,
 * the demo's forging press as its process with a history of N design points imported first (the demo's definition,
 * with specification limits wide enough that no OUT OF TOLERANCE alarm stops the autopilot), and the demo's virtual
 * plant ({@link VirtualPlant} over the forging simulator) answering each setpoint command at once with the process's
 * replicates. Each sample is the time from the broker's acknowledgement of a setpoint's last replicate to the answer
 * the plant waits for: in {@code manual} mode the new proposal's event on the events topic (an operator who approves
 * at once then approves it over REST), in {@code autopilot} mode the next setpoint command on the setpoints topic
 * (proposal, approval and outbox publication included). The first move, from the history, is not counted.
 *
 * <p>Arguments: design points of history, mode ({@code manual} or {@code autopilot}), moves to measure, output
 * folder. Writes {@code samples.csv} and prints the median, 95th percentile and maximum.
 */
public final class LoopLatencyBenchmark {
    private static final Duration ANSWER_TIMEOUT = Duration.ofMinutes(2);
    /** How long the autopilot mode waits for a command before it looks whether a fallback suspended the autopilot. */
    private static final Duration SUSPENSION_CHECK = Duration.ofSeconds(20);
    private static final int IMPORT_ROWS = 20_000;
    private final ObjectMapper json = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        if (args.length != 4 || !List.of("manual", "autopilot").contains(args[1])) {
            System.err.println("usage: LoopLatencyBenchmark DESIGN_POINTS manual|autopilot MOVES OUT_DIR");
            System.exit(2);
        }
        new LoopLatencyBenchmark().run(Integer.parseInt(args[0]), args[1].equals("autopilot"),
                Integer.parseInt(args[2]), Path.of(args[3]));
        System.exit(0);
    }

    private void run(int designPoints, boolean autopilot, int moves, Path out) throws Exception {
        Files.createDirectories(out);
        try (BenchStack stack = BenchStack.start("loop-latency")) {
            ApplicationInstance app = stack.app();
            long processId = createProcess(app);
            ProcessSpec spec = ForgingSimulator.create().spec();
            int replicates = app.api().get("/api/processes/{id}", processId).then().extract().jsonPath()
                    .getInt("replicates");
            VirtualPlant plant = VirtualPlant.of(ForgingSimulator.create(), processId, middle(spec), replicates,
                    Clock.systemUTC(), 2026);
            importHistory(app, processId, spec, replicates, designPoints);
            System.out.printf("History of %d design points imported%n", designPoints);
            try (KafkaProducer<String, String> producer = PlantTopics.producer(stack.bootstrapServers());
                    KafkaConsumer<String, String> commands = PlantTopics.consumer(stack.bootstrapServers(),
                            PlantTopics.SETPOINTS);
                    KafkaConsumer<String, String> events = PlantTopics.consumer(stack.bootstrapServers(),
                            PlantTopics.EVENTS)) {
                long lastProposal = BenchOperator.awaitNewProposal(app, processId, 0,
                        Instant.now().plus(Duration.ofMinutes(10)));
                if (autopilot) {
                    app.api().contentType("application/json").body("{\"maxMovesPerHour\": 3600,"
                            + " \"minInsideSpecProbability\": 0, \"maxMissSigma\": 10}")
                            .put("/api/processes/{id}/autopilot", processId).then().statusCode(200);
                }
                BenchOperator.approve(app, lastProposal); // the first move, from the history: not counted
                List<String[]> samples = new ArrayList<>();
                String key = Long.toString(processId);
                JsonNode command = PlantTopics.nextCommand(commands, key, Instant.now().plus(ANSWER_TIMEOUT));
                int resumed = 0;
                for (int move = 1; move <= moves; move++) {
                    Map<String, Double> setpoint = PlantTopics.setpoints(command);
                    boolean repeated = setpoint.equals(plant.currentSetpoint());
                    plant.moveTo(setpoint);
                    Instant delivered = null;
                    for (PlantReading r : plant.nextBatch()) {
                        PlantTopics.send(producer, r);
                        delivered = Instant.now(); // the broker acknowledged the last replicate
                    }
                    Instant answered;
                    if (autopilot) {
                        command = PlantTopics.nextCommand(commands, key, delivered.plus(SUSPENSION_CHECK));
                        answered = Instant.now();
                        if (command == null) { // not a sample: a fallback suspended it, and a person steps in
                            resumed += BenchOperator.resumeAfterFallback(app, processId, "no command within "
                                    + SUSPENSION_CHECK);
                            command = PlantTopics.nextCommand(commands, key, Instant.now().plus(ANSWER_TIMEOUT));
                            move--;
                            continue;
                        }
                    } else {
                        lastProposal = awaitProposalEvent(app, events, key, processId, lastProposal,
                                delivered.plus(ANSWER_TIMEOUT));
                        answered = Instant.now();
                        BenchOperator.approve(app, lastProposal);
                        command = PlantTopics.nextCommand(commands, key, Instant.now().plus(ANSWER_TIMEOUT));
                    }
                    long millis = Duration.between(delivered, answered).toMillis();
                    samples.add(new String[] {Integer.toString(move), repeated ? "repeated" : "first",
                            Long.toString(millis)});
                    System.out.printf("move %d (%s setpoint): %d ms%n", move, repeated ? "repeated" : "first", millis);
                }
                // The peer from the same run: what the application itself recorded for each of those iterations
                long[] iterationMillis = app.api().queryParam("size", moves).get("/api/processes/{id}/campaign/history",
                        processId).then().statusCode(200).extract().jsonPath().getList("fitMillis", Long.class)
                        .stream().mapToLong(Long::longValue).sorted().toArray();
                report(out, designPoints, autopilot, samples, resumed, iterationMillis);
            }
        }
    }

    /** The demo's definition, with specification limits 100 times as wide, so that no reading is out of tolerance. */
    private long createProcess(ApplicationInstance app) throws IOException {
        long demo = ApplicationInstance.demoProcessId(app.api());
        ObjectNode definition = (ObjectNode) json.readTree(app.api().get("/api/processes/{id}", demo).asString());
        double target = definition.get("target").asDouble();
        double halfWidth = 100 * (definition.get("upperSpecLimit").asDouble() - target);
        definition.remove("id");
        definition.put("name", "Loop latency " + UUID.randomUUID());
        definition.put("lowerSpecLimit", target - halfWidth);
        definition.put("upperSpecLimit", target + halfWidth);
        return BenchOperator.createProcess(app, json.writeValueAsString(definition));
    }

    private static Map<String, Double> middle(ProcessSpec spec) {
        Map<String, Double> middle = new LinkedHashMap<>();
        spec.designVariables().forEach(v -> middle.put(v.name(), snap(v, (v.lower() + v.upper()) / 2)));
        return middle;
    }

    private static double snap(ProcessSpec.DesignVariable v, double x) {
        return v.resolution() == 0 ? x : Math.min(v.upper(), Math.max(v.lower(),
                Math.round(x / v.resolution()) * v.resolution()));
    }

    /** Random setpoints over the design space, each with the process's replicates, dated in the past hours. */
    private void importHistory(ApplicationInstance app, long processId, ProcessSpec spec, int replicates,
            int designPoints) {
        VirtualPlant history = VirtualPlant.of(ForgingSimulator.create(), processId, middle(spec), replicates,
                Clock.offset(Clock.systemUTC(), Duration.ofHours(-6)), 7);
        SplittableRandom random = new SplittableRandom(11);
        List<String> environment = spec.environmentalVariables().stream().map(ProcessSpec.EnvironmentalVariable::name)
                .toList();
        String header = "sourceTime," + spec.designVariables().stream().map(ProcessSpec.DesignVariable::name)
                .collect(Collectors.joining(",")) + environment.stream().map(e -> ",environment:" + e)
                .collect(Collectors.joining()) + ",output,batchId";
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < designPoints; p++) {
            Map<String, Double> setpoint = new LinkedHashMap<>();
            spec.designVariables().forEach(v -> setpoint.put(v.name(), snap(v, v.lower()
                    + random.nextDouble() * (v.upper() - v.lower()))));
            history.moveTo(setpoint);
            for (PlantReading r : history.nextBatch()) {
                rows.add(r.sourceTime() + "," + spec.designVariables().stream().map(v -> Double.toString(
                        r.setpoints().get(v.name()))).collect(Collectors.joining(",")) + environment.stream()
                        .map(e -> "," + r.environment().get(e)).collect(Collectors.joining()) + "," + r.output()
                        + "," + r.batchId());
            }
        }
        for (int from = 0; from < rows.size(); from += IMPORT_ROWS) {
            String csv = header + "\n" + String.join("\n", rows.subList(from, Math.min(rows.size(),
                    from + IMPORT_ROWS))) + "\n";
            app.api().contentType("text/csv").body(csv).post("/api/processes/{id}/measurements/import", processId)
                    .then().statusCode(200);
        }
    }

    /** Waits for a proposals event of the process after which a newer open proposal exists; returns its id. */
    private long awaitProposalEvent(ApplicationInstance app, KafkaConsumer<String, String> events, String key,
            long processId, long after, Instant deadline) throws IOException {
        while (Instant.now().isBefore(deadline)) {
            for (ConsumerRecord<String, String> r : events.poll(Duration.ofMillis(10))) {
                JsonNode activity = json.readTree(r.value());
                if (r.key().equals(key) && activity.get("kind").asText().equals("PROPOSALS")) {
                    long newest = BenchOperator.newestOpen(app, processId);
                    if (newest > after) {
                        return newest;
                    }
                }
            }
        }
        throw new IllegalStateException("no proposal event for process " + processId + " in time");
    }

    private static void report(Path out, int designPoints, boolean autopilot, List<String[]> samples, int resumed,
            long[] iterationMillis) throws IOException {
        Files.writeString(out.resolve("samples.csv"), "move,setpoint,millis\n" + samples.stream()
                .map(s -> String.join(",", s)).collect(Collectors.joining("\n")) + "\n");
        long[] ms = samples.stream().mapToLong(s -> Long.parseLong(s[2])).sorted().toArray();
        System.out.printf(Locale.ROOT, "Loop latency, %d design points, %s: n = %d, median %d ms, p95 %d ms, max %d ms"
                + " (first setpoints %d, repeated %d; resumed after a fallback %d times)%n", designPoints,
                autopilot ? "autopilot" : "manual (instant approvals)", ms.length, percentile(ms, 0.5),
                percentile(ms, 0.95), ms[ms.length - 1], samples.stream().filter(s -> s[1].equals("first")).count(),
                samples.stream().filter(s -> s[1].equals("repeated")).count(), resumed);
        System.out.println("sorted: " + Arrays.toString(ms));
        System.out.printf(Locale.ROOT, "Peer: the campaign's recorded time per iteration (fitMillis) over the last %d:"
                + " median %d ms, p95 %d ms%n", iterationMillis.length, percentile(iterationMillis, 0.5),
                percentile(iterationMillis, 0.95));
    }

    /** The nearest-rank percentile. */
    private static long percentile(long[] sorted, double p) {
        return sorted[Math.max(0, (int) Math.ceil(p * sorted.length) - 1)];
    }
}
