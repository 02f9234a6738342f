package io.targetwise.app.ingest;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;

import org.hibernate.StatelessSession;

import io.targetwise.app.common.ValueList;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.surrogate.ReplicateAggregator;
import io.targetwise.core.surrogate.ReplicateStatistics;

/**
 * Stores a batch of validated measurements in one transaction: drops those whose event id is already stored (or
 * repeats within the batch), inserts the rest, and folds the usable ones (not BAD quality) into their design
 * points. Observers of {@link MeasurementsStored} hear of it after the commit. Another instance storing the same
 * event id or design point at the same moment makes the transaction fail on a unique constraint, a fault of the
 * moment after which the batch finds them stored ({@link StorageFaults}).
 */
@ApplicationScoped
public class MeasurementStore {
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
        List<MeasurementsStored> events = new ArrayList<>();
        int storedCount = statelessSession.doReturningWork(connection -> storeWith(new MeasurementTables(connection),
                batch, events));
        events.forEach(stored::fire);
        return new Result(storedCount, batch.size() - storedCount);
    }

    /** @return how many were new; adds an event per process whose design points changed to {@code events} */
    private int storeWith(MeasurementTables tables, List<MeasurementValidator.ValidMeasurement> batch,
            List<MeasurementsStored> events) throws SQLException {
        Map<String, MeasurementValidator.ValidMeasurement> unique = new LinkedHashMap<>();
        batch.forEach(m -> unique.putIfAbsent(m.message().eventId(), m));
        unique.keySet().removeAll(tables.storedEventIds(unique.keySet()));
        tables.insertMeasurements(unique.values(), Instant.now(clock));

        Map<Long, List<MeasurementValidator.ValidMeasurement>> usableByProcess = new LinkedHashMap<>();
        for (MeasurementValidator.ValidMeasurement m : unique.values()) {
            if (m.message().quality() != MeasurementMessage.Quality.BAD) {
                usableByProcess.computeIfAbsent(m.process().id(), id -> new ArrayList<>()).add(m);
            }
        }
        for (List<MeasurementValidator.ValidMeasurement> measurements : usableByProcess.values()) {
            ProcessDefinition process = measurements.get(0).process();
            Map<String, long[]> counts = updateDesignPoints(tables, process, measurements);
            int completed = (int) counts.values().stream()
                    .filter(c -> c[0] < process.replicates() && c[1] >= process.replicates()).count();
            events.add(new MeasurementsStored(process.id(), measurements.size(), counts.keySet(), completed));
        }
        return unique.size();
    }

    /** @return per changed setpoint key its replicate count before and after this batch */
    private static Map<String, long[]> updateDesignPoints(MeasurementTables tables, ProcessDefinition process,
            List<MeasurementValidator.ValidMeasurement> measurements) throws SQLException {
        ReplicateAggregator snapper = process.designPointSnapper();
        Map<String, Group> groups = new LinkedHashMap<>();
        for (MeasurementValidator.ValidMeasurement m : measurements) {
            double[] snapped = snapper.snap(m.setpoint());
            Group g = groups.computeIfAbsent(ValueList.format(snapped), k -> new Group(snapped));
            g.statistics.add(m.message().output());
            g.first = min(g.first, m.message().sourceTime());
            g.last = max(g.last, m.message().sourceTime());
        }
        Map<String, MeasurementTables.DesignPointRow> existing = tables.designPoints(process.id(), groups.keySet());
        Map<String, long[]> counts = new LinkedHashMap<>();
        List<MeasurementTables.DesignPointRow> created = new ArrayList<>();
        List<MeasurementTables.DesignPointRow> changed = new ArrayList<>();
        groups.forEach((key, g) -> {
            MeasurementTables.DesignPointRow point = existing.get(key);
            if (point == null) {
                created.add(new MeasurementTables.DesignPointRow(null, key, g.setpoint, g.statistics, g.first, g.last));
                counts.put(key, new long[] {0, g.statistics.count()});
            } else {
                ReplicateStatistics merged = point.statistics();
                long before = merged.count();
                merged.merge(g.statistics);
                changed.add(new MeasurementTables.DesignPointRow(point.id(), key, null, merged,
                        min(point.firstMeasuredAt(), g.first), max(point.lastMeasuredAt(), g.last)));
                counts.put(key, new long[] {before, merged.count()});
            }
        });
        tables.insertDesignPoints(process.id(), created);
        tables.updateDesignPoints(changed);
        return counts;
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
