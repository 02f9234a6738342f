package io.targetwise.ingest;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;

import org.hibernate.StatelessSession;

import io.targetwise.process.ProcessDefinition;
import io.targetwise.surrogate.ReplicateAggregator;
import io.targetwise.surrogate.ReplicateStatistics;

/**
 * Stores a batch of validated measurements in one transaction: drops those whose event id is already stored (or
 * repeats within the batch), persists the rest, and folds the usable ones (not BAD quality) into their design
 * points. Observers of {@link MeasurementsStored} hear of it after the commit.
 */
@ApplicationScoped
public class MeasurementStore {
    private static final int IN_CLAUSE_CHUNK = 500;

    private final Clock clock;
    private final Event<MeasurementsStored> stored;
    private final StatelessSession statelessSession;

    MeasurementStore(Clock clock, Event<MeasurementsStored> stored, StatelessSession statelessSession) {
        this.clock = clock;
        this.stored = stored;
        this.statelessSession = statelessSession;
    }

    /** What one batch changed. */
    public record Result(int stored, int duplicates) {
    }

    @Transactional
    public Result store(List<MeasurementValidator.ValidMeasurement> batch) {
        Map<String, MeasurementValidator.ValidMeasurement> unique = new LinkedHashMap<>();
        batch.forEach(m -> unique.putIfAbsent(m.message().eventId(), m));
        unique.keySet().removeAll(alreadyStored(unique.keySet()));

        Instant now = Instant.now(clock);
        Map<Long, List<MeasurementValidator.ValidMeasurement>> usableByProcess = new HashMap<>();
        List<MeasurementEntity> rows = new ArrayList<>(unique.size());
        for (MeasurementValidator.ValidMeasurement m : unique.values()) {
            rows.add(toEntity(m, now));
            if (m.message().quality() != MeasurementMessage.Quality.BAD) {
                usableByProcess.computeIfAbsent(m.process().id(), id -> new ArrayList<>()).add(m);
            }
        }
        // Raw rows are write-once: a stateless session inserts them in JDBC batches without the persistence
        // context's bookkeeping, the bulk of the cost at tens of thousands of rows per second.
        statelessSession.insertMultiple(rows);
        usableByProcess.forEach((processId, measurements) -> {
            ProcessDefinition process = measurements.get(0).process();
            Map<String, long[]> counts = updateDesignPoints(process, measurements);
            int completed = (int) counts.values().stream()
                    .filter(c -> c[0] < process.replicates() && c[1] >= process.replicates()).count();
            stored.fire(new MeasurementsStored(processId, measurements.size(), counts.keySet(), completed));
        });
        return new Result(unique.size(), batch.size() - unique.size());
    }

    private static Set<String> alreadyStored(Set<String> eventIds) {
        Set<String> found = new HashSet<>();
        List<String> ids = new ArrayList<>(eventIds);
        for (int from = 0; from < ids.size(); from += IN_CLAUSE_CHUNK) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + IN_CLAUSE_CHUNK));
            found.addAll(MeasurementEntity.getEntityManager()
                    .createQuery("select m.eventId from MeasurementEntity m where m.eventId in :ids", String.class)
                    .setParameter("ids", chunk).getResultList());
        }
        return found;
    }

    private static MeasurementEntity toEntity(MeasurementValidator.ValidMeasurement m, Instant receivedAt) {
        MeasurementMessage message = m.message();
        MeasurementEntity entity = new MeasurementEntity();
        entity.eventId = message.eventId();
        entity.processId = m.process().id();
        entity.sourceTime = message.sourceTime();
        entity.receivedAt = receivedAt;
        entity.setpoint = m.setpoint();
        entity.environment = m.environment().length == 0 ? null : m.environment();
        entity.output = message.output();
        entity.unit = message.unit();
        entity.quality = message.quality();
        entity.batchId = message.batchId();
        return entity;
    }

    /** @return per changed setpoint key its replicate count before and after this batch */
    private static Map<String, long[]> updateDesignPoints(ProcessDefinition process,
            List<MeasurementValidator.ValidMeasurement> measurements) {
        ReplicateAggregator snapper = snapper(process);
        Map<String, Group> groups = new LinkedHashMap<>();
        for (MeasurementValidator.ValidMeasurement m : measurements) {
            double[] snapped = snapper.snap(m.setpoint());
            Group g = groups.computeIfAbsent(ValueList.format(snapped), k -> new Group(snapped));
            g.statistics.add(m.message().output());
            g.first = min(g.first, m.message().sourceTime());
            g.last = max(g.last, m.message().sourceTime());
        }
        Map<String, DesignPointEntity> existing = new HashMap<>();
        List<String> keys = new ArrayList<>(groups.keySet());
        for (int from = 0; from < keys.size(); from += IN_CLAUSE_CHUNK) {
            List<String> chunk = keys.subList(from, Math.min(keys.size(), from + IN_CLAUSE_CHUNK));
            DesignPointEntity.<DesignPointEntity>list("processId = ?1 and setpointKey in ?2", process.id(), chunk)
                    .forEach(d -> existing.put(d.setpointKey, d));
        }
        Map<String, long[]> counts = new LinkedHashMap<>();
        groups.forEach((key, g) -> {
            DesignPointEntity point = existing.get(key);
            long before = point == null ? 0 : point.replicates;
            if (point == null) {
                point = new DesignPointEntity();
                point.processId = process.id();
                point.setpointKey = key;
                point.setpoint = g.setpoint;
                point.firstMeasuredAt = g.first;
                point.lastMeasuredAt = g.last;
                point.setStatistics(g.statistics);
                point.persist();
            } else {
                ReplicateStatistics merged = point.statistics();
                merged.merge(g.statistics);
                point.setStatistics(merged);
                point.firstMeasuredAt = min(point.firstMeasuredAt, g.first);
                point.lastMeasuredAt = max(point.lastMeasuredAt, g.last);
            }
            counts.put(key, new long[] {before, point.replicates});
        });
        return counts;
    }

    /** Snaps setpoints to the process's resolution: setpoints equal after snapping are one design point. */
    public static ReplicateAggregator snapper(ProcessDefinition process) {
        return ReplicateAggregator.of(process.designVariables().stream()
                .mapToDouble(v -> v.resolution() == null ? 0.0 : v.resolution()).toArray());
    }

    private static Instant min(Instant a, Instant b) {
        return a == null || b.isBefore(a) ? b : a;
    }

    private static Instant max(Instant a, Instant b) {
        return a == null || b.isAfter(a) ? b : a;
    }

    private static final class Group {
        final double[] setpoint;
        final ReplicateStatistics statistics = new ReplicateStatistics();
        Instant first;
        Instant last;

        Group(double[] setpoint) {
            this.setpoint = setpoint;
        }
    }
}
