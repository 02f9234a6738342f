package io.targetwise.simulators.outputs;

import io.targetwise.core.Arguments;

/**
 * One quality characteristic of a process with several (a forged billet's length, its diameter): its name, unit,
 * target and specification limits. The compact constructor validates and names the offending field.
 */
public record QualityCharacteristic(String name, String unit, double target, double lowerSpecLimit,
        double upperSpecLimit) {

    public QualityCharacteristic {
        Arguments.requireNonBlank("name", name);
        if (unit == null) {
            throw new IllegalArgumentException(name + ": unit must not be null (empty for none)");
        }
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException(name + ": target must be finite, got " + target);
        }
        if (!(lowerSpecLimit <= target && target <= upperSpecLimit && lowerSpecLimit < upperSpecLimit)
                || !Double.isFinite(lowerSpecLimit) || !Double.isFinite(upperSpecLimit)) {
            throw new IllegalArgumentException(name + ": specification limits must be finite with lowerSpecLimit <= "
                    + "target <= upperSpecLimit, got [" + lowerSpecLimit + ", " + upperSpecLimit + "] around " + target);
        }
    }

    /** A characteristic whose specification limits lie {@code halfTolerance} either side of the target. */
    public static QualityCharacteristic of(String name, String unit, double target, double halfTolerance) {
        return new QualityCharacteristic(name, unit, target, target - halfTolerance, target + halfTolerance);
    }

    /** Half the width between the specification limits. */
    public double halfTolerance() {
        return (upperSpecLimit - lowerSpecLimit) / 2;
    }
}
