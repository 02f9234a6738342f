package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ControlLimitsTest {

    @Test
    void movingRangeOverD2() {
        // mean 2.5; moving ranges 2, 1, 2 average 5/3; d2(2) = 1.128 (Montgomery, appendix table VI)
        ControlLimits limits = ControlLimits.fromIndividuals(new double[] {1, 3, 2, 4});
        assertThat(limits.centre()).isEqualTo(2.5);
        assertThat(limits.sigma()).isCloseTo(5.0 / 3 / 1.128, within(5e-4));
        assertThat(limits.upper()).isCloseTo(2.5 + 3 * limits.sigma(), within(1e-12));
        assertThat(limits.lower()).isCloseTo(2.5 - 3 * limits.sigma(), within(1e-12));
    }

    @Test
    void estimatesTheSpreadOfIndependentReadings() {
        SplittableRandom random = new SplittableRandom(9);
        double[] x = new double[200_000];
        for (int i = 0; i < x.length; i++) {
            x[i] = 10 + 2 * random.nextGaussian();
        }
        ControlLimits limits = ControlLimits.fromIndividuals(x);
        assertThat(limits.sigma()).isCloseTo(2, within(0.02));
        assertThat(limits.centre()).isCloseTo(10, within(0.02));
    }

    @Test
    void aShiftOfTheMeanDoesNotWidenTheLimitsMuch() {
        double[] x = new double[200];
        SplittableRandom random = new SplittableRandom(4);
        for (int i = 0; i < x.length; i++) {
            x[i] = (i < 100 ? 0 : 5) + random.nextGaussian();
        }
        // the overall sample sd would be about 2.7; one big moving range among 199 barely moves the estimate
        assertThat(ControlLimits.fromIndividuals(x).sigma()).isLessThan(1.15);
    }

    @Test
    void refusesTooFewOrConstantReadings() {
        assertThatThrownBy(() -> ControlLimits.fromIndividuals(new double[] {1})).hasMessageContaining("at least 2");
        assertThatThrownBy(() -> ControlLimits.fromIndividuals(new double[] {1, 1, 1})).hasMessageContaining("vary");
        assertThatThrownBy(() -> new ControlLimits(0, 0)).hasMessageContaining("sigma");
    }
}
