package io.targetwise.app.soak;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import io.restassured.response.Response;

/**
 * A scripted operator: every few seconds, on whichever instance answers (alternating), approves the newest open
 * proposal of the process. An approval answered 200 must have become exactly one command; one whose answer was lost
 * (the instance killed mid-request) is settled by the database at the end.
 */
final class SoakOperator extends Thread {
    private final SoakStack stack;
    private final long processId;
    private final Duration pause;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /** Proposal ids approved with a 200 answer. */
    final Set<Long> approved = ConcurrentHashMap.newKeySet();
    /** Approvals refused with 409 (superseded or decided meanwhile); requests without an answer or answered 5xx. */
    final AtomicInteger conflicts = new AtomicInteger();
    final AtomicInteger unanswered = new AtomicInteger();

    SoakOperator(SoakStack stack, long processId, Duration pause) {
        super("soak-operator");
        setDaemon(true);
        this.stack = stack;
        this.processId = processId;
        this.pause = pause;
    }

    @Override
    public void run() {
        int turn = 0;
        while (!stop.get()) {
            String id = stack.ids().get(turn++ % stack.ids().size());
            try {
                approveNewestOpen(id);
            } catch (Exception noAnswer) { // a killed or restarting instance (RestAssured throws ConnectException
                unanswered.incrementAndGet(); // unchecked): the next turn asks the other
            } catch (Error unexpected) {
                failure.compareAndSet(null, unexpected);
                return;
            }
            try {
                Thread.sleep(pause.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void approveNewestOpen(String id) {
        if (!stack.ready(id)) {
            return;
        }
        Response listing = stack.instance(id).api().queryParam("status", "OPEN").queryParam("size", 10)
                .get("/api/processes/{id}/proposals", processId);
        if (listing.statusCode() != 200) { // 503 while the database is away
            unanswered.incrementAndGet();
            return;
        }
        List<Long> open = listing.jsonPath().getList("id", Long.class);
        if (open.isEmpty()) {
            return;
        }
        long newest = open.stream().mapToLong(Long::longValue).max().orElseThrow();
        Response answer = stack.instance(id).api().contentType("application/json")
                .body("{\"reason\": \"fault soak\"}").post("/api/proposals/{id}/approve", newest);
        switch (answer.statusCode()) {
            case 200 -> approved.add(newest);
            case 409 -> conflicts.incrementAndGet();
            default -> unanswered.incrementAndGet(); // 503 while the database is away
        }
    }

    Throwable failure() {
        return failure.get();
    }

    void finish() throws InterruptedException {
        stop.set(true);
        interrupt();
        join(30_000);
    }
}
