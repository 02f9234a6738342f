package io.targetwise.app.kafka;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;

/**
 * A real single-node Apache Kafka broker (KRaft: broker and controller in one process) running inside this JVM on
 * loopback ports. It is what the embedded defaults run on, so a new user needs no Docker and no Kafka install.
 * Its log directory persists, so records survive restarts like on a real broker.
 */
public final class EmbeddedKafkaBroker implements AutoCloseable {
    private final KafkaRaftServer server;
    private final String bootstrapServers;

    private EmbeddedKafkaBroker(KafkaRaftServer server, String bootstrapServers) {
        this.server = server;
        this.bootstrapServers = bootstrapServers;
    }

    /**
     * Formats the log directory on first use and starts the broker; returns once it accepts connections.
     *
     * @param port the client listener port on 127.0.0.1
     * @param controllerPort the KRaft controller listener port on 127.0.0.1
     * @param dataDir the broker's log directory, created if missing
     * @param defaultPartitions partitions of auto-created topics
     */
    public static EmbeddedKafkaBroker start(int port, int controllerPort, Path dataDir, int defaultPartitions) {
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("targetwise.kafka.embedded.port must be in 1..65535, got " + port);
        }
        if (controllerPort <= 0 || controllerPort > 65535 || controllerPort == port) {
            throw new IllegalArgumentException("targetwise.kafka.embedded.controller-port must be in 1..65535 and differ"
                    + " from the client port, got " + controllerPort);
        }
        if (defaultPartitions < 1) {
            throw new IllegalArgumentException("targetwise.kafka.embedded.partitions must be >= 1, got " + defaultPartitions);
        }
        Properties props = brokerProperties(port, controllerPort, dataDir.toAbsolutePath(), defaultPartitions);
        formatStorageIfNew(props, dataDir);
        KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(props, false), Time.SYSTEM);
        server.startup();
        return new EmbeddedKafkaBroker(server, "127.0.0.1:" + port);
    }

    private static Properties brokerProperties(int port, int controllerPort, Path logDir, int partitions) {
        Properties p = new Properties();
        p.put("process.roles", "broker,controller");
        p.put("node.id", "1");
        p.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        p.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
        p.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
        p.put("controller.listener.names", "CONTROLLER");
        p.put("inter.broker.listener.name", "PLAINTEXT");
        p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        p.put("log.dirs", logDir.toString());
        p.put("num.partitions", Integer.toString(partitions));
        p.put("auto.create.topics.enable", "true");
        // One node: every internal topic has a single replica.
        p.put("offsets.topic.replication.factor", "1");
        p.put("offsets.topic.num.partitions", "3");
        p.put("transaction.state.log.replication.factor", "1");
        p.put("transaction.state.log.min.isr", "1");
        p.put("share.coordinator.state.topic.replication.factor", "1");
        p.put("share.coordinator.state.topic.min.isr", "1");
        p.put("group.initial.rebalance.delay.ms", "0");
        return p;
    }

    private static void formatStorageIfNew(Properties props, Path dataDir) {
        try {
            Files.createDirectories(dataDir);
            if (Files.exists(dataDir.resolve("meta.properties"))) {
                return;
            }
            Path config = Files.createTempFile("targetwise-kafka", ".properties");
            try (OutputStream out = Files.newOutputStream(config)) {
                props.store(out, "embedded broker");
            }
            String[] args = {"format", "-t", Uuid.randomUuid().toString(), "-c", config.toString(), "--ignore-formatted"};
            int status = StorageTool.execute(args, new PrintStream(OutputStream.nullOutputStream()));
            Files.deleteIfExists(config);
            if (status != 0) {
                throw new IllegalStateException("formatting the Kafka log directory " + dataDir + " failed with status " + status);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the Kafka log directory " + dataDir, e);
        }
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    @Override
    public void close() {
        server.shutdown();
        server.awaitShutdown();
    }
}
