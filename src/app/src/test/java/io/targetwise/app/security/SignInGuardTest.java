package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;
import io.restassured.response.Response;

/**
 * Password guessing is slowed per user and per client (429 with Retry-After, no password check), and an unknown user
 * costs the same password check as a known one. Each test signs in from its own forwarded client address and with its
 * own user names, so that the counts of other tests do not interfere.
 */
@QuarkusTest
class SignInGuardTest {
    private static final int PER_USER = 10;
    private static final int PER_CLIENT = 50;

    @Inject
    UserService users;
    @Inject
    MeterRegistry metrics;

    @Test
    void afterTenWrongPasswordsEvenTheRightOneWaitsWithoutAPasswordCheck() {
        String name = "guessed-" + System.nanoTime();
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR), "test setup");
        for (int i = 0; i < PER_USER; i++) {
            basic(name, "wrong-" + i, "10.77.0." + i).then().statusCode(401);
        }
        double checks = passwordChecks();
        Response refused = basic(name, "the-right-one", "10.77.1.1");
        refused.then().statusCode(429).header("WWW-Authenticate", nullValue());
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 900L);
        assertThat(passwordChecks()).as("a refused attempt checks no password").isEqualTo(checks);
    }

    @Test
    void aThrottledFormSignInIsSentBackToTheSignInPageWithTheWaitNotToABlank429() {
        String name = "form-guessed-" + System.nanoTime();
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR), "test setup");
        for (int i = 0; i < PER_USER; i++) {
            form(name, "wrong-" + i, "10.76.0." + i).then().statusCode(302)
                    .header("Location", endsWith("/login?error"));
        }
        Response refused = form(name, "the-right-one", "10.76.1.1");
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

    private static Response basic(String username, String password, String client) {
        return given().header("X-Forwarded-For", client).auth().preemptive().basic(username, password).when()
                .get("/api/processes");
    }
}
