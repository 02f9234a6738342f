package io.targetwise.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.awaitility.core.ConditionTimeoutException;

import io.targetwise.app.autopilot.TestPlant;

/**
 * The autopilot on two packaged instances (PostgreSQL, one broker), and a plant that answers each setpoint command
 * with its replicates and reads on where it runs every 2 s; no person decides. The instance holding the process's
 * lease and consuming its readings is killed with {@code kill -9} just after a move went out, while the plant
 * delivers its readings, and is restarted later. The other instance takes the lease and the readings over within the
 * consumer's session timeout and the autopilot goes on moving the plant. Every applied
 * proposal has exactly one command, and every command reaches the plant. A fast loop on a noisy plant trips a run
 * rule now and then by chance, which suspends the autopilot (docs/autopilot.md); the test then acknowledges and
 * resumes it and asks for a proposal, as a person would, and counts it.
 */
class AutopilotAcrossInstancesIT {
    private TwoInstances stack;
    private TestPlant plant;
    private long processId;

    @BeforeEach
    void setUp() throws Exception {
        stack = TwoInstances.start("autopilot", 3, Map.of("targetwise.campaign.lease-duration", "3s"));
        processId = AutopilotProcess.create(stack, "Autopilot");
        plant = new TestPlant(stack.kafka(), stack.bootstrapServers(), processId, "x", "V", 3, x -> x, 0.02);
        person = new AutopilotPerson(stack, processId);
    }

    @AfterEach
    void tearDown() throws Exception {
        if (plant != null) {
            plant.close();
        }
        if (stack != null) {
            stack.close();
        }
    }

    private AutopilotPerson person;

    /** Whether the plant received that many commands; resumes a suspended autopilot first, as a person would. */
    private boolean commandsReached(int count) {
        person.look();
        return plant.commands().size() >= count;
    }

    /** Waits for the plant to have received that many commands; if it does not, says where the loop stands. */
    private void awaitCommands(int count, Duration atMost) throws Exception {
        try {
            await().atMost(atMost).until(() -> commandsReached(count));
        } catch (ConditionTimeoutException e) {
            throw new AssertionError(person.stall(plant, count, atMost), e);
        }
    }

    private String leaseHolder() throws Exception {
        return (String) stack.query("select owner from campaign_lease where process_id = ?", processId).get(0).get(0);
    }

    @Test
    void aKilledAndRestartedInstanceNeitherStopsTheAutopilotNorMakesItMoveTwice() throws Exception {
        plant.measure(0.1, 3);
        plant.measure(0.9, 3);
        plant.measure(0.3, 3);
        plant.produceEvery(Duration.ofSeconds(2));
        awaitCommands(2, Duration.ofSeconds(90));
        // The hardest instance to lose holds the lease and consumes the process's readings (the one whose partition
        // holds the process stores them): the other must take over both. Usually one instance does both, as the
        // readings trigger the refits; a person's request through the other can take the lease for a while.
        String killed = stack.metric("a", "targetwise_measurements_stored_total") > 0 ? "a" : "b";
        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(100))
                .until(() -> leaseHolder().equals(killed));
        stack.instance(killed).kill(); // the plant is reading at the move just sent
        Instant killedAt = Instant.now();
        int atKill = plant.commands().size();

        awaitCommands(atKill + 2, Duration.ofMinutes(3));
        Duration toNextMove = Duration.between(killedAt, plant.receipts().get(atKill));
        stack.instance(killed).start();
        int atRestart = plant.commands().size();
        awaitCommands(atRestart + 2, Duration.ofMinutes(3));
        // Stop the loop, then let every command issued before reach the plant (a duplicate too, were one sent). A
        // click that races an applied move is refused as "changed meanwhile" (409): a person looks and clicks again.
        await().atMost(Duration.ofSeconds(30)).until(() -> stack.instance("a").api().contentType("application/json")
                .body("{}").post("/api/processes/{id}/autopilot/off", processId).statusCode() == 200);
        Thread.sleep(3000);
        plant.close();

        AutopilotCommandAudit audit = AutopilotCommandAudit.settle(stack, processId, plant);
        List<Object> proposers = stack.query("select distinct created_by from proposal where process_id = ? and status"
                + " = 'APPROVED'", processId).stream().map(r -> r.get(0)).toList();
        String state = stack.instance("a").api().get("/api/processes/{id}/autopilot", processId).then()
                .statusCode(200).extract().jsonPath().getString("state");
        System.out.printf("Autopilot across instances: killed %s after %d commands, next move %d ms after the kill,"
                + " restarted it after %d; %d commands received (%d distinct), %d audited, %d applied, %d fallback"
                + " reverts, resumed %d times; approved proposals made by %s; state %s%n", killed, atKill,
                toNextMove.toMillis(), atRestart, audit.deliveries(), audit.received().size(), audit.audited(),
                audit.applied(), audit.reverts(), person.resumed(), proposers, state);

        // The survivor gets the killed consumer's partitions, and with them the readings of the move in flight, after
        // the session timeout (10 s); with Kafka's 45 s default it waits 45 s and more for them.
        assertThat(toNextMove).as("from the kill to the survivor's first move").isLessThan(Duration.ofSeconds(35));
        assertThat(audit.twice()).as("proposals with more than one command").isEmpty();
        assertThat(audit.approved()).as("commands the autopilot issued, one per applied proposal")
                .isEqualTo(audit.applied());
        assertThat(audit.audited()).as("every command is the autopilot's: an approval or a fallback's revert")
                .isEqualTo(audit.approved() + audit.reverts());
        assertThat(audit.received()).as("every audited command reached the plant (a re-sent one counts once: commandId)")
                .isEqualTo(audit.auditedIds());
        assertThat(proposers).as("the instances that made the proposals it applied")
                .containsExactlyInAnyOrder("a", "b");
        assertThat(audit.issuers()).as("who issued the commands the plant received").containsOnly("autopilot");
    }
}
