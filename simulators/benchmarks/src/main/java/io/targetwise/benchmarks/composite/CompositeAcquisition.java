package io.targetwise.benchmarks.composite;

/**
 * Monte Carlo acquisitions over NEON's epistemic index for a composite cost J(u) = g(h(u)) to be minimised (Guilhoto
 * and Perdikaris 2024, section 3), from samples J_k = g(h(u, z_k)); higher scores are better.
 * <ul>
 *   <li>Leaky EI: mean_k LeakyReLU_delta(J* - J_k) with J* the best cost observed. Plain EI (delta = 0) has zero
 *       gradient wherever no sample improves, which the authors found stalls optimisation; for delta < eps / M, with M
 *       the range of J, it stays within eps of EI.</li>
 *   <li>LCB: -(mu - sqrt(pi kappa / 2) mean_k |J_k - mu|), mu the sample mean: mean |J - mu| is sigma sqrt(2 / pi)
 *       for a Gaussian, so this is mu - sqrt(kappa) sigma there.</li>
 * </ul>
 */
public final class CompositeAcquisition {
    private final boolean leakyImprovement;
    private final double parameter;

    private CompositeAcquisition(boolean leakyImprovement, double parameter) {
        this.leakyImprovement = leakyImprovement;
        this.parameter = parameter;
    }

    /** @throws IllegalArgumentException unless 0 <= delta < 1 */
    public static CompositeAcquisition leakyExpectedImprovement(double delta) {
        if (!(delta >= 0 && delta < 1)) {
            throw new IllegalArgumentException("delta must be in [0, 1), got " + delta);
        }
        return new CompositeAcquisition(true, delta);
    }

    /** @throws IllegalArgumentException unless kappa is finite and >= 0 */
    public static CompositeAcquisition lowerConfidenceBound(double kappa) {
        if (!(kappa >= 0) || Double.isInfinite(kappa)) {
            throw new IllegalArgumentException("kappa must be finite and >= 0, got " + kappa);
        }
        return new CompositeAcquisition(false, kappa);
    }

    /**
     * @param costSamples J_k for the index samples
     * @param bestCost J*, used by leaky EI only
     */
    public double score(double[] costSamples, double bestCost) {
        if (costSamples.length == 0) {
            throw new IllegalArgumentException("costSamples must not be empty");
        }
        double k = costSamples.length;
        if (leakyImprovement) {
            double sum = 0;
            for (double j : costSamples) {
                double improvement = bestCost - j;
                sum += improvement > 0 ? improvement : parameter * improvement;
            }
            return sum / k;
        }
        double mean = 0;
        for (double j : costSamples) {
            mean += j / k;
        }
        double absoluteDeviation = 0;
        for (double j : costSamples) {
            absoluteDeviation += Math.abs(j - mean) / k;
        }
        return -(mean - Math.sqrt(Math.PI * parameter / 2) * absoluteDeviation);
    }

    @Override
    public String toString() {
        return leakyImprovement ? "L-EI(delta=" + parameter + ")" : "LCB(kappa=" + parameter + ")";
    }
}
