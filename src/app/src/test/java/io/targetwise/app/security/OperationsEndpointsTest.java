package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;

/**
 * Metrics and detailed health tell an attacker much about the plant and the installation: only administrators read
 * them. The API description is for signed-in users. Orchestrators and load balancers probe liveness and readiness
 * without signing in.
 */
@QuarkusTest
class OperationsEndpointsTest {
    private static final String[] FOR_ADMINISTRATORS = {"/q/metrics", "/q/health", "/q/health/started"};
    private static final String[] FOR_SIGNED_IN_USERS = {"/q/openapi", "/q/openapi.json", "/q/openapi.yaml",
        "/q/openapi.yml", "/q/swagger-ui/"};

    @Test
    void metricsAndDetailedHealthAreForAdministratorsOnly() {
        for (String path : FOR_ADMINISTRATORS) {
            given().when().get(path).then().statusCode(401).header("WWW-Authenticate", startsWith("Basic"));
            TestUsers.asOperator().when().get(path).then().statusCode(403);
            TestUsers.as(TestUsers.ADMIN).when().get(path).then().statusCode(200);
        }
    }

    @Test
    void theApiDescriptionIsForSignedInUsers() {
        for (String path : FOR_SIGNED_IN_USERS) {
            given().redirects().follow(false).when().get(path).then().statusCode(401)
                    .header("WWW-Authenticate", startsWith("Basic"));
            TestUsers.asOperator().when().get(path).then().statusCode(200);
        }
    }

    @Test
    void livenessAndReadinessStayOpenForOrchestrators() {
        given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        given().when().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
    }
}
