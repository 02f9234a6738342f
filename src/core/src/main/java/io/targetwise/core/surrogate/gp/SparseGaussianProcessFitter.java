package io.targetwise.core.surrogate.gp;

import io.targetwise.core.Arguments;
import io.targetwise.core.optim.BoundedLbfgs;
import io.targetwise.core.optim.Optimum;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.transform.Scaling;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fits {@link SparseGaussianProcess}es to many noisy observations: inputs scaled to the unit box, outputs
 * standardised (the empirical mean as trend), inducing inputs chosen among the data by greedy conditional variance,
 * the kernel's log-hyperparameters maximising the variational bound of Titsias (2009) by bounded L-BFGS. Each
 * observation carries its own known noise (floored at {@code noiseFloor} of the output variance: the bound divides
 * by it). Deterministic for a given seed. Immutable and reusable.
 *
 * <p>The hyperparameter search sees at most {@code subsetSize} observations, a random subset when there are more:
 * the optimum moves little with more data from the same process, and each bound evaluation costs O(n m^2). The model
 * returned is always conditioned on all data.
 *
 * <p>Cold fit: inducing inputs chosen with the kernel at the middle of the bounds, the search run from there for up
 * to {@code maxIterations}, inducing inputs chosen again with the fitted kernel (and, when the search saw all data,
 * the bound polished with them for {@code warmIterations}). Warm refit ({@link #refit}): the previous model's inducing
 * inputs and hyperparameters, the bound polished for {@code warmIterations}. A refit is cold instead every
 * {@code coldFitEvery}-th time (new inducing inputs where the data have grown), and whenever the warm optimum's bound
 * per observation is more than {@value #LIKELIHOOD_DROP} nats below the previous model's (the hyperparameters have
 * left the basin they started in); then the better of the two is kept.
 *
 * <p>Kept refit (only with {@code keptWhileGrowthBelow} set): while the data have grown by less than that fraction
 * since the last search, a refit keeps the previous model's hyperparameters and inducing inputs and only conditions on
 * all data, the O(n m^2) part, unless its bound per observation drops by {@value #LIKELIHOOD_DROP} nats; kept refits do
 * not count towards {@code coldFitEvery}. Thousands of observations move the optimum little between searches, and the
 * ten polishing iterations on the search subset cost more than the conditioning.
 */
public final class SparseGaussianProcessFitter {
    /** Drop in the bound per observation, in nats, that makes a warm refit fall back to a cold one. */
    public static final double LIKELIHOOD_DROP = 0.05;

    private final KernelType kernelType;
    private final double[] lengthScaleBounds;
    private final double[] signalVarianceBounds;
    private final int inducingPoints;
    private final int maxIterations;
    private final int warmIterations;
    private final int subsetSize;
    private final int coldFitEvery;
    private final double keptWhileGrowthBelow;
    private final double noiseFloor;
    private final long seed;

    private SparseGaussianProcessFitter(Builder b) {
        this.kernelType = b.kernelType;
        this.lengthScaleBounds = b.lengthScaleBounds.clone();
        this.signalVarianceBounds = b.signalVarianceBounds.clone();
        this.inducingPoints = b.inducingPoints;
        this.maxIterations = b.maxIterations;
        this.warmIterations = b.warmIterations;
        this.subsetSize = b.subsetSize;
        this.coldFitEvery = b.coldFitEvery;
        this.keptWhileGrowthBelow = b.keptWhileGrowthBelow;
        this.noiseFloor = b.noiseFloor;
        this.seed = b.seed;
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The mean model of a large campaign: the kernel and length-scale cap of {@link GaussianProcessFitter#forCampaigns()}
     * (ARD RBF, at most {@link GaussianProcessFitter#CAMPAIGN_MAX_LENGTH_SCALE} ranges), other settings at their
     * defaults.
     */
    public static Builder forCampaigns() {
        return new Builder().kernel(KernelType.RBF)
                .lengthScaleBounds(1e-2, GaussianProcessFitter.CAMPAIGN_MAX_LENGTH_SCALE);
    }

    /** Cold fit to outputs with known per-point noise variances (output units squared). */
    public SparseGaussianProcess fit(double[][] points, double[] outputs, double[] noiseVariance) {
        return coldFit(prepare(points, outputs, noiseVariance));
    }

    /**
     * Cold fit to design-point means, each with noise readingVariances[i] / n_i (stochastic kriging with a smoothed
     * variance, Ankenman, Nelson and Staum 2010; see {@link NoiseModel#SMOOTHED_VARIANCE}).
     *
     * @param readingVariances the variance of one reading at each design point, from a smoothed variance model
     */
    public SparseGaussianProcess fitDesignPoints(List<DesignPoint> designPoints, double[] readingVariances) {
        return fit(GaussianProcessFitter.setpoints(designPoints), GaussianProcessFitter.means(designPoints),
                GaussianProcessFitter.varianceOfMeans(designPoints, readingVariances));
    }

    /** Warm refit starting from {@code previous}'s hyperparameters, or a cold fit where the rule above says so. */
    public SparseGaussianProcess refit(double[][] points, double[] outputs, double[] noiseVariance,
            SparseGaussianProcess previous) {
        Arguments.requireNonNull("previous", previous);
        Data data = prepare(points, outputs, noiseVariance);
        if (previous.dimension() != data.dim()) {
            throw new IllegalArgumentException("previous model has " + previous.dimension() + " variables, the data "
                    + data.dim());
        }
        double[] z = data.scaled(previous.inducingInputs());
        if (data.n() < previous.hyperparametersSearchedOn() * (1 + keptWhileGrowthBelow)) {
            SparseGaussianProcess kept = data.model(conditioned(data, z, data.startFrom(previous)), z,
                    previous.refitsSinceColdFit(), previous.hyperparametersSearchedOn());
            if (kept.boundPerPoint() >= previous.boundPerPoint() - LIKELIHOOD_DROP) {
                return kept;
            }
        }
        if (previous.refitsSinceColdFit() + 1 >= coldFitEvery) {
            return coldFit(data);
        }
        double[] theta = optimise(data.searchSubset(subsetSize, seed), z, data.startFrom(previous), warmIterations);
        SparseGaussianProcess warm = data.model(conditioned(data, z, theta), z, previous.refitsSinceColdFit() + 1,
                data.n());
        if (warm.boundPerPoint() >= previous.boundPerPoint() - LIKELIHOOD_DROP) {
            return warm;
        }
        SparseGaussianProcess cold = coldFit(data);
        return cold.boundPerPoint() >= warm.boundPerPoint() ? cold : warm;
    }

    /**
     * As {@link #refit(double[][], double[], double[], SparseGaussianProcess)} for design points, with noise as in
     * {@link #fitDesignPoints(List, double[])}.
     */
    public SparseGaussianProcess refitDesignPoints(List<DesignPoint> designPoints, double[] readingVariances,
            SparseGaussianProcess previous) {
        return refit(GaussianProcessFitter.setpoints(designPoints), GaussianProcessFitter.means(designPoints),
                GaussianProcessFitter.varianceOfMeans(designPoints, readingVariances), previous);
    }

    /**
     * The sparse process with a given kernel (length scales in input units, signal variance in output units squared)
     * and no hyperparameter search, e.g. to compare it with the exact {@link GaussianProcessFitter#fitWithKernel}.
     */
    public SparseGaussianProcess fitWithKernel(double[][] points, double[] outputs, double[] noiseVariance,
            StationaryKernel kernel) {
        Data data = prepare(points, outputs, noiseVariance);
        if (kernel.dimension() != data.dim()) {
            throw new IllegalArgumentException("kernel has " + kernel.dimension() + " variables, the data " + data.dim());
        }
        double[] theta = new double[data.dim() + 1];
        for (int d = 0; d < data.dim(); d++) {
            theta[d] = Math.log(kernel.lengthScales()[d] / data.inputScaling().scale(d));
        }
        theta[data.dim()] = Math.log(kernel.signalVariance() / data.outputVariance());
        Data typed = data.withType(kernel.type());
        double[] z = select(typed, theta);
        return typed.model(conditioned(typed, z, theta), z, 0, typed.n());
    }

    private SparseGaussianProcess coldFit(Data data) {
        Data search = data.searchSubset(subsetSize, seed);
        double[] middle = data.middle();
        double[] theta = optimise(search, select(search, middle), middle, maxIterations);
        double[] z = select(data, theta);
        if (search == data) {
            theta = optimise(data, z, theta, warmIterations);
        }
        return data.model(conditioned(data, z, theta), z, 0, data.n());
    }

    /** Inducing inputs among the data, chosen with the kernel at theta. */
    private double[] select(Data data, double[] theta) {
        return InducingPoints.select(VariationalBound.kernel(data.type(), theta), data.x(), data.n(), inducingPoints);
    }

    /** At most {@code iterations} L-BFGS iterations on the bound with inducing inputs z, from {@code start}. */
    private static double[] optimise(Data data, double[] z, double[] start, int iterations) {
        VariationalBound bound = new VariationalBound(data.type(), data.x(), data.y(), data.noise(), z);
        Optimum optimum = new BoundedLbfgs(data.lower(), data.upper(), iterations).minimise(bound.negativeObjective(),
                start);
        if (!Double.isFinite(optimum.value())) {
            throw new ModelFittingException("the inducing covariance could not be factorised even with the largest "
                    + "jitter");
        }
        return optimum.point();
    }

    private static VariationalBound.Fit conditioned(Data data, double[] z, double[] theta) {
        return new VariationalBound(data.type(), data.x(), data.y(), data.noise(), z).fit(theta).orElseThrow(
                () -> new ModelFittingException("the inducing covariance is not positive definite even with the "
                        + "largest jitter"));
    }

    /** Validates and scales the data and sets the bounds of the search. */
    private Data prepare(double[][] points, double[] outputs, double[] noiseVariance) {
        Validation.requireData(points, outputs, -1);
        Validation.requireNoise(noiseVariance, outputs.length);
        if (points.length < 2) {
            throw new ModelFittingException("at least 2 observations are needed to fit hyperparameters, got "
                    + points.length);
        }
        int dim = points[0].length;
        Scaling inputScaling = Scaling.toUnitInterval(points);
        Scaling outputScaling = Scaling.toZScores(outputs);
        double[] noise = outputScaling.forwardVariances(0, noiseVariance);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = Math.max(noise[i], noiseFloor);
        }
        double[] lower = new double[dim + 1];
        double[] upper = new double[dim + 1];
        GaussianProcessFitter.kernelLogBounds(points, lengthScaleBounds, signalVarianceBounds, lower, upper);
        return new Data(kernelType, inputScaling, outputScaling, inputScaling.forwardRowMajor(points),
                outputScaling.forward(0, outputs), noise, lower, upper);
    }

    /** Validated, scaled data with the bounds of the search. */
    private record Data(KernelType type, Scaling inputScaling, Scaling outputScaling, double[] x, double[] y,
            double[] noise, double[] lower, double[] upper) {

        int n() {
            return y.length;
        }

        int dim() {
            return lower.length - 1;
        }

        double outputVariance() {
            return outputScaling.scale(0) * outputScaling.scale(0);
        }

        Data withType(KernelType other) {
            return new Data(other, inputScaling, outputScaling, x, y, noise, lower, upper);
        }

        double[] middle() {
            double[] theta = new double[lower.length];
            for (int p = 0; p < theta.length; p++) {
                theta[p] = 0.5 * (lower[p] + upper[p]);
            }
            return theta;
        }

        /** The previous model's hyperparameters in this data's units, moved into the bounds. */
        double[] startFrom(SparseGaussianProcess previous) {
            SparseGaussianProcess.Hyperparameters h = previous.hyperparameters();
            double[] theta = new double[lower.length];
            for (int d = 0; d < dim(); d++) {
                theta[d] = Math.log(h.lengthScales()[d] / inputScaling.scale(d));
            }
            theta[dim()] = Math.log(h.signalVariance() / outputVariance());
            for (int p = 0; p < theta.length; p++) {
                theta[p] = Math.min(upper[p], Math.max(lower[p], theta[p]));
            }
            return theta;
        }

        /** The caller-unit rows (row-major) in this data's unit-box scaling. */
        double[] scaled(double[][] rows) {
            return inputScaling.forwardRowMajor(rows);
        }

        /** These data if there are at most {@code size} observations, else a random subset of that many. */
        Data searchSubset(int size, long seed) {
            if (n() <= size) {
                return this;
            }
            int dim = dim();
            int[] order = new int[n()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            SplittableRandom random = new SplittableRandom(seed);
            double[] sx = new double[size * dim];
            double[] sy = new double[size];
            double[] sn = new double[size];
            for (int k = 0; k < size; k++) {
                int pick = k + random.nextInt(order.length - k);
                int i = order[pick];
                order[pick] = order[k];
                order[k] = i;
                System.arraycopy(x, i * dim, sx, k * dim, dim);
                sy[k] = y[i];
                sn[k] = noise[i];
            }
            return new Data(type, inputScaling, outputScaling, sx, sy, sn, lower, upper);
        }

        SparseGaussianProcess model(VariationalBound.Fit fit, double[] z, int refitsSinceColdFit, int searchedOn) {
            return new SparseGaussianProcess(inputScaling, outputScaling, fit, z, n(), refitsSinceColdFit, searchedOn);
        }
    }

    /** Settings with defaults: RBF, 256 inducing points, bounds as {@link GaussianProcessFitter}'s. */
    public static final class Builder {
        private KernelType kernelType = KernelType.RBF;
        private double[] lengthScaleBounds = {1e-2, 1e2};
        private double[] signalVarianceBounds = {1e-3, 1e3};
        private int inducingPoints = 256;
        private int maxIterations = 200;
        private int warmIterations = 10;
        private int subsetSize = 3000;
        private int coldFitEvery = 10;
        private double keptWhileGrowthBelow;
        private double noiseFloor = 1e-6;
        private long seed;

        private Builder() {
        }

        public Builder kernel(KernelType value) {
            this.kernelType = Arguments.requireNonNull("kernel", value);
            return this;
        }

        /** Bounds on the length scales in units of each variable's data range (default [0.01, 100]). */
        public Builder lengthScaleBounds(double lower, double upper) {
            this.lengthScaleBounds = GaussianProcessFitter.Builder.requireBounds("lengthScaleBounds", lower, upper);
            return this;
        }

        /** Bounds on the signal variance relative to the output variance (default [1e-3, 1e3]). */
        public Builder signalVarianceBounds(double lower, double upper) {
            this.signalVarianceBounds = GaussianProcessFitter.Builder.requireBounds("signalVarianceBounds", lower,
                    upper);
            return this;
        }

        /** At most this many inducing inputs (default 256); all the data when there are no more. */
        public Builder inducingPoints(int value) {
            this.inducingPoints = Arguments.requireAtLeast("inducingPoints", value, 1);
            return this;
        }

        /** L-BFGS iterations of a cold fit's main stage (default 200). */
        public Builder maxIterations(int value) {
            this.maxIterations = Arguments.requireAtLeast("maxIterations", value, 1);
            return this;
        }

        /** L-BFGS iterations of a warm refit and of a cold fit's polish (default 10). */
        public Builder warmIterations(int value) {
            this.warmIterations = Arguments.requireAtLeast("warmIterations", value, 1);
            return this;
        }

        /** Observations the hyperparameter search sees at most (default 3,000). */
        public Builder subsetSize(int value) {
            this.subsetSize = Arguments.requireAtLeast("subsetSize", value, 2);
            return this;
        }

        /** Every this many refits one is cold (default 10; 1: every refit is cold). */
        public Builder coldFitEvery(int value) {
            this.coldFitEvery = Arguments.requireAtLeast("coldFitEvery", value, 1);
            return this;
        }

        /**
         * Refits keep the hyperparameters and inducing inputs while the data have grown by less than this fraction
         * since the last search (default 0: every refit searches).
         */
        public Builder keptWhileGrowthBelow(double value) {
            if (!(value >= 0) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("keptWhileGrowthBelow must be finite and >= 0, got " + value);
            }
            this.keptWhileGrowthBelow = value;
            return this;
        }

        /** Least noise variance of an observation, relative to the output variance (default 1e-6). */
        public Builder noiseFloor(double value) {
            this.noiseFloor = Arguments.requirePositive("noiseFloor", value);
            return this;
        }

        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        public SparseGaussianProcessFitter build() {
            return new SparseGaussianProcessFitter(this);
        }
    }
}
