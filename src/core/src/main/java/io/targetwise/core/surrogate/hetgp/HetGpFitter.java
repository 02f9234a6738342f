package io.targetwise.core.surrogate.hetgp;

import io.targetwise.core.Arguments;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.gp.KernelType;
import io.targetwise.core.transform.Scaling;
import java.util.List;

/**
 * Fits {@link HetGpModel}s, the heteroskedastic GP for replicated experiments of Binois, Gramacy and Ludkovski 2018:
 * a latent log-noise value per distinct setpoint, smoothed by its own GP, fitted jointly with the mean GP by maximum
 * likelihood (the R package hetGP's mleHetGP with its defaults: noise length scales k theta with k in [1, 100], the
 * penalty, the homoskedastic fallback). Readings whose setpoints agree within the aggregator's resolution are
 * replicates; environments are ignored (their effect is part of the replicate spread). Inputs are scaled to the unit
 * box of the data and outputs standardised; the likelihood works on the distinct setpoints, so replicates cost
 * nothing beyond their count. Optimised by {@link io.targetwise.core.optim.BoundedLbfgs} from hetGP's initialisation,
 * without random restarts, so fits are deterministic. Immutable and reusable.
 */
public final class HetGpFitter implements SurrogateFitter {
    private final ReplicateAggregator aggregator;
    private final KernelType kernelType;
    private final double[] lengthScaleBounds;
    private final int maxIterations;

    private HetGpFitter(Builder b) {
        this.aggregator = b.aggregator;
        this.kernelType = b.kernelType;
        this.lengthScaleBounds = b.lengthScaleBounds.clone();
        this.maxIterations = b.maxIterations;
    }

    /** Default settings (see {@link Builder}). @throws IllegalArgumentException if the aggregator is null */
    public static HetGpFitter of(ReplicateAggregator aggregator) {
        return builder(aggregator).build();
    }

    /** @throws IllegalArgumentException if the aggregator is null */
    public static Builder builder(ReplicateAggregator aggregator) {
        return new Builder(Arguments.requireNonNull("aggregator", aggregator));
    }

    /**
     * @throws ModelFittingException with fewer than 2 distinct setpoints, or a covariance that cannot be factorised
     */
    @Override
    public HetGpModel fit(List<Measurement> measurements) {
        if (measurements == null || measurements.isEmpty()) {
            throw new IllegalArgumentException("measurements must not be empty");
        }
        int count = measurements.size();
        for (int i = 0; i < count; i++) {
            Arguments.requireNonNull("measurements[" + i + "]", measurements.get(i));
        }
        // checks every setpoint against the aggregator's variables
        int distinct = aggregator.aggregate(measurements).size();
        if (distinct < 2) {
            throw new ModelFittingException("hetGP needs at least 2 distinct setpoints, got " + distinct);
        }
        double[][] setpoints = new double[count][];
        double[] outputs = new double[count];
        for (int i = 0; i < count; i++) {
            setpoints[i] = aggregator.snap(measurements.get(i).setpoint().toArray());
            outputs[i] = measurements.get(i).output();
        }
        int dim = setpoints[0].length;
        Scaling inputScaling = Scaling.toUnitInterval(setpoints);
        Scaling outputScaling = Scaling.toZScores(outputs);
        double[][] x = new double[count][];
        for (int i = 0; i < count; i++) {
            x[i] = inputScaling.forward(setpoints[i]);
        }
        ReplicatedData data = ReplicatedData.group(x, outputScaling.forward(0, outputs));
        double[] lower = new double[dim];
        double[] upper = new double[dim];
        for (int d = 0; d < dim; d++) {
            // a variable that does not vary carries no information: its theta is held
            upper[d] = theta(lengthScaleBounds[1]);
            lower[d] = hasSpread(x, d) ? theta(lengthScaleBounds[0]) : upper[d];
        }
        ProductCorrelation kernel = new ProductCorrelation(kernelType);
        return HetGpModel.of(inputScaling, outputScaling, kernel, data,
                JointFit.fit(data, kernel, lower, upper, maxIterations));
    }

    private static boolean hasSpread(double[][] x, int d) {
        for (double[] row : x) {
            if (row[d] != x[0][d]) {
                return true;
            }
        }
        return false;
    }

    /** hetGP's theta for a length scale in units of the data range: 2 l^2 for RBF, l for the Matern kernels. */
    private double theta(double lengthScale) {
        return kernelType == KernelType.RBF ? 2 * lengthScale * lengthScale : lengthScale;
    }

    /**
     * Settings with defaults: RBF (hetGP's default Gaussian kernel and the campaigns' mean kernel), length scales in
     * [0.01, 3] units of each variable's range (the campaigns' cap, {@code GaussianProcessFitter.CAMPAIGN_MAX_LENGTH_SCALE}),
     * at most 100 L-BFGS iterations per optimisation (hetGP's maxit).
     */
    public static final class Builder {
        private final ReplicateAggregator aggregator;
        private KernelType kernelType = KernelType.RBF;
        private double[] lengthScaleBounds = {1e-2, 3};
        private int maxIterations = 100;

        private Builder(ReplicateAggregator aggregator) {
            this.aggregator = aggregator;
        }

        public Builder kernel(KernelType value) {
            this.kernelType = Arguments.requireNonNull("kernel", value);
            return this;
        }

        /** Bounds on the length scales in units of each variable's data range; one scale per variable (ARD). */
        public Builder lengthScaleBounds(double lower, double upper) {
            if (!(lower > 0) || !(upper >= lower) || Double.isInfinite(upper)) {
                throw new IllegalArgumentException("lengthScaleBounds must satisfy 0 < lower <= upper < infinity, got ["
                        + lower + ", " + upper + "]");
            }
            this.lengthScaleBounds = new double[] {lower, upper};
            return this;
        }

        public Builder maxIterations(int value) {
            this.maxIterations = Arguments.requireAtLeast("maxIterations", value, 1);
            return this;
        }

        public HetGpFitter build() {
            return new HetGpFitter(this);
        }
    }
}
