package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.Posterior;
import io.targetwise.core.surrogate.Surrogate;
import io.targetwise.core.surrogate.SurrogateFitter;
import io.targetwise.core.surrogate.WarmStartFitter;
import io.targetwise.core.surrogate.composite.MeanVarianceModel;
import io.targetwise.core.surrogate.hetgp.HetGpModel;
import io.targetwise.core.surrogate.selection.CrossValidatedSelection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The surrogate ids engineers choose are stable API: each resolves to its choice and builds a fitter. */
class SurrogateChoiceTest {

    @ParameterizedTest
    @EnumSource(SurrogateChoice.class)
    void everyChoiceIsFoundByItsIdAndBuildsAFitter(SurrogateChoice choice) {
        assertThat(SurrogateChoice.fromId(choice.id())).isSameAs(choice);
        assertThat(choice.fitter(new double[] {0.5, 0})).isNotNull();
    }

    @Test
    void theDefaultCampaignUsesAKnownSurrogate() {
        assertThat(CampaignSettings.DEFAULTS.surrogate()).isEqualTo(SurrogateChoice.HETGP);
    }

    @Test
    void hetGpLearnsWhereTheProcessIsNoisy() {
        List<Measurement> readings = noisierToTheRight(9, 3);
        Posterior posterior = SurrogateChoice.HETGP.fitter(new double[] {0.01}).fit(readings)
                .posterior(new double[][] {{0.0}, {1.0}});
        double sdRatio = Math.sqrt(posterior.aleatoricVariance(1) / posterior.aleatoricVariance(0));
        assertThat(sdRatio).isBetween(3.0, 30.0);
    }

    /**
     * On a process whose noise grows tenfold across the range, a model with one constant noise forecasts fresh readings
     * worse than hetGP: auto chooses hetGP whichever comes first, and says why.
     */
    @Test
    void autoChoosesTheModelThatForecastsHeldOutReadingsBest() {
        List<Measurement> readings = noisierToTheRight(12, 5);
        for (List<SurrogateChoice> candidates : List.of(List.of(SurrogateChoice.GP_HOMOSKEDASTIC, SurrogateChoice.HETGP),
                List.of(SurrogateChoice.HETGP, SurrogateChoice.GP_HOMOSKEDASTIC))) {
            CrossValidatedSelection.Selected selected = SurrogateChoice.choosingAmong(candidates, new double[] {0.01},
                    Duration.ofMinutes(1)).fit(readings);
            assertThat(selected.chosen()).isEqualTo("hetgp");
            assertThat(selected.model()).isInstanceOf(HetGpModel.class);
            assertThat(CampaignModels.chosenModel(selected)).startsWith("Model chosen by auto: hetgp (held-out "
                    + "log-likelihood ").contains(" against gp-homoskedastic ").endsWith("; 4-fold over 12 setpoints). ");
        }
        assertThat(CampaignModels.chosenModel(SurrogateChoice.HETGP.fitter(new double[] {0.01}).fit(readings)))
                .isEmpty();
    }

    @Test
    void autoScoresTheGpChoicesBeforeTheNetworksAndStartsWithTheDefault() {
        assertThat(SurrogateChoice.AUTO_CANDIDATES).containsExactly(SurrogateChoice.HETGP,
                SurrogateChoice.GP_KERNEL_RIDGE, SurrogateChoice.GP_LOG_VARIANCE_GP, SurrogateChoice.NOMU_KERNEL_RIDGE,
                SurrogateChoice.NEON_KERNEL_RIDGE, SurrogateChoice.AUTODEUQ);
        assertThat(SurrogateChoice.AUTO.fitter(new double[] {0})).isInstanceOf(CrossValidatedSelection.class);
    }

    /** {@code setpoints} evenly over [0, 1] x 4 readings; the noise sd grows tenfold from 0 to 1 around sin(3 x). */
    private static List<Measurement> noisierToTheRight(int setpoints, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<Measurement> readings = new ArrayList<>();
        for (int i = 0; i < setpoints; i++) {
            double x = i / (setpoints - 1.0);
            for (int r = 0; r < 4; r++) {
                readings.add(Measurement.of(new double[] {x}, Math.sin(3 * x) + (0.05 + 0.45 * x) * gaussian(rng)));
            }
        }
        return readings;
    }

    @Test
    void hetGpHandsOverToKernelRidgeWhereItsFitWouldTakeTooLong() {
        SurrogateFitter fitter = SurrogateChoice.HETGP.fitter(new double[] {0});
        assertThat(fitter.fit(readings(SurrogateChoice.HETGP_MAX_DESIGN_POINTS - 1))).isInstanceOf(HetGpModel.class);
        assertThat(fitter.fit(readings(SurrogateChoice.HETGP_MAX_DESIGN_POINTS))).isInstanceOf(MeanVarianceModel.class);
    }

    /**
     * The campaign refits through {@link WarmStartFitter#refit}: the default's kernel-ridge tier keeps its
     * hyperparameters from one search until the design has grown by a tenth (the hand-over from hetGP searches), and
     * the gp-krr choice does so from {@value SurrogateChoice#KEPT_HYPERPARAMETERS_FROM} design points on.
     */
    @Test
    void atPlantSizesRefitsKeepTheHyperparametersUntilTheDesignGrowsByATenth() {
        WarmStartFitter fitter = (WarmStartFitter) SurrogateChoice.HETGP.fitter(new double[] {0});
        Surrogate hetGp = fitter.fit(readings(SurrogateChoice.HETGP_MAX_DESIGN_POINTS - 1));
        MeanVarianceModel searched = (MeanVarianceModel) fitter.refit(readings(200), hetGp);
        assertThat(searched.hyperparametersSearchedOn()).isEqualTo(200);
        MeanVarianceModel kept = (MeanVarianceModel) fitter.refit(readings(220), searched);
        assertThat(kept.hyperparametersSearchedOn()).isEqualTo(200);
        assertThat(kept.mean().size()).isEqualTo(220);
        assertThat(((MeanVarianceModel) fitter.refit(readings(221), kept)).hyperparametersSearchedOn()).isEqualTo(221);

        WarmStartFitter krr = (WarmStartFitter) SurrogateChoice.GP_KERNEL_RIDGE.fitter(new double[] {0});
        Surrogate small = krr.fit(readings(98));
        assertThat(((MeanVarianceModel) krr.refit(readings(99), small)).hyperparametersSearchedOn()).isEqualTo(99);
        assertThat(((MeanVarianceModel) krr.refit(readings(100), small)).hyperparametersSearchedOn()).isEqualTo(98);
    }

    /** Two readings at each of n distinct setpoints on [0, 1]. */
    private static List<Measurement> readings(int n) {
        SplittableRandom rng = new SplittableRandom(5);
        List<Measurement> readings = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = (double) i / n;
            readings.add(Measurement.of(new double[] {x}, Math.sin(3 * x) + 0.1 * gaussian(rng)));
            readings.add(Measurement.of(new double[] {x}, Math.sin(3 * x) + 0.1 * gaussian(rng)));
        }
        return readings;
    }

    private static double gaussian(SplittableRandom rng) {
        return Math.sqrt(-2 * Math.log(1 - rng.nextDouble())) * Math.cos(2 * Math.PI * rng.nextDouble());
    }

    @Test
    void anUnknownIdIsRefusedListingTheValidOnes() {
        assertThatThrownBy(() -> SurrogateChoice.fromId("oracle")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown surrogate 'oracle', valid ids: hetgp, gp-krr, gp-log-gp, gp-homoskedastic, gp-environment,"
                        + " autodeuq, nomu-krr, neon-krr, auto");
    }
}
