package io.targetwise.app.proposal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.targetwise.app.TestUsers;
import io.targetwise.app.console.ConsoleFixtures;
import io.targetwise.app.ingest.KafkaTestClient;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.setpoint.SetpointCommandRows;

/**
 * Operators who approve the same open proposal at the same moment (double clicks, two consoles, a retrying client)
 * issue one setpoint command: one approval wins, every other gets 409, and the plant receives one command. Real
 * parallel HTTP requests against the running application; the PostgreSQL run is PostgresProposalDecisionResourceTest.
 */
@QuarkusTest
public class ProposalDecisionResourceTest {
    private static final Logger LOG = Logger.getLogger(ProposalDecisionResourceTest.class);
    static final int TRIALS = 10;
    static final int PARALLEL_APPROVALS = 10;

    @Inject
    ProcessService processes;
    @Inject
    ObjectMapper json;
    @ConfigProperty(name = "kafka.bootstrap.servers")
    String kafka;
    @ConfigProperty(name = "quarkus.datasource.db-kind")
    String database;
    @TestHTTPResource("/")
    URL base;

    @Test
    void parallelApprovalsOfOneProposalIssueExactlyOneCommandAndTheOthersAreConflicts() throws Exception {
        ProcessDefinition process = ConsoleFixtures.process(processes);
        String session = signIn(TestUsers.OPERATOR);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        ExecutorService clients = Executors.newFixedThreadPool(PARALLEL_APPROVALS);
        List<Long> proposals = new ArrayList<>();
        List<Map<Integer, Long>> statuses = new ArrayList<>();
        List<Long> commands = new ArrayList<>();
        try {
            for (int trial = 0; trial < TRIALS; trial++) {
                long proposal = ConsoleFixtures.proposal(process, new double[] {1 + trial * 0.5, 2});
                proposals.add(proposal);
                statuses.add(approveInParallel(http, clients, session, proposal));
                commands.add(SetpointCommandRows.of(process.id()).stream()
                        .filter(c -> Long.valueOf(proposal).equals(c.proposalId())).count());
            }
        } finally {
            clients.shutdownNow();
        }
        LOG.infof("Concurrent approvals on %s: %d trials of %d parallel approvals; commands per decision %s; "
                + "status counts per trial %s", database, TRIALS, PARALLEL_APPROVALS, commands, statuses);

        assertThat(commands).as("setpoint commands per approved proposal, one entry per trial")
                .containsOnly(1L).hasSize(TRIALS);
        assertThat(statuses).as("per trial: one 200, the rest 409")
                .allSatisfy(counts -> assertThat(counts).containsExactlyInAnyOrderEntriesOf(
                        Map.of(200, 1L, 409, (long) PARALLEL_APPROVALS - 1)));
        assertThat(commandsOnTheSetpointsTopic(proposals)).as("records on targetwise.setpoints per proposal")
                .containsOnly(1L).hasSize(TRIALS);
    }

    /** Sends the approvals together and counts the answers by HTTP status. */
    private Map<Integer, Long> approveInParallel(HttpClient http, ExecutorService clients, String session, long proposal)
            throws Exception {
        HttpRequest approve = HttpRequest.newBuilder(URI.create(base + "api/proposals/" + proposal + "/approve"))
                .header("Content-Type", "application/json").header("Cookie", "quarkus-credential=" + session)
                .header("Origin", TestUsers.origin())
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString("{\"reason\":\"parallel approval\"}")).build();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        for (int i = 0; i < PARALLEL_APPROVALS; i++) {
            answers.add(clients.submit(() -> {
                start.await();
                return http.send(approve, HttpResponse.BodyHandlers.discarding()).statusCode();
            }));
        }
        start.countDown();
        List<Integer> codes = new ArrayList<>();
        for (Future<Integer> answer : answers) {
            codes.add(answer.get());
        }
        return codes.stream().collect(Collectors.groupingBy(c -> c, Collectors.counting()));
    }

    /** A console session, so the parallel requests do not queue behind one bcrypt check each. */
    private static String signIn(String username) {
        return TestUsers.session(username);
    }

    private List<Long> commandsOnTheSetpointsTopic(List<Long> proposals) {
        try (KafkaTestClient client = new KafkaTestClient(kafka)) {
            var records = client.readUntil("targetwise.setpoints", read -> proposals.stream()
                    .allMatch(p -> read.stream().anyMatch(r -> proposalOf(r.value()) == p)));
            return proposals.stream().map(p -> records.stream().filter(r -> proposalOf(r.value()) == p).count()).toList();
        }
    }

    private long proposalOf(String commandJson) {
        try {
            var proposal = json.readTree(commandJson).get("proposalId");
            return proposal == null || proposal.isNull() ? -1 : proposal.asLong();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
