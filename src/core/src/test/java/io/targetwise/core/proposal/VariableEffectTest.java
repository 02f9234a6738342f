package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;


class VariableEffectTest {
    private static final SearchSpace SPACE = SearchSpace.builder()
            .variable(SetpointVariable.of("temperature", 0, 10))
            .variable(SetpointVariable.of("speed", -5, 5))
            .variable(SetpointVariable.of("force", 0, 1))
            .build();

    /** Mean 2 t^2 - 3 s, process sd 0.1 + 0.05 t + 0.02 s^2: separable and quadratic, where midpoint slopes are exact. */
    private static final AnalyticSurrogate MODEL = new AnalyticSurrogate(3, x -> 2 * x[0] * x[0] - 3 * x[1],
            x -> 0.01, x -> Math.pow(0.1 + 0.05 * x[0] + 0.02 * x[1] * x[1], 2));

    @Test
    void effectsAreTheExactChangesOfASeparableQuadraticModel() {
        double[] from = {1, -2, 0.5};
        double[] to = {4, 3, 0.5};

        List<VariableEffect> effects = VariableEffect.of(MODEL, SPACE, from, to);

        assertThat(effects).extracting(VariableEffect::variable).containsExactly("temperature", "speed", "force");
        VariableEffect temperature = effects.get(0);
        assertThat(temperature.change()).isEqualTo(3);
        assertThat(temperature.meanEffect()).isCloseTo(2 * (16 - 1), within(1e-6));
        assertThat(temperature.spreadEffect()).isCloseTo(0.05 * 3, within(1e-8));
        VariableEffect speed = effects.get(1);
        assertThat(speed.meanEffect()).isCloseTo(-3 * 5, within(1e-6));
        assertThat(speed.spreadEffect()).isCloseTo(0.02 * (9 - 4), within(1e-8));
        // Together they are the model's whole change, as they must be for a separable model
        double[][] ends = {from, to};
        var posterior = MODEL.posterior(ends);
        assertThat(temperature.meanEffect() + speed.meanEffect())
                .isCloseTo(posterior.mean(1) - posterior.mean(0), within(1e-6));
        assertThat(effects.get(2)).isEqualTo(new VariableEffect("force", 0.5, 0.5, 0, 0));
    }
}
