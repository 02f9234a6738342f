package io.targetwise.app.security;

import static io.restassured.RestAssured.given;
import static io.targetwise.app.TestUsers.as;
import static io.targetwise.app.TestUsers.asEngineer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import io.targetwise.app.TestUsers;

/** The users API as an administrator and a plant's provisioning would use it, with the rules that keep it administrable. */
@QuarkusTest
class UsersResourceTest {
    @Inject
    UserService users;

    private static RequestSpecification asAdmin() {
        return as(TestUsers.ADMIN).contentType(ContentType.JSON);
    }

    private static String newName() {
        return "u" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static void create(String name, String role) {
        asAdmin().body(Map.of("username", name, "password", TestUsers.password(name), "role", role))
                .when().post("/api/users").then().statusCode(201)
                .header("Location", endsWith("/api/users/" + name)).body("role", equalTo(role));
    }

    @Test
    void anAdministratorCreatesChangesDisablesEnablesAndRemovesAUserEachChangeInTheTrail() {
        String name = newName();
        create(name, "OPERATOR");
        asAdmin().when().get("/api/users").then().statusCode(200)
                .body("find { it.username == '" + name + "' }.lastSignInAt", nullValue())
                .body("find { it.username == '" + name + "' }.source", equalTo("PASSWORD"))
                .body("find { it.username == '" + name + "' }.passwordHash", nullValue());

        as(name).when().get("/api/processes").then().statusCode(200);
        as(name).contentType(ContentType.JSON).body("{}").when().put("/api/processes/0/campaign").then()
                .statusCode(403);
        asAdmin().when().get("/api/users").then()
                .body("find { it.username == '" + name + "' }.lastSignInAt", notNullValue());

        asAdmin().body(Map.of("role", "ENGINEER")).when().put("/api/users/{u}/role", name).then().statusCode(200)
                .body("role", equalTo("ENGINEER"));
        as(name).contentType(ContentType.JSON).body("{}").when().put("/api/processes/0/campaign").then()
                .statusCode(404); // allowed now: there is no such process

        String session = TestUsers.session(name);
        asAdmin().when().post("/api/users/{u}/disable", name).then().statusCode(200).body("disabled", equalTo(true));
        as(name).when().get("/api/processes").then().statusCode(401);
        given().cookie("quarkus-credential", session).when().get("/api/processes").then().statusCode(401);

        asAdmin().when().post("/api/users/{u}/enable", name).then().statusCode(200).body("disabled", equalTo(false));
        as(name).when().get("/api/processes").then().statusCode(200);

        asAdmin().when().delete("/api/users/{u}", name).then().statusCode(204);
        asAdmin().when().delete("/api/users/{u}", name).then().statusCode(404);
        as(name).when().get("/api/processes").then().statusCode(401);

        List<Map<String, Object>> trail = asAdmin().queryParam("size", 200).when().get("/api/users/events").then()
                .statusCode(200).extract().jsonPath().getList("findAll { it.username == '" + name + "' }");
        assertThat(trail).extracting(e -> e.get("action")).containsExactly("REMOVED", "ENABLED", "DISABLED",
                "ROLE_CHANGED", "CREATED");
        assertThat(trail).extracting(e -> e.get("actor")).containsOnly(TestUsers.ADMIN);
        assertThat(trail).extracting(e -> e.get("detail")).contains("operator -> engineer", "role operator");
    }

    @Test
    void onlyAdministratorsReachIt() {
        asEngineer().when().get("/api/users").then().statusCode(403);
        asEngineer().contentType(ContentType.JSON).when().post("/api/users/{u}/disable", TestUsers.OPERATOR).then()
                .statusCode(403);
        given().when().get("/api/users").then().statusCode(401);
        assertThat(users.holds(TestUsers.OPERATOR, Roles.OPERATOR)).isTrue();
    }

    @Test
    void administratorsDoNotLockThemselvesOutAndBadRequestsNameTheField() {
        asAdmin().when().post("/api/users/{u}/disable", TestUsers.ADMIN).then().statusCode(409)
                .body("detail", equalTo("Administrators do not disable themselves; another administrator does"));
        asAdmin().when().delete("/api/users/{u}", TestUsers.ADMIN).then().statusCode(409);
        asAdmin().body(Map.of("role", "OPERATOR")).when().put("/api/users/{u}/role", TestUsers.ADMIN).then()
                .statusCode(409);
        asAdmin().when().post("/api/users/{u}/disable", "nobody-" + newName()).then().statusCode(404);
        asAdmin().body(Map.of()).when().put("/api/users/{u}/role", TestUsers.OPERATOR).then().statusCode(400)
                .body("errors.field", hasItem("role"));
        asAdmin().body(Map.of("role", "BOSS")).when().put("/api/users/{u}/role", TestUsers.OPERATOR).then()
                .statusCode(400).body("errors.field", hasItem("role"));
        asAdmin().body(Map.of("username", "has space", "password", "short")).when().post("/api/users").then()
                .statusCode(400).body("errors.field", equalTo(List.of("username", "password", "role")));
        as(TestUsers.ADMIN).when().post("/api/users/{u}/disable", TestUsers.OPERATOR).then().statusCode(415);
        assertThat(users.holds(TestUsers.ADMIN, Roles.ADMIN)).isTrue();
    }

    /**
     * Two administrators who disable each other at the same moment: without a lock each counts two enabled
     * administrators and both succeed, leaving none; with it one waits, counts one, and is refused.
     */
    @Test
    void twoAdministratorsDisablingEachOtherAtOnceLeaveOneEnabled() throws Exception {
        String otherAdmins = "";
        for (int round = 0; round < 10; round++) {
            String a = newName();
            String b = newName();
            create(a, "ADMIN");
            create(b, "ADMIN");
            // Only a and b remain enabled administrators for this round
            List<String> others = users.list().stream().filter(u -> u.role() == Role.ADMIN && !u.disabled())
                    .map(UserView::username).filter(u -> !u.equals(a) && !u.equals(b)).toList();
            others.forEach(u -> users.disable(u, "test setup"));
            try {
                ExecutorService pool = Executors.newFixedThreadPool(2);
                List<Callable<Integer>> acts = new ArrayList<>();
                acts.add(() -> as(a).contentType(ContentType.JSON).post("/api/users/{u}/disable", b).statusCode());
                acts.add(() -> as(b).contentType(ContentType.JSON).post("/api/users/{u}/disable", a).statusCode());
                List<Integer> codes = new ArrayList<>();
                for (Future<Integer> f : pool.invokeAll(acts)) {
                    codes.add(f.get());
                }
                pool.shutdown();
                assertThat(users.list().stream().filter(u -> u.role() == Role.ADMIN && !u.disabled()).count())
                        .as("enabled administrators after round %d (answers %s)", round, codes).isEqualTo(1);
            } finally {
                others.forEach(u -> users.enable(u, "test setup"));
                users.enable(a, "test setup");
                users.enable(b, "test setup");
                users.delete(a, "test setup");
                users.delete(b, "test setup");
            }
        }
    }
}
