package io.targetwise.app.history;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import io.targetwise.app.common.InvalidRequestException;

/**
 * {@code send-measurements}: sends plant history from a CSV file (or stdin) to the measurements topic as a plant
 * would, so an integrator can try the Kafka path without writing a producer. It runs before and instead of the
 * application (TargetwiseMain): a plain producer, no web server, no database. Rows are read as the REST import reads
 * them (MeasurementCsv); whether they are valid for the process is the ingest's to decide, as for any plant record.
 */
public final class SendMeasurements {
    public static final String COMMAND = "send-measurements";
    static final int OK = 0;
    static final int FAILED = 1;
    static final int BAD_INPUT = 2;
    private static final String USAGE = """
            usage: send-measurements --process ID --file PATH|- [--bootstrap-servers HOST:PORT] [--topic NAME]
                                     [--unit UNIT] [--timeout SECONDS]
              --file -             read the CSV from stdin
              --bootstrap-servers  default 127.0.0.1:19092 (the embedded broker)
              --topic              default targetwise.measurements
              --unit               unit of rows without a unit column or cell
              --timeout            seconds to wait for the broker, default 30
            The CSV format is described in docs/kafka.md (History import).""";
    private static final Set<String> OPTIONS = Set.of("--process", "--file", "--bootstrap-servers", "--topic", "--unit",
            "--timeout");
    private static final Duration REDRAW = Duration.ofMillis(100);
    private static final int BAR_WIDTH = 30;

    private final Map<String, String> options;
    private final InputStream stdin;
    private final PrintStream err;

    private SendMeasurements(Map<String, String> options, InputStream stdin, PrintStream err) {
        this.options = options;
        this.stdin = stdin;
        this.err = err;
    }

    /** @return the exit status: 0 all sent and acknowledged, 1 the broker failed, 2 bad arguments or input */
    public static int run(String[] args, InputStream stdin, PrintStream err) {
        Map<String, String> options = new HashMap<>(Map.of("--bootstrap-servers", "127.0.0.1:19092",
                "--topic", "targetwise.measurements", "--timeout", "30"));
        for (int i = 0; i < args.length; i += 2) {
            if (!OPTIONS.contains(args[i]) || i + 1 == args.length) {
                return usage(err, OPTIONS.contains(args[i]) ? args[i] + " needs a value"
                        : "unknown option '" + args[i] + "'");
            }
            options.put(args[i], args[i + 1]);
        }
        for (String required : List.of("--process", "--file")) {
            if (!options.containsKey(required)) {
                return usage(err, required + " is required");
            }
        }
        return new SendMeasurements(options, stdin, err).send();
    }

    private static int usage(PrintStream err, String problem) {
        err.println(COMMAND + ": " + problem);
        err.println(USAGE);
        return BAD_INPUT;
    }

    private int send() {
        long processId;
        Duration timeout;
        try {
            processId = Long.parseLong(options.get("--process"));
            timeout = Duration.ofSeconds(Long.parseLong(options.get("--timeout")));
        } catch (NumberFormatException e) {
            return usage(err, "--process and --timeout take whole numbers: " + e.getMessage());
        }
        List<MeasurementCsv.Row> rows;
        try (Reader csv = open(options.get("--file"))) {
            // the broker's consumer judges the variables: this command does not know the process
            rows = MeasurementCsv.parse(csv, processId, options.get("--unit"), Integer.MAX_VALUE, columns -> { });
        } catch (IOException | UncheckedIOException e) {
            err.println(COMMAND + ": cannot read " + options.get("--file") + ": " + e.getMessage());
            return BAD_INPUT;
        } catch (InvalidRequestException e) {
            err.println(COMMAND + ": " + e.getMessage());
            return BAD_INPUT;
        }
        List<MeasurementCsv.Row> unreadable = rows.stream().filter(r -> r.problem() != null).toList();
        if (!unreadable.isEmpty()) {
            unreadable.forEach(r -> err.println("line " + r.line() + ": " + r.problem()));
            err.println(COMMAND + ": nothing sent, " + unreadable.size() + " row(s) cannot be read");
            return BAD_INPUT;
        }
        // Without a unit every row would be dead-lettered; the command cannot look the process's unit up.
        Optional<MeasurementCsv.Row> noUnit = rows.stream().filter(r -> r.message().unit() == null).findFirst();
        if (noUnit.isPresent()) {
            return usage(err, "line " + noUnit.get().line() + " has no unit: give --unit (the process output's unit)"
                    + " or a unit column");
        }
        return produce(processId, rows, timeout);
    }

    private Reader open(String file) throws IOException {
        InputStream in = file.equals("-") ? stdin : Files.newInputStream(Path.of(file));
        return new InputStreamReader(in, StandardCharsets.UTF_8);
    }

    private int produce(long processId, List<MeasurementCsv.Row> rows, Duration timeout) {
        ObjectMapper json = new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL);
        AtomicInteger acknowledged = new AtomicInteger();
        AtomicInteger answered = new AtomicInteger();
        AtomicReference<Exception> failure = new AtomicReference<>();
        Progress progress = new Progress(rows.size());
        // The client would log every failed connection attempt over the progress bar; failures are reported below.
        Logger kafkaLog = Logger.getLogger("org.apache.kafka");
        Level kafkaLevel = kafkaLog.getLevel();
        kafkaLog.setLevel(Level.SEVERE);
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(producerProperties(timeout),
                new StringSerializer(), new StringSerializer())) {
            int sent = 0;
            for (MeasurementCsv.Row row : rows) {
                if (failure.get() != null) {
                    break;
                }
                producer.send(new ProducerRecord<>(options.get("--topic"), Long.toString(processId),
                        json.writeValueAsString(row.message())), (metadata, error) -> {
                            if (error == null) {
                                acknowledged.incrementAndGet();
                            } else {
                                failure.compareAndSet(null, error);
                            }
                            answered.incrementAndGet();
                        });
                sent++;
                progress.draw(acknowledged.get(), false);
            }
            // Every record sent is answered within the delivery timeout, acknowledged or failed.
            while (answered.get() < sent) {
                Thread.sleep(REDRAW.toMillis());
                progress.draw(acknowledged.get(), false);
            }
            progress.draw(acknowledged.get(), true);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a measurement could not be written as JSON", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println();
            err.println(COMMAND + ": interrupted after " + acknowledged.get() + " of " + rows.size() + " rows");
            return FAILED;
        } finally {
            kafkaLog.setLevel(kafkaLevel);
        }
        if (failure.get() != null || acknowledged.get() < rows.size()) {
            err.println(COMMAND + ": the broker at " + options.get("--bootstrap-servers") + " acknowledged "
                    + acknowledged.get() + " of " + rows.size() + " rows within " + timeout.toSeconds() + " s"
                    + (failure.get() == null ? "" : ": " + failure.get().getMessage()));
            return FAILED;
        }
        err.println(COMMAND + ": " + rows.size() + " rows sent to " + options.get("--topic") + " for process " + processId);
        return OK;
    }

    /** Every wait (metadata, buffer space, acknowledgement) ends within the timeout, so no broker means a clear exit. */
    private Properties producerProperties(Duration timeout) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, options.get("--bootstrap-servers"));
        props.put(ProducerConfig.ACKS_CONFIG, "all");
        props.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        props.put(ProducerConfig.LINGER_MS_CONFIG, "5");
        props.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, Long.toString(timeout.toMillis()));
        props.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, Long.toString(timeout.toMillis()));
        props.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, Long.toString(timeout.toMillis() + 5));
        return props;
    }

    /** A one-line bar on stderr: rows acknowledged of all rows, and the rate so far. */
    private final class Progress {
        private final int total;
        private final long started = System.nanoTime();
        private long drawnAt;

        Progress(int total) {
            this.total = total;
        }

        void draw(int done, boolean last) {
            long now = System.nanoTime();
            if (!last && now - drawnAt < REDRAW.toNanos()) {
                return;
            }
            drawnAt = now;
            int filled = total == 0 ? BAR_WIDTH : (int) ((long) BAR_WIDTH * done / total);
            double seconds = Math.max(1e-3, (now - started) / 1e9);
            err.printf("\r[%s%s] %d/%d rows  %.0f rows/s", "#".repeat(filled), " ".repeat(BAR_WIDTH - filled), done,
                    total, done / seconds);
            if (last) {
                err.println();
            }
        }
    }
}
