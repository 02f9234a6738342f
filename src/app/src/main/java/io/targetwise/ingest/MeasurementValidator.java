package io.targetwise.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.targetwise.process.ProcessDefinition;

/**
 * Checks a measurement against its process definition and lines its values up in the order of the process's
 * variables. Every problem is named, because the reason travels with the record to the dead-letter topic.
 */
public final class MeasurementValidator {

    private MeasurementValidator() {
    }

    /** A measurement that passed every check, with values in the process's variable order. */
    public record ValidMeasurement(MeasurementMessage message, ProcessDefinition process, double[] setpoint,
            double[] environment) {
    }

    /** @throws RejectedMeasurementException with all reasons, if the measurement is unacceptable */
    public static ValidMeasurement validate(MeasurementMessage m, ProcessDefinition process) {
        List<String> problems = new ArrayList<>();
        if (m.eventId() == null || m.eventId().isBlank()) {
            problems.add("eventId is missing");
        } else if (m.eventId().length() > 200) {
            problems.add("eventId is longer than 200 characters");
        }
        if (m.sourceTime() == null) {
            problems.add("sourceTime is missing");
        }
        if (m.output() == null) {
            problems.add("output is missing");
        } else if (!Double.isFinite(m.output())) {
            problems.add("output is not a finite number: " + m.output());
        }
        if (m.unit() == null || !m.unit().equals(process.output().unit())) {
            problems.add("unit '" + m.unit() + "' does not match the process output unit '" + process.output().unit() + "'");
        }
        if (m.quality() == null) {
            problems.add("quality is missing (GOOD, UNCERTAIN or BAD)");
        }
        double[] setpoint = alignSetpoints(m.setpoints(), process.designVariables(), problems);
        double[] environment = alignEnvironment(m.environment(), process.environmentalVariables(), problems);
        if (!problems.isEmpty()) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.INVALID, String.join("; ", problems));
        }
        return new ValidMeasurement(m, process, setpoint, environment);
    }

    private static double[] alignSetpoints(Map<String, Double> values, List<ProcessDefinition.DesignVariable> vars,
            List<String> problems) {
        Map<String, Double> given = values == null ? Map.of() : values;
        double[] aligned = new double[vars.size()];
        for (int i = 0; i < vars.size(); i++) {
            ProcessDefinition.DesignVariable v = vars.get(i);
            Double value = given.get(v.name());
            if (value == null) {
                problems.add("setpoint '" + v.name() + "' is missing");
            } else if (!Double.isFinite(value)) {
                problems.add("setpoint '" + v.name() + "' is not a finite number: " + value);
            } else if (value < v.lowerBound() || value > v.upperBound()) {
                problems.add("setpoint '" + v.name() + "' = " + value + " is outside [" + v.lowerBound() + ", "
                        + v.upperBound() + "]");
            } else {
                aligned[i] = value;
            }
        }
        given.keySet().stream().filter(name -> vars.stream().noneMatch(v -> v.name().equals(name)))
                .forEach(name -> problems.add("setpoint '" + name + "' is not a design variable of the process"));
        return aligned;
    }

    private static double[] alignEnvironment(Map<String, Double> values,
            List<ProcessDefinition.EnvironmentalVariable> vars, List<String> problems) {
        Map<String, Double> given = values == null ? Map.of() : values;
        double[] aligned = new double[vars.size()];
        for (int i = 0; i < vars.size(); i++) {
            String name = vars.get(i).name();
            Double value = given.get(name);
            if (value == null) {
                aligned[i] = Double.NaN; // not reported this time; environment readings may be sporadic
            } else if (!Double.isFinite(value)) {
                problems.add("environmental value '" + name + "' is not a finite number: " + value);
            } else {
                aligned[i] = value;
            }
        }
        given.keySet().stream().filter(name -> vars.stream().noneMatch(v -> v.name().equals(name)))
                .forEach(name -> problems.add("environmental value '" + name + "' is not a variable of the process"));
        return aligned;
    }
}
