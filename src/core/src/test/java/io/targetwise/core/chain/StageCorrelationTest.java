package io.targetwise.core.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StageCorrelationTest {

    /** Replicates at x with the two outputs' scatter correlated rho. */
    private static void replicates(List<double[]> inputs, List<double[]> outputs, double x, double rho, int n,
            SplittableRandom random) {
        for (int r = 0; r < n; r++) {
            double z1 = random.nextGaussian();
            double z2 = rho * z1 + Math.sqrt(1 - rho * rho) * random.nextGaussian();
            inputs.add(new double[] {x});
            outputs.add(new double[] {1 + z1, 5 + 2 * z2});
        }
    }

    @Test
    void followsACorrelationWhoseSignChangesAlongTheInput() {
        SplittableRandom random = new SplittableRandom(3);
        List<double[]> inputs = new ArrayList<>();
        List<double[]> outputs = new ArrayList<>();
        replicates(inputs, outputs, 0, 0.8, 4000, random);
        replicates(inputs, outputs, 1, -0.8, 4000, random);
        inputs.add(new double[] {0.5}); // one reading alone says nothing of a correlation
        outputs.add(new double[] {9, 9});
        StageCorrelation correlation = StageCorrelation.fromReplicates(inputs, outputs, new double[] {0.1});

        assertThat(correlation.at(new double[] {0})[0][1]).isCloseTo(0.8, within(0.02));
        assertThat(correlation.at(new double[] {1})[1][0]).isCloseTo(-0.8, within(0.02));
        assertThat(correlation.at(new double[] {0.5})[0][1]).as("halfway: the average").isCloseTo(0, within(0.03));
        assertThat(correlation.at(new double[] {40})[0][1]).as("far away: the nearest").isCloseTo(-0.8, within(0.02));
        assertThat(correlation.at(new double[] {0})[0][0]).isEqualTo(1);
    }

    @Test
    void independentOutputsAndInvalidArguments() {
        assertThat(StageCorrelation.independent(2).at(new double[] {3})).isEqualTo(new double[][] {{1, 0}, {0, 1}});
        assertThatThrownBy(() -> StageCorrelation.fromReplicates(List.of(new double[] {0}),
                List.of(new double[] {1, 2}), new double[] {0})).hasMessageContaining("bandwidths must be positive");
        assertThatThrownBy(() -> StageCorrelation.fromReplicates(List.of(new double[] {0}), List.of(),
                new double[] {1})).hasMessageContaining("inputs and outputs need equal, non-zero lengths");
    }
}
