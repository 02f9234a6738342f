package io.targetwise.core.surrogate.composite;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.GaussianProcess;
import io.targetwise.core.surrogate.gp.GaussianProcessFitter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hoffer, Ranftl and Geiger (2023), assumption 2, option (ii): one GP on (setpoint, environment) fitted to the raw
 * measurements, then marginalised over the recorded environments (their empirical distribution, at most {@code
 * maxEnvironments} of them, drawn with a fixed seed): m(x) = E_eta mu(x, eta); sigma_e^2(x) = the posterior variance of
 * that average; sigma_a^2(x) = Var_eta mu(x, eta) plus the fitted homoskedastic noise (measurement noise is aleatoric
 * too). The result is a plain {@link Surrogate}: a hypothetical mean observation at x says nothing about f at a
 * particular eta.
 */
public final class EnvironmentMarginalisingFitter implements SurrogateFitter {
    private final GaussianProcessFitter fitter;
    private final int maxEnvironments;
    private final long seed;

    private EnvironmentMarginalisingFitter(GaussianProcessFitter fitter, int maxEnvironments, long seed) {
        this.fitter = fitter;
        this.maxEnvironments = maxEnvironments;
        this.seed = seed;
    }

    /** @throws IllegalArgumentException if the fitter is null or maxEnvironments < 1 */
    public static EnvironmentMarginalisingFitter of(GaussianProcessFitter fitter, int maxEnvironments, long seed) {
        if (fitter == null) {
            throw new IllegalArgumentException("fitter must not be null");
        }
        if (maxEnvironments < 1) {
            throw new IllegalArgumentException("maxEnvironments must be >= 1, got " + maxEnvironments);
        }
        return new EnvironmentMarginalisingFitter(fitter, maxEnvironments, seed);
    }

    @Override
    public Surrogate fit(List<Measurement> measurements) {
        Measurements.requireUsable(measurements);
        int environmentSize = measurements.get(0).environment().dimension();
        if (environmentSize == 0) {
            throw new IllegalArgumentException("measurement 0 records no environment; use MeanVarianceFitter");
        }
        int n = measurements.size();
        double[][] joint = new double[n][];
        double[] y = new double[n];
        List<double[]> environments = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Measurement m = measurements.get(i);
            double[] eta = m.environment().toArray();
            if (eta.length != environmentSize) {
                throw new IllegalArgumentException("measurement " + i + " has " + eta.length
                        + " environment variables, expected " + environmentSize);
            }
            double[] x = m.setpoint().toArray();
            joint[i] = new double[x.length + eta.length];
            System.arraycopy(x, 0, joint[i], 0, x.length);
            System.arraycopy(eta, 0, joint[i], x.length, eta.length);
            y[i] = m.output();
            environments.add(eta);
        }
        Collections.shuffle(environments, new Random(seed));
        List<double[]> sample = environments.subList(0, Math.min(maxEnvironments, n));
        GaussianProcess gp = fitter.fit(joint, y);
        return new Marginalised(gp, sample.toArray(double[][]::new), joint[0].length - environmentSize);
    }

    private static final class Marginalised implements Surrogate {
        private final GaussianProcess joint;
        private final double[][] environments;
        private final int dimension;
        private final double noise;

        Marginalised(GaussianProcess joint, double[][] environments, int dimension) {
            this.joint = joint;
            this.environments = environments;
            this.dimension = dimension;
            this.noise = joint.hyperparameters().noiseVariance();
        }

        @Override
        public int dimension() {
            return dimension;
        }

        @Override
        public Posterior posterior(double[][] points) {
            double[] mean = new double[points.length];
            double[] epistemic = new double[points.length];
            double[] aleatoric = new double[points.length];
            for (int p = 0; p < points.length; p++) {
                if (points[p].length != dimension) {
                    throw new IllegalArgumentException("points[" + p + "] has " + points[p].length
                            + " variables, expected " + dimension);
                }
                double[][] rows = new double[environments.length][];
                for (int k = 0; k < environments.length; k++) {
                    rows[k] = new double[dimension + environments[k].length];
                    System.arraycopy(points[p], 0, rows[k], 0, dimension);
                    System.arraycopy(environments[k], 0, rows[k], dimension, environments[k].length);
                }
                GaussianProcess.Average average = joint.average(rows);
                mean[p] = average.mean();
                epistemic[p] = average.variance();
                aleatoric[p] = average.spreadOfMeans() + noise;
            }
            return Posterior.of(mean, epistemic, aleatoric);
        }
    }
}
