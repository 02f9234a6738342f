package io.targetwise.core.spc;

import java.util.Arrays;
import java.util.Optional;

import io.targetwise.core.Arguments;
import io.targetwise.core.stats.NoncentralChiSquared;

/**
 * A frozen or stuck sensor: its newest readings repeat, or spread far less than the process's own noise allows.
 *
 * <p>With a working sensor the newest n readings are y_i = m(x_i) + e_i, e_i ~ N(0, sigma_i^2) independent, with every
 * sigma_i at least a floor sigma. Their sum of squared deviations from their mean, S = sum (y_i - ybar)^2, is then
 * stochastically at least sigma^2 times a chi-square with n - 1 degrees of freedom: unequal means make it non-central
 * and larger noise adds to it, both only widening S. So p = F_{chi^2_{n-1}}(S / sigma^2) is at most the chance that a
 * working sensor spreads this little, and signalling at p <= alpha raises a false alarm at most once in 1 / alpha
 * looks, as far as the floor is right. Readings that repeat exactly signal even without a floor: a measured output
 * does not repeat to the last digit n times in a row unless the instrument's resolution is coarse against the noise.
 */
public final class FrozenSensor {
    /**
     * The application's check: 5 readings, so a frozen sensor shows after 4 repeats of its last value (two moves at
     * two replicates), and at most one false alarm in 100,000 looks while the noise floor is right.
     */
    public static final FrozenSensor DEFAULT = of(5, 1e-5);

    private final int window;
    private final double falseAlarmProbability;
    private final NoncentralChiSquared spread;

    private FrozenSensor(int window, double falseAlarmProbability) {
        this.window = window;
        this.falseAlarmProbability = falseAlarmProbability;
        this.spread = NoncentralChiSquared.of(window - 1, 0);
    }

    /**
     * @param window n, the newest readings looked at, at least 3
     * @param falseAlarmProbability alpha in (0, 0.5): the largest chance per look that a working sensor signals
     * @throws IllegalArgumentException naming the offending argument
     */
    public static FrozenSensor of(int window, double falseAlarmProbability) {
        Arguments.requireAtLeast("window", window, 3);
        if (!(falseAlarmProbability > 0 && falseAlarmProbability < 0.5)) {
            throw new IllegalArgumentException("falseAlarmProbability must lie in (0, 0.5), got "
                    + falseAlarmProbability);
        }
        return new FrozenSensor(window, falseAlarmProbability);
    }

    public int window() {
        return window;
    }

    public double falseAlarmProbability() {
        return falseAlarmProbability;
    }

    /**
     * A signal from the newest readings.
     *
     * @param spreadSd their sample standard deviation, sqrt(S / (n - 1))
     * @param pValue the chance that a working sensor spreads this little, at most; 0 when they repeat exactly, NaN
     *     without a noise floor
     * @param repeated whether they repeat exactly
     */
    public record Signal(double spreadSd, double pValue, boolean repeated) {
    }

    /**
     * Tests the newest {@link #window} readings against a floor of the process's noise sd.
     *
     * @param newest the newest readings, exactly {@link #window} of them, finite
     * @param noiseSdFloor the smallest noise sd the process shows where they were read, {@code > 0}; NaN when no
     *     noise model exists yet, and then only exact repeats signal
     * @return a signal when they repeat exactly or spread implausibly little; empty otherwise
     * @throws IllegalArgumentException for another number of readings, a non-finite one, or a floor that is neither
     *     NaN nor positive and finite
     */
    public Optional<Signal> test(double[] newest, double noiseSdFloor) {
        if (newest.length != window) {
            throw new IllegalArgumentException("expected the newest " + window + " readings, got " + newest.length);
        }
        Arguments.requireFinite("newest", newest);
        if (!Double.isNaN(noiseSdFloor)) {
            Arguments.requirePositive("noiseSdFloor", noiseSdFloor);
        }
        double mean = Arrays.stream(newest).average().orElseThrow();
        double squares = Arrays.stream(newest).map(y -> (y - mean) * (y - mean)).sum();
        double spreadSd = Math.sqrt(squares / (window - 1));
        boolean repeated = Arrays.stream(newest).allMatch(y -> y == newest[0]);
        if (repeated) {
            return Optional.of(new Signal(0, 0, true));
        }
        if (Double.isNaN(noiseSdFloor)) {
            return Optional.empty();
        }
        double p = spread.cumulativeProbability(squares / (noiseSdFloor * noiseSdFloor));
        return p <= falseAlarmProbability ? Optional.of(new Signal(spreadSd, p, false)) : Optional.empty();
    }
}
