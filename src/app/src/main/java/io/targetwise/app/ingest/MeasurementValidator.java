package io.targetwise.app.ingest;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.targetwise.app.common.Formats;
import io.targetwise.app.common.ValueList;
import io.targetwise.app.process.ProcessDefinition;

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

    /**
     * A plausible source time: no plant records before the Unix epoch (year 1, or 1969, is a clock that was never set,
     * and such a reading would sort before every real one), and RFC 3339 writes no year after 9999.
     */
    private static final Instant EARLIEST = MeasurementMessage.EARLIEST_PLAUSIBLE_SOURCE_TIME;
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999Z");
    private static final String MAGNITUDE_RANGE = "[" + -MeasurementMessage.MAX_MAGNITUDE + ", "
            + MeasurementMessage.MAX_MAGNITUDE + "]";

    /**
     * @param latestSourceTime the latest source time accepted now ({@link ClockSkew})
     * @throws RejectedMeasurementException with all reasons, if the measurement is unacceptable
     */
    public static ValidMeasurement validate(MeasurementMessage m, ProcessDefinition process, Instant latestSourceTime) {
        List<String> problems = new ArrayList<>();
        if (m.eventId() == null || m.eventId().isBlank()) {
            problems.add("eventId is missing");
        } else {
            checkText("eventId", m.eventId(), MeasurementMessage.EVENT_ID_LENGTH, problems);
        }
        if (m.sourceTime() == null) {
            problems.add("sourceTime is missing");
        } else if (m.sourceTime().isBefore(EARLIEST) || m.sourceTime().isAfter(LATEST)) {
            problems.add("sourceTime " + m.sourceTime() + " is outside " + EARLIEST + " to " + LATEST);
        } else if (m.sourceTime().isAfter(latestSourceTime)) {
            problems.add("sourceTime " + m.sourceTime() + " is in the future (the latest accepted now is "
                    + latestSourceTime + "; targetwise.ingest.max-clock-skew allows for clock drift)");
        }
        if (m.output() == null) {
            problems.add("output is missing");
        } else if (!Double.isFinite(m.output())) {
            problems.add("output is not a finite number: " + m.output());
        } else if (Math.abs(m.output()) > MeasurementMessage.MAX_MAGNITUDE) {
            problems.add("output = " + m.output() + " is outside " + MAGNITUDE_RANGE);
        }
        if (m.unit() == null || !m.unit().equals(process.output().unit())) {
            problems.add("unit " + Formats.quoted(m.unit()) + " does not match the process output unit '" + process.output().unit() + "'");
        }
        if (m.quality() == null) {
            problems.add("quality is missing (GOOD, UNCERTAIN or BAD)");
        }
        if (m.batchId() != null) {
            checkText("batchId", m.batchId(), MeasurementMessage.BATCH_ID_LENGTH, problems);
        }
        double[] setpoint = alignSetpoints(m.setpoints(), process.designVariables(), problems);
        double[] environment = alignEnvironment(m.environment(), process.environmentalVariables(), problems);
        checkValuesFit("setpoints", setpoint, problems);
        checkValuesFit("environment values", environment, problems);
        if (!problems.isEmpty()) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.INVALID, String.join("; ", problems));
        }
        return new ValidMeasurement(m, process, setpoint, environment);
    }

    /**
     * Only text that every supported database stores exactly: PostgreSQL cannot store the NUL character at all, and an
     * unpaired surrogate has no UTF-8 form (two ids differing only in one would be stored as the same bytes).
     */
    private static void checkText(String field, String value, int columnLength, List<String> problems) {
        if (value.length() > columnLength) {
            problems.add(field + " is longer than " + columnLength + " characters (" + value.length() + ")");
        }
        if (value.indexOf('\0') >= 0) {
            problems.add(field + " contains a NUL character");
        }
        if (hasUnpairedSurrogate(value)) {
            problems.add(field + " contains an unpaired UTF-16 surrogate, which no database stores as sent");
        }
    }

    static boolean hasUnpairedSurrogate(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Processes are bounded to 100 variables, which always fit; a definition stored before that bound may have more
     * values than the column holds.
     */
    private static void checkValuesFit(String what, double[] values, List<String> problems) {
        int length = ValueList.format(values).length();
        if (length > MeasurementMessage.VALUES_LENGTH) {
            problems.add("the " + what + " take " + length + " characters, more than the "
                    + MeasurementMessage.VALUES_LENGTH + " a measurement holds");
        }
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
                .forEach(name -> problems.add("setpoint " + Formats.quoted(name) + " is not a design variable of the process"));
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
            } else if (Math.abs(value) > MeasurementMessage.MAX_MAGNITUDE) {
                problems.add("environmental value '" + name + "' = " + value + " is outside " + MAGNITUDE_RANGE);
            } else {
                aligned[i] = value;
            }
        }
        given.keySet().stream().filter(name -> vars.stream().noneMatch(v -> v.name().equals(name)))
                .forEach(name -> problems.add("environmental value " + Formats.quoted(name) + " is not a variable of the process"));
        return aligned;
    }
}
