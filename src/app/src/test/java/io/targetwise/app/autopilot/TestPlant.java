package io.targetwise.app.autopilot;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.DoubleUnaryOperator;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.targetwise.app.ingest.KafkaTestClient;

/**
 * A one-variable plant on the real broker, as a plant integration would run it: it takes each setpoint command for
 * its process from the setpoints topic and answers with the process's replicates of readings there, the output
 * being {@code truth(x)} plus Gaussian noise plus an offset a test may inject at any moment (a sudden fault).
 */
public final class TestPlant implements AutoCloseable {
    private final KafkaTestClient kafka;
    private final String processKey;
    private final String variable;
    private final String unit;
    private final int replicates;
    private final DoubleUnaryOperator truth;
    private final double noiseSd;
    private final Random noise = new Random(11);
    private final ObjectMapper json = new ObjectMapper();
    private final List<JsonNode> commands = new CopyOnWriteArrayList<>();
    private final List<Instant> receipts = new CopyOnWriteArrayList<>();
    private final Thread loop;
    private volatile double offset;
    private volatile boolean stuck;
    private volatile double frozenAt = Double.NaN;
    private volatile double lastReported = Double.NaN;
    private volatile double runningAt = Double.NaN;
    private volatile boolean running = true;
    private volatile Duration settling = Duration.ZERO;
    private Thread production;

    public TestPlant(KafkaTestClient kafka, String bootstrapServers, long processId, String variable, String unit,
            int replicates, DoubleUnaryOperator truth, double noiseSd) {
        this.kafka = kafka;
        this.processKey = Long.toString(processId);
        this.variable = variable;
        this.unit = unit;
        this.replicates = replicates;
        this.truth = truth;
        this.noiseSd = noiseSd;
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "test-plant-" + UUID.randomUUID());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        loop = new Thread(() -> {
            try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(),
                    new StringDeserializer())) {
                consumer.subscribe(List.of("targetwise.setpoints"));
                while (running) {
                    for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(100))) {
                        if (r.key().equals(processKey)) {
                            JsonNode command = json.readTree(r.value());
                            receipts.add(Instant.now());
                            commands.add(command);
                            synchronized (this) { // no reading while it settles
                                if (!settling.isZero()) {
                                    Thread.sleep(settling.toMillis());
                                }
                                measure(stuck ? runningAt : command.get("setpoints").get(variable).asDouble(),
                                        replicates);
                            }
                        }
                    }
                }
            } catch (Exception e) {
                if (running) {
                    throw new IllegalStateException(e);
                }
            }
        }, "test-plant-" + processId);
        loop.setDaemon(true);
        loop.start();
    }

    /** Sends {@code count} readings at x, where it then runs. */
    public synchronized void measure(double x, int count) {
        runningAt = x;
        for (int r = 0; r < count; r++) {
            double y = Double.isNaN(frozenAt) ? truth.applyAsDouble(x) + offset + noiseSd * noise.nextGaussian()
                    : frozenAt;
            lastReported = y;
            kafka.send("targetwise.measurements", processKey, """
                    {"eventId": "%s", "sourceTime": "%s", "setpoints": {"%s": %s}, "output": %s, "unit": "%s",
                     "quality": "GOOD"}""".formatted(UUID.randomUUID(), Instant.now(), variable, x, y, unit));
        }
    }

    /**
     * From now on it also reads on where it runs, one reading every {@code interval}, as a plant in production does
     * between commands (the readings that tell an instance a delivery whose own instance died is still unanswered).
     */
    public void produceEvery(Duration interval) {
        production = new Thread(() -> {
            while (running) {
                if (!Double.isNaN(runningAt)) {
                    measure(runningAt, 1);
                }
                try {
                    Thread.sleep(interval.toMillis());
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "test-plant-production");
        production.setDaemon(true);
        production.start();
    }

    /**
     * From now on it takes {@code time} to settle at each commanded setpoint before it answers with its replicates,
     * reading nothing meanwhile; zero (the default) answers at once.
     */
    public void settleFor(Duration time) {
        settling = time;
    }

    /** From now on every reading is {@code offset} higher: a sudden fault the model has not seen. */
    public void injectOffset(double value) {
        offset = value;
    }

    /**
     * From now on it hears commands but stays where it runs, answering each with readings there that report that
     * setpoint truthfully: a stuck actuator.
     */
    public void stick() {
        stuck = true;
    }

    /** From now on every reading reports the last value reported before: a frozen sensor. */
    public void freezeSensor() {
        frozenAt = lastReported;
    }

    /** The setpoint commands it received, in order. */
    public List<JsonNode> commands() {
        return List.copyOf(commands);
    }

    /** When it received each of {@link #commands()}, in the same order (a later entry may lag its command a moment). */
    public List<Instant> receipts() {
        return List.copyOf(receipts);
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        loop.join(5000);
        if (production != null) {
            production.join(5000);
        }
    }
}
