package io.targetwise.benchmarks.composite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class CompositeAcquisitionTest {

    @Test
    void leakyImprovementWeighsWorseningsByDelta() {
        // Improvements over J* = 1: 0.5, 0 and -1 (a worsening), so (0.5 + 0 - 0.01) / 3.
        double score = CompositeAcquisition.leakyExpectedImprovement(0.01).score(new double[] {0.5, 1, 2}, 1);
        assertThat(score).isCloseTo(0.49 / 3, within(1e-12));
        assertThat(CompositeAcquisition.leakyExpectedImprovement(0).score(new double[] {2, 3}, 1)).isZero();
    }

    @Test
    void lowerConfidenceBoundIsMeanMinusRootKappaSigmaForGaussianSamples() {
        int n = 200_001;
        double[] samples = new double[n];
        org.apache.commons.math3.distribution.NormalDistribution normal =
                new org.apache.commons.math3.distribution.NormalDistribution(2, 0.5);
        for (int i = 0; i < n; i++) {
            samples[i] = normal.inverseCumulativeProbability((i + 0.5) / n);
        }
        double score = CompositeAcquisition.lowerConfidenceBound(4).score(samples, Double.NaN);
        assertThat(-score).isCloseTo(2 - Math.sqrt(4) * 0.5, within(1e-3));
    }
}
