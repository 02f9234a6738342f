package io.targetwise.core.proposal;

import io.targetwise.core.acquisition.AcquisitionFunction;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.surrogate.Posterior;
import org.apache.commons.math3.special.Gamma;

/**
 * Replication or exploration, decided per move by the expected gain per reading (after Binois et al. 2019, adapted
 * from global accuracy to the target): a move is a setpoint and a number of readings, and its gain is the expected
 * fall of the recommendation's estimated error, the least estimated robust error over the setpoints run (the
 * campaign's {@link Incumbent}), once the readings are in: the knowledge gradient of that estimate, with the other
 * setpoints' estimates held. The campaign's acquisition chooses the new setpoint as without the rule, to be run
 * {@link #newSetpointReadings()} times; a known setpoint with 1 to {@link #maxReplicateReadings()} more readings
 * replaces it when its gain per reading is larger than the largest a new setpoint offers (searched like the
 * acquisition, the acquisition's own choice included). Derivation in docs/acquisition-core.md, "Replication or
 * exploration".
 */
public final class ReplicationRule {
    private final int newSetpointReadings;
    private final int maxReplicateReadings;

    private ReplicationRule(int newSetpointReadings, int maxReplicateReadings) {
        this.newSetpointReadings = newSetpointReadings;
        this.maxReplicateReadings = maxReplicateReadings;
    }

    /**
     * @param newSetpointReadings readings of a new setpoint, at least 2 so that its variance can be estimated (the
     *     process's replicate count)
     * @param maxReplicateReadings the most readings one replicate move may ask for, at least 1
     * @throws IllegalArgumentException outside those ranges
     */
    public static ReplicationRule of(int newSetpointReadings, int maxReplicateReadings) {
        if (newSetpointReadings < 2 || maxReplicateReadings < 1) {
            throw new IllegalArgumentException("a new setpoint needs at least 2 readings and a replicate move at least"
                    + " 1, got " + newSetpointReadings + " and " + maxReplicateReadings);
        }
        return new ReplicationRule(newSetpointReadings, maxReplicateReadings);
    }

    public int newSetpointReadings() {
        return newSetpointReadings;
    }

    public int maxReplicateReadings() {
        return maxReplicateReadings;
    }

    /** A replicate move: the index of a known setpoint, its readings and its expected gain per reading. */
    record Move(int setpoint, int readings, double gainPerReading) {
    }

    /**
     * The best replicate move over the known setpoints that {@code admissible} allows (largest gain per reading, the
     * first on ties, fewer readings on ties), or null when none is admissible.
     *
     * @param atDesign the model's posterior at the known setpoints
     * @param readings the readings run so far at each
     */
    Move bestReplicate(Posterior atDesign, int[] readings, boolean[] admissible, AcquisitionSettings settings) {
        double[] errors = new double[atDesign.size()];
        for (int i = 0; i < errors.length; i++) {
            errors[i] = AcquisitionKind.designPointError(settings, atDesign, i);
        }
        Move best = null;
        for (int i = 0; i < errors.length; i++) {
            if (!admissible[i]) {
                continue;
            }
            double others = Double.POSITIVE_INFINITY;
            for (int j = 0; j < errors.length; j++) {
                if (j != i) {
                    others = Math.min(others, errors[j]);
                }
            }
            for (int m = 1; m <= maxReplicateReadings; m++) {
                double perReading = gain(atDesign, i, readings[i], m, settings, others) / m;
                if (best == null || perReading > best.gainPerReading()) {
                    best = new Move(i, m, perReading);
                }
            }
        }
        return best;
    }

    /**
     * The gain per reading of running a new setpoint {@link #newSetpointReadings()} times, as an acquisition over new
     * setpoints, so that the campaign's search can find the largest.
     */
    AcquisitionFunction newSetpointGainPerReading(AcquisitionSettings settings, double incumbentError) {
        return (posterior, scores) -> {
            for (int i = 0; i < posterior.size(); i++) {
                scores[i] = gain(posterior, i, 0, newSetpointReadings, settings, incumbentError) / newSetpointReadings;
            }
        };
    }

    /**
     * The expected fall of the recommendation's estimated error when {@code m} readings are added at point {@code i}
     * of {@code posterior}, which has {@code n} readings so far (0: a new setpoint, not eligible as the recommendation
     * now), the least estimated error of every other setpoint run being {@code others} (infinite: none). The
     * estimate is {@link AcquisitionKind#designPointError}'s, so integrated (mu - y*)^2 + sigma_e^2 + E[sigma_a^2],
     * plug-in (mu - y*)^2 + sigma_a^2. After the readings, by conjugate updates with the model's hyperparameters held:
     * <ul>
     * <li>the mean's estimate mu~ ~ N(mu, s~^2), s~^2 = sigma_e^4 / (sigma_e^2 + v / m), and the epistemic variance
     * sigma_e^2 - s~^2 (v = E[sigma_a^2] integrated, sigma_a^2 plug-in);
     * <li>integrated only: log sigma_a^2's posterior sd s' from 1/s'^2 = 1/s^2 + 1/psi'((n + m - 1)/2) -
     * 1/psi'((n - 1)/2) (the precision the setpoint's log sample variance gains; psi' the trigamma, a term absent
     * below 2 readings), its median moving with log-sd sqrt(s^2 - s'^2), so E[sigma_a^2] afterwards is log-normal
     * with median a e^{s'^2/2} and that log-sd.
     * </ul>
     * The gain E[max(0, b - E~)] is then the integrated robust EI with the change distribution in place of the
     * posterior, b = {@code others} (a new setpoint) or min(others, E~) against min(others, E) for a setpoint run;
     * the latter is E[max(0, b - E~)] - max(0, b - E). Integrated, E~ has mean E, so the gain is E[max(0, E~ - b)]
     * >= 0; the plug-in estimate leaves sigma_e^2 out, so E~ has mean E + s~^2 and the gain of a setpoint run can be
     * negative (readings are expected to show it worse than its plug-in estimate).
     */
    static double gain(Posterior posterior, int i, int n, int m, AcquisitionSettings settings, double others) {
        if (others == Double.POSITIVE_INFINITY) {
            return 0;
        }
        boolean integrated = settings.aleatoric() == AleatoricTreatment.INTEGRATED;
        double epistemic = posterior.epistemicVariance(i);
        double median = posterior.aleatoricVariance(i);
        double logSd = integrated ? posterior.aleatoricLogSd(i) : 0;
        double noise = integrated ? UncertainAleatoricAcquisitions.meanVariance(median, logSd) : median;
        double change = epistemic == 0 ? 0 : epistemic * epistemic / (epistemic + noise / m);
        double left = epistemic - change;
        double logSdAfter = logSd == 0 ? 0 : 1 / Math.sqrt(1 / (logSd * logSd) + precision(n + m) - precision(n));
        double budget = integrated ? Math.max(0, others - left) : others;
        double improvement = UncertainAleatoricAcquisitions.expectedImprovement(posterior.mean(i), change,
                UncertainAleatoricAcquisitions.meanVariance(median, logSdAfter),
                Math.sqrt(Math.max(0, logSd * logSd - logSdAfter * logSdAfter)), settings.target(), budget);
        if (n == 0) {
            return improvement;
        }
        double now = AcquisitionKind.designPointError(settings, posterior, i);
        return improvement - Math.max(0, others - now);
    }

    /** 1 / psi'((n - 1) / 2), the precision of a log sample variance of n readings; 0 below 2. */
    private static double precision(int readings) {
        return readings < 2 ? 0 : 1 / Gamma.trigamma((readings - 1) / 2.0);
    }
}
