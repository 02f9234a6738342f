package io.targetwise.app.kafka;

import java.nio.file.Path;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.BeforeDestroyed;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/**
 * Starts the in-process broker before the messaging channels connect, but only when {@code kafka.bootstrap.servers}
 * points at it: configuring an external cluster (e.g. {@code KAFKA_BOOTSTRAP_SERVERS}) switches it off by itself.
 */
@ApplicationScoped
public class EmbeddedKafkaLifecycle {
    private static final Logger LOG = Logger.getLogger(EmbeddedKafkaLifecycle.class);

    private final boolean enabled;
    private final int port;
    private final int controllerPort;
    private final Path dataDir;
    private final int partitions;
    private final String bootstrapServers;
    private EmbeddedKafkaBroker broker;

    EmbeddedKafkaLifecycle(@ConfigProperty(name = "targetwise.kafka.embedded.enabled") boolean enabled,
            @ConfigProperty(name = "targetwise.kafka.embedded.port") int port,
            @ConfigProperty(name = "targetwise.kafka.embedded.controller-port") int controllerPort,
            @ConfigProperty(name = "targetwise.kafka.embedded.data-dir") Path dataDir,
            @ConfigProperty(name = "targetwise.kafka.embedded.partitions") int partitions,
            @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.enabled = enabled;
        this.port = port;
        this.controllerPort = controllerPort;
        this.dataDir = dataDir;
        this.partitions = partitions;
        this.bootstrapServers = bootstrapServers;
    }

    /** Runs before the messaging extension's own startup observer (LIBRARY_BEFORE). */
    void onStart(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        String embeddedAddress = "127.0.0.1:" + port;
        if (!enabled || !embeddedAddress.equals(bootstrapServers)) {
            LOG.infof("Using the Kafka cluster at %s (embedded broker not started)", bootstrapServers);
            return;
        }
        long start = System.nanoTime();
        broker = EmbeddedKafkaBroker.start(port, controllerPort, dataDir, partitions);
        LOG.infof("Embedded Kafka broker (KRaft) up at %s in %d ms, data in %s", broker.bootstrapServers(),
                (System.nanoTime() - start) / 1_000_000, dataDir.toAbsolutePath());
    }

    /** Runs after the Kafka connector has closed its clients (it does so before application-scoped beans go). */
    void onStop(@Observes @Priority(Interceptor.Priority.PLATFORM_AFTER) @BeforeDestroyed(ApplicationScoped.class) Object event) {
        if (broker != null) {
            broker.close();
            broker = null;
        }
    }

    public boolean isRunning() {
        return broker != null;
    }
}
