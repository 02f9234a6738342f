package io.targetwise.app.readings;

import static io.targetwise.app.ingest.MeasurementMessage.EARLIEST_SOURCE_TIME;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;

import io.targetwise.app.common.PageOf;
import io.targetwise.app.ingest.MeasurementMessage.Quality;
import io.targetwise.app.process.ProcessDefinition;
import io.targetwise.core.Point;
import io.targetwise.core.surrogate.ReplicateAggregator;

/**
 * How stored measurements are read: every query on them outside the ingest, which writes them, is here. "Usable"
 * readings are those a model may use (any quality but BAD); process chains join only GOOD ones.
 *
 * <p>Queries for a process's newest readings bound the source time from below ({@link
 * io.targetwise.app.ingest.MeasurementMessage#EARLIEST_SOURCE_TIME} when they want all) and order by process id,
 * source time and id: with both, the databases walk the (process_id, source_time, id) index backwards and stop after
 * the page (FlywayMigrationTest checks the plans). Without them H2 takes the foreign key's index on process_id alone
 * and sorts the whole history of the process on every query (tens of milliseconds at 30,000 readings, growing with it).
 */
@ApplicationScoped
public class Readings {
    /** The recent window: what the run chart, the histogram, the capability indices and the alarm watch look at. */
    public static final int RECENT = 120;
    /**
     * The most readings a range returns, the newest where it holds more: a browser draws a few thousand points
     * smoothly, and a years-long campaign must not be loaded whole.
     */
    public static final int MAX_READINGS = 5000;
    /** Batch ids per IN list, within every database's limit on bind parameters. */
    private static final int IN_CHUNK = 500;
    private static final String NEWEST_FIRST = " order by m.processId desc, m.sourceTime desc, m.id desc";
    private static final String OLDEST_FIRST = " order by m.processId, m.sourceTime, m.id";
    // Each order below, with a bound on its second column, walks an index of V25 from where the query starts rather
    // than sorting the process's whole history (FlywayMigrationTest checks the plans).
    private static final String BY_ID = " order by m.processId, m.id";
    private static final String BY_ID_NEWEST_FIRST = " order by m.processId desc, m.id desc";
    private static final String OLDEST_RECEIVED = " order by m.processId, m.receivedAt, m.id";
    private static final String NEWEST_RECEIVED = " order by m.processId desc, m.receivedAt desc, m.id desc";
    private static final String READING = "select m.sourceTime, m.setpoint, m.output from Measurement m";
    private static final String ROW = "select m.id, m.eventId, m.processId, m.sourceTime, m.receivedAt, m.setpoint,"
            + " m.environment, m.output, m.unit, m.quality, m.batchId from Measurement m";

    private final EntityManager em;

    Readings(EntityManager em) {
        this.em = em;
    }

    /** The newest {@value #RECENT} usable readings, oldest first. */
    @Transactional
    public List<Reading> recent(long processId) {
        return newest(processId, EARLIEST_SOURCE_TIME, RECENT);
    }

    /** The usable readings in the range, oldest first, at most the newest {@value #MAX_READINGS}. */
    @Transactional
    public List<Reading> inRange(long processId, ReadingRange range) {
        return switch (range) {
            case RECENT -> recent(processId);
            case DAY -> newest(processId, newestSourceTime(processId).map(t -> t.minus(Duration.ofDays(1)))
                    .orElse(EARLIEST_SOURCE_TIME), MAX_READINGS);
            case CAMPAIGN -> newest(processId, EARLIEST_SOURCE_TIME, MAX_READINGS);
        };
    }

    /** When the newest reading (by source time, any quality: a BAD one still shows the plant is sending) arrived. */
    @Transactional
    public Optional<Instant> lastReceived(long processId) {
        return em.createQuery("select m.receivedAt from Measurement m where m.processId = ?1 and m.sourceTime >= ?2"
                + NEWEST_FIRST, Instant.class).setParameter(1, processId).setParameter(2, EARLIEST_SOURCE_TIME)
                .setMaxResults(1).getResultStream().findFirst();
    }

    /** The usable readings stored under ids above {@code id}, in id order: what a campaign has not been told yet. */
    @Transactional
    public List<StoredReading> usableAbove(long processId, long id) {
        return rows(em.createQuery(ROW + " where m.processId = ?1 and m.quality <> ?2 and m.id > ?3" + BY_ID,
                Object[].class).setParameter(1, processId).setParameter(2, Quality.BAD).setParameter(3, id));
    }

    /**
     * What the plant delivered at a setpoint it was sent to: the usable readings received after {@code sentAt}
     * (and before {@code until}, when the plant was sent elsewhere) whose setpoint snaps to the same design point,
     * oldest first (in the order received).
     *
     * @param until when the next setpoint was sent; null while this one is the latest
     * @param newest whether to look through the newest readings received since rather than the first
     * @param scan readings received since that are looked through, at any setpoint: bounds the work
     */
    @Transactional
    public List<StoredReading> deliveredAt(ProcessDefinition process, double[] setpoint, Instant sentAt,
            Instant until, boolean newest, int scan) {
        ReplicateAggregator snapper = process.designPointSnapper();
        double[] sent = snapper.snap(setpoint);
        TypedQuery<Object[]> query = em.createQuery(ROW + " where m.processId = ?1 and m.quality <> ?2"
                + " and m.receivedAt > ?3" + (until == null ? "" : " and m.receivedAt < ?4")
                + (newest ? NEWEST_RECEIVED : OLDEST_RECEIVED), Object[].class)
                .setParameter(1, process.id()).setParameter(2, Quality.BAD).setParameter(3, sentAt);
        if (until != null) {
            query.setParameter(4, until);
        }
        List<StoredReading> found = new ArrayList<>(rows(query.setMaxResults(scan)).stream()
                .filter(r -> Arrays.equals(snapper.snap(r.setpoint()), sent)).toList());
        if (newest) {
            Collections.reverse(found);
        }
        return found;
    }

    /** The newest {@code limit} GOOD readings of a process, newest (highest id) first. */
    @Transactional
    public List<StoredReading> newestGood(long processId, int limit) {
        return rows(em.createQuery(ROW + " where m.processId = ?1 and m.quality = ?2 and m.id > ?3"
                + BY_ID_NEWEST_FIRST, Object[].class).setParameter(1, processId).setParameter(2, Quality.GOOD)
                .setParameter(3, Long.MIN_VALUE).setMaxResults(limit));
    }

    /** The newest GOOD output of a process per batch id, for the given batch ids. */
    @Transactional
    public Map<String, Double> goodOutputsByBatch(long processId, List<String> batchIds) {
        Map<String, Double> outputs = new HashMap<>();
        for (int from = 0; from < batchIds.size(); from += IN_CHUNK) {
            List<String> chunk = batchIds.subList(from, Math.min(batchIds.size(), from + IN_CHUNK));
            // Ascending ids: a later reading of the same batch overwrites an earlier one.
            em.createQuery("select m.batchId, m.output from Measurement m where m.processId = ?1 and m.quality = ?2"
                    + " and m.batchId in ?3 order by m.id", Object[].class)
                    .setParameter(1, processId).setParameter(2, Quality.GOOD).setParameter(3, chunk)
                    .getResultStream().forEach(row -> outputs.put((String) row[0], (Double) row[1]));
        }
        return outputs;
    }

    /**
     * Pieces across processes: for each of the newest {@code limit} batch ids that any of the processes read GOOD,
     * newest first, the newest GOOD reading of each process with that batch id.
     */
    @Transactional
    public Map<String, Map<Long, StoredReading>> newestGoodRuns(List<Long> processIds, int limit) {
        List<String> batchIds = em.createQuery("select m.batchId from Measurement m where m.processId in ?1"
                + " and m.batchId is not null and m.quality = ?2 group by m.batchId order by max(m.id) desc",
                String.class).setParameter(1, processIds).setParameter(2, Quality.GOOD).setMaxResults(limit)
                .getResultList();
        Map<String, Map<Long, StoredReading>> runs = new LinkedHashMap<>();
        batchIds.forEach(b -> runs.put(b, new HashMap<>()));
        if (!batchIds.isEmpty()) {
            rows(em.createQuery(ROW + " where m.processId in ?1 and m.batchId in ?2 and m.quality = ?3 order by m.id",
                    Object[].class).setParameter(1, processIds).setParameter(2, batchIds)
                    .setParameter(3, Quality.GOOD)).forEach(r -> runs.get(r.batchId()).put(r.processId(), r));
        }
        return runs;
    }

    /**
     * Every stored reading of a process, any quality, newest first, a page at a time; with their exact number only when
     * {@code counted}: the page walks the index for its own rows alone, the count over every row of the process.
     */
    @Transactional
    public PageOf<StoredReading> page(long processId, int page, int size, boolean counted) {
        List<StoredReading> items = rows(em.createQuery(ROW + " where m.processId = ?1 and m.sourceTime >= ?2"
                + NEWEST_FIRST, Object[].class).setParameter(1, processId).setParameter(2, EARLIEST_SOURCE_TIME)
                .setFirstResult(page * size).setMaxResults(size));
        Long total = counted ? em.createQuery("select count(m) from Measurement m where m.processId = ?1"
                + " and m.sourceTime >= ?2", Long.class).setParameter(1, processId)
                .setParameter(2, EARLIEST_SOURCE_TIME).getSingleResult() : null;
        return new PageOf<>(items, page, size, total);
    }

    private List<Reading> newest(long processId, Instant since, int count) {
        List<Reading> oldestFirst = new ArrayList<>(em.createQuery(READING + " where m.processId = ?1"
                + " and m.quality <> ?2 and m.sourceTime >= ?3" + NEWEST_FIRST, Object[].class)
                .setParameter(1, processId).setParameter(2, Quality.BAD).setParameter(3, since).setMaxResults(count)
                .getResultStream().map(r -> new Reading((Instant) r[0], Point.of((double[]) r[1]), (Double) r[2]))
                .toList());
        Collections.reverse(oldestFirst);
        return oldestFirst;
    }

    private Optional<Instant> newestSourceTime(long processId) {
        // the first of the index walked backwards, where max() reads every reading of the process
        return em.createQuery("select m.sourceTime from Measurement m where m.processId = ?1 and m.quality <> ?2"
                + " and m.sourceTime >= ?3" + NEWEST_FIRST, Instant.class).setParameter(1, processId)
                .setParameter(2, Quality.BAD).setParameter(3, EARLIEST_SOURCE_TIME).setMaxResults(1)
                .getResultStream().findFirst();
    }

    private static List<StoredReading> rows(TypedQuery<Object[]> query) {
        return query.getResultStream().map(r -> new StoredReading((Long) r[0], (String) r[1], (Long) r[2],
                (Instant) r[3], (Instant) r[4], (double[]) r[5], (double[]) r[6], (Double) r[7], (String) r[8],
                (Quality) r[9], (String) r[10])).toList();
    }
}
