package io.targetwise.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class GaussHermiteRuleTest {

    @Test
    void integratesTheStandardNormalsMomentsExactlyUpToDegree2nMinus1() {
        GaussHermiteRule rule = GaussHermiteRule.withNodes(5);
        // E Z^k for Z ~ N(0, 1): 1, 0, 1, 0, 3, 0, 15, 0, 105 (double factorials); degree 9 is the rule's limit.
        double[] moments = {1, 0, 1, 0, 3, 0, 15, 0, 105, 0};
        for (int k = 0; k < moments.length; k++) {
            double sum = 0;
            for (int i = 0; i < rule.size(); i++) {
                sum += rule.weight(i) * Math.pow(rule.node(i), k);
            }
            assertThat(sum).as("E Z^%d", k).isCloseTo(moments[k], within(1e-12 * (1 + moments[k])));
        }
        assertThatThrownBy(() -> GaussHermiteRule.withNodes(0)).hasMessageContaining("nodes must be >= 1, got 0");
    }
}
