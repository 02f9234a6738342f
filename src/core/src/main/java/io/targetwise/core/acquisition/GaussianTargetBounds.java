package io.targetwise.core.acquisition;

/**
 * The Gaussian confidence-bound baselines of Hoffer, Ranftl and Geiger's (2023) forging experiment (Hoffer et al.
 * 2022), read for a target value. Both bound the distance {@code |y - target|} as if it were Gaussian around {@code |mu
 * - target|}, which is what the paper criticises (it ignores that the error is non-negative); {@code z = Phi^-1(q)} is
 * negative for the usual optimistic {@code q < 1/2}:
 * <ul>
 *   <li>pooled: {@code |mu - target| + z sqrt(sigmaE2 + sigmaA2)}: epistemic and aleatoric spread pooled, so a noisy
 *       region looks as promising as an unexplored one;</li>
 *   <li>robust (after Nguyen et al. 2018): {@code |mu - target| + z sigmaE + |z| sigmaA}: epistemic spread rewarded,
 *       aleatoric spread penalised.</li>
 * </ul>
 * Smaller bounds are better; {@link AcquisitionKind} scores their negatives.
 */
public final class GaussianTargetBounds {

    private GaussianTargetBounds() {
    }

    /** Pooled-variance bound; arguments are validated like {@link RobustTargetAcquisitions}. */
    public static double pooled(double mu, double sigmaE2, double sigmaA2, double target, double q) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        return pooledOf(mu - target, sigmaE2, sigmaA2, RobustTargetAcquisitions.lowerQuantileFactor(q));
    }

    /** Bound that maximises epistemic and minimises aleatoric spread. */
    public static double robust(double mu, double sigmaE2, double sigmaA2, double target, double q) {
        RobustTargetAcquisitions.checkPoint(mu, sigmaE2, sigmaA2, target);
        return robustOf(mu - target, sigmaE2, sigmaA2, RobustTargetAcquisitions.lowerQuantileFactor(q));
    }

    static double pooledOf(double offset, double sigmaE2, double sigmaA2, double z) {
        return Math.abs(offset) + z * Math.sqrt(sigmaE2 + sigmaA2);
    }

    static double robustOf(double offset, double sigmaE2, double sigmaA2, double z) {
        return Math.abs(offset) + z * Math.sqrt(sigmaE2) + Math.abs(z) * Math.sqrt(sigmaA2);
    }
}
