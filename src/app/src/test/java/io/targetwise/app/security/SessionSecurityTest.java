package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.TestUsers;

/**
 * A session cookie opens the application only if this instance's secret key made it, it was not signed out in any
 * spelling, and its user is the one who signed in. The cookie is built here the way Quarkus's form authentication
 * builds it (AES-GCM under the SHA-256 of the key, over "expiry-millis:username"), independently of SessionCookies.
 */
@QuarkusTest
class SessionSecurityTest {
    private static final String COOKIE = "quarkus-credential";
    /** The servlet container's session, which holds the console's (Vaadin's). */
    private static final String CONSOLE_COOKIE = "JSESSIONID";

    @ConfigProperty(name = "quarkus.http.auth.session.encryption-key")
    String sessionKey;
    @ConfigProperty(name = "targetwise.instance-id")
    String instanceId;
    @ConfigProperty(name = "quarkus.http.auth.form.timeout")
    Duration sessionLifetime;
    @ConfigProperty(name = "targetwise.admin.username")
    String adminName;
    @Inject
    UserService users;

    @Test
    void theSessionKeyIsRandomAndSharesNothingWithWhatTheApiShows() {
        assertThat(Base64.getDecoder().decode(sessionKey)).hasSize(32);
        assertThat(sessionKey).doesNotContain(instanceId).isNotEqualTo(RandomSessionKey.newKey());
        given().cookie(COOKIE, forge(sessionKey, adminName, sessionLifetime)).when().get("/api/processes").then().statusCode(200);
    }

    @Test
    void aCookieForgedWithTheInstanceIdThatProposalsShowOpensNothing() {
        given().cookie(COOKIE, forge(instanceId, adminName, sessionLifetime)).when().get("/api/processes").then().statusCode(401);
    }

    @Test
    void aSignedOutSessionStaysOutWhicheverWayItsCookieIsSpelt() {
        String session = signIn(TestUsers.ENGINEER, TestUsers.password(TestUsers.ENGINEER));
        given().redirects().follow(false).header("Origin", TestUsers.origin()).cookie(COOKIE, session).when()
                .post("/sign-out").then().statusCode(303);

        String unpadded = session.replace("=", "");
        assertThat(unpadded).as("the cookie's length leaves padding to drop").isNotEqualTo(session);
        char last = unpadded.charAt(unpadded.length() - 1);
        String otherTrailingBits = unpadded.substring(0, unpadded.length() - 1) + sibling(last);
        assertThat(Base64.getDecoder().decode(otherTrailingBits)).as("the same session in other words")
                .isEqualTo(Base64.getDecoder().decode(session));
        for (String spelling : new String[] {session, unpadded, otherTrailingBits}) {
            given().cookie(COOKIE, spelling).when().get("/api/processes").then().statusCode(401);
        }
    }

    @Test
    void aUserRemovedAndCreatedAgainUnderTheSameNameDoesNotInheritTheOldSessions() {
        String name = "recreated-" + System.nanoTime();
        users.create(new NewUser(name, "first-password", Role.ADMIN), "test setup");
        String session = signIn(name, "first-password");
        given().cookie(COOKIE, session).when().get("/api/processes").then().statusCode(200);

        users.delete(name, "test setup");
        users.create(new NewUser(name, "second-password", Role.OPERATOR), "test setup");
        given().cookie(COOKIE, session).when().get("/api/processes").then().statusCode(401);
        given().cookie(COOKIE, signIn(name, "second-password")).when().get("/api/processes").then().statusCode(200);
    }

    @Test
    void theConsoleSessionIdChangesAtSignInAndTheSessionEndsAtSignOut() {
        String beforeSignIn = consoleSession(null, null);
        String session = signIn(TestUsers.OPERATOR, TestUsers.password(TestUsers.OPERATOR));

        String signedIn = consoleSession(beforeSignIn, session);
        assertThat(signedIn).as("the console session after signing in").isNotNull().isNotEqualTo(beforeSignIn);
        assertThat(consoleSession(signedIn, session)).as("a new session while still signed in").isNull();

        given().redirects().follow(false).header("Origin", TestUsers.origin()).cookie(COOKIE, session)
                .cookie(CONSOLE_COOKIE, signedIn).when().post("/sign-out").then().statusCode(303);
        String afterSignOut = consoleSession(signedIn, null);
        assertThat(afterSignOut).as("the console session after signing out").isNotNull().isNotEqualTo(signedIn);
    }

    /** The new console session id a page load is given with these cookies; null when it keeps the one it came with. */
    private static String consoleSession(String consoleCookie, String signInCookie) {
        var request = given().redirects().follow(false);
        if (consoleCookie != null) {
            request.cookie(CONSOLE_COOKIE, consoleCookie);
        }
        if (signInCookie != null) {
            request.cookie(COOKIE, signInCookie);
        }
        return request.when().get("/login").then().statusCode(200).extract().cookie(CONSOLE_COOKIE);
    }

    private static String signIn(String username, String password) {
        return given().redirects().follow(false).header("Origin", TestUsers.origin()).contentType(ContentType.URLENC)
                .formParam("username", username).formParam("password", password).when().post("/j_security_check")
                .then().statusCode(302)
                .extract().cookie(COOKIE);
    }

    /** The base64 digit that differs from {@code digit} only in its lowest bit, which a short last group leaves unused. */
    private static char sibling(char digit) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        return alphabet.charAt(alphabet.indexOf(digit) ^ 1);
    }

    /** A cookie as if {@code username} had signed in just now. */
    private static String forge(String key, String username, Duration lifetime) {
        try {
            byte[] iv = new byte[12];
            new SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(key.getBytes(StandardCharsets.UTF_8)), "AES"), new GCMParameterSpec(128, iv));
            long expiry = Instant.now().plus(lifetime).toEpochMilli();
            byte[] encrypted = cipher.doFinal((expiry + ":" + username).getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(ByteBuffer.allocate(1 + iv.length + encrypted.length)
                    .put((byte) iv.length).put(iv).put(encrypted).array());
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
