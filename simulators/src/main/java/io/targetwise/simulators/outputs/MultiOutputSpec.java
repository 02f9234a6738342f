package io.targetwise.simulators.outputs;

import io.targetwise.core.Arguments;
import io.targetwise.simulators.ProcessSpec;
import io.targetwise.simulators.ProcessSpec.DesignVariable;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a process with several quality characteristics declares: its design variables with bounds (as a
 * single-output {@link ProcessSpec}) and its characteristics, each with its own target and tolerance. The compact
 * constructor validates and names the offending field.
 */
public record MultiOutputSpec(String id, List<DesignVariable> designVariables,
        List<QualityCharacteristic> characteristics) {

    public MultiOutputSpec {
        Arguments.requireNonBlank("id", id);
        if (designVariables == null || designVariables.isEmpty()) {
            throw new IllegalArgumentException("designVariables must hold at least one variable");
        }
        if (characteristics == null || characteristics.isEmpty()) {
            throw new IllegalArgumentException("characteristics must hold at least one");
        }
        designVariables = List.copyOf(designVariables);
        characteristics = List.copyOf(characteristics);
        Set<String> names = new HashSet<>();
        for (DesignVariable v : designVariables) {
            if (!names.add(v.name())) {
                throw new IllegalArgumentException("variable names must be unique, '" + v.name() + "' appears twice");
            }
        }
        Set<String> outputs = new HashSet<>();
        for (QualityCharacteristic c : characteristics) {
            if (!outputs.add(c.name())) {
                throw new IllegalArgumentException("characteristic names must be unique, '" + c.name()
                        + "' appears twice");
            }
        }
    }

    public int dimension() {
        return designVariables.size();
    }

    public int outputs() {
        return characteristics.size();
    }

    public double[] lowerBounds() {
        return designVariables.stream().mapToDouble(DesignVariable::lower).toArray();
    }

    public double[] upperBounds() {
        return designVariables.stream().mapToDouble(DesignVariable::upper).toArray();
    }

    public double[] targets() {
        return characteristics.stream().mapToDouble(QualityCharacteristic::target).toArray();
    }

    public double[] halfTolerances() {
        return characteristics.stream().mapToDouble(QualityCharacteristic::halfTolerance).toArray();
    }

    /** @throws IllegalArgumentException naming the variable if the setpoint has the wrong length or leaves a bound */
    public void requireSetpoint(double[] setpoint) {
        ProcessSpec.requireSetpoint(id, designVariables, setpoint);
    }
}
