package io.targetwise.app.kafka;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * Gives each test run its own broker ports and log directory. The application under test then starts the embedded
 * broker itself, exactly as on a user's first start, so the tests exercise the real start-up path.
 */
public class EmbeddedKafkaTestResource implements QuarkusTestResourceLifecycleManager {
    private Path dataDir;

    @Override
    public Map<String, String> start() {
        try {
            dataDir = Files.createTempDirectory("targetwise-kafka-test");
            return Map.of(
                    "targetwise.kafka.embedded.port", Integer.toString(freePort()),
                    "targetwise.kafka.embedded.controller-port", Integer.toString(freePort()),
                    "targetwise.kafka.embedded.data-dir", dataDir.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs after the application, and with it the broker, has stopped. */
    @Override
    public void stop() {
        try (Stream<Path> files = Files.walk(dataDir)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static int freePort() throws IOException {
        return io.targetwise.app.FreePorts.pick();
    }
}
