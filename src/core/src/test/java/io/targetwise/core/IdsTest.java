package io.targetwise.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import io.targetwise.core.acquisition.AcquisitionKind;
import io.targetwise.core.acquisition.AleatoricTreatment;

/** The one lookup from an external id to its enum constant. */
class IdsTest {
    private enum Colour {
        DEEP_RED("deep-red"), BLUE("blue");

        private final String id;

        Colour(String id) {
            this.id = id;
        }
    }

    @Test
    void anIdFindsItsConstantWhateverItsName() {
        assertThat(Ids.lookup(Colour.class, c -> c.id, "deep-red", "colour")).isEqualTo(Colour.DEEP_RED);
        assertThat(Ids.lookup(Colour.class, c -> c.id, "blue", "colour")).isEqualTo(Colour.BLUE);
    }

    @Test
    void anUnknownIdNamesTheSettingAndEveryValidIdInOrder() {
        assertThatThrownBy(() -> Ids.lookup(Colour.class, c -> c.id, "DEEP_RED", "colour"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown colour 'DEEP_RED', valid ids: deep-red, blue");
        assertThatThrownBy(() -> Ids.lookup(Colour.class, c -> c.id, null, "colour"))
                .hasMessage("unknown colour 'null', valid ids: deep-red, blue");
    }

    @Test
    void theAcquisitionSettingsUseIt() {
        assertThat(AcquisitionKind.fromId("robust-lcb")).isEqualTo(AcquisitionKind.ROBUST_LCB);
        assertThat(AleatoricTreatment.fromId("plug-in")).isEqualTo(AleatoricTreatment.PLUG_IN);
        assertThatThrownBy(() -> AleatoricTreatment.fromId("guessed"))
                .hasMessage("unknown aleatoric treatment 'guessed', valid ids: integrated, plug-in");
    }
}
