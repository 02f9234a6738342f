package io.targetwise.app.campaign;

import static io.targetwise.app.TestUsers.asOperator;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.MeasurementRows;
import io.targetwise.app.ingest.MeasurementStore;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.proposal.ProposalRows;

/**
 * An approved proposal may repeat a setpoint whose replicates were complete long before. Once the plant delivered
 * its replicates there it waits for the next proposal, even while it keeps reading there: the fault soak found the
 * loop stalled for 15 minutes at such a setpoint, because no design point completed and every reading restarted the
 * quiet period (2 s here, a reading every 300 ms; the quiet wait ends only after 20 s). And it found a 4.6-minute
 * stall when the instance that stored the completing readings was killed before its run.
 */
@QuarkusTest
class ApprovedSetpointDeliveryTest {
    private static final double REPEATED = 0.8;

    @Inject
    ProcessService processes;
    @Inject
    CampaignSettingsService settings;
    @Inject
    MeasurementStore store;

    ProcessDefinition process;

    @BeforeEach
    void setUp() {
        process = processes.create(new ProcessDefinition(null, "Repeated " + UUID.randomUUID(), null,
                List.of(new ProcessDefinition.DesignVariable("x", "mm", 0.0, 1.0, null)), List.of(),
                new ProcessDefinition.Output("y", "V"), 0.5, 0.3, 0.7, 3));
        settings.configure(process.id(), new CampaignSettingsBody("gp-krr", "robust-ei", null, 1, true).parse());
    }

    private void read(double x, double... outputs) {
        MeasurementRows.ingest(store, process, new double[] {x}, outputs);
    }

    private List<Instant> proposalTimes() {
        return ProposalRows.of(process.id()).stream().map(ProposalRows.Row::createdAt).sorted().toList();
    }

    /** Completes the initial design (a proposal follows), then approves a proposal that repeats one of its setpoints. */
    private Instant approveRepeatedSetpoint() {
        read(0.2, 0.18, 0.2, 0.22);
        read(REPEATED, 0.78, 0.8, 0.82);
        await().atMost(Duration.ofSeconds(30)).until(() -> proposalTimes().size() == 1);
        long repeat = ConsoleFixtures.proposal(process, new double[] {REPEATED});
        // A forecast the readings below meet, so that no drift alarm answers them with a compensation instead
        ProposalRows.forecast(repeat, 0.8, 0.01, 0.01);
        asOperator().contentType(ContentType.JSON).body(Map.of("reason", "run it again"))
                .when().post("/api/proposals/{id}/approve", repeat).then().statusCode(200);
        return Instant.now();
    }

    /** The plant reads on at the repeated setpoint, a reading every 300 ms for 9 s. */
    private void readOnForNineSeconds(Runnable afterReading) throws InterruptedException {
        for (int reading = 1; reading <= 30; reading++) {
            read(REPEATED, 0.8 + 0.01 * (reading % 3 - 1));
            afterReading.run();
            Thread.sleep(300);
        }
    }

    private void assertOneRoutineProposalSoonAfter(Instant approved, Instant due) {
        List<Instant> after = proposalTimes().stream().filter(t -> t.isAfter(approved)).toList();
        assertThat(after).as("proposals while the plant read on at the approved setpoint for 9 s").hasSize(1);
        assertThat(Duration.between(due, after.get(0))).as("from the readings it waited for to the proposal")
                .isLessThan(Duration.ofSeconds(5));
        assertThat(ProposalRows.of(process.id()).stream().filter(p -> p.createdAt().isAfter(approved)).findFirst()
                .orElseThrow().selectionRule())
                .as("a routine proposal").isNotEqualTo("offset-compensation");
    }

    @Test
    void aRepeatedSetpointGetsOneProposalOnceItsReplicatesArriveWhileThePlantReadsOnThere() throws Exception {
        Instant approved = approveRepeatedSetpoint();
        int[] readings = {0};
        Instant[] delivered = {null};
        readOnForNineSeconds(() -> {
            if (++readings[0] == process.replicates()) {
                delivered[0] = Instant.now();
            }
        });
        assertOneRoutineProposalSoonAfter(approved, delivered[0]);
    }

    @Test
    void readingsStoredWhileTheProposalIsBeingMadeDoNotAskForAnother() throws Exception {
        Instant approved = approveRepeatedSetpoint();
        for (int reading = 1; reading <= 100; reading++) { // one every 20 ms: many arrive while the run fits
            read(REPEATED, 0.8 + 0.01 * (reading % 3 - 1));
            Thread.sleep(20);
        }
        Thread.sleep(4000); // longer than the refit interval, after which a second run would have come
        assertThat(proposalTimes().stream().filter(t -> t.isAfter(approved)))
                .as("proposals for the one delivery").hasSize(1);
    }

    @Test
    void aDeliveryWhoseInstanceDiedBeforeItsRunIsProposedOnAtTheNextReadings() throws Exception {
        Instant approved = approveRepeatedSetpoint();
        // Stored as by an instance killed just after the commit: in the database, but nobody acted on them
        Instant now = Instant.now();
        MeasurementRows.store(process, IntStream.range(0, process.replicates())
                .mapToObj(i -> new MeasurementRows.Row(now.plusMillis(i), new double[] {REPEATED}, null, 0.8))
                .toList());
        Thread.sleep(3000); // no proposal comes without readings
        assertThat(proposalTimes()).as("proposals before the next readings").noneMatch(t -> t.isAfter(approved));

        Instant nextReadings = Instant.now();
        readOnForNineSeconds(() -> { });
        assertOneRoutineProposalSoonAfter(approved, nextReadings);
    }
}
