package io.targetwise.app.process;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.FreeText;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The rules a process definition must meet before it is stored. Every violation is reported with the field to fix,
 * so a form can show each message next to its input.
 */
public final class ProcessValidator {
    public static final int MAX_NAME_LENGTH = 120;
    static final int MAX_UNIT_LENGTH = 40;
    static final int MAX_DESCRIPTION_LENGTH = 2000;
    /**
     * Names and units are shown in the console, its charts and the Kafka contract: letters of any script, digits and
     * the punctuation units and plant names use, but nothing markup or quoting is made of.
     */
    private static final Pattern SAFE_NAME = Pattern.compile("[\\p{L}\\p{M}\\p{N} _.,:/()%°#+·^*-]+");
    private static final String SAFE_NAME_RULE = "may contain only letters, digits, spaces and _ . , : / ( ) % ° # + · ^ * -";

    /**
     * Measurements, design points and proposals store a process's values as comma-separated doubles in 4000-character
     * columns: 100 values of at most 24 characters each, with their commas, always fit.
     */
    public static final int MAX_VARIABLES = 100;

    private ProcessValidator() {
    }

    public static List<FieldError> validate(ProcessDefinition p) {
        List<FieldError> errors = new ArrayList<>();
        requireName(errors, "name", p.name(), MAX_NAME_LENGTH);
        FreeText.multiLineProblem(p.description(), MAX_DESCRIPTION_LENGTH)
                .ifPresent(problem -> errors.add(new FieldError("description", problem)));
        validateDesignVariables(errors, p.designVariables());
        validateEnvironmentalVariables(errors, p.environmentalVariables());
        requireUniqueNames(errors, p);
        if (p.output() == null) {
            errors.add(new FieldError("output", "is required"));
        } else {
            requireName(errors, "output.name", p.output().name(), MAX_NAME_LENGTH);
            requireName(errors, "output.unit", p.output().unit(), MAX_UNIT_LENGTH);
        }
        validateLimits(errors, p.target(), p.lowerSpecLimit(), p.upperSpecLimit());
        if (p.replicates() == null) {
            errors.add(new FieldError("replicates", "is required"));
        } else if (p.replicates() < 1 || p.replicates() > 1000) {
            errors.add(new FieldError("replicates", "must be between 1 and 1000, got " + p.replicates()));
        }
        return errors;
    }

    /** @throws InvalidProcessException if any rule is broken */
    public static void requireValid(ProcessDefinition p) {
        List<FieldError> errors = validate(p);
        if (!errors.isEmpty()) {
            throw new InvalidProcessException(errors);
        }
    }

    private static void validateDesignVariables(List<FieldError> errors, List<ProcessDefinition.DesignVariable> vars) {
        if (vars.isEmpty()) {
            errors.add(new FieldError("designVariables", "at least one design variable is required"));
        } else if (vars.size() > MAX_VARIABLES) {
            errors.add(new FieldError("designVariables", "at most " + MAX_VARIABLES + " design variables, got " + vars.size()));
        }
        for (int i = 0; i < vars.size(); i++) {
            String at = "designVariables[" + i + "]";
            ProcessDefinition.DesignVariable v = vars.get(i);
            if (v == null) {
                errors.add(new FieldError(at, "is required"));
                continue;
            }
            requireName(errors, at + ".name", v.name(), MAX_NAME_LENGTH);
            requireName(errors, at + ".unit", v.unit(), MAX_UNIT_LENGTH);
            boolean lowerOk = requireFinite(errors, at + ".lowerBound", v.lowerBound());
            boolean upperOk = requireFinite(errors, at + ".upperBound", v.upperBound());
            boolean boundsOk = lowerOk && upperOk && v.lowerBound() < v.upperBound();
            if (lowerOk && upperOk && !boundsOk) {
                errors.add(new FieldError(at + ".upperBound", "must be greater than lowerBound (" + v.lowerBound()
                        + "), got " + v.upperBound()));
            }
            if (v.resolution() != null) {
                if (!Double.isFinite(v.resolution()) || v.resolution() <= 0) {
                    errors.add(new FieldError(at + ".resolution", "must be a positive number, got " + v.resolution()));
                } else if (boundsOk && v.resolution() > v.upperBound() - v.lowerBound()) {
                    errors.add(new FieldError(at + ".resolution", "must not exceed the range upperBound - lowerBound ("
                            + (v.upperBound() - v.lowerBound()) + ")"));
                }
            }
            if (v.maxStep() != null) {
                if (!Double.isFinite(v.maxStep()) || v.maxStep() <= 0) {
                    errors.add(new FieldError(at + ".maxStep", "must be a positive number, got " + v.maxStep()));
                } else if (boundsOk && v.maxStep() > v.upperBound() - v.lowerBound()) {
                    errors.add(new FieldError(at + ".maxStep", "must not exceed the range upperBound - lowerBound ("
                            + (v.upperBound() - v.lowerBound()) + ")"));
                } else if (v.resolution() != null && v.resolution() > 0 && v.maxStep() < v.resolution()) {
                    errors.add(new FieldError(at + ".maxStep", "must be at least the resolution (" + v.resolution()
                            + "), or the variable could never move"));
                }
            }
        }
    }

    private static void validateEnvironmentalVariables(List<FieldError> errors,
            List<ProcessDefinition.EnvironmentalVariable> vars) {
        if (vars.size() > MAX_VARIABLES) {
            errors.add(new FieldError("environmentalVariables", "at most " + MAX_VARIABLES + " environmental variables, got "
                    + vars.size()));
        }
        for (int i = 0; i < vars.size(); i++) {
            String at = "environmentalVariables[" + i + "]";
            ProcessDefinition.EnvironmentalVariable v = vars.get(i);
            if (v == null) {
                errors.add(new FieldError(at, "is required"));
                continue;
            }
            requireName(errors, at + ".name", v.name(), MAX_NAME_LENGTH);
            requireName(errors, at + ".unit", v.unit(), MAX_UNIT_LENGTH);
        }
    }

    /**
     * Design and environmental variables share one namespace: measurements name their values by it. Two names that
     * read the same ({@link NameSkeleton}) are one name.
     */
    private static void requireUniqueNames(List<FieldError> errors, ProcessDefinition p) {
        Map<String, String> seen = new HashMap<>();
        for (int i = 0; i < p.designVariables().size(); i++) {
            var v = p.designVariables().get(i);
            if (v != null && isPresent(v.name())) {
                requireUnseen(errors, seen, "designVariables[" + i + "].name", v.name().strip());
            }
        }
        for (int i = 0; i < p.environmentalVariables().size(); i++) {
            var v = p.environmentalVariables().get(i);
            if (v != null && isPresent(v.name())) {
                requireUnseen(errors, seen, "environmentalVariables[" + i + "].name", v.name().strip());
            }
        }
    }

    private static void requireUnseen(List<FieldError> errors, Map<String, String> seen, String field, String name) {
        String first = seen.putIfAbsent(NameSkeleton.of(name), name);
        if (first != null) {
            errors.add(new FieldError(field, "duplicate variable name '" + name + "'"
                    + (first.equals(name) ? "" : " (reads as '" + first + "')")));
        }
    }

    private static void validateLimits(List<FieldError> errors, Double target, Double lsl, Double usl) {
        boolean targetOk = requireFinite(errors, "target", target);
        boolean lslOk = requireFinite(errors, "lowerSpecLimit", lsl);
        boolean uslOk = requireFinite(errors, "upperSpecLimit", usl);
        if (lslOk && uslOk && !(lsl < usl)) {
            errors.add(new FieldError("upperSpecLimit", "must be greater than lowerSpecLimit (" + lsl + "), got " + usl));
        } else if (targetOk && lslOk && uslOk && !(lsl < target && target < usl)) {
            errors.add(new FieldError("target", "must lie strictly between lowerSpecLimit (" + lsl
                    + ") and upperSpecLimit (" + usl + "), got " + target));
        }
    }

    /** A required, bounded name of the characters names may use (process, variable or chain names). */
    public static void requireName(List<FieldError> errors, String field, String value, int maxLength) {
        if (!isPresent(value)) {
            errors.add(new FieldError(field, "must not be empty"));
        } else if (value.strip().length() > maxLength) {
            errors.add(new FieldError(field, "must be at most " + maxLength + " characters"));
        } else if (!SAFE_NAME.matcher(value.strip()).matches()) {
            errors.add(new FieldError(field, SAFE_NAME_RULE));
        }
    }

    private static boolean requireFinite(List<FieldError> errors, String field, Double value) {
        if (value == null) {
            errors.add(new FieldError(field, "is required"));
            return false;
        }
        if (!Double.isFinite(value)) {
            errors.add(new FieldError(field, "must be a finite number, got " + value));
            return false;
        }
        return true;
    }

    private static boolean isPresent(String s) {
        return s != null && !s.isBlank();
    }
}
