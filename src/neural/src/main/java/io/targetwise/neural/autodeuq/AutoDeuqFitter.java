package io.targetwise.neural.autodeuq;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.transform.Scaling;
import io.targetwise.neural.TrainingListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.deeplearning4j.nn.graph.ComputationGraph;

/**
 * AutoDEUQ (Egele et al. 2022) as a surrogate fitter: standardise, split off a validation set at random, search
 * architectures and training settings by aging evolution, select K members greedily on the validation NLL, and
 * predict with the ensemble's aleatoric/epistemic split. It learns the aleatoric variance from the raw readings
 * (replicates included), so no separate variance model is needed. Fitting is blocking and CPU-heavy: the
 * application runs it on the campaign service's bounded worker pool, and the search itself uses
 * {@code workers} threads of its own. Results repeat for a fixed seed as long as the model budget, not the wall-time
 * limit, ends the search.
 */
public final class AutoDeuqFitter implements SurrogateFitter {
    private static final int MIN_TRAINING_POINTS = 2;

    private final AutoDeuqSettings settings;
    private final TrainingListener listener;

    private AutoDeuqFitter(AutoDeuqSettings settings, TrainingListener listener) {
        this.settings = settings;
        this.listener = listener;
    }

    /** @throws IllegalArgumentException if a part is null */
    public static AutoDeuqFitter of(AutoDeuqSettings settings, TrainingListener listener) {
        if (settings == null || listener == null) {
            throw new IllegalArgumentException((settings == null ? "settings" : "listener") + " must not be null");
        }
        return new AutoDeuqFitter(settings, listener);
    }

    public AutoDeuqSettings settings() {
        return settings;
    }

    /**
     * What a search produced, with its cost; {@code members} are the candidates of the ensemble's distinct members,
     * in the order of {@link DeepEnsemble#weights()}.
     */
    public record Result(DeepEnsemble ensemble, List<Candidate> members, int modelsTrained, Duration elapsed,
            double bestMemberValidationNll) {
    }

    /** Fits on raw readings; inputs are each reading's setpoint followed by its environment. */
    @Override
    public DeepEnsemble fit(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        return search(inputsOf(measurements), outputsOf(measurements)).ensemble();
    }

    /** Each reading's setpoint followed by its environment: the network's inputs. */
    static double[][] inputsOf(List<Measurement> measurements) {
        double[][] x = new double[measurements.size()][];
        for (int i = 0; i < x.length; i++) {
            double[] setpoint = measurements.get(i).setpoint().toArray();
            double[] environment = measurements.get(i).environment().toArray();
            x[i] = new double[setpoint.length + environment.length];
            System.arraycopy(setpoint, 0, x[i], 0, setpoint.length);
            System.arraycopy(environment, 0, x[i], setpoint.length, environment.length);
        }
        return x;
    }

    static double[] outputsOf(List<Measurement> measurements) {
        return measurements.stream().mapToDouble(Measurement::output).toArray();
    }

    /**
     * Searches on data that the fitter splits into training and validation parts at random (the paper's setting).
     *
     * @throws ModelFittingException if the data are too few to leave 2 training and 1 validation point
     */
    public Result search(double[][] x, double[] y) {
        return search(split(x, y));
    }

    /** Searches with a given validation set (e.g. carved out of a benchmark's training split). */
    public Result search(double[][] trainX, double[] trainY, double[][] validationX, double[] validationY) {
        return search(Standardised.of(trainX, trainY, validationX, validationY));
    }

    private Result search(Standardised standardised) {
        long start = System.nanoTime();
        List<MemberNetwork.Trained> catalog = AgingEvolutionSearch.run(settings, standardised.data(), listener);
        List<GaussianPredictions> predictions = catalog.stream().map(MemberNetwork.Trained::validation).toList();
        int[] counts = GreedyEnsembleSelection.select(predictions, standardised.data().validationTargets(),
                settings.ensembleSize(), settings.fillEnsemble());
        List<MemberNetwork.Trained> members = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        double bestNll = Double.POSITIVE_INFINITY;
        for (int k = 0; k < counts.length; k++) {
            bestNll = Math.min(bestNll, catalog.get(k).validationNll());
            if (counts[k] > 0) {
                members.add(catalog.get(k));
                weights.add(counts[k]);
            }
        }
        int[] weightArray = weights.stream().mapToInt(Integer::intValue).toArray();
        return new Result(ensemble(standardised, members, weightArray),
                members.stream().map(MemberNetwork.Trained::candidate).toList(), catalog.size(),
                Duration.ofNanos(System.nanoTime() - start),
                bestNll + Math.log(standardised.outputScaling().scale(0)));
    }

    /**
     * The data split into training and validation parts at random as {@link #search(double[][], double[])} splits
     * them, standardised on the training part.
     *
     * @throws ModelFittingException if the data are too few to leave 2 training and 1 validation point
     */
    Standardised split(double[][] x, double[] y) {
        Arguments.requireRegressionData(x, y);
        int validation = (int) Math.round(x.length * settings.validationFraction());
        if (validation < 1 || x.length - validation < MIN_TRAINING_POINTS) {
            throw new ModelFittingException("AutoDEUQ needs at least " + MIN_TRAINING_POINTS + " training and 1 "
                    + "validation point at validationFraction " + settings.validationFraction() + ", got " + x.length
                    + " readings");
        }
        List<Integer> rows = Arrays.stream(MemberNetwork.permutation(x.length,
                new SplittableRandom(settings.seed()))).boxed().toList();
        List<Integer> validationRows = rows.subList(0, validation);
        List<Integer> trainRows = rows.subList(validation, rows.size());
        return Standardised.of(select(x, trainRows), select(y, trainRows), select(x, validationRows),
                select(y, validationRows));
    }

    /** Trains one member of the given candidate on the data (no search), with the fitter's epochs and listener. */
    MemberNetwork.Trained train(Candidate candidate, Standardised standardised, long seed, String name) {
        return MemberNetwork.train(candidate, standardised.data(), settings.epochs(), seed, name, listener);
    }

    /** The ensemble of trained members (their best checkpoints) in the units the data were standardised from. */
    DeepEnsemble ensemble(Standardised standardised, List<MemberNetwork.Trained> members, int[] weights) {
        List<ComputationGraph> graphs = members.stream().map(m -> MemberNetwork.graph(m.candidate(), m.network()))
                .toList();
        return DeepEnsemble.of(standardised.inputScaling(), standardised.outputScaling(), graphs, weights,
                settings.besselCorrection());
    }

    /** Training and validation data in z-scores of the training part, with the scalings that undo them. */
    record Standardised(Scaling inputScaling, Scaling outputScaling, MemberNetwork.TrainingData data) {

        static Standardised of(double[][] trainX, double[] trainY, double[][] validationX, double[] validationY) {
            Arguments.requireRegressionData(trainX, trainY);
            Arguments.requireRegressionData(validationX, validationY);
            Scaling inputScaling = Scaling.toZScores(trainX);
            Scaling outputScaling = Scaling.toZScores(trainY);
            return new Standardised(inputScaling, outputScaling, MemberNetwork.TrainingData.of(
                    inputScaling.forwardPoints(trainX), outputScaling.forward(0, trainY),
                    inputScaling.forwardPoints(validationX), outputScaling.forward(0, validationY)));
        }
    }

    private static double[][] select(double[][] x, List<Integer> rows) {
        return rows.stream().map(r -> x[r]).toArray(double[][]::new);
    }

    private static double[] select(double[] y, List<Integer> rows) {
        return rows.stream().mapToDouble(r -> y[r]).toArray();
    }
}
