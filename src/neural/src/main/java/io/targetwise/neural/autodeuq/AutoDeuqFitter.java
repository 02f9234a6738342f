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

    /** What a search produced, with its cost. */
    public record Result(DeepEnsemble ensemble, int modelsTrained, Duration elapsed, double bestMemberValidationNll) {
    }

    /** Fits on raw readings; inputs are each reading's setpoint followed by its environment. */
    @Override
    public DeepEnsemble fit(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        double[][] x = new double[measurements.size()][];
        double[] y = new double[measurements.size()];
        for (int i = 0; i < y.length; i++) {
            Measurement m = measurements.get(i);
            double[] setpoint = m.setpoint().toArray();
            double[] environment = m.environment().toArray();
            x[i] = new double[setpoint.length + environment.length];
            System.arraycopy(setpoint, 0, x[i], 0, setpoint.length);
            System.arraycopy(environment, 0, x[i], setpoint.length, environment.length);
            y[i] = m.output();
        }
        return search(x, y).ensemble();
    }

    /**
     * Searches on data that the fitter splits into training and validation parts at random (the paper's setting).
     *
     * @throws ModelFittingException if the data are too few to leave 2 training and 1 validation point
     */
    public Result search(double[][] x, double[] y) {
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
        return search(select(x, trainRows), select(y, trainRows), select(x, validationRows),
                select(y, validationRows));
    }

    /** Searches with a given validation set (e.g. carved out of a benchmark's training split). */
    public Result search(double[][] trainX, double[] trainY, double[][] validationX, double[] validationY) {
        Arguments.requireRegressionData(trainX, trainY);
        Arguments.requireRegressionData(validationX, validationY);
        long start = System.nanoTime();
        Scaling inputScaling = Scaling.toZScores(trainX);
        Scaling outputScaling = Scaling.toZScores(trainY);
        MemberNetwork.TrainingData data = MemberNetwork.TrainingData.of(inputScaling.forwardPoints(trainX),
                outputScaling.forward(0, trainY), inputScaling.forwardPoints(validationX),
                outputScaling.forward(0, validationY));
        List<MemberNetwork.Trained> catalog = AgingEvolutionSearch.run(settings, data, listener);
        List<GaussianPredictions> predictions = catalog.stream().map(MemberNetwork.Trained::validation).toList();
        int[] counts = GreedyEnsembleSelection.select(predictions, data.validationTargets(), settings.ensembleSize(),
                settings.fillEnsemble());
        List<ComputationGraph> members = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        double bestNll = Double.POSITIVE_INFINITY;
        for (int k = 0; k < counts.length; k++) {
            bestNll = Math.min(bestNll, catalog.get(k).validationNll());
            if (counts[k] > 0) {
                members.add(MemberNetwork.graph(catalog.get(k).candidate(), catalog.get(k).network()));
                weights.add(counts[k]);
            }
        }
        DeepEnsemble ensemble = DeepEnsemble.of(inputScaling, outputScaling, members,
                weights.stream().mapToInt(Integer::intValue).toArray(), settings.besselCorrection());
        return new Result(ensemble, catalog.size(), Duration.ofNanos(System.nanoTime() - start),
                bestNll + Math.log(outputScaling.scale(0)));
    }

    private static double[][] select(double[][] x, List<Integer> rows) {
        return rows.stream().map(r -> x[r]).toArray(double[][]::new);
    }

    private static double[] select(double[] y, List<Integer> rows) {
        return rows.stream().mapToDouble(r -> y[r]).toArray();
    }
}
