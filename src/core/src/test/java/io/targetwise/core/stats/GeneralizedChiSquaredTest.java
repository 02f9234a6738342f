package io.targetwise.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GeneralizedChiSquaredTest {

    private static GeneralizedChiSquared of(String weights, String dof, String noncentralities) {
        return GeneralizedChiSquared.of(parse(weights), parse(dof), parse(noncentralities));
    }

    private static double[] parse(String values) {
        String[] parts = values.trim().split("\\s+");
        double[] parsed = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            parsed[i] = Double.parseDouble(parts[i]);
        }
        return parsed;
    }

    /**
     * Reference values by Imhof's (1961) inversion of the characteristic function, a different method, integrated with
     * mpmath's quadosc at 30 digits (Python: mpmath 1.3.0); a Monte Carlo of 2 million draws agreed within its error.
     */
    @ParameterizedTest
    @CsvSource({
        "1 0.25,     1 1,   0 0,         0.5,  0.37550393395616028",
        "1 0.25,     1 1,   0 0,         1.5,  0.72068309890800526",
        "1 0.25,     1 1,   0 0,         4.0,  0.94545457859981646",
        "2 0.5 0.1,  1 1 1, 1.5 0.3 4.0, 0.7,  0.056615524960412807",
        "2 0.5 0.1,  1 1 1, 1.5 0.3 4.0, 3.0,  0.37045782481059408",
        "2 0.5 0.1,  1 1 1, 1.5 0.3 4.0, 9.0,  0.77117332157584851",
        "0.3 1.7,    1 1,   9 0.04,      1.0,  0.040965164762603369",
        "0.3 1.7,    1 1,   9 0.04,      4.0,  0.48083331658174675",
        "0.3 1.7,    1 1,   9 0.04,      12.0, 0.96891862831938573",
        "1 0.05,     2 3,   0 2,         0.2,  0.021842627679935874",
        "1 0.05,     2 3,   0 2,         1.0,  0.30984152436236433",
        "1 0.05,     2 3,   0 2,         5.0,  0.90655931971405898"})
    void matchesImhofsInversion(String weights, String dof, String noncentralities, double x, double expected) {
        GeneralizedChiSquared q = of(weights, dof, noncentralities);
        assertThat(q.cumulativeProbability(x)).isCloseTo(expected, within(1e-12));
        assertThat(q.survivalProbability(x)).isCloseTo(1 - expected, within(1e-12));
    }

    /** Two degrees of freedom each, central: a sum of exponentials with distinct means, whose CDF is closed. */
    @Test
    void aCentralSumOfTwoDegreeTermsIsHypoexponential() {
        double[] weights = {0.2, 1.0, 3.5};
        GeneralizedChiSquared q = GeneralizedChiSquared.of(weights, new double[] {2, 2, 2}, new double[3]);
        for (double x : new double[] {0.05, 0.5, 2, 7, 20, 60}) {
            double survival = 0;
            for (int i = 0; i < weights.length; i++) {
                double product = 1;
                for (int j = 0; j < weights.length; j++) {
                    if (j != i) {
                        product *= weights[i] / (weights[i] - weights[j]);
                    }
                }
                survival += product * Math.exp(-x / (2 * weights[i]));
            }
            assertThat(q.cumulativeProbability(x)).as("x = %s", x).isCloseTo(1 - survival, within(1e-13));
        }
    }

    /** The expected shortfall of the same sum: c minus the integral of its closed-form survival function up to c. */
    @Test
    void theExpectedShortfallOfAHypoexponentialSumIsClosed() {
        double[] weights = {0.2, 1.0, 3.5};
        GeneralizedChiSquared q = GeneralizedChiSquared.of(weights, new double[] {2, 2, 2}, new double[3]);
        for (double c : new double[] {0.05, 0.5, 2, 7, 20, 60}) {
            double integral = 0; // of the survival function over [0, c]
            for (int i = 0; i < weights.length; i++) {
                double product = 1;
                for (int j = 0; j < weights.length; j++) {
                    if (j != i) {
                        product *= weights[i] / (weights[i] - weights[j]);
                    }
                }
                double mean = 2 * weights[i];
                integral += product * mean * (1 - Math.exp(-c / mean));
            }
            assertThat(q.expectedShortfall(c)).as("c = %s", c).isCloseTo(c - integral, within(1e-13 * (1 + c)));
        }
        assertThat(q.expectedShortfall(0)).isZero();
        assertThat(q.expectedShortfall(-1)).isZero();
        assertThat(q.expectedShortfall(Double.NaN)).isNaN();
    }

    /**
     * Equal weights: the noncentral chi-square's own identity {@code E[max(0, c - X)] = c F_k(c) - k F_(k+2)(c)
     * - lambda F_(k+4)(c)} (Uhrenholt and Jensen's form, derived independently of the mixture).
     */
    @Test
    void theExpectedShortfallWithEqualWeightsIsTheNoncentralIdentity() {
        GeneralizedChiSquared equal = of("0.5 0.5", "1 1", "2 0.7");
        for (double c : new double[] {0.1, 0.9, 1.4, 3, 8}) {
            double z = c / 0.5;
            double identity = z * NoncentralChiSquared.cumulativeProbability(2, 2.7, z)
                    - 2 * NoncentralChiSquared.cumulativeProbability(4, 2.7, z)
                    - 2.7 * NoncentralChiSquared.cumulativeProbability(6, 2.7, z);
            assertThat(equal.expectedShortfall(c)).as("c = %s", c).isCloseTo(0.5 * identity, within(1e-13));
        }
    }

    /** One term, or equal weights, is a scaled noncentral chi-square (an independent implementation, Benton and Krishnamoorthy). */
    @Test
    void equalWeightsAreAScaledNoncentralChiSquare() {
        GeneralizedChiSquared one = of("2.5", "3", "7");
        GeneralizedChiSquared equal = of("0.4 0.4 0.4", "1 2 0.5", "3 0 1000");
        for (double x : new double[] {0.5, 5, 17.5, 40, 90}) {
            assertThat(one.cumulativeProbability(x)).isCloseTo(NoncentralChiSquared.cumulativeProbability(3, 7,
                    x / 2.5), within(1e-13));
        }
        for (double x : new double[] {300, 390, 401.5, 420, 500}) {
            assertThat(equal.cumulativeProbability(x)).as("x = %s", x).isCloseTo(
                    NoncentralChiSquared.cumulativeProbability(3.5, 1003, x / 0.4), within(1e-12));
        }
    }

    /** A noncentrality whose first mixture weight exp(-delta/2) underflows: the weights are carried on a scale. */
    @Test
    void aLargeNoncentralityDoesNotUnderflow() {
        GeneralizedChiSquared far = of("1 1", "1 1", "4000 2000");
        for (double x : new double[] {5700, 6000, 6100, 6400}) {
            assertThat(far.cumulativeProbability(x)).as("x = %s", x).isCloseTo(
                    NoncentralChiSquared.cumulativeProbability(2, 6000, x), within(1e-12));
        }
        GeneralizedChiSquared unequal = of("1 0.5", "1 1", "3000 0");
        double median = unequal.inverseCumulativeProbability(0.5);
        assertThat(median).isBetween(unequal.getMean() - 3 * Math.sqrt(unequal.getVariance()),
                unequal.getMean() + 3 * Math.sqrt(unequal.getVariance()));
        assertThat(unequal.cumulativeProbability(median)).isCloseTo(0.5, within(1e-11)); // x to 1e-13 relative
    }

    @Test
    void theQuantileInvertsTheCdf() {
        GeneralizedChiSquared q = of("2 0.5 0.1", "1 1 1", "1.5 0.3 4.0");
        for (double p : new double[] {1e-6, 0.1, 0.5, 0.9, 0.999}) {
            double x = q.inverseCumulativeProbability(p);
            assertThat(q.cumulativeProbability(x)).as("p = %s", p).isCloseTo(p, within(1e-12 + 1e-9 * p));
        }
        assertThat(q.inverseCumulativeProbability(0.37045782481059408)).isCloseTo(3.0, within(1e-9));
    }

    /**
     * The mean and variance as integrals of the survival function ({@code E Q = int S}, {@code E Q^2 = 2 int x S}),
     * by Simpson's rule in {@code t = sqrt(x)}, where the survival function is smooth at the origin too.
     */
    @Test
    void theMomentsAreThoseOfTheDistribution() {
        GeneralizedChiSquared q = of("2 0.5 0.1", "1 1 1", "1.5 0.3 4.0");
        int intervals = 2000;
        double upper = 12; // x up to 144, 22 standard deviations above the mean
        double h = upper / intervals;
        double first = 0;
        double second = 0;
        for (int i = 0; i <= intervals; i++) {
            double t = i * h;
            double weight = (i == 0 || i == intervals ? 1 : i % 2 == 1 ? 4 : 2) * h / 3;
            double survival = q.survivalProbability(t * t);
            first += weight * survival * 2 * t;
            second += weight * 2 * t * t * survival * 2 * t;
        }
        assertThat(q.getMean()).isCloseTo(first, within(1e-9));
        assertThat(q.getVariance()).isCloseTo(second - first * first, within(1e-8));
    }

    @Test
    void theEdgesAreExact() {
        GeneralizedChiSquared q = of("1 2", "1 1", "0 1");
        assertThat(q.cumulativeProbability(0)).isZero();
        assertThat(q.cumulativeProbability(-3)).isZero();
        assertThat(q.cumulativeProbability(Double.POSITIVE_INFINITY)).isEqualTo(1);
        assertThat(q.cumulativeProbability(Double.NaN)).isNaN();
    }

    @Test
    void everyInvalidArgumentIsNamed() {
        assertThatThrownBy(() -> GeneralizedChiSquared.of(new double[0], new double[0], new double[0]))
                .hasMessage("weights: at least one is required");
        assertThatThrownBy(() -> of("1 2", "1", "0 0")).hasMessage("degreesOfFreedom and noncentralities: one per"
                + " weight (2)");
        assertThatThrownBy(() -> of("1 -2", "1 1", "0 0")).hasMessage("weights[1] must be positive and finite, got"
                + " -2.0");
        assertThatThrownBy(() -> of("1 2", "1 0", "0 0")).hasMessage("degreesOfFreedom[1] must be positive and finite,"
                + " got 0.0");
        assertThatThrownBy(() -> of("1 2", "1 1", "0 -1")).hasMessage("noncentralities[1] must be non-negative and"
                + " finite, got -1.0");
        assertThatThrownBy(() -> of("1 0", "1 1", "0 0")).hasMessage("weights[1] must be positive and finite, got"
                + " 0.0");
        assertThatThrownBy(() -> of("1 1e6", "1 1", "0 0")).hasMessageStartingWith("weights: the largest is");
        assertThatThrownBy(() -> of("1e-3 1e3", "1 1", "0 0")).hasMessageStartingWith("weights: the largest is");
        assertThat(of("1 1e5", "1 1", "0 0").getMean()).isEqualTo(1 + 1e5);
        assertThat(of("1", "1", "0").getMean()).isEqualTo(1);
        assertThatThrownBy(() -> of("1", "1", "0").inverseCumulativeProbability(1))
                .hasMessage("p must be in (0, 1), got 1.0");
    }
}
