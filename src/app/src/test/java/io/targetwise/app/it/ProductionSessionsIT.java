package io.targetwise.app.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.startsWith;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import io.restassured.http.ContentType;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;
import io.targetwise.app.postgres.PostgresServer;

/**
 * Two instances of the production package behind one proxy, as docs/deployment.md runs them: a console session
 * signed in on one instance is valid on the other (they share the configured session key), signing out on one
 * revokes it on both (the revocation is in the shared database), and the operations endpoints are closed to
 * anonymous callers while the probes stay open. One pair of instances serves both tests: neither changes what the
 * other reads (the first revokes only its own session).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ProductionSessionsIT {
    private static final String ADMIN_PASSWORD = "chosen-for-this-installation";

    private PostgresServer postgres;
    private EmbeddedKafkaBroker broker;
    private ApplicationInstance first;
    private ApplicationInstance second;

    @BeforeAll
    void startTwoInstances() throws Exception {
        postgres = PostgresServer.start();
        broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(), ApplicationInstance.freePort(),
                Files.createTempDirectory("targetwise-prod-sessions").resolve("kafka"), 3);
        first = ApplicationInstance.ofPostgresBuild("prod-a", production("a")).start();
        second = ApplicationInstance.ofPostgresBuild("prod-b", production("b")).start();
    }

    @AfterAll
    void stop() {
        for (AutoCloseable resource : new AutoCloseable[] {second, first, broker, postgres}) {
            try {
                if (resource != null) {
                    resource.close();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Test
    void aSessionWorksOnEveryInstanceAndSigningOutOnOneEndsItOnAll() {
        String session = given().port(first.port()).redirects().follow(false).header("Origin", first.origin())
                .contentType(ContentType.URLENC)
                .formParam("username", "admin").formParam("password", ADMIN_PASSWORD).post("/j_security_check")
                .then().statusCode(302).extract().cookie("quarkus-credential");
        given().port(second.port()).cookie("quarkus-credential", session).get("/api/processes").then().statusCode(200);

        given().port(first.port()).redirects().follow(false).header("Origin", first.origin())
                .cookie("quarkus-credential", session).post("/sign-out")
                .then().statusCode(303);

        given().port(second.port()).cookie("quarkus-credential", session).get("/api/processes").then().statusCode(401);
        given().port(first.port()).cookie("quarkus-credential", session).get("/api/processes").then().statusCode(401);
    }

    @Test
    void operationsEndpointsAreClosedToAnonymousCallersAndTheProbesAreOpen() {
        for (String path : new String[] {"/q/metrics", "/q/health", "/q/openapi"}) {
            given().port(first.port()).get(path).then().statusCode(401).header("WWW-Authenticate", startsWith("Basic"));
        }
        given().port(first.port()).auth().preemptive().basic("admin", ADMIN_PASSWORD).get("/q/metrics")
                .then().statusCode(200);
        given().port(first.port()).get("/q/health/live").then().statusCode(200);
        given().port(first.port()).get("/q/health/ready").then().statusCode(200);
    }

    private Map<String, String> production(String instance) {
        return new HashMap<>(Map.of(
                "quarkus.profile", "prod",
                "TARGETWISE_INSTANCE_ID", instance,
                "TARGETWISE_ADMIN_PASSWORD", ADMIN_PASSWORD,
                "TARGETWISE_SESSION_KEY", "q3Vh8xZ0pT2mB7nK4cR9sW1yL6dF5gJ+aE/uOiXo0Hs=",
                "DATABASE_JDBC_URL", postgres.jdbcUrl(),
                "DATABASE_USERNAME", PostgresServer.USER,
                "DATABASE_PASSWORD", "trusted-locally",
                "KAFKA_BOOTSTRAP_SERVERS", broker.bootstrapServers()));
    }
}
