package io.targetwise.app.autopilot;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.process.ProcessDefinition;

/**
 * One run of the proof: what the plant read and was told, checked as it happens, and what the application says of
 * it at the end (its autopilot's audit trail, its alarms, its incumbent).
 */
final class ProofRun {
    /** A limit met up to rounding is met, as the autopilot's own check has it. */
    private static final double ROUNDING = 1e-9;
    private static final Pattern ALARM_KIND = Pattern.compile("\\(([A-Z_]+)\\)");
    private final ObjectMapper json = new ObjectMapper();

    record Reading(Instant at, String phase, Map<String, Double> setpoint, double reported, double made,
            boolean reportedOutside, boolean madeOutside) {
    }

    record Command(Instant at, String kind, String issuedBy, long proposalId, Map<String, Double> from,
            Map<String, Double> to, boolean inBox, double largestStepShare, boolean moved, boolean design) {
    }

    /**
     * The hands-off modes' autopilot limits, tighter than the process's: per design variable the central
     * {@code boxShare} of its range (bounds moved inwards onto its resolution grid) and {@code stepShare} of its
     * maximum step (down to a multiple of its resolution, at least one); and the plant's start inside that box, drawn
     * uniformly from the plant seed and snapped to the resolutions.
     */
    record HandsOffLimits(double[] min, double[] max, double[] maxStep, double[] start) {
        static HandsOffLimits of(ProcessDefinition definition, double boxShare, double stepShare, long seed) {
            int d = definition.designVariables().size();
            double[] min = new double[d];
            double[] max = new double[d];
            double[] step = new double[d];
            double[] start = new double[d];
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < d; i++) {
                ProcessDefinition.DesignVariable v = definition.designVariables().get(i);
                double low = v.lowerBound();
                double range = v.upperBound() - low;
                double r = v.resolution() == null ? 0 : v.resolution();
                double from = low + (1 - boxShare) / 2 * range;
                double to = low + (1 + boxShare) / 2 * range;
                min[i] = r > 0 ? low + Math.ceil((from - low) / r - 1e-9) * r : from;
                max[i] = r > 0 ? low + Math.floor((to - low) / r + 1e-9) * r : to;
                double s = stepShare * v.effectiveMaxStep();
                step[i] = r > 0 ? Math.max(r, Math.floor(s / r + 1e-9) * r) : s;
                double x = min[i] + random.nextDouble() * (max[i] - min[i]);
                start[i] = r > 0 ? Math.min(max[i], Math.max(min[i], low + Math.round((x - low) / r) * r)) : x;
            }
            return new HandsOffLimits(min, max, step, start);
        }

        /** The {@code variables} member of the autopilot's limits. */
        String variablesJson(ProcessDefinition definition) {
            List<String> members = new ArrayList<>();
            for (int i = 0; i < min.length; i++) {
                members.add(String.format(Locale.ROOT, "\"%s\": {\"min\": %.17g, \"max\": %.17g, \"maxStep\": %.17g}",
                        definition.designVariables().get(i).name(), min[i], max[i], maxStep[i]));
            }
            return "{" + String.join(", ", members) + "}";
        }
    }

    final String problem;
    final String mode;
    final int seed;
    final long processId;
    private final ProcessDefinition definition;
    private final double[] lower;
    private final double[] upper;
    private final double[] maxStep;
    final List<Reading> readings = new ArrayList<>();
    final List<Command> commands = new ArrayList<>();
    /** The application's view at switch-on: whether it takes the process for inside tolerance. */
    String insideAtSwitchOn = "";
    /** Alarms a person acknowledged so that the autopilot could be switched on. */
    int acknowledgedBeforeSwitchOn;
    /** Moves after the initial design (the plant's own, or in the hands-off modes the product's). */
    int applied;
    /** Moves of the product's initial design (rule {@code initial-design}), applied by the autopilot. */
    int designMoves;
    int reverts;
    int limitBreaks;
    int revertsBeyondStep;
    int resumes;
    int personApprovals;
    int idleBatches;
    long lastCommandProposal;
    String end = "";
    Instant onset;
    int onsetIndex = -1;
    double offset = Double.NaN;
    /** Hands-off modes: where the plant started, and every person action by kind (an alarm by its kind). */
    String start = "";
    final Map<String, Integer> personActions = new TreeMap<>();

    // What the application says at the end
    String finalState = "";
    int eventsApplied;
    int held;
    String heldReasons = "";
    int fellBack;
    String fallbackTriggers = "";
    String alarmKinds = "";
    int designProposals;
    int campaignProposals;
    int heldProposals;
    double eMin = Double.NaN;
    double modelEMin = Double.NaN;
    String incumbent = "";
    int incumbentMeasurements;
    double eLast = Double.NaN;
    double eBestRun = Double.NaN;

    // Faults
    boolean detected;
    String detectedBy = "";
    int readingsToDetection = -1;
    int readingsAfterOnset;
    boolean reverted;
    boolean plantMovedOnRevert;
    String revertTo = "";
    boolean suspended;
    int outsideMade;
    int outsideReported;
    String alarmsAfterOnset = "";
    /** Moves applied after the onset until the fault was caught (a SENSOR alarm or a fallback, whichever first). */
    int movesToDetection = -1;
    int readingsToSensorAlarm = -1;

    ProofRun(String problem, String mode, int seed, long processId, ProcessDefinition definition) {
        this.problem = problem;
        this.mode = mode;
        this.seed = seed;
        this.processId = processId;
        this.definition = definition;
        int d = definition.designVariables().size();
        lower = new double[d];
        upper = new double[d];
        maxStep = new double[d];
        for (int i = 0; i < d; i++) {
            ProcessDefinition.DesignVariable v = definition.designVariables().get(i);
            lower[i] = v.lowerBound();
            upper[i] = v.upperBound();
            maxStep[i] = v.effectiveMaxStep();
        }
    }

    /** The autopilot's limits as it reports them, every default filled in: the box and step every command must keep. */
    void useLimits(String view) throws IOException {
        JsonNode on = json.readTree(view);
        insideAtSwitchOn = on.path("insideToleranceSeen").asText("");
        JsonNode variables = on.get("limits").get("variables");
        for (int i = 0; i < lower.length; i++) {
            JsonNode v = variables.get(definition.designVariables().get(i).name());
            lower[i] = v.get("min").asDouble();
            upper[i] = v.get("max").asDouble();
            maxStep[i] = v.get("maxStep").asDouble();
        }
    }

    String limits() {
        return "box [" + AutopilotProofBenchmark.join(lower) + "] to [" + AutopilotProofBenchmark.join(upper)
                + "], max step [" + AutopilotProofBenchmark.join(maxStep) + "]";
    }

    void reading(Instant at, String phase, ProofPlant.Reading r, ProofPlant plant) {
        double lsl = definition.lowerSpecLimit();
        double usl = definition.upperSpecLimit();
        double reported = r.published().output();
        readings.add(new Reading(at, phase, r.published().setpoints(), reported, r.trueOutput(),
                reported < lsl || reported > usl, r.trueOutput() < lsl || r.trueOutput() > usl));
    }

    /** Checks a command against the box and the step from where the plant reports it runs. */
    void command(JsonNode command, Map<String, Double> from, Map<String, Double> to) {
        command(command, from, to, false);
    }

    /** As {@link #command(JsonNode, Map, Map)}; {@code design}: a move of the product's initial design. */
    void command(JsonNode command, Map<String, Double> from, Map<String, Double> to, boolean design) {
        String kind = command.get("kind").asText();
        boolean inBox = true;
        double largest = 0;
        for (int i = 0; i < lower.length; i++) {
            String name = definition.designVariables().get(i).name();
            double x = to.get(name);
            double tolerance = ROUNDING * Math.max(1, Math.max(Math.abs(lower[i]), Math.abs(upper[i])));
            inBox &= x >= lower[i] - tolerance && x <= upper[i] + tolerance;
            largest = Math.max(largest, Math.max(0, Math.abs(x - from.get(name)) - tolerance) / maxStep[i]);
        }
        boolean stepKept = largest <= 1;
        if (kind.equals("REVERT")) {
            reverts++;
            revertsBeyondStep += stepKept ? 0 : 1;
        } else {
            if (design) {
                designMoves++;
            } else {
                applied++;
            }
            lastCommandProposal = command.get("proposalId").asLong();
        }
        limitBreaks += (inBox ? 0 : 1) + (kind.equals("REVERT") || stepKept ? 0 : 1);
        commands.add(new Command(Instant.now(), kind, command.get("issuedBy").asText(),
                command.path("proposalId").asLong(0), from, to, inBox, largest, true, design));
    }

    /** A person's act, by kind: "acknowledged OUT_OF_TOLERANCE", "resumed", "approved a held proposal" ... */
    void person(String action) {
        personActions.merge(action, 1, Integer::sum);
    }

    int personActionCount() {
        return personActions.values().stream().mapToInt(Integer::intValue).sum();
    }

    void lastCommandMoved(boolean moved) {
        Command c = commands.remove(commands.size() - 1);
        commands.add(new Command(c.at(), c.kind(), c.issuedBy(), c.proposalId(), c.from(), c.to(), c.inBox(),
                c.largestStepShare(), moved, c.design()));
    }

    /** When the first reading after the fault's onset was delivered; null before. */
    Instant firstFaultyAt() {
        return onsetIndex >= 0 && readings.size() > onsetIndex ? readings.get(onsetIndex).at() : null;
    }

    void onset(Instant at, double shift) {
        onset = at;
        onsetIndex = readings.size();
        offset = shift;
    }

    /** Reads the application's side of the run and the truth at its recommendation. */
    void finish(ApplicationInstance app, ProofPlant plant) throws IOException {
        JsonNode autopilot = get(app, "/api/processes/{id}/autopilot");
        finalState = autopilot.get("state").asText();
        JsonNode events = get(app, "/api/processes/{id}/autopilot/events?size=1000");
        Map<String, Integer> triggers = new TreeMap<>();
        Instant firstFallbackAfterOnset = null;
        String firstTrigger = "";
        List<String> heldWhy = new ArrayList<>();
        for (JsonNode e : events) { // newest first
            String action = e.get("action").asText();
            String detail = e.path("detail").asText("");
            Instant at = Instant.parse(e.get("at").asText());
            switch (action) {
                case "APPLIED" -> eventsApplied++;
                case "HELD" -> {
                    held++;
                    heldWhy.add(detail.replaceFirst("^left proposal \\d+ for a person: ", ""));
                }
                case "FELL_BACK" -> {
                    fellBack++;
                    String trigger = trigger(detail);
                    triggers.merge(trigger, 1, Integer::sum);
                    if (firstFaultyAt() != null && !at.isBefore(firstFaultyAt())) {
                        firstFallbackAfterOnset = at;
                        firstTrigger = trigger;
                    }
                }
                default -> {
                }
            }
        }
        heldReasons = String.join(" | ", heldWhy.stream().distinct().toList());
        fallbackTriggers = triggers.toString();
        JsonNode alarms = get(app, "/api/processes/{id}/alarms?size=1000");
        Map<String, Integer> kinds = new TreeMap<>();
        List<String> afterOnset = new ArrayList<>();
        Instant sensorAlarm = null;
        for (int i = alarms.size() - 1; i >= 0; i--) {
            JsonNode a = alarms.get(i);
            kinds.merge(a.get("kind").asText(), 1, Integer::sum);
            Instant raised = Instant.parse(a.get("raisedAt").asText());
            if (firstFaultyAt() != null && !raised.isBefore(firstFaultyAt()) && sensorAlarm == null
                    && a.get("kind").asText().equals("SENSOR")) {
                sensorAlarm = raised;
            }
            if (firstFaultyAt() != null && !raised.isBefore(firstFaultyAt())) {
                afterOnset.add(a.get("kind").asText() + " after " + readingsAfterOnsetUntil(raised) + " readings");
            }
        }
        alarmKinds = kinds.toString();
        alarmsAfterOnset = String.join("; ", afterOnset);
        for (JsonNode p : get(app, "/api/processes/{id}/proposals?size=1000")) {
            if (p.get("rule").asText().equals("initial-design")) {
                designProposals++;
            } else {
                campaignProposals++;
            }
            heldProposals += p.path("autopilotHold").isTextual() ? 1 : 0;
        }
        JsonNode history = get(app, "/api/processes/{id}/campaign/history?size=1");
        if (!history.isEmpty()) {
            Map<String, Double> x = new LinkedHashMap<>();
            history.get(0).get("incumbentSetpoints").fields().forEachRemaining(f -> x.put(f.getKey(),
                    f.getValue().asDouble()));
            eMin = plant.trueError(x);
            modelEMin = history.get(0).get("incumbentError").asDouble();
            incumbent = AutopilotProofBenchmark.setpoint(x);
            incumbentMeasurements = history.get(0).get("measurements").asInt();
        }
        eLast = plant.trueError(plant.setpoint());
        eBestRun = readings.stream().map(Reading::setpoint).distinct().mapToDouble(plant::trueError).min()
                .orElse(Double.NaN);
        if (onset != null) {
            judgeFault(firstFallbackAfterOnset, firstTrigger);
            readingsToSensorAlarm = sensorAlarm == null ? -1 : readingsAfterOnsetUntil(sensorAlarm);
            Instant caught = sensorAlarm == null ? firstFallbackAfterOnset : firstFallbackAfterOnset == null
                    || sensorAlarm.isBefore(firstFallbackAfterOnset) ? sensorAlarm : firstFallbackAfterOnset;
            if (caught != null) {
                movesToDetection = (int) commands.stream().filter(c -> !c.kind().equals("REVERT")
                        && c.at().isAfter(onset) && !c.at().isAfter(caught)).count();
            }
        }
    }

    private void judgeFault(Instant fallback, String trigger) {
        List<Reading> after = readings.subList(onsetIndex, readings.size());
        readingsAfterOnset = after.size();
        detected = fallback != null;
        suspended = detected || finalState.equals("SUSPENDED");
        detectedBy = detected ? trigger : "";
        readingsToDetection = detected ? readingsAfterOnsetUntil(fallback) : -1;
        Instant until = detected ? fallback : Instant.MAX;
        outsideMade = (int) after.stream().filter(r -> !r.at().isAfter(until) && r.madeOutside()).count();
        outsideReported = (int) after.stream().filter(r -> !r.at().isAfter(until) && r.reportedOutside()).count();
        commands.stream().filter(c -> c.kind().equals("REVERT") && firstFaultyAt() != null
                && c.at().isAfter(firstFaultyAt())).findFirst()
                .ifPresent(c -> {
                    reverted = true;
                    revertTo = AutopilotProofBenchmark.setpoint(c.to());
                    plantMovedOnRevert = c.moved();
                });
    }

    private int readingsAfterOnsetUntil(Instant at) {
        return (int) readings.subList(onsetIndex, readings.size()).stream().filter(r -> !r.at().isAfter(at)).count();
    }

    /** "FORECAST_MISSES", "forecast miss" ...: what made it fall back, from the audit entry. */
    private static String trigger(String detail) {
        if (detail.startsWith("suspended after a forecast miss")) {
            return "forecast miss";
        }
        Matcher m = ALARM_KIND.matcher(detail);
        return m.find() ? m.group(1) : detail;
    }

    private JsonNode get(ApplicationInstance app, String path) throws IOException {
        return json.readTree(app.sessionApi().get(path, processId).then().statusCode(200).extract().asString());
    }

    /** One line for the console. */
    String line() {
        return String.format(java.util.Locale.ROOT, "E_min %.4g (model %.4g) at %s; moves %d, reverts %d, limit breaks"
                + " %d, held %d, fell back %d %s, resumed %d, person approvals %d, idle batches %d; end: %s%s",
                eMin, modelEMin, incumbent, applied, reverts, limitBreaks, held, fellBack, fallbackTriggers, resumes,
                personApprovals, idleBatches, end, onset == null ? "" : String.format(java.util.Locale.ROOT,
                        "; fault: detected %s %s after %d readings, reverted %s (plant moved %s), suspended %s,"
                                + " out of tolerance made %d / reported %d of %d readings after onset; alarms: %s",
                        detected, detectedBy, readingsToDetection, reverted, plantMovedOnRevert, suspended,
                        outsideMade, outsideReported, readingsAfterOnset, alarmsAfterOnset)
                        + (onset == null ? "" : "; moves to the catch " + movesToDetection + ", readings to a SENSOR"
                                + " alarm " + readingsToSensorAlarm));
    }
}
