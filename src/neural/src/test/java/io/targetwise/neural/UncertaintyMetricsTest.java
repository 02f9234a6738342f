package io.targetwise.neural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class UncertaintyMetricsTest {
    private static final double[] Y = {0.3, -0.2, 1.0, 0.0, 0.45};
    private static final double[] MEAN = {0.1, 0.0, 0.7, 0.05, 0.5};
    private static final double[] SIGMA = {0.1, 0.3, 0.2, 0.05, 0.4};

    @Test
    void aucMatchesTheTrapezoidOverAFineCoverageCurve() {
        double previousCoverage = 0;
        double previousWidth = 0;
        double area = 0;
        double meanSigma = 0;
        for (double s : SIGMA) {
            meanSigma += s / SIGMA.length;
        }
        for (int k = 0; k <= 2_000_000; k++) {
            double c = k * 2e-6;
            int covered = 0;
            for (int i = 0; i < Y.length; i++) {
                covered += Math.abs(Y[i] - MEAN[i]) <= c * SIGMA[i] ? 1 : 0;
            }
            double coverage = (double) covered / Y.length;
            double width = 2 * c * meanSigma;
            area += (coverage - previousCoverage) * (width + previousWidth) / 2;
            previousCoverage = coverage;
            previousWidth = width;
            if (covered == Y.length) {
                break;
            }
        }
        assertThat(UncertaintyMetrics.auc(Y, MEAN, SIGMA)).isCloseTo(area, within(1e-5));
    }

    @Test
    void nlpdMinIsTheMinimumOverCalibrationConstants() {
        double c = UncertaintyMetrics.nlpdOptimalCalibration(Y, MEAN, SIGMA);
        double min = UncertaintyMetrics.nlpdMin(Y, MEAN, SIGMA);
        assertThat(UncertaintyMetrics.nlpd(Y, MEAN, SIGMA, c)).isCloseTo(min, within(1e-12));
        assertThat(UncertaintyMetrics.nlpd(Y, MEAN, SIGMA, 1.05 * c)).isGreaterThan(min);
        assertThat(UncertaintyMetrics.nlpd(Y, MEAN, SIGMA, 0.95 * c)).isGreaterThan(min);
    }
}
