package io.targetwise.app.it;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;

import io.targetwise.app.autopilot.TestPlant;

/**
 * The person who watches an autopilot on {@link TwoInstances}: a fast loop on a noisy plant trips a run rule now and
 * then by chance, which suspends the autopilot (docs/autopilot.md); the person then acknowledges the open alarms,
 * resumes it and asks for a proposal (the fallback superseded the open one), which the resumed autopilot applies.
 * Each resume is counted, and the proposals the person asked for are kept, since they answer a person's new question.
 */
final class AutopilotPerson {
    private final TwoInstances stack;
    private final long processId;
    private final AtomicInteger resumed = new AtomicInteger();
    private final Set<Long> requested = ConcurrentHashMap.newKeySet();

    AutopilotPerson(TwoInstances stack, long processId) {
        this.stack = stack;
        this.processId = processId;
    }

    /** The instance the person looks at: {@code a} while its JVM runs, else {@code b}. */
    String live() {
        return stack.instance("a").isRunning() ? "a" : "b";
    }

    /**
     * Looks once at the autopilot through {@link #live()}; if it is SUSPENDED, acknowledges the open alarms, resumes it
     * and asks for a proposal. Throws what the instance's API throws (an instance going down, a database away).
     */
    void look() {
        String live = live();
        String state = stack.instance(live).api().get("/api/processes/{id}/autopilot", processId).then()
                .statusCode(200).extract().jsonPath().getString("state");
        if (state.equals("SUSPENDED")) {
            List<Map<String, Object>> open = stack.instance(live).api().get("/api/processes/{id}/alarms", processId)
                    .then().extract().jsonPath().getList("findAll { it.acknowledgedAt == null }");
            open.forEach(a -> stack.instance(live).api().contentType("application/json").body("{}")
                    .post("/api/alarms/{id}/acknowledge", a.get("id")));
            if (stack.instance(live).api().contentType("application/json").body("{}")
                    .post("/api/processes/{id}/autopilot/resume", processId).statusCode() == 200) {
                resumed.incrementAndGet();
                Response asked = stack.instance(live).api().contentType("application/json").body("{\"count\": 1}")
                        .post("/api/processes/{id}/proposals", processId);
                if (asked.statusCode() == 200) {
                    requested.addAll(asked.jsonPath().getList("id", Long.class));
                }
            }
        }
    }

    /** How many times the person resumed the autopilot. */
    int resumed() {
        return resumed.get();
    }

    /** The ids of the proposals the person's requests after a resume answered with. */
    Set<Long> requested() {
        return Set.copyOf(requested);
    }

    /**
     * One line for a wait that ran out: what the plant got, the autopilot's state, what is open, who holds what.
     */
    String stall(TestPlant plant, int count, Duration waited) throws Exception {
        String live = live();
        JsonPath autopilot = stack.instance(live).api().get("/api/processes/{id}/autopilot", processId).then()
                .extract().jsonPath();
        List<Object> open = stack.instance(live).api().queryParam("status", "OPEN")
                .get("/api/processes/{id}/proposals", processId).then().extract().jsonPath()
                .getList("collect { it.id + ' by ' + it.createdBy + ' hold ' + it.autopilotHold }");
        List<List<Object>> events = stack.query("select kind, detail from autopilot_event where process_id = ? order by"
                + " id desc limit 3", processId);
        List<List<Object>> lease = stack.query("select owner, generation, expires_at from campaign_lease where"
                + " process_id = ?", processId);
        List<List<Object>> latest = stack.query("select id, status, created_by, selection_rule from proposal where"
                + " process_id = ? order by id desc limit 3", processId);
        return ("the plant got %d of %d commands in %s; a %s, b %s; autopilot %s (%s); open %s; newest proposals %s;"
                + " lease %s; newest autopilot events %s; resumed %d times").formatted(plant.commands().size(), count,
                waited, stack.instance("a").isRunning() ? "up" : "down", stack.instance("b").isRunning() ? "up" : "down",
                autopilot.getString("state"), autopilot.getString("reason"), open, latest, lease, events, resumed())
                .replace('\n', ' ');
    }
}
