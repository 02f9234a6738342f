package io.targetwise.app.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import io.targetwise.app.MovingClock;

class SignInThrottleTest {
    private static final Duration WINDOW = Duration.ofMinutes(15);
    private final MovingClock clock = new MovingClock(Instant.parse("2026-11-26T10:00:00Z"));
    private final SignInThrottle throttle = new SignInThrottle(clock, WINDOW, 3, 5);

    @Test
    void aUserAtTheLimitWaitsUntilTheOldestCountedFailureLeavesTheWindow() {
        throttle.failed("ann", "a");
        clock.advance(Duration.ofMinutes(1));
        throttle.failed("ann", "b");
        throttle.failed("ann", "c");
        assertThat(throttle.retryAfter("ann", "d")).contains(Duration.ofMinutes(14));
        assertThat(throttle.retryAfter("bob", "d")).isEmpty();
        clock.advance(Duration.ofMinutes(14));
        assertThat(throttle.retryAfter("ann", "d")).as("the first failure has left the window").isEmpty();
    }

    @Test
    void belowTheLimitNobodyWaits() {
        throttle.failed("ann", "a");
        throttle.failed("ann", "a");
        assertThat(throttle.retryAfter("ann", "a")).isEmpty();
    }

    @Test
    void aClientAtItsLimitWaitsWhateverNameItTries() {
        for (int i = 0; i < 5; i++) {
            throttle.failed("user" + i, "10.0.0.1");
            clock.advance(Duration.ofMinutes(1));
        }
        assertThat(throttle.retryAfter("someone-new", "10.0.0.1")).contains(Duration.ofMinutes(10));
        assertThat(throttle.retryAfter("someone-new", "10.0.0.2")).isEmpty();
    }

    @Test
    void theLongerOfTheTwoWaitsApplies() {
        for (int i = 0; i < 5; i++) {
            throttle.failed(i < 2 ? "bob" + i : "ann", "10.0.0.1");
            clock.advance(Duration.ofMinutes(1));
        }
        // ann failed at minutes 2 to 4 (free at 17), the client's oldest counted failure was at minute 0 (free at 15)
        assertThat(throttle.retryAfter("ann", "10.0.0.1")).contains(Duration.ofMinutes(12));
    }

    @Test
    void aSuccessClearsTheUsersCountButNotTheClients() {
        for (int i = 0; i < 3; i++) {
            throttle.failed("ann", "10.0.0.1");
        }
        throttle.failed("bob", "10.0.0.1");
        throttle.failed("bob", "10.0.0.1");
        throttle.succeeded("ann");
        assertThat(throttle.retryAfter("ann", "10.0.0.2")).isEmpty();
        assertThat(throttle.retryAfter("carl", "10.0.0.1")).contains(WINDOW);
    }

    @Test
    void inventedNamesCannotGrowTheCountsWithoutBound() {
        throttle.failed("ann", "a");
        throttle.failed("ann", "a");
        throttle.failed("ann", "a");
        for (int i = 0; i < SignInThrottle.MAX_KEYS; i++) {
            throttle.failed("invented" + i, "b");
        }
        assertThat(throttle.retryAfter("ann", "c")).as("the least recently failed is forgotten").isEmpty();
    }

    @Test
    void settingsOutOfRangeAreRefusedByName() {
        assertThatThrownBy(() -> new SignInThrottle(clock, Duration.ZERO, 3, 5))
                .hasMessageContaining("targetwise.sign-in.throttle.window");
        assertThatThrownBy(() -> new SignInThrottle(clock, WINDOW, 0, 5))
                .hasMessageContaining("failures-per-user");
    }
}
