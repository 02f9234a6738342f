package io.targetwise.neural.nomu;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.composite.EpistemicModelFitter;
import io.targetwise.core.transform.Scaling;
import io.targetwise.neural.AdamUpdater;
import io.targetwise.neural.GraphParameters;
import io.targetwise.neural.TrainingListener;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.autodiff.samediff.api.OutAndGrad;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Trains NOMU (Heiss et al. 2022, section 2): full-batch Adam (Keras's epsilon 1e-7) on the NOMU loss with fresh
 * artificial points in [-1.1, 1.1]^d at every step, keeping the parameters of the step with the lowest training loss.
 * Fitting is blocking (the application runs fitters on its campaign worker pool) and repeatable for a fixed seed.
 */
public final class NomuFitter implements EpistemicModelFitter {
    private static final double ARTIFICIAL_RANGE = 1.1;

    private final NomuSettings settings;
    private final boolean scaleToData;
    private final TrainingListener listener;

    private NomuFitter(NomuSettings settings, boolean scaleToData, TrainingListener listener) {
        this.settings = settings;
        this.scaleToData = scaleToData;
        this.listener = listener;
    }

    /** Maps the data's input box and output range to [-1, 1] first: the setting for process data. */
    public static NomuFitter of(NomuSettings settings, TrainingListener listener) {
        return create(settings, true, listener);
    }

    /** Trains on the data as given, for inputs in [-1, 1]^d and outputs of order 1 (the paper's test functions). */
    public static NomuFitter unscaled(NomuSettings settings, TrainingListener listener) {
        return create(settings, false, listener);
    }

    private static NomuFitter create(NomuSettings settings, boolean scaleToData, TrainingListener listener) {
        if (settings == null || listener == null) {
            throw new IllegalArgumentException((settings == null ? "settings" : "listener") + " must not be null");
        }
        return new NomuFitter(settings, scaleToData, listener);
    }

    @Override
    public NomuModel fit(double[][] inputs, double[] outputs) {
        Arguments.requireRegressionData(inputs, outputs);
        int dim = inputs[0].length;
        // NOMU works on inputs in [-1, 1]^d (artificial points fill [-1.1, 1.1]^d) and outputs of order 1 (l_max is
        // like a prior standard deviation), so the data's own box and range map to [-1, 1].
        Scaling inputScaling = scaleToData ? Scaling.toSymmetricUnitInterval(inputs) : Scaling.identity(dim);
        Scaling outputScaling = scaleToData ? Scaling.toSymmetricUnitInterval(outputs) : Scaling.identity(1);
        SameDiff graph = NomuNetwork.build(settings, dim);
        List<String> trainable = AdamUpdater.trainable(graph);
        AdamUpdater adam = AdamUpdater.of(0.9, 0.999, 1e-7);
        Map<String, INDArray> feed = new HashMap<>();
        feed.put(NomuNetwork.INPUTS, Nd4j.create(inputScaling.forwardPoints(inputs)));
        feed.put(NomuNetwork.TARGETS, Nd4j.create(outputScaling.forward(0, outputs)).reshape(outputs.length, 1));
        SplittableRandom rng = new SplittableRandom(settings.seed() + 1);
        GraphParameters best = GraphParameters.of(graph, trainable);
        double bestLoss = Double.POSITIVE_INFINITY;
        for (int step = 1; step <= settings.steps(); step++) {
            feed.put(NomuNetwork.ARTIFICIAL, artificialPoints(rng, dim));
            OutAndGrad result = graph.calculateGradientsAndOutputs(feed, List.of(NomuNetwork.LOSS), trainable);
            double loss = result.getOutputs().get(NomuNetwork.LOSS).getDouble(0);
            if (loss < bestLoss) {
                bestLoss = loss;
                best = GraphParameters.of(graph, trainable);
            }
            adam.step(graph, result.getGradients(), settings.learningRate(), Double.POSITIVE_INFINITY);
            listener.onStep("nomu", step, settings.steps(), loss);
        }
        return NomuModel.of(settings, inputScaling, outputScaling, best);
    }

    private INDArray artificialPoints(SplittableRandom rng, int dim) {
        double[][] a = new double[settings.artificialPoints()][dim];
        for (double[] row : a) {
            for (int d = 0; d < dim; d++) {
                row[d] = rng.nextDouble(-ARTIFICIAL_RANGE, ARTIFICIAL_RANGE);
            }
        }
        return Nd4j.create(a);
    }
}
