package io.targetwise.core.surrogate.gp;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.linalg.Matrices;
import io.targetwise.core.transform.Scaling;
import java.util.Arrays;

/**
 * A Gaussian process for the mean output summarised by m inducing inputs (Titsias 2009): posterior mean
 * mu(x) = k_xm beta and epistemic variance k_xx - k_xm (K_mm^{-1} - K^{-1}) k_mx, each O(m^2) per point whatever the
 * number of data; aleatoric variance 0, as for {@link GaussianProcess}. Immutable; inputs scaled to the unit box of
 * the fitting data and outputs standardised internally, every public number in the caller's units. With the inducing
 * inputs equal to the data the posterior is the exact GP's with the same kernel and noise.
 */
public final class SparseGaussianProcess implements Surrogate {
    /** Query points per block of the prediction, so that its cross covariance stays a few MiB. */
    private static final int QUERY_BLOCK = 1024;

    private final Scaling inputScaling;
    private final Scaling outputScaling;
    private final StationaryKernel kernel;
    private final double[] inducing;
    private final double[] beta;
    private final double[] explained;
    private final double bound;
    private final int size;
    private final int refitsSinceColdFit;
    private final int searchedOn;

    SparseGaussianProcess(Scaling inputScaling, Scaling outputScaling, VariationalBound.Fit fit, double[] inducing,
            int size, int refitsSinceColdFit, int searchedOn) {
        this.inputScaling = inputScaling;
        this.outputScaling = outputScaling;
        this.kernel = fit.kernel();
        this.inducing = inducing;
        this.beta = fit.beta();
        this.explained = VariationalBound.explainedCovariance(fit, beta.length);
        this.bound = fit.bound();
        this.size = size;
        this.refitsSinceColdFit = refitsSinceColdFit;
        this.searchedOn = searchedOn;
    }

    /**
     * The fitted hyperparameters in the caller's units, and the variational bound on the log marginal likelihood of
     * the standardised outputs that chose them.
     */
    public record Hyperparameters(KernelType kernelType, double[] lengthScales, double signalVariance,
            int inducingPoints, double bound) {

        @Override
        public double[] lengthScales() {
            return lengthScales.clone();
        }

        @Override
        public String toString() {
            return "Hyperparameters[" + kernelType + ", lengthScales=" + Arrays.toString(lengthScales)
                    + ", signalVariance=" + signalVariance + ", inducingPoints=" + inducingPoints + ", bound=" + bound
                    + "]";
        }
    }

    public Hyperparameters hyperparameters() {
        double[] lengthScales = kernel.lengthScales();
        for (int d = 0; d < lengthScales.length; d++) {
            lengthScales[d] *= inputScaling.scale(d);
        }
        double outputVariance = outputScaling.scale(0) * outputScaling.scale(0);
        return new Hyperparameters(kernel.type(), lengthScales, kernel.signalVariance() * outputVariance, beta.length,
                bound);
    }

    /** The inducing inputs in the caller's units, one row each: a warm refit keeps them. */
    double[][] inducingInputs() {
        int dim = dimension();
        double[][] rows = new double[inducing.length / dim][dim];
        for (int j = 0; j < rows.length; j++) {
            for (int d = 0; d < dim; d++) {
                rows[j][d] = inputScaling.inverse(d, inducing[j * dim + d]);
            }
        }
        return rows;
    }

    /** Number of observations the process was fitted to. */
    public int size() {
        return size;
    }

    /** The bound per observation, comparable between fits to growing data from the same process. */
    double boundPerPoint() {
        return bound / size;
    }

    /** How many observations the hyperparameters were last searched on (a kept refit does not search). */
    public int hyperparametersSearchedOn() {
        return searchedOn;
    }

    /** How many warm-started refits led from the last cold fit to this model (0 for a cold fit). */
    public int refitsSinceColdFit() {
        return refitsSinceColdFit;
    }

    @Override
    public int dimension() {
        return inputScaling.columns();
    }

    @Override
    public Posterior posterior(double[][] points) {
        int count = points.length;
        int dim = dimension();
        int m = beta.length;
        double[] mean = new double[count];
        double[] variance = new double[count];
        double outputVariance = outputScaling.scale(0) * outputScaling.scale(0);
        for (int from = 0; from < count; from += QUERY_BLOCK) {
            int rows = Math.min(QUERY_BLOCK, count - from);
            double[] scaled = new double[rows * dim];
            for (int p = 0; p < rows; p++) {
                Validation.requirePoint(points[from + p], dim, "points[" + (from + p) + "]");
                inputScaling.forwardInto(points[from + p], scaled, p * dim);
            }
            double[] cross = VariationalBound.crossCovariance(kernel, scaled, rows, inducing, m);
            // the explained covariance is symmetric, so cross times its transpose is cross times it
            double[] projected = Matrices.timesTransposed(cross, rows, explained, m, m);
            for (int p = 0; p < rows; p++) {
                double s = 0;
                double quadratic = 0;
                for (int j = 0; j < m; j++) {
                    double k = cross[p * m + j];
                    s += k * beta[j];
                    quadratic += k * projected[p * m + j];
                }
                mean[from + p] = outputScaling.shift(0) + outputScaling.scale(0) * s;
                variance[from + p] = Math.max(0, kernel.signalVariance() - quadratic) * outputVariance;
            }
        }
        return Posterior.of(mean, variance, new double[count]);
    }
}
