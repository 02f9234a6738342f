package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.factory.Nd4j;

class SearchSpaceTest {

    @Test
    void encodingHasTheReferenceNumberOfVariables() {
        assertThat(Architecture.variableCount(3)).isEqualTo(9);
        assertThat(Architecture.variableCount(5)).isEqualTo(17);
    }

    @Test
    void operationIndexDecodesUnitsAndActivation() {
        // Block 1: op 1 + 11 * (48 / 16 - 1) + TANH; skip from the input on. Block 2: identity, skip from block 1.
        Architecture a = Architecture.of(2, 1 + 11 * 2 + LayerActivation.TANH.ordinal(), 1, 0, 1, 0);
        assertThat(a.units(1)).isEqualTo(48);
        assertThat(a.activation(1)).isEqualTo(LayerActivation.TANH);
        assertThat(a.hasSkip(1, 1)).isTrue();
        assertThat(a.isIdentity(2)).isTrue();
        assertThat(a.hasSkip(2, 1)).isTrue();
        assertThat(a.hasSkip(2, 2)).isFalse();
        assertThatThrownBy(() -> Architecture.of(2, 177, 0, 0, 0, 0)).hasMessageContaining("encoding[0]");
    }

    @Test
    void mutationChangesExactlyOneVariable() {
        JointSearchSpace space = JointSearchSpace.benchmarks();
        SplittableRandom rng = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            Candidate parent = space.random(rng);
            Candidate child = space.mutate(parent, rng);
            int[] a = parent.architecture().encoding();
            int[] b = child.architecture().encoding();
            int changed = 0;
            for (int i = 0; i < a.length; i++) {
                changed += a[i] != b[i] ? 1 : 0;
            }
            Hyperparameters h = parent.hyperparameters();
            Hyperparameters g = child.hyperparameters();
            changed += (h.learningRate() != g.learningRate() ? 1 : 0) + (h.batchSize() != g.batchSize() ? 1 : 0)
                    + (h.optimiser() != g.optimiser() ? 1 : 0) + (h.plateauPatience() != g.plateauPatience() ? 1 : 0)
                    + (h.stoppingPatience() != g.stoppingPatience() ? 1 : 0);
            // A redrawn batch size or patience may land on the old value; everything else must differ.
            assertThat(changed).isLessThanOrEqualTo(1);
            assertThat(g.learningRate()).isBetween(1e-4, 1e-1);
            assertThat(g.batchSize()).isBetween(1, 256);
        }
    }

    @Test
    void architectureMutationChangesExactlyOneArchitectureVariable() {
        JointSearchSpace space = JointSearchSpace.benchmarks();
        SplittableRandom rng = new SplittableRandom(5);
        for (int trial = 0; trial < 200; trial++) {
            Architecture parent = space.randomArchitecture(rng);
            int[] a = parent.encoding();
            int[] b = space.mutateArchitecture(parent, rng).encoding();
            int changed = 0;
            for (int i = 0; i < a.length; i++) {
                changed += a[i] != b[i] ? 1 : 0;
            }
            assertThat(changed).isEqualTo(1);
            assertThat(parent.encoding()).isEqualTo(a);
        }
    }

    @Test
    void lossGradientMatchesFiniteDifferences() {
        GaussianNllLoss loss = new GaussianNllLoss();
        var labels = Nd4j.create(new double[][] {{0.3}, {-1.2}});
        var pre = Nd4j.create(new double[][] {{0.1, -4}, {-0.5, 12}});
        var identity = Activation.IDENTITY.getActivationFunction();
        var gradient = loss.computeGradient(labels, pre, identity, null);
        double h = 1e-6;
        for (int r = 0; r < 2; r++) {
            for (int c = 0; c < 2; c++) {
                var up = pre.dup();
                up.putScalar(r, c, pre.getDouble(r, c) + h);
                var down = pre.dup();
                down.putScalar(r, c, pre.getDouble(r, c) - h);
                double numeric = (loss.computeScore(labels, up, identity, null, false)
                        - loss.computeScore(labels, down, identity, null, false)) / (2 * h);
                assertThat(gradient.getDouble(r, c)).as("d/dz[%d][%d]", r, c).isCloseTo(numeric, within(1e-6));
            }
        }
    }

    @Test
    void lossIsTheGaussianNegativeLogLikelihoodOfTheHead() {
        var labels = Nd4j.create(new double[][] {{1.0}});
        var pre = Nd4j.create(new double[][] {{0.5, 10}});
        double sigma = 1e-3 + Math.log1p(Math.exp(0.05 * 10));
        double expected = 0.5 * Math.log(2 * Math.PI * sigma * sigma) + 0.25 / (2 * sigma * sigma);
        assertThat(new GaussianNllLoss().computeScore(labels, pre, Activation.IDENTITY.getActivationFunction(), null,
                true)).isCloseTo(expected, within(1e-12));
    }
}
