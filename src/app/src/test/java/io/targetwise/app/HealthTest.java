package io.targetwise.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

@QuarkusTest
class HealthTest {

    @Test
    void readinessReportsTheDatabaseAndKafka() {
        given().when().get("/q/health/ready")
                .then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("Database connections health check", "Kafka connection health check"));
    }

    @Test
    void livenessAndMetricsAreServed() {
        given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        TestUsers.as(TestUsers.ADMIN).when().get("/q/metrics").then().statusCode(200);
    }
}
