package io.targetwise.app.plant;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import io.targetwise.app.it.ApplicationInstance;

/** What the loop benchmarks do over REST as a person would: create a process, approve, resume the autopilot. */
public final class BenchOperator {
    private BenchOperator() {
    }

    /** Creates the process from its definition's JSON; returns its id. */
    public static long createProcess(ApplicationInstance app, String definition) {
        return app.api().contentType("application/json").body(definition).post("/api/processes").then()
                .statusCode(201).extract().jsonPath().getLong("id");
    }

    /** The newest open proposal's id once it is above {@code after}. */
    public static long awaitNewProposal(ApplicationInstance app, long processId, long after, Instant deadline)
            throws InterruptedException {
        while (Instant.now().isBefore(deadline)) {
            long newest = newestOpen(app, processId);
            if (newest > after) {
                return newest;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("no proposal for process " + processId + " in time");
    }

    /** The newest open proposal's id, 0 when none is open. */
    public static long newestOpen(ApplicationInstance app, long processId) {
        JsonPath open = newestOpen(app.api(), processId);
        return open.getList("id").isEmpty() ? 0 : open.getLong("[0].id");
    }

    /** The newest open proposal, as a list of at most one, read through {@code api} (a session for a polling loop). */
    public static JsonPath newestOpen(RequestSpecification api, long processId) {
        return api.queryParam("status", "OPEN").queryParam("size", 1).get("/api/processes/{id}/proposals", processId)
                .then().statusCode(200).extract().jsonPath();
    }

    public static void approve(ApplicationInstance app, long proposalId) {
        if (!tryApprove(app, proposalId)) {
            throw new IllegalStateException("proposal " + proposalId + " could not be approved");
        }
    }

    /** Approves; false when the proposal was decided or superseded meanwhile (409). */
    public static boolean tryApprove(ApplicationInstance app, long proposalId) {
        int status = app.api().contentType("application/json")
                .body("{\"reason\": \"approved at once by the benchmark\"}")
                .post("/api/proposals/{id}/approve", proposalId).then().extract().statusCode();
        if (status != 200 && status != 409) {
            throw new IllegalStateException("approving proposal " + proposalId + " answered " + status);
        }
        return status == 200;
    }

    /** Acknowledges every open alarm of the process, as a person who looked; returns how many. */
    public static int acknowledgeOpenAlarms(ApplicationInstance app, long processId) {
        return acknowledgeOpenAlarmKinds(app, processId).size();
    }

    /** Acknowledges every open alarm of the process, as a person who looked; returns their kinds, one per alarm. */
    public static List<String> acknowledgeOpenAlarmKinds(ApplicationInstance app, long processId) {
        List<Map<String, Object>> alarms = app.api().get("/api/processes/{id}/alarms", processId).then().extract()
                .jsonPath().getList("findAll { it.acknowledgedAt == null }");
        alarms.forEach(a -> app.api().contentType("application/json").body("{}")
                .post("/api/alarms/{id}/acknowledge", a.get("id")).then().statusCode(200));
        return alarms.stream().map(a -> String.valueOf(a.get("kind"))).toList();
    }

    /** The autopilot's state: OFF, ON, PAUSED or SUSPENDED. */
    public static String autopilotState(ApplicationInstance app, long processId) {
        return app.api().get("/api/processes/{id}/autopilot", processId).then().statusCode(200).extract().jsonPath()
                .getString("state");
    }

    /**
     * A fallback (forecast misses, a drift alarm, a run rule) suspended it: acknowledge, resume, ask for a proposal
     * (the fallback superseded the open one), as a person steps in; returns 1, the person's act to count.
     *
     * @throws IllegalStateException if the autopilot is not SUSPENDED
     */
    public static int resumeAfterFallback(ApplicationInstance app, long processId, String why) {
        String state = autopilotState(app, processId);
        if (!state.equals("SUSPENDED")) {
            throw new IllegalStateException(why + " and the autopilot is " + state);
        }
        acknowledgeOpenAlarms(app, processId);
        app.api().contentType("application/json").body("{}").post("/api/processes/{id}/autopilot/resume", processId)
                .then().statusCode(200);
        app.api().contentType("application/json").body("{\"count\": 1}").post("/api/processes/{id}/proposals",
                processId).then().statusCode(200);
        return 1;
    }
}
