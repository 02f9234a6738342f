package io.targetwise.app.security;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.elytron.security.common.BcryptUtil;

/**
 * Checks passwords against bcrypt hashes, a bounded number at a time: a burst of sign-ins (or of wrong passwords)
 * waits for a permit instead of taking every core. A sign-in for an unknown user is checked against a stand-in hash of
 * the same cost, so that it takes as long as a wrong password for a known user and user names cannot be told apart by
 * the time of the answer.
 */
@ApplicationScoped
class PasswordChecks {
    /** A hash made like the users' own (BcryptUtil's cost), of a password nobody knows. */
    private static final String STAND_IN = BcryptUtil.bcryptHash(UUID.randomUUID().toString());

    private final Semaphore permits;
    private final Duration wait;
    private final Counter checks;

    @Inject
    PasswordChecks(@ConfigProperty(name = "targetwise.sign-in.concurrent-password-checks") int concurrent,
            @ConfigProperty(name = "targetwise.sign-in.password-check-wait") Duration wait, MeterRegistry metrics) {
        this(new Semaphore(requirePositive(concurrent)), wait, metrics);
    }

    PasswordChecks(Semaphore permits, Duration wait, MeterRegistry metrics) {
        this.permits = permits;
        this.wait = wait;
        this.checks = Counter.builder("targetwise.sign-in.password.checks")
                .description("bcrypt password checks, for known and unknown users alike").register(metrics);
    }

    private static int requirePositive(int concurrent) {
        if (concurrent < 1) {
            throw new IllegalArgumentException("targetwise.sign-in.concurrent-password-checks must be at least 1, got "
                    + concurrent);
        }
        return concurrent;
    }

    /**
     * @param hash the user's bcrypt hash, or null for an unknown user (then always false, after as long a check)
     * @throws SignInRefusedException when no permit came free within the configured wait
     */
    boolean matches(String password, String hash) {
        try {
            if (!permits.tryAcquire(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new SignInRefusedException("too many sign-ins at once", Duration.ofSeconds(1));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SignInRefusedException("interrupted while waiting to check a password", Duration.ofSeconds(1));
        }
        try {
            checks.increment();
            boolean matches = BcryptUtil.matches(password, hash == null ? STAND_IN : hash);
            return matches && hash != null;
        } finally {
            permits.release();
        }
    }
}
