package io.targetwise.core.spc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

class ProcessCapabilityTest {
    private static final double EPS = 1e-6;

    /**
     * By hand: subgroups {9, 10, 11} (mean 10, s^2 = 1) and {10, 12, 14} (mean 12, s^2 = 4); pooled variance
     * (2*1 + 2*4)/4 = 2.5. All six: mean 11, squared deviations 4+1+0+1+1+9 = 16, variance 16/5 = 3.2.
     * LSL 4, USL 16: Cp = 12/(6 sqrt 2.5), Cpk = min(5, 7)/(3 sqrt 2.5), Pp = 12/(6 sqrt 3.2), Ppk = 5/(3 sqrt 3.2).
     */
    @Test
    void indicesMatchHandComputedValues() {
        ProcessCapability c = ProcessCapability.of(List.of(new double[] {9, 10, 11}, new double[] {10, 12, 14}), 4, 16);

        assertThat(c.n()).isEqualTo(6);
        assertThat(c.subgroups()).isEqualTo(2);
        assertThat(c.mean()).isCloseTo(11, within(EPS));
        assertThat(c.sigmaWithin().getAsDouble()).isCloseTo(1.5811388, within(EPS));
        assertThat(c.sigmaOverall().getAsDouble()).isCloseTo(1.7888544, within(EPS));
        assertThat(c.cp().getAsDouble()).isCloseTo(1.2649111, within(EPS));
        assertThat(c.cpk().getAsDouble()).isCloseTo(1.0540926, within(EPS));
        assertThat(c.pp().getAsDouble()).isCloseTo(1.1180340, within(EPS));
        assertThat(c.ppk().getAsDouble()).isCloseTo(0.9316950, within(EPS));
    }

    @Test
    void aMeanOutsideTheLimitsGivesANegativeCpk() {
        ProcessCapability c = ProcessCapability.of(List.of(new double[] {17, 18, 19}), 4, 16);
        // mean 18, s = 1: Cpk = (16 - 18)/3
        assertThat(c.cpk().getAsDouble()).isCloseTo(-2.0 / 3, within(EPS));
        assertThat(c.ppk().getAsDouble()).isCloseTo(-2.0 / 3, within(EPS));
    }

    @Test
    void withoutReplicatesOnlyTheOverallIndicesExist() {
        ProcessCapability c = ProcessCapability.of(List.of(new double[] {9}, new double[] {11}), 4, 16);
        // one reading per subgroup: no within-subgroup spread; overall s = sqrt(2)
        assertThat(c.cp()).isEmpty();
        assertThat(c.cpk()).isEmpty();
        assertThat(c.pp().getAsDouble()).isCloseTo(12 / (6 * Math.sqrt(2)), within(EPS));
    }

    @Test
    void noReadingsGiveNoIndices() {
        ProcessCapability c = ProcessCapability.of(List.of(), 4, 16);
        assertThat(c.n()).isZero();
        assertThat(c.cpk()).isEmpty();
        assertThat(c.ppk()).isEmpty();
    }

    @Test
    void limitsMustBeOrdered() {
        assertThatThrownBy(() -> ProcessCapability.of(List.of(), 16, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
