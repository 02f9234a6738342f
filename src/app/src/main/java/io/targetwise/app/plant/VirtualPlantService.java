package io.targetwise.app.plant;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import io.targetwise.app.campaign.DesignProposals;
import io.targetwise.app.ingest.MeasurementMessage;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.app.process.ProcessService;
import io.targetwise.app.readings.DesignPoints;
import io.targetwise.app.setpoint.SetpointCommandMessage;
import io.targetwise.app.setpoint.SetpointCommands;
import io.targetwise.simulators.forging.ForgingSimulator;
import io.targetwise.simulators.plant.PlantReading;
import io.targetwise.simulators.plant.VirtualPlant;

/**
 * The demo's forging press: a {@link VirtualPlant} over the forging simulator that publishes a reading per interval to
 * the measurements topic, exactly as a real plant would, and moves to each setpoint command it hears on the
 * setpoints topic. On a fresh database it first runs the product's initial design for the process
 * ({@link DesignProposals#points}: the setpoints the product would propose, which the demo plant runs by itself so that
 * the demo reaches its first model with no one approving each), so the campaign has data to propose from.
 */
@ApplicationScoped
public class VirtualPlantService {
    private static final Logger LOG = Logger.getLogger(VirtualPlantService.class);

    private final boolean enabled;
    private final Duration interval;
    private final long seed;
    private final ProcessService processes;
    private final MutinyEmitter<String> measurements;
    private final ObjectMapper json;
    private final Clock clock;
    private final DesignPoints designPoints;
    private final DesignProposals designs;
    private final SetpointCommands commands;
    private final Deque<Map<String, Double>> initialDesign = new ArrayDeque<>();
    private final AppliedCommands applied = new AppliedCommands();
    private ScheduledExecutorService ticker;
    private VirtualPlant plant;
    private long processId;
    private int readingsAtSetpoint;

    VirtualPlantService(@ConfigProperty(name = "targetwise.virtual-plant.enabled") boolean enabled,
            @ConfigProperty(name = "targetwise.virtual-plant.interval") Duration interval,
            @ConfigProperty(name = "targetwise.virtual-plant.seed") long seed, ProcessService processes,
            @Channel("plant-measurements") MutinyEmitter<String> measurements, ObjectMapper json, Clock clock,
            DesignPoints designPoints, DesignProposals designs, SetpointCommands commands) {
        this.enabled = enabled;
        this.interval = interval;
        this.seed = seed;
        this.processes = processes;
        this.measurements = measurements;
        this.json = json;
        this.clock = clock;
        this.designPoints = designPoints;
        this.designs = designs;
        this.commands = commands;
    }

    /** After the demo process is seeded: observers run in ascending priority, the seeder's is the default 2500. */
    void onStart(@Observes @Priority(Interceptor.Priority.APPLICATION + 1000) StartupEvent event) {
        if (!enabled) {
            return;
        }
        ProcessDefinition demo = processes.findByName(DemoProcessSeeder.DEMO_PROCESS_NAME).orElse(null);
        if (demo == null) {
            LOG.warnf("Virtual plant not started: no process named '%s'", DemoProcessSeeder.DEMO_PROCESS_NAME);
            return;
        }
        ForgingSimulator simulator = ForgingSimulator.create();
        processId = demo.id();
        Map<String, Double> start = resumeSetpoint(demo).orElseGet(() -> planInitialDesign(demo));
        plant = VirtualPlant.of(simulator, processId, start, demo.replicates(), clock, seed, interval,
                VirtualPlant.DEFAULT_DRIFT_CORRELATION_TIME);
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "virtual-plant");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(this::tick, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
        LOG.infof("Virtual plant running process %d at %s, a reading every %s", processId, start, interval);
    }

    /** Where the plant was last sent, if it was ever commanded. */
    private Optional<Map<String, Double>> resumeSetpoint(ProcessDefinition demo) {
        return commands.latestSetpoint(demo.id()).map(demo::namedSetpoints);
    }

    private Map<String, Double> planInitialDesign(ProcessDefinition demo) {
        long measured = designPoints.count(demo.id());
        List<Map<String, Double>> design = designs.points(demo);
        design.stream().skip(Math.min(measured, design.size())).forEach(initialDesign::add);
        return initialDesign.isEmpty() ? design.get(design.size() - 1) : initialDesign.poll();
    }

    private synchronized void tick() {
        try {
            MeasurementMessage reading = toMessage(plant.next());
            measurements.sendMessageAndAwait(Message.of(json.writeValueAsString(reading)).addMetadata(
                    OutgoingKafkaRecordMetadata.<String>builder().withKey(Long.toString(processId)).build()));
            if (++readingsAtSetpoint >= plant.replicatesPerSetpoint() && !initialDesign.isEmpty()) {
                moveTo(initialDesign.poll());
            }
        } catch (JsonProcessingException | RuntimeException e) {
            LOG.warnf("Virtual plant reading not published: %s", e.getMessage());
        }
    }

    /** The plant's reading in the measurements topic's contract; a simulated reading is always of GOOD quality. */
    static MeasurementMessage toMessage(PlantReading reading) {
        return new MeasurementMessage(reading.eventId(), reading.processId(), reading.sourceTime(), reading.setpoints(),
                reading.environment(), reading.output(), reading.unit(), MeasurementMessage.Quality.GOOD,
                reading.batchId());
    }

    private synchronized void moveTo(Map<String, Double> setpoint) {
        plant.moveTo(setpoint);
        readingsAtSetpoint = 0;
    }

    /** The plant's side of the setpoints topic: apply commands for its process; the initial design then ends. */
    @Incoming("plant-setpoints")
    public void onSetpointCommand(String value) throws JsonProcessingException {
        SetpointCommandMessage command = json.readValue(value, SetpointCommandMessage.class);
        if (plant == null || command.processId() != processId) {
            return;
        }
        synchronized (this) {
            if (!applied.firstTime(command.commandId())) {
                LOG.infof("Virtual plant ignored command %s: applied already (redelivered or published twice)",
                        command.commandId());
                return;
            }
            initialDesign.clear();
            try {
                moveTo(new LinkedHashMap<>(command.setpoints()));
                LOG.infof("Virtual plant moved to %s (%s by %s)", command.setpoints(), command.kind(), command.issuedBy());
            } catch (IllegalArgumentException e) {
                LOG.warnf("Virtual plant refused command %s: %s", command.commandId(), e.getMessage());
            }
        }
    }

    public boolean isRunning() {
        return plant != null;
    }

    @PreDestroy
    void stop() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
    }
}
