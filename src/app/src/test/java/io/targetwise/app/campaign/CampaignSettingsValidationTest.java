package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import io.targetwise.app.common.FieldError;
import io.targetwise.app.common.InvalidRequestException;

/** Campaign settings: absent fields take their defaults, and every invalid one is named at once. */
class CampaignSettingsValidationTest {

    @Test
    void absentFieldsTakeTheDefaults() {
        assertThat(CampaignSettingsService.validate(new CampaignSettings(null, null, null, null, null)))
                .isEqualTo(CampaignSettings.DEFAULTS);
    }

    @Test
    void aCompleteValidChoiceIsKept() {
        CampaignSettings chosen = new CampaignSettings("gp-log-gp", "robust-lcb", "plug-in", 20, false);
        assertThat(CampaignSettingsService.validate(chosen)).isEqualTo(chosen);
    }

    @Test
    void everyInvalidFieldIsNamedWithWhatIsValid() {
        assertThatThrownBy(() -> CampaignSettingsService.validate(new CampaignSettings("oracle", "greedy", "guessed", 21, true)))
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
    void aMissingBodyIsRefused() {
        assertThatThrownBy(() -> CampaignSettingsService.validate(null))
                .isInstanceOfSatisfying(InvalidRequestException.class,
                        e -> assertThat(e.errors()).extracting(FieldError::field).containsExactly("body"));
    }

    @Test
    void batchSizesRunFromOneToTwenty() {
        assertThat(CampaignSettingsService.validBatchSize(0)).isFalse();
        assertThat(CampaignSettingsService.validBatchSize(1)).isTrue();
        assertThat(CampaignSettingsService.validBatchSize(20)).isTrue();
        assertThat(CampaignSettingsService.validBatchSize(21)).isFalse();
    }
}
