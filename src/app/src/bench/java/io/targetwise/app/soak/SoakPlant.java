package io.targetwise.app.soak;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.targetwise.app.plant.AppliedCommands;
import io.targetwise.app.plant.PlantRecords;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.simulators.SetpointPool;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plant.PlantReading;
import io.targetwise.simulators.plant.VirtualPlant;

/**
 * The plant of the soak, in the soak's own JVM so that killing an instance never kills it: the demo's forging press
 * ({@link VirtualPlant}) runs its initial design, then every setpoint command it hears, and sends a reading per
 * interval with an idempotent producer, keeping the event id of every reading the broker acknowledged. Now and then
 * it sends a malformed record (poison) and re-sends a reading already acknowledged (a duplicate). On the setpoints
 * topic it applies each command id once ({@link AppliedCommands}, the rule the demo plant follows) and counts every
 * delivery.
 */
final class SoakPlant implements AutoCloseable {
    static final String MEASUREMENTS = "targetwise.measurements";
    static final String SETPOINTS = "targetwise.setpoints";
    private static final int POISON_EVERY = 97;
    private static final int DUPLICATE_EVERY = 89;

    /** The readings at one setpoint, between two moves. */
    static final class Batch {
        final String commandId; // null for the plant's own initial design
        final Instant started;
        final AtomicInteger acknowledged = new AtomicInteger();
        volatile Instant completed;

        Batch(String commandId, Instant started) {
            this.commandId = commandId;
            this.started = started;
        }
    }

    private final ObjectMapper json = new ObjectMapper();
    private final long processId;
    private final String key;
    private final VirtualPlant plant;
    private final KafkaProducer<String, String> producer;
    private final KafkaConsumer<String, String> commands;
    private final Deque<Map<String, Double>> initialDesign = new ArrayDeque<>();
    private final AppliedCommands applied = new AppliedCommands();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor();
    private final Thread listener;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final SplittableRandom random;
    private final List<String> acknowledgedPayloads = new ArrayList<>();

    /** Event ids of valid readings sent, and of those the broker acknowledged. */
    final Set<String> sent = ConcurrentHashMap.newKeySet();
    final Set<String> acknowledged = ConcurrentHashMap.newKeySet();
    /** Event ids of poison records the broker acknowledged. */
    final Set<String> poison = ConcurrentHashMap.newKeySet();
    final AtomicInteger duplicatesSent = new AtomicInteger();
    final AtomicInteger sendFailures = new AtomicInteger();
    /** Deliveries per command id, and the ids applied (each once, or the plant's rule is broken). */
    final Map<String, AtomicInteger> deliveries = new ConcurrentHashMap<>();
    final Map<String, AtomicInteger> applications = new ConcurrentHashMap<>();
    /** Every batch by its batch id, in order. */
    final Map<String, Batch> batches = java.util.Collections.synchronizedMap(new LinkedHashMap<>());
    private volatile String currentBatch;
    private final AtomicInteger bursts = new AtomicInteger();
    private int sequence;

    /** @param process the demo process's definition, {@code processId} its id in the database */
    SoakPlant(String bootstrapServers, long processId, ProcessDefinition process, Duration interval, long seed) {
        this.processId = processId;
        this.key = Long.toString(processId);
        this.random = new SplittableRandom(seed);
        ForgingSimulator simulator = ForgingSimulator.create();
        SetpointPool.cornersAndLatinHypercube(simulator.spec(), process.initialDesignSize(), new SplittableRandom(seed))
                .forEach(x -> initialDesign.add(process.namedSetpoints(x)));
        plant = VirtualPlant.of(simulator, processId, initialDesign.poll(), process.replicates(), Clock.systemUTC(),
                seed, interval, VirtualPlant.DEFAULT_DRIFT_CORRELATION_TIME);
        currentBatch = plant.currentBatchId();
        batches.put(currentBatch, new Batch(null, Instant.now()));

        Properties producerProps = new Properties();
        producerProps.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        producerProps.put(ProducerConfig.ACKS_CONFIG, "all");
        producerProps.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        producerProps.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, "300000"); // outlasts a broker restart
        producerProps.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "300000");
        producer = new KafkaProducer<>(producerProps, new StringSerializer(), new StringSerializer());

        Properties consumerProps = new Properties();
        consumerProps.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        consumerProps.put(ConsumerConfig.GROUP_ID_CONFIG, "soak-plant");
        consumerProps.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        commands = new KafkaConsumer<>(consumerProps, new StringDeserializer(), new StringDeserializer());
        listener = new Thread(this::listen, "soak-plant-commands");
        ticker.scheduleAtFixedRate(this::tick, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
        listener.start();
    }

    private void tick() {
        try {
            int i = sequence++;
            if (i % POISON_EVERY == POISON_EVERY - 1) {
                sendPoison("soak-poison-" + i);
            }
            if (i % DUPLICATE_EVERY == DUPLICATE_EVERY - 1) {
                resendAnAcknowledged();
            }
            PlantReading reading;
            synchronized (this) {
                reading = plant.next();
            }
            Batch batch = batches.get(reading.batchId());
            String payload = PlantRecords.toJson(reading);
            sent.add(reading.eventId());
            send(payload, () -> {
                acknowledged.add(reading.eventId());
                synchronized (acknowledgedPayloads) {
                    acknowledgedPayloads.add(payload);
                }
                if (batch.acknowledged.incrementAndGet() == plant.replicatesPerSetpoint()) {
                    batch.completed = Instant.now();
                }
            });
            synchronized (this) {
                if (batch.acknowledged.get() >= plant.replicatesPerSetpoint() && !initialDesign.isEmpty()
                        && reading.batchId().equals(currentBatch)) {
                    moveTo(initialDesign.poll(), null);
                }
            }
        } catch (RuntimeException | JsonProcessingException e) {
            failure.compareAndSet(null, e);
        }
    }

    /** A burst of {@code n} poison records and {@code n} re-sent readings, as a misbehaving gateway would send. */
    void burst(int n) {
        int burst = bursts.incrementAndGet();
        for (int k = 0; k < n; k++) {
            sendPoison("soak-poison-burst-" + burst + "-" + k);
            resendAnAcknowledged();
        }
    }

    /** A record cut off mid-JSON, carrying its id so that its dead letter can be found. */
    private void sendPoison(String id) {
        send("{\"eventId\": \"" + id + "\", \"sourceTime\": ", () -> poison.add(id));
    }

    private void resendAnAcknowledged() {
        String again;
        synchronized (acknowledgedPayloads) {
            again = acknowledgedPayloads.isEmpty() ? null
                    : acknowledgedPayloads.get(random.nextInt(acknowledgedPayloads.size()));
        }
        if (again != null) {
            send(again, duplicatesSent::incrementAndGet);
        }
    }

    private void send(String payload, Runnable onAcknowledged) {
        producer.send(new ProducerRecord<>(MEASUREMENTS, key, payload), (metadata, error) -> {
            if (error == null) {
                onAcknowledged.run();
            } else {
                sendFailures.incrementAndGet();
            }
        });
    }

    /** Runs the setpoint from the next reading on, as a new batch (on the plant's lock, so no reading straddles it). */
    private void moveTo(Map<String, Double> setpoint, String commandId) {
        plant.moveTo(setpoint);
        currentBatch = plant.currentBatchId();
        batches.put(currentBatch, new Batch(commandId, Instant.now()));
    }

    private void listen() {
        commands.subscribe(List.of(SETPOINTS));
        while (!stopped.get()) {
            try {
                for (ConsumerRecord<String, String> record : commands.poll(Duration.ofMillis(500))) {
                    onCommand(record.value());
                }
            } catch (org.apache.kafka.common.errors.WakeupException stopping) {
                return;
            } catch (RuntimeException | JsonProcessingException e) {
                failure.compareAndSet(null, e);
                return;
            }
        }
    }

    private void onCommand(String value) throws JsonProcessingException {
        JsonNode command = json.readTree(value);
        if (command.path("processId").asLong() != processId) {
            return;
        }
        String id = command.path("commandId").asText();
        deliveries.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
        if (!applied.firstTime(id)) {
            return;
        }
        Map<String, Double> setpoint = new LinkedHashMap<>();
        command.path("setpoints").fields().forEachRemaining(e -> setpoint.put(e.getKey(), e.getValue().asDouble()));
        synchronized (this) {
            initialDesign.clear();
            moveTo(setpoint, id);
        }
        applications.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
    }

    /** The first error of the plant's threads, if any (a failed send is counted, not an error). */
    Throwable failure() {
        return failure.get();
    }

    /** Stops sending and waits until every send in flight is acknowledged or failed; the listener goes on. */
    void stopSending() throws InterruptedException {
        ticker.shutdown();
        ticker.awaitTermination(30, TimeUnit.SECONDS);
        producer.flush();
    }

    @Override
    public void close() throws InterruptedException {
        ticker.shutdownNow();
        stopped.set(true);
        commands.wakeup();
        listener.join(10_000);
        commands.close();
        producer.close();
    }
}
