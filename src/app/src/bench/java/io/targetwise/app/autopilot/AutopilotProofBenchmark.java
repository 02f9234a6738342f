package io.targetwise.app.autopilot;

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
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.restassured.path.json.JsonPath;
import io.targetwise.app.autopilot.ProofPlant.Fault;
import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.plant.BenchOperator;
import io.targetwise.app.plant.BenchStack;
import io.targetwise.app.plant.PlantTopics;
import io.targetwise.app.plant.SimulatedProcesses;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.Simulator;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plant.VirtualPlant;
import io.targetwise.simulators.plantlike.InputNoise4d;
import io.targetwise.simulators.plantlike.LotSensitivity6d;
import io.targetwise.simulators.plantlike.NarrowBand2d;

/**
 * The proof on the virtual plant (issue #30 item 5): the packaged application (H2 build) on a broker of its own, and
 * for each problem, mode and plant seed a process of its own, created over REST from the simulator's definition as
 * the demo seeder builds it (the demo's 2 replicates per setpoint), with no history. The benchmark plays the plant
 * ({@link ProofPlant} over {@link VirtualPlant}): it runs the initial design itself, as the demo plant does (the
 * process's initial design size of corners and Latin hypercube setpoints, {@link SetpointPool}, drawn from the plant
 * seed), then answers each setpoint command on the setpoints topic at once with the process's replicates. With no
 * command for {@value #IDLE_SECONDS} s it reads again where it runs, as a real plant keeps producing.
 *
 * <p>Modes:
 * <ul>
 *   <li>{@code manual}: every open proposal is approved at once over REST, as a person would;</li>
 *   <li>{@code autopilot}: switched on once the first design setpoint's readings are stored (a person first
 *       acknowledges the alarm they raised, as switching on is refused while it is open), with the design bounds as
 *       its box, the process's maximum step (the trust region) as its step, 3,600 moves an hour, no
 *       minimum in-spec share (0), the default miss limit (3σ) and a hand-back after MOVES applied moves. When it
 *       stands still for {@value #LOOK_SECONDS} s the benchmark looks: SUSPENDED, it acknowledges the alarms,
 *       resumes and asks for a proposal, as a person would (counted, at most {@value #MAX_RESUMES} times); a
 *       proposal it held is approved by the benchmark (counted);</li>
 *   <li>{@code offset}, {@code stuck-sensor}, {@code stuck-actuator}: the autopilot mode with a fault injected in the
 *       plant once move {@value #FAULT_AFTER_MOVE}'s readings are delivered: an offset of the output of
 *       {@value #OFFSET_SIGMAS} σ_a (the true standard deviation at the setpoint run at the onset); every reported
 *       reading stuck at the last value reported before it; or setpoint commands ignored, the plant reporting where it
 *       truly runs. The run ends at the first revert or suspension after a faulty reading was delivered (one before
 *       answers what came before the fault, and a person resumes it as in the autopilot mode), after MOVES moves, or
 *       {@value #FAULT_WATCH_SECONDS} s after the onset.</li>
 *   <li>{@code hands-off}, {@code hands-off-offset}, {@code hands-off-stuck-sensor},
 *       {@code hands-off-stuck-actuator}: the plant runs no design of its own. It starts at a point drawn from the
 *       plant seed inside the autopilot's box (snapped to the resolutions) and reads there once; the autopilot is
 *       switched on at once (a person first acknowledging the alarms those readings raised), with the central
 *       {@value #HANDS_OFF_BOX} of each variable's range as its box, {@value #HANDS_OFF_STEP} of its maximum step as
 *       its step, 3,600 moves an hour, no minimum in-spec share, the default miss limit and no hand-back of its own;
 *       then the plant reads there again, and the product's initial design and the campaign bring the process in.
 *       The plant reads again after {@value #HANDS_OFF_IDLE_SECONDS} s without a command. MOVES counts the moves
 *       after the design; the benchmark switches the autopilot off at the end. Every person action is counted by
 *       kind: an alarm acknowledged (by its kind), a resume (which asks for a proposal by itself), a held proposal
 *       approved, a proposal asked for when it stood ON with nothing open for {@value #ASK_AFTER_SECONDS} s. The
 *       faults are injected after the 10th move after the design, and the run ends as in the fault modes.</li>
 * </ul>
 *
 * <p>Every setpoint command on the topic is checked against the box and step the benchmark set (the design bounds
 * and the process's maximum step, from where the plant reports it runs): a move beyond either is a broken limit. At the
 * end of a clean run the benchmark waits for the proposal after the last move and takes the campaign's incumbent
 * (the newest entry of {@code /campaign/history}) as the application's recommendation; E_min is the true
 * E(x) = (m(x) - target)^2 + sigma_a^2(x) there ({@link Simulator#truth}).
 *
 * <p>Arguments: {@code PROBLEM MODE SEEDS MOVES OUT_DIR}. PROBLEM: {@code forging}, {@code narrow-band-2d},
 * {@code input-noise-4d}, {@code lot-sensitivity-6d}, a comma list, or {@code all}. MODE: {@code manual},
 * {@code autopilot}, {@code offset}, {@code stuck-sensor}, {@code stuck-actuator}, the hands-off modes, a comma list,
 * {@code clean} (manual and autopilot), {@code faults} (the three faults), {@code hands-off-all} (the four hands-off
 * modes), {@code hands-off-faults} (the three hands-off faults) or {@code all}. SEEDS: plant seeds, {@code N} for 1 to N
 * or {@code A-B}. MOVES: applied moves after the initial design. Writes per run {@code RUN-readings.csv} and
 * {@code RUN-commands.csv}, and {@code runs.csv}, {@code summary.csv}, {@code paired.csv} (autopilot minus manual
 * by seed), {@code faults.csv} and, for the hands-off modes, {@code hands-off.csv}; prints the summary.
 */
public final class AutopilotProofBenchmark {
    static final int FAULT_AFTER_MOVE = 10;
    static final double OFFSET_SIGMAS = 4;
    static final int IDLE_SECONDS = 15;
    /**
     * Hands-off: the plant reads again after this long without a command, longer than the application's quiet period
     * (30 s), so that a plant reading on lets the campaign's run on its readings come after that period rather than
     * at its 2-minute cap: the first design move waits on it.
     */
    static final int HANDS_OFF_IDLE_SECONDS = 35;
    static final int LOOK_SECONDS = 5;
    static final int FAULT_WATCH_SECONDS = 150;
    static final int MAX_RESUMES = 10;
    private static final Duration POLL = Duration.ofMillis(250);
    private static final Duration RUN_CAP = Duration.ofMinutes(8);
    private static final Duration FINAL_PROPOSAL_WAIT = Duration.ofSeconds(60);
    private static final Map<String, Supplier<Simulator>> PROBLEMS = new LinkedHashMap<>();
    private static final List<String> MODES = List.of("manual", "autopilot", "offset", "stuck-sensor",
            "stuck-actuator", "hands-off", "hands-off-offset", "hands-off-stuck-sensor", "hands-off-stuck-actuator");
    static final String HANDS_OFF = "hands-off";
    /** The hands-off autopilot's box: this central share of each variable's range. */
    static final double HANDS_OFF_BOX = 0.7;
    /** The hands-off autopilot's step: this share of each variable's maximum step. */
    static final double HANDS_OFF_STEP = 0.6;
    /** Hands-off: with the autopilot ON, nothing open and no command for this long, a person asks for a proposal. */
    static final int ASK_AFTER_SECONDS = 90;

    static {
        PROBLEMS.put(ForgingSimulator.ID, ForgingSimulator::create);
        PROBLEMS.put(NarrowBand2d.ID, NarrowBand2d::create);
        PROBLEMS.put(InputNoise4d.ID, InputNoise4d::create);
        PROBLEMS.put(LotSensitivity6d.ID, LotSensitivity6d::create);
    }

    private final ObjectMapper json = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: AutopilotProofBenchmark PROBLEM|all MODE|clean|faults|all SEEDS MOVES OUT_DIR");
            System.exit(2);
        }
        List<String> problems = args[0].equals("all") ? List.copyOf(PROBLEMS.keySet()) : List.of(args[0].split(","));
        List<String> modes = switch (args[1]) {
            case "all" -> MODES;
            case "clean" -> MODES.subList(0, 2);
            case "faults" -> MODES.subList(2, 5);
            case "hands-off-all" -> MODES.subList(5, 9);
            case "hands-off-faults" -> MODES.subList(6, 9);
            default -> List.of(args[1].split(","));
        };
        problems.stream().filter(p -> !PROBLEMS.containsKey(p)).forEach(p -> {
            throw new IllegalArgumentException("unknown problem " + p + "; known: " + PROBLEMS.keySet());
        });
        modes.stream().filter(m -> !MODES.contains(m)).forEach(m -> {
            throw new IllegalArgumentException("unknown mode " + m + "; known: " + MODES);
        });
        int[] seeds = args[2].contains("-") ? IntStream.rangeClosed(Integer.parseInt(args[2].split("-")[0]),
                Integer.parseInt(args[2].split("-")[1])).toArray() : IntStream.rangeClosed(1,
                Integer.parseInt(args[2])).toArray();
        new AutopilotProofBenchmark().run(problems, modes, seeds, Integer.parseInt(args[3]), Path.of(args[4]));
        System.exit(0);
    }

    private void run(List<String> problems, List<String> modes, int[] seeds, int moves, Path out) throws Exception {
        Files.createDirectories(out);
        List<ProofRun> runs = new ArrayList<>();
        try (BenchStack stack = BenchStack.start("autopilot-proof")) {
            for (String problem : problems) {
                for (int seed : seeds) {
                    for (String mode : modes) {
                        Instant began = Instant.now();
                        ProofRun run = run(stack, problem, mode, seed, moves, out);
                        runs.add(run);
                        System.out.printf(Locale.ROOT, "%s %s seed %d: %s (%d s)%n", problem, mode, seed,
                                run.line(), Duration.between(began, Instant.now()).toSeconds());
                        ProofReport.writeRuns(out, runs);
                    }
                }
            }
        }
        ProofReport.summarise(out, runs, moves);
    }

    private ProofRun run(BenchStack stack, String problem, String mode, int seed, int moves, Path out)
            throws Exception {
        ApplicationInstance app = stack.app();
        Simulator simulator = PROBLEMS.get(problem).get();
        ProcessDefinition definition = SimulatedProcesses.definition(simulator.spec(), "Proof " + problem + " " + mode
                + " seed " + seed + " " + UUID.randomUUID().toString().substring(0, 8), "Autopilot proof benchmark");
        long processId = BenchOperator.createProcess(app, json.writeValueAsString(definition));
        String key = Long.toString(processId);
        boolean autopilot = !mode.equals("manual");
        boolean handsOff = mode.startsWith(HANDS_OFF);
        Fault fault = switch (mode.replaceFirst("^" + HANDS_OFF + "-", "")) {
            case "offset" -> Fault.OFFSET;
            case "stuck-sensor" -> Fault.STUCK_SENSOR;
            case "stuck-actuator" -> Fault.STUCK_ACTUATOR;
            default -> Fault.NONE;
        };
        ProofRun run = new ProofRun(problem, mode, seed, processId, definition);
        // Hands-off: the plant runs no design of its own; it starts at a point of its own inside the autopilot's box
        ProofRun.HandsOffLimits limits = handsOff ? ProofRun.HandsOffLimits.of(definition, HANDS_OFF_BOX,
                HANDS_OFF_STEP, seed) : null;
        List<double[]> design = handsOff ? List.of(limits.start()) : SetpointPool.cornersAndLatinHypercube(
                simulator.spec(), definition.initialDesignSize(), new SplittableRandom(seed));
        ProofPlant plant = new ProofPlant(VirtualPlant.of(simulator, processId, definition.namedSetpoints(
                design.get(0)), definition.replicates(), Clock.systemUTC(), seed), simulator);
        try (KafkaProducer<String, String> producer = PlantTopics.producer(stack.bootstrapServers());
                KafkaConsumer<String, String> commands = PlantTopics.consumer(stack.bootstrapServers(),
                        PlantTopics.SETPOINTS)) {
            if (handsOff) {
                // One set of readings where it starts, the autopilot switched on, and the plant reads on there: the
                // product proposes its design once the plant has read there more often than its replicates. Switched
                // on after that, the autopilot would find the first design move open under the process's limits,
                // made before it was on, and never act (see docs/benchmarks/autopilot.md)
                run.start = setpoint(plant.setpoint());
                deliver(producer, plant, run, "start");
                switchOn(app, processId, definition.replicates(), "\"handBackAfterMoves\": null, \"variables\": "
                        + limits.variablesJson(definition), run);
                deliver(producer, plant, run, "start");
            }
            for (double[] x : handsOff ? List.<double[]>of() : design) {
                plant.moveTo(definition.namedSetpoints(x));
                deliver(producer, plant, run, "design");
                if (autopilot && run.readings.size() == definition.replicates()) {
                    switchOn(app, processId, definition.replicates(), "\"handBackAfterMoves\": " + moves, run);
                }
            }
            loop(app, processId, key, autopilot, handsOff, fault, moves, plant, producer, commands, run);
        }
        if (fault == Fault.NONE && run.end.equals("moves done")) {
            awaitFinalProposal(app, processId, run.lastCommandProposal);
        }
        if (handsOff && !BenchOperator.autopilotState(app, processId).equals("OFF")) {
            // The run's end, not a person stepping in: the benchmark switches it off before reading the results
            app.api().contentType("application/json").body("{\"reason\": \"end of the benchmark run\"}")
                    .post("/api/processes/{id}/autopilot/off", processId).then().statusCode(200);
        }
        run.finish(app, plant);
        ProofReport.writeRun(out, run);
        return run;
    }

    private void loop(ApplicationInstance app, long processId, String key, boolean autopilot, boolean handsOff,
            Fault fault, int moves, ProofPlant plant, KafkaProducer<String, String> producer,
            KafkaConsumer<String, String> commands, ProofRun run) throws Exception {
        Instant started = Instant.now();
        Instant lastActivity = Instant.now();
        Instant lastCommand = Instant.now();
        Instant lastLook = Instant.now();
        long lastApproved = 0;
        int approvals = 0;
        while (true) {
            Instant now = Instant.now();
            if (run.applied >= moves) {
                run.end = "moves done";
                return;
            }
            if (now.isAfter(started.plus(RUN_CAP))) {
                run.end = "run cap " + RUN_CAP.toMinutes() + " min";
                return;
            }
            if (run.onset != null && now.isAfter(run.onset.plusSeconds(FAULT_WATCH_SECONDS))) {
                run.end = "fault watch over";
                return;
            }
            JsonNode command = PlantTopics.nextCommand(commands, key, now.plus(POLL));
            if (command != null) {
                boolean revert = command.get("kind").asText().equals("REVERT");
                // A revert before any faulty reading answers what came before the fault: a person resumes it below
                boolean afterFaultyReadings = run.firstFaultyAt() != null;
                Map<String, Double> to = PlantTopics.setpoints(command);
                run.command(command, plant.setpoint(), to, !revert && handsOff && initialDesign(app, processId,
                        command.get("proposalId").asLong()));
                boolean moved = plant.moveTo(to);
                run.lastCommandMoved(moved);
                deliver(producer, plant, run, revert ? "revert" : run.commands.get(run.commands.size() - 1).design()
                        ? "design" : "move");
                lastActivity = Instant.now();
                lastCommand = lastActivity;
                if (fault != Fault.NONE && run.onset == null && run.applied == FAULT_AFTER_MOVE) {
                    double shift = OFFSET_SIGMAS * plant.trueSd(plant.setpoint());
                    plant.inject(fault, shift);
                    run.onset(Instant.now(), fault == Fault.OFFSET ? shift : Double.NaN);
                }
                if (revert && afterFaultyReadings) {
                    run.end = "reverted";
                    return;
                }
                continue;
            }
            now = Instant.now();
            if (!autopilot) {
                JsonPath open = BenchOperator.newestOpen(app.sessionApi(), processId);
                long id = open.getList("id").isEmpty() ? 0 : open.getLong("[0].id");
                if (id > lastApproved && approvals < moves && BenchOperator.tryApprove(app, id)) {
                    lastApproved = id;
                    approvals++;
                    lastActivity = Instant.now();
                    continue;
                }
            } else if (now.isAfter(lastActivity.plusSeconds(LOOK_SECONDS))
                    && now.isAfter(lastLook.plusSeconds(LOOK_SECONDS))) {
                lastLook = now;
                String state = BenchOperator.autopilotState(app, processId);
                if (state.equals("SUSPENDED") && run.firstFaultyAt() != null
                        && fellBackSince(app, processId, run.firstFaultyAt())) {
                    run.end = "suspended";
                    return;
                }
                if (state.equals("SUSPENDED")) {
                    if (run.resumes >= MAX_RESUMES) {
                        run.end = "gave up after " + MAX_RESUMES + " resumes";
                        return;
                    }
                    if (handsOff) {
                        resume(app, processId, run);
                    } else {
                        run.resumes += BenchOperator.resumeAfterFallback(app, processId, "the autopilot stood still");
                    }
                    lastActivity = Instant.now();
                    lastCommand = lastActivity;
                    continue;
                }
                if (state.equals("OFF")) {
                    run.end = "handed back after " + run.applied + " moves";
                    return;
                }
                JsonPath open = BenchOperator.newestOpen(app.sessionApi(), processId);
                if (!open.getList("id").isEmpty() && open.getString("[0].autopilotHold") != null
                        && open.getLong("[0].id") > lastApproved && BenchOperator.tryApprove(app,
                                open.getLong("[0].id"))) {
                    lastApproved = open.getLong("[0].id");
                    run.personApprovals++;
                    run.person("approved a held proposal");
                    lastActivity = Instant.now();
                    continue;
                }
                if (handsOff && open.getList("id").isEmpty() && state.equals("ON")
                        && now.isAfter(lastCommand.plusSeconds(ASK_AFTER_SECONDS))) {
                    // ON, nothing open and no move for long: a person asks for a proposal
                    app.api().contentType("application/json").body("{\"count\": 1}")
                            .post("/api/processes/{id}/proposals", processId).then().statusCode(200);
                    run.person("asked for a proposal");
                    lastActivity = Instant.now();
                    lastCommand = lastActivity;
                    continue;
                }
            }
            if (Instant.now().isAfter(lastActivity.plusSeconds(handsOff ? HANDS_OFF_IDLE_SECONDS : IDLE_SECONDS))) {
                deliver(producer, plant, run, "idle");
                run.idleBatches++;
                lastActivity = Instant.now();
            }
            if (!autopilot) {
                Thread.sleep(POLL.toMillis());
            }
        }
    }

    /**
     * Switches the autopilot on once the first design setpoint's readings are stored, acknowledging the alarms they
     * raised first. Not before any reading: with none, the application takes the process for inside tolerance (no
     * readings are not "out of tolerance"), and the initial design's first reading outside would make it fall back.
     */
    private static void switchOn(ApplicationInstance app, long processId, int stored, String limits, ProofRun run)
            throws Exception {
        Instant deadline = Instant.now().plusSeconds(60);
        while (app.sessionApi().queryParam("size", 1).get("/api/processes/{id}/measurements", processId).then()
                .statusCode(200).extract().jsonPath().getLong("total") < stored) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("the first readings of process " + processId + " were not stored");
            }
            Thread.sleep(100);
        }
        for (int attempt = 0; attempt < 10; attempt++) {
            // Switching on is refused while an alarm it falls back on is open: the design's first readings are often
            // out of tolerance, and a person acknowledges that alarm first
            List<String> acknowledged = BenchOperator.acknowledgeOpenAlarmKinds(app, processId);
            run.acknowledgedBeforeSwitchOn += acknowledged.size();
            acknowledged.forEach(kind -> run.person("acknowledged " + kind));
            var answer = app.api().contentType("application/json").body("{\"maxMovesPerHour\": 3600,"
                    + " \"minInsideSpecProbability\": 0, " + limits + "}")
                    .put("/api/processes/{id}/autopilot", processId).then().extract();
            if (answer.statusCode() == 200) {
                run.useLimits(answer.asString());
                return;
            }
            if (answer.statusCode() != 409) {
                throw new IllegalStateException("switching the autopilot on answered " + answer.statusCode() + ": "
                        + answer.asString());
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the autopilot of process " + processId + " could not be switched on");
    }

    /**
     * Hands-off: a fallback suspended it; a person acknowledges the open alarms and resumes it (each act counted).
     * Resuming asks the campaign for a proposal by itself, so the person asks for none.
     */
    private static void resume(ApplicationInstance app, long processId, ProofRun run) {
        BenchOperator.acknowledgeOpenAlarmKinds(app, processId).forEach(kind -> run.person("acknowledged " + kind));
        app.api().contentType("application/json").body("{}").post("/api/processes/{id}/autopilot/resume", processId)
                .then().statusCode(200);
        run.resumes++;
        run.person("resumed");
    }

    /** Whether the proposal is a point (or a move towards one) of the product's initial design. */
    private boolean initialDesign(ApplicationInstance app, long processId, long proposalId) throws Exception {
        for (JsonNode p : json.readTree(app.sessionApi().queryParam("size", 1000)
                .get("/api/processes/{id}/proposals", processId).then().statusCode(200).extract().asString())) {
            if (p.get("id").asLong() == proposalId) {
                return p.get("rule").asText().equals("initial-design");
            }
        }
        throw new IllegalStateException("proposal " + proposalId + " of process " + processId + " not found");
    }

    /** Whether the autopilot's newest fallback came after {@code since}. */
    private boolean fellBackSince(ApplicationInstance app, long processId, Instant since) throws Exception {
        for (JsonNode e : json.readTree(app.sessionApi().get("/api/processes/{id}/autopilot/events?size=100",
                processId).then().statusCode(200).extract().asString())) {
            if (e.get("action").asText().equals("FELL_BACK")) {
                return !Instant.parse(e.get("at").asText()).isBefore(since);
            }
        }
        return false;
    }

    private static void deliver(KafkaProducer<String, String> producer, ProofPlant plant, ProofRun run, String phase)
            throws Exception {
        for (ProofPlant.Reading r : plant.nextBatch()) {
            PlantTopics.send(producer, r.published());
            run.reading(Instant.now(), phase, r, plant);
        }
    }

    /** The proposal made on the last move's readings, so that the campaign's incumbent has seen all of them. */
    private static void awaitFinalProposal(ApplicationInstance app, long processId, long after)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(FINAL_PROPOSAL_WAIT);
        while (Instant.now().isBefore(deadline)) {
            List<Long> ids = app.sessionApi().queryParam("size", 1).get("/api/processes/{id}/proposals", processId)
                    .then().statusCode(200).extract().jsonPath().getList("id", Long.class);
            if (!ids.isEmpty() && ids.get(0) > after) {
                return;
            }
            Thread.sleep(500);
        }
        System.out.printf("no proposal after the last move within %s: asking for one%n", FINAL_PROPOSAL_WAIT);
        app.api().contentType("application/json").body("{\"count\": 1}").post("/api/processes/{id}/proposals",
                processId).then().statusCode(200);
    }

    static String setpoint(Map<String, Double> setpoint) {
        return setpoint.values().stream().map(v -> String.format(Locale.ROOT, "%.6g", v))
                .collect(Collectors.joining(" "));
    }

    static double[] values(List<Double> list) {
        return list.stream().mapToDouble(Double::doubleValue).toArray();
    }

    static String join(double[] values) {
        return Arrays.stream(values).mapToObj(v -> String.format(Locale.ROOT, "%.4g", v))
                .collect(Collectors.joining(" "));
    }
}
