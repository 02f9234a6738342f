package io.targetwise.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.notNullValue;

import java.util.List;
import java.util.Map;

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
    void theOpenProbesSayOnlyUpOrDownWhileAdministratorsSeeTheDetails() {
        for (String probe : new String[] {"/q/health/ready", "/q/health/live"}) {
            List<Map<String, Object>> checks = given().when().get(probe).then().statusCode(200)
                    .header("Cache-Control", "no-store").extract().jsonPath().getList("checks");
            assertThat(checks).isNotEmpty().allSatisfy(check -> assertThat(check).containsOnlyKeys("name", "status"));
        }
        TestUsers.as(TestUsers.ADMIN).when().get("/q/health").then().statusCode(200)
                .body("checks.find { it.name == 'Database connections health check' }.data", notNullValue());
    }

    @Test
    void livenessAndMetricsAreServed() {
        given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        TestUsers.as(TestUsers.ADMIN).when().get("/q/metrics").then().statusCode(200);
    }
}
