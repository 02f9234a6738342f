package io.targetwise.app.common;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/** Every list the API serves comes a page at a time, with a bounded page size. */
@QuarkusTest
class PaginationTest {
    private static final String[] LISTS = {"/proposals", "/setpoint-commands", "/campaign/history", "/alarms",
        "/design-points", "/measurements"};

    @Inject
    ProcessService processes;

    @Test
    void everyListRefusesAPageSizeBeyondTheBoundOrANegativePage() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        for (String list : LISTS) {
            String path = "/api/processes/{id}" + list;
            asOperator().queryParam("size", PageRequest.MAX_SIZE + 1).when().get(path, process.id()).then()
                    .statusCode(400).body("errors[0].field", equalTo("size"));
            asOperator().queryParam("page", -1).when().get(path, process.id()).then().statusCode(400)
                    .body("errors[0].field", equalTo("page"));
            asOperator().queryParam("size", PageRequest.MAX_SIZE).when().get(path, process.id()).then().statusCode(200);
        }
    }

    /** The page's first item, page * size, must be a whole number the database takes: beyond it, 400 naming page. */
    @Test
    void aPageWhoseOffsetOverflowsIsRefusedNamingPage() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        for (String list : LISTS) {
            String path = "/api/processes/{id}" + list;
            asOperator().queryParam("page", Integer.MAX_VALUE).when().get(path, process.id()).then().statusCode(400)
                    .contentType(ContentType.JSON).body("errors[0].field", equalTo("page"))
                    .body("errors[0].message", startsWith("must be at most 21474835 for size 100"));
            asOperator().queryParam("page", 2147482).queryParam("size", 1000).when().get(path, process.id()).then()
                    .statusCode(200);
        }
    }

    @Test
    void aPageOrSizeThatIsNoWholeNumberIsRefusedNamingIt() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        for (String list : LISTS) {
            String path = "/api/processes/{id}" + list;
            asOperator().queryParam("size", "ten").when().get(path, process.id()).then().statusCode(400)
                    .contentType(ContentType.JSON).body("errors[0].field", equalTo("size"))
                    .body("errors[0].message", equalTo("must be a whole number, got 'ten'"));
            asOperator().queryParam("page", "99999999999").when().get(path, process.id()).then().statusCode(400)
                    .body("errors[0].field", equalTo("page"));
        }
    }

    @Test
    void anUnknownStatusIsRefusedNamingItAndTheStatusesThereAre() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        asOperator().queryParam("status", "PENDING").when().get("/api/processes/{id}/proposals", process.id()).then()
                .statusCode(400).contentType(ContentType.JSON).body("errors[0].field", equalTo("status"))
                .body("errors[0].message", equalTo("must be one of OPEN, APPROVED, REJECTED, SUPERSEDED, got 'PENDING'"));
        asOperator().queryParam("status", "OPEN").when().get("/api/processes/{id}/proposals", process.id()).then()
                .statusCode(200);
    }

    @Test
    void pagesSplitTheListNewestFirstWithoutOverlap() {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        long oldest = ConsoleFixtures.proposal(process, new double[] {1, 1});
        long middle = ConsoleFixtures.proposal(process, new double[] {2, 2});
        long newest = ConsoleFixtures.proposal(process, new double[] {3, 3});
        String path = "/api/processes/{id}/proposals";
        List<Long> first = asOperator().queryParam("size", 2).when().get(path, process.id()).then().statusCode(200)
                .extract().jsonPath().getList("id", Long.class);
        List<Long> second = asOperator().queryParam("size", 2).queryParam("page", 1).when().get(path, process.id())
                .then().statusCode(200).extract().jsonPath().getList("id", Long.class);
        assertThat(first).containsExactly(newest, middle);
        assertThat(second).containsExactly(oldest);
        assertThat(asOperator().when().get(path, process.id()).then().extract().jsonPath().getList("id"))
                .as("the default page holds all three").hasSize(3);
    }
}
