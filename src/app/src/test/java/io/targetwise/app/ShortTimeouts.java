package io.targetwise.app;

import java.time.Duration;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * The test profile of the tests that need work to outlast a timeout: a campaign lease of one second (the lease tests
 * hold work for three) and a chain plan timeout of two. One profile for both, as each profile costs the suite a Quarkus
 * start; neither setting touches the other's tests.
 */
public class ShortTimeouts implements QuarkusTestProfile {
    public static final Duration LEASE = Duration.ofSeconds(1);
    public static final Duration CHAIN_PLAN = Duration.ofSeconds(2);

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("targetwise.campaign.lease-duration", LEASE.toSeconds() + "s",
                "targetwise.chain.plan-timeout", CHAIN_PLAN.toSeconds() + "s");
    }
}
