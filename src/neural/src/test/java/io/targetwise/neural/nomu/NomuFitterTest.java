package io.targetwise.neural.nomu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.neural.TrainingListener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class NomuFitterTest {
    private static final double[][] X = {{-0.9}, {-0.6}, {-0.45}, {0.5}, {0.7}, {0.95}};
    private static NomuModel model;

    /** Six noise-free points of x^3 with a gap in the middle, a small network. */
    @BeforeAll
    static void fit() {
        double[] y = new double[X.length];
        for (int i = 0; i < X.length; i++) {
            y[i] = Math.pow(X[i][0], 3);
        }
        NomuSettings settings = NomuSettings.builder().architecture(2, 64).steps(600).seed(5).build();
        model = NomuFitter.unscaled(settings, TrainingListener.SILENT).fit(X, y);
    }

    @Test
    void sigmaIsNearZeroAtTheTrainingPoints() {
        double[] sigma = model.predict(X).sigma();
        for (int i = 0; i < sigma.length; i++) {
            assertThat(sigma[i]).as("sigma at %s", X[i][0]).isLessThan(0.05);
        }
    }

    @Test
    void sigmaGrowsAwayFromTheTrainingPoints() {
        double[] sigma = model.predict(new double[][] {{-0.45}, {-0.2}, {0.0}, {0.95}, {1.1}}).sigma();
        assertThat(sigma[1]).isGreaterThan(sigma[0]);
        assertThat(sigma[2]).isGreaterThan(sigma[1]);
        assertThat(sigma[2]).isGreaterThan(0.1);
        assertThat(sigma[4]).isGreaterThan(sigma[3]);
    }

    @Test
    void meanFitsTheTrainingPoints() {
        double[] mean = model.predict(X).mean();
        for (int i = 0; i < X.length; i++) {
            assertThat(mean[i]).isCloseTo(Math.pow(X[i][0], 3), within(0.05));
        }
    }

    @Test
    void posteriorScalesSigmaByTheCalibrationConstantAndReportsNoAleatoricPart() {
        double[][] points = {{0.0}, {0.3}};
        double[] sigma = model.predict(points).sigma();
        Posterior p = model.withCalibration(3).posterior(points);
        for (int i = 0; i < points.length; i++) {
            assertThat(p.epistemicVariance(i)).isCloseTo(9 * sigma[i] * sigma[i], within(1e-12));
            assertThat(p.aleatoricVariance(i)).isZero();
        }
    }

    @Test
    void savedModelPredictsTheSame() {
        double[][] points = {{-1}, {0.1}, {0.8}};
        NomuModel restored = NomuModel.fromBytes(model.toBytes());
        assertThat(restored.predict(points).mean()).containsExactly(model.predict(points).mean(), within(1e-12));
        assertThat(restored.predict(points).sigma()).containsExactly(model.predict(points).sigma(), within(1e-12));
    }
}
