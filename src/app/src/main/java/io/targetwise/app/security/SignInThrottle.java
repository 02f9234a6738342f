package io.targetwise.app.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Counts failed sign-ins per user name and per client address over a sliding window and refuses further attempts,
 * without checking their password, while either count is at its limit: guessing is slowed to a few tries per window
 * per account and per address. A success clears the user's count, not the client's (one valid account must not reset
 * an address that guesses others'). The counts live in this instance's memory, for at most {@value #MAX_KEYS} names
 * and addresses (the least recently failed are forgotten first), so a flood of invented names cannot exhaust it;
 * behind a load balancer each instance counts its own share. The client address is the one the proxy forwarded
 * (quarkus.http.proxy settings), so a client reaching the application directly could claim others: the per-user
 * limit holds regardless.
 */
@ApplicationScoped
class SignInThrottle {
    static final int MAX_KEYS = 10_000;

    private final Clock clock;
    private final Duration window;
    private final int perUser;
    private final int perClient;
    private final Map<String, Deque<Instant>> failures = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Deque<Instant>> eldest) {
            return size() > MAX_KEYS;
        }
    };

    SignInThrottle(Clock clock, @ConfigProperty(name = "targetwise.sign-in.throttle.window") Duration window,
            @ConfigProperty(name = "targetwise.sign-in.throttle.failures-per-user") int perUser,
            @ConfigProperty(name = "targetwise.sign-in.throttle.failures-per-client") int perClient) {
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("targetwise.sign-in.throttle.window must be positive, got " + window);
        }
        if (perUser < 1 || perClient < 1) {
            throw new IllegalArgumentException("targetwise.sign-in.throttle.failures-per-user and -per-client must be"
                    + " at least 1, got " + perUser + " and " + perClient);
        }
        this.clock = clock;
        this.window = window;
        this.perUser = perUser;
        this.perClient = perClient;
    }

    /** How long the attempt must wait, if either its user or its client has failed too often lately. */
    synchronized Optional<Duration> retryAfter(String username, String client) {
        Instant now = clock.instant();
        Optional<Instant> userFree = freeAt(userKey(username), perUser, now);
        Optional<Instant> clientFree = freeAt(clientKey(client), perClient, now);
        return Stream.of(userFree, clientFree).flatMap(Optional::stream).max(Comparator.naturalOrder())
                .map(free -> Duration.between(now, free));
    }

    synchronized void failed(String username, String client) {
        Instant now = clock.instant();
        failures.computeIfAbsent(userKey(username), k -> new ArrayDeque<>()).addLast(now);
        failures.computeIfAbsent(clientKey(client), k -> new ArrayDeque<>()).addLast(now);
    }

    synchronized void succeeded(String username) {
        failures.remove(userKey(username));
    }

    /** When the key's count drops below the limit, if it is at the limit now; forgets failures out of the window. */
    private Optional<Instant> freeAt(String key, int limit, Instant now) {
        Deque<Instant> times = failures.get(key);
        if (times == null) {
            return Optional.empty();
        }
        while (!times.isEmpty() && !times.peekFirst().plus(window).isAfter(now)) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(key);
            return Optional.empty();
        }
        if (times.size() < limit) {
            return Optional.empty();
        }
        // the failure that must leave the window for the count to drop below the limit
        return Optional.of(times.stream().skip(times.size() - limit).findFirst().orElseThrow().plus(window));
    }

    private static String userKey(String username) {
        return "user:" + username;
    }

    private static String clientKey(String client) {
        return "client:" + client;
    }
}
