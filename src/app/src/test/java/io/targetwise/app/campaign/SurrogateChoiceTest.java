package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThat(SurrogateChoice.fromId(CampaignSettings.DEFAULTS.surrogate())).isEqualTo(SurrogateChoice.GP_KERNEL_RIDGE);
    }

    @Test
    void anUnknownIdIsRefusedListingTheValidOnes() {
        assertThatThrownBy(() -> SurrogateChoice.fromId("oracle")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown surrogate 'oracle', valid: gp-krr, gp-log-gp, gp-homoskedastic, gp-environment,"
                        + " autodeuq, nomu-krr, neon-krr");
    }
}
