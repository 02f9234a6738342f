package io.targetwise.core.proposal;

import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.random.SobolSequenceGenerator;

/**
 * Local penalisation (González, Dai, Hennig and Lawrence 2016) for batch proposals from a surrogate that cannot be
 * conditioned on hypothetical data: the acquisition is multiplied by one penaliser per pending point, the
 * probability that the point is not inside the ball around the pending point that cannot hold the optimum.
 *
 * <p>The objective here is the robust error E(x) = (y* - m(x))^2 + sigma_a^2(x), minimised. If E is Lipschitz with
 * constant L and its minimum is M, the optimum lies at least (E(x_j) - M) / L from a pending x_j, so the penaliser is
 * phi_j(x) = P(E(x_j) < M + L ||x - x_j||), with E(x_j) approximated by a normal with the mean and variance of
 * (m_hat - y*)^2 + sigma_a^2 for m_hat ~ N(mu, sigma_e^2): mean (mu - y*)^2 + sigma_e^2 + sigma_a^2, variance
 * 2 sigma_e^4 + 4 (mu - y*)^2 sigma_e^2. L is the largest gradient norm of the mean of E on a Sobol sample (central
 * differences) and M the lowest mean of E there or at a pending point. Distances are in units of each variable's
 * range. The method needs a non-negative acquisition; one that can be negative (a negated bound) is shifted by its
 * lowest value on the sample.
 */
final class LocalPenalization {
    private static final int SAMPLE_SIZE = 256;
    private static final double STEP = 1e-4;
    /** Lipschitz estimate for a flat model, where the sample shows no slope to go by. */
    private static final double FLAT_MODEL_LIPSCHITZ = 10;

    private final SetpointObjective acquisition;
    private final Surrogate surrogate;
    private final SearchSpace space;
    private final double target;
    private final double lipschitz;
    private final double acquisitionFloor;
    private final double sampleMinimum;
    private final List<Pending> pending;

    private record Pending(double[] setpoint, double meanError, double errorSd) {
    }

    private LocalPenalization(SetpointObjective acquisition, Surrogate surrogate, SearchSpace space, double target,
            double lipschitz, double acquisitionFloor, double sampleMinimum, List<Pending> pending) {
        this.acquisition = acquisition;
        this.surrogate = surrogate;
        this.space = space;
        this.target = target;
        this.lipschitz = lipschitz;
        this.acquisitionFloor = acquisitionFloor;
        this.sampleMinimum = sampleMinimum;
        this.pending = pending;
    }

    /** Estimates L, M and the acquisition's floor on a sample of the space (its eligible pool in pool mode). */
    static LocalPenalization of(SetpointObjective acquisition, Surrogate surrogate, SearchSpace space, double target) {
        List<double[]> sample = sample(space);
        int d = space.dimension();
        double[][] stencil = new double[sample.size() * (2 * d + 1)][];
        int row = 0;
        for (double[] x : sample) {
            stencil[row++] = x;
            for (int i = 0; i < d; i++) {
                double h = STEP * range(space, i);
                stencil[row++] = shifted(x, i, h);
                stencil[row++] = shifted(x, i, -h);
            }
        }
        double[] meanError = meanErrors(surrogate, space, target, stencil);
        double lipschitz = 0;
        double minimum = Double.POSITIVE_INFINITY;
        for (int s = 0; s < sample.size(); s++) {
            int base = s * (2 * d + 1);
            minimum = Math.min(minimum, meanError[base]);
            double squaredGradient = 0;
            for (int i = 0; i < d; i++) {
                if (range(space, i) > 0) {
                    double slope = (meanError[base + 1 + 2 * i] - meanError[base + 2 + 2 * i]) / (2 * STEP);
                    squaredGradient += slope * slope;
                }
            }
            lipschitz = Math.max(lipschitz, Math.sqrt(squaredGradient));
        }
        double[] sampleScores = new double[sample.size()];
        acquisition.evaluate(sample.toArray(double[][]::new), sampleScores);
        double floor = 0;
        for (double score : sampleScores) {
            floor = Math.min(floor, score);
        }
        return new LocalPenalization(acquisition, surrogate, space, target,
                lipschitz > 1e-7 ? lipschitz : FLAT_MODEL_LIPSCHITZ, floor, minimum, List.of());
    }

    /** The same penalisation with one more pending point. */
    LocalPenalization withPending(double[] setpoint) {
        Posterior p = surrogate.posterior(new double[][] {space.surrogateInput(setpoint)});
        List<Pending> more = new ArrayList<>(pending);
        more.add(new Pending(setpoint.clone(),
                RobustError.expected(p.mean(0), p.epistemicVariance(0), p.aleatoricVariance(0), target),
                RobustError.standardDeviation(p.mean(0), p.epistemicVariance(0), target)));
        return new LocalPenalization(acquisition, surrogate, space, target, lipschitz, acquisitionFloor, sampleMinimum,
                List.copyOf(more));
    }

    /** The shifted acquisition times every pending point's penaliser. */
    SetpointObjective objective() {
        double minimum = pending.stream().mapToDouble(Pending::meanError).reduce(sampleMinimum, Math::min);
        return (points, scores) -> {
            acquisition.evaluate(points, scores);
            for (int i = 0; i < points.length; i++) {
                double value = Math.max(0, scores[i] - acquisitionFloor);
                for (Pending j : pending) {
                    value *= penalty(j, minimum, scaledDistance(points[i], j.setpoint()));
                }
                scores[i] = value;
            }
        };
    }

    private double penalty(Pending j, double minimum, double distance) {
        double margin = minimum + lipschitz * distance - j.meanError();
        if (j.errorSd() == 0) {
            return margin > 0 ? 1 : 0;
        }
        return RobustError.normalCdf(margin / j.errorSd());
    }

    private double scaledDistance(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            double r = range(space, i);
            if (r > 0) {
                sum += square((a[i] - b[i]) / r);
            }
        }
        return Math.sqrt(sum);
    }

    private static List<double[]> sample(SearchSpace space) {
        if (space.isPool()) {
            return space.eligiblePool();
        }
        SobolSequenceGenerator sobol = new SobolSequenceGenerator(space.freeIndices().length);
        List<double[]> sample = new ArrayList<>(SAMPLE_SIZE);
        for (int s = 0; s < SAMPLE_SIZE; s++) {
            sample.add(space.fromUnit(sobol.nextVector()));
        }
        return sample;
    }

    private static double[] meanErrors(Surrogate surrogate, SearchSpace space, double target, double[][] setpoints) {
        double[][] inputs = new double[setpoints.length][];
        for (int i = 0; i < setpoints.length; i++) {
            inputs[i] = space.surrogateInput(setpoints[i]);
        }
        Posterior p = surrogate.posterior(inputs);
        double[] errors = new double[setpoints.length];
        for (int i = 0; i < errors.length; i++) {
            errors[i] = RobustError.expected(p.mean(i), p.epistemicVariance(i), p.aleatoricVariance(i), target);
        }
        return errors;
    }

    private static double range(SearchSpace space, int i) {
        SetpointVariable v = space.variables().get(i);
        return v.upper() - v.lower();
    }

    private static double[] shifted(double[] x, int i, double h) {
        double[] y = x.clone();
        y[i] += h;
        return y;
    }

    private static double square(double v) {
        return v * v;
    }
}
