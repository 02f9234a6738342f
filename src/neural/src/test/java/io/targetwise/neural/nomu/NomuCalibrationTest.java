package io.targetwise.neural.nomu;

import static org.assertj.core.api.Assertions.assertThat;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.composite.CrossValidatedCalibration;
import io.targetwise.neural.TrainingListener;
import org.junit.jupiter.api.Test;

/**
 * NOMU's sigma-hat is relative (Heiss et al. 2022): cross-validation puts it on the scale of its own errors, which
 * shows on points it never saw as a better predictive density of the truth than c = 1.
 */
class NomuCalibrationTest {

    private static double truth(double x) {
        return Math.sin(3 * x) + 0.5 * x;
    }

    /** Mean negative log density of the true values under N(mu, sigma_e^2) on a fine grid. */
    private static double nlpd(Posterior p, double[][] points) {
        double sum = 0;
        for (int i = 0; i < points.length; i++) {
            double v = p.epistemicVariance(i);
            double r = truth(points[i][0]) - p.mean(i);
            sum += 0.5 * Math.log(2 * Math.PI * v) + r * r / (2 * v);
        }
        return sum / points.length;
    }

    @Test
    void crossValidatedScaleFitsNomusErrorsBetterThanOne() {
        double[][] x = new double[12][];
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            x[i] = new double[] {-1 + 2.0 * i / (x.length - 1) + 0.05 * Math.sin(7 * i)};
            y[i] = truth(x[i][0]);
        }
        NomuFitter nomu = NomuFitter.of(NomuSettings.builder().architecture(2, 32).steps(200).seed(3).build(),
                TrainingListener.SILENT);
        CrossValidatedCalibration.Calibrated calibrated = CrossValidatedCalibration.of(nomu, 4, 5).fit(x, y);

        double[][] grid = new double[201][];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = new double[] {-1 + 2.0 * i / (grid.length - 1)};
        }
        double withOne = nlpd(calibrated.model().posterior(grid), grid);
        double withScale = nlpd(calibrated.posterior(grid), grid);
        assertThat(calibrated.heldOut()).isEqualTo(12);
        assertThat(Math.abs(Math.log(calibrated.scale()))).as("log c, c = %s", calibrated.scale()).isGreaterThan(0.2);
        assertThat(withScale).as("NLPD with c = %s against c = 1", calibrated.scale()).isLessThan(withOne);
    }
}
