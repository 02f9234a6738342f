package io.targetwise.benchmarks;

import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.proposal.OptimizerSettings;
import io.targetwise.core.proposal.SearchSpace;
import io.targetwise.core.proposal.SetpointProposer;
import io.targetwise.core.stats.Normal;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.composite.HomoskedasticBaselineFitter;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Plain Bayesian optimisation of a scalar loss, as an engineer would set it up: a GP with fitted homoskedastic noise
 * on the loss values, and Gaussian EI {@code (l* - mu) Phi(u) + sigma phi(u)}, {@code u = (l* - mu) / sigma}, below
 * the smallest posterior mean l* at the setpoints run (the usual plug-in incumbent for noisy data). The plant suite's
 * plain-EI baseline runs it on each reading's squared error, the target-vector suite's scalarised baselines on a
 * scalarisation of each setpoint's mean readings.
 */
final class LossExpectedImprovement {
    private final HomoskedasticBaselineFitter fitter;
    private final SetpointProposer search;
    private final SearchSpace space;
    private final List<Measurement> losses = new ArrayList<>();
    private final List<double[]> run = new ArrayList<>();
    /** The fit on the losses so far; null after new ones arrive. */
    private Surrogate model;

    /** @param noisyGp a GP fitter with homoskedastic noise, whose fits {@link HomoskedasticBaselineFitter} wraps */
    LossExpectedImprovement(GaussianProcessFitter noisyGp, long seed, SearchSpace space) {
        this.fitter = HomoskedasticBaselineFitter.of(noisyGp);
        this.search = SetpointProposer.of(OptimizerSettings.defaults().withSeed(seed));
        this.space = space;
    }

    void add(double[] setpoint, double loss) {
        losses.add(Measurement.of(setpoint, loss));
        if (run.stream().noneMatch(x -> Arrays.equals(x, setpoint))) {
            run.add(setpoint);
        }
        model = null;
    }

    /** The setpoint of largest EI; null when the space has none left. */
    double[] next() {
        Surrogate fitted = model();
        double best = Arrays.stream(fitted.posterior(run.toArray(double[][]::new)).means()).min().orElseThrow();
        AcquisitionFunction ei = (posterior, scores) -> {
            for (int i = 0; i < posterior.size(); i++) {
                scores[i] = gaussianImprovement(posterior, i, best);
            }
        };
        List<double[]> chosen = search.propose(fitted, ei, 0, space, 1, run);
        return chosen.isEmpty() ? null : chosen.get(0);
    }

    /** The setpoint run whose posterior mean loss is smallest: what this method would recommend. */
    double[] bestRun() {
        double[] means = model().posterior(run.toArray(double[][]::new)).means();
        int best = 0;
        for (int i = 1; i < means.length; i++) {
            best = means[i] < means[best] ? i : best;
        }
        return run.get(best);
    }

    private Surrogate model() {
        if (model == null) {
            model = fitter.fit(losses);
        }
        return model;
    }

    private static double gaussianImprovement(Posterior posterior, int i, double best) {
        double gap = best - posterior.mean(i);
        double sd = Math.sqrt(posterior.epistemicVariance(i));
        if (sd == 0) {
            return Math.max(0, gap);
        }
        double u = gap / sd;
        return gap * Normal.lowerTail(u) + sd * Normal.density(u);
    }
}
