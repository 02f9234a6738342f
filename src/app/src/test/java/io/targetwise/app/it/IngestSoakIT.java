package io.targetwise.app.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.targetwise.app.ingest.KafkaTestClient;

/**
 * The embedded default (the H2 build, its own Kafka broker, the H2 file under {@code data/} of its working directory,
 * campaigns refitting as readings complete setpoints) ingests a steady mixed stream for a bounded time without ever
 * stopping: the stored count grows in every window, readiness never reports the ingest DOWN, the log shows no closed
 * database, and in the end every valid reading is stored once and every refused one dead-lettered. 60 s by default
 * (CI); {@code -Dtargetwise.soak.duration=PT10M} for a long run by hand.
 */
class IngestSoakIT {
    private static final Duration LENGTH = Duration.parse(System.getProperty("targetwise.soak.duration", "PT60S"));
    private static final Duration LONGEST_ALLOWED_STALL = Duration.ofSeconds(30);

    private Path workDir;
    private ApplicationInstance app;
    private KafkaTestClient kafka;
    private long processId;

    @BeforeEach
    void setUp() throws Exception {
        workDir = Files.createTempDirectory("targetwise-soak");
        int kafkaPort = ApplicationInstance.freePort();
        // No database URL and no broker address: the application's own defaults, in a directory of the test's
        app = ApplicationInstance.of("soak", Map.of(
                "targetwise.kafka.embedded.port", Integer.toString(kafkaPort),
                "targetwise.kafka.embedded.controller-port", Integer.toString(ApplicationInstance.freePort())))
                .inDirectory(workDir).start();
        assertThat(workDir.resolve("data").resolve("targetwise.mv.db")).exists();
        kafka = new KafkaTestClient("127.0.0.1:" + kafkaPort);
        processId = ApplicationInstance.demoProcessId(app.api());
    }

    @AfterEach
    void tearDown() {
        if (kafka != null) {
            kafka.close();
        }
        if (app != null) {
            app.close();
        }
    }

    /** The plant: about 50 readings a second, over a few setpoints so that replicates complete and campaigns refit. */
    private final class Plant extends PlantProducer {
        final AtomicInteger valid = new AtomicInteger();
        final AtomicInteger refused = new AtomicInteger();
        private final Random random = new Random(2026);

        @Override
        void send(int i) throws InterruptedException {
            String key = Long.toString(processId);
            int roll = random.nextInt(100);
            if (roll == 0) {
                kafka.send("targetwise.measurements", key, "{\"eventId\": \"soak-broken-" + i + "\", ");
                refused.incrementAndGet();
            } else if (roll == 1) {
                kafka.send("targetwise.measurements", key, reading(i, "SOMETIMES"));
                refused.incrementAndGet();
            } else {
                kafka.send("targetwise.measurements", key, reading(i, roll < 12 ? "BAD" : roll < 15 ? "UNCERTAIN" : "GOOD"));
                valid.incrementAndGet();
            }
            if (i % 10 == 9) {
                Thread.sleep(200);
            }
        }

        private String reading(int i, String quality) {
            double stroke = 30 + 10 * (i / 40 % 7);
            return """
                    {"eventId": "soak-%d", "sourceTime": "%s", "setpoints": {"press stroke": %s, "press speed": 12.5,
                     "billet diameter": 100, "billet height": 160, "billet temperature": 1100},
                     "environment": {"ambient temperature": 21.5}, "output": %s, "unit": "mm", "quality": "%s"}
                    """.formatted(i, Instant.now(), stroke, 139 + stroke / 100 + random.nextGaussian() * 0.3, quality);
        }
    }

    private long stored() {
        return StoredMeasurements.total(app.api(), processId);
    }

    private String ingestReadiness() {
        return given().port(app.port()).when().get("/q/health/ready").jsonPath()
                .getString("checks.find { it.name == 'measurement ingest' }.status");
    }

    @Test
    void theEmbeddedDefaultIngestsWithoutEverStopping() throws Exception {
        Plant plant = new Plant();
        plant.start();
        Instant start = Instant.now();
        Instant lastGrowth = start;
        long lastStored = 0;
        Duration longestStall = Duration.ZERO;
        List<String> down = new ArrayList<>();
        int samples = 0;
        while (Duration.between(start, Instant.now()).compareTo(LENGTH) < 0) {
            Thread.sleep(2000); // the sampling period of the watch, not an assertion
            assertThat(app.isRunning()).as("the application is running").isTrue();
            plant.assertHealthy();
            long now = stored();
            samples++;
            if (now > lastStored) {
                lastStored = now;
                lastGrowth = Instant.now();
            }
            Duration stall = Duration.between(lastGrowth, Instant.now());
            longestStall = stall.compareTo(longestStall) > 0 ? stall : longestStall;
            assertThat(stall).as("time since the stored count last grew (%d stored)", now)
                    .isLessThan(LONGEST_ALLOWED_STALL);
            String ingest = ingestReadiness();
            if (!"UP".equals(ingest)) {
                down.add(Duration.between(start, Instant.now()).toSeconds() + " s: " + ingest);
            }
        }
        plant.finish();
        int valid = plant.valid.get();
        await().atMost(Duration.ofSeconds(120)).until(() -> stored() >= valid);

        List<String> ids = StoredMeasurements.eventIds(app::api, processId);
        int refused = plant.refused.get();
        await().atMost(Duration.ofSeconds(30)).until(() -> deadLettered() >= refused);
        double deadLetters = deadLettered();
        String log = Files.readString(app.log());
        List<String> closed = log.lines().filter(l -> l.contains("has been closed") || l.contains("MVStoreException")
                || l.contains("ClosedByInterrupt") || l.contains("Ingest waits")).limit(5).toList();
        System.out.printf("Soak on the embedded default: %d s, %d samples; %d valid produced, %d stored rows (%d"
                + " distinct), %d refused produced, %.0f dead-lettered; longest time without growth %.1f s;"
                + " readiness ingest not UP in %d samples; campaign refits logged %d; closed-database lines %d%n",
                Duration.between(start, Instant.now()).toSeconds(), samples, valid, ids.size(),
                new HashSet<>(ids).size(), refused, deadLetters, longestStall.toMillis() / 1000.0,
                down.size(), log.lines().filter(l -> l.contains("AutomaticRefits")).count(), closed.size());
        assertThat(closed).as("database closed or ingest waiting, in %s", app.log()).isEmpty();
        assertThat(down).as("readiness samples with the ingest not UP").isEmpty();
        assertThat(ids).hasSize(valid).doesNotHaveDuplicates();
        assertThat(stored()).isEqualTo(valid);
        assertThat(deadLetters).isEqualTo(refused);
    }

    private double deadLettered() {
        return app.api().get("/q/metrics").then().statusCode(200).extract().asString().lines()
                .filter(l -> l.startsWith("targetwise_measurements_rejected_total"))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }
}
