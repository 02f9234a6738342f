package io.targetwise.app.campaign;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.targetwise.app.common.PageRequest;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.ingest.MeasurementValidator;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;

/**
 * A burst of stored batches, every one completing a setpoint, costs a bounded number of fits (one per
 * {@code targetwise.campaign.min-refit-interval} and one more), not one per batch; and after it the model has seen
 * every reading and the proposal comes from that model. Fits are counted in the campaign history, one row per fit.
 */
@QuarkusTest
class CampaignBurstTest {
    private static final int BATCHES = 20;
    private static final Duration BETWEEN_BATCHES = Duration.ofMillis(300);

    @Inject
    ProcessService processes;
    @Inject
    MeasurementStore store;
    @Inject
    CampaignHistory history;
    @ConfigProperty(name = "targetwise.campaign.min-refit-interval")
    Duration minRefitInterval;

    ProcessDefinition process;
    int stored;

    @BeforeEach
    void setUp() {
        process = processes.create(new ProcessDefinition(null, "Burst " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "rad", -Math.PI / 2, Math.PI / 2, 0.01)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.0, -0.2, 0.2, 3));
    }

    /** One batch: the process's three replicates at {@code x}, completing that setpoint. */
    private void completeSetpoint(double x) {
        List<MeasurementValidator.ValidMeasurement> batch = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            batch.add(MeasurementValidator.validate(new MeasurementMessage(UUID.randomUUID().toString(), process.id(),
                    Instant.now(), Map.of("x", x), Map.of(), Math.sin(x) + 0.05 * (r - 1), "V",
                    MeasurementMessage.Quality.GOOD, null), process, Instant.now()));
        }
        stored += store.store(batch).stored();
    }

    /** Newest first. */
    private List<CampaignIterationView> fits() {
        return history.iterations(process, PageRequest.first(PageRequest.MAX_SIZE));
    }

    @Test
    void aBurstOfCompletedSetpointsCostsBoundedFitsAndTheLastDataAreFittedAndProposedOn() throws Exception {
        completeSetpoint(-1.5);
        completeSetpoint(1.5); // the initial design of one variable: two setpoints
        await().atMost(Duration.ofSeconds(60)).until(() -> latestFitSaw(stored));
        int fitsBefore = fits().size();

        long start = System.nanoTime();
        for (int i = 0; i < BATCHES; i++) {
            completeSetpoint(-1.4 + 0.14 * i);
            Thread.sleep(BETWEEN_BATCHES.toMillis());
        }
        Duration burst = Duration.ofNanos(System.nanoTime() - start);

        await().atMost(Duration.ofSeconds(60)).until(() -> latestFitSaw(stored));
        Thread.sleep(minRefitInterval.plusSeconds(1).toMillis()); // a fit still to come would start within this
        List<CampaignIterationView> fits = fits();
        int burstFits = fits.size() - fitsBefore;
        long bound = burst.toMillis() / minRefitInterval.toMillis() + 2;
        assertThat(burstFits).as("fits for %d batches over %d ms", BATCHES, burst.toMillis())
                .isBetween(1, (int) bound);
        assertThat(fits.get(0).measurements()).isEqualTo(stored);

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            JsonPath open = asOperator().queryParam("status", "OPEN").when()
                    .get("/api/processes/{id}/proposals", process.id()).then().statusCode(200).extract().jsonPath();
            assertThat(open.getList("modelVersion", Integer.class)).as("the open proposal's model")
                    .containsExactly(fits.get(0).modelVersion());
        });
    }

    private boolean latestFitSaw(int measurements) {
        List<CampaignIterationView> fits = fits();
        return !fits.isEmpty() && fits.get(0).measurements() == measurements;
    }
}
