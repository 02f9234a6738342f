package io.targetwise.app.plant;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import io.targetwise.app.it.ApplicationInstance;
import io.targetwise.app.kafka.EmbeddedKafkaBroker;

/**
 * The packaged application (H2 build) on a broker of its own, its demo plant off: the benchmark plays the plant.
 * Closing stops the application, then the broker.
 */
public final class BenchStack implements AutoCloseable {
    private final EmbeddedKafkaBroker broker;
    private final ApplicationInstance app;

    private BenchStack(EmbeddedKafkaBroker broker, ApplicationInstance app) {
        this.broker = broker;
        this.app = app;
    }

    public static BenchStack start(String name) throws IOException {
        Path work = Files.createTempDirectory("targetwise-" + name);
        EmbeddedKafkaBroker broker = EmbeddedKafkaBroker.start(ApplicationInstance.freePort(),
                ApplicationInstance.freePort(), work.resolve("kafka"), 3);
        try {
            return new BenchStack(broker, ApplicationInstance.of(name, Map.of(
                    "kafka.bootstrap.servers", broker.bootstrapServers(),
                    "quarkus.datasource.jdbc.url", "jdbc:h2:async:" + work.resolve("db") + ";DB_CLOSE_ON_EXIT=FALSE",
                    "targetwise.virtual-plant.enabled", "false")).start());
        } catch (RuntimeException e) {
            broker.close();
            throw e;
        }
    }

    public ApplicationInstance app() {
        return app;
    }

    public String bootstrapServers() {
        return broker.bootstrapServers();
    }

    @Override
    public void close() {
        try {
            app.close();
        } finally {
            broker.close();
        }
    }
}
