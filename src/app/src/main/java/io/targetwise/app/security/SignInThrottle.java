package io.targetwise.app.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Slows password guessing without locking the real user out. Failed sign-ins are counted over a sliding window per
 * user name and client address together, per client address, and per user name:
 * <ul>
 * <li>a user and client, or a client, at its limit is refused without a password check until its oldest counted
 * failure leaves the window: a guesser's address is stopped, the user signing in from elsewhere is not;</li>
 * <li>each further attempt for a user name waits before its password is checked, the longer the more that name has
 * failed lately from anywhere (a few failures are free, then the wait doubles with each, up to a maximum): guessing
 * one account from many addresses is slowed, and its owner still signs in, a little later.</li>
 * </ul>
 * An attempt counts as a failure from the moment it is admitted, before its password is checked, and stops counting
 * only if the password was right: concurrent attempts cannot pass a limit while their checks run. A right password
 * forgives its user's failures from that client (not the user's from elsewhere: an attacker's failures still slow
 * the next guess; nor the client's: one valid account must not reset an address that guesses others').
 *
 * <p>The counts live in this instance's memory, for at most {@value #MAX_KEYS} keys (the least recently failed are
 * forgotten first), so a flood of invented names cannot exhaust it; behind a load balancer each instance counts its own
 * share. The client address is the connection's, or the one a trusted proxy forwarded (quarkus.http.proxy
 * .trusted-proxies): no one else can choose it.
 */
@ApplicationScoped
class SignInThrottle {
    static final int MAX_KEYS = 10_000;
    /** Failures of a user name that cost its next attempt no wait. */
    static final int FREE_FAILURES = 3;
    /** The wait after the free failures; it doubles with each further one. */
    static final Duration FIRST_WAIT = Duration.ofMillis(500);
    private static final int MAX_DOUBLINGS = 30;

    private final Clock clock;
    private final Duration window;
    private final int perUserAndClient;
    private final int perClient;
    private final Duration maxWait;
    private final Map<String, Deque<Instant>> failures = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Deque<Instant>> eldest) {
            return size() > MAX_KEYS;
        }
    };

    /** An attempt admitted at {@code at}, whose password is to be checked after {@code delay}. */
    record Admission(Instant at, Duration delay) {
    }

    SignInThrottle(Clock clock, @ConfigProperty(name = "targetwise.sign-in.throttle.window") Duration window,
            @ConfigProperty(name = "targetwise.sign-in.throttle.failures-per-user-and-client") int perUserAndClient,
            @ConfigProperty(name = "targetwise.sign-in.throttle.failures-per-client") int perClient,
            @ConfigProperty(name = "targetwise.sign-in.throttle.max-user-wait") Duration maxWait) {
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("targetwise.sign-in.throttle.window must be positive, got " + window);
        }
        if (perUserAndClient < 1 || perClient < 1) {
            throw new IllegalArgumentException("targetwise.sign-in.throttle.failures-per-user-and-client and"
                    + " failures-per-client must be at least 1, got " + perUserAndClient + " and " + perClient);
        }
        if (maxWait.isNegative()) {
            throw new IllegalArgumentException("targetwise.sign-in.throttle.max-user-wait must not be negative, got "
                    + maxWait);
        }
        this.clock = clock;
        this.window = window;
        this.perUserAndClient = perUserAndClient;
        this.perClient = perClient;
        this.maxWait = maxWait;
    }

    /**
     * Admits an attempt, counted as a failure until {@link #passwordWasRight} says otherwise.
     *
     * @throws SignInRefusedException when this user and client, or this client, has failed too often lately
     */
    synchronized Admission admit(String username, String client) {
        Instant now = clock.instant();
        Optional<Instant> free = Stream.of(freeAt(pairKey(username, client), perUserAndClient, now),
                freeAt(clientKey(client), perClient, now)).flatMap(Optional::stream).max(Instant::compareTo);
        if (free.isPresent()) {
            throw new SignInRefusedException("too many failed sign-ins", Duration.between(now, free.get()));
        }
        int userFailures = recent(userKey(username), now).size();
        for (String key : keys(username, client)) {
            failures.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(now);
        }
        return new Admission(now, waitAfter(userFailures));
    }

    /** The admitted attempt's password was right: it was no failure, and the user's from this client are forgiven. */
    synchronized void passwordWasRight(String username, String client, Admission admission) {
        failures.remove(pairKey(username, client));
        for (String key : new String[] {clientKey(client), userKey(username)}) {
            Deque<Instant> times = failures.get(key);
            if (times != null) {
                times.removeLastOccurrence(admission.at());
            }
        }
    }

    private Duration waitAfter(int userFailures) {
        if (userFailures < FREE_FAILURES) {
            return Duration.ZERO;
        }
        int doublings = Math.min(userFailures - FREE_FAILURES, MAX_DOUBLINGS);
        Duration wait = FIRST_WAIT.multipliedBy(1L << doublings);
        return wait.compareTo(maxWait) > 0 ? maxWait : wait;
    }

    /** When the key's count drops below the limit, if it is at the limit now. */
    private Optional<Instant> freeAt(String key, int limit, Instant now) {
        Deque<Instant> times = recent(key, now);
        if (times.size() < limit) {
            return Optional.empty();
        }
        // the failure that must leave the window for the count to drop below the limit
        return Optional.of(times.stream().skip(times.size() - limit).findFirst().orElseThrow().plus(window));
    }

    /** The key's failures within the window; forgets older ones. */
    private Deque<Instant> recent(String key, Instant now) {
        Deque<Instant> times = failures.get(key);
        if (times == null) {
            return new ArrayDeque<>();
        }
        while (!times.isEmpty() && !times.peekFirst().plus(window).isAfter(now)) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(key);
        }
        return times;
    }

    private static String[] keys(String username, String client) {
        return new String[] {pairKey(username, client), clientKey(client), userKey(username)};
    }

    private static String pairKey(String username, String client) {
        // a newline cannot occur in a client address, so no user name and address can spell another pair
        return "pair:" + client + "\n" + username;
    }

    private static String userKey(String username) {
        return "user:" + username;
    }

    private static String clientKey(String client) {
        return "client:" + client;
    }
}
