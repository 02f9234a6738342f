package io.targetwise.neural.autodeuq;

import io.targetwise.neural.TrainingListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.deeplearning4j.nn.conf.ComputationGraphConfiguration;
import org.deeplearning4j.nn.conf.NeuralNetConfiguration;
import org.deeplearning4j.nn.conf.graph.ElementWiseVertex;
import org.deeplearning4j.nn.conf.layers.ActivationLayer;
import org.deeplearning4j.nn.conf.layers.DenseLayer;
import org.deeplearning4j.nn.conf.layers.OutputLayer;
import org.deeplearning4j.nn.graph.ComputationGraph;
import org.deeplearning4j.nn.weights.WeightInit;
import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Builds and trains one AutoDEUQ member (Egele et al. 2022, section 1): the candidate's block chain on standardised
 * inputs, a linear head with a mean and a variance output trained on the Gaussian NLL, Glorot-uniform weights and zero
 * biases. Training follows the Keras callbacks of the reference: the learning rate drops tenfold after {@code
 * plateauPatience} epochs without a validation improvement of 1e-4, training stops after {@code stoppingPatience}
 * epochs without any improvement, and the member is the checkpoint of the epoch with the lowest validation NLL.
 */
final class MemberNetwork {
    private static final String INPUT = "input";
    private static final String HEAD = "head";
    private static final double PLATEAU_MIN_DELTA = 1e-4;
    private static final double PLATEAU_FACTOR = 0.1;

    private MemberNetwork() {
    }

    /** A trained member: its best-validation checkpoint and that checkpoint's validation predictions. */
    record Trained(Candidate candidate, ComputationGraph network, GaussianPredictions validation,
            double validationNll) {
    }

    static ComputationGraph build(Candidate candidate, int inputs, long seed) {
        Architecture a = candidate.architecture();
        Hyperparameters h = candidate.hyperparameters();
        ComputationGraphConfiguration.GraphBuilder graph = new NeuralNetConfiguration.Builder().seed(seed)
                .dataType(DataType.DOUBLE).updater(h.optimiser().updater(h.learningRate()))
                .weightInit(WeightInit.XAVIER_UNIFORM).biasInit(0).graphBuilder().addInputs(INPUT);
        List<String> outputs = new ArrayList<>(List.of(INPUT));
        List<Integer> widths = new ArrayList<>(List.of(inputs));
        for (int b = 1; b <= a.blocks(); b++) {
            String previous = outputs.get(b - 1);
            int width = widths.get(b - 1);
            String operation = previous;
            if (!a.isIdentity(b)) {
                operation = "dense" + b;
                width = a.units(b);
                graph.addLayer(operation, new DenseLayer.Builder().nIn(widths.get(b - 1)).nOut(width)
                        .activation(a.activation(b).function()).build(), previous);
            }
            List<String> summands = new ArrayList<>(List.of(operation));
            for (int distance = 1; distance <= Architecture.MAX_SKIP_SOURCES; distance++) {
                if (a.hasSkip(b, distance)) {
                    summands.add(projected(graph, outputs.get(b - distance), widths.get(b - distance), width,
                            "skip" + b + "from" + (b - distance)));
                }
            }
            String output = operation;
            if (summands.size() > 1) {
                graph.addVertex("sum" + b, new ElementWiseVertex(ElementWiseVertex.Op.Add),
                        summands.toArray(String[]::new));
                output = "block" + b;
                graph.addLayer(output, new ActivationLayer.Builder().activation(Activation.RELU).build(), "sum" + b);
            }
            outputs.add(output);
            widths.add(width);
        }
        graph.addLayer(HEAD, new OutputLayer.Builder(new GaussianNllLoss()).nIn(widths.get(a.blocks())).nOut(2)
                .activation(Activation.IDENTITY).build(), outputs.get(a.blocks()));
        ComputationGraph network = new ComputationGraph(graph.setOutputs(HEAD).build());
        network.init();
        return network;
    }

    /** A skip of another width goes through a linear projection (with bias) to the block's width. */
    private static String projected(ComputationGraphConfiguration.GraphBuilder graph, String source, int sourceWidth,
            int width, String name) {
        if (sourceWidth == width) {
            return source;
        }
        graph.addLayer(name, new DenseLayer.Builder().nIn(sourceWidth).nOut(width).activation(Activation.IDENTITY)
                .build(), source);
        return name;
    }

    /** Gaussian predictions (standardised units) of a member network. */
    static GaussianPredictions predict(ComputationGraph network, INDArray x) {
        INDArray z = network.outputSingle(false, x);
        double[] mean = z.getColumn(0).toDoubleVector();
        double[] sigma = GaussianNllLoss.sigma(z.getColumn(1).dup()).toDoubleVector();
        double[] variance = new double[sigma.length];
        for (int i = 0; i < sigma.length; i++) {
            variance[i] = sigma[i] * sigma[i];
        }
        return new GaussianPredictions(mean, variance);
    }

    /**
     * Trains a fresh member; its checkpoint is the lowest-validation-NLL epoch (NLL +infinity if it diverged).
     *
     * @param name the member's name for the listener
     */
    static Trained train(Candidate candidate, TrainingData data, int epochs, long seed, String name,
            TrainingListener listener) {
        Hyperparameters h = candidate.hyperparameters();
        ComputationGraph network = build(candidate, (int) data.trainInputs().size(1), seed);
        int n = (int) data.trainInputs().size(0);
        int batch = Math.min(h.batchSize(), n);
        SplittableRandom shuffle = new SplittableRandom(seed);
        double learningRate = h.learningRate();
        double bestNll = Double.POSITIVE_INFINITY;
        INDArray bestParameters = network.params().dup();
        GaussianPredictions bestPredictions = null;
        double plateauBest = Double.POSITIVE_INFINITY;
        int plateauWait = 0;
        int stoppingWait = 0;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            int[] order = permutation(n, shuffle);
            for (int start = 0; start < n; start += batch) {
                int[] rows = Arrays.copyOfRange(order, start, Math.min(n, start + batch));
                network.fit(new INDArray[] {data.trainInputs().getRows(rows)},
                        new INDArray[] {data.trainTargets().getRows(rows)});
            }
            GaussianPredictions validation = predict(network, data.validationInputs());
            double nll = validation.negativeLogLikelihood(data.validationTargets());
            listener.onStep(name, epoch, epochs, nll);
            if (nll == Double.POSITIVE_INFINITY) {
                break;
            }
            if (nll < bestNll) {
                bestNll = nll;
                bestParameters = network.params().dup();
                bestPredictions = validation;
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
        network.setParams(bestParameters);
        return new Trained(candidate, network, bestPredictions, bestNll);
    }

    /** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
    static int[] permutation(int n, SplittableRandom rng) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    /** Standardised training and validation data as ND4J matrices (targets one column). */
    record TrainingData(INDArray trainInputs, INDArray trainTargets, INDArray validationInputs,
            double[] validationTargets) {

        static TrainingData of(double[][] trainInputs, double[] trainTargets, double[][] validationInputs,
                double[] validationTargets) {
            return new TrainingData(Nd4j.create(trainInputs), Nd4j.create(trainTargets).reshape(trainTargets.length, 1),
                    Nd4j.create(validationInputs), validationTargets.clone());
        }
    }
}
