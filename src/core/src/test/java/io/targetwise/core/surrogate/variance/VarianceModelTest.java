package io.targetwise.core.surrogate.variance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.surrogate.gp.SparseGaussianProcess;
import io.targetwise.core.surrogate.gp.StationaryKernel;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealVector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VarianceModelTest {

    @Test
    void logSampleVarianceTargetsAreUnbiasedWithTheTrigammaSpread() {
        SplittableRandom random = new SplittableRandom(2);
        int replicates = 3;
        double sigma2 = 0.7;
        int draws = 40_000;
        double[] targets = new double[draws];
        double noise = Double.NaN;
        for (int t = 0; t < draws; t++) {
            double[] y = new double[replicates];
            double mean = 0;
            for (int r = 0; r < replicates; r++) {
                y[r] = Math.sqrt(sigma2) * random.nextGaussian();
                mean += y[r] / replicates;
            }
            double s2 = 0;
            for (double v : y) {
                s2 += (v - mean) * (v - mean) / (replicates - 1);
            }
            LogSampleVariance data = LogSampleVariance.of(List.of(new DesignPoint(Point.of(0), replicates, mean, s2),
                    new DesignPoint(Point.of(1), replicates, 0, 1)));
            targets[t] = data.targets()[0];
            noise = data.noiseVariances()[0];
        }
        double average = java.util.Arrays.stream(targets).average().orElseThrow();
        double spread = java.util.Arrays.stream(targets).map(v -> (v - average) * (v - average)).sum() / (draws - 1);
        assertThat(average).isCloseTo(Math.log(sigma2), within(0.03));
        assertThat(noise).isCloseTo(Math.PI * Math.PI / 6, within(1e-12));
        assertThat(spread).isCloseTo(noise, within(0.05 * noise));
    }

    @Test
    void kernelRidgeRecoversAHeteroskedasticVariance() {
        KernelRidgeLogVariance.Model model = KernelRidgeLogVariance.withDefaultGrid()
                .fit(SimulatedReplicates.designPoints(100, 10, 3), null);
        assertThat(SimulatedReplicates.medianRelativeError(model)).isLessThan(0.2);
        assertThat(model.regularisation()).isGreaterThan(1e-4);
    }

    @Test
    void logVarianceGpRecoversAHeteroskedasticVariance() {
        LogVarianceModel<?> model = LogVarianceGp.withDefaults().fit(SimulatedReplicates.designPoints(100, 10, 4), null);
        assertThat(SimulatedReplicates.medianRelativeError(model)).isLessThan(0.2);
    }

    @Test
    void sparseLogVarianceGpRecoversAHeteroskedasticVarianceAndRefitsWarm() {
        SparseLogVarianceGp fitter = SparseLogVarianceGp.of(io.targetwise.core.surrogate.gp.SparseGaussianProcessFitter
                .builder().kernel(io.targetwise.core.surrogate.gp.KernelType.MATERN_52).inducingPoints(40).build());
        LogVarianceModel<SparseGaussianProcess> model = fitter.fit(SimulatedReplicates.designPoints(300, 10, 4), null);
        assertThat(SimulatedReplicates.medianRelativeError(model)).isLessThan(0.2);
        LogVarianceModel<SparseGaussianProcess> refitted = fitter.refit(SimulatedReplicates.designPoints(320, 10, 4), model);
        assertThat(refitted.logVariance().refitsSinceColdFit()).isEqualTo(1);
        assertThat(SimulatedReplicates.medianRelativeError(refitted)).isLessThan(0.2);
    }

    /**
     * The posterior of log sigma_a^2 is honest where plants are, few replicates at few setpoints: over 20 data sets
     * of 20 setpoints with 3 or 5 readings each, the true log variance lies within the 90 % interval at most grid
     * points. Without the uncertainty (logSd = 0) the coverage would be 0.
     */
    @ParameterizedTest
    @CsvSource({"3, kernel-ridge", "5, kernel-ridge", "3, log-variance-gp", "5, log-variance-gp"})
    void theLogVarianceUncertaintyCoversTheTruthWithFewReplicates(int replicates, String modelName) {
        AleatoricVarianceFitter fitter = modelName.equals("kernel-ridge") ? KernelRidgeLogVariance.withDefaultGrid()
                : LogVarianceGp.withDefaults();
        double coverage = 0;
        int dataSets = 20;
        for (int seed = 0; seed < dataSets; seed++) {
            coverage += SimulatedReplicates.coverageOf90PercentIntervals(
                    fitter.fit(SimulatedReplicates.designPoints(20, replicates, 100 + seed), null)) / dataSets;
        }
        assertThat(coverage).as("coverage of the 90 percent intervals").isBetween(0.75, 1.0);
    }

    /**
     * The kernel ridge's sd of log sigma_a^2 is the GP reading's s^2 (1 - k^T A^-1 k + (1 - 1^T A^-1 k)^2 / 1^T A^-1 1)
     * with A = K + lambda I, here solved by Commons Math's LU decomposition at points inside and outside the design.
     */
    @Test
    void theKernelRidgeLogSdIsTheGpReadingsPosteriorSdWithTheOffsetEstimated() {
        List<DesignPoint> points = SimulatedReplicates.designPoints(30, 4, 7);
        KernelRidgeLogVariance.Model model = KernelRidgeLogVariance.withDefaultGrid().fit(points, null);
        double[][] x = points.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
        int n = x.length;
        int dim = x[0].length;
        double[] lengthScales = new double[dim];
        for (int d = 0; d < dim; d++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] row : x) {
                lo = Math.min(lo, row[d]);
                hi = Math.max(hi, row[d]);
            }
            lengthScales[d] = model.relativeLengthScale() * Math.sqrt(dim) * (hi - lo);
        }
        StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, 1, lengthScales);
        double[][] a = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = kernel.value(x[i], x[j]) + (i == j ? model.regularisation() : 0);
            }
        }
        DecompositionSolver solver = new LUDecomposition(new Array2DRowRealMatrix(a)).getSolver();
        double[] ones = new double[n];
        java.util.Arrays.fill(ones, 1);
        RealVector aOnes = solver.solve(new ArrayRealVector(ones));
        double onesAOnes = aOnes.dotProduct(new ArrayRealVector(ones));
        double[][] probes = {x[3], {0.5, 0.5}, {1.7, -0.4}, {x[0][0] + 0.01, x[0][1]}};
        double[] sd = model.logSd(probes, null);
        for (int p = 0; p < probes.length; p++) {
            double[] k = new double[n];
            for (int i = 0; i < n; i++) {
                k[i] = kernel.value(probes[p], x[i]);
            }
            ArrayRealVector kv = new ArrayRealVector(k);
            double explained = kv.dotProduct(solver.solve(kv));
            double offsetShare = 1 - aOnes.dotProduct(kv);
            double expected = Math.sqrt(model.signalVariance() * Math.max(0, 1 - explained
                    + offsetShare * offsetShare / onesAOnes));
            assertThat(sd[p]).as("probe %d", p).isCloseTo(expected, within(1e-9 + 1e-7 * expected));
        }
    }

    @Test
    void constantVarianceIsTheSameEverywhere() {
        assertThat(ConstantVariance.of(0.3).fit(List.of(), null).at(new double[][] {{0}, {5}}, null)).containsExactly(0.3,
                0.3);
        assertThat(ConstantVariance.of(0.3).logSd(new double[][] {{0}, {5}}, null)).containsExactly(0, 0);
        assertThatThrownBy(() -> ConstantVariance.of(-1)).hasMessageContaining("variance must be finite and >= 0");
    }

    @Test
    void logVarianceModelsNeedReplicatedPointsAndSomeSpread() {
        List<DesignPoint> one = List.of(new DesignPoint(Point.of(0), 3, 1, 0.2),
                new DesignPoint(Point.of(1), 1, 1, Double.NaN));
        assertThatThrownBy(() -> KernelRidgeLogVariance.withDefaultGrid().fit(one, null))
                .hasMessageContaining("at least 2 design points with 2 or more replicates, got 1");
        List<DesignPoint> flat = List.of(new DesignPoint(Point.of(0), 3, 1, 0),
                new DesignPoint(Point.of(1), 3, 1, 0));
        assertThatThrownBy(() -> LogVarianceGp.withDefaults().fit(flat, null)).hasMessageContaining("all sample variances are zero");
    }
}
