package io.targetwise.core.acquisition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TargetVectorAcquisitionTest {
    private static final double[] TARGETS = {1, -2, 0.5};

    @Test
    void oneOutputEqualsTheScalarAcquisitions() {
        for (double mu : new double[] {0.2, 1, 1.7}) {
            double[] m = {mu};
            double[] e = {0.09};
            double[] a = {0.02};
            assertThat(TargetVectorAcquisition.expectedImprovement(m, e, a, new double[] {1}, 0.3))
                    .isCloseTo(RobustTargetAcquisitions.expectedImprovement(mu, 0.09, 0.02, 1, 0.3), within(1e-13));
            assertThat(TargetVectorAcquisition.lowerConfidenceBound(m, e, a, new double[] {1}, 0.2))
                    .isCloseTo(RobustTargetAcquisitions.paperLowerConfidenceBound(mu, 0.09, 0.02, 1, 0.2),
                            within(1e-12));
        }
    }

    /** Equal epistemic variances: exact noncentral chi-square with 3 degrees of freedom, checked by Monte Carlo. */
    @ParameterizedTest
    @CsvSource({"0.1, 1.5", "0.5, 3", "0.02, 0.4"})
    void threeOutputsMatchMonteCarloOfTheSquaredDistance(double sigmaE2, double eMin) {
        double[] means = {1.2, -1.7, 0.9};
        double[] epistemic = {sigmaE2, sigmaE2, sigmaE2};
        double[] aleatoric = {0.05, 0.1, 0.02};
        double ei = TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, eMin);
        double q = 0.3;
        double bound = TargetVectorAcquisition.lowerConfidenceBound(means, epistemic, aleatoric, TARGETS, q);
        Random random = new Random(21);
        int n = 400_000;
        double sum = 0;
        double sumSquares = 0;
        int below = 0;
        for (int i = 0; i < n; i++) {
            double error = 0.17;
            for (int k = 0; k < 3; k++) {
                double offset = means[k] + Math.sqrt(sigmaE2) * random.nextGaussian() - TARGETS[k];
                error += offset * offset;
            }
            double gain = Math.max(0, eMin - error);
            sum += gain;
            sumSquares += gain * gain;
            below += error <= bound ? 1 : 0;
        }
        double mean = sum / n;
        double standardError = Math.sqrt((sumSquares / n - mean * mean) / n);
        assertThat(ei).isCloseTo(mean, within(5 * standardError + 1e-15));
        assertThat((double) below / n).isCloseTo(q, within(5 * Math.sqrt(q * (1 - q) / n)));
    }

    @Test
    void batchScoresEqualPointwiseValuesAndTheIncumbentIsEq8Summed() {
        Random random = new Random(3);
        int n = 9000;
        double[][] means = new double[3][n];
        double[][] epistemic = new double[3][n];
        double[][] aleatoric = new double[3][n];
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < n; i++) {
                means[k][i] = TARGETS[k] + random.nextGaussian();
                epistemic[k][i] = 0.1 * random.nextDouble();
                aleatoric[k][i] = 0.05 * random.nextDouble();
            }
        }
        List<Posterior> outputs = List.of(Posterior.of(means[0], epistemic[0], aleatoric[0]),
                Posterior.of(means[1], epistemic[1], aleatoric[1]), Posterior.of(means[2], epistemic[2], aleatoric[2]));
        double eMin = TargetVectorAcquisition.incumbent(TARGETS, outputs);
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double error = 0;
            for (int k = 0; k < 3; k++) {
                error += Math.pow(means[k][i] - TARGETS[k], 2) + aleatoric[k][i];
            }
            best = Math.min(best, error);
        }
        assertThat(eMin).isEqualTo(best);
        double[] ei = TargetVectorAcquisition.expectedImprovement(TARGETS, 1.0).score(outputs);
        double[] lcb = TargetVectorAcquisition.lowerConfidenceBound(TARGETS, 0.1).score(outputs);
        for (int i = 0; i < n; i += 450) {
            double[] m = {means[0][i], means[1][i], means[2][i]};
            double[] e = {epistemic[0][i], epistemic[1][i], epistemic[2][i]};
            double[] a = {aleatoric[0][i], aleatoric[1][i], aleatoric[2][i]};
            assertThat(ei[i]).isEqualTo(TargetVectorAcquisition.expectedImprovement(m, e, a, TARGETS, 1.0));
            assertThat(lcb[i]).isEqualTo(-TargetVectorAcquisition.lowerConfidenceBound(m, e, a, TARGETS, 0.1));
        }
    }

    @Test
    void tinyEpistemicVarianceApproachesTheDeterministicLimit() {
        double[] means = {1.1, -2.1, 0.5};
        double[] aleatoric = {0.01, 0.01, 0.01};
        double distance = 0.02;
        for (double sigmaE2 : new double[] {0, 1e-12, 1e-9}) {
            double[] epistemic = {sigmaE2, sigmaE2, sigmaE2};
            // Away from the kink EI = eMin - sum sigmaA2 - distance - K sigmaE2.
            assertThat(TargetVectorAcquisition.expectedImprovement(means, epistemic, aleatoric, TARGETS, 0.2))
                    .isCloseTo(0.2 - 0.03 - distance - 3 * sigmaE2, within(1e-12));
        }
    }

    @Test
    void invalidInputsAreRejected() {
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(new double[] {1}, new double[] {1},
                new double[] {0}, new double[] {1, 2}, 1)).hasMessageContaining("lengths");
        assertThatThrownBy(() -> TargetVectorAcquisition.lowerConfidenceBound(new double[] {Double.NaN},
                new double[] {1}, new double[] {0}, new double[] {1}, 0.1)).hasMessageContaining("mu");
        assertThatThrownBy(() -> TargetVectorAcquisition.expectedImprovement(new double[] {1, Double.NaN}, 1))
                .hasMessageContaining("targets[1]");
    }
}
