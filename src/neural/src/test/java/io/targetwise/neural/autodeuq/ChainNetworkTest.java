package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.neural.TrainingListener;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.deeplearning4j.nn.graph.ComputationGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

class ChainNetworkTest {
    private static final int INPUTS = 3;
    private static final GaussianNllLoss LOSS = new GaussianNllLoss();

    /**
     * Three blocks with every kind of wiring: a dense block with a projected skip from the input, an identity block
     * summing an unprojected skip and a projected one, and a wider dense block with two projected skips.
     */
    private static Architecture wiredArchitecture(LayerActivation first, LayerActivation third) {
        return Architecture.of(3, 1 + first.ordinal(), 1, 0, 1, 1, 12 + third.ordinal(), 1, 1, 0);
    }

    private static INDArray gaussian(SplittableRandom rng, int rows, int columns) {
        double[][] values = new double[rows][columns];
        for (double[] row : values) {
            for (int c = 0; c < columns; c++) {
                row[c] = rng.nextGaussian();
            }
        }
        return Nd4j.create(values);
    }

    @ParameterizedTest
    @EnumSource(LayerActivation.class)
    void gradientMatchesFiniteDifferences(LayerActivation activation) {
        SplittableRandom rng = new SplittableRandom(activation.ordinal());
        Candidate candidate = new Candidate(wiredArchitecture(activation, activation),
                new Hyperparameters(0.01, 8, Optimiser.ADAM, 10, 20));
        BlockChain chain = BlockChain.of(candidate.architecture(), INPUTS);
        ChainNetwork network = MemberNetwork.network(MemberNetwork.graph(candidate, chain, activation.ordinal()), chain);
        // Non-zero biases, so that bias gradients and kinks away from zero are exercised too.
        INDArray parameters = network.parameters();
        for (int i = 0; i < parameters.length(); i++) {
            parameters.putScalar(0, i, parameters.getDouble(0, i) + 0.1 * rng.nextGaussian());
        }
        INDArray x = gaussian(rng, 7, INPUTS);
        INDArray y = gaussian(rng, 7, 1);
        INDArray analytic = network.gradient(x, y).dup();
        double h = 1e-6;
        // DL4J's GELU backprop is not the exact derivative of its own forward (up to a few 1e-3 relative off, seen on
        // single values), and both trainers use it; every other activation is held to finite-difference accuracy.
        boolean gelu = activation == LayerActivation.GELU;
        double absolute = gelu ? 1e-4 : 1e-6;
        double relative = gelu ? 1e-2 : 1e-5;
        for (int check = 0; check < 120; check++) {
            int i = rng.nextInt((int) parameters.length());
            double original = parameters.getDouble(0, i);
            parameters.putScalar(0, i, original + h);
            double up = loss(network, x, y);
            parameters.putScalar(0, i, original - h);
            double down = loss(network, x, y);
            parameters.putScalar(0, i, original);
            double numeric = (up - down) / (2 * h);
            assertThat(analytic.getDouble(0, i)).as("%s parameter %d", activation, i)
                    .isCloseTo(numeric, within(absolute + relative * Math.abs(numeric)));
        }
    }

    private static double loss(ChainNetwork network, INDArray x, INDArray y) {
        return LOSS.computeScore(y, network.output(x), Activation.IDENTITY.getActivationFunction(), null, true);
    }

    /** 50 training rows (batches of 16 leave a partial one), 16 validation rows, y = sum of sin(x) + noise. */
    private static MemberNetwork.TrainingData smallProblem() {
        SplittableRandom rng = new SplittableRandom(3);
        double[][] x = new double[66][INPUTS];
        double[] y = new double[66];
        for (int i = 0; i < x.length; i++) {
            for (int c = 0; c < INPUTS; c++) {
                x[i][c] = rng.nextDouble(-2, 2);
                y[i] += Math.sin(x[i][c]);
            }
            y[i] += 0.2 * rng.nextGaussian();
        }
        return MemberNetwork.TrainingData.of(java.util.Arrays.copyOf(x, 50), java.util.Arrays.copyOf(y, 50),
                java.util.Arrays.copyOfRange(x, 50, 66), java.util.Arrays.copyOfRange(y, 50, 66));
    }

    /** Same initial weights and batches: the per-epoch validation NLL of both trainers agrees for every optimiser. */
    @ParameterizedTest
    @EnumSource(Optimiser.class)
    void trainsLikeTheDl4jGraph(Optimiser optimiser) {
        MemberNetwork.TrainingData data = smallProblem();
        // Plateau patience 1 makes the learning-rate drop happen within a few epochs.
        Candidate candidate = new Candidate(wiredArchitecture(LayerActivation.TANH, LayerActivation.GELU),
                new Hyperparameters(0.03, 16, optimiser, 1, 4));
        BlockChain chain = BlockChain.of(candidate.architecture(), INPUTS);
        ComputationGraph graph = MemberNetwork.graph(candidate, chain, 5);
        ChainNetwork network = MemberNetwork.network(graph, chain);
        assertThat(MemberNetwork.predict(graph, data.validationInputs()).mean())
                .containsExactly(network.output(data.validationInputs()).getColumn(0).toDoubleVector(), within(1e-12));

        List<Double> reference = Dl4jReference.train(candidate, graph, data, 12, new SplittableRandom(9));
        List<Double> lean = new ArrayList<>();
        MemberNetwork.Trained trained = MemberNetwork.train(candidate, network, data, 12, new SplittableRandom(9),
                "member", (model, step, total, nll) -> lean.add(nll));

        assertThat(lean).hasSameSizeAs(reference);
        for (int epoch = 0; epoch < reference.size(); epoch++) {
            assertThat(lean.get(epoch)).as("%s epoch %d", optimiser, epoch + 1)
                    .isCloseTo(reference.get(epoch), within(1e-8 * Math.max(1, Math.abs(reference.get(epoch)))));
        }
        assertThat(trained.validationNll()).isEqualTo(lean.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        assertThat(MemberNetwork.predict(MemberNetwork.graph(candidate, trained.network()), data.validationInputs())
                .mean()).containsExactly(MemberNetwork.predict(graph, data.validationInputs()).mean(), within(1e-8));
    }

    @Test
    void trainingRepeatsForAFixedSeedAlsoOnParallelThreads() throws Exception {
        MemberNetwork.TrainingData data = smallProblem();
        Candidate candidate = new Candidate(wiredArchitecture(LayerActivation.SWISH, LayerActivation.ELU),
                new Hyperparameters(0.01, 8, Optimiser.ADAM, 10, 20));
        MemberNetwork.Trained alone = MemberNetwork.train(candidate, data, 10, 42, "alone", TrainingListener.SILENT);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<MemberNetwork.Trained>> jobs = new ArrayList<>();
            for (int j = 0; j < 2; j++) {
                jobs.add(pool.submit(() -> MemberNetwork.train(candidate, data, 10, 42, "parallel",
                        TrainingListener.SILENT)));
            }
            for (Future<MemberNetwork.Trained> job : jobs) {
                MemberNetwork.Trained parallel = job.get();
                assertThat(parallel.validationNll()).isEqualTo(alone.validationNll());
                assertThat(parallel.network().parameters().toDoubleVector())
                        .containsExactly(alone.network().parameters().toDoubleVector());
            }
        } finally {
            pool.shutdownNow();
        }
        MemberNetwork.Trained otherSeed = MemberNetwork.train(candidate, data, 10, 43, "other", TrainingListener.SILENT);
        assertThat(otherSeed.validationNll()).isNotEqualTo(alone.validationNll());
    }
}
