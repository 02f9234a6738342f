package io.targetwise.core.proposal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.targetwise.core.Point;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AcquisitionSettings;
import io.targetwise.core.acquisition.AleatoricTreatment;
import io.targetwise.core.acquisition.UncertainAleatoricAcquisitions;
import io.targetwise.core.surrogate.ConditionableSurrogate;
import io.targetwise.core.surrogate.ConditioningFitter;
import io.targetwise.core.surrogate.DesignPoint;
import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.junit.jupiter.api.Test;

class CampaignTest {

    private static final SearchSpace SPACE = SearchSpace.of(List.of(SetpointVariable.of("x", 0, 10).withResolution(1)));

    @Test
    void theIncumbentIsTheLowestRobustErrorNotTheBestSingleReading() {
        Campaign campaign = campaign(new TableFitter(10), List.of(
                Measurement.of(new double[] {2}, 0.01), Measurement.of(new double[] {2}, 1.2),
                Measurement.of(new double[] {2}, -1.2),
                Measurement.of(new double[] {7}, 0.3), Measurement.of(new double[] {7}, 0.35)));

        Incumbent incumbent = campaign.incumbent();

        assertThat(incumbent.setpoint().toArray()).containsExactly(7);
        assertThat(incumbent.predictedMean()).isCloseTo(0.325, within(1e-12));
        assertThat(incumbent.aleatoricSd()).isCloseTo(Math.sqrt(0.00125), within(1e-12));
        assertThat(incumbent.robustError()).isCloseTo(0.325 * 0.325 + 0.00125, within(1e-12));
        assertThat(incumbent.replicates()).isEqualTo(2);
    }

    @Test
    void theModelIsUpdatedLazilyByConditioningForNewSetpointsAndByRefittingForReplicates() {
        TableFitter fitter = new TableFitter(2);
        Campaign campaign = campaign(fitter, List.of(Measurement.of(new double[] {1}, 0.4)));
        assertThat(fitter.fits).as("telling does not fit").isZero();
        assertThat(campaign.modelVersion()).isZero();

        campaign.incumbent();
        campaign.incumbent();
        assertThat(fitter.fits).isEqualTo(1);
        assertThat(campaign.modelVersion()).isEqualTo(1);

        campaign.tell(List.of(Measurement.of(new double[] {3}, 0.2), Measurement.of(new double[] {4}, 0.1)));
        assertThat(campaign.incumbent().setpoint().toArray()).containsExactly(4);
        assertThat(fitter.fits).as("two new setpoints are conditioned on").isEqualTo(1);
        assertThat(campaign.modelVersion()).isEqualTo(2);

        campaign.tell(List.of(Measurement.of(new double[] {5}, 0.05)));
        campaign.incumbent();
        assertThat(fitter.fits).as("the conditioning allowance of 2 is used up").isEqualTo(2);

        campaign.tell(List.of(Measurement.of(new double[] {6}, 0.3)));
        campaign.incumbent();
        assertThat(fitter.fits).as("allowance renewed by the full fit").isEqualTo(2);

        campaign.tell(List.of(Measurement.of(new double[] {6}, 0.32)));
        campaign.incumbent();
        assertThat(fitter.fits).as("a replicate changes a design point's mean: full fit").isEqualTo(3);
        assertThat(campaign.modelVersion()).isEqualTo(5);
    }

    @Test
    void proposalsCarryTheModelsPredictionAndTheIncumbentTheyAreMeantToBeat() {
        Campaign campaign = campaign(new TableFitter(10), List.of(
                Measurement.of(new double[] {2}, 0.5), Measurement.of(new double[] {2}, 0.7),
                Measurement.of(new double[] {7}, 0.3), Measurement.of(new double[] {7}, 0.35)));

        List<Proposal> proposals = campaign.ask(3);

        assertThat(proposals).hasSize(3);
        assertThat(proposals).extracting(p -> p.setpoint().get(0)).doesNotHaveDuplicates()
                .allSatisfy(x -> assertThat(SPACE.isFeasible(new double[] {x})).isTrue());
        for (Proposal p : proposals) {
            double variance = p.epistemicSd() * p.epistemicSd() + p.aleatoricSd() * p.aleatoricSd();
            assertThat(p.expectedSquaredError()).isCloseTo(p.predictedMean() * p.predictedMean() + variance,
                    within(1e-12));
            NormalDistribution output = new NormalDistribution(p.predictedMean(), Math.sqrt(variance));
            assertThat(p.insideSpecProbability()).isCloseTo(output.probability(-1, 1), within(1e-9));
            assertThat(p.incumbent().setpoint().toArray()).containsExactly(7);
            assertThat(p.modelVersion()).isEqualTo(1);
            assertThat(p.acquisitionValue()).isPositive();
        }
    }

    @Test
    void aPoolCampaignNeverProposesAMeasuredMemberAndEndsWhenThePoolIsSpent() {
        List<double[]> pool = List.of(new double[] {0}, new double[] {2}, new double[] {4}, new double[] {6},
                new double[] {8}, new double[] {10});
        Campaign campaign = Campaign.builder()
                .searchSpace(SPACE.toBuilder().pool(pool).build())
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -1, 1))
                .fitter(new TableFitter(0))
                .measurements(List.of(Measurement.of(new double[] {4}, 0.8)))
                .build();
        List<Double> proposed = new ArrayList<>();

        for (List<Proposal> batch = campaign.ask(2); !batch.isEmpty(); batch = campaign.ask(2)) {
            for (Proposal p : batch) {
                proposed.add(p.setpoint().get(0));
                campaign.tell(List.of(Measurement.of(p.setpoint().toArray(), 0.1 * p.setpoint().get(0))));
            }
        }

        assertThat(proposed).containsExactlyInAnyOrder(0.0, 2.0, 6.0, 8.0, 10.0);
    }

    @Test
    void proposalsFollowTheCurrentSetpointAsThePlantMoves() {
        SearchSpace stepLimited = SearchSpace.builder()
                .variable(SetpointVariable.of("x", 0, 10).withResolution(1).withMaxStep(2))
                .currentSetpoint(5)
                .build();
        Campaign campaign = Campaign.builder()
                .searchSpace(stepLimited)
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -1, 1))
                .fitter(new TableFitter(0))
                .measurements(List.of(Measurement.of(new double[] {5}, 0.8)))
                .build();

        assertThat(campaign.ask(3)).extracting(p -> p.setpoint().get(0)).allSatisfy(x -> assertThat(x).isBetween(3.0, 7.0));
        assertThat(stepLimited.heldBackByMaxStep(new double[] {7})).containsExactly("x");
        assertThat(stepLimited.heldBackByMaxStep(new double[] {3})).containsExactly("x");
        assertThat(stepLimited.heldBackByMaxStep(new double[] {6})).isEmpty();
        SearchSpace nearTheBound = stepLimited.withCurrentSetpoint(9);
        assertThat(nearTheBound.heldBackByMaxStep(new double[] {10})).as("the bound, not the step, stops it").isEmpty();
        assertThat(nearTheBound.heldBackByMaxStep(new double[] {7})).containsExactly("x");
        campaign.updateSearchSpace(stepLimited.withCurrentSetpoint(1));
        assertThat(campaign.ask(3)).extracting(p -> p.setpoint().get(0)).allSatisfy(x -> assertThat(x).isBetween(0.0, 3.0));
        assertThatThrownBy(() -> campaign.updateSearchSpace(stepLimited.withContext(20.0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must keep 1 setpoint and 0 context");
    }

    @Test
    void aProposalSaysWhenTheMaximumStepHeldItBack() {
        // The output is 10 - x: the target 0 lies at the bound x = 10, three steps of 2 away from x = 5.
        Campaign campaign = forceCampaign(new AnalyticSurrogate(1, x -> 10 - x[0], x -> 0.01, x -> 0.01));

        Proposal held = campaign.ask(1).get(0);
        assertThat(held.setpoint().get(0)).isCloseTo(7, within(1e-6));
        assertThat(held.reason()).endsWith("; the maximum step per move held force back");

        campaign.updateSearchSpace(campaign.searchSpace().withCurrentSetpoint(9));
        Proposal free = campaign.ask(1).get(0);
        assertThat(free.setpoint().get(0)).isCloseTo(10, within(1e-6));
        assertThat(free.reason()).doesNotContain("maximum step");
    }

    @Test
    void proposalsMeasureEachVariablesMoveFromTheRunningSetpoint() {
        Campaign campaign = forceCampaign(new AnalyticSurrogate(1, x -> 10 - x[0], x -> 0.01, x -> 0.01 * (1 + x[0])));

        Proposal proposal = campaign.ask(1).get(0);

        VariableEffect force = proposal.effects().get(0);
        assertThat(force.from()).isEqualTo(5);
        assertThat(force.to()).isEqualTo(proposal.setpoint().get(0));
        assertThat(force.meanEffect()).isCloseTo(-force.change(), within(1e-6));
        double sd = 0.1 * Math.sqrt(1 + force.to());
        double sdFrom = 0.1 * Math.sqrt(6);
        // sqrt is not quadratic: the midpoint slope is first order, within a percent over this step
        assertThat(force.spreadEffect()).isCloseTo(sd - sdFrom, within(0.01 * Math.abs(sd - sdFrom)));
    }

    /** A force in [0, 10] running at 5, at most 2 per move, target 0, robust LCB, the model given. */
    private static Campaign forceCampaign(Surrogate model) {
        return Campaign.builder()
                .searchSpace(SearchSpace.builder().variable(SetpointVariable.of("force", 0, 10).withMaxStep(2))
                        .currentSetpoint(5).build())
                .acquisition(AcquisitionKind.ROBUST_LCB, AcquisitionSettings.of(0, -1, 1))
                .fitter(readings -> model)
                .measurements(List.of(Measurement.of(new double[] {5}, 5.1)))
                .build();
    }

    @Test
    void anIntegratedProposalsExpectedErrorCarriesThePredictiveVarianceItsForecastThePlugInScale() {
        // sigma_a^2 known only up to log sigma_a^2 ~ N(log 0.04, 1): its median is 0.04, its mean 0.04 e^(1/2)
        Surrogate model = linearModel(1.0);
        Proposal integrated = campaignOn(model, AleatoricTreatment.INTEGRATED).ask(1).get(0);
        Proposal plugIn = campaignOn(model, AleatoricTreatment.PLUG_IN).ask(1).get(0);

        // Monte Carlo of a reading y = mu + e + a with e ~ N(0, 0.01), a ~ N(0, sigma_a^2), sigma_a^2 log-normal
        java.util.SplittableRandom rng = new java.util.SplittableRandom(11);
        int draws = 400_000;
        double sum = 0;
        double sumSquares = 0;
        for (int k = 0; k < draws; k++) {
            double variance = 0.04 * Math.exp(rng.nextGaussian());
            double y = 0.1 * rng.nextGaussian() + Math.sqrt(variance) * rng.nextGaussian();
            sum += y;
            sumSquares += y * y;
        }
        double predictiveVariance = sumSquares / draws - (sum / draws) * (sum / draws);
        // Target 0: the expected squared error is mu^2 plus the predictive variance of a reading.
        assertThat(integrated.expectedSquaredError() - Math.pow(integrated.predictedMean(), 2))
                .isCloseTo(predictiveVariance, within(0.02 * predictiveVariance));
        assertThat(integrated.expectedSquaredError() - plugIn.expectedSquaredError())
                .as("the same setpoint's expected error, with the mean variance").isCloseTo(
                        0.04 * (Math.exp(0.5) - 1) + Math.pow(integrated.predictedMean(), 2)
                                - Math.pow(plugIn.predictedMean(), 2), within(1e-9));
        // The forecast's scale is the plug-in under both treatments: its t carries the variance's uncertainty.
        assertThat(integrated.aleatoricSd()).isCloseTo(0.2, within(1e-12));
        assertThat(plugIn.aleatoricSd()).isCloseTo(0.2, within(1e-12));
        assertThat(integrated.epistemicSd()).isCloseTo(0.1, within(1e-12));
        assertThat(integrated.forecast().degreesOfFreedom()).as("one setpoint: no evidence on the scale")
                .isEqualTo(ForecastDegreesOfFreedom.FLOOR);
    }

    @Test
    void aVarianceModelThatKnowsNothingGivesAFiniteExpectedErrorAndForecastsItsPlugInSpread() {
        // log sigma_a^2 with a posterior sd of 40 everywhere: exp(40^2 / 2) overflows a double
        Surrogate model = linearModel(40.0);

        Proposal proposal = campaignOn(model, AleatoricTreatment.INTEGRATED).ask(1).get(0);

        assertThat(proposal.incumbent().robustError()).isFinite();
        assertThat(proposal.expectedSquaredError()).isFinite();
        assertThat(proposal.insideSpecProbability()).isBetween(0.0, 1e-5);
        // Not 0.2 e^(40^2 / 4), 2e5 times the band: the forecast spread is the noise model's median, 0.2.
        assertThat(proposal.aleatoricSd()).isCloseTo(0.2, within(1e-12));
        assertThat(proposal.reason()).startsWith("the highest robust-lcb score");
    }

    @Test
    void aProposalForecastsWithTheDesignsDegreesOfFreedom() {
        // Setpoints 2, 5 and 8, 2 readings each: means 1.1, -1.0 and 0, variance 0.02. MSB = 2 (1.0667^2 + 1.0333^2 +
        // 0.0333^2) / 2 = 2.2067, MSW = 0.02 on 3 df: Satterthwaite's df 2.1867^2 / (2.2067^2 / 2 + 0.02^2 / 3)
        // = 1.964.
        Campaign campaign = threeSetpointsOnTargetAtEight();
        Proposal proposal = campaign.ask(1).get(0);
        assertThat(proposal.forecastDegreesOfFreedom()).isCloseTo(1.964, within(5e-4));
        assertThat(proposal.forecast().degreesOfFreedom()).isEqualTo(proposal.forecastDegreesOfFreedom());
    }

    private static double[] filled(int n, double value) {
        double[] v = new double[n];
        java.util.Arrays.fill(v, value);
        return v;
    }

    /** Mean 10 - x, sigma_e^2 0.01, sigma_a^2 with median 0.04 and the given sd of log sigma_a^2. */
    private static Surrogate linearModel(double logVarianceSd) {
        return new Surrogate() {
            @Override
            public int dimension() {
                return 1;
            }

            @Override
            public Posterior posterior(double[][] points) {
                int n = points.length;
                double[] mean = new double[n];
                for (int i = 0; i < n; i++) {
                    mean[i] = 10 - points[i][0];
                }
                return Posterior.of(mean, filled(n, 0.01), filled(n, 0.04), filled(n, logVarianceSd));
            }
        };
    }

    private static Campaign campaignOn(Surrogate model, AleatoricTreatment treatment) {
        return Campaign.builder()
                .searchSpace(SPACE)
                .acquisition(AcquisitionKind.ROBUST_LCB, AcquisitionSettings.of(0, -1, 1).with(treatment))
                .fitter(readings -> model)
                .measurements(List.of(Measurement.of(new double[] {5}, 5.1)))
                .build();
    }

    @Test
    void offsetCompensationMovesToTheRunSetpointThatMeetsTheTargetOnceTheDriftIsAdded() {
        // Means 1.1 at x = 2, -1.0 at x = 5 and 0 at x = 8 (the running setpoint, on target 0), variance 0.02 each.
        Campaign campaign = threeSetpointsOnTargetAtEight();
        // The running setpoint x = 8, forecast 0 (sd 0 and 0.1414), now reads 1.0 on average over 3 readings: a drift
        // of +1 with variance 0.02 / 3 moves the means to 2.1, 0.0 and 1.0.
        DriftOffset drift = DriftOffset.measured(new double[] {1.0, 1.2, 0.8}, new MeanForecast(0, 0, Math.sqrt(0.02)));
        assertThat(drift.value()).isCloseTo(1.0, within(1e-12));
        assertThat(drift.variance()).isCloseTo(0.02 / 3, within(1e-12));
        Proposal p = campaign.compensate(drift);

        assertThat(p.setpoint().toArray()).containsExactly(5);
        assertThat(p.rule()).isEqualTo(SelectionRule.OFFSET_COMPENSATION);
        assertThat(p.predictedMean()).isCloseTo(0.0, within(1e-12));
        assertThat(p.aleatoricSd()).isCloseTo(Math.sqrt(0.02), within(1e-9));
        assertThat(p.epistemicSd()).isCloseTo(Math.sqrt(0.02 / 3), within(1e-9));
        assertThat(p.expectedSquaredError()).isCloseTo(0.02 + 0.02 / 3, within(1e-9));
        assertThat(p.reason()).startsWith("a drift of +1.000 (sd 0.0816) moves every setpoint's forecast")
                .contains("of the 3 setpoints run");

        assertThatThrownBy(() -> DriftOffset.measured(new double[0], new MeanForecast(0, 0, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite readings");
    }

    /**
     * The same drift with the plant at x = 8 and a maximum step of 2: x = 5, the best once moved, is out of reach, so
     * the compensation stays at x = 8 (x = 2 is out of reach too). Running at x = 0 with a step of 1, no setpoint run
     * so far is within reach: there is no candidate at all.
     */
    @Test
    void offsetCompensationStaysWithinTheMaximumStepOfTheRunningSetpoint() {
        Campaign campaign = threeSetpointsOnTargetAtEight();
        DriftOffset drift = DriftOffset.measured(new double[] {1.0, 1.2, 0.8}, new MeanForecast(0, 0, Math.sqrt(0.02)));

        campaign.updateSearchSpace(SearchSpace.builder().variable(SetpointVariable.of("x", 0, 10).withResolution(1)
                .withMaxStep(2)).currentSetpoint(new double[] {8}).build());
        Proposal p = campaign.compensate(drift);
        assertThat(p.setpoint().toArray()).containsExactly(8);
        assertThat(p.predictedMean()).isCloseTo(1.0, within(1e-12));
        assertThat(p.reason()).endsWith("is least once moved among those within reach");

        campaign.updateSearchSpace(SearchSpace.builder().variable(SetpointVariable.of("x", 0, 10).withResolution(1)
                .withMaxStep(1)).currentSetpoint(new double[] {0}).build());
        assertThatThrownBy(() -> campaign.compensate(drift)).isInstanceOf(ModelFittingException.class)
                .hasMessageContaining("no setpoint run so far lies within the search space");
    }

    @Test
    void readingsThatDoNotFitTheProcessAndAskingWithoutDataAreRejected() {
        Campaign campaign = campaign(new TableFitter(0), List.of());

        assertThatThrownBy(() -> campaign.tell(List.of(Measurement.of(new double[] {1}, new double[] {20}, 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("measurement 0 has 1 setpoint and 1 environment values, expected 1 and 0");
        assertThatThrownBy(() -> campaign.ask(1)).isInstanceOf(ModelFittingException.class)
                .hasMessageContaining("no measurements yet");
        assertThatThrownBy(() -> Campaign.builder().searchSpace(SPACE).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("are required");
    }

    @Test
    void aFlatAcquisitionFallsBackToTheConfidenceBoundAndSaysSo() {
        // On target everywhere and certain, but noisier away from x = 0: the incumbent at x = 0 has E = 0.1 and no pool
        // member can beat it, so robust EI is exactly 0 everywhere (plug-in, known variance). Ranking by it would take
        // the first eligible member, x = 9; the fallback takes the least noisy, x = 1.
        SurrogateFitter certain = measurements -> new Surrogate() {
            @Override
            public int dimension() {
                return 1;
            }

            @Override
            public Posterior posterior(double[][] inputs) {
                double[] aleatoric = new double[inputs.length];
                for (int i = 0; i < inputs.length; i++) {
                    aleatoric[i] = 0.1 + inputs[i][0];
                }
                return Posterior.of(new double[inputs.length], new double[inputs.length], aleatoric);
            }
        };
        SearchSpace pool = SearchSpace.builder().variables(SPACE.variables())
                .pool(List.of(new double[] {0}, new double[] {9}, new double[] {5}, new double[] {1})).build();
        for (AleatoricTreatment treatment : AleatoricTreatment.values()) {
            Campaign campaign = Campaign.builder().searchSpace(pool)
                    .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -1, 1).with(treatment))
                    .fitter(certain).measurements(List.of(Measurement.of(new double[] {0}, 0.0))).build();

            Proposal proposal = campaign.ask(1).get(0);

            assertThat(proposal.setpoint().toArray()).containsExactly(1);
            assertThat(proposal.rule()).isEqualTo(SelectionRule.FALLBACK);
            assertThat(proposal.reason()).contains("robust-ei was negligible").contains("robust-lcb");
            assertThat(proposal.acquisitionValue()).isCloseTo(-1.1, within(1e-12));
        }
    }

    @Test
    void proposalsSayWhichAcquisitionChoseThem() {
        Campaign campaign = campaign(new TableFitter(10), List.of(
                Measurement.of(new double[] {2}, 0.5), Measurement.of(new double[] {2}, 0.7)));

        Proposal proposal = campaign.ask(1).get(0);

        assertThat(proposal.rule()).isEqualTo(SelectionRule.ACQUISITION);
        assertThat(proposal.reason()).startsWith("the highest robust-ei score").contains("integrated");
    }

    /** Means 1.1 at x = 2, -1.0 at x = 5 and 0 at x = 8 (on target 0), variance 0.02 each. */
    private static Campaign threeSetpointsOnTargetAtEight() {
        return campaign(new TableFitter(0), List.of(Measurement.of(new double[] {2}, 1.0),
                Measurement.of(new double[] {2}, 1.2), Measurement.of(new double[] {5}, -0.9),
                Measurement.of(new double[] {5}, -1.1), Measurement.of(new double[] {8}, 0.1),
                Measurement.of(new double[] {8}, -0.1)));
    }

    private static Campaign campaign(TableFitter fitter, List<Measurement> initial) {
        return Campaign.builder()
                .searchSpace(SPACE)
                .acquisition(AcquisitionKind.ROBUST_EI, AcquisitionSettings.of(0, -1, 1))
                .fitter(fitter)
                .measurements(initial)
                .build();
    }

    /**
     * Knows the design points exactly (mean, and sample variance as aleatoric variance) and nothing elsewhere; counts
     * its full fits.
     */
    private static final class TableFitter implements ConditioningFitter {
        private final int allowance;
        int fits;

        TableFitter(int allowance) {
            this.allowance = allowance;
        }

        @Override
        public int conditioningsBeforeRefit() {
            return allowance;
        }

        @Override
        public ConditionableSurrogate fit(List<Measurement> measurements) {
            fits++;
            return new Table(ReplicateAggregator.of(0).aggregate(measurements));
        }
    }

    private record Table(List<DesignPoint> points) implements ConditionableSurrogate {
        @Override
        public int dimension() {
            return 1;
        }

        @Override
        public Posterior posterior(double[][] inputs) {
            double[] mean = new double[inputs.length];
            double[] epistemic = new double[inputs.length];
            double[] aleatoric = new double[inputs.length];
            for (int i = 0; i < inputs.length; i++) {
                epistemic[i] = 1;
                for (DesignPoint p : points) {
                    if (p.setpoint().get(0) == inputs[i][0]) {
                        mean[i] = p.mean();
                        epistemic[i] = 0;
                        aleatoric[i] = p.hasVarianceEstimate() ? p.sampleVariance() : 0;
                    }
                }
            }
            return Posterior.of(mean, epistemic, aleatoric);
        }

        @Override
        public ConditionableSurrogate conditionedOn(double[] x, double y) {
            List<DesignPoint> more = new ArrayList<>(points);
            more.add(new DesignPoint(Point.of(x), 1, y, Double.NaN));
            return new Table(more);
        }
    }
}
