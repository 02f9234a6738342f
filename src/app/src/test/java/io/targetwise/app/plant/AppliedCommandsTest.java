package io.targetwise.app.plant;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AppliedCommandsTest {

    @Test
    void eachCommandIdIsAppliedOnce() {
        AppliedCommands applied = new AppliedCommands();
        assertThat(applied.firstTime("c-1")).isTrue();
        assertThat(applied.firstTime("c-2")).isTrue();
        assertThat(applied.firstTime("c-1")).as("redelivered").isFalse();
    }

    @Test
    void theOldestIdsAreForgottenFirstSoMemoryStaysBounded() {
        AppliedCommands applied = new AppliedCommands();
        for (int i = 0; i <= AppliedCommands.REMEMBERED; i++) {
            applied.firstTime("c-" + i);
        }
        assertThat(applied.firstTime("c-" + AppliedCommands.REMEMBERED)).as("recent").isFalse();
        assertThat(applied.firstTime("c-0")).as("forgotten").isTrue();
    }
}
