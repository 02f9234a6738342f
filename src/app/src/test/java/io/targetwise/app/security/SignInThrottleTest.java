package io.targetwise.app.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.targetwise.app.MovingClock;

class SignInThrottleTest {
    private static final Duration WINDOW = Duration.ofMinutes(15);
    private static final Duration MAX_WAIT = Duration.ofSeconds(4);
    private final MovingClock clock = new MovingClock(Instant.parse("2026-11-26T10:00:00Z"));
    private final SignInThrottle throttle = new SignInThrottle(clock, WINDOW, 3, 5, MAX_WAIT);

    /** The wait before this attempt's password check, or empty when it is refused; the attempt is left a failure. */
    private Optional<Duration> attempt(String username, String client) {
        try {
            return Optional.of(throttle.admit(username, client).delay());
        } catch (SignInRefusedException refused) {
            return Optional.empty();
        }
    }

    private Duration refusedFor(String username, String client) {
        try {
            throttle.admit(username, client);
        } catch (SignInRefusedException refused) {
            return refused.retryAfter();
        }
        throw new AssertionError(username + " from " + client + " was admitted");
    }

    @Test
    void aUserAtTheLimitFromOneClientIsRefusedThereUntilTheOldestFailureLeavesTheWindow() {
        attempt("ann", "a");
        clock.advance(Duration.ofMinutes(1));
        attempt("ann", "a");
        attempt("ann", "a");
        assertThat(refusedFor("ann", "a")).isEqualTo(Duration.ofMinutes(14));
        assertThat(attempt("ann", "b")).as("ann from elsewhere, only slowed").isPresent();
        assertThat(attempt("bob", "a")).as("another user from the same client").isPresent();
        clock.advance(Duration.ofMinutes(14));
        assertThat(attempt("ann", "a")).as("the first failure has left the window").isPresent();
    }

    @Test
    void attemptsCountAsFailuresFromTheirAdmissionSoConcurrentOnesCannotPassTheLimit() {
        SignInThrottle.Admission first = throttle.admit("ann", "a");
        throttle.admit("ann", "a");
        throttle.admit("ann", "a");
        assertThat(attempt("ann", "a")).as("a fourth while three are being checked").isEmpty();
        throttle.passwordWasRight("ann", "a", first);
        assertThat(attempt("ann", "a")).as("after a right password").isPresent();
    }

    @Test
    void aClientAtItsLimitIsRefusedWhateverNameItTries() {
        for (int i = 0; i < 5; i++) {
            attempt("user" + i, "10.0.0.1");
            clock.advance(Duration.ofMinutes(1));
        }
        assertThat(refusedFor("someone-new", "10.0.0.1")).isEqualTo(Duration.ofMinutes(10));
        assertThat(attempt("someone-new", "10.0.0.2")).isPresent();
    }

    @Test
    void theLongerOfTheTwoRefusalsApplies() {
        for (int i = 0; i < 5; i++) {
            attempt(i < 2 ? "bob" + i : "ann", "10.0.0.1");
            clock.advance(Duration.ofMinutes(1));
        }
        // ann failed there at minutes 2 to 4 (free at 17), the client's oldest counted failure was at minute 0 (15)
        assertThat(refusedFor("ann", "10.0.0.1")).isEqualTo(Duration.ofMinutes(12));
    }

    @Test
    void eachRecentFailureOfANameFromAnywhereLengthensItsNextWaitUpToTheMaximum() {
        for (int i = 0; i < SignInThrottle.FREE_FAILURES; i++) {
            assertThat(attempt("ann", "10.1.0." + i)).contains(Duration.ZERO);
        }
        assertThat(attempt("ann", "10.2.0.1")).contains(SignInThrottle.FIRST_WAIT);
        assertThat(attempt("ann", "10.2.0.2")).contains(SignInThrottle.FIRST_WAIT.multipliedBy(2));
        assertThat(attempt("ann", "10.2.0.3")).contains(SignInThrottle.FIRST_WAIT.multipliedBy(4));
        assertThat(attempt("ann", "10.2.0.4")).contains(MAX_WAIT);
        for (int i = 0; i < 100; i++) {
            attempt("ann", "10.3.0." + i);
        }
        assertThat(attempt("ann", "10.2.0.5")).as("after many more").contains(MAX_WAIT);
        assertThat(attempt("bob", "10.2.0.5")).contains(Duration.ZERO);
        clock.advance(WINDOW);
        assertThat(attempt("ann", "10.2.0.6")).as("once they left the window").contains(Duration.ZERO);
    }

    @Test
    void aRightPasswordForgivesTheUsersFailuresFromThatClientButNotTheClientsNorTheUsersElsewhere() {
        for (int i = 0; i < 2; i++) {
            attempt("ann", "10.0.0.1");
            attempt("ann", "10.0.0.9");
        }
        attempt("bob", "10.0.0.1");
        attempt("bob", "10.0.0.1");
        SignInThrottle.Admission right = throttle.admit("ann", "10.0.0.1");
        throttle.passwordWasRight("ann", "10.0.0.1", right);

        assertThat(attempt("ann", "10.0.0.1")).as("ann's fifth failure: four were counted before")
                .contains(SignInThrottle.FIRST_WAIT.multipliedBy(2));
        assertThat(refusedFor("carl", "10.0.0.1")).as("the client's failures, which the right one did not join")
                .isEqualTo(WINDOW);
    }

    @Test
    void inventedNamesCannotGrowTheCountsWithoutBound() {
        attempt("ann", "a");
        attempt("ann", "a");
        attempt("ann", "a");
        for (int i = 0; i < SignInThrottle.MAX_KEYS; i++) {
            attempt("invented" + i, "b" + i);
        }
        assertThat(attempt("ann", "a")).as("the least recently failed is forgotten").contains(Duration.ZERO);
    }

    @Test
    void settingsOutOfRangeAreRefusedByName() {
        assertThatThrownBy(() -> new SignInThrottle(clock, Duration.ZERO, 3, 5, MAX_WAIT))
                .hasMessageContaining("targetwise.sign-in.throttle.window");
        assertThatThrownBy(() -> new SignInThrottle(clock, WINDOW, 0, 5, MAX_WAIT))
                .hasMessageContaining("failures-per-user-and-client");
        assertThatThrownBy(() -> new SignInThrottle(clock, WINDOW, 3, 5, Duration.ofSeconds(-1)))
                .hasMessageContaining("targetwise.sign-in.throttle.max-user-wait");
    }
}
