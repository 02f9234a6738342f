package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;
import io.targetwise.app.proposal.ProposalStatus;

/**
 * A browser sends the session cookie with any request to the application, whichever site made it: a state-changing
 * request borne by the cookie, and the sign-in form, must come from the application's own pages (Origin, else
 * Referer); HTTP Basic clients send no cookie and are not asked. Every state-changing JSON endpoint wants its content
 * type even without a body, which a cross-site form cannot send.
 */
@QuarkusTest
class CrossSiteRequestTest {
    private static final String FOREIGN = "https://attacker.example";
    private static final String COOKIE = "quarkus-credential";
    private static final long UNKNOWN = Long.MAX_VALUE;

    @Inject
    ProcessService processes;
    @TestHTTPResource("/")
    URL base;

    @Test
    void aCrossSiteApprovalBorneByTheSessionCookieIsRefusedAndSendsNothing() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long proposal = ConsoleFixtures.proposal(process, new double[] {4, 6});
        String session = TestUsers.session(TestUsers.OPERATOR);

        withCookie(session).header("Origin", FOREIGN).when().post("/api/proposals/{id}/approve", proposal)
                .then().statusCode(403).contentType(ContentType.JSON).body("title", equalTo("Forbidden"))
                .body("detail", containsString("Origin " + FOREIGN));
        withCookie(session).header("Origin", FOREIGN).contentType(ContentType.JSON).body("{\"reason\":\"x\"}")
                .when().post("/api/proposals/{id}/approve", proposal).then().statusCode(403);
        withCookie(session).header("Origin", "null").contentType(ContentType.JSON).body("{}")
                .when().post("/api/proposals/{id}/approve", proposal).then().statusCode(403);
        withCookie(session).contentType(ContentType.JSON).body("{}").when()
                .post("/api/proposals/{id}/approve", proposal).then().statusCode(403)
                .body("detail", containsString("neither Origin nor Referer"));
        withCookie(session).header("Referer", FOREIGN + "/page").contentType(ContentType.JSON).body("{}").when()
                .post("/api/proposals/{id}/approve", proposal).then().statusCode(403);

        assertThat(ProposalRows.status(proposal)).as("nothing was decided").isEqualTo(ProposalStatus.OPEN);
    }

    @Test
    void theApplicationsOwnPagesAndConfiguredOriginsMayChangeStateWithTheSessionCookie() {
        String session = TestUsers.session(TestUsers.OPERATOR);
        // 404: past the cross-site check, refused only because no such proposal exists
        withCookie(session).header("Origin", TestUsers.origin()).contentType(ContentType.JSON).body("{}")
                .when().post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
        withCookie(session).header("Referer", TestUsers.origin() + "/process/1").contentType(ContentType.JSON)
                .body("{}").when().post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
        withCookie(session).header("Origin", "https://console.targetwise.test").contentType(ContentType.JSON)
                .body("{}").when().post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
        // behind a proxy that terminates TLS on another port and says so (docker/nginx.conf)
        withCookie(session).header("X-Forwarded-Proto", "https").header("X-Forwarded-Host", "plant.example:8443")
                .header("Origin", "https://plant.example:8443").contentType(ContentType.JSON).body("{}").when()
                .post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
        withCookie(session).header("X-Forwarded-Proto", "https").header("X-Forwarded-Host", "plant.example:8443")
                .header("Origin", "https://plant.example").contentType(ContentType.JSON).body("{}").when()
                .post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(403);
    }

    @Test
    void httpBasicClientsAreNotCookieBorneAndAreNotAskedForAnOrigin() {
        asOperator().header("Origin", FOREIGN).contentType(ContentType.JSON).body("{}")
                .when().post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
        asOperator().contentType(ContentType.JSON).body("{}")
                .when().post("/api/proposals/{id}/approve", UNKNOWN).then().statusCode(404);
    }

    @Test
    void aCrossSiteSignInOrSignOutIsRefused() {
        given().redirects().follow(false).header("Origin", FOREIGN).contentType(ContentType.URLENC)
                .formParam("username", TestUsers.OPERATOR).formParam("password", TestUsers.password(TestUsers.OPERATOR))
                .when().post("/j_security_check").then().statusCode(403).header("Set-Cookie", nullValue());
        given().redirects().follow(false).contentType(ContentType.URLENC)
                .formParam("username", TestUsers.OPERATOR).formParam("password", TestUsers.password(TestUsers.OPERATOR))
                .when().post("/j_security_check").then().statusCode(403).header("Set-Cookie", nullValue());

        String session = TestUsers.session(TestUsers.OPERATOR);
        withCookie(session).redirects().follow(false).header("Origin", FOREIGN).when().post("/sign-out")
                .then().statusCode(403);
        withCookie(session).when().get("/api/processes").then().statusCode(200);
    }

    @Test
    void everyStateChangingJsonEndpointWantsItsContentTypeEvenWithoutABody() throws Exception {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        String[] bodiless = {"/api/proposals/" + UNKNOWN + "/approve", "/api/alarms/" + UNKNOWN + "/acknowledge",
            "/api/processes/" + process.id() + "/autopilot/pause", "/api/processes/" + process.id() + "/autopilot/off"};
        for (String path : bodiless) {
            HttpResponse<String> none = postWithoutContentType(path);
            assertThat(none.statusCode()).as(path).isEqualTo(415);
            assertThat(JsonPath.from(none.body()).getString("title")).isEqualTo("Unsupported Media Type");
            assertThat(JsonPath.from(none.body()).getString("detail"))
                    .isEqualTo("Content-Type must be application/json, got none");
            asOperator().contentType(ContentType.TEXT).body("reason").when().post(path).then().statusCode(415)
                    .body("detail", containsString("application/json"));
        }
        // an empty body is still allowed where the endpoint allows none, given its content type
        asOperator().contentType(ContentType.JSON).when().post("/api/alarms/{id}/acknowledge", UNKNOWN)
                .then().statusCode(404);
        asOperator().contentType(ContentType.JSON).when()
                .post("/api/processes/{id}/autopilot/off", process.id()).then().statusCode(409);
    }

    /** As curl -X POST sends it: RestAssured would add a form content type of its own. */
    private HttpResponse<String> postWithoutContentType(String path) throws Exception {
        String credentials = TestUsers.OPERATOR + ":" + TestUsers.password(TestUsers.OPERATOR);
        HttpRequest request = HttpRequest.newBuilder(base.toURI().resolve(path.substring(1)))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        credentials.getBytes(StandardCharsets.UTF_8)))
                .POST(HttpRequest.BodyPublishers.noBody()).build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.request().headers().firstValue("Content-Type")).isEmpty();
        return response;
    }

    private static RequestSpecification withCookie(String session) {
        return given().cookie(COOKIE, session);
    }
}
