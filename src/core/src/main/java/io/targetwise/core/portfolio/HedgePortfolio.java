package io.targetwise.core.portfolio;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.surrogate.Posterior;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * GP-Hedge (Hoffman, Brochu and de Freitas 2011): a portfolio of acquisitions that learns which one to follow. Each
 * iteration every acquisition nominates a setpoint, and one nominee is run, acquisition i chosen with probability
 * {@code softmax(eta g)_i}. Once the posterior has taken the new readings, each acquisition's gain grows by the reward of
 * its own nominee under that posterior, {@code g_i += -E[E(x_i)]} with {@code E[E] = (mu - y*)^2 + sigma_e^2 +
 * E[sigma_a^2]} ({@link UncertainAleatoricAcquisitions#expectedError}): an acquisition is credited for nominating
 * setpoints the model now expects to be good, whether or not its nominee was the one run, so all of them learn from
 * every iteration.
 *
 * <p>Immutable: {@link #rewarded} returns the portfolio after one more iteration. The caller owns the seeded random
 * generator, so a campaign that replays its history replays its choices.
 */
public final class HedgePortfolio {
    private final List<AcquisitionKind> acquisitions;
    private final double eta;
    private final double target;
    private final double[] gains;

    private HedgePortfolio(List<AcquisitionKind> acquisitions, double eta, double target, double[] gains) {
        this.acquisitions = acquisitions;
        this.eta = eta;
        this.target = target;
        this.gains = gains;
    }

    /**
     * A portfolio with no gains yet, so every acquisition equally likely.
     *
     * @param acquisitions the acquisitions to choose among, at least one, no repeats
     * @param eta the learning rate, finite and positive: larger follows the best gains more greedily; rewards are
     *     squared errors, so eta is in units of 1/E
     * @param target the target value y*, finite
     * @throws IllegalArgumentException naming the first invalid argument
     */
    public static HedgePortfolio of(List<AcquisitionKind> acquisitions, double eta, double target) {
        if (acquisitions == null || acquisitions.isEmpty() || acquisitions.stream().anyMatch(Objects::isNull)) {
            throw new IllegalArgumentException("acquisitions must hold at least one acquisition and no null");
        }
        if (new HashSet<>(acquisitions).size() != acquisitions.size()) {
            throw new IllegalArgumentException("acquisitions must not repeat, got " + acquisitions);
        }
        if (!(eta > 0) || eta == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("eta must be finite and positive, got " + eta);
        }
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("target must be finite, got " + target);
        }
        return new HedgePortfolio(List.copyOf(acquisitions), eta, target, new double[acquisitions.size()]);
    }

    public List<AcquisitionKind> acquisitions() {
        return acquisitions;
    }

    /** The cumulative gains, one per acquisition in {@link #acquisitions} order. */
    public double[] gains() {
        return gains.clone();
    }

    /**
     * The portfolio after one iteration.
     *
     * @param atNominees the current posterior at each acquisition's nominee of that iteration, one point per
     *     acquisition in {@link #acquisitions} order
     * @throws IllegalArgumentException if the posterior does not hold one point per acquisition
     */
    public HedgePortfolio rewarded(Posterior atNominees) {
        if (atNominees.size() != acquisitions.size()) {
            throw new IllegalArgumentException("expected the posterior at " + acquisitions.size()
                    + " nominees, one per acquisition, got " + atNominees.size());
        }
        double[] next = gains.clone();
        for (int i = 0; i < next.length; i++) {
            next[i] -= UncertainAleatoricAcquisitions.expectedError(atNominees.mean(i),
                    atNominees.epistemicVariance(i), atNominees.aleatoricVariance(i), atNominees.aleatoricLogSd(i),
                    target);
        }
        return new HedgePortfolio(acquisitions, eta, target, next);
    }

    /**
     * {@code softmax(eta g)}, taken relative to the largest gain: the gains are sums of negative rewards, and
     * {@code e^{eta g}} of a long campaign underflows to 0 for every acquisition, leaving 0/0.
     */
    public double[] probabilities() {
        double largest = Arrays.stream(gains).max().orElseThrow();
        double[] weights = new double[gains.length];
        double sum = 0;
        for (int i = 0; i < gains.length; i++) {
            weights[i] = Math.exp(eta * (gains[i] - largest));
            sum += weights[i];
        }
        for (int i = 0; i < weights.length; i++) {
            weights[i] /= sum;
        }
        return weights;
    }

    /** The acquisition to follow this iteration, drawn with {@link #probabilities} from the caller's generator. */
    public AcquisitionKind choose(RandomGenerator random) {
        double[] probabilities = probabilities();
        double u = random.nextDouble();
        double cumulative = 0;
        for (int i = 0; i < probabilities.length - 1; i++) {
            cumulative += probabilities[i];
            if (u < cumulative) {
                return acquisitions.get(i);
            }
        }
        // The last takes the rest, so rounding in the cumulative sum cannot leave u unassigned.
        return acquisitions.get(probabilities.length - 1);
    }
}
