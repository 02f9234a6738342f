package io.targetwise.neural.neon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NeonConfigTest {

    @Test
    void formulaGivesThePapersTrainableParameterCounts() {
        assertThat(NeonConfig.pollutants().trainableParameterCount()).isEqualTo(27_746);
        NeonConfig brusselator = NeonConfig.builder(4, 2, 2).encoder(2, 64, 96).decoder(3, 64, 5).epinet(2, 32)
                .prior(2, 5, 1).build();
        assertThat(brusselator.trainableParameterCount()).isEqualTo(38_820);
        NeonConfig cellTowers = NeonConfig.builder(30, 2, 4).encoder(1, 64, 192).decoder(6, 64, 15).epinet(3, 64)
                .prior(2, 5, 0.5).build();
        assertThat(cellTowers.trainableParameterCount()).isEqualTo(93_096);
        // Guilhoto and Perdikaris (2024) state a 4 x 64 encoder for the interferometer, but its parameter count is
        // reproduced by a 2 x 128 one.
        NeonConfig interferometer = NeonConfig.builder(4, 2, 32).encoder(2, 128, 96).decoder(6, 128, 10)
                .epinet(3, 64).prior(2, 8, 1).build();
        assertThat(interferometer.trainableParameterCount()).isEqualTo(195_728);
    }

    @Test
    void builtNetworkHasExactlyTheCountedTrainableParameters() {
        NeonConfig withFourier = NeonConfig.builder(3, 2, 2).encoder(1, 16, 24).decoder(3, 16, 5).epinet(2, 8)
                .prior(2, 5, 1).indexDimension(4).build();
        for (NeonConfig config : new NeonConfig[] {NeonConfig.pollutants(), withFourier}) {
            NeonModel model = NeonFitter.of(config, NeonTraining.pollutants(1).with(1, 1), (m, s, t, l) -> { })
                    .fit(new double[][] {new double[config.designDimension()]},
                            new double[][] {new double[2 * config.channels()]}, new double[][] {{0, 0}, {1, 1}});
            assertThat(model.trainableParameterCount()).isEqualTo(config.trainableParameterCount());
        }
    }

    @Test
    void rejectsABetaThatDoesNotSplitIntoEvenChunks() {
        assertThatThrownBy(() -> NeonConfig.builder(4, 2, 1).encoder(2, 64, 30).decoder(2, 64, 0).build())
                .hasMessageContaining("betaDimension");
    }
}
