package io.targetwise.app.process;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import io.targetwise.core.proposal.SetpointVariable;
import io.targetwise.core.surrogate.ReplicateAggregator;

/**
 * A manufacturing process as an engineer defines it: the setpoints that can be moved, the conditions that are only
 * measured, and the output that must land on target within the specification limits. This record is what the REST
 * API and the console exchange; {@link ProcessEntity} is how it is stored.
 */
@Schema(description = "A process definition")
public record ProcessDefinition(
        @Schema(description = "Assigned by the server", readOnly = true) Long id,
        @Schema(required = true, example = "Billet forging press") String name,
        String description,
        @Schema(required = true, minItems = 1, maxItems = ProcessValidator.MAX_VARIABLES) List<DesignVariable> designVariables,
        @Schema(maxItems = ProcessValidator.MAX_VARIABLES) List<EnvironmentalVariable> environmentalVariables,
        @Schema(required = true) Output output,
        @Schema(required = true, description = "Target value y* of the output") Double target,
        @Schema(required = true, description = "Lower specification limit") Double lowerSpecLimit,
        @Schema(required = true, description = "Upper specification limit") Double upperSpecLimit,
        @Schema(required = true, description = "Replicate measurements expected per setpoint", example = "3") Integer replicates) {

    public ProcessDefinition {
        designVariables = designVariables == null ? List.of() : List.copyOf(designVariables);
        environmentalVariables = environmentalVariables == null ? List.of() : List.copyOf(environmentalVariables);
    }

    /**
     * Setpoints whose replicates must be complete before the campaign proposes by itself: one per design variable
     * plus one, the fewest that let the model see a slope in every variable. Until then readings form the initial
     * design, and a proposal asked for explicitly says that it was made during it.
     */
    public int initialDesignSize() {
        return designVariables.size() + 1;
    }

    /** Per design variable the step within which readings are replicates: its resolution, 0 where continuous. */
    public double[] resolutions() {
        return designVariables.stream().mapToDouble(v -> v.resolution() == null ? 0 : v.resolution()).toArray();
    }

    /** Snaps setpoints to the resolutions: setpoints equal after snapping are one design point. */
    public ReplicateAggregator designPointSnapper() {
        return ReplicateAggregator.of(resolutions());
    }

    /** Setpoint values (in design-variable order) by variable name. */
    public Map<String, Double> namedSetpoints(double[] values) {
        return named(values, designVariables.stream().map(DesignVariable::name).toList());
    }

    /** Environment values (in environmental-variable order) by name; values not reported (NaN) are left out. */
    public Map<String, Double> namedEnvironment(double[] values) {
        return named(values, environmentalVariables.stream().map(EnvironmentalVariable::name).toList());
    }

    private static Map<String, Double> named(double[] values, List<String> names) {
        Map<String, Double> byName = new LinkedHashMap<>();
        for (int i = 0; i < Math.min(values.length, names.size()); i++) {
            if (!Double.isNaN(values[i])) {
                byName.put(names.get(i), values[i]);
            }
        }
        return byName;
    }

    public ProcessDefinition withId(Long newId) {
        return new ProcessDefinition(newId, name, description, designVariables, environmentalVariables, output, target,
                lowerSpecLimit, upperSpecLimit, replicates);
    }

    /**
     * A setpoint the plant can move, within bounds, in steps of its resolution (none: continuous), by at most
     * maxStep per move (none: {@value #DEFAULT_MAX_STEP_FRACTION} of the range).
     */
    public record DesignVariable(
            @Schema(required = true, example = "temperature") String name,
            @Schema(required = true, example = "degC") String unit,
            @Schema(required = true) Double lowerBound,
            @Schema(required = true) Double upperBound,
            @Schema(description = "Smallest step the plant can set; absent for continuous") Double resolution,
            @Schema(description = "Largest change a proposal may make from the running setpoint in one move (trust"
                    + " region); absent: a quarter of the range upperBound - lowerBound") Double maxStep) {
        /** The trust region's default half-width, as a fraction of the range. */
        public static final double DEFAULT_MAX_STEP_FRACTION = 0.25;

        /** A variable with the default maximum step. */
        public DesignVariable(String name, String unit, Double lowerBound, Double upperBound, Double resolution) {
            this(name, unit, lowerBound, upperBound, resolution, null);
        }

        /** The variable as the core's search space takes it, under the given name, with its resolution if any. */
        public SetpointVariable setpointVariable(String searchName) {
            SetpointVariable variable = SetpointVariable.of(searchName, lowerBound, upperBound);
            return resolution == null ? variable : variable.withResolution(resolution);
        }

        /** maxStep, or the default from the bounds, never below one resolution step so the variable can move. */
        public double effectiveMaxStep() {
            double step = maxStep != null ? maxStep : DEFAULT_MAX_STEP_FRACTION * (upperBound - lowerBound);
            return resolution == null ? step : Math.max(step, resolution);
        }
    }

    /** A condition the plant measures but cannot set, such as ambient humidity. */
    public record EnvironmentalVariable(
            @Schema(required = true) String name,
            @Schema(required = true) String unit) {
    }

    /** The quality characteristic that must hit the target. */
    public record Output(
            @Schema(required = true, example = "maximum diameter") String name,
            @Schema(required = true, example = "mm") String unit) {
    }
}
