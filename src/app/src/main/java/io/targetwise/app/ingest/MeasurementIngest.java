package io.targetwise.app.ingest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.common.annotation.Blocking;
import io.targetwise.app.common.StorageFaults;
import io.targetwise.app.process.ProcessDefinition;

/**
 * Takes plant measurements off Kafka into the database, a poll batch at a time. A record that can never be stored
 * (malformed, invalid, or refused by the database itself) goes to the dead-letter topic with its reason and the
 * stream goes on; re-delivered records find their event id stored and change nothing. Faults of the moment (database
 * or broker unavailable) hold the stream until they pass ({@link IngestRetry}). The batch's offsets are committed
 * only after every part's database transaction committed and the broker took every dead letter: at-least-once delivery plus
 * idempotent storage, and a replayed batch does not send its dead letters twice ({@link DeadLetterLog}).
 *
 * <p>A batch's records are stored in up to {@code targetwise.ingest.store-threads} transactions at once, each holding
 * whole processes: no two of them touch one process's design points, and a process's batches still follow each other.
 * On PostgreSQL the consumer otherwise waits on one server process at a time.
 */
@ApplicationScoped
public class MeasurementIngest {
    private static final Logger LOG = Logger.getLogger(MeasurementIngest.class);

    private final MeasurementRecordReader reader;
    private final ProcessDirectory processes;
    private final MeasurementStore store;
    private final DeadLetterPublisher deadLetters;
    private final DeadLetterLog deadLetterLog;
    private final IngestRetry retry;
    private final ClockSkew clockSkew;
    private final Counter storedCounter;
    private final Counter duplicateCounter;
    private final Counter alreadyDeadLetteredCounter;
    private final Map<RejectedMeasurementException.Kind, Counter> rejectedCounters =
            new EnumMap<>(RejectedMeasurementException.Kind.class);
    private final int storeThreads;
    /** Threads for all but one of a batch's parts; the consumer's own thread stores the first. */
    private final ExecutorService storers;

    MeasurementIngest(ObjectMapper json, ProcessDirectory processes, MeasurementStore store,
            DeadLetterPublisher deadLetters, DeadLetterLog deadLetterLog, IngestRetry retry, ClockSkew clockSkew,
            MeterRegistry metrics,
            @ConfigProperty(name = "targetwise.ingest.store-threads") int storeThreads) {
        if (storeThreads < 1 || storeThreads > MAX_STORE_THREADS) {
            throw new IllegalArgumentException("targetwise.ingest.store-threads must be in 1.." + MAX_STORE_THREADS
                    + ", got " + storeThreads);
        }
        this.reader = new MeasurementRecordReader(json);
        this.processes = processes;
        this.store = store;
        this.deadLetters = deadLetters;
        this.deadLetterLog = deadLetterLog;
        this.retry = retry;
        this.clockSkew = clockSkew;
        this.storedCounter = Counter.builder("targetwise.measurements.stored")
                .description("Measurements stored").register(metrics);
        this.duplicateCounter = Counter.builder("targetwise.measurements.duplicates")
                .description("Re-delivered or re-sent measurements ignored").register(metrics);
        this.alreadyDeadLetteredCounter = Counter.builder("targetwise.measurements.dead.letters.already.sent")
                .description("Re-delivered records whose dead letter the broker already had, not sent again")
                .register(metrics);
        for (RejectedMeasurementException.Kind kind : RejectedMeasurementException.Kind.values()) {
            rejectedCounters.put(kind, Counter.builder("targetwise.measurements.rejected").tag("kind", kind.tag())
                    .description("Records sent to the dead-letter topic").register(metrics));
        }
        this.storeThreads = storeThreads;
        AtomicInteger threadNumber = new AtomicInteger();
        this.storers = storeThreads == 1 ? null : Executors.newFixedThreadPool(storeThreads - 1, task -> {
            Thread t = new Thread(task, "ingest-store-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** More transactions at once than a connection pool of a few connections would serve only queue. */
    static final int MAX_STORE_THREADS = 8;

    @PreDestroy
    void stopStorers() {
        if (storers != null) {
            storers.shutdownNow();
        }
    }

    /** A record that passed validation, kept with its source in case the database refuses it. */
    record Accepted(ConsumerRecord<String, String> record, MeasurementValidator.ValidMeasurement measurement) {
    }

    @Incoming("measurements")
    @Blocking
    public void ingest(ConsumerRecords<String, String> records) {
        Set<String> alreadyDeadLettered = retry.untilDone("reading the dead-letter log",
                () -> deadLetterLog.alreadySent(records));
        List<Accepted> accepted = new ArrayList<>(records.count());
        List<DeadLetter> refused = new ArrayList<>();
        for (ConsumerRecord<String, String> record : records) {
            if (alreadyDeadLettered.contains(DeadLetter.idOf(record))) {
                alreadyDeadLetteredCounter.increment();
                continue;
            }
            try {
                accepted.add(new Accepted(record, validate(record)));
            } catch (RejectedMeasurementException e) {
                refused.add(DeadLetter.of(record, e));
            }
        }
        if (!accepted.isEmpty()) {
            refused.addAll(storeInParts(accepted));
        }
        if (!refused.isEmpty()) {
            sendDeadLetters(refused);
        }
    }

    private MeasurementValidator.ValidMeasurement validate(ConsumerRecord<String, String> record) {
        MeasurementMessage message = reader.read(record.key(), record.value(), record.headers());
        if (message.processId() == null) {
            throw new RejectedMeasurementException(RejectedMeasurementException.Kind.MALFORMED,
                    "processId is missing (neither in the body nor as the record key)");
        }
        // a database fault while looking the process up is a fault of the moment like any other: wait it out
        ProcessDefinition process = retry.untilDone("looking up process " + message.processId(),
                () -> processes.find(message.processId()))
                .orElseThrow(() -> new RejectedMeasurementException(RejectedMeasurementException.Kind.UNKNOWN_PROCESS,
                        "unknown process " + message.processId()));
        return MeasurementValidator.validate(message, process, clockSkew.latestSourceTime());
    }

    /**
     * Stores the records in up to {@link #storeThreads} transactions at once, each retried on its own until done.
     *
     * @return the records the database refused, as dead letters
     */
    private List<DeadLetter> storeInParts(List<Accepted> accepted) {
        List<List<Accepted>> parts = partsByProcess(accepted, storeThreads);
        List<CompletableFuture<List<DeadLetter>>> others = parts.subList(1, parts.size()).stream()
                .map(part -> CompletableFuture.supplyAsync(() -> storeUntilDone(part), storers)).toList();
        List<DeadLetter> refused = new ArrayList<>(storeUntilDone(parts.get(0)));
        for (CompletableFuture<List<DeadLetter>> other : others) {
            try {
                refused.addAll(other.join());
            } catch (CompletionException e) {
                // only a stopping application ends a retry: its last failure ends the batch as on this thread
                throw e.getCause() instanceof RuntimeException cause ? cause : e;
            }
        }
        return refused;
    }

    private List<DeadLetter> storeUntilDone(List<Accepted> part) {
        return retry.untilDone("storing measurements", () -> storeIsolatingRefused(part));
    }

    /**
     * Splits the records into at most {@code count} parts of whole processes, in their order within each process,
     * the busiest processes first, each to the part with the fewest records so far.
     */
    static List<List<Accepted>> partsByProcess(List<Accepted> accepted, int count) {
        Map<Long, List<Accepted>> byProcess = new LinkedHashMap<>();
        accepted.forEach(a -> byProcess.computeIfAbsent(a.measurement().process().id(), id -> new ArrayList<>()).add(a));
        List<List<Accepted>> parts = new ArrayList<>();
        byProcess.values().stream().sorted(Comparator.comparingInt(List<Accepted>::size).reversed()).forEach(records -> {
            if (parts.size() < count) {
                parts.add(new ArrayList<>(records));
            } else {
                parts.stream().min(Comparator.comparingInt(List::size)).orElseThrow().addAll(records);
            }
        });
        return parts;
    }

    /**
     * Stores the records in one transaction. Should the database refuse the batch for a record's sake, halves it
     * until the refused records stand alone, storing the rest: a few extra transactions for each refused record.
     * A unique violation gets one immediate second attempt: it usually means another consumer stored the same event id
     * a moment earlier (a rebalance), which the second attempt finds stored. One that persists is the records' own and
     * is isolated like any refusal, never waited on.
     *
     * @return the records the database refused, as dead letters
     * @throws RuntimeException a fault of the moment, to be retried
     */
    private List<DeadLetter> storeIsolatingRefused(List<Accepted> part) {
        try {
            return storeAll(part);
        } catch (RuntimeException e) {
            RuntimeException failure = e;
            if (StorageFaults.isUniqueViolation(e)) {
                try {
                    return storeAll(part);
                } catch (RuntimeException again) {
                    failure = again;
                }
            }
            if (!StorageFaults.refusesTheRecord(failure) && !StorageFaults.isUniqueViolation(failure)) {
                throw failure;
            }
            if (part.size() == 1) {
                return List.of(new DeadLetter(part.get(0).record(), RejectedMeasurementException.Kind.UNSTORABLE,
                        StorageFaults.reason(failure)));
            }
            int half = part.size() / 2;
            List<DeadLetter> refused = new ArrayList<>(storeIsolatingRefused(part.subList(0, half)));
            refused.addAll(storeIsolatingRefused(part.subList(half, part.size())));
            return refused;
        }
    }

    private List<DeadLetter> storeAll(List<Accepted> part) {
        MeasurementStore.Result result = store.store(part.stream().map(Accepted::measurement).toList());
        storedCounter.increment(result.stored());
        duplicateCounter.increment(result.duplicates());
        return List.of();
    }

    private void sendDeadLetters(List<DeadLetter> refused) {
        refused.forEach(l -> LOG.debugf("Dead-lettering %s: %s", l.id(), l.reason()));
        List<DeadLetter> unsent = new ArrayList<>(refused);
        retry.untilDone("sending dead letters", () -> {
            unsent.retainAll(deadLetters.send(unsent));
            if (!unsent.isEmpty()) {
                throw new IllegalStateException("the broker did not take " + unsent.size() + " dead letter(s)");
            }
            return null;
        });
        retry.untilDone("recording dead letters", () -> {
            deadLetterLog.record(refused);
            return null;
        });
        refused.forEach(l -> rejectedCounters.get(l.kind()).increment());
    }
}
