package io.targetwise.core.acquisition;

/**
 * Process-level settings shared by all acquisitions.
 *
 * @param target the target value y* of the output
 * @param lowerSpecLimit lower specification limit, finite and below {@code upperSpecLimit}; only the tolerance
 *     acquisitions use the limits
 * @param upperSpecLimit upper specification limit, finite
 * @param zeta margin of the probability of improvement (eq. 10), {@code >= 0}: larger prefers bigger, less likely
 *     improvements
 * @param lcbQuantile the quantile q in (0, 1/2] of the confidence-bound acquisitions: smaller is more optimistic,
 *     i.e. explores more; above 1/2 a bound would be an upper bound, rewarding certainty
 * @param aleatoric whether the robust acquisitions integrate over the aleatoric variance's uncertainty or plug in its
 *     estimate
 */
public record AcquisitionSettings(double target, double lowerSpecLimit, double upperSpecLimit, double zeta,
        double lcbQuantile, AleatoricTreatment aleatoric) {
    /** Default PI margin: the plain probability of improvement of eq. 9. */
    public static final double DEFAULT_ZETA = 0;
    /** Default LCB quantile: the optimistic 10 % quantile of the squared error. */
    public static final double DEFAULT_LCB_QUANTILE = 0.1;

    /** @throws IllegalArgumentException naming the first invalid component */
    public AcquisitionSettings {
        if (!Double.isFinite(target)) {
            throw new IllegalArgumentException("target must be finite, got " + target);
        }
        if (!Double.isFinite(lowerSpecLimit) || !Double.isFinite(upperSpecLimit) || !(lowerSpecLimit < upperSpecLimit)) {
            throw new IllegalArgumentException("specification limits must be finite with lowerSpecLimit < upperSpecLimit,"
                    + " got [" + lowerSpecLimit + ", " + upperSpecLimit + "]");
        }
        if (!(zeta >= 0) || zeta == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("zeta must be finite and >= 0, got " + zeta);
        }
        if (!(lcbQuantile > 0 && lcbQuantile <= 0.5)) {
            throw new IllegalArgumentException("lcbQuantile must be in (0, 0.5], got " + lcbQuantile);
        }
        if (aleatoric == null) {
            throw new IllegalArgumentException("aleatoric must not be null");
        }
    }

    /** Settings with {@link #DEFAULT_ZETA}, {@link #DEFAULT_LCB_QUANTILE} and the integrated aleatoric variance. */
    public static AcquisitionSettings of(double target, double lowerSpecLimit, double upperSpecLimit) {
        return of(target, lowerSpecLimit, upperSpecLimit, DEFAULT_ZETA, DEFAULT_LCB_QUANTILE);
    }

    /** Validating factory with the integrated aleatoric variance. */
    public static AcquisitionSettings of(double target, double lowerSpecLimit, double upperSpecLimit, double zeta,
            double lcbQuantile) {
        return new AcquisitionSettings(target, lowerSpecLimit, upperSpecLimit, zeta, lcbQuantile,
                AleatoricTreatment.INTEGRATED);
    }

    /** These settings with another aleatoric treatment. */
    public AcquisitionSettings with(AleatoricTreatment treatment) {
        return new AcquisitionSettings(target, lowerSpecLimit, upperSpecLimit, zeta, lcbQuantile, treatment);
    }
}
