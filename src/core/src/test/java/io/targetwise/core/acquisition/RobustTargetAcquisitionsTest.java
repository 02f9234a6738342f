package io.targetwise.core.acquisition;

import static io.targetwise.core.acquisition.RobustTargetAcquisitions.expectedImprovement;
import static io.targetwise.core.acquisition.RobustTargetAcquisitions.lowerConfidenceBound;
import static io.targetwise.core.acquisition.RobustTargetAcquisitions.paperLowerConfidenceBound;
import static io.targetwise.core.acquisition.RobustTargetAcquisitions.probabilityOfImprovement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.stats.NoncentralChiSquared;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class RobustTargetAcquisitionsTest {
    private static final int SAMPLES = 400_000;

    /** Composite Simpson over [from, to] of g(m) phi((m - mu)/sigma)/sigma, with the interval cut to mu +- 12 sigma. */
    static double gaussianAverage(DoubleUnaryOperator g, double mu, double sigma, double from, double to) {
        double lo = Math.max(from, mu - 12 * sigma);
        double hi = Math.min(to, mu + 12 * sigma);
        if (!(lo < hi)) {
            return 0;
        }
        int n = 20_000;
        double h = (hi - lo) / n;
        double sum = 0;
        for (int i = 0; i <= n; i++) {
            double m = lo + i * h;
            double weight = i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2;
            double z = (m - mu) / sigma;
            sum += weight * g.applyAsDouble(m) * Math.exp(-0.5 * z * z);
        }
        return sum * h / 3 / (sigma * Math.sqrt(2 * Math.PI));
    }

    /** Mean and standard error of g(m_hat) over SAMPLES draws of m_hat ~ N(mu, sigma^2) with a fixed seed. */
    static double[] monteCarlo(DoubleUnaryOperator g, double mu, double sigma, long seed) {
        Random random = new Random(seed);
        double sum = 0;
        double sumSquares = 0;
        for (int i = 0; i < SAMPLES; i++) {
            double value = g.applyAsDouble(mu + sigma * random.nextGaussian());
            sum += value;
            sumSquares += value * value;
        }
        double mean = sum / SAMPLES;
        double variance = Math.max(0, sumSquares / SAMPLES - mean * mean);
        return new double[] {mean, Math.sqrt(variance / SAMPLES)};
    }

    // mu, sigmaE2, sigmaA2, target, eMin: near and far from the target, eMin above and close to sigmaA2, lambda
    // from 0 to about 400.
    @ParameterizedTest
    @CsvSource({"0.3, 0.04, 0.01, 0, 0.2", "1.5, 0.5, 0.2, 1, 0.9", "2, 0.01, 0.05, 0, 0.06", "-0.1, 1, 0, 0, 0.3",
            "0, 0.2, 0.1, 0, 0.12", "5, 2, 1, 0, 30"})
    void expectedImprovementMatchesQuadratureMonteCarloAndTheChiSquareForm(double mu, double sigmaE2, double sigmaA2,
            double target, double eMin) {
        double ei = expectedImprovement(mu, sigmaE2, sigmaA2, target, eMin);
        double sigmaE = Math.sqrt(sigmaE2);
        double budget = eMin - sigmaA2;
        DoubleUnaryOperator gain = m -> Math.max(0, eMin - (m - target) * (m - target) - sigmaA2);
        // The gain is smooth on |m - target| < sqrt(budget) and zero outside, so integrate exactly over that interval.
        double quadrature = gaussianAverage(gain, mu, sigmaE, target - Math.sqrt(budget), target + Math.sqrt(budget));
        assertThat(ei).isCloseTo(quadrature, within(1e-10 * Math.max(quadrature, 1e-3)));

        double[] mc = monteCarlo(gain, mu, sigmaE, 1);
        assertThat(ei).isCloseTo(mc[0], within(5 * mc[1] + 1e-15));

        // e ~ NCchi2(1, lambda): E[max(0, c - e)] = c F1(c) - F3(c) - lambda F5(c). The paper's eq. 13 has + lambda F5.
        double lambda = (mu - target) * (mu - target) / sigmaE2;
        double c = budget / sigmaE2;
        double chiSquareForm = sigmaE2 * (c * NoncentralChiSquared.cumulativeProbability(1, lambda, c)
                - NoncentralChiSquared.cumulativeProbability(3, lambda, c)
                - lambda * NoncentralChiSquared.cumulativeProbability(5, lambda, c));
        assertThat(ei).isCloseTo(chiSquareForm, within(1e-12 * Math.max(1, c) * sigmaE2));
    }

    @Test
    void thePapersPlusSignInEquation13DisagreesWithQuadrature() {
        double mu = 0.3;
        double sigmaE2 = 0.04;
        double budget = 0.19;
        double lambda = mu * mu / sigmaE2;
        double c = budget / sigmaE2;
        double paperForm = sigmaE2 * (c * NoncentralChiSquared.cumulativeProbability(1, lambda, c)
                - NoncentralChiSquared.cumulativeProbability(3, lambda, c)
                + lambda * NoncentralChiSquared.cumulativeProbability(5, lambda, c));
        double quadrature = gaussianAverage(m -> Math.max(0, budget - m * m), mu, Math.sqrt(sigmaE2),
                -Math.sqrt(budget), Math.sqrt(budget));
        assertThat(expectedImprovement(mu, sigmaE2, 0.01, 0, 0.2)).isCloseTo(quadrature, within(1e-12));
        assertThat(paperForm - quadrature).isGreaterThan(0.01);
    }

    @ParameterizedTest
    @CsvSource({"0.3, 0.04, 0.01, 0, 0.2, 0", "0.3, 0.04, 0.01, 0, 0.2, 0.05", "1.5, 0.5, 0.2, 1, 0.9, 0.1",
            "3, 0.3, 0, 0, 2, 0", "0, 1e-4, 0.1, 0, 0.11, 0.001"})
    void probabilityOfImprovementMatchesQuadratureMonteCarloAndTheChiSquareCdf(double mu, double sigmaE2,
            double sigmaA2, double target, double eMin, double zeta) {
        double pi = probabilityOfImprovement(mu, sigmaE2, sigmaA2, target, eMin, zeta);
        double sigmaE = Math.sqrt(sigmaE2);
        double radius = Math.sqrt(eMin - zeta - sigmaA2);
        double quadrature = gaussianAverage(m -> 1, mu, sigmaE, target - radius, target + radius);
        assertThat(pi).isCloseTo(quadrature, within(1e-10));
        double[] mc = monteCarlo(m -> (m - target) * (m - target) + sigmaA2 <= eMin - zeta ? 1 : 0, mu, sigmaE, 2);
        assertThat(pi).isCloseTo(mc[0], within(5 * mc[1] + 1e-15));
        double lambda = (mu - target) * (mu - target) / sigmaE2;
        assertThat(pi).isCloseTo(NoncentralChiSquared.cumulativeProbability(1, lambda, radius * radius / sigmaE2),
                within(1e-13));
    }

    @ParameterizedTest
    @CsvSource({"0.3, 0.04, 0.01, 0, 0.1", "1.5, 0.5, 0.2, 1, 0.5", "0, 0.2, 0.1, 0, 0.4", "4, 0.01, 0.3, 0, 0.2"})
    void paperLowerConfidenceBoundIsTheQuantileOfTheFoldedExpectedSquaredError(double mu, double sigmaE2,
            double sigmaA2, double target, double q) {
        double bound = paperLowerConfidenceBound(mu, sigmaE2, sigmaA2, target, q);
        double sigmaE = Math.sqrt(sigmaE2);
        double radius = Math.sqrt(bound - sigmaA2);
        assertThat(gaussianAverage(m -> 1, mu, sigmaE, target - radius, target + radius)).isCloseTo(q, within(1e-10));
        double[] mc = monteCarlo(m -> (m - target) * (m - target) + sigmaA2 <= bound ? 1 : 0, mu, sigmaE, 3);
        assertThat(mc[0]).isCloseTo(q, within(5 * mc[1]));
    }

    /**
     * W = sgn(mu - target)(m_hat - target) ~ N(|mu - target|, sigmaE2); w -> w|w| is increasing, so the q-quantile of
     * W|W| + sigmaA2 is u|u| + sigmaA2 for u the q-quantile of W. Checked by quadrature of P(W <= u) and Monte Carlo.
     */
    @ParameterizedTest
    @CsvSource({"0.3, 0.04, 0.01, 0, 0.1", "-1.5, 0.5, 0.2, 1, 0.5", "0, 0.2, 0.1, 0, 0.3", "4, 0.01, 0.3, 0, 0.2",
            "1, 1, 0, 0, 0.05"})
    void lowerConfidenceBoundIsTheQuantileOfTheSignedSquaredError(double mu, double sigmaE2, double sigmaA2,
            double target, double q) {
        double bound = lowerConfidenceBound(mu, sigmaE2, sigmaA2, target, q);
        double sigmaE = Math.sqrt(sigmaE2);
        double side = mu < target ? -1 : 1;
        DoubleUnaryOperator signedSquare = m -> side * (m - target) * Math.abs(m - target);
        double u = Math.signum(bound - sigmaA2) * Math.sqrt(Math.abs(bound - sigmaA2));
        double below = side > 0 ? gaussianAverage(m -> 1, mu, sigmaE, Double.NEGATIVE_INFINITY, target + u)
                : gaussianAverage(m -> 1, mu, sigmaE, target - u, Double.POSITIVE_INFINITY);
        assertThat(below).isCloseTo(q, within(1e-10));
        double[] mc = monteCarlo(m -> signedSquare.applyAsDouble(m) + sigmaA2 <= bound ? 1 : 0, mu, sigmaE, 4);
        assertThat(mc[0]).isCloseTo(q, within(5 * mc[1]));
    }

    /**
     * The audit's numbers: at |mu - target| = 1 and q = 0.1 the paper's eq. 14 grows with sigma_e (0.043, 0.081,
     * 1.03 at sigma_e = 1, 2, 8; independent bisection on the folded normal CDF), while the monotone bound falls.
     */
    @Test
    void thePaperBoundRewardsCertaintyWhereTheMonotoneOneDoesNot() {
        double[] sigmaE = {1, 2, 8};
        double[] paper = {0.042701245444327636, 0.08108725778917189, 1.0265236601046461};
        double previous = Double.POSITIVE_INFINITY;
        for (int i = 0; i < sigmaE.length; i++) {
            double sigmaE2 = sigmaE[i] * sigmaE[i];
            assertThat(paperLowerConfidenceBound(1, sigmaE2, 0, 0, 0.1)).isCloseTo(paper[i], within(1e-9));
            double bound = lowerConfidenceBound(1, sigmaE2, 0, 0, 0.1);
            assertThat(bound).isLessThan(previous);
            previous = bound;
        }
        assertThat(paperLowerConfidenceBound(0.5, 0.09, 0, 0, 0.25)).isCloseTo(0.09072852969570896, within(1e-9));
        assertThat(paperLowerConfidenceBound(1, 0, 0.2, 0, 0.1)).isEqualTo(1.2);
    }

    @Test
    void atADataPointTheDeterministicLimitHoldsAndIsApproachedContinuously() {
        double mu = 0.2;
        double sigmaA2 = 0.01;
        double eMin = 0.1;
        double limit = eMin - mu * mu - sigmaA2;
        assertThat(expectedImprovement(mu, 0, sigmaA2, 0, eMin)).isCloseTo(limit, within(1e-16));
        assertThat(expectedImprovement(0.5, 0, sigmaA2, 0, eMin)).isZero();
        // E[(m_hat - y*)^2] = d^2 + sigmaE2, so away from the kink EI = limit - sigmaE2 exactly.
        for (double sigmaE2 : new double[] {1e-12, 1e-9, 1e-6}) {
            assertThat(expectedImprovement(mu, sigmaE2, sigmaA2, 0, eMin)).isCloseTo(limit - sigmaE2, within(1e-15));
            assertThat(probabilityOfImprovement(mu, sigmaE2, sigmaA2, 0, eMin, 0)).isEqualTo(1);
            assertThat(lowerConfidenceBound(mu, sigmaE2, sigmaA2, 0, 0.1))
                    .isCloseTo(mu * mu + sigmaA2, within(3 * Math.sqrt(sigmaE2)));
        }
        assertThat(probabilityOfImprovement(mu, 0, sigmaA2, 0, eMin, 0)).isEqualTo(1);
        assertThat(lowerConfidenceBound(mu, 0, sigmaA2, 0, 0.1)).isEqualTo(mu * mu + sigmaA2);
    }

    @Test
    void atTheKinkTinyEpistemicVarianceGivesTheSmoothedValue() {
        // d^2 = eMin - sigmaA2: EI ~ E[max(0, -2 d sigmaE z)] = 2 |d| sigmaE phi(0) for small sigmaE.
        double sigmaE2 = 1e-12;
        double ei = expectedImprovement(0.3, sigmaE2, 0.01, 0, 0.1);
        assertThat(ei).isFinite().isCloseTo(2 * 0.3 * 1e-6 / Math.sqrt(2 * Math.PI), within(1e-12));
    }

    @Test
    void theEdgesOfTheImprovementBudget() {
        // A known error exactly at the budget improves (P(E <= eMin - zeta)); no budget at all never does.
        assertThat(probabilityOfImprovement(0.5, 0, 0, 0, 0.25, 0)).isEqualTo(1);
        assertThat(probabilityOfImprovement(0, 0, 0.1, 0, 0.1, 0)).isZero();
        // eMin = 0 is a valid incumbent (a design point exactly on target with no noise).
        assertThat(expectedImprovement(0, 1, 0, 0, 0)).isZero();
    }

    @Test
    void noImprovementIsPossibleWhenEMinDoesNotExceedTheAleatoricVariance() {
        assertThat(expectedImprovement(0, 1, 0.5, 0, 0.5)).isZero();
        assertThat(expectedImprovement(0, 1, 0.5, 0, 0.3)).isZero();
        assertThat(probabilityOfImprovement(0, 1, 0.5, 0, 0.5, 0)).isZero();
        assertThat(probabilityOfImprovement(0, 1, 0.1, 0, 0.5, 0.4)).isZero();
    }

    @Test
    void hugeNoncentralityStaysFiniteAndConsistent() {
        // lambda = 1e10: far from the target with a tiny epistemic variance.
        assertThat(expectedImprovement(10, 1e-8, 0, 0, 50)).isZero();
        assertThat(expectedImprovement(10, 1e-8, 0, 0, 150)).isCloseTo(50 - 1e-8, within(1e-12));
        assertThat(probabilityOfImprovement(10, 1e-8, 0, 0, 150, 0)).isEqualTo(1);
        double bound = lowerConfidenceBound(10, 1e-8, 0, 0, 0.1);
        double expected = Math.pow(10 + 1e-4 * StandardNormal.quantile(0.1), 2);
        assertThat(bound).isCloseTo(expected, within(1e-12 * expected));
        // The paper's quantile takes its normal form there, which is the same value.
        assertThat(paperLowerConfidenceBound(10, 1e-8, 0.3, 0, 0.1)).isCloseTo(expected + 0.3, within(1e-12 * expected));
        // Moderate huge lambda (1e5) through the chi-square quantile agrees with the normal form.
        double sigmaE2 = 1e-5;
        double viaChiSquare = paperLowerConfidenceBound(1, sigmaE2, 0, 0, 0.3);
        double normalForm = Math.pow(1 + Math.sqrt(sigmaE2) * StandardNormal.quantile(0.3), 2);
        assertThat(viaChiSquare).isCloseTo(normalForm, within(1e-12));
    }

    @Test
    void nonFiniteOrNegativeInputsAreRejectedByName() {
        assertThatThrownBy(() -> expectedImprovement(Double.NaN, 1, 0, 0, 1)).hasMessageContaining("mu");
        assertThatThrownBy(() -> expectedImprovement(0, -1, 0, 0, 1)).hasMessageContaining("sigmaE2");
        assertThatThrownBy(() -> expectedImprovement(0, 1, Double.POSITIVE_INFINITY, 0, 1))
                .hasMessageContaining("sigmaA2");
        assertThatThrownBy(() -> expectedImprovement(0, 1, 0, Double.NEGATIVE_INFINITY, 1))
                .hasMessageContaining("target");
        assertThatThrownBy(() -> expectedImprovement(0, 1, 0, 0, Double.NaN)).hasMessageContaining("eMin");
        assertThatThrownBy(() -> probabilityOfImprovement(0, 1, 0, 0, 1, -0.1)).hasMessageContaining("zeta");
        assertThatThrownBy(() -> lowerConfidenceBound(0, 1, 0, 0, 1)).hasMessageContaining("q");
        assertThatThrownBy(() -> lowerConfidenceBound(0, 1, 0, 0, 0.6)).hasMessageContaining("q must be in (0, 0.5]");
        assertThatThrownBy(() -> lowerConfidenceBound(0, 1, 0, 0, 0)).hasMessageContaining("q must be in (0, 0.5]");
        assertThatThrownBy(() -> paperLowerConfidenceBound(0, 1, 0, 0, 0.6)).hasMessageContaining("q");
        assertThatThrownBy(() -> paperLowerConfidenceBound(Double.NaN, 1, 0, 0, 0.1)).hasMessageContaining("mu");
        assertThat(lowerConfidenceBound(0.5, 1, 0.1, 0, 0.5)).isEqualTo(0.35);
        assertThatThrownBy(() -> lowerConfidenceBound(Double.NaN, 1, 0, 0, 0.1)).hasMessageContaining("mu");
        assertThatThrownBy(() -> probabilityOfImprovement(Double.NaN, 1, 0, 0, 1, 0)).hasMessageContaining("mu");
        assertThatThrownBy(() -> probabilityOfImprovement(0, 1, 0, 0, -1, 0)).hasMessageContaining("eMin");
        assertThatThrownBy(() -> GaussianTargetBounds.pooled(Double.NaN, 1, 0, 0, 0.1)).hasMessageContaining("mu");
        assertThatThrownBy(() -> GaussianTargetBounds.robust(0, -1, 0, 0, 0.1)).hasMessageContaining("sigmaE2");
        assertThatThrownBy(() -> GaussianTargetBounds.robust(0, 1, 0, 0, 0.7)).hasMessageContaining("q");
    }
}
