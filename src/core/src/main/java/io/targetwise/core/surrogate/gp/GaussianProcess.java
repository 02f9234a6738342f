package io.targetwise.core.surrogate.gp;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.linalg.Cholesky;
import io.targetwise.core.surrogate.linalg.LowerTriangular;
import io.targetwise.core.transform.Scaling;
import java.util.Arrays;
import java.util.Optional;

/**
 * A fitted Gaussian process for the mean output m(x): posterior mean mu(x) and epistemic variance sigma_e^2(x) of the
 * latent mean; its aleatoric variance is 0 (spread is the business of a variance model, see {@code MeanVarianceModel}).
 * Immutable. Works internally on inputs mapped to the unit box of the fitting data and on standardised outputs; every
 * public number is in the caller's units.
 *
 * <p>New data keep the hyperparameters, the trend and the scalings: {@link #withObservation} extends the Cholesky
 * factor by one row in O(n^2) (so a batch of q kriging-believer steps costs O(q n^2)); {@link #withData} refactorises.
 */
public final class GaussianProcess implements ConditionableSurrogate {
    private final Scaling inputScaling;
    private final Scaling outputScaling;
    private final StationaryKernel kernel;
    private final double homoskedasticNoise;
    private final double jitter;
    private final double trend;
    private final double[] x;
    private final double[] y;
    private final double[] noise;
    private final Cholesky cholesky;
    private final double[] whitened;
    private final double[] weights;
    private final LowerTriangular inverseFactor;

    private GaussianProcess(Scaling inputScaling, Scaling outputScaling, MarginalLikelihood.Fit fit, double[] x,
            double[] y, LowerTriangular inverseFactor) {
        this.inputScaling = inputScaling;
        this.outputScaling = outputScaling;
        this.kernel = fit.kernel();
        this.homoskedasticNoise = fit.homoskedasticNoise();
        this.jitter = fit.jitter();
        this.trend = fit.trend();
        this.x = x;
        this.y = y;
        this.noise = fit.noise();
        this.cholesky = fit.cholesky();
        this.whitened = fit.whitened();
        this.weights = cholesky.solveUpper(whitened);
        this.inverseFactor = inverseFactor;
    }

    static GaussianProcess of(Scaling inputScaling, Scaling outputScaling, MarginalLikelihood.Fit fit, double[] x,
            double[] y) {
        return new GaussianProcess(inputScaling, outputScaling, fit, x, y, fit.cholesky().inverseFactor());
    }

    /** The fitted hyperparameters, in the caller's units. */
    public record Hyperparameters(KernelType kernelType, double[] lengthScales, double signalVariance,
            double noiseVariance, double jitter, double trend, double logMarginalLikelihood) {

        @Override
        public double[] lengthScales() {
            return lengthScales.clone();
        }

        @Override
        public String toString() {
            return "Hyperparameters[" + kernelType + ", lengthScales=" + Arrays.toString(lengthScales)
                    + ", signalVariance=" + signalVariance + ", noiseVariance=" + noiseVariance + ", jitter=" + jitter
                    + ", trend=" + trend + ", logMarginalLikelihood=" + logMarginalLikelihood + "]";
        }
    }

    /**
     * Length scales in input units, variances in output units squared; the log marginal likelihood is that of the
     * standardised outputs (as scikit-learn reports it with normalize_y).
     */
    public Hyperparameters hyperparameters() {
        double[] lengthScales = kernel.lengthScales();
        for (int d = 0; d < lengthScales.length; d++) {
            lengthScales[d] *= inputScaling.scale(d);
        }
        double outputVariance = outputScaling.scale(0) * outputScaling.scale(0);
        return new Hyperparameters(kernel.type(), lengthScales, kernel.signalVariance() * outputVariance,
                homoskedasticNoise * outputVariance, jitter * outputVariance,
                outputScaling.shift(0) + outputScaling.scale(0) * trend,
                MarginalLikelihood.logLikelihood(cholesky, whitened));
    }

    @Override
    public int dimension() {
        return inputScaling.columns();
    }

    /** Number of observations the process is conditioned on. */
    public int size() {
        return y.length;
    }

    @Override
    public Posterior posterior(double[][] points) {
        int m = points.length;
        int n = y.length;
        int dim = dimension();
        double[] scaled = new double[m * dim];
        for (int p = 0; p < m; p++) {
            requirePoint(points[p], "points[" + p + "]");
            inputScaling.forwardInto(points[p], scaled, p * dim);
        }
        double[] mean = new double[m];
        double outputVariance = outputScaling.scale(0) * outputScaling.scale(0);
        double[] explained = inverseFactor.squaredNormsOfProducts((from, count, cross, offset) -> {
            for (int p = 0; p < count; p++) {
                double s = 0;
                int row = offset + p * n;
                for (int j = 0; j < n; j++) {
                    double k = kernel.value(scaled, from + p, x, j);
                    cross[row + j] = k;
                    s += k * weights[j];
                }
                mean[from + p] = outputScaling.shift(0) + outputScaling.scale(0) * (trend + s);
            }
        }, m);
        double[] variance = new double[m];
        for (int p = 0; p < m; p++) {
            variance[p] = Math.max(0, kernel.signalVariance() - explained[p]) * outputVariance;
        }
        return Posterior.of(mean, variance, new double[m]);
    }

    /**
     * The posterior of the average A = (1/K) sum_k f(p_k) of the latent function over K points, e.g. over recorded
     * environments: its mean and variance (sum of the K x K posterior covariance / K^2, computed as
     * (1^T K_** 1 - |L^{-1} K_* 1|^2) / K^2 without forming it), and the spread (1/K) sum_k mu_k^2 - mean^2 of the
     * posterior means across the points.
     *
     * @param mean posterior mean of A
     * @param variance posterior variance of A
     * @param spreadOfMeans variance of the posterior means over the points
     */
    public record Average(double mean, double variance, double spreadOfMeans) {
    }

    public Average average(double[][] points) {
        int count = points.length;
        if (count == 0) {
            throw new IllegalArgumentException("points must not be empty");
        }
        int n = y.length;
        int dim = dimension();
        double[] scaled = new double[count * dim];
        for (int p = 0; p < count; p++) {
            requirePoint(points[p], "points[" + p + "]");
            inputScaling.forwardInto(points[p], scaled, p * dim);
        }
        double[] summedCross = new double[n];
        double meanSum = 0;
        double squareSum = 0;
        for (int p = 0; p < count; p++) {
            double s = 0;
            for (int j = 0; j < n; j++) {
                double k = kernel.value(scaled, p, x, j);
                summedCross[j] += k;
                s += k * weights[j];
            }
            double mu = outputScaling.shift(0) + outputScaling.scale(0) * (trend + s);
            meanSum += mu;
            squareSum += mu * mu;
        }
        double priorSum = 0;
        for (int p = 0; p < count; p++) {
            for (int q = 0; q < count; q++) {
                priorSum += kernel.value(scaled, p, scaled, q);
            }
        }
        double explained = inverseFactor.squaredNormsOfProducts(summedCross, 1)[0];
        double mean = meanSum / count;
        double variance = Math.max(0, priorSum - explained) / ((double) count * count)
                * outputScaling.scale(0) * outputScaling.scale(0);
        return new Average(mean, variance, Math.max(0, squareSum / count - mean * mean));
    }

    /** d mu / dx at a point, in output units per input unit. */
    public double[] meanGradient(double[] point) {
        requirePoint(point, "point");
        double[] u = inputScaling.forward(point);
        double[] gradient = new double[dimension()];
        for (int j = 0; j < y.length; j++) {
            kernel.addInputGradient(u, x, j, weights[j], gradient);
        }
        for (int d = 0; d < gradient.length; d++) {
            gradient[d] *= outputScaling.scale(0) / inputScaling.scale(d);
        }
        return gradient;
    }

    /**
     * d^2 mu / dx dx^T at a point (row-major D x D).
     *
     * @throws IllegalStateException for a Matern 3/2 kernel, whose mean has no Hessian at the data
     */
    public double[] meanHessian(double[] point) {
        requirePoint(point, "point");
        if (!kernel.type().isTwiceDifferentiable()) {
            throw new IllegalStateException(kernel.type() + " means are not twice differentiable");
        }
        int dim = dimension();
        double[] u = inputScaling.forward(point);
        double[] hessian = new double[dim * dim];
        for (int j = 0; j < y.length; j++) {
            kernel.addInputHessian(u, x, j, weights[j], hessian);
        }
        for (int d = 0; d < dim; d++) {
            for (int e = 0; e < dim; e++) {
                hessian[d * dim + e] *= outputScaling.scale(0) / (inputScaling.scale(d) * inputScaling.scale(e));
            }
        }
        return hessian;
    }

    public KernelType kernelType() {
        return kernel.type();
    }

    /** The process that also knows the mean output at {@code x} exactly (only the jitter as noise). */
    @Override
    public GaussianProcess conditionedOn(double[] point, double output) {
        return withObservation(point, output, 0);
    }

    /**
     * The process with one more observation of the mean; same hyperparameters, trend and scalings. The Cholesky factor
     * and its inverse grow by one row in O(n^2). Should the new point duplicate a known one so that the bordered matrix
     * is singular, the jitter on the new point is raised tenfold until it is not.
     *
     * @param noiseVariance the observation's noise variance in output units squared: 0 for an exact mean (a fitted
     *     homoskedastic noise is not added by itself)
     */
    public GaussianProcess withObservation(double[] point, double output, double noiseVariance) {
        requirePoint(point, "point");
        if (!Double.isFinite(output)) {
            throw new IllegalArgumentException("output is not finite: " + output);
        }
        Arguments.requireNonNegative("noiseVariance", noiseVariance);
        int n = y.length;
        int dim = dimension();
        double[] u = inputScaling.forward(point);
        double[] cross = new double[n];
        for (int j = 0; j < n; j++) {
            cross[j] = kernel.value(u, 0, x, j);
        }
        double standardNoise = outputScaling.forwardVariance(0, noiseVariance);
        double diagonal = kernel.signalVariance() + standardNoise + jitter;
        Optional<Cholesky> extended = cholesky.extend(cross, diagonal);
        for (double extra = Math.max(jitter, 1e-12); extended.isEmpty(); extra *= 10) {
            extended = cholesky.extend(cross, diagonal + extra);
        }
        Cholesky grown = extended.get();
        double[] newX = Arrays.copyOf(x, (n + 1) * dim);
        System.arraycopy(u, 0, newX, n * dim, dim);
        double[] newY = Arrays.copyOf(y, n + 1);
        newY[n] = outputScaling.forward(0, output);
        double[] newNoise = Arrays.copyOf(noise, n + 1);
        newNoise[n] = standardNoise;
        double[] newWhitened = Arrays.copyOf(whitened, n + 1);
        double s = newY[n] - trend;
        for (int j = 0; j < n; j++) {
            s -= grown.factorEntry(n, j) * whitened[j];
        }
        newWhitened[n] = s / grown.factorEntry(n, n);
        double[] lastRow = new double[n];
        for (int j = 0; j < n; j++) {
            lastRow[j] = grown.factorEntry(n, j);
        }
        MarginalLikelihood.Fit fit = new MarginalLikelihood.Fit(kernel, homoskedasticNoise, newNoise, jitter, grown,
                trend, newWhitened, null);
        return new GaussianProcess(inputScaling, outputScaling, fit, newX, newY,
                inverseFactor.extend(lastRow, grown.factorEntry(n, n)));
    }

    /**
     * The process refitted to other data with the same hyperparameters, trend constant, jitter and scalings: the
     * reference an incremental update must agree with.
     *
     * @param noiseVariance per point, output units squared (for a process with fitted homoskedastic noise, pass that
     *     noise for the observations it applies to)
     */
    public GaussianProcess withData(double[][] points, double[] outputs, double[] noiseVariance) {
        Validation.requireData(points, outputs, dimension());
        Validation.requireNoise(noiseVariance, outputs.length);
        double[] newX = inputScaling.forwardRowMajor(points);
        double[] newY = outputScaling.forward(0, outputs);
        double[] newNoise = outputScaling.forwardVariances(0, noiseVariance);
        MarginalLikelihood.Fit fit = MarginalLikelihood.factoriseAtTrend(kernel, newX, newY, newNoise,
                homoskedasticNoise, jitter, trend).orElseThrow(() -> new IllegalArgumentException(
                        "the covariance of the new data is not positive definite even with the largest jitter"));
        return of(inputScaling, outputScaling, fit, newX, newY);
    }

    private void requirePoint(double[] point, String name) {
        Validation.requirePoint(point, dimension(), name);
    }
}
