package io.targetwise.app.ingest;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * How far ahead of this server's clock a reading's source time may be: plant clocks drift a little, but a reading
 * from the future would stay "newest" for good and pin the running setpoint, the trust region and the alarm window
 * to itself.
 */
@ApplicationScoped
public class ClockSkew {
    static final Duration MAX_SETTING = Duration.ofDays(1);

    private final Clock clock;
    private final Duration tolerated;

    ClockSkew(Clock clock, @ConfigProperty(name = "targetwise.ingest.max-clock-skew") Duration tolerated) {
        if (tolerated.isNegative() || tolerated.compareTo(MAX_SETTING) > 0) {
            throw new IllegalArgumentException("targetwise.ingest.max-clock-skew must be between 0 and " + MAX_SETTING
                    + ", got " + tolerated);
        }
        this.clock = clock;
        this.tolerated = tolerated;
    }

    /** The latest source time a reading may carry now. */
    public Instant latestSourceTime() {
        return clock.instant().plus(tolerated);
    }
}
