package io.targetwise.core.surrogate.gp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The documented behaviour of {@link GaussianProcessFitter} on data that cannot support a regular fit. */
class DegenerateDataTest {
    private final GaussianProcessFitter fitter = GaussianProcessFitter.builder().restarts(1).build();

    @Test
    void aSingleDesignPointIsRejectedForFittingButCanBeConditionedOnWithAGivenKernel() {
        List<DesignPoint> one = List.of(new DesignPoint(Point.of(1, 2), 3, 5.0, 0.1));
        assertThatThrownBy(() -> fitter.fitDesignPoints(one)).isInstanceOf(ModelFittingException.class)
                .hasMessageContaining("at least 2 observations");
        GaussianProcess gp = fitter.fitWithKernel(new double[][] {{1, 2}}, new double[] {5}, new double[] {0},
                StationaryKernel.of(KernelType.MATERN_52, 4, 1, 1));
        Posterior p = gp.posterior(new double[][] {{1, 2}, {100, 100}});
        assertThat(p.mean(0)).isCloseTo(5, within(1e-8));
        assertThat(p.epistemicVariance(0)).isLessThan(1e-8);
        assertThat(p.mean(1)).isCloseTo(5, within(1e-8));
        assertThat(p.epistemicVariance(1)).isCloseTo(4, within(1e-8));
    }

    @Test
    void repeatedSetpointsAreRejectedAsExactMeansButFitWithNoise() {
        double[][] x = {{0, 0}, {1, 0}, {0, 0}, {0.5, 1}};
        double[] y = {1, 2, 1.2, 0};
        assertThatThrownBy(() -> fitter.fit(x, y)).hasMessageContaining("rows 0 and 2 have the same setpoint");
        GaussianProcess noisy = GaussianProcessFitter.builder().noise(NoiseModel.HOMOSKEDASTIC).restarts(1).build()
                .fit(x, y);
        assertThat(noisy.posterior(new double[][] {{0, 0}}).mean(0)).isBetween(1.0, 1.2);
        GaussianProcess known = fitter.fit(x, y, new double[] {0.01, 0, 0.01, 0});
        assertThat(known.posterior(new double[][] {{0, 0}}).mean(0)).isBetween(1.0, 1.2);
    }

    @Test
    void constantOutputsGiveAConstantMeanAndNegligibleEpistemicVariance() {
        double[][] x = {{0}, {0.3}, {0.7}, {1}};
        GaussianProcess gp = fitter.fit(x, new double[] {4, 4, 4, 4});
        Posterior p = gp.posterior(new double[][] {{0.5}, {3}});
        assertThat(p.mean(0)).isCloseTo(4, within(1e-9));
        assertThat(p.mean(1)).isCloseTo(4, within(1e-9));
        assertThat(p.epistemicVariance(1)).isLessThanOrEqualTo(1e-3 + 1e-12);
        assertThat(gp.hyperparameters().signalVariance()).isCloseTo(1e-3, within(1e-9));
    }

    @Test
    void aVariableWithZeroRangeGetsTheLargestLengthScaleAndBarelyMatters() {
        double[][] x = {{0, 7}, {0.25, 7}, {0.5, 7}, {0.75, 7}, {1, 7}};
        double[] y = {0, 0.7, 1, 0.7, 0};
        GaussianProcess gp = fitter.fit(x, y);
        assertThat(gp.hyperparameters().lengthScales()[1]).isEqualTo(100, within(1e-9));
        Posterior p = gp.posterior(new double[][] {{0.4, 7}, {0.4, 7.5}});
        assertThat(p.mean(1)).isCloseTo(p.mean(0), within(1e-3));
    }

    @Test
    void nonFiniteValuesAreRejectedWithTheRowNamed() {
        assertThatThrownBy(() -> fitter.fit(new double[][] {{0}, {1}, {Double.NaN}}, new double[] {1, 2, 3}))
                .hasMessage("row 2: variable 0 is not finite: NaN");
        assertThatThrownBy(() -> fitter.fit(new double[][] {{0}, {1}}, new double[] {Double.POSITIVE_INFINITY, 2}))
                .hasMessage("row 0: output is not finite: Infinity");
        assertThatThrownBy(() -> fitter.fit(new double[][] {{0}, {1}}, new double[] {1, 2}, new double[] {0, -1}))
                .hasMessageContaining("row 1: noise variance");
        assertThatThrownBy(() -> fitter.fit(new double[][] {{0}, {1, 2}}, new double[] {1, 2}))
                .hasMessage("row 1 has 2 variables, expected 1");
    }

    @Test
    void moreVariablesThanPointsStillInterpolates() {
        double[][] x = {{0, 1, 0, 1, 0, 1, 0, 1}, {1, 0, 1, 0, 1, 0, 1, 0}, {0.5, 0.5, 0, 0, 1, 1, 0.2, 0.9}};
        double[] y = {1, -1, 0.3};
        GaussianProcess gp = fitter.fit(x, y);
        Posterior p = gp.posterior(x);
        for (int i = 0; i < 3; i++) {
            assertThat(p.mean(i)).isCloseTo(y[i], within(1e-6));
            assertThat(p.epistemicVariance(i)).isLessThan(1e-6);
        }
    }

    @Test
    void smoothedVarianceNoiseNeedsTheVarianceAtEveryPoint() {
        GaussianProcessFitter kriging = GaussianProcessFitter.builder().noise(NoiseModel.SMOOTHED_VARIANCE).build();
        List<DesignPoint> single = List.of(new DesignPoint(Point.of(0), 1, 1, Double.NaN),
                new DesignPoint(Point.of(1), 1, 2, Double.NaN));
        assertThatThrownBy(() -> kriging.fitDesignPoints(single)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs the aleatoric variance");
        assertThatThrownBy(() -> kriging.fit(new double[][] {{0}, {1}}, new double[] {1, 2}))
                .hasMessageContaining("needs per-point noise");
        assertThatThrownBy(() -> kriging.fitDesignPoints(single, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("readingVariances");
        assertThatThrownBy(() -> kriging.fitDesignPoints(single, new double[] {1, -1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("readingVariances[1]");
        // single readings are fine: the variance model predicts everywhere
        assertThat(kriging.fitDesignPoints(single, new double[] {0.1, 0.1}).size()).isEqualTo(2);
    }
}
