package io.targetwise.app.chain;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** A plan timeout under a second refuses the start (the planner starts with the application), naming the property. */
class ChainPlanningConfigurationTest {

    @Test
    void aPlanTimeoutUnderASecondIsRefusedNamingTheProperty() {
        for (Duration timeout : new Duration[] {Duration.ofSeconds(-1), Duration.ZERO, Duration.ofMillis(999)}) {
            assertThatThrownBy(() -> new ChainPlanning(null, null, null, timeout))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("targetwise.chain.plan-timeout must be at least 1s, got " + timeout);
        }
    }
}
