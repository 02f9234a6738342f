package io.targetwise.app.monitoring.alarm;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** A negative look interval refuses the start (the watch starts with the application) and names the property. */
class AlarmWatchConfigurationTest {

    @Test
    void aNegativeLookIntervalIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AlarmWatch(null, null, null, null, null, null, null, null, null,
                Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.alarm.min-look-interval must not be negative, got PT-0.001S");
    }
}
