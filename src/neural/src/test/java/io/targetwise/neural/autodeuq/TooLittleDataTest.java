package io.targetwise.neural.autodeuq;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.targetwise.core.surrogate.Measurement;
import io.targetwise.core.surrogate.ModelFittingException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Data AutoDEUQ cannot model is the expected state of a young campaign, told apart from a fault by its type: the
 * application answers it with 409 and does not count it as a failure.
 */
class TooLittleDataTest {

    @Test
    void tooFewReadingsToSplitForValidationCannotSupportAModel() {
        AutoDeuqFitter fitter = AutoDeuqFitter.of(AutoDeuqSettings.builder().build(), (model, step, total, loss) -> { });
        List<Measurement> two = List.of(reading(0.5, 0.51), reading(0.5, 0.49));

        assertThatThrownBy(() -> fitter.fit(two)).isInstanceOf(ModelFittingException.class)
                .hasMessageStartingWith("AutoDEUQ needs at least 2 training and 1 validation point");
    }

    @Test
    void aSearchWhoseEveryModelDivergedCannotSupportAModel() {
        assertThatThrownBy(() -> GreedyEnsembleSelection.select(Arrays.asList(null, null), new double[] {1, 2}, 3, true))
                .isInstanceOf(ModelFittingException.class).hasMessage("every trained model diverged: no ensemble can be formed");
    }

    private static Measurement reading(double x, double y) {
        return Measurement.of(new double[] {x}, y);
    }
}
