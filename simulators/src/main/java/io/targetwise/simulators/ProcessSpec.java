package io.targetwise.simulators;

import io.targetwise.core.Arguments;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * What a simulated process declares, in the terms of an application process definition: its design variables with
 * bounds, its environmental variables with their stationary distribution, its output, target and specification
 * limits. The compact constructor validates and names the offending field.
 */
public record ProcessSpec(String id, List<DesignVariable> designVariables,
        List<EnvironmentalVariable> environmentalVariables, Output output, double target, double lowerSpecLimit,
        double upperSpecLimit) {

    public ProcessSpec {
        Arguments.requireNonBlank("id", id);
        if (designVariables == null || designVariables.isEmpty()) {
            throw new IllegalArgumentException("designVariables must hold at least one variable");
        }
        designVariables = List.copyOf(designVariables);
        environmentalVariables = environmentalVariables == null ? List.of() : List.copyOf(environmentalVariables);
        Set<String> names = new HashSet<>();
        designVariables.forEach(v -> requireUnique(names, v.name()));
        environmentalVariables.forEach(v -> requireUnique(names, v.name()));
        if (output == null) {
            throw new IllegalArgumentException("output must not be null");
        }
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("target must be finite, got " + target);
        }
        if (!(lowerSpecLimit <= target && target <= upperSpecLimit && lowerSpecLimit < upperSpecLimit)
                || !Double.isFinite(lowerSpecLimit) || !Double.isFinite(upperSpecLimit)) {
            throw new IllegalArgumentException("specification limits must be finite with lowerSpecLimit <= target <= "
                    + "upperSpecLimit, got [" + lowerSpecLimit + ", " + upperSpecLimit + "] around " + target);
        }
    }

    /** A spec whose design variables are continuous unit-less reals named x1, x2, ... over the given bounds. */
    public static ProcessSpec box(String id, double[] lower, double[] upper, double target, double halfTolerance) {
        if (lower.length != upper.length) {
            throw new IllegalArgumentException("lower and upper must have equal lengths, got " + lower.length + " and "
                    + upper.length);
        }
        List<DesignVariable> variables = new ArrayList<>();
        for (int i = 0; i < lower.length; i++) {
            String name = lower.length == 1 ? "x" : "x" + (i + 1);
            variables.add(new DesignVariable(name, "", lower[i], upper[i], 0));
        }
        return new ProcessSpec(id, variables, List.of(), new Output("y", ""), target, target - halfTolerance,
                target + halfTolerance);
    }

    public int dimension() {
        return designVariables.size();
    }

    public double[] lowerBounds() {
        return designVariables.stream().mapToDouble(DesignVariable::lower).toArray();
    }

    public double[] upperBounds() {
        return designVariables.stream().mapToDouble(DesignVariable::upper).toArray();
    }

    /** @throws IllegalArgumentException naming the variable if the setpoint has the wrong length or leaves a bound */
    public void requireSetpoint(double[] setpoint) {
        requireSetpoint(id, designVariables, setpoint);
    }

    /**
     * The same check for any owner of design variables (a process, a stage of a chain), named in the message.
     *
     * @throws IllegalArgumentException naming the owner and the variable if the setpoint has the wrong length or
     *     leaves a bound
     */
    public static void requireSetpoint(String owner, List<DesignVariable> designVariables, double[] setpoint) {
        if (setpoint == null || setpoint.length != designVariables.size()) {
            throw new IllegalArgumentException(owner + ": setpoint must have " + designVariables.size()
                    + " values, got " + (setpoint == null ? "null" : setpoint.length));
        }
        for (int i = 0; i < setpoint.length; i++) {
            DesignVariable v = designVariables.get(i);
            if (!(setpoint[i] >= v.lower() && setpoint[i] <= v.upper())) {
                throw new IllegalArgumentException(owner + ": " + v.name() + " = " + setpoint[i] + " is outside ["
                        + v.lower() + ", " + v.upper() + "]");
            }
        }
    }

    /** @throws IllegalArgumentException if the environment does not have one finite value per variable */
    public void requireEnvironment(double[] environment) {
        if (environment == null || environment.length != environmentalVariables.size()) {
            throw new IllegalArgumentException(id + ": environment must have " + environmentalVariables.size()
                    + " values, got " + (environment == null ? "null" : environment.length));
        }
        for (int i = 0; i < environment.length; i++) {
            if (!Double.isFinite(environment[i])) {
                throw new IllegalArgumentException(id + ": " + environmentalVariables.get(i).name() + " is not finite: "
                        + environment[i]);
            }
        }
    }

    /** Independent Gaussian draws from each environmental variable's stationary distribution. */
    public double[] drawEnvironment(RandomGenerator rng) {
        double[] values = new double[environmentalVariables.size()];
        for (int i = 0; i < values.length; i++) {
            EnvironmentalVariable v = environmentalVariables.get(i);
            values[i] = v.nominal() + v.standardDeviation() * rng.nextGaussian();
        }
        return values;
    }

    private static void requireUnique(Set<String> names, String name) {
        if (!names.add(name)) {
            throw new IllegalArgumentException("variable names must be unique, '" + name + "' appears twice");
        }
    }

    /** A setpoint the plant can move within [lower, upper], in steps of resolution (0: continuous). */
    public record DesignVariable(String name, String unit, double lower, double upper, double resolution) {
        public DesignVariable {
            Arguments.requireNonBlank("name", name);
            if (unit == null) {
                throw new IllegalArgumentException(name + ": unit must not be null (empty for none)");
            }
            if (!Double.isFinite(lower) || !Double.isFinite(upper) || !(lower < upper)) {
                throw new IllegalArgumentException(name + ": bounds must be finite with lower < upper, got [" + lower
                        + ", " + upper + "]");
            }
            if (!(resolution >= 0) || Double.isInfinite(resolution)) {
                throw new IllegalArgumentException(name + ": resolution must be finite and >= 0, got " + resolution);
            }
        }
    }

    /**
     * A condition that is measured, not set; it fluctuates around {@code nominal} with the given standard deviation
     * (its stationary distribution, from which independent replicates draw).
     */
    public record EnvironmentalVariable(String name, String unit, double nominal, double standardDeviation) {
        public EnvironmentalVariable {
            Arguments.requireNonBlank("name", name);
            if (unit == null) {
                throw new IllegalArgumentException(name + ": unit must not be null (empty for none)");
            }
            if (!Double.isFinite(nominal)) {
                throw new IllegalArgumentException(name + ": nominal must be finite, got " + nominal);
            }
            if (!(standardDeviation >= 0) || Double.isInfinite(standardDeviation)) {
                throw new IllegalArgumentException(name + ": standardDeviation must be finite and >= 0, got "
                        + standardDeviation);
            }
        }
    }

    /** The quality characteristic that must hit the target. */
    public record Output(String name, String unit) {
        public Output {
            Arguments.requireNonBlank("output name", name);
            if (unit == null) {
                throw new IllegalArgumentException(name + ": unit must not be null (empty for none)");
            }
        }
    }
}
