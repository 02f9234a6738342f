package io.targetwise.app.campaign;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

/** Invalid intervals and duties refuse the start (the refits start with the application) and name their property. */
class AutomaticRefitsConfigurationTest {

    @Test
    void aNegativeMinimumRefitIntervalIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AutomaticRefits(null, null, null, null, null, null, null, null, Duration.ofSeconds(30),
                Duration.ofMinutes(2), Duration.ofSeconds(-5), 0.25, Duration.ofSeconds(30), new SimpleMeterRegistry()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.min-refit-interval must not be negative, got PT-5S");
    }

    @Test
    void aNegativeQuietPeriodIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AutomaticRefits(null, null, null, null, null, null, null, null, Duration.ofSeconds(-30),
                Duration.ofMinutes(2), Duration.ofSeconds(5), 0.25, Duration.ofSeconds(30), new SimpleMeterRegistry()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.quiet-period must not be negative, got PT-30S");
    }

    @Test
    void aNegativeQuietWaitIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AutomaticRefits(null, null, null, null, null, null, null, null, Duration.ofSeconds(30),
                Duration.ofSeconds(-1), Duration.ofSeconds(5), 0.25, Duration.ofSeconds(30), new SimpleMeterRegistry()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.max-quiet-wait must not be negative, got PT-1S");
    }

    @Test
    void aDutyAboveOneIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AutomaticRefits(null, null, null, null, null, null, null, null, Duration.ofSeconds(30),
                Duration.ofMinutes(2), Duration.ofSeconds(5), 1.5, Duration.ofSeconds(30), new SimpleMeterRegistry()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.max-refit-duty must be in (0, 1], got 1.5");
    }

    @Test
    void aNegativeProposalWaitIsRefusedNamingTheProperty() {
        assertThatThrownBy(() -> new AutomaticRefits(null, null, null, null, null, null, null, null, Duration.ofSeconds(30),
                Duration.ofMinutes(2), Duration.ofSeconds(5), 0.25, Duration.ofSeconds(-1), new SimpleMeterRegistry()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("targetwise.campaign.max-proposal-wait must not be negative, got PT-1S");
    }
}
