package io.targetwise.core.surrogate.composite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.gp.StationaryKernel;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.junit.jupiter.api.Test;

/**
 * Refits between hyperparameter searches: when they keep the hyperparameters, what they compute with them (checked
 * against the GP posterior mean solved by an independent library, and a kernel ridge fit whose grid is the kept
 * cell), that they take in replicates, and what keeping costs in accuracy against a fresh search.
 */
class KeptHyperparameterFitterTest {
    private static final ReplicateAggregator EXACT = ReplicateAggregator.of(new double[] {0, 0});
    private static final GaussianProcessFitter MEAN = GaussianProcessFitter.forCampaigns().seed(3)
            .noise(NoiseModel.SMOOTHED_VARIANCE).build();
    private static final KernelRidgeLogVariance RIDGE = KernelRidgeLogVariance.withDefaultGrid();

    private static double truth(double[] x) {
        return Math.sin(3 * x[0]) + x[1] * x[1];
    }

    /** 2 readings at each of {@code sites} random setpoints in the unit square, noise sd 0.05 + 0.1 x1. */
    private static List<Measurement> readings(int sites, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Measurement> m = new ArrayList<>();
        for (int i = 0; i < sites; i++) {
            double[] x = {random.nextDouble(), random.nextDouble()};
            for (int r = 0; r < 2; r++) {
                m.add(Measurement.of(x, truth(x) + (0.05 + 0.1 * x[0]) * random.nextGaussian()));
            }
        }
        return m;
    }

    private static KeptHyperparameterFitter fitter(int keptFrom) {
        return KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, keptFrom, 0.25);
    }

    private static double[] lengthScales(MeanVarianceModel m) {
        return m.mean().hyperparameters().lengthScales();
    }

    @Test
    void itKeepsTheHyperparametersWhileTheDesignGrowsByAtMostItsShareAndSearchesBeyond() {
        KeptHyperparameterFitter fitter = fitter(20);
        List<Measurement> all = readings(51, 1);
        MeanVarianceModel searched = fitter.fit(all.subList(0, 80));
        assertThat(searched.hyperparametersSearchedOn()).isEqualTo(40);

        MeanVarianceModel kept = fitter.refit(all.subList(0, 100), searched); // 50 = 40 x 1.25
        assertThat(kept.hyperparametersSearchedOn()).isEqualTo(40);
        assertThat(kept.mean().size()).isEqualTo(50);
        assertThat(lengthScales(kept)).containsExactly(lengthScales(searched), within(1e-9));
        assertThat(kept.mean().hyperparameters().signalVariance())
                .isCloseTo(searched.mean().hyperparameters().signalVariance(), within(1e-9));
        KernelRidgeLogVariance.Model ridge = (KernelRidgeLogVariance.Model) kept.variance();
        KernelRidgeLogVariance.Model searchedRidge = (KernelRidgeLogVariance.Model) searched.variance();
        assertThat(ridge.relativeLengthScale()).isEqualTo(searchedRidge.relativeLengthScale());
        assertThat(ridge.regularisation()).isEqualTo(searchedRidge.regularisation());

        MeanVarianceModel beyond = fitter.refit(all, kept); // 51 > 50
        assertThat(beyond.hyperparametersSearchedOn()).isEqualTo(51);
        assertThat(lengthScales(beyond)).isNotEqualTo(lengthScales(searched));
    }

    @Test
    void belowItsSizeOrOnFewerDesignPointsOrFromAnotherModelARefitSearches() {
        List<Measurement> all = readings(41, 2);
        MeanVarianceModel searched = fitter(20).fit(all.subList(0, 80));
        assertThat(fitter(42).refit(all, searched).hyperparametersSearchedOn()).as("below keptFrom").isEqualTo(41);
        assertThat(fitter(41).refit(all, searched).hyperparametersSearchedOn()).as("at keptFrom").isEqualTo(40);
        assertThat(fitter(20).refit(all.subList(0, 78), searched).hyperparametersSearchedOn()).as("fewer points")
                .isEqualTo(39);
        assertThat(fitter(20).refit(all.subList(0, 80), searched).hyperparametersSearchedOn()).as("as many points")
                .isEqualTo(40);
        MeanVarianceModel other = MeanVarianceModel.of(searched.mean(), ConstantVariance.of(0.01));
        assertThat(fitter(20).refit(all, other).hyperparametersSearchedOn()).as("no kernel ridge to keep")
                .isEqualTo(41);
    }

    /**
     * Kept, the mean is the GP posterior mean m + k*^T (K + N + jitter I)^-1 (y - m) (solved here by Commons Math's
     * LU decomposition) with the kept kernel, the
     * new data's trend m and N_i = sigma_a^2(x_i) / n_i from the refitted variance model, which is the kernel ridge
     * fit of the kept grid cell. Four readings 1 above the truth at a setpoint measured before pull its mean up:
     * conditioning, which cannot take in a replicate, would have had to search.
     */
    @Test
    void keptItSolvesTheGpAndTheRidgeOnAllDataReplicatesIncluded() {
        List<Measurement> data = new ArrayList<>(readings(40, 3));
        MeanVarianceModel searched = fitter(20).fit(data);
        double[] again = data.get(10).setpoint().toArray();
        for (int r = 0; r < 4; r++) {
            data.add(Measurement.of(again, truth(again) + 1));
        }
        MeanVarianceModel kept = fitter(20).refit(data, searched);
        assertThat(kept.hyperparametersSearchedOn()).isEqualTo(40);
        assertThat(kept.posterior(new double[][] {again}).mean(0))
                .isGreaterThan(searched.posterior(new double[][] {again}).mean(0) + 0.3);

        List<DesignPoint> points = EXACT.aggregate(data);
        KernelRidgeLogVariance.Model keptRidge = (KernelRidgeLogVariance.Model) searched.variance();
        KernelRidgeLogVariance.Model cell = KernelRidgeLogVariance.of(new double[] {keptRidge.relativeLengthScale()},
                new double[] {keptRidge.regularisation()}).fit(points, null);
        double[][] probes = {{0.1, 0.2}, {0.5, 0.5}, {0.9, 0.7}, again};
        assertThat(kept.variance().at(probes, null)).containsExactly(cell.at(probes, null), within(1e-12));

        int n = points.size();
        double[][] x = points.stream().map(p -> p.setpoint().toArray()).toArray(double[][]::new);
        double[] readingVariance = cell.at(x, null);
        GaussianProcess.Hyperparameters h = kept.mean().hyperparameters();
        StationaryKernel kernel = StationaryKernel.of(h.kernelType(), h.signalVariance(), h.lengthScales());
        double[][] covariance = new double[n][n];
        double[] residuals = new double[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                covariance[i][j] = kernel.value(x[i], x[j]) + (i == j ? readingVariance[i] / points.get(i).replicates()
                        + h.jitter() : 0);
            }
            residuals[i] = points.get(i).mean() - h.trend();
        }
        double[] weights = new LUDecomposition(new Array2DRowRealMatrix(covariance)).getSolver()
                .solve(new ArrayRealVector(residuals)).toArray();
        Posterior p = kept.posterior(probes);
        for (int q = 0; q < probes.length; q++) {
            double mean = h.trend();
            for (int i = 0; i < n; i++) {
                mean += kernel.value(probes[q], x[i]) * weights[i];
            }
            assertThat(p.mean(q)).as("probe %d", q).isCloseTo(mean, within(1e-6));
        }
    }

    /**
     * What keeping costs: on 10 designs grown from 100 to 110 setpoints, the kept model's error against the truth is
     * within 5 % of a fresh search's on average (measured 0.96; none above 1.03).
     */
    @Test
    void keptHyperparametersPredictAboutAsWellAsAFreshSearch() {
        double[][] grid = new double[121][];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = new double[] {(i % 11) / 10.0, (i / 11) / 10.0};
        }
        double ratios = 0;
        int designs = 10;
        for (long seed = 11; seed < 11 + designs; seed++) {
            List<Measurement> all = readings(110, seed);
            KeptHyperparameterFitter fitter = fitter(20);
            MeanVarianceModel kept = fitter.refit(all, fitter.fit(all.subList(0, 200)));
            assertThat(kept.hyperparametersSearchedOn()).isEqualTo(100);
            double ratio = rmse(kept, grid) / rmse(fitter.fit(all), grid);
            assertThat(ratio).as("seed %d", seed).isLessThan(1.15);
            ratios += ratio / designs;
        }
        assertThat(ratios).isLessThan(1.05);
    }

    /** On data whose search picks another grid cell, a ridge refit keeps its own and is that cell's fit. */
    @Test
    void theRidgeRefitKeepsItsGridCellWhereASearchWouldMove() {
        SplittableRandom random = new SplittableRandom(6);
        List<Measurement> trend = new ArrayList<>();
        List<Measurement> rough = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            double[] x = {random.nextDouble(), random.nextDouble()};
            double sd = random.nextBoolean() ? 0.01 : 1; // no structure: the search goes to the largest penalty
            for (int r = 0; r < 4; r++) {
                trend.add(Measurement.of(x, 0.01 * Math.exp(4 * x[0]) * random.nextGaussian()));
                rough.add(Measurement.of(x, sd * random.nextGaussian()));
            }
        }
        KernelRidgeLogVariance.Model smooth = RIDGE.fit(EXACT.aggregate(trend), null);
        List<DesignPoint> points = EXACT.aggregate(rough);
        KernelRidgeLogVariance.Model searched = RIDGE.fit(points, null);
        assertThat(new double[] {searched.relativeLengthScale(), searched.regularisation()})
                .as("precondition: the search moves").isNotEqualTo(new double[] {smooth.relativeLengthScale(),
                        smooth.regularisation()});
        KernelRidgeLogVariance.Model kept = RIDGE.refit(points, smooth);
        assertThat(kept.relativeLengthScale()).isEqualTo(smooth.relativeLengthScale());
        assertThat(kept.regularisation()).isEqualTo(smooth.regularisation());
        double[][] probes = {{0.1, 0.2}, {0.5, 0.5}, {0.9, 0.7}};
        assertThat(kept.at(probes, null)).containsExactly(KernelRidgeLogVariance.of(new double[] {
                smooth.relativeLengthScale()}, new double[] {smooth.regularisation()}).fit(points, null)
                .at(probes, null), within(1e-12));
    }

    @Test
    void itRefusesAMeanFitterWithoutTheSmoothedVarianceAndNumbersOutOfRange() {
        GaussianProcessFitter homoskedastic = GaussianProcessFitter.forCampaigns().noise(NoiseModel.HOMOSKEDASTIC)
                .build();
        assertThatThrownBy(() -> KeptHyperparameterFitter.of(EXACT, homoskedastic, RIDGE, 20, 0.1))
                .hasMessageContaining("meanFitter must use NoiseModel.SMOOTHED_VARIANCE");
        assertThatThrownBy(() -> KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 1, 0.1)).hasMessageContaining(
                "keptFrom");
        assertThatThrownBy(() -> KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 20, -0.1)).hasMessageContaining(
                "growth must lie in [0, 10]");
        assertThatThrownBy(() -> KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 20, Double.NaN)).hasMessageContaining(
                "growth");
        assertThatThrownBy(() -> KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 20, 10.001)).hasMessageContaining(
                "growth must lie in [0, 10]");
        assertThat(KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 20, 0)).isNotNull();
        assertThat(KeptHyperparameterFitter.of(EXACT, MEAN, RIDGE, 20, 10)).isNotNull();
        assertThatThrownBy(() -> fitter(20).refit(Arrays.asList((Measurement) null), null))
                .hasMessage("measurement 0 is null");
        GaussianProcess any = fitter(20).fit(readings(10, 4)).mean();
        assertThatThrownBy(() -> homoskedastic.refitDesignPoints(EXACT.aggregate(readings(10, 4)), new double[10], any))
                .hasMessageContaining("a homoskedastic fitter fits its noise");
    }

    private static double rmse(MeanVarianceModel m, double[][] grid) {
        Posterior p = m.posterior(grid);
        double s = 0;
        for (int i = 0; i < grid.length; i++) {
            s += Math.pow(p.mean(i) - truth(grid[i]), 2) / grid.length;
        }
        return Math.sqrt(s);
    }
}
