package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import java.util.List;

/**
 * A model of the output over the setpoints and the measured environment together, for proposals conditioned on the
 * environment measured now (the search space's context: the ambient temperature of the shift, a property of the raw
 * material lot in the press). Where the environment is known before a run, {@code E(x | eta_now) = (y* - m(x,
 * eta_now))^2 + sigma_a^2(x, eta_now)} is what a run will see, rather than its average over all environments (Hoffer,
 * Ranftl and Geiger 2023 marginalise it; {@link EnvironmentMarginalisingFitter}). The inner fitter sees each reading as
 * setpoint followed by environment; readings in different environments do not replicate, so it should be one that
 * fits raw readings ({@link HomoskedasticBaselineFitter}).
 */
public final class EnvironmentInputFitter implements SurrogateFitter {
    private final SurrogateFitter inner;

    private EnvironmentInputFitter(SurrogateFitter inner) {
        this.inner = inner;
    }

    /** @throws IllegalArgumentException if the inner fitter is null */
    public static EnvironmentInputFitter of(SurrogateFitter inner) {
        if (inner == null) {
            throw new IllegalArgumentException("inner fitter must not be null");
        }
        return new EnvironmentInputFitter(inner);
    }

    /**
     * @throws IllegalArgumentException if there are no usable measurements or their environments differ in length
     */
    @Override
    public Surrogate fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        int environmentSize = measurements.get(0).environment().dimension();
        return inner.fit(measurements.stream().map(m -> {
            if (m.environment().dimension() != environmentSize) {
                throw new IllegalArgumentException("every measurement needs " + environmentSize
                        + " environment values, one has " + m.environment().dimension());
            }
            return Measurement.of(m.input(), m.output());
        }).toList());
    }
}
