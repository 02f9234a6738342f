package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.targetwise.app.TestUsers;

/**
 * Every response says what a browser may do with it: no framing by another site (clickjacking), no guessing of its
 * content type, its address given to no other site, scripts and styles only as the console needs them; and a
 * redirect names no host the request's Host header chose.
 */
@QuarkusTest
class SecurityHeadersTest {
    private static final String[] PAGES = {"/", "/login", "/api/processes", "/api/no-such-thing", "/q/health/ready",
        "/VAADIN/no-such-file.js"};

    @Test
    void everyResponseCarriesTheSecurityHeaders() {
        for (String path : PAGES) {
            Response response = asOperator().redirects().follow(false).when().get(path);
            assertThat(response.header("X-Frame-Options")).as(path).isEqualTo("DENY");
            assertThat(response.header("X-Content-Type-Options")).as(path).isEqualTo("nosniff");
            assertThat(response.header("Referrer-Policy")).as(path).isEqualTo("same-origin");
            assertThat(response.header("Content-Security-Policy")).as(path).contains("default-src 'self'")
                    .contains("frame-ancestors 'none'").contains("object-src 'none'").contains("base-uri 'self'")
                    .contains("form-action 'self'");
        }
        given().when().get("/api/processes").then().statusCode(401).header("X-Frame-Options", "DENY");
    }

    @Test
    void theRedirectAfterSignInIsRelativeWhateverHostTheRequestNames() {
        given().redirects().follow(false).header("Host", "attacker.example").header("Origin", "http://attacker.example")
                .contentType(ContentType.URLENC).formParam("username", TestUsers.OPERATOR)
                .formParam("password", TestUsers.password(TestUsers.OPERATOR)).when().post("/j_security_check")
                .then().statusCode(302).header("Location", equalTo("/"));
        given().redirects().follow(false).header("Host", "attacker.example").header("Origin", "http://attacker.example")
                .contentType(ContentType.URLENC).formParam("username", TestUsers.OPERATOR)
                .formParam("password", "wrong").when().post("/j_security_check")
                .then().statusCode(302).header("Location", equalTo("/login?error"));
        given().redirects().follow(false).header("Host", "attacker.example").header("Origin", "http://attacker.example")
                .cookie("quarkus-credential", TestUsers.session(TestUsers.OPERATOR)).when().post("/sign-out")
                .then().statusCode(303).header("Location", equalTo("/login"));
        given().redirects().follow(false).header("Host", "attacker.example").when().get("/process/1")
                .then().header("Location", org.hamcrest.Matchers.anyOf(org.hamcrest.Matchers.nullValue(),
                        org.hamcrest.Matchers.not(containsString("attacker.example"))));
    }
}
