package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.special.Gamma;
import org.junit.jupiter.api.Test;

class ReplicationRuleTest {
    private static final int DRAWS = 400_000;

    /**
     * Independent Monte Carlo of m readings with sigma_a^2 known: the true mean f ~ N(mu, sigma_e^2), the readings
     * ~ N(f, sigma_a^2) one by one, the conjugate update of the mean's estimate, and the improvement of the updated
     * estimated error over {@code others}; for a setpoint run, min(others, E) - min(others, E~).
     */
    private static double[] monteCarloGain(double mu, double sigmaE2, double sigmaA2, int m, double others,
            boolean run, boolean integrated, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double precision = 1 / sigmaE2 + m / sigmaA2;
        double after = 1 / precision;
        double now = mu * mu + (integrated ? sigmaE2 : 0) + sigmaA2;
        double sum = 0;
        double sumSquares = 0;
        for (int k = 0; k < DRAWS; k++) {
            double f = mu + Math.sqrt(sigmaE2) * rng.nextGaussian();
            double readings = 0;
            for (int j = 0; j < m; j++) {
                readings += f + Math.sqrt(sigmaA2) * rng.nextGaussian();
            }
            double updated = (mu / sigmaE2 + readings / sigmaA2) / precision;
            double estimate = updated * updated + (integrated ? after : 0) + sigmaA2;
            double gain = run ? Math.min(others, now) - Math.min(others, estimate) : Math.max(0, others - estimate);
            sum += gain;
            sumSquares += gain * gain;
        }
        double mean = sum / DRAWS;
        return new double[] {mean, Math.sqrt(Math.max(0, sumSquares / DRAWS - mean * mean) / DRAWS)};
    }

    private static AcquisitionSettings settings(boolean integrated) {
        return AcquisitionSettings.of(0, -1, 1).with(integrated ? AleatoricTreatment.INTEGRATED : AleatoricTreatment.PLUG_IN);
    }

    private static double closedForm(double mu, double sigmaE2, double sigmaA2, double logSd, int n, int m,
            double others, boolean integrated) {
        Posterior posterior = Posterior.of(new double[] {mu}, new double[] {sigmaE2}, new double[] {sigmaA2},
                new double[] {logSd});
        return ReplicationRule.gain(posterior, 0, n, m, settings(integrated), others);
    }

    @Test
    void theGainOfANewSetpointMatchesMonteCarloWithAKnownVariance() {
        // mu, sigma_e^2, sigma_a^2, m, incumbent: typical, readings far noisier than the mean is unknown, nearly
        // exact readings, a mean far from the target, a large budget, many readings, a tiny epistemic variance
        double[][] cases = {
            {0.3, 0.2, 0.1, 2, 0.25}, {0.1, 0.01, 4, 1, 4.2}, {0.5, 1, 1e-6, 3, 0.3}, {5, 0.5, 0.2, 2, 0.4},
            {0.2, 3, 0.5, 5, 30}, {1, 2, 2, 20, 3}, {0.05, 1e-6, 0.01, 2, 0.0125}};
        int seed = 0;
        for (double[] c : cases) {
            for (boolean integrated : new boolean[] {true, false}) {
                double[] mc = monteCarloGain(c[0], c[1], c[2], (int) c[3], c[4], false, integrated, ++seed);
                double gain = closedForm(c[0], c[1], c[2], 0, 0, (int) c[3], c[4], integrated);
                assertThat(gain).as("case %s, integrated %s", java.util.Arrays.toString(c), integrated)
                        .isCloseTo(mc[0], within(4 * mc[1] + 1e-12));
            }
        }
    }

    @Test
    void theGainAtASetpointRunIsTheExpectedFallOfTheRecommendationsEstimate() {
        // the recommendation itself (others above its estimate), and a setpoint behind it (others below)
        double[][] cases = {{0.2, 0.05, 0.1, 2, 0.3}, {0.2, 0.3, 0.1, 3, 0.2}, {0.6, 0.4, 0.2, 1, 0.3},
            {0.1, 1e-4, 0.05, 4, 0.07}, {0, 2, 1e-4, 2, 0.5}};
        int seed = 100;
        for (double[] c : cases) {
            for (boolean integrated : new boolean[] {true, false}) {
                double[] mc = monteCarloGain(c[0], c[1], c[2], (int) c[3], c[4], true, integrated, ++seed);
                double gain = closedForm(c[0], c[1], c[2], 0, 2, (int) c[3], c[4], integrated);
                assertThat(gain).as("case %s, integrated %s", java.util.Arrays.toString(c), integrated)
                        .isCloseTo(mc[0], within(4 * mc[1] + 1e-12));
            }
        }
        assertThat(closedForm(0.1, 0.5, 0.1, 0, 2, 3, Double.POSITIVE_INFINITY, true))
                .as("the only setpoint run stays the recommendation whatever its readings").isZero();
    }

    /**
     * With log sigma_a^2 ~ N(log a, s^2) as well: Monte Carlo of the model the closed form assumes, a log sample
     * variance observed with the noise trigamma((m - 1) / 2) and a conjugate normal update in log space, the mean's
     * readings with the noise E[sigma_a^2].
     */
    @Test
    void theIntegratedGainMatchesMonteCarloOfTheVarianceUpdate() {
        double[][] cases = {{0.2, 0.1, 0.05, 1.0, 3, 0.3}, {0.3, 0.05, 0.1, 2.0, 2, 0.35}, {0.1, 0.2, 0.02, 0.5, 5, 0.15}};
        int seed = 200;
        for (double[] c : cases) {
            double mu = c[0];
            double sigmaE2 = c[1];
            double median = c[2];
            double s = c[3];
            int m = (int) c[4];
            double others = c[5];
            double noise = median * Math.exp(s * s / 2);
            double observationNoise = Gamma.trigamma((m - 1) / 2.0);
            double meanPrecision = 1 / sigmaE2 + m / noise;
            double logPrecision = 1 / (s * s) + 1 / observationNoise;
            SplittableRandom rng = new SplittableRandom(++seed);
            double sum = 0;
            double sumSquares = 0;
            for (int k = 0; k < DRAWS; k++) {
                double f = mu + Math.sqrt(sigmaE2) * rng.nextGaussian();
                double mean = f + Math.sqrt(noise / m) * rng.nextGaussian();
                double updated = (mu / sigmaE2 + m * mean / noise) / meanPrecision;
                double logVariance = Math.log(median) + s * rng.nextGaussian();
                double observed = logVariance + Math.sqrt(observationNoise) * rng.nextGaussian();
                double logMedian = (Math.log(median) / (s * s) + observed / observationNoise) / logPrecision;
                double estimate = updated * updated + 1 / meanPrecision + Math.exp(logMedian + 0.5 / logPrecision);
                double gain = Math.max(0, others - estimate);
                sum += gain;
                sumSquares += gain * gain;
            }
            double mc = sum / DRAWS;
            double se = Math.sqrt((sumSquares / DRAWS - mc * mc) / DRAWS);
            assertThat(closedForm(mu, sigmaE2, median, s, 0, m, others, true)).as("case %s", java.util.Arrays.toString(c))
                    .isCloseTo(mc, within(4 * se + 2e-3 * mc));
        }
    }

    @Test
    void aNewSetpointsGainIsScoredPerReadingOfItsReplicates() {
        ReplicationRule rule = ReplicationRule.of(3, 6);
        Posterior posterior = Posterior.of(new double[] {0.2}, new double[] {0.04}, new double[] {0.01},
                new double[] {0.3});
        double[] scores = new double[1];
        rule.newSetpointGainPerReading(settings(true), 0.1).score(posterior, scores);
        double gainOfThree = ReplicationRule.gain(posterior, 0, 0, 3, settings(true), 0.1);
        assertThat(gainOfThree).isPositive();
        assertThat(scores[0]).isCloseTo(gainOfThree / 3, within(1e-15));
    }

    @Test
    void aMoreUncertainVarianceGivesANewSetpointMoreGainThroughWhatItsReadingsTeach() {
        // same mean posterior and E[sigma_a^2] = 0.1; only how well the variance is known differs
        double known = closedForm(0.3, 0.05, 0.1, 0, 0, 3, 0.2, true);
        double unknown = closedForm(0.3, 0.05, 0.1 * Math.exp(-0.5), 1, 0, 3, 0.2, true);
        assertThat(unknown).isGreaterThan(known);
    }

    @Test
    void aReplicateOfAKnownSetpointNearTheTargetBeatsANewSetpointFarFromIt() {
        // run: x = 1 near the target with a wide epistemic variance, x = 2 the recommendation; the pool's only new
        // setpoint, x = 5, lies far from the target and is well known
        Surrogate model = new AnalyticSurrogate(1, x -> x[0] == 1 ? 0.3 : x[0] == 2 ? 0.5 : 10,
                x -> x[0] == 1 ? 1.0 : 0.01, x -> 0.01);
        Proposal proposal = pooledCampaign(model, ReplicationRule.of(2, 4)).ask(1).get(0);

        assertThat(proposal.setpoint().toArray()).containsExactly(1);
        assertThat(proposal.rule()).isEqualTo(SelectionRule.REPLICATION);
        assertThat(proposal.readings().orElseThrow()).isBetween(1, 4);
        assertThat(proposal.acquisitionValue()).isPositive();
        assertThat(proposal.reason()).contains("more readings at this setpoint, run 2 times so far");
    }

    @Test
    void aNewSetpointNearTheTargetBeatsReplicatesOfWellKnownOnes() {
        // x = 2 the recommendation, x = 1 just behind it and well known, so that a replicate there gains a little;
        // the new setpoint x = 5 is predicted on target with a wide epistemic variance
        Surrogate model = new AnalyticSurrogate(1, x -> x[0] == 1 ? 0.55 : x[0] == 2 ? 0.5 : x[0] == 5 ? 0 : 3,
                x -> x[0] == 5 ? 1.0 : x[0] == 1 ? 0.02 : 0.001, x -> 0.01);
        Proposal proposal = pooledCampaign(model, ReplicationRule.of(3, 6)).ask(1).get(0);

        assertThat(proposal.setpoint().toArray()).containsExactly(5);
        assertThat(proposal.rule()).isEqualTo(SelectionRule.ACQUISITION);
        assertThat(proposal.readings()).hasValue(3);
        assertThat(proposal.reason()).contains("more at the best known setpoint (")
                .doesNotContain("setpoint (0.000 per reading)");
    }

    @Test
    void exploringIsValuedByTheBestNewSetpointNotOnlyByTheAcquisitionsChoice() {
        // the robust LCB picks x = 5 (0.35 from the target, little spread), whose gain per reading is below a replicate
        // of x = 1; x = 7, on target with a spread of 0.03, would gain more than both, so the rule explores, at x = 5
        Surrogate model = new AnalyticSurrogate(1,
                x -> x[0] == 1 ? 0.2 : x[0] == 2 ? 0.2 : x[0] == 5 ? 0.35 : 0,
                x -> x[0] == 1 ? 0.1 : x[0] == 2 ? 0.001 : x[0] == 5 ? 0.04 : 1e-4,
                x -> x[0] == 1 ? 0.02 : x[0] == 2 ? 0.019 : x[0] == 5 ? 0.01 : 0.03);
        Proposal proposal = pooledCampaign(model, ReplicationRule.of(2, 4)).ask(1).get(0);

        assertThat(proposal.reason()).contains("the highest robust-lcb score");
        assertThat(proposal.setpoint().toArray()).containsExactly(5);
        assertThat(proposal.rule()).isEqualTo(SelectionRule.ACQUISITION);
    }

    @Test
    void withoutTheRuleAProposalAsksForNoNumberOfReadingsAndBatchesStayAllowed() {
        Surrogate model = new AnalyticSurrogate(1, x -> x[0] == 1 ? 0.3 : x[0] == 2 ? 0.5 : 10,
                x -> x[0] == 1 ? 1.0 : 0.01, x -> 0.01);
        List<Proposal> proposals = pooledCampaign(model, null).ask(2);
        assertThat(proposals).allSatisfy(p -> assertThat(p.readings()).isEmpty());
        assertThat(proposals.get(0).rule()).isEqualTo(SelectionRule.ACQUISITION);
        assertThat(proposals.get(0).setpoint().toArray()).isNotEqualTo(new double[] {1});

        assertThatThrownBy(() -> pooledCampaign(model, ReplicationRule.of(2, 4)).ask(2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 with a replication rule");
    }

    @Test
    void theRuleRefusesFewerThanTwoReadingsOfANewSetpoint() {
        assertThatThrownBy(() -> ReplicationRule.of(1, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ReplicationRule.of(2, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(ReplicationRule.of(2, 1).maxReplicateReadings()).isEqualTo(1);
    }

    /** A pool {1, 2, 5, 7} with 1 and 2 run twice each, target 0, robust LCB integrated, the model given. */
    private static Campaign pooledCampaign(Surrogate model, ReplicationRule rule) {
        Campaign.Builder builder = Campaign.builder()
                .searchSpace(SearchSpace.builder().variable(SetpointVariable.of("x", 0, 10).withResolution(1))
                        .pool(List.of(new double[] {1}, new double[] {2}, new double[] {5}, new double[] {7})).build())
                .acquisition(AcquisitionKind.ROBUST_LCB, AcquisitionSettings.of(0, -1, 1))
                .fitter(readings -> model)
                .measurements(List.of(Measurement.of(new double[] {1}, 0.2), Measurement.of(new double[] {1}, 0.4),
                        Measurement.of(new double[] {2}, 0.5), Measurement.of(new double[] {2}, 0.5)));
        return (rule == null ? builder : builder.replication(rule)).build();
    }
}
