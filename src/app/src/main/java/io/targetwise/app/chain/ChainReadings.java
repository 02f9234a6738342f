package io.targetwise.app.chain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.targetwise.app.ingest.MeasurementEntity;
import io.targetwise.app.ingest.MeasurementMessage.Quality;

/**
 * The chain's readings, joined across stages by batch id: a piece's stage-k reading gets the previous stage's output
 * from its own environmental variable where the plant reported it, else from the previous stage's newest good reading
 * of the same batch id.
 */
@ApplicationScoped
class ChainReadings {
    /** Batch ids per IN list, within every database's limit on bind parameters. */
    private static final int IN_CHUNK = 500;

    /** A good reading of a stage, with the previous stage's output where it is known (else NaN). */
    record StageReading(double[] setpoint, double output, double upstream, String batchId) {
    }

    /** The newest {@code limit} good readings of a process, newest first. */
    @Transactional
    List<MeasurementEntity> newest(long processId, int limit) {
        return MeasurementEntity.<MeasurementEntity>find("processId = ?1 and quality = ?2 order by id desc", processId,
                Quality.GOOD).page(0, limit).list();
    }

    /**
     * A stage's newest good readings, each with its upstream output: from {@code upstreamIndex} of its environment
     * (-1: the first stage), else joined on the batch id to {@code upstreamProcessId}'s newest good reading.
     */
    @Transactional
    List<StageReading> stage(long processId, int upstreamIndex, Long upstreamProcessId, int limit) {
        List<MeasurementEntity> readings = newest(processId, limit);
        Map<String, Double> upstreamByBatch = upstreamIndex < 0 ? Map.of()
                : outputsByBatch(upstreamProcessId, readings.stream().map(m -> m.batchId)
                        .filter(b -> b != null).distinct().toList());
        List<StageReading> out = new ArrayList<>(readings.size());
        for (MeasurementEntity m : readings) {
            double upstream = Double.NaN;
            if (upstreamIndex >= 0) {
                upstream = m.environment != null && upstreamIndex < m.environment.length
                        ? m.environment[upstreamIndex] : Double.NaN;
                if (Double.isNaN(upstream) && m.batchId != null) {
                    upstream = upstreamByBatch.getOrDefault(m.batchId, Double.NaN);
                }
            }
            out.add(new StageReading(m.setpoint, m.output, upstream, m.batchId));
        }
        return out;
    }

    /** The newest good output of a process per batch id, for the given batch ids. */
    @Transactional
    Map<String, Double> outputsByBatch(long processId, List<String> batchIds) {
        Map<String, Double> outputs = new HashMap<>();
        for (int from = 0; from < batchIds.size(); from += IN_CHUNK) {
            List<String> chunk = batchIds.subList(from, Math.min(batchIds.size(), from + IN_CHUNK));
            // Ascending ids: a later reading of the same batch overwrites an earlier one.
            MeasurementEntity.getEntityManager().createQuery("select m.batchId, m.output from MeasurementEntity m"
                    + " where m.processId = ?1 and m.quality = ?2 and m.batchId in ?3 order by m.id", Object[].class)
                    .setParameter(1, processId).setParameter(2, Quality.GOOD).setParameter(3, chunk)
                    .getResultStream().forEach(row -> outputs.put((String) row[0], (Double) row[1]));
        }
        return outputs;
    }

    /** The newest good reading of each process for each of the newest {@code limit} batch ids seen, newest first. */
    @Transactional
    Map<String, Map<Long, MeasurementEntity>> newestRuns(List<Long> processIds, int limit) {
        List<String> batchIds = MeasurementEntity.getEntityManager().createQuery("select m.batchId from"
                + " MeasurementEntity m where m.processId in ?1 and m.batchId is not null and m.quality = ?2"
                + " group by m.batchId order by max(m.id) desc", String.class)
                .setParameter(1, processIds).setParameter(2, Quality.GOOD).setMaxResults(limit).getResultList();
        Map<String, Map<Long, MeasurementEntity>> runs = new LinkedHashMap<>();
        batchIds.forEach(b -> runs.put(b, new HashMap<>()));
        if (!batchIds.isEmpty()) {
            MeasurementEntity.<MeasurementEntity>find("processId in ?1 and batchId in ?2 and quality = ?3 order by id",
                    processIds, batchIds, Quality.GOOD).list()
                    .forEach(m -> runs.get(m.batchId).put(m.processId, m));
        }
        return runs;
    }
}
