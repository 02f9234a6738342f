package io.targetwise.core.surrogate.gp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Posterior;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The sparse GP against the exact one: identical with every point inducing, close on a smooth function. */
class SparseGaussianProcessTest {

    @Test
    void withEveryPointInducingThePosteriorIsTheExactGps() {
        Data data = Data.of(50, 3, 4, 1.0);
        StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, 2.5, 0.7, 1.1, 0.9);
        SparseGaussianProcess sparse = SparseGaussianProcessFitter.builder().build().fitWithKernel(data.points,
                data.outputs, data.noise, kernel);
        GaussianProcess exact = GaussianProcessFitter.builder().kernel(KernelType.RBF).nugget(1e-12).build()
                .fitWithKernel(data.points, data.outputs, data.noise, kernel);
        double[][] queries = Data.of(200, 3, 5, 1.0).points;
        Posterior s = sparse.posterior(queries);
        Posterior e = exact.posterior(queries);
        for (int p = 0; p < queries.length; p++) {
            assertThat(s.mean(p)).as("mean %d", p).isCloseTo(e.mean(p), within(1e-6));
            assertThat(s.epistemicVariance(p)).as("variance %d", p).isCloseTo(e.epistemicVariance(p), within(1e-6));
        }
        assertThat(sparse.hyperparameters().inducingPoints()).isEqualTo(50);
    }

    @Test
    void fittedOnASmoothFunctionItPredictsCloseToTheFittedExactGp() {
        Data data = Data.of(600, 5, 7, 0.05);
        SparseGaussianProcess sparse = SparseGaussianProcessFitter.forCampaigns().inducingPoints(128).build()
                .fit(data.points, data.outputs, data.noise);
        GaussianProcess exact = GaussianProcessFitter.forCampaigns().noise(NoiseModel.SMOOTHED_VARIANCE).restarts(0)
                .build().fit(data.points, data.outputs, data.noise);
        double[][] queries = Data.of(500, 5, 8, 0).points;
        Posterior s = sparse.posterior(queries);
        Posterior e = exact.posterior(queries);
        double squaredMeanGap = 0;
        double squaredSdGap = 0;
        double squaredSd = 0;
        for (int p = 0; p < queries.length; p++) {
            squaredMeanGap += Math.pow(s.mean(p) - e.mean(p), 2);
            squaredSdGap += Math.pow(Math.sqrt(s.epistemicVariance(p)) - Math.sqrt(e.epistemicVariance(p)), 2);
            squaredSd += e.epistemicVariance(p);
        }
        double outputSd = Data.sd(data.outputs);
        // means within 3 % of the output's spread, epistemic sds within half the exact GP's typical sd
        assertThat(Math.sqrt(squaredMeanGap / queries.length)).isLessThan(0.03 * outputSd);
        assertThat(Math.sqrt(squaredSdGap / squaredSd)).isLessThan(0.5);
    }

    @Test
    void aRefitStartsWarmAndEveryColdFitEveryThRefitIsCold() {
        SparseGaussianProcessFitter fitter = SparseGaussianProcessFitter.forCampaigns().inducingPoints(64)
                .coldFitEvery(2).build();
        Data first = Data.of(300, 2, 11, 0.05);
        Data grown = Data.of(330, 2, 11, 0.05);
        SparseGaussianProcess cold = fitter.fit(first.points, first.outputs, first.noise);
        SparseGaussianProcess warm = fitter.refit(grown.points, grown.outputs, grown.noise, cold);
        SparseGaussianProcess again = fitter.refit(grown.points, grown.outputs, grown.noise, warm);
        assertThat(cold.refitsSinceColdFit()).isZero();
        assertThat(warm.refitsSinceColdFit()).isEqualTo(1);
        assertThat(again.refitsSinceColdFit()).isZero();
        // the warm start reaches the cold fit's optimum on the grown data
        assertThat(warm.hyperparameters().bound()).isCloseTo(again.hyperparameters().bound(), within(0.5));
    }

    @Test
    void whileTheDataGrowLittleARefitKeepsTheKernelAndInducingInputsAndConditionsOnAllData() {
        SparseGaussianProcessFitter fitter = SparseGaussianProcessFitter.forCampaigns().inducingPoints(64)
                .keptWhileGrowthBelow(0.1).build();
        Data first = Data.of(300, 2, 11, 0.05);
        Data grown = Data.of(329, 2, 11, 0.05);
        SparseGaussianProcess searched = fitter.fit(first.points, first.outputs, first.noise);
        SparseGaussianProcess kept = fitter.refit(grown.points, grown.outputs, grown.noise, searched);

        assertThat(kept.hyperparametersSearchedOn()).isEqualTo(300);
        assertThat(kept.refitsSinceColdFit()).isZero();
        assertThat(kept.size()).isEqualTo(329);
        assertThat(kept.hyperparameters().lengthScales()).containsExactly(searched.hyperparameters().lengthScales(),
                within(1e-9));
        assertThat(kept.hyperparameters().signalVariance()).isCloseTo(searched.hyperparameters().signalVariance(),
                within(1e-9));
        assertThat(kept.inducingInputs()).isDeepEqualTo(searched.inducingInputs());
        // the variational (Titsias 2009) mean of the old kernel and inducing inputs on all the data, computed apart:
        // m(x) = mu + k_xZ (K_ZZ + K_ZX L^-1 K_XZ)^-1 K_ZX L^-1 (y - mu), L the noise, mu the outputs' mean
        StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, searched.hyperparameters().signalVariance(),
                searched.hyperparameters().lengthScales());
        double[][] z = searched.inducingInputs();
        double mu = java.util.Arrays.stream(grown.outputs).average().orElseThrow();
        RealMatrix sigma = new Array2DRowRealMatrix(z.length, z.length);
        RealVector projected = new ArrayRealVector(z.length);
        for (int a = 0; a < z.length; a++) {
            for (int b = 0; b < z.length; b++) {
                sigma.setEntry(a, b, kernel.value(z[a], z[b]));
            }
        }
        for (int i = 0; i < grown.points.length; i++) {
            double[] k = new double[z.length];
            for (int a = 0; a < z.length; a++) {
                k[a] = kernel.value(z[a], grown.points[i]);
            }
            RealVector ki = new ArrayRealVector(k);
            sigma = sigma.add(ki.outerProduct(ki).scalarMultiply(1 / grown.noise[i]));
            projected = projected.add(ki.mapMultiply((grown.outputs[i] - mu) / grown.noise[i]));
        }
        RealVector weights = new LUDecomposition(sigma).getSolver().solve(projected);
        double[][] queries = Data.of(50, 2, 12, 0).points;
        Posterior actual = kept.posterior(queries);
        double[] before = searched.posterior(queries).means();
        double largestChange = 0;
        for (int p = 0; p < queries.length; p++) {
            double expected = mu;
            for (int a = 0; a < z.length; a++) {
                expected += kernel.value(queries[p], z[a]) * weights.getEntry(a);
            }
            assertThat(actual.mean(p)).as("mean %d", p).isCloseTo(expected, within(1e-6));
            largestChange = Math.max(largestChange, Math.abs(actual.mean(p) - before[p]));
        }
        assertThat(largestChange).as("the 29 new points moved the mean").isGreaterThan(1e-4);

        SparseGaussianProcess searchedAgain = fitter.refit(Data.of(330, 2, 11, 0.05).points,
                Data.of(330, 2, 11, 0.05).outputs, Data.of(330, 2, 11, 0.05).noise, kept);
        assertThat(searchedAgain.hyperparametersSearchedOn()).isEqualTo(330);
        assertThat(searchedAgain.refitsSinceColdFit()).isEqualTo(1);
    }

    @Test
    void aHyperparameterSearchOnASubsetStillConditionsOnAllData() {
        Data data = Data.of(400, 2, 13, 0.05);
        SparseGaussianProcess onSubset = SparseGaussianProcessFitter.forCampaigns().inducingPoints(60).subsetSize(150)
                .build().fit(data.points, data.outputs, data.noise);
        SparseGaussianProcess onAll = SparseGaussianProcessFitter.forCampaigns().inducingPoints(60).build()
                .fit(data.points, data.outputs, data.noise);
        assertThat(onSubset.size()).isEqualTo(400);
        Posterior a = onSubset.posterior(data.points);
        Posterior b = onAll.posterior(data.points);
        double squaredGap = 0;
        for (int p = 0; p < data.points.length; p++) {
            squaredGap += Math.pow(a.mean(p) - b.mean(p), 2);
        }
        assertThat(Math.sqrt(squaredGap / data.points.length)).isLessThan(0.05 * Data.sd(data.outputs));
    }

    @Test
    void greedyVarianceSelectionSpreadsDistinctPointsAndTakesAllWhenAllowed() {
        double[] x = Data.flat(Data.of(200, 2, 3, 0).points);
        StationaryKernel kernel = StationaryKernel.of(KernelType.RBF, 1, 0.2, 0.2);
        double[] z = InducingPoints.select(kernel, x, 200, 20);
        assertThat(z).hasSize(40);
        for (int a = 0; a < 20; a++) {
            for (int b = 0; b < a; b++) {
                double distance = Math.hypot(z[2 * a] - z[2 * b], z[2 * a + 1] - z[2 * b + 1]);
                assertThat(distance).as("points %d and %d", a, b).isGreaterThan(0.05);
            }
        }
        assertThat(InducingPoints.select(kernel, x, 200, 200)).containsExactly(x);
    }

    /** f(x) = sin(3 x1) + cos(2 x2) x3 + 0.5 x4^2 + ... on [0, 1]^D with noise of variance noise(x) per point. */
    private record Data(double[][] points, double[] outputs, double[] noise) {
        static Data of(int n, int dim, long seed, double noiseScale) {
            SplittableRandom random = new SplittableRandom(seed);
            double[][] points = new double[n][dim];
            double[] outputs = new double[n];
            double[] noise = new double[n];
            for (int i = 0; i < n; i++) {
                for (int d = 0; d < dim; d++) {
                    points[i][d] = random.nextDouble();
                }
                double f = Math.sin(3 * points[i][0]);
                for (int d = 1; d < dim; d++) {
                    f += 0.5 * Math.cos(2 * points[i][d] + d) * points[i][d - 1];
                }
                noise[i] = noiseScale * (0.2 + points[i][0]) * (0.2 + points[i][0]);
                outputs[i] = f + Math.sqrt(noise[i]) * random.nextGaussian();
            }
            return new Data(points, outputs, noise);
        }

        static double sd(double[] values) {
            double mean = java.util.Arrays.stream(values).average().orElseThrow();
            return Math.sqrt(java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / values.length);
        }

        static double[] flat(double[][] rows) {
            return java.util.Arrays.stream(rows).flatMapToDouble(java.util.Arrays::stream).toArray();
        }
    }
}
