package io.targetwise.app.autopilot;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.app.process.ProcessDefinition;

/**
 * The limits an engineer switches the autopilot on with, by variable name. Absent fields take their defaults: a
 * variable's box is its design bounds and its step the process's maximum step (the trust region), the in-spec share
 * 0.9, the miss 3σ, and no hand-back; the moves per hour must be chosen, as plants differ by orders of magnitude.
 */
@Schema(description = "Limits of a process's autopilot")
public record AutopilotLimits(
        @Schema(description = "Per design variable: the box the autopilot may move in (within the design bounds) and"
                + " its largest step per move (at most the process's maximum step)") Map<String, VariableLimit> variables,
        @Schema(description = "Smallest predicted share of readings inside the specification limits at a proposal it"
                + " applies, 0..1", example = "0.9") Double minInsideSpecProbability,
        @Schema(description = "Most moves it applies in any hour, 1..3600", example = "6") Integer maxMovesPerHour,
        @Schema(description = "Hands back to a person after this many applied moves; absent: never")
        Integer handBackAfterMoves,
        @Schema(description = "Hands back to a person at this time; absent: never") Instant handBackAt,
        @Schema(description = "Falls back when a delivered mean misses its forecast by more than this many of the"
                + " forecast's standard deviations, (0, 10]", example = "3") Double maxMissSigma) {

    public static final double DEFAULT_MIN_INSIDE_SPEC = 0.9;
    public static final double DEFAULT_MAX_MISS_SIGMA = 3;

    /** Nothing chosen yet: every limit at its default, the moves per hour still to be chosen. */
    public static AutopilotLimits defaults(ProcessDefinition process) {
        return new AutopilotLimits(null, null, null, null, null, null).withDefaults(process);
    }

    /**
     * These limits with every absent field at its default: each design variable's box its design bounds and its step
     * the process's maximum step. The moves per hour stay as given; variables the process lacks stay, for the
     * validation to name.
     */
    public AutopilotLimits withDefaults(ProcessDefinition process) {
        Map<String, VariableLimit> filled = new LinkedHashMap<>();
        for (ProcessDefinition.DesignVariable v : process.designVariables()) {
            VariableLimit given = variables == null ? null : variables.get(v.name());
            filled.put(v.name(), new VariableLimit(
                    given == null || given.min() == null ? v.lowerBound() : given.min(),
                    given == null || given.max() == null ? v.upperBound() : given.max(),
                    given == null || given.maxStep() == null ? v.effectiveMaxStep() : given.maxStep()));
        }
        if (variables != null) {
            variables.forEach(filled::putIfAbsent);
        }
        return new AutopilotLimits(filled,
                minInsideSpecProbability == null ? DEFAULT_MIN_INSIDE_SPEC : minInsideSpecProbability,
                maxMovesPerHour, handBackAfterMoves, handBackAt,
                maxMissSigma == null ? DEFAULT_MAX_MISS_SIGMA : maxMissSigma);
    }

    /** One design variable's box and step; absent fields take the process's values. */
    @Schema(description = "A design variable's box and largest step for the autopilot")
    public record VariableLimit(Double min, Double max, Double maxStep) {
    }
}
