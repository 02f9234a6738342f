package io.targetwise.app.soak;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

import io.targetwise.app.soak.FaultSoak.Fault;

/**
 * The soak's exact accounting, from the shared database, the dead-letter topic and what the plant and the operator
 * recorded: every acknowledged reading stored exactly once and nothing stored that was never sent; every acknowledged
 * poison record dead-lettered; every approval exactly one command, published, delivered and applied once; every
 * commanded setpoint that the plant completed followed by a proposal within {@link #PROPOSAL_BOUND} of the end of
 * any fault in between; readiness back within {@link FaultSoak#READINESS_LIMIT} of each fault.
 */
final class SoakAccounting {
    /** How soon after a completed setpoint (or after the recovery from a fault that overlapped) a proposal comes. */
    static final Duration PROPOSAL_BOUND = Duration.ofSeconds(60);
    /** How soon after each recovery the plant gets a new command: a proposal, then the operator's next turns. */
    static final Duration COMMAND_BOUND = PROPOSAL_BOUND.plusSeconds(30);
    private static final Duration SETTLE_LIMIT = Duration.ofMinutes(5);
    private static final Pattern POISON_ID = Pattern.compile("soak-poison-[0-9a-z-]+");

    record Check(String name, boolean passed, String detail) {
    }

    private final List<Check> checks = new ArrayList<>();
    private final List<Fault> faults;
    private final List<String> figures = new ArrayList<>();

    private SoakAccounting(List<Fault> faults) {
        this.faults = List.copyOf(faults);
    }

    static SoakAccounting settle(SoakStack stack, SoakPlant plant, SoakOperator operator, long processId,
            List<Fault> faults) throws Exception {
        SoakAccounting accounts = new SoakAccounting(faults);
        Instant faultsEnded = Instant.now();
        Map<String, Long> stored = accounts.awaitStored(stack, plant, processId);
        accounts.checkReadings(plant, stored);
        accounts.checkDeadLetters(stack, plant);
        accounts.awaitCommandsDelivered(stack, plant, processId);
        accounts.checkCommands(stack, plant, operator, processId);
        Duration sinceEnd = Duration.between(faultsEnded, Instant.now());
        if (sinceEnd.compareTo(PROPOSAL_BOUND) < 0) { // the last completed setpoints get their full bound
            Thread.sleep(PROPOSAL_BOUND.minus(sinceEnd).toMillis());
        }
        accounts.checkProposals(stack, plant, processId, faultsEnded);
        accounts.checkCommandsAfterRecoveries(stack, processId, faultsEnded);
        accounts.checkReadiness();
        accounts.checks.add(new Check("no error in the plant's or the operator's threads",
                plant.failure() == null && operator.failure() == null,
                "plant: " + plant.failure() + "; operator: " + operator.failure()));
        return accounts;
    }

    /** Stored rows per event id, once every acknowledged reading is stored or {@link #SETTLE_LIMIT} has passed. */
    private Map<String, Long> awaitStored(SoakStack stack, SoakPlant plant, long processId) throws Exception {
        Instant start = Instant.now();
        while (true) {
            Map<String, Long> stored = new HashMap<>();
            for (List<Object> row : stack.query("select event_id, count(*) from measurement where process_id = ?"
                    + " group by event_id", processId)) {
                stored.put((String) row.get(0), ((Number) row.get(1)).longValue());
            }
            if (stored.keySet().containsAll(plant.acknowledged)
                    || Duration.between(start, Instant.now()).compareTo(SETTLE_LIMIT) > 0) {
                figures.add("stored %d readings %.0f s after the plant stopped".formatted(stored.size(),
                        Duration.between(start, Instant.now()).toMillis() / 1000.0));
                return stored;
            }
            Thread.sleep(2000);
        }
    }

    private void checkReadings(SoakPlant plant, Map<String, Long> stored) {
        Set<String> missing = new HashSet<>(plant.acknowledged);
        missing.removeAll(stored.keySet());
        Set<String> phantom = new HashSet<>(stored.keySet());
        phantom.removeAll(plant.sent);
        List<String> twice = stored.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).toList();
        long unacknowledgedStored = stored.keySet().stream().filter(id -> !plant.acknowledged.contains(id)).count();
        figures.add("readings: %d sent, %d acknowledged, %d stored (%d of them never acknowledged to the plant),"
                .formatted(plant.sent.size(), plant.acknowledged.size(), stored.size(), unacknowledgedStored)
                + " %d send failures; %d re-sent duplicates".formatted(plant.sendFailures.get(),
                plant.duplicatesSent.get()));
        checks.add(new Check("every acknowledged reading stored", missing.isEmpty(), missing.size() + " missing"
                + sample(missing)));
        checks.add(new Check("no reading stored twice", twice.isEmpty(), twice.size() + " stored twice" + sample(twice)));
        checks.add(new Check("nothing stored that the plant did not send", phantom.isEmpty(), phantom.size()
                + sample(phantom)));
    }

    /** Every acknowledged poison record is on the dead-letter topic (once or, after a crash, more often). */
    private void checkDeadLetters(SoakStack stack, SoakPlant plant) {
        Map<String, Integer> deadLettered = new HashMap<>();
        for (ConsumerRecord<String, String> record : readAll(stack.bootstrapServers(), "targetwise.measurements.dlq")) {
            Matcher m = POISON_ID.matcher(record.value() == null ? "" : record.value());
            if (m.find()) {
                deadLettered.merge(m.group(), 1, Integer::sum);
            }
        }
        Set<String> missing = new HashSet<>(plant.poison);
        missing.removeAll(deadLettered.keySet());
        long twice = deadLettered.values().stream().filter(n -> n > 1).count();
        figures.add("poison records: %d acknowledged, %d dead-lettered (%d of them more than once)"
                .formatted(plant.poison.size(), deadLettered.size(), twice));
        checks.add(new Check("every poison record dead-lettered", missing.isEmpty(), missing.size() + " missing"
                + sample(missing)));
    }

    private static List<ConsumerRecord<String, String>> readAll(String bootstrapServers, String topic) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "soak-audit-" + UUID.randomUUID());
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        List<ConsumerRecord<String, String>> read = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props, new StringDeserializer(),
                new StringDeserializer())) {
            List<TopicPartition> partitions = consumer.partitionsFor(topic).stream()
                    .map(p -> new TopicPartition(topic, p.partition())).toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < end.get(p))) {
                consumer.poll(Duration.ofMillis(500)).forEach(read::add);
            }
        }
        return read;
    }

    private void awaitCommandsDelivered(SoakStack stack, SoakPlant plant, long processId) throws Exception {
        Instant start = Instant.now();
        while (Duration.between(start, Instant.now()).compareTo(SETTLE_LIMIT) < 0) {
            List<List<Object>> commands = stack.query("select command_id, published_at from setpoint_command"
                    + " where process_id = ?", processId);
            if (commands.stream().allMatch(c -> c.get(1) != null && plant.deliveries.containsKey((String) c.get(0)))) {
                return;
            }
            Thread.sleep(2000);
        }
    }

    private void checkCommands(SoakStack stack, SoakPlant plant, SoakOperator operator, long processId)
            throws Exception {
        Set<Long> approvedInDatabase = stack.query("select id from proposal where process_id = ? and status = 'APPROVED'",
                processId).stream().map(r -> ((Number) r.get(0)).longValue()).collect(Collectors.toSet());
        List<List<Object>> commands = stack.query("select command_id, proposal_id, kind, published_at"
                + " from setpoint_command where process_id = ?", processId);
        Map<Long, Long> perProposal = commands.stream().filter(c -> "APPROVED".equals(c.get(2)))
                .collect(Collectors.groupingBy(c -> ((Number) c.get(1)).longValue(), Collectors.counting()));
        List<Long> notOne = approvedInDatabase.stream().filter(id -> perProposal.getOrDefault(id, 0L) != 1).toList();
        Set<Long> withoutApproval = new HashSet<>(perProposal.keySet());
        withoutApproval.removeAll(approvedInDatabase);
        Set<Long> answeredButNotApproved = new HashSet<>(operator.approved);
        answeredButNotApproved.removeAll(approvedInDatabase);
        Set<String> ids = commands.stream().map(c -> (String) c.get(0)).collect(Collectors.toSet());
        List<String> unpublished = commands.stream().filter(c -> c.get(3) == null).map(c -> (String) c.get(0)).toList();
        List<String> undelivered = ids.stream().filter(id -> !plant.deliveries.containsKey(id)).toList();
        List<String> notAppliedOnce = ids.stream()
                .filter(id -> plant.applications.getOrDefault(id, new AtomicInteger()).get() != 1).toList();
        Set<String> unknown = new HashSet<>(plant.applications.keySet());
        unknown.removeAll(ids);
        int deliveries = plant.deliveries.values().stream().mapToInt(AtomicInteger::get).sum();
        figures.add(("approvals: %d answered 200 to the operator, %d refused 409 (decided or superseded meanwhile),"
                + " %d without an answer or 5xx; %d proposals approved in the database; %d commands, delivered"
                + " %d times in all (%d redeliveries), each applied once").formatted(operator.approved.size(),
                operator.conflicts.get(), operator.unanswered.get(), approvedInDatabase.size(), ids.size(),
                deliveries, deliveries - ids.size()));
        checks.add(new Check("each approved proposal has exactly one command", notOne.isEmpty() && withoutApproval.isEmpty(),
                notOne + " not one; commands without an approval " + withoutApproval));
        checks.add(new Check("each approval answered 200 is approved in the database", answeredButNotApproved.isEmpty(),
                answeredButNotApproved.toString()));
        checks.add(new Check("each command published and delivered", unpublished.isEmpty() && undelivered.isEmpty(),
                "unpublished " + unpublished + "; undelivered " + undelivered));
        checks.add(new Check("each command applied by the plant exactly once", notAppliedOnce.isEmpty()
                && unknown.isEmpty(), "not once " + notAppliedOnce + "; unknown " + unknown));
    }

    /** Each commanded setpoint the plant completed before the faults ended gets a proposal within the bound. */
    private void checkProposals(SoakStack stack, SoakPlant plant, long processId, Instant faultsEnded) throws Exception {
        List<Instant> proposed = stack.query("select created_at from proposal where process_id = ? order by created_at",
                processId).stream().map(r -> (Instant) r.get(0)).toList();
        List<Duration> waits = new ArrayList<>();
        List<String> late = new ArrayList<>();
        List<SoakPlant.Batch> batches;
        synchronized (plant.batches) {
            batches = List.copyOf(plant.batches.values());
        }
        for (SoakPlant.Batch batch : batches) {
            if (batch.commandId == null || batch.completed == null || batch.completed.isAfter(faultsEnded)) {
                continue;
            }
            Instant completed = batch.completed;
            Instant next = proposed.stream().filter(t -> t.isAfter(completed)).findFirst().orElse(null);
            if (next == null) {
                late.add(batch.commandId + ": none");
                continue;
            }
            Instant from = faults.stream().filter(f -> !f.began().isAfter(next) && !recovered(f).isBefore(completed))
                    .map(SoakAccounting::recovered).filter(r -> r.isAfter(completed)).max(Instant::compareTo)
                    .map(r -> r.isAfter(next) ? next : r).orElse(completed);
            Duration wait = Duration.between(from, next);
            waits.add(wait);
            if (wait.compareTo(PROPOSAL_BOUND) > 0) {
                late.add(batch.commandId + ": " + wait.toSeconds() + " s");
            }
        }
        List<Duration> sorted = waits.stream().sorted().toList();
        figures.add("proposals after completed setpoints: %d setpoints; wait after completion or recovery: median %s,"
                .formatted(sorted.size(), seconds(sorted, 0.5)) + " 95th percentile %s, longest %s"
                .formatted(seconds(sorted, 0.95), seconds(sorted, 1.0)));
        checks.add(new Check("a proposal within " + PROPOSAL_BOUND.toSeconds() + " s of each completed setpoint",
                late.isEmpty() && !sorted.isEmpty(), late.size() + " late" + late.stream().limit(5).toList()));
    }

    /**
     * The loop of proposal, approval and command keeps turning after each fault: a setpoint already complete brings
     * no new completion, so a proposal lost to a fault would leave the plant where it is, which the check per
     * completed setpoint cannot see.
     */
    private void checkCommandsAfterRecoveries(SoakStack stack, long processId, Instant faultsEnded) throws Exception {
        List<Instant> issued = stack.query("select issued_at from setpoint_command where process_id = ?"
                + " order by issued_at", processId).stream().map(r -> (Instant) r.get(0)).toList();
        List<Duration> waits = new ArrayList<>();
        List<String> stalled = new ArrayList<>();
        for (Fault f : faults) {
            Instant back = recovered(f);
            if (back.plus(COMMAND_BOUND).isAfter(faultsEnded)) {
                continue; // the operator stopped before this one's bound ran out
            }
            Duration wait = issued.stream().filter(t -> t.isAfter(back)).findFirst()
                    .map(t -> Duration.between(back, t)).orElse(Duration.between(back, faultsEnded));
            waits.add(wait);
            if (wait.compareTo(COMMAND_BOUND) > 0) {
                stalled.add(f.kind() + " at " + f.began() + ": " + wait.toSeconds() + " s");
            }
        }
        List<Duration> sorted = waits.stream().sorted().toList();
        figures.add("first command after each recovery: %d faults; median %s, longest %s".formatted(sorted.size(),
                seconds(sorted, 0.5), seconds(sorted, 1.0)));
        checks.add(new Check("a new command within " + COMMAND_BOUND.toSeconds() + " s of each recovery",
                stalled.isEmpty() && !sorted.isEmpty(), stalled.size() + " stalled " + stalled));
    }

    private static Instant recovered(Fault f) {
        return f.ended().plus(f.readiness().orElse(FaultSoak.READINESS_LIMIT.multipliedBy(2)));
    }

    private static String seconds(List<Duration> sorted, double quantile) {
        if (sorted.isEmpty()) {
            return "-";
        }
        int i = (int) Math.min(sorted.size() - 1, Math.ceil(quantile * sorted.size()) - 1);
        return "%.1f s".formatted(sorted.get(Math.max(0, i)).toMillis() / 1000.0);
    }

    private void checkReadiness() {
        List<String> slow = faults.stream().filter(f -> f.readiness().isEmpty()
                || f.readiness().get().compareTo(FaultSoak.READINESS_LIMIT) > 0).map(f -> f.kind().toString()).toList();
        checks.add(new Check("readiness back within " + FaultSoak.READINESS_LIMIT.toSeconds() + " s of each fault",
                slow.isEmpty() && !faults.isEmpty(), faults.size() + " faults; slow: " + slow));
    }

    private static String sample(java.util.Collection<?> ids) {
        return ids.isEmpty() ? "" : ", e.g. " + ids.stream().limit(5).toList();
    }

    boolean passed() {
        return checks.stream().allMatch(Check::passed);
    }

    String report(Duration length, long seed, Instant start, Instant faultsEnded, String loadBefore, String loadAfter) {
        StringBuilder md = new StringBuilder();
        md.append("# Fault soak: ").append(passed() ? "PASSED" : "FAILED").append("\n\n");
        md.append("Length %s (faults for %d min), seed %d; load (/proc/loadavg) before: %s, after: %s%n%n".formatted(
                length, Duration.between(start, faultsEnded).toMinutes(), seed, loadBefore, loadAfter));
        md.append("| # | fault | at | down | readiness back after |\n|---|---|---|---|---|\n");
        for (int i = 0; i < faults.size(); i++) {
            Fault f = faults.get(i);
            long at = Duration.between(start, f.began()).toSeconds();
            md.append("| %d | %s | %d:%02d | %.0f s | %s |%n".formatted(i + 1, f.kind(), at / 60, at % 60,
                    Duration.between(f.began(), f.ended()).toMillis() / 1000.0,
                    f.readiness().map(d -> "%.1f s".formatted(d.toMillis() / 1000.0)).orElse("not within 120 s")));
        }
        md.append("\n");
        figures.forEach(f -> md.append("- ").append(f).append('\n'));
        md.append("\n| check | result | detail |\n|---|---|---|\n");
        checks.forEach(c -> md.append("| %s | %s | %s |%n".formatted(c.name(), c.passed() ? "pass" : "FAIL",
                c.detail())));
        return md.toString();
    }
}
