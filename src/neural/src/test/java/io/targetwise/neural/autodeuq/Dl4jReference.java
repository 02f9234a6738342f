package io.targetwise.neural.autodeuq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.deeplearning4j.nn.graph.ComputationGraph;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The member training loop on DL4J's ComputationGraph, one {@code fit} per mini-batch: the oracle that {@link
 * MemberNetwork#train} must reproduce (same batches, optimiser, plateau schedule, early stopping and checkpoint).
 */
final class Dl4jReference {
    private static final double PLATEAU_MIN_DELTA = 1e-4;
    private static final double PLATEAU_FACTOR = 0.1;

    private Dl4jReference() {
    }

    /** Validation NLL after each epoch that ran; the network ends at its best checkpoint. */
    static List<Double> train(Candidate candidate, ComputationGraph network, MemberNetwork.TrainingData data,
            int epochs, SplittableRandom shuffle) {
        Hyperparameters h = candidate.hyperparameters();
        int n = (int) data.trainInputs().size(0);
        int batch = Math.min(h.batchSize(), n);
        double learningRate = h.learningRate();
        double bestNll = Double.POSITIVE_INFINITY;
        INDArray best = network.params().dup();
        double plateauBest = Double.POSITIVE_INFINITY;
        int plateauWait = 0;
        int stoppingWait = 0;
        List<Double> history = new ArrayList<>();
        for (int epoch = 1; epoch <= epochs; epoch++) {
            int[] order = MemberNetwork.permutation(n, shuffle);
            for (int start = 0; start < n; start += batch) {
                int[] rows = Arrays.copyOfRange(order, start, Math.min(n, start + batch));
                network.fit(new INDArray[] {data.trainInputs().getRows(rows)},
                        new INDArray[] {data.trainTargets().getRows(rows)});
            }
            double nll = MemberNetwork.predict(network, data.validationInputs())
                    .negativeLogLikelihood(data.validationTargets());
            history.add(nll);
            if (nll == Double.POSITIVE_INFINITY) {
                break;
            }
            if (nll < bestNll) {
                bestNll = nll;
                best = network.params().dup();
                stoppingWait = 0;
            } else if (++stoppingWait >= h.stoppingPatience()) {
                break;
            }
            if (nll < plateauBest - PLATEAU_MIN_DELTA) {
                plateauBest = nll;
                plateauWait = 0;
            } else if (++plateauWait >= h.plateauPatience() && h.optimiser().hasLearningRate()) {
                learningRate *= PLATEAU_FACTOR;
                network.setLearningRate(learningRate);
                plateauWait = 0;
            }
        }
        network.setParams(best);
        return history;
    }
}
