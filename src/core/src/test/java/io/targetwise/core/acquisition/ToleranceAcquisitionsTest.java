package io.targetwise.core.acquisition;

import static io.targetwise.core.acquisition.RobustTargetAcquisitionsTest.gaussianAverage;
import static io.targetwise.core.acquisition.RobustTargetAcquisitionsTest.monteCarlo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.function.DoubleUnaryOperator;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ToleranceAcquisitionsTest {

    /** P(in band | m_hat = m) through commons-math's normal distribution, independent of the class under test. */
    private static DoubleUnaryOperator inBandGiven(double sigmaA2, double lower, double upper) {
        NormalDistribution noise = new NormalDistribution(0, Math.sqrt(sigmaA2));
        return m -> noise.cumulativeProbability(upper - m) - noise.cumulativeProbability(lower - m);
    }

    @ParameterizedTest
    @CsvSource({"1.0, 0.04, 0.01", "1.5, 0.2, 0.3", "0.2, 0.01, 0.001"})
    void probabilityInToleranceAveragesTheProcessOverTheEpistemicUncertainty(double mu, double sigmaE2,
            double sigmaA2) {
        double p = ToleranceAcquisitions.probabilityInTolerance(mu, sigmaE2, sigmaA2, 0.7, 1.4);
        DoubleUnaryOperator given = inBandGiven(sigmaA2, 0.7, 1.4);
        double sigmaE = Math.sqrt(sigmaE2);
        assertThat(p).isCloseTo(gaussianAverage(given, mu, sigmaE, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY),
                within(1e-10));
        Random random = new Random(5);
        int inside = 0;
        int n = 400_000;
        for (int i = 0; i < n; i++) {
            double y = mu + sigmaE * random.nextGaussian() + Math.sqrt(sigmaA2) * random.nextGaussian();
            inside += y >= 0.7 && y <= 1.4 ? 1 : 0;
        }
        double share = (double) inside / n;
        assertThat(p).isCloseTo(share, within(5 * Math.sqrt(share * (1 - share) / n)));
    }

    // mu, sigmaE2, sigmaA2, pBest: centred and off-centre candidates, narrow and wide epistemic spread.
    @ParameterizedTest
    @CsvSource({"1.05, 0.04, 0.01, 0.6", "1.5, 0.2, 0.02, 0.3", "0.6, 0.001, 0.005, 0.5", "1.0, 2, 0.01, 0.9",
            "1.2, 0.05, 0.1, 0.2"})
    void expectedImprovementMatchesQuadratureAndMonteCarlo(double mu, double sigmaE2, double sigmaA2, double pBest) {
        double ei = ToleranceAcquisitions.expectedImprovement(mu, sigmaE2, sigmaA2, 0.7, 1.4, pBest);
        DoubleUnaryOperator given = inBandGiven(sigmaA2, 0.7, 1.4);
        DoubleUnaryOperator gain = m -> Math.max(0, given.applyAsDouble(m) - pBest);
        double sigmaE = Math.sqrt(sigmaE2);
        // Brute force: Simpson over mu +- 12 sigmaE straight across the two kinks of max(0, .), where it converges only
        // like h^2: about 3e-6 relative with 20000 panels at the widest sigmaE here.
        double quadrature = gaussianAverage(gain, mu, sigmaE, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        assertThat(ei).isCloseTo(quadrature, within(1e-8 + 1e-5 * quadrature));
        double[] mc = monteCarlo(gain, mu, sigmaE, 9);
        assertThat(ei).isCloseTo(mc[0], within(5 * mc[1] + 1e-12));
    }

    @Test
    void limitsAndNoImprovement() {
        double atCentre = ToleranceAcquisitions.probabilityInTolerance(1.05, 0, 0.01, 0.7, 1.4);
        assertThat(ToleranceAcquisitions.expectedImprovement(1.05, 0, 0.01, 0.7, 1.4, 0.5)).isEqualTo(atCentre - 0.5);
        assertThat(ToleranceAcquisitions.expectedImprovement(1.05, 0.1, 0.01, 0.7, 1.4, atCentre)).isZero();
        // No aleatoric noise: P(in band | m) is the indicator of the band.
        double mass = ToleranceAcquisitions.probabilityInTolerance(1.2, 0.04, 0, 0.7, 1.4);
        assertThat(ToleranceAcquisitions.expectedImprovement(1.2, 0.04, 0, 0.7, 1.4, 0.25))
                .isCloseTo(0.75 * mass, within(1e-15));
        assertThat(ToleranceAcquisitions.probabilityInTolerance(1.2, 0, 0, 0.7, 1.4)).isEqualTo(1);
        assertThat(ToleranceAcquisitions.expectedImprovement(1.05, 1e-14, 0.01, 0.7, 1.4, 0.5))
                .isCloseTo(atCentre - 0.5, within(1e-9));
    }

    @Test
    void invalidArgumentsAreRejected() {
        assertThatThrownBy(() -> ToleranceAcquisitions.probabilityInTolerance(1, 0.1, 0.1, 2, 1))
                .hasMessageContaining("specification");
        assertThatThrownBy(() -> ToleranceAcquisitions.expectedImprovement(1, 0.1, 0.1, 0, 1, -0.1))
                .hasMessageContaining("pBest");
        assertThatThrownBy(() -> ToleranceAcquisitions.expectedImprovement(Double.NaN, 0.1, 0.1, 0, 1, 0.1))
                .hasMessageContaining("mu");
    }
}
