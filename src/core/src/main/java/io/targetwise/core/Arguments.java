package io.targetwise.core;

import java.time.Duration;

/**
 * Precondition checks shared by every module, so that a rejected argument is reported the same way everywhere:
 * an {@link IllegalArgumentException} whose message names the field and the offending value.
 */
public final class Arguments {

    private Arguments() {
    }

    public static <T> T requireNonNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    public static String requireNonBlank(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value;
    }

    public static double requireFinite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " is not finite: " + value);
        }
        return value;
    }

    /** Every element finite; the message names the first offending index as {@code name[i]}. */
    public static double[] requireFinite(String name, double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                requireFinite(name + "[" + i + "]", values[i]);
            }
        }
        return values;
    }

    public static double requirePositive(String name, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be finite and > 0, got " + value);
        }
        return value;
    }

    /** At least one element, each finite and positive; the message names the first offending index. */
    public static double[] requirePositive(String name, double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException(name + " must not be empty");
        }
        for (int i = 0; i < values.length; i++) {
            if (!(values[i] > 0) || Double.isInfinite(values[i])) {
                requirePositive(name + "[" + i + "]", values[i]);
            }
        }
        return values;
    }

    public static Duration requirePositive(String name, Duration value) {
        requireNonNull(name, value);
        if (value.isZero() || value.isNegative()) {
            throw new IllegalArgumentException(name + " must be positive, got " + value);
        }
        return value;
    }

    /** Finite and >= 0, e.g. a variance. */
    public static double requireNonNegative(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be finite and >= 0, got " + value);
        }
        return value;
    }

    /** Every element finite and >= 0, e.g. variances; the message names the first offending index. */
    public static double[] requireNonNegative(String name, double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!(values[i] >= 0) || Double.isInfinite(values[i])) {
                requireNonNegative(name + "[" + i + "]", values[i]);
            }
        }
        return values;
    }

    public static int requireAtLeast(String name, int value, int minimum) {
        if (value < minimum) {
            throw new IllegalArgumentException(name + " must be >= " + minimum + ", got " + value);
        }
        return value;
    }

    /** Non-empty inputs with one output each, every input row as long as the first. */
    public static void requireRegressionData(double[][] inputs, double[] outputs) {
        if (inputs == null || outputs == null || inputs.length == 0 || inputs.length != outputs.length) {
            throw new IllegalArgumentException("inputs and outputs must be non-empty and of equal length, got "
                    + (inputs == null ? "null" : inputs.length) + " and " + (outputs == null ? "null" : outputs.length));
        }
        for (int i = 0; i < inputs.length; i++) {
            if (inputs[i].length != inputs[0].length) {
                throw new IllegalArgumentException("input row " + i + " has " + inputs[i].length
                        + " values, row 0 has " + inputs[0].length);
            }
        }
    }
}
