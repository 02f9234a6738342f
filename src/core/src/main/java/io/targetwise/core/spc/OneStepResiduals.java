package io.targetwise.core.spc;

/**
 * Standardised one-step-ahead residuals of readings at one setpoint against a model's forecast for it. The model
 * says the setpoint's true mean f is N(m, sigma_e^2) and each reading f + N(0, sigma_a^2). Reading t is compared with
 * the forecast updated by readings 1..t-1 (the conjugate normal update):
 * <pre>
 *   z_t = (y_t - m_{t-1}) / sqrt(v_{t-1} + sigma_a^2),
 *   m_t = m_{t-1} + v_{t-1} / (v_{t-1} + sigma_a^2) (y_t - m_{t-1}),   v_t = v_{t-1} sigma_a^2 / (v_{t-1} + sigma_a^2),
 * </pre>
 * with m_0 = m and v_0 = sigma_e^2. While the plant behaves as the model says, the z_t are independent N(0, 1) (the
 * innovations of the sequence, each y_t given the past is N(m_{t-1}, v_{t-1} + sigma_a^2)), so a CUSUM on them has
 * its nominal run length. Raw residuals y_t - m would share the model's error in f and look like a shift; here the
 * readings themselves correct it, and what remains is change: a drift moves the readings faster than the shrinking
 * v_t lets the forecast follow.
 */
public final class OneStepResiduals {
    private final double forecastMean;
    private final double epistemicVariance;
    private final double aleatoricVariance;

    private OneStepResiduals(double forecastMean, double epistemicVariance, double aleatoricVariance) {
        this.forecastMean = forecastMean;
        this.epistemicVariance = epistemicVariance;
        this.aleatoricVariance = aleatoricVariance;
    }

    /**
     * @param forecastMean m, the model's mean at the setpoint
     * @param epistemicVariance sigma_e^2 >= 0, the variance of that mean
     * @param aleatoricVariance sigma_a^2 > 0, the variance of one reading about the true mean
     * @throws IllegalArgumentException for values that are not finite or out of range
     */
    public static OneStepResiduals of(double forecastMean, double epistemicVariance, double aleatoricVariance) {
        if (!Double.isFinite(forecastMean)) {
            throw new IllegalArgumentException("forecast mean must be finite, got " + forecastMean);
        }
        if (!(epistemicVariance >= 0) || !Double.isFinite(epistemicVariance)) {
            throw new IllegalArgumentException("epistemic variance must be finite and >= 0, got " + epistemicVariance);
        }
        if (!(aleatoricVariance > 0) || !Double.isFinite(aleatoricVariance)) {
            throw new IllegalArgumentException("aleatoric variance must be finite and positive, got "
                    + aleatoricVariance);
        }
        return new OneStepResiduals(forecastMean, epistemicVariance, aleatoricVariance);
    }

    /**
     * @param readings in time order
     * @return z_t for each reading
     * @throws IllegalArgumentException for a reading that is not finite
     */
    public double[] standardise(double[] readings) {
        double mean = forecastMean;
        double variance = epistemicVariance;
        double[] z = new double[readings.length];
        for (int t = 0; t < readings.length; t++) {
            double y = readings[t];
            if (!Double.isFinite(y)) {
                throw new IllegalArgumentException("readings must be finite, got " + y + " at " + t);
            }
            double predictive = variance + aleatoricVariance;
            z[t] = (y - mean) / Math.sqrt(predictive);
            mean += variance / predictive * (y - mean);
            variance = variance * aleatoricVariance / predictive;
        }
        return z;
    }
}
