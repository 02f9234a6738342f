package io.targetwise.app.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import io.targetwise.app.readings.Readings;
import io.targetwise.app.readings.StoredReading;

/**
 * A chain's readings, joined across stages by batch id: a piece's stage-k reading gets the previous stage's output
 * from its own environmental variable where the plant reported it, else from the previous stage's newest good reading
 * of the same batch id.
 */
@ApplicationScoped
class ChainReadings {
    private final Readings readings;

    ChainReadings(Readings readings) {
        this.readings = readings;
    }

    /** A good reading of a stage, with the previous stage's output where it is known (else NaN). */
    record StageReading(double[] setpoint, double output, double upstream, String batchId) {
    }

    /**
     * A stage's newest good readings, each with its upstream output: from {@code upstreamIndex} of its environment
     * (-1: the first stage), else joined on the batch id to {@code upstreamProcessId}'s newest good reading.
     */
    @Transactional
    List<StageReading> stage(long processId, int upstreamIndex, Long upstreamProcessId, int limit) {
        List<StoredReading> stage = readings.newestGood(processId, limit);
        Map<String, Double> upstreamByBatch = upstreamIndex < 0 ? Map.of()
                : readings.goodOutputsByBatch(upstreamProcessId, stage.stream().map(StoredReading::batchId)
                        .filter(Objects::nonNull).distinct().toList());
        List<StageReading> out = new ArrayList<>(stage.size());
        for (StoredReading m : stage) {
            double upstream = Double.NaN;
            if (upstreamIndex >= 0) {
                upstream = m.environment() != null && upstreamIndex < m.environment().length
                        ? m.environment()[upstreamIndex] : Double.NaN;
                if (Double.isNaN(upstream) && m.batchId() != null) {
                    upstream = upstreamByBatch.getOrDefault(m.batchId(), Double.NaN);
                }
            }
            out.add(new StageReading(m.setpoint(), m.output(), upstream, m.batchId()));
        }
        return out;
    }
}
