package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import java.util.Map;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.targetwise.app.TestUsers;

/** Who may call the REST API: nobody unauthenticated, operators read and decide, engineers change definitions. */
@QuarkusTest
class ApiSecurityTest {
    @ConfigProperty(name = "targetwise.admin.username")
    String adminName;
    @ConfigProperty(name = "targetwise.admin.password")
    String adminPassword;

    @Test
    void anUnauthenticatedOrWronglyAuthenticatedRequestIsRefused() {
        given().when().get("/api/processes").then().statusCode(401);
        given().auth().preemptive().basic(TestUsers.OPERATOR, "not-the-password")
                .when().get("/api/processes").then().statusCode(401);
        given().auth().preemptive().basic("nobody", "whatever-it-is")
                .when().get("/api/processes").then().statusCode(401);
    }

    @Test
    void anOperatorReadsButMayNotChangeADefinitionOrACampaign() {
        long id = asOperator().when().get("/api/processes").then().statusCode(200).extract().jsonPath().getLong("[0].id");
        asOperator().contentType(ContentType.JSON).body("{}").when().put("/api/processes/{id}", id)
                .then().statusCode(403);
        asOperator().contentType(ContentType.JSON).body("{}").when().put("/api/processes/{id}/campaign", id)
                .then().statusCode(403);
        asOperator().contentType(ContentType.JSON).body("{}").when().post("/api/processes/{id}/proposals", id)
                .then().statusCode(403);
    }

    @Test
    void theFirstAdministratorComesFromConfiguration() {
        given().auth().preemptive().basic(adminName, adminPassword).when().get("/api/processes").then().statusCode(200);
    }

    @Test
    void theFormSessionOfTheConsoleAlsoOpensTheApi() {
        given().cookie("quarkus-credential", TestUsers.session(TestUsers.ENGINEER))
                .when().get("/api/processes").then().statusCode(200).body("name", hasItem("Billet forging press"));
    }

    @Test
    void aFailedFormSignInGoesBackToTheSignInPageWithAnError() {
        given().redirects().follow(false).header("Origin", TestUsers.origin()).contentType(ContentType.URLENC)
                .formParam("username", TestUsers.ENGINEER).formParam("password", "wrong").when().post("/j_security_check")
                .then().statusCode(302).header("Location", org.hamcrest.Matchers.endsWith("/login?error"))
                .header("Set-Cookie", org.hamcrest.Matchers.nullValue());
    }

    @Test
    void theSessionCookieIsHiddenFromScriptsAndSecureBehindTls() {
        assertThat(signIn(TestUsers.ENGINEER, Map.of()).header("Set-Cookie")).contains("quarkus-credential=")
                .containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Strict").doesNotContainIgnoringCase("Secure");
        assertThat(signIn(TestUsers.ENGINEER, Map.of("X-Forwarded-Proto", "https", "X-Forwarded-Host", "localhost",
                "Origin", "https://localhost")).header("Set-Cookie"))
                .as("behind a proxy that terminated TLS").containsIgnoringCase("HttpOnly").containsIgnoringCase("Secure");
    }

    @Test
    void signingOutRevokesTheSessionSoACopyOfItsCookieIsRefused() {
        String session = signIn(TestUsers.ENGINEER, Map.of()).getCookie("quarkus-credential");
        given().cookie("quarkus-credential", session).when().get("/api/processes").then().statusCode(200);

        given().redirects().follow(false).header("Origin", TestUsers.origin()).cookie("quarkus-credential", session)
                .when().post("/sign-out")
                .then().statusCode(303).header("Location", endsWith("/login"))
                .cookie("quarkus-credential", equalTo(""));

        given().cookie("quarkus-credential", session).when().get("/api/processes").then().statusCode(401);
    }

    @Test
    void signingOutTakesAPostSoNoLinkOrImageCanSignSomeoneOut() {
        given().redirects().follow(false).when().get("/sign-out").then().statusCode(405);
    }

    private static Response signIn(String username, Map<String, String> headers) {
        Map<String, String> fromTheConsole = new java.util.HashMap<>(Map.of("Origin", TestUsers.origin()));
        fromTheConsole.putAll(headers);
        Response signIn = given().redirects().follow(false).headers(fromTheConsole).contentType(ContentType.URLENC)
                .formParam("username", username).formParam("password", TestUsers.password(username))
                .when().post("/j_security_check");
        signIn.then().log().ifValidationFails().statusCode(302);
        return signIn;
    }
}
