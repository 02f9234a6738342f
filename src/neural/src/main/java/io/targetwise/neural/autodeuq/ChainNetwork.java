package io.targetwise.neural.autodeuq;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.activations.Activation;
import org.nd4j.linalg.activations.IActivation;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.memory.MemoryWorkspace;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.indexing.NDArrayIndex;

/**
 * A {@link BlockChain} as a few large ND4J operations on one flat parameter vector: per dense layer one matrix product
 * and one bias add forward, two products and one column sum backward, and the optimiser on the whole vector at once.
 * DL4J's ComputationGraph spends most of a small member's step on per-call bookkeeping (measured: about 5 times the
 * arithmetic on boston), which this avoids; the activations and the loss are DL4J's own, so the numbers agree. The
 * gradient is written into a vector the network owns, so a network belongs to one thread at a time.
 */
final class ChainNetwork {
    private static final IActivation RELU = Activation.RELU.getActivationFunction();
    private static final IActivation IDENTITY = Activation.IDENTITY.getActivationFunction();
    private static final GaussianNllLoss LOSS = new GaussianNllLoss();

    private final BlockChain chain;
    private final INDArray parameters;
    private final Map<BlockChain.Dense, Views> parameterViews;
    private final Map<BlockChain.Dense, IActivation> activations = new HashMap<>();
    // Allocated by the first gradient, so that the trained members a search keeps hold their parameters only.
    private INDArray gradient;
    private Map<BlockChain.Dense, Views> gradientViews;

    /** A layer's weights (inputs x outputs) and bias (outputs), both views of a flat vector. */
    private record Views(INDArray weights, INDArray bias) {
    }

    private ChainNetwork(BlockChain chain, INDArray parameters) {
        this.chain = chain;
        this.parameters = parameters;
        this.parameterViews = views(chain, parameters);
        chain.layers().forEach(layer -> activations.put(layer, layer.activation().function()));
    }

    /** All-zero parameters, to be filled through {@link #weights} and {@link #bias}. */
    static ChainNetwork of(BlockChain chain) {
        if (chain == null) {
            throw new IllegalArgumentException("chain must not be null");
        }
        return of(chain, Nd4j.zeros(DataType.DOUBLE, 1, chain.parameterCount()));
    }

    /**
     * A network on the given parameter vector (taken over, not copied).
     *
     * @throws IllegalArgumentException if it is not a 1 x parameterCount double vector
     */
    static ChainNetwork of(BlockChain chain, INDArray parameters) {
        if (chain == null || parameters == null || parameters.dataType() != DataType.DOUBLE
                || parameters.rank() != 2 || parameters.size(0) != 1 || parameters.size(1) != chain.parameterCount()) {
            throw new IllegalArgumentException("need a chain and a 1 x " + (chain == null ? "n" : chain.parameterCount())
                    + " double parameter vector, got " + (parameters == null ? null : parameters.shapeInfoToString()));
        }
        return new ChainNetwork(chain, parameters);
    }

    private static Map<BlockChain.Dense, Views> views(BlockChain chain, INDArray flat) {
        Map<BlockChain.Dense, Views> views = new HashMap<>();
        long offset = 0;
        for (BlockChain.Dense layer : chain.layers()) {
            long weights = (long) layer.inputs() * layer.outputs();
            views.put(layer, new Views(
                    flat.get(NDArrayIndex.point(0), NDArrayIndex.interval(offset, offset + weights))
                            .reshape('c', layer.inputs(), layer.outputs()),
                    flat.get(NDArrayIndex.point(0), NDArrayIndex.interval(offset + weights,
                            offset + weights + layer.outputs()))));
            offset += layer.parameterCount();
        }
        return views;
    }

    BlockChain chain() {
        return chain;
    }

    /** The live parameter vector (1 x parameterCount); the optimiser updates it in place. */
    INDArray parameters() {
        return parameters;
    }

    INDArray weights(BlockChain.Dense layer) {
        return parameterViews.get(layer).weights();
    }

    INDArray bias(BlockChain.Dense layer) {
        return parameterViews.get(layer).bias();
    }

    /** Raw head outputs, n x 2: the mean and the raw variance before the head's softplus. */
    INDArray output(INDArray x) {
        return forward(x).head();
    }

    /**
     * The gradient of the mean Gaussian NLL over the rows of (x, y) with respect to the parameters, written into the
     * network's gradient vector (same layout as {@link #parameters()}), which is returned and overwritten by the next
     * call.
     */
    INDArray gradient(INDArray x, INDArray y) {
        if (gradient == null) {
            // Outside the caller's per-step workspace: the buffer lives as long as the network.
            try (MemoryWorkspace ignored = Nd4j.getWorkspaceManager().scopeOutOfWorkspaces()) {
                gradient = Nd4j.zeros(DataType.DOUBLE, 1, chain.parameterCount());
                gradientViews = views(chain, gradient);
            }
        }
        Pass pass = forward(x);
        int count = chain.blocks().size();
        INDArray dHead = LOSS.computeGradient(y, pass.head(), IDENTITY, null).divi(x.size(0));
        INDArray[] dOutputs = new INDArray[count + 1];
        dOutputs[count] = backward(chain.head(), pass.outputs()[count], dHead, true);
        for (int j = count; j >= 1; j--) {
            BlockChain.Block block = chain.blocks().get(j - 1);
            INDArray d = dOutputs[j];
            if (block.summed()) {
                d = RELU.backprop(pass.sums()[j], d).getFirst();
                for (BlockChain.Skip skip : block.skips()) {
                    if (skip.projection() == null) {
                        accumulate(dOutputs, skip.source(), d, false);
                    } else if (skip.source() > 0) {
                        accumulate(dOutputs, skip.source(),
                                backward(skip.projection(), pass.outputs()[skip.source()], d, true), true);
                    } else {
                        backward(skip.projection(), pass.outputs()[0], d, false);
                    }
                }
            }
            if (block.operation() == null) {
                accumulate(dOutputs, j - 1, d, !block.summed());
            } else {
                INDArray dPre = activations.get(block.operation()).backprop(pass.preActivations()[j], d).getFirst();
                INDArray dInput = backward(block.operation(), pass.outputs()[j - 1], dPre, j > 1);
                if (dInput != null) {
                    accumulate(dOutputs, j - 1, dInput, true);
                }
            }
        }
        return gradient;
    }

    /** Block outputs m_0..m_L, pre-activations and pre-ReLU sums (index j for block j, null where absent). */
    private record Pass(INDArray[] outputs, INDArray[] preActivations, INDArray[] sums, INDArray head) {
    }

    private Pass forward(INDArray x) {
        int count = chain.blocks().size();
        INDArray[] outputs = new INDArray[count + 1];
        INDArray[] preActivations = new INDArray[count + 1];
        INDArray[] sums = new INDArray[count + 1];
        outputs[0] = x;
        for (int j = 1; j <= count; j++) {
            BlockChain.Block block = chain.blocks().get(j - 1);
            INDArray v = outputs[j - 1];
            if (block.operation() != null) {
                preActivations[j] = affine(block.operation(), v);
                v = activations.get(block.operation()).getActivation(preActivations[j].dup(), true);
            }
            if (!block.summed()) {
                outputs[j] = v;
                continue;
            }
            // An identity block's v is the previous output, which later blocks still read.
            INDArray sum = block.operation() == null ? v.dup() : v;
            for (BlockChain.Skip skip : block.skips()) {
                INDArray source = outputs[skip.source()];
                sum.addi(skip.projection() == null ? source : affine(skip.projection(), source));
            }
            sums[j] = sum;
            outputs[j] = RELU.getActivation(sum.dup(), true);
        }
        return new Pass(outputs, preActivations, sums, affine(chain.head(), outputs[count]));
    }

    private INDArray affine(BlockChain.Dense layer, INDArray x) {
        Views p = parameterViews.get(layer);
        return Nd4j.gemm(x, p.weights(), false, false).addiRowVector(p.bias());
    }

    /** Writes the layer's parameter gradients for output gradient dOut; returns the input gradient if asked. */
    private INDArray backward(BlockChain.Dense layer, INDArray input, INDArray dOut, boolean inputGradient) {
        Views g = gradientViews.get(layer);
        Nd4j.gemm(input, dOut, g.weights(), true, false, 1, 0);
        dOut.sum(g.bias(), 0);
        return inputGradient ? Nd4j.gemm(dOut, parameterViews.get(layer).weights(), false, true) : null;
    }

    /** Adds a gradient contribution to block output j, copying arrays that other contributions still use. */
    private static void accumulate(INDArray[] dOutputs, int j, INDArray contribution, boolean owned) {
        if (dOutputs[j] == null) {
            dOutputs[j] = owned ? contribution : contribution.dup();
        } else {
            dOutputs[j].addi(contribution);
        }
    }
}
