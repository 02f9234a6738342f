package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;
import io.restassured.response.Response;

/**
 * Password guessing is stopped per user and client and per client (429 with Retry-After, no password check) and slowed
 * per user, never locking the user out; an unknown user costs the same password check as a known one; a client that
 * is no trusted proxy cannot choose its address. Each test signs in from its own forwarded client addresses and with
 * its own user names, so that the counts of other tests do not interfere.
 */
@QuarkusTest
class SignInGuardTest {
    private static final int PER_USER_AND_CLIENT = 10;
    private static final int PER_CLIENT = 50;
    private static final Duration MAX_USER_WAIT = Duration.ofMillis(300);

    @Inject
    UserService users;
    @Inject
    MeterRegistry metrics;

    @Test
    void tenWrongPasswordsStopTheirAddressButTheUserStillSignsInFromAnotherOnlySlowed() {
        String name = "guessed-" + System.nanoTime();
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR), "test setup");
        for (int i = 0; i < PER_USER_AND_CLIENT; i++) {
            basic(name, "wrong-" + i, "10.77.0.1").then().statusCode(401);
        }
        double checks = passwordChecks();
        Response refused = basic(name, "the-right-one", "10.77.0.1");
        refused.then().statusCode(429).header("WWW-Authenticate", nullValue());
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 900L);
        assertThat(passwordChecks()).as("a refused attempt checks no password").isEqualTo(checks);

        Response owner = basic(name, "the-right-one", "10.77.1.1");
        owner.then().statusCode(200);
        assertThat(owner.time()).as("milliseconds the owner waited").isGreaterThanOrEqualTo(
                MAX_USER_WAIT.toMillis() - 100);
    }

    @Test
    void concurrentWrongPasswordsForOneUserFromOneAddressCheckNoMoreThanTheLimit() throws Exception {
        String name = "flooded-" + System.nanoTime();
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR), "test setup");
        double before = passwordChecks();
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest wrong = HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port
                + "/api/processes")).header("X-Forwarded-For", "10.75.0.1").header("Authorization", "Basic "
                        + Base64.getEncoder().encodeToString((name + ":wrong").getBytes(StandardCharsets.UTF_8)))
                .build();
        List<CompletableFuture<HttpResponse<Void>>> attempts = IntStream.range(0, 100)
                .mapToObj(i -> client.sendAsync(wrong, HttpResponse.BodyHandlers.discarding())).toList();
        Map<Integer, Long> statuses = attempts.stream().map(CompletableFuture::join)
                .collect(Collectors.groupingBy(HttpResponse::statusCode, Collectors.counting()));

        assertThat(statuses).containsEntry(401, (long) PER_USER_AND_CLIENT).containsEntry(429, 100L - PER_USER_AND_CLIENT);
        assertThat(passwordChecks() - before).as("passwords checked").isEqualTo(PER_USER_AND_CLIENT);
    }

    @Test
    void aClientThatIsNoTrustedProxyCannotChooseItsAddress() throws IOException {
        String name = "spoofed-" + System.nanoTime();
        for (int i = 0; i < PER_USER_AND_CLIENT; i++) {
            assertThat(basicFromUntrusted(name, "10.74.0." + i)).isEqualTo(401);
        }
        assertThat(basicFromUntrusted(name, "10.74.1.1")).as("its own address, whichever it claims").isEqualTo(429);
        // an address it claimed, now claimed through a trusted proxy, was never counted
        basic(name, "wrong", "10.74.0.1").then().statusCode(401);
    }

    @Test
    void aThrottledFormSignInIsSentBackToTheSignInPageWithTheWaitNotToABlank429() {
        String name = "form-guessed-" + System.nanoTime();
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR), "test setup");
        for (int i = 0; i < PER_USER_AND_CLIENT; i++) {
            form(name, "wrong-" + i, "10.76.0.1").then().statusCode(302)
                    .header("Location", endsWith("/login?error"));
        }
        Response refused = form(name, "the-right-one", "10.76.0.1");
        refused.then().statusCode(302).header("Set-Cookie", nullValue()).header("Retry-After", nullValue())
                .header("Location", matchesPattern(".*/login\\?error&" + ThrottledSignIn.PARAMETER + "=\\d+"));
        String location = refused.header("Location");
        assertThat(Long.parseLong(location.substring(location.lastIndexOf('=') + 1))).isBetween(1L, 900L);
    }

    @Test
    void oneClientGuessingManyNamesIsSlowedTooWhileOthersSignIn() {
        String client = "10.78.0.1";
        for (int i = 0; i < PER_CLIENT; i++) {
            basic("nobody-" + i + "-" + System.nanoTime(), "guess", client).then().statusCode(401);
        }
        basic("nobody-else-" + System.nanoTime(), "guess", client).then().statusCode(429);
        basic(io.targetwise.app.TestUsers.OPERATOR, io.targetwise.app.TestUsers.password(io.targetwise.app.TestUsers.OPERATOR),
                "10.78.0.2").then().statusCode(200);
    }

    @Test
    void anUnknownUserCostsAPasswordCheckLikeAKnownOne() {
        double before = passwordChecks();
        basic("no-such-user-" + System.nanoTime(), "whatever-it-is", "10.79.0.1").then().statusCode(401);
        assertThat(passwordChecks()).isEqualTo(before + 1);
    }

    private double passwordChecks() {
        return metrics.counter("targetwise.sign-in.password.checks").count();
    }

    private static Response form(String username, String password, String client) {
        return given().redirects().follow(false).header("X-Forwarded-For", client).header("Origin", TestUsers.origin())
                .contentType(ContentType.URLENC)
                .formParam("username", username).formParam("password", password).when().post("/j_security_check");
    }

    /**
     * The status of a wrong HTTP Basic sign-in sent straight from 127.0.0.2, which is no trusted proxy (the tests trust
     * 127.0.0.1), claiming to forward for {@code claimed}.
     */
    private static int basicFromUntrusted(String username, String claimed) throws IOException {
        try (Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), RestAssured.port,
                InetAddress.getByName("127.0.0.2"), 0)) {
            String credentials = Base64.getEncoder().encodeToString((username + ":wrong").getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().write(("GET /api/processes HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic "
                    + credentials + "\r\nX-Forwarded-For: " + claimed + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String statusLine = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.US_ASCII)).readLine();
            return Integer.parseInt(statusLine.split(" ")[1]);
        }
    }

    private static Response basic(String username, String password, String client) {
        return given().header("X-Forwarded-For", client).auth().preemptive().basic(username, password).when()
                .get("/api/processes");
    }
}
