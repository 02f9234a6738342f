package io.targetwise.app.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.Semaphore;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.elytron.security.common.BcryptUtil;

class PasswordChecksTest {
    private static final String HASH = BcryptUtil.bcryptHash("correct horse");

    @Test
    void checksAgainstTheHashAndAnUnknownUserNeverMatches() {
        Semaphore permits = new Semaphore(1);
        SimpleMeterRegistry metrics = new SimpleMeterRegistry();
        PasswordChecks checks = new PasswordChecks(permits, Duration.ofSeconds(1), metrics);
        assertThat(checks.matches("correct horse", HASH)).isTrue();
        assertThat(checks.matches("battery staple", HASH)).isFalse();
        assertThat(checks.matches("correct horse", null)).isFalse();
        assertThat(metrics.counter("targetwise.sign-in.password.checks").count()).isEqualTo(3);
        assertThat(permits.availablePermits()).as("every permit given back").isEqualTo(1);
    }

    @Test
    void noFreePermitWithinTheWaitRefusesTheSignIn() {
        PasswordChecks checks = new PasswordChecks(new Semaphore(0), Duration.ofMillis(20), new SimpleMeterRegistry());
        assertThatThrownBy(() -> checks.matches("correct horse", HASH)).isInstanceOf(SignInRefusedException.class)
                .hasMessageContaining("too many sign-ins at once");
    }

    @Test
    void aBoundBelowOneIsRefusedNamingTheSetting() {
        assertThatThrownBy(() -> new PasswordChecks(0, Duration.ofSeconds(1), new SimpleMeterRegistry()))
                .hasMessageContaining("targetwise.sign-in.concurrent-password-checks");
    }
}
