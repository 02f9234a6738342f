package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;
import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/** Campaign settings at the edge: absent fields take their defaults, and every invalid one is named at once. */
class CampaignSettingsValidationTest {

    @Test
    void absentFieldsTakeTheDefaults() {
        assertThat(new CampaignSettingsBody(null, null, null, null, null).parse()).isEqualTo(CampaignSettings.DEFAULTS);
    }

    @Test
    void aCompleteValidChoiceIsParsedOnceAndWrittenBackAsItsIds() {
        CampaignSettingsBody body = new CampaignSettingsBody("gp-log-gp", "robust-lcb", "plug-in", 20, false);
        CampaignSettings chosen = body.parse();
        assertThat(chosen).isEqualTo(new CampaignSettings(SurrogateChoice.GP_LOG_VARIANCE_GP, AcquisitionKind.ROBUST_LCB,
                AleatoricTreatment.PLUG_IN, 20, false));
        assertThat(CampaignSettingsBody.of(chosen)).isEqualTo(body);
    }

    @Test
    void everyInvalidFieldIsNamedWithWhatIsValid() {
        assertThatThrownBy(() -> new CampaignSettingsBody("oracle", "greedy", "guessed", 21, true).parse())
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
                    assertThat(e.title()).isEqualTo("Invalid campaign settings");
                    assertThat(e.errors()).extracting(FieldError::field)
                            .containsExactly("surrogate", "acquisition", "aleatoric", "batchSize");
                    assertThat(e.errors().get(0).message()).contains("gp-krr");
                    assertThat(e.errors().get(2).message()).contains("integrated, plug-in");
                    assertThat(e.errors().get(3).message()).isEqualTo("must be between 1 and 20, got 21");
                });
    }

    @Test
    void thePapersNonMonotoneBoundsAreNotOfferedToACampaign() {
        assertThatThrownBy(() -> new CampaignSettingsBody(null, "paper-robust-lcb", null, null, null).parse())
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
                    assertThat(e.errors()).extracting(FieldError::field).containsExactly("acquisition");
                    assertThat(e.errors().get(0).message()).contains("reproduces the paper only").contains("robust-lcb");
                });
        assertThatThrownBy(() -> new CampaignSettings(SurrogateChoice.HETGP, AcquisitionKind.PAPER_NCCHI2_LCB,
                AleatoricTreatment.INTEGRATED, 1, true)).hasMessageContaining("paper-ncchi2-lcb reproduces the paper");
    }

    @Test
    void parsedSettingsCannotLackAChoice() {
        assertThatThrownBy(() -> new CampaignSettings(null, AcquisitionKind.ROBUST_LCB, AleatoricTreatment.INTEGRATED,
                1, true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CampaignSettings(SurrogateChoice.HETGP, AcquisitionKind.ROBUST_LCB,
                AleatoricTreatment.INTEGRATED, 21, true)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void batchSizesRunFromOneToTwenty() {
        assertThat(CampaignSettings.validBatchSize(0)).isFalse();
        assertThat(CampaignSettings.validBatchSize(1)).isTrue();
        assertThat(CampaignSettings.validBatchSize(20)).isTrue();
        assertThat(CampaignSettings.validBatchSize(21)).isFalse();
    }
}
