package io.targetwise.core.surrogate.composite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import io.targetwise.core.surrogate.gp.NoiseModel;
import io.targetwise.core.surrogate.variance.ConstantVariance;
import io.targetwise.core.surrogate.variance.KernelRidgeLogVariance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CompositeFittersTest {

    /** y = x + (0.2 + 0.3 x) eps on [0, 1], 30 setpoints with 6 replicates each. */
    private static List<Measurement> replicated(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Measurement> m = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            double x = i / 29.0;
            for (int r = 0; r < 6; r++) {
                m.add(Measurement.of(new double[] {x}, x + (0.2 + 0.3 * x) * random.nextGaussian()));
            }
        }
        return m;
    }

    @Test
    void meanVarianceFitterAggregatesThenFitsBothPartsAndConditionsTheMean() {
        MeanVarianceFitter<MeanVarianceModel> fitter = MeanVarianceFitter.of(ReplicateAggregator.of(0),
                GaussianProcessFitter.builder().noise(NoiseModel.SMOOTHED_VARIANCE).restarts(1).build(),
                KernelRidgeLogVariance.withDefaultGrid());
        MeanVarianceModel model = fitter.fit(replicated(1));
        assertThat(model.mean().size()).isEqualTo(30);
        Posterior p = model.posterior(new double[][] {{0.1}, {0.9}});
        assertThat(p.mean(0)).isCloseTo(0.1, within(0.1));
        assertThat(p.mean(1)).isCloseTo(0.9, within(0.1));
        double[] direct = model.variance().at(new double[][] {{0.1}, {0.9}}, model.mean());
        assertThat(p.aleatoricVariances()).containsExactly(direct);
        assertThat(p.aleatoricVariance(1)).isGreaterThan(2 * p.aleatoricVariance(0));
        MeanVarianceModel conditioned = model.conditionedOn(new double[] {0.5}, 0.8);
        Posterior c = conditioned.posterior(new double[][] {{0.5}});
        Posterior meanOnly = model.mean().conditionedOn(new double[] {0.5}, 0.8).posterior(new double[][] {{0.5}});
        assertThat(c.mean(0)).isEqualTo(meanOnly.mean(0));
        assertThat(c.epistemicVariance(0)).isEqualTo(meanOnly.epistemicVariance(0));
        assertThat(c.aleatoricVariance(0)).isEqualTo(model.posterior(new double[][] {{0.5}}).aleatoricVariance(0));
    }

    @Test
    void aMeanModelOtherThanAGpIsToldEachMeansNoiseFromTheVarianceModel() {
        List<Measurement> m = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            m.add(Measurement.of(new double[] {0}, r));
        }
        for (int r = 0; r < 2; r++) {
            m.add(Measurement.of(new double[] {1}, r));
        }
        List<double[]> told = new ArrayList<>();
        EpistemicModelFitter recording = new EpistemicModelFitter() {
            @Override
            public Surrogate fit(double[][] inputs, double[] outputs) {
                throw new AssertionError("the mean's noise must be passed on");
            }

            @Override
            public Surrogate fit(double[][] inputs, double[] outputs, double[] outputNoiseVariances) {
                told.add(outputNoiseVariances);
                return ConstantMean.ZERO;
            }
        };
        MeanVarianceFitter.of(ReplicateAggregator.of(0), recording, ConstantVariance.of(0.8)).fit(m);

        // sigma_a^2 / n_i: 0.8 over 4 and over 2 readings
        assertThat(told).hasSize(1);
        assertThat(told.get(0)).containsExactly(new double[] {0.2, 0.4}, within(1e-15));
    }

    /** A one-dimensional surrogate predicting 0 with no uncertainty. */
    private enum ConstantMean implements Surrogate {
        ZERO;

        @Override
        public int dimension() {
            return 1;
        }

        @Override
        public Posterior posterior(double[][] points) {
            double[] zeros = new double[points.length];
            return Posterior.of(zeros, zeros, zeros, zeros);
        }
    }

    @Test
    void baselineUsesTheFittedNoiseAsAleatoricVariance() {
        SplittableRandom random = new SplittableRandom(2);
        List<Measurement> m = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            double x = random.nextDouble();
            m.add(Measurement.of(new double[] {x}, Math.sin(4 * x) + 0.2 * random.nextGaussian()));
        }
        MeanVarianceModel model = HomoskedasticBaselineFitter.of(GaussianProcessFitter.builder()
                .noise(NoiseModel.HOMOSKEDASTIC).restarts(1).build()).fit(m);
        Posterior p = model.posterior(new double[][] {{0.2}, {0.8}});
        assertThat(p.aleatoricVariance(0)).isEqualTo(model.mean().hyperparameters().noiseVariance());
        assertThat(p.aleatoricVariance(1)).isCloseTo(0.04, within(0.015));
        assertThatThrownBy(() -> HomoskedasticBaselineFitter.of(GaussianProcessFitter.builder().build()))
                .hasMessageContaining("HOMOSKEDASTIC");
    }

    @Test
    void environmentMarginalisationRecoversMeanAndSpreadOverTheRecordedEnvironment() {
        SplittableRandom random = new SplittableRandom(3);
        List<Measurement> m = new ArrayList<>();
        for (int i = 0; i < 250; i++) {
            double x = random.nextDouble();
            double eta = random.nextGaussian();
            m.add(Measurement.of(new double[] {x}, new double[] {eta}, x + (0.5 + x) * eta + 0.01 * random.nextGaussian()));
        }
        Surrogate s = EnvironmentMarginalisingFitter.of(GaussianProcessFitter.builder().noise(NoiseModel.HOMOSKEDASTIC)
                .restarts(1).build(), 250, 5).fit(m);
        double[] environments = m.stream().mapToDouble(r -> r.environment().get(0)).toArray();
        double etaMean = Arrays.stream(environments).average().orElseThrow();
        double etaVariance = Arrays.stream(environments).map(e -> (e - etaMean) * (e - etaMean)).average().orElseThrow();
        Posterior p = s.posterior(new double[][] {{0.3}, {0.8}});
        assertThat(s.dimension()).isEqualTo(1);
        assertThat(p.mean(0)).isCloseTo(0.3 + 0.8 * etaMean, within(0.05));
        assertThat(p.mean(1)).isCloseTo(0.8 + 1.3 * etaMean, within(0.05));
        assertThat(p.aleatoricVariance(0)).isCloseTo(0.64 * etaVariance, within(0.1 * 0.64));
        assertThat(p.aleatoricVariance(1)).isCloseTo(1.69 * etaVariance, within(0.1 * 1.69));
        assertThat(p.epistemicVariance(0)).isLessThan(0.01);
    }

    @Test
    void averagePosteriorOverRepeatedPointsIsThePointPosterior() {
        double[][] x = {{0}, {0.4}, {1}};
        GaussianProcess gp = GaussianProcessFitter.builder().restarts(0).build().fit(x, new double[] {0, 1, 0.5});
        GaussianProcess.Average average = gp.average(new double[][] {{0.7}, {0.7}, {0.7}});
        Posterior p = gp.posterior(new double[][] {{0.7}});
        assertThat(average.mean()).isCloseTo(p.mean(0), within(1e-12));
        assertThat(average.variance()).isCloseTo(p.epistemicVariance(0), within(1e-10));
        assertThat(average.spreadOfMeans()).isCloseTo(0, within(1e-12));
    }

    @Test
    void fittersRejectEmptyOrIncompleteMeasurements() {
        MeanVarianceFitter<MeanVarianceModel> fitter = MeanVarianceFitter.of(ReplicateAggregator.of(0),
                GaussianProcessFitter.builder().build(), ConstantVariance.of(0.1));
        assertThatThrownBy(() -> fitter.fit(List.of())).hasMessage("measurements must not be empty");
        List<Measurement> withNull = new ArrayList<>(replicated(4));
        withNull.set(7, null);
        assertThatThrownBy(() -> fitter.fit(withNull)).hasMessage("measurement 7 is null");
        assertThatThrownBy(() -> Measurement.of(new double[] {Double.NaN}, 1)).hasMessageContaining("setpoint[0]");
        assertThatThrownBy(() -> EnvironmentMarginalisingFitter.of(GaussianProcessFitter.builder().build(), 10, 1)
                .fit(replicated(5))).hasMessageContaining("measurement 0 records no environment");
    }
}
