package io.targetwise.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.proposal.AnalyticSurrogate;
import io.targetwise.core.surrogate.Posterior;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

class ChainPropagationTest {

    /** A model given by its mean and the two standard deviations, each a formula of the inputs. */
    private static AnalyticSurrogate model(int dimension, ToDoubleFunction<double[]> mean,
            ToDoubleFunction<double[]> sigmaE, ToDoubleFunction<double[]> sigmaA) {
        return new AnalyticSurrogate(dimension, mean, u -> sq(sigmaE.applyAsDouble(u)), u -> sq(sigmaA.applyAsDouble(u)));
    }

    private static double sq(double v) {
        return v * v;
    }

    // Stage 1: y1 = sin(2 x1) + x1 with setpoint-dependent spreads; stage 2 bends it nonlinearly with its own setpoint.
    private static final AnalyticSurrogate PRESS = model(1, u -> Math.sin(2 * u[0]) + u[0],
            u -> 0.15 + 0.1 * u[0], u -> 0.1 + 0.2 * sq(u[0] - 0.5));
    private static final AnalyticSurrogate FURNACE = model(2, u -> sq(u[1]) * Math.cos(u[0]) + 0.5 * u[1] * u[0],
            u -> 0.2 + 0.1 * Math.abs(u[1]), u -> 0.08 + 0.05 * sq(u[1]));

    private static ProcessChain pressThenFurnace() {
        return ProcessChain.of(ChainStage.of("press", 1, StageOutput.of("height", PRESS).withLimits(0.4, 1.6)),
                ChainStage.of("furnace", 1, StageOutput.of("hardness", FURNACE)));
    }

    @Test
    void aSingleStageChainIsItsStagesOwnPosterior() {
        AnalyticSurrogate press = new AnalyticSurrogate(1, u -> Math.sin(2 * u[0]) + u[0], u -> sq(0.15 + 0.1 * u[0]),
                u -> sq(0.1 + 0.2 * sq(u[0] - 0.5)), u -> 0.4 + u[0]);
        ProcessChain chain = ProcessChain.of(ChainStage.of("press", 1, StageOutput.of("height", press)));
        double[][] x = {{0.2}, {0.9}};
        Posterior propagated = ChainPropagation.of(chain).propagate(x).finalOutputs().get(0);
        Posterior own = press.posterior(x);
        for (int i = 0; i < 2; i++) {
            assertThat(propagated.mean(i)).isCloseTo(own.mean(i), within(1e-15));
            assertThat(propagated.epistemicVariance(i)).isCloseTo(own.epistemicVariance(i), within(1e-15));
            assertThat(propagated.aleatoricVariance(i)).isCloseTo(own.aleatoricVariance(i), within(1e-15));
            assertThat(propagated.aleatoricLogSd(i)).isCloseTo(own.aleatoricLogSd(i), within(1e-15));
        }
    }

    @Test
    void aLinearChainAddsTheScaledPartsExactly() {
        // y1 = 2 + 0.3 xi1 + 0.2 eps1;  y2 = 1.5 y1 - x2 + 0.1 xi2 + 0.25 eps2, the last stage's sigma_a^2 known to a
        // log-sd of 0.7, the first stage's exactly.
        ProcessChain chain = ProcessChain.of(
                ChainStage.of("one", 1, StageOutput.of("y1", model(1, u -> 2, u -> 0.3, u -> 0.2))),
                ChainStage.of("two", 1, StageOutput.of("y2", new AnalyticSurrogate(2, u -> 1.5 * u[1] - u[0],
                        u -> sq(0.1), u -> sq(0.25), u -> 0.7))));
        Posterior y = ChainPropagation.of(chain).propagate(new double[][] {{0, 0.7}}).finalOutputs().get(0);
        assertThat(y.mean(0)).isCloseTo(1.5 * 2 - 0.7, within(1e-12));
        assertThat(y.epistemicVariance(0)).isCloseTo(sq(1.5 * 0.3) + sq(0.1), within(1e-12));
        double aleatoric = sq(1.5 * 0.2) + sq(0.25);
        assertThat(y.aleatoricVariance(0)).isCloseTo(aleatoric, within(1e-12));
        // A = c + sigma_S^2 with only sigma_S^2 uncertain: d log A / d log sigma_S^2 = sigma_S^2 / A (delta method).
        assertThat(y.aleatoricLogSd(0)).isCloseTo(0.7 * sq(0.25) / aleatoric, within(1e-12));
    }

    @Test
    void anEpistemicSpreadThatVariesWithTheUpstreamScatterAddsToTheAleatoricPart() {
        // y1 = 3 + 0.01 xi1 + eps1;  y2 = 0.5 y1 xi2 + 0.01 eps2 (sigmaE of the last stage = 0.5 y1, mean 0). Given
        // theta = (xi1, xi2), the reading is 0.5 y1 xi2 + 0.01 eps2 with y1 still scattering: M = 0.5 (3 + 0.01 xi1)
        // xi2, A = 0.25 xi2^2 Var eps1 + 1e-4. So epistemic = E M^2 = 0.25 (9 + 1e-4) and aleatoric = E A = 0.25 +
        // 1e-4: the Var_omega sigmaE_S term is all but 1e-4 of it. Linear in the nodes, so exact.
        ProcessChain chain = ProcessChain.of(
                ChainStage.of("one", 1, StageOutput.of("y1", model(1, u -> 3, u -> 0.01, u -> 1))),
                ChainStage.of("two", 1, StageOutput.of("y2", model(2, u -> 0, u -> 0.5 * u[1], u -> 0.01))));
        Posterior y = ChainPropagation.of(chain).propagate(new double[][] {{0, 0}}).finalOutputs().get(0);
        assertThat(y.mean(0)).isCloseTo(0, within(1e-12));
        assertThat(y.epistemicVariance(0)).isCloseTo(0.25 * (9 + 1e-4), within(1e-12));
        assertThat(y.aleatoricVariance(0)).isCloseTo(0.25 + 1e-4, within(1e-12));
    }

    @Test
    void twoStagesAgreeWithNestedMonteCarloThroughTheStackedModels() {
        double[] setpoint = {0.8, 1.3};
        ChainPosterior chain = ChainPropagation.of(pressThenFurnace()).propagate(new double[][] {setpoint});
        Posterior y = chain.finalOutputs().get(0);
        NestedMonteCarlo mc = NestedMonteCarlo.run(8000, 250, 11, (xi, eps) -> {
            double y1 = draw(PRESS, new double[] {setpoint[0]}, xi[0], eps[0]);
            return draw(FURNACE, new double[] {setpoint[1], y1}, xi[1], eps[1]);
        }, 2);
        mc.assertAgrees(y, 0);
        // The conformance of the intermediate height, and its predicted moments, against plain simulation.
        SplittableRandom random = new SplittableRandom(5);
        int inside = 0;
        double sum = 0;
        double sumSq = 0;
        int draws = 400_000;
        for (int s = 0; s < draws; s++) {
            double y1 = draw(PRESS, new double[] {setpoint[0]}, random.nextGaussian(), random.nextGaussian());
            inside += y1 >= 0.4 && y1 <= 1.6 ? 1 : 0;
            sum += y1;
            sumSq += y1 * y1;
        }
        double p = (double) inside / draws;
        assertThat(chain.conformance(0)).isCloseTo(p, within(4 * Math.sqrt(p * (1 - p) / draws)));
        double mean = sum / draws;
        assertThat(chain.intermediateMean(0, 0, 0)).isCloseTo(mean, within(0.003));
        assertThat(chain.intermediateVariance(0, 0, 0)).isCloseTo(sumSq / draws - mean * mean, within(0.003));
    }

    @Test
    void twoIntermediateOutputsAndThreeStagesAgreeWithNestedMonteCarlo() {
        // Stage 1 measures two outputs (as the first stage of a cascade), stage 2 combines them, stage 3 scales the
        // result with its own setpoint: branches of the epistemic quadrature must compose across stages.
        AnalyticSurrogate a = model(1, u -> Math.cos(u[0]) + sq(u[0]) / 4, u -> 0.1, u -> 0.05 + 0.05 * u[0]);
        AnalyticSurrogate b = model(1, u -> Math.cos(sq(u[0])) + sq(u[0]) / 4, u -> 0.08, u -> 0.1);
        AnalyticSurrogate c = model(3, u -> u[1] * u[2] + Math.sin(u[0]) * u[2] * u[2],
                u -> 0.05 + 0.02 * Math.abs(u[1]), u -> 0.05);
        AnalyticSurrogate d = model(2, u -> u[0] * Math.tanh(u[1]), u -> 0.03, u -> 0.02 + 0.05 * sq(u[1]));
        ProcessChain chain = ProcessChain.of(
                ChainStage.of("uc", 1, StageOutput.of("f1", a), StageOutput.of("f2", b)),
                ChainStage.of("mix", 1, StageOutput.of("z", c)),
                ChainStage.of("scale", 1, StageOutput.of("w", d)));
        double[] setpoint = {1.7, 0.4, 1.2};
        ChainPropagation propagation = ChainPropagation.of(chain, 3);
        Posterior w = propagation.propagate(new double[][] {setpoint}).finalOutputs().get(0);
        NestedMonteCarlo mc = NestedMonteCarlo.run(6000, 250, 3, (xi, eps) -> {
            double f1 = draw(a, new double[] {setpoint[0]}, xi[0], eps[0]);
            double f2 = draw(b, new double[] {setpoint[0]}, xi[1], eps[1]);
            double z = draw(c, new double[] {setpoint[1], f1, f2}, xi[2], eps[2]);
            return draw(d, new double[] {setpoint[2], z}, xi[3], eps[3]);
        }, 4);
        mc.assertAgrees(w, 0.02);
    }

    @Test
    void correlatedScatterOfAStagesOutputsIsCarriedThroughAndCanCancel() {
        // Two outputs of one stage that scatter against each other (rho about -0.9), summed by the next stage: most
        // of the scatter cancels, which independent propagation would miss by a factor of ten.
        AnalyticSurrogate a = model(1, u -> 1 + u[0], u -> 0.1, u -> 0.3);
        AnalyticSurrogate b = model(1, u -> 2 - u[0] * u[0], u -> 0.1, u -> 0.3);
        AnalyticSurrogate sum = model(3, u -> u[1] + u[2] + u[0], u -> 0.05, u -> 0.05);
        SplittableRandom random = new SplittableRandom(8);
        List<double[]> inputs = new ArrayList<>();
        List<double[]> outputs = new ArrayList<>();
        for (int r = 0; r < 2000; r++) {
            double z = random.nextGaussian();
            inputs.add(new double[] {0.5});
            outputs.add(new double[] {z, -0.9 * z + Math.sqrt(1 - 0.81) * random.nextGaussian()});
        }
        StageCorrelation correlation = StageCorrelation.fromReplicates(inputs, outputs, new double[] {1});
        double rho = correlation.at(new double[] {0.5})[0][1];
        ProcessChain independent = ProcessChain.of(
                ChainStage.of("pair", 1, StageOutput.of("a", a), StageOutput.of("b", b)),
                ChainStage.of("sum", 1, StageOutput.of("s", sum)));
        ProcessChain correlated = ProcessChain.of(independent.stages().get(0).withCorrelation(correlation),
                independent.stages().get(1));
        double[] setpoint = {0.5, 0.2};
        Posterior withCorrelation = ChainPropagation.of(correlated).propagate(new double[][] {setpoint})
                .finalOutputs().get(0);
        NestedMonteCarlo mc = NestedMonteCarlo.run(6000, 250, 21, (xi, eps) -> {
            double y1 = draw(a, new double[] {setpoint[0]}, xi[0], eps[0]);
            double y2 = draw(b, new double[] {setpoint[0]}, xi[1], rho * eps[0] + Math.sqrt(1 - rho * rho) * eps[1]);
            return draw(sum, new double[] {setpoint[1], y1, y2}, xi[2], eps[2]);
        }, 3);
        mc.assertAgrees(withCorrelation, 0);
        Posterior withoutCorrelation = ChainPropagation.of(independent).propagate(new double[][] {setpoint})
                .finalOutputs().get(0);
        assertThat(withoutCorrelation.aleatoricVariance(0)).isGreaterThan(5 * withCorrelation.aleatoricVariance(0));
    }

    @Test
    void replanningPutsTheMeasuredOutputInPlaceOfItsDistribution() {
        ChainPropagation propagation = ChainPropagation.of(pressThenFurnace());
        ChainPosterior replanned = propagation.propagateFrom(1, new double[] {1.1}, new double[][] {{0.6}, {1.9}});
        Posterior own = FURNACE.posterior(new double[][] {{0.6, 1.1}, {1.9, 1.1}});
        Posterior y = replanned.finalOutputs().get(0);
        for (int i = 0; i < 2; i++) {
            assertThat(y.mean(i)).isCloseTo(own.mean(i), within(1e-12));
            assertThat(y.epistemicVariance(i)).isCloseTo(own.epistemicVariance(i), within(1e-12));
            assertThat(y.aleatoricVariance(i)).isCloseTo(own.aleatoricVariance(i), within(1e-12));
            assertThat(replanned.conformance(i)).isEqualTo(1);
        }
        assertThatThrownBy(() -> replanned.intermediateMean(0, 0, 0)).hasMessageContaining("stage 0");
    }

    @Test
    void refusesWhatDoesNotFitTheChain() {
        assertThatThrownBy(() -> ProcessChain.of(ChainStage.of("press", 1, StageOutput.of("height", PRESS)),
                ChainStage.of("furnace", 1, StageOutput.of("hardness", PRESS))))
                .hasMessageContaining("stage furnace, output hardness: its model takes 1 inputs, the stage gives 1 "
                        + "setpoints and 1 upstream outputs");
        ChainPropagation propagation = ChainPropagation.of(pressThenFurnace());
        assertThatThrownBy(() -> propagation.propagate(new double[][] {{1}}))
                .hasMessageContaining("setpoint 0 has 1 values, the stages from 0 on take 2");
        assertThatThrownBy(() -> propagation.propagateFrom(1, new double[] {1, 2}, new double[][] {{1}}))
                .hasMessageContaining("stage 1 takes 1 measured upstream outputs, got 2");
        assertThatThrownBy(() -> propagation.propagate(new double[][] {{1, Double.NaN}}))
                .hasMessageContaining("setpoint 0 has a non-finite value at index 1");
        assertThatThrownBy(() -> StageOutput.of("height", PRESS).withLimits(2, 1))
                .hasMessageContaining("output height needs limits lower < upper");
        AnalyticSurrogate wide = model(1, u -> 0, u -> 0.1, u -> 0.1);
        AnalyticSurrogate wider = model(4, u -> 0, u -> 0.1, u -> 0.1);
        ProcessChain cascade = ProcessChain.of(ChainStage.of("one", 1, StageOutput.of("a", wide),
                StageOutput.of("b", wide), StageOutput.of("c", wide)), ChainStage.of("two", 1, StageOutput.of("z", wider)));
        assertThatThrownBy(() -> ChainPropagation.of(cascade, 5)).hasMessageContaining("need 5^6 quadrature nodes");
        assertThat(ChainPropagation.of(cascade).nodesPerDimension()).isEqualTo(4);
    }

    private static double draw(AnalyticSurrogate model, double[] input, double xi, double eps) {
        Posterior p = model.posterior(new double[][] {input});
        return p.mean(0) + Math.sqrt(p.epistemicVariance(0)) * xi + Math.sqrt(p.aleatoricVariance(0)) * eps;
    }

    /** A chain reading as a function of every output's epistemic xi and aleatoric eps. */
    @FunctionalInterface
    private interface Reading {
        double of(double[] xi, double[] eps);
    }

    /**
     * Outer draws of theta (every xi), inner draws of omega (every eps): M(theta) and A(theta) by inner averages,
     * then mean = E M, epistemic = Var M - E A / inner (the inner averages' own noise), aleatoric = E A, each with
     * its Monte Carlo standard error.
     */
    private record NestedMonteCarlo(double mean, double meanSe, double epistemic, double epistemicSe, double aleatoric,
            double aleatoricSe) {

        static NestedMonteCarlo run(int outer, int inner, long seed, Reading reading, int outputs) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] m = new double[outer];
            double[] a = new double[outer];
            double[] xi = new double[outputs];
            double[] eps = new double[outputs];
            for (int o = 0; o < outer; o++) {
                for (int j = 0; j < outputs; j++) {
                    xi[j] = random.nextGaussian();
                }
                double sum = 0;
                double sumSq = 0;
                for (int s = 0; s < inner; s++) {
                    for (int j = 0; j < outputs; j++) {
                        eps[j] = random.nextGaussian();
                    }
                    double y = reading.of(xi, eps);
                    sum += y;
                    sumSq += y * y;
                }
                m[o] = sum / inner;
                a[o] = (sumSq - sum * sum / inner) / (inner - 1);
            }
            double meanM = average(m);
            double varM = variance(m, meanM);
            double meanA = average(a);
            double varA = variance(a, meanA);
            double epistemic = varM - meanA / inner;
            // Var of a sample variance of normal-ish values: about 2 sigma^4 / (outer - 1).
            return new NestedMonteCarlo(meanM, Math.sqrt(varM / outer), epistemic,
                    Math.sqrt(2 * varM * varM / (outer - 1)), meanA, Math.sqrt(varA / outer));
        }

        /** Within 4 standard errors, widened by a relative allowance for the quadrature's own error. */
        void assertAgrees(Posterior p, double relative) {
            assertThat(p.mean(0)).isCloseTo(mean, within(4 * meanSe + relative * Math.abs(mean)));
            assertThat(p.epistemicVariance(0)).isCloseTo(epistemic, within(4 * epistemicSe + relative * epistemic));
            assertThat(p.aleatoricVariance(0)).isCloseTo(aleatoric, within(4 * aleatoricSe + relative * aleatoric));
        }

        private static double average(double[] v) {
            double s = 0;
            for (double x : v) {
                s += x;
            }
            return s / v.length;
        }

        private static double variance(double[] v, double mean) {
            double s = 0;
            for (double x : v) {
                s += (x - mean) * (x - mean);
            }
            return s / (v.length - 1);
        }
    }
}
