package io.targetwise.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SankaranApproximationTest {

    /** The documented maximum absolute CDF errors (class javadoc, docs/benchmarks/acquisition-core.md), re-measured on a coarser grid. */
    @ParameterizedTest
    @CsvSource({"1, 0.066", "3, 0.0063", "5, 0.0035", "10, 0.0017", "100, 0.00015"})
    void cdfErrorStaysWithinTheDocumentedBound(double k, double documentedMaximum) {
        double worst = 0;
        for (double lambda = 0; lambda <= 100; lambda += lambda < 2 ? 0.1 : 1) {
            var exact = NoncentralChiSquared.of(k, lambda);
            double from = exact.inverseCumulativeProbability(0.001);
            double to = exact.inverseCumulativeProbability(0.999);
            for (int i = 0; i <= 100; i++) {
                double x = from + (to - from) * i / 100;
                double approximate = SankaranApproximation.cumulativeProbability(k, lambda, x);
                assertThat(SankaranApproximation.survivalProbability(k, lambda, x))
                        .isCloseTo(1 - approximate, within(1e-15));
                worst = Math.max(worst, Math.abs(approximate - exact.cumulativeProbability(x)));
            }
        }
        assertThat(worst).isLessThanOrEqualTo(documentedMaximum).isGreaterThan(documentedMaximum / 20);
    }

    @ParameterizedTest
    @CsvSource({"1, 3, 0.3", "5, 20, 0.9", "50, 10, 0.01"})
    void quantilesInvertTheApproximateCdf(double k, double lambda, double p) {
        double x = SankaranApproximation.inverseCumulativeProbability(k, lambda, p);
        assertThat(SankaranApproximation.cumulativeProbability(k, lambda, x)).isCloseTo(p, within(1e-12));
        double upper = SankaranApproximation.inverseSurvivalProbability(k, lambda, 1 - p);
        assertThat(upper).isCloseTo(x, within(1e-9 * x));
    }
}
