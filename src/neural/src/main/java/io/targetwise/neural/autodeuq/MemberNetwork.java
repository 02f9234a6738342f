package io.targetwise.neural.autodeuq;

import io.targetwise.neural.TrainingListener;
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
import org.nd4j.linalg.api.memory.MemoryWorkspace;
import org.nd4j.linalg.api.memory.conf.WorkspaceConfiguration;
import org.nd4j.linalg.api.memory.enums.AllocationPolicy;
import org.nd4j.linalg.api.memory.enums.LearningPolicy;
import org.nd4j.linalg.api.memory.enums.ResetPolicy;
import org.nd4j.linalg.api.memory.enums.SpillPolicy;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.indexing.INDArrayIndex;
import org.nd4j.linalg.indexing.NDArrayIndex;
import org.nd4j.linalg.learning.GradientUpdater;
import org.nd4j.linalg.learning.config.IUpdater;

/**
 * Trains one AutoDEUQ member (Egele et al. 2022, section 1): the candidate's block chain on standardised inputs, a
 * linear head with a mean and a variance output trained on the Gaussian NLL, Glorot-uniform weights and zero biases.
 * Training follows the Keras callbacks of the reference: the learning rate drops tenfold after {@code plateauPatience}
 * epochs without a validation improvement of 1e-4, training stops after {@code stoppingPatience} epochs without any
 * improvement, and the member is the checkpoint of the epoch with the lowest validation NLL. The steps run on a
 * {@link ChainNetwork} with DL4J's own optimisers; a selected member becomes a DL4J ComputationGraph, the form the
 * ensemble predicts with and saves.
 */
final class MemberNetwork {
    private static final String INPUT = "input";
    private static final double PLATEAU_MIN_DELTA = 1e-4;
    private static final double PLATEAU_FACTOR = 0.1;
    private static final String WORKSPACE = "AUTODEUQ_STEP";
    // A step's temporaries are of the same sizes every time: after the first step they come from one reused block
    // instead of fresh off-heap allocations (which cost more than the small operations themselves).
    private static final WorkspaceConfiguration STEP_MEMORY = WorkspaceConfiguration.builder()
            .policyAllocation(AllocationPolicy.STRICT).policyLearning(LearningPolicy.FIRST_LOOP)
            .policyReset(ResetPolicy.BLOCK_LEFT).policySpill(SpillPolicy.REALLOCATE).build();

    private MemberNetwork() {
    }

    /** A trained member: its best-validation checkpoint and that checkpoint's validation predictions. */
    record Trained(Candidate candidate, ChainNetwork network, GaussianPredictions validation, double validationNll) {
    }

    /**
     * Trains a fresh member; its checkpoint is the lowest-validation-NLL epoch (NLL +infinity if it diverged).
     *
     * @param name the member's name for the listener
     */
    static Trained train(Candidate candidate, TrainingData data, int epochs, long seed, String name,
            TrainingListener listener) {
        BlockChain chain = BlockChain.of(candidate.architecture(), (int) data.trainInputs().size(1));
        // DL4J's seeded initialisation: a seed gives the same member as training the DL4J graph itself would.
        ChainNetwork network = network(graph(candidate, chain, seed), chain);
        return train(candidate, network, data, epochs, new SplittableRandom(seed), name, listener);
    }

    /**
     * Trains the given network in place from its current parameters, shuffling with {@code shuffle}; the result holds
     * the best checkpoint as a network of its own.
     */
    static Trained train(Candidate candidate, ChainNetwork network, TrainingData data, int epochs,
            SplittableRandom shuffle, String name, TrainingListener listener) {
        Hyperparameters h = candidate.hyperparameters();
        int n = (int) data.trainInputs().size(0);
        int batch = Math.min(h.batchSize(), n);
        IUpdater rule = h.optimiser().updater(h.learningRate());
        long stateSize = rule.stateSize(network.parameters().length());
        GradientUpdater<?> updater = rule.instantiate(stateSize == 0 ? null
                : Nd4j.zeros(DataType.DOUBLE, 1, stateSize), true);
        double learningRate = h.learningRate();
        double bestNll = Double.POSITIVE_INFINITY;
        INDArray bestParameters = network.parameters().dup();
        GaussianPredictions bestPredictions = null;
        double plateauBest = Double.POSITIVE_INFINITY;
        int plateauWait = 0;
        int stoppingWait = 0;
        int iteration = 0;
        for (int epoch = 1; epoch <= epochs; epoch++) {
            int[] order = permutation(n, shuffle);
            // One native gather per epoch (getRows costs one ND4J call per row); batches are then contiguous views.
            INDArray x = Nd4j.pullRows(data.trainInputs(), 1, order);
            INDArray y = Nd4j.pullRows(data.trainTargets(), 1, order);
            for (int start = 0; start < n; start += batch) {
                try (MemoryWorkspace ignored = Nd4j.getWorkspaceManager().getAndActivateWorkspace(STEP_MEMORY,
                        WORKSPACE)) {
                    INDArrayIndex rows = NDArrayIndex.interval(start, Math.min(n, start + batch));
                    INDArray gradient = network.gradient(x.get(rows, NDArrayIndex.all()), y.get(rows,
                            NDArrayIndex.all()));
                    // DL4J's step: the optimiser turns the gradient into the update in place, then params -= update.
                    updater.applyUpdater(gradient, iteration++, 0);
                    network.parameters().subi(gradient);
                }
            }
            GaussianPredictions validation = predict(network, data.validationInputs());
            double nll = validation.negativeLogLikelihood(data.validationTargets());
            listener.onStep(name, epoch, epochs, nll);
            if (nll == Double.POSITIVE_INFINITY) {
                break;
            }
            if (nll < bestNll) {
                bestNll = nll;
                bestParameters.assign(network.parameters());
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
                // The updater reads its rate from this configuration at every step, its state stays.
                rule.setLrAndSchedule(learningRate, null);
                plateauWait = 0;
            }
        }
        return new Trained(candidate, ChainNetwork.of(network.chain(), bestParameters), bestPredictions, bestNll);
    }

    private static GaussianPredictions predict(ChainNetwork network, INDArray x) {
        try (MemoryWorkspace ignored = Nd4j.getWorkspaceManager().getAndActivateWorkspace(STEP_MEMORY, WORKSPACE)) {
            return predictions(network.output(x));
        }
    }

    /** The member as a DL4J graph with the network's parameters: the form the ensemble predicts with and saves. */
    static ComputationGraph graph(Candidate candidate, ChainNetwork network) {
        ComputationGraph graph = graph(candidate, network.chain(), 0);
        for (BlockChain.Dense layer : network.chain().layers()) {
            graph.getLayer(layer.name()).setParam("W", network.weights(layer));
            graph.getLayer(layer.name()).setParam("b", network.bias(layer).reshape(1, layer.outputs()));
        }
        return graph;
    }

    /** A network with the graph's parameters (the graph built from the same chain). */
    static ChainNetwork network(ComputationGraph graph, BlockChain chain) {
        ChainNetwork network = ChainNetwork.of(chain);
        for (BlockChain.Dense layer : chain.layers()) {
            network.weights(layer).assign(graph.getLayer(layer.name()).getParam("W"));
            network.bias(layer).assign(graph.getLayer(layer.name()).getParam("b").reshape(layer.outputs()));
        }
        return network;
    }

    /**
     * The chain as a DL4J graph with DL4J's seeded Glorot-uniform weights and zero biases, configured with the
     * candidate's optimiser so that it can train alike.
     */
    static ComputationGraph graph(Candidate candidate, BlockChain chain, long seed) {
        Hyperparameters h = candidate.hyperparameters();
        ComputationGraphConfiguration.GraphBuilder graph = new NeuralNetConfiguration.Builder().seed(seed)
                .dataType(DataType.DOUBLE).updater(h.optimiser().updater(h.learningRate()))
                .weightInit(WeightInit.XAVIER_UNIFORM).biasInit(0).graphBuilder().addInputs(INPUT);
        String[] outputs = new String[chain.blocks().size() + 1];
        outputs[0] = INPUT;
        for (int j = 1; j <= chain.blocks().size(); j++) {
            BlockChain.Block block = chain.blocks().get(j - 1);
            String operation = block.operation() == null ? outputs[j - 1] : dense(graph, block.operation(),
                    outputs[j - 1]);
            outputs[j] = operation;
            if (block.summed()) {
                String[] summands = new String[block.skips().size() + 1];
                summands[0] = operation;
                for (int s = 0; s < block.skips().size(); s++) {
                    BlockChain.Skip skip = block.skips().get(s);
                    summands[s + 1] = skip.projection() == null ? outputs[skip.source()]
                            : dense(graph, skip.projection(), outputs[skip.source()]);
                }
                graph.addVertex("sum" + j, new ElementWiseVertex(ElementWiseVertex.Op.Add), summands);
                outputs[j] = "block" + j;
                graph.addLayer(outputs[j], new ActivationLayer.Builder().activation(Activation.RELU).build(),
                        "sum" + j);
            }
        }
        BlockChain.Dense head = chain.head();
        graph.addLayer(head.name(), new OutputLayer.Builder(new GaussianNllLoss()).nIn(head.inputs())
                .nOut(head.outputs()).activation(Activation.IDENTITY).build(), outputs[chain.blocks().size()]);
        ComputationGraph result = new ComputationGraph(graph.setOutputs(head.name()).build());
        result.init();
        return result;
    }

    private static String dense(ComputationGraphConfiguration.GraphBuilder graph, BlockChain.Dense layer,
            String input) {
        graph.addLayer(layer.name(), new DenseLayer.Builder().nIn(layer.inputs()).nOut(layer.outputs())
                .activation(layer.activation().function()).build(), input);
        return layer.name();
    }

    /** Gaussian predictions (standardised units) of a member network. */
    static GaussianPredictions predict(ComputationGraph network, INDArray x) {
        return predictions(network.outputSingle(false, x));
    }

    /** Gaussian predictions from raw head outputs (mean, raw variance). */
    private static GaussianPredictions predictions(INDArray z) {
        double[] mean = z.getColumn(0).toDoubleVector();
        double[] sigma = GaussianNllLoss.sigma(z.getColumn(1).dup()).toDoubleVector();
        double[] variance = new double[sigma.length];
        for (int i = 0; i < sigma.length; i++) {
            variance[i] = sigma[i] * sigma[i];
        }
        return new GaussianPredictions(mean, variance);
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
