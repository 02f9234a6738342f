package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.nullValue;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
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
        users.create(new NewUser(name, "the-right-one", Role.OPERATOR));
        for (int i = 0; i < PER_USER; i++) {
            basic(name, "wrong-" + i, "10.77.0." + i).then().statusCode(401);
        }
        double checks = passwordChecks();
        Response refused = basic(name, "the-right-one", "10.77.1.1");
        refused.then().statusCode(429).header("WWW-Authenticate", nullValue());
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 900L);
        assertThat(passwordChecks()).as("a refused attempt checks no password").isEqualTo(checks);

        Response form = given().redirects().follow(false).header("X-Forwarded-For", "10.77.1.2")
                .contentType(ContentType.URLENC).formParam("username", name).formParam("password", "the-right-one")
                .when().post("/j_security_check");
        form.then().statusCode(429).header("Location", nullValue()).header("Set-Cookie", nullValue());
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

    private static Response basic(String username, String password, String client) {
        return given().header("X-Forwarded-For", client).auth().preemptive().basic(username, password).when()
                .get("/api/processes");
    }
}
