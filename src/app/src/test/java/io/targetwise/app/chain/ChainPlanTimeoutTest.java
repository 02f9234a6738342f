package io.targetwise.app.chain;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.targetwise.app.ShortTimeouts;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.targetwise.app.chain.ChainViews.ChainPlanView;

/**
 * A plan request waits at most the plan timeout: behind a plan that runs on (a fit does not look at interrupts), it is
 * answered 503 with Retry-After, the slow plan is interrupted at its own timeout, and once that plan ends the planner
 * takes requests again.
 */
@QuarkusTest
@TestProfile(ShortTimeouts.class)
class ChainPlanTimeoutTest {
    private static final Duration TIMEOUT = ShortTimeouts.CHAIN_PLAN;
    private static final long NO_SUCH_CHAIN = 987_654_321L;

    @Inject
    ChainPlanning planning;

    @Test
    void aRequestBehindASlowPlanIsAnswered503InTimeAndThePlannerIsFreedAfterwards() {
        AtomicBoolean interrupted = new AtomicBoolean();
        AtomicBoolean released = new AtomicBoolean();
        // Without a timeout the request would wait for this plan: it ends after 20 s at the latest.
        CompletableFuture.delayedExecutor(20, TimeUnit.SECONDS).execute(() -> released.set(true));
        CompletableFuture<ChainPlanView> slow = planning.submit(() -> {
            while (!released.get()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    interrupted.set(true);
                }
            }
            return null;
        });

        long start = System.nanoTime();
        Response answer = asOperator().contentType(ContentType.JSON).when()
                .post("/api/chains/{id}/plan", NO_SUCH_CHAIN);
        Duration waited = Duration.ofNanos(System.nanoTime() - start);
        answer.then().statusCode(503).header("Retry-After", String.valueOf(TIMEOUT.toSeconds()))
                .contentType(ContentType.JSON)
                .body("detail", containsString("did not finish within 2 s (targetwise.chain.plan-timeout)"));
        assertThat(waited).isLessThan(Duration.ofSeconds(10));
        assertThat(slow).isCompletedExceptionally();
        assertThat(interrupted).as("the slow plan is interrupted at its own timeout").isTrue();

        released.set(true);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> asOperator().contentType(ContentType.JSON).when()
                .post("/api/chains/{id}/plan", NO_SUCH_CHAIN).then().statusCode(404));
    }
}
