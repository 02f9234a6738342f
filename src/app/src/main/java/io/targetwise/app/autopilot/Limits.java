package io.targetwise.app.autopilot;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.targetwise.app.campaign.OperatingLimits;
import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.Formats;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.app.process.ProcessDefinition.DesignVariable;
import io.targetwise.app.process.ProcessDefinition;

/**
 * An autopilot's limits resolved against its process's definition: per design variable (in the definition's order)
 * the box and the largest step, and the limits on the proposal, the pace and the hand-back. Immutable; {@link #of}
 * validates, {@link #check} decides whether the autopilot may apply a proposal.
 */
final class Limits {
    static final int MAX_MOVES_PER_HOUR = 3600;
    static final double MAX_MISS_SIGMA = 10;
    /** Setpoints are snapped to decimal multiples of a resolution: a bound met up to rounding is met. */
    private static final double ROUNDING = 1e-9;
    /** What a proposal searched within these limits says of them. */
    static final String SEARCHED_WITHIN = "the autopilot's box and steps";

    private final List<String> names;
    private final List<String> units;
    private final double[] lower;
    private final double[] upper;
    private final double[] maxStep;
    private final double minInsideSpec;
    private final int maxMovesPerHour;
    private final Integer handBackAfterMoves;
    private final Instant handBackAt;
    private final double maxMissSigma;

    Limits(List<String> names, List<String> units, double[] lower, double[] upper, double[] maxStep,
            double minInsideSpec, int maxMovesPerHour, Integer handBackAfterMoves, Instant handBackAt,
            double maxMissSigma) {
        this.names = List.copyOf(names);
        this.units = List.copyOf(units);
        this.lower = lower.clone();
        this.upper = upper.clone();
        this.maxStep = maxStep.clone();
        this.minInsideSpec = minInsideSpec;
        this.maxMovesPerHour = maxMovesPerHour;
        this.handBackAfterMoves = handBackAfterMoves;
        this.handBackAt = handBackAt;
        this.maxMissSigma = maxMissSigma;
    }

    /**
     * The requested limits with their defaults, checked against the process.
     *
     * @throws InvalidRequestException naming every invalid field ({@code variables.stroke.max}, ...)
     */
    static Limits of(AutopilotLimits requested, ProcessDefinition process, Instant now) {
        if (requested == null) {
            throw new InvalidRequestException("Invalid autopilot limits", "body", "autopilot limits are required");
        }
        AutopilotLimits r = requested.withDefaults(process);
        List<FieldError> errors = new ArrayList<>();
        List<String> names = process.designVariables().stream().map(DesignVariable::name).toList();
        r.variables().keySet().stream().filter(name -> !names.contains(name)).forEach(name -> errors.add(
                new FieldError("variables." + name, "is no design variable of process " + process.name() + "; it has "
                        + names)));
        int d = names.size();
        double[] lower = new double[d];
        double[] upper = new double[d];
        double[] step = new double[d];
        for (int i = 0; i < d; i++) {
            AutopilotLimits.VariableLimit limit = r.variables().get(names.get(i));
            lower[i] = limit.min();
            upper[i] = limit.max();
            step[i] = limit.maxStep();
        }
        List<String> units = process.designVariables().stream().map(DesignVariable::unit).toList();
        errors.addAll(boxAndSteps(names, lower, upper, step, process));
        double minInside = r.minInsideSpecProbability();
        if (!(minInside >= 0 && minInside <= 1)) {
            errors.add(new FieldError("minInsideSpecProbability", "must be between 0 and 1, got " + minInside));
        }
        Integer moves = r.maxMovesPerHour();
        if (moves == null || moves < 1 || moves > MAX_MOVES_PER_HOUR) {
            errors.add(new FieldError("maxMovesPerHour", "must be chosen, between 1 and " + MAX_MOVES_PER_HOUR
                    + ", got " + moves));
        }
        if (r.handBackAfterMoves() != null && r.handBackAfterMoves() < 1) {
            errors.add(new FieldError("handBackAfterMoves", "must be at least 1 when given, got "
                    + r.handBackAfterMoves()));
        }
        if (r.handBackAt() != null && !r.handBackAt().isAfter(now)) {
            errors.add(new FieldError("handBackAt", "must lie in the future, got " + r.handBackAt()));
        }
        double miss = r.maxMissSigma();
        if (!(miss > 0 && miss <= MAX_MISS_SIGMA)) {
            errors.add(new FieldError("maxMissSigma", "must be above 0 and at most " + Formats.number(MAX_MISS_SIGMA)
                    + ", got " + miss));
        }
        if (!errors.isEmpty()) {
            throw new InvalidRequestException("Invalid autopilot limits", errors);
        }
        return new Limits(names, units, lower, upper, step, minInside, moves, r.handBackAfterMoves(), r.handBackAt(),
                miss);
    }

    /**
     * Where these limits no longer fit the process: the one check for switching on, resuming and a changed
     * definition (variables renamed, bounds or maximum steps moved). Empty when they fit.
     */
    List<FieldError> misfits(ProcessDefinition process) {
        return boxAndSteps(names, lower, upper, maxStep, process);
    }

    /** Each variable's box inside its design bounds and its step within (0, the process's maximum step]. */
    private static List<FieldError> boxAndSteps(List<String> names, double[] lower, double[] upper, double[] step,
            ProcessDefinition process) {
        List<String> defined = process.designVariables().stream().map(DesignVariable::name).toList();
        if (!names.equals(defined)) {
            return List.of(new FieldError("variables", "were resolved against " + names + ", the process now has "
                    + defined));
        }
        List<FieldError> errors = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            DesignVariable v = process.designVariables().get(i);
            String field = "variables." + v.name();
            if (!(lower[i] >= v.lowerBound() && lower[i] <= v.upperBound())) {
                errors.add(new FieldError(field + ".min", "must lie within the design bounds [" + range(v) + ", got "
                        + Formats.number(lower[i])));
            }
            if (!(upper[i] >= v.lowerBound() && upper[i] <= v.upperBound())) {
                errors.add(new FieldError(field + ".max", "must lie within the design bounds [" + range(v) + ", got "
                        + Formats.number(upper[i])));
            } else if (!(upper[i] >= lower[i])) {
                errors.add(new FieldError(field + ".max", "must not be below min " + Formats.number(lower[i])));
            }
            if (!(step[i] > 0 && step[i] <= v.effectiveMaxStep())) {
                errors.add(new FieldError(field + ".maxStep", "must be above 0 and at most the process's maximum step "
                        + Formats.number(v.effectiveMaxStep()) + " " + v.unit() + ", got " + Formats.number(step[i])));
            }
        }
        return errors;
    }

    /** The box and steps as the campaign's search limits ({@link AutopilotOperatingLimits}), in force since then. */
    OperatingLimits.Box searchBox(Instant since) {
        return new OperatingLimits.Box(SEARCHED_WITHIN, lower, upper, maxStep, since);
    }

    /** "60, 80] mm": the design bounds after an opening bracket. */
    private static String range(DesignVariable v) {
        return Formats.number(v.lowerBound()) + ", " + Formats.number(v.upperBound()) + "] " + v.unit();
    }

    /** The named form the API and the console show. */
    AutopilotLimits named() {
        Map<String, AutopilotLimits.VariableLimit> variables = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            variables.put(names.get(i), new AutopilotLimits.VariableLimit(lower[i], upper[i], maxStep[i]));
        }
        return new AutopilotLimits(variables, minInsideSpec, maxMovesPerHour, handBackAfterMoves, handBackAt,
                maxMissSigma);
    }

    /** What the autopilot decided about a proposal: the limits it met, and those it failed (none when it applies). */
    record Verdict(List<String> met, List<String> failed) {
        Verdict {
            met = List.copyOf(met);
            failed = List.copyOf(failed);
        }

        boolean passed() {
            return failed.isEmpty();
        }
    }

    /** What made a proposal, as far as the limits care. */
    enum Origin {
        /** The campaign's model, once the initial design is complete. */
        MODEL,
        /** The campaign's model before the initial design is complete: an early guess, never applied. */
        EARLY_GUESS,
        /** The initial design: no forecast, so no in-spec share to judge; box, step and pace hold as for any move. */
        INITIAL_DESIGN
    }

    /**
     * Checks a proposal against every limit.
     *
     * @param setpoint the proposal's setpoint, in the definition's variable order
     * @param insideSpec the predicted share of readings inside the specification limits there
     * @param running where the plant runs (the newest reading's setpoint); null when unknown, which fails the step
     * @param movesInLastHour moves the autopilot applied in the hour before now
     */
    Verdict check(double[] setpoint, double insideSpec, double[] running, long movesInLastHour, Origin origin) {
        List<String> met = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        if (origin == Origin.EARLY_GUESS) {
            failed.add("the initial design is not complete: the proposal is an early guess");
        } else if (origin == Origin.INITIAL_DESIGN) {
            met.add("a point of the initial design");
        }
        List<String> outside = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (setpoint[i] < lower[i] - ROUNDING * scale(i) || setpoint[i] > upper[i] + ROUNDING * scale(i)) {
                outside.add(names.get(i) + " " + Formats.number(setpoint[i]) + " outside [" + Formats.number(lower[i])
                        + ", " + Formats.number(upper[i]) + "] " + units.get(i));
            }
        }
        (outside.isEmpty() ? met : failed).add(outside.isEmpty() ? "inside the box" : "box: " + String.join("; ", outside));
        if (running == null) {
            failed.add("step: no reading yet shows where the plant runs");
        } else {
            List<String> tooFar = new ArrayList<>();
            double largestShare = 0;
            for (int i = 0; i < names.size(); i++) {
                double step = Math.abs(setpoint[i] - running[i]);
                largestShare = Math.max(largestShare, step / maxStep[i]);
                if (step > maxStep[i] + ROUNDING * scale(i)) {
                    tooFar.add(names.get(i) + " moves " + Formats.number(step) + " " + units.get(i) + ", more than "
                            + Formats.number(maxStep[i]));
                }
            }
            if (tooFar.isEmpty()) {
                met.add("steps within their maximum (largest " + Formats.percent(largestShare) + " of it)");
            } else {
                failed.add("step: " + String.join("; ", tooFar));
            }
        }
        String share = "predicted in-spec share " + Formats.percent(insideSpec);
        if (origin == Origin.INITIAL_DESIGN) {
            met.add("no forecast to judge");
        } else if (insideSpec >= minInsideSpec) {
            met.add(share + " ≥ " + Formats.percent(minInsideSpec));
        } else {
            failed.add(share + " below the minimum " + Formats.percent(minInsideSpec));
        }
        if (movesInLastHour < maxMovesPerHour) {
            met.add("move " + (movesInLastHour + 1) + " of at most " + maxMovesPerHour + " in an hour");
        } else {
            failed.add("moves per hour: " + movesInLastHour + " applied in the last hour, the limit is "
                    + maxMovesPerHour);
        }
        return new Verdict(met, failed);
    }

    private double scale(int i) {
        return Math.max(1, Math.max(Math.abs(lower[i]), Math.abs(upper[i])));
    }

    /** Why the autopilot must hand back now, if it must: its moves are used up, or its time is over. */
    Optional<String> handBack(int movesApplied, Instant now) {
        if (handBackAfterMoves != null && movesApplied >= handBackAfterMoves) {
            return Optional.of("handed back after " + movesApplied + " applied moves, as its limits said");
        }
        if (handBackAt != null && !now.isBefore(handBackAt)) {
            return Optional.of("handed back at " + Formats.time(handBackAt) + ", as its limits said");
        }
        return Optional.empty();
    }

    /** Whether a delivered mean missed its forecast by more than the limit allows. */
    boolean missTooLarge(double missSigma) {
        return Math.abs(missSigma) > maxMissSigma;
    }

    double maxMissSigma() {
        return maxMissSigma;
    }

    List<String> names() {
        return names;
    }

    double[] lower() {
        return lower.clone();
    }

    double[] upper() {
        return upper.clone();
    }

    double[] maxStep() {
        return maxStep.clone();
    }

    double minInsideSpec() {
        return minInsideSpec;
    }

    int maxMovesPerHour() {
        return maxMovesPerHour;
    }

    Integer handBackAfterMoves() {
        return handBackAfterMoves;
    }

    Instant handBackAt() {
        return handBackAt;
    }
}
